"""Board elements every game's drawing shares: a part with an accessible name, a part
a screen reader skips (an empty space: its tooltip is for the eyes), and a legal
action to click. Names and labels pass through ``pygames.core.drawing.svgtext``."""

from __future__ import annotations

import svg
from pygames.core.drawing.svgtext import attrs, title


def group(label: str, elements: list, classes: list[str], data: dict | None = None) -> svg.G:
    """A part of the board with an accessible name (and a tooltip)."""
    return svg.G(
        class_=classes,
        data=attrs(data or {}),
        extra=attrs({"role": "img", "aria-label": label}),
        elements=[title(label)] + elements,
    )


def quiet(label: str, elements: list, classes: list[str], data: dict | None = None) -> svg.G:
    """A part that carries nothing to hear (an empty space among many): a tooltip for
    the mouse, hidden from assistive technology, so a screen reader does not read out
    every empty square."""
    return svg.G(
        class_=classes,
        data=attrs(data or {}),
        extra={"aria-hidden": "true"},
        elements=[title(label)] + elements,
    )


def clickable(action, label: str, elements: list, classes: list[str], data=None) -> svg.G:
    """A legal action on the board: focusable, a button to assistive technology, with
    ``data-action`` carrying the action's text."""
    return svg.G(
        class_=["legal"] + classes,
        data=attrs({"action": str(action), **(data or {})}),
        tabindex=0,
        extra=attrs({"role": "button", "aria-label": label}),
        elements=[title(label)] + elements,
    )
