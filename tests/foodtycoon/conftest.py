"""Food Tycoon's tests: each one leaves the language of the moment English."""

import pytest

from pygames.core.messages import set_current_language


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_current_language("en")
