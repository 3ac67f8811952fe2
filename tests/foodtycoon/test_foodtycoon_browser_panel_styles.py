"""Food Tycoon's style sheet after the app's, as Chromium applies them, on small pieces
of markup built by its screen in CPython: what a later rule could silently undo."""

from __future__ import annotations

from pathlib import Path

from pygames.foodtycoon.data import COLOURS, RECIPES
from pygames.foodtycoon.drawing.screen import _dish
from pygames.foodtycoon.manifest import MANIFEST

# The shared sheet, then the game's, in the order the page links them.
STYLE = (Path(__file__).resolve().parents[2] / "ui" / "style.css").read_text(
    encoding="utf-8"
) + MANIFEST.stylesheet.read_text(encoding="utf-8")
EDGES = {
    "white": "rgb(207, 198, 176)",
    "red": "rgb(200, 54, 46)",
    "green": "rgb(63, 143, 70)",
    "yellow": "rgb(242, 201, 76)",
    "blue": "rgb(45, 108, 181)",
}


def test_the_dishes_panel_shows_each_dishs_colour(page):
    """Each dish in the Dishes panel has its recipe's colour as its left edge (a later
    rule for .ft-dish once reset every edge to the text's black)."""
    first_of_each = {COLOURS[r.colour]: r.key for r in reversed(RECIPES)}
    items = "".join(_dish(key) for key in first_of_each.values())
    page.set_content(f'<style>{STYLE}</style><section class="ft-dishes"><ul>{items}</ul></section>')
    edges = page.eval_on_selector_all(
        ".ft-dish",
        "els => els.map(e => [e.className, getComputedStyle(e).borderLeftColor,"
        " getComputedStyle(e).borderLeftWidth])",
    )
    assert len(edges) == len(EDGES)
    for classes, colour, width in edges:
        name = classes.split("ft-c-")[1]
        assert (colour, width) == (EDGES[name], "8px"), classes
