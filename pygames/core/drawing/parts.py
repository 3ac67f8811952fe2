"""Board elements every game's drawing shares: a part with an accessible name, a part
a screen reader skips (an empty space: its tooltip is for the eyes), a legal action to
click, and the small elements (a text, a box, a symbol placed). Names and labels pass
through ``pygames.core.drawing.svgtext``. A game gives its own colours once
(``functools.partial``), in its ``drawing/pieces``."""

from __future__ import annotations

import svg
from pygames.core.drawing.svgtext import attrs, text, title


def svg_text(x, y, value, size, *, fill, anchor=None, weight=None, classes=None) -> svg.Text:
    """``value`` (escaped) at ``x``, ``y``."""
    return svg.Text(
        x=x,
        y=y,
        text=text(value),
        font_size=size,
        fill=fill,
        text_anchor=anchor,
        font_weight=weight,
        class_=classes,
    )


def box(x, y, w, h, *, fill, stroke, width=2, dash=None, rx=10, classes=None) -> svg.Rect:
    """A rounded box (corner radius ``rx``) with an edge of ``width``, dashed if ``dash``."""
    return svg.Rect(
        x=x,
        y=y,
        width=w,
        height=h,
        rx=rx,
        fill=fill,
        stroke=stroke,
        stroke_width=width,
        stroke_dasharray=dash,
        class_=classes,
    )


def use(symbol: str, x, y, w, h, *, opacity=None) -> svg.Use:
    """The symbol ``symbol`` (an id of the symbol sheets) placed in a ``w`` by ``h`` box."""
    return svg.Use(href=f"#{symbol}", x=x, y=y, width=w, height=h, opacity=opacity)


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
