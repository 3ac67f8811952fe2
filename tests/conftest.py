"""Fixtures shared by the site tests: a built dist/ (built once per session)."""

from __future__ import annotations

import pytest

import build


@pytest.fixture(scope="session")
def dist():
    """dist/ built from the current sources. The build rewrites only files whose bytes
    changed, so calling it when dist/ is already fresh costs a second or two."""
    build.build(quiet=True)
    return build.DIST
