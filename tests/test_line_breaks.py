"""Boards wrap their Chinese and Japanese texts by the languages' line rules: no line
starts with a small kana, ー, ン or closing punctuation, none ends with an opening
bracket (``pygames.core.drawing.textfit.wrap``; a game's own wrapping is checked on the
same texts in its tests' folder)."""

from __future__ import annotations

import pytest

from pygames.core.drawing.textfit import NO_END, NO_START, text_width, wrap

TEXTS = [
    "完全沒有莓果（兩種都沒有）。",
    "ラズベリーがあり、ブルーベリーがない。",
    "ストロベリーのフロスティングでメニューを作った：生産+3、販売+1",
    "「チョコレート」のケーキ、ショートケーキとチーズケーキ",
]


def well_broken(lines: list[str]) -> bool:
    return all(line and line[0] not in NO_START for line in lines[1:]) and all(
        line[-1] not in NO_END for line in lines[:-1]
    )


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("width", [100, 120, 140, 160, 180, 200, 220])
def test_board_texts_follow_the_line_rules(text, width):
    lines = wrap(text, width, 20, 20)
    assert "".join(lines) == text
    assert all(text_width(line, 20) <= width for line in lines)
    assert well_broken(lines), lines


def test_without_the_rules_these_texts_would_break_badly():
    # The widths above do meet a closing bracket, a small kana or ー at a line start.
    naive = []
    for text in TEXTS:
        for width in range(100, 221, 20):
            per_line = width // 20
            naive.append([text[i : i + per_line] for i in range(0, len(text), per_line)])
    assert not all(well_broken(lines) for lines in naive)
