"""How big Cupcake Empire's clickable places come out on a screen, read from the SVG in
CPython: each place's smaller side, times every ``scale()`` around it times the scale the
page shows the board at, in CSS px. Its words are measured by tests/board_sizes.py (all
games share it); ``words`` and ``p10`` are that module's."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from pygames.core.screen import Space
from tests.board_sizes import NS, own_scale, p10, page_scale, words

__all__ = ["NS", "p10", "places", "words"]


def places(markup: str, space: Space) -> list[tuple[str, float]]:
    """Every clickable place (``data-action``) with the smaller side of its highlighted
    area (its ``hit`` rectangle) in CSS px on ``space``."""
    root = ET.fromstring(markup)
    found: list[tuple[str, float]] = []

    def walk(element: ET.Element, scale: float) -> None:
        scale *= own_scale(element)
        action = element.get("data-action")
        if action is not None:
            for rect in element.iter(f"{NS}rect"):
                if "hit" in (rect.get("class") or "").split():
                    side = min(float(rect.get("width")), float(rect.get("height")))
                    found.append((action, side * scale))
                    break
            return
        for child in element:
            walk(child, scale)

    walk(root, page_scale(root, space))
    return found
