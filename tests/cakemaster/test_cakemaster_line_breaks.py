"""Cake Master's boards wrap their Chinese and Japanese texts by the languages' line
rules (its ``words.wrap``, by character units), on the texts of tests/test_line_breaks.py."""

from __future__ import annotations

import pytest
from test_line_breaks import TEXTS, well_broken

from pygames.cakemaster.drawing import words as cake_words


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("width", [100, 120, 140, 160, 180, 200, 220])
def test_board_texts_follow_the_line_rules(text, width):
    units = width // 10
    lines = cake_words.wrap(text, units, 20)
    assert "".join(lines) == text
    assert well_broken(lines), lines
