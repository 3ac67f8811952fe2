"""How big Cupcake Empire's board words and places come out on a screen, read from the
SVG in CPython: each ``<text>`` with a letter or a digit, its font size times every
``scale()`` of the groups around it times the scale the page shows the board at
(``Space.scale`` of its viewBox), in CSS px, as tests/browser/board_words.py measures
them in Chromium; and each clickable place's smaller side the same way."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from pygames.core.screen import Space

NS = "{http://www.w3.org/2000/svg}"
SCALE = re.compile(r"scale\(([\d.]+)\)")
WORDY = re.compile(r"\w", re.UNICODE)


def _scale(element: ET.Element) -> float:
    found = SCALE.search(element.get("transform") or "")
    return float(found.group(1)) if found else 1.0


def page_scale(root: ET.Element, space: Space) -> float:
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    return space.scale(width, height)


def words(markup: str, space: Space) -> list[tuple[str, float]]:
    """Every word drawn, with its size in CSS px on ``space``."""
    root = ET.fromstring(markup)
    found: list[tuple[str, float]] = []

    def walk(element: ET.Element, scale: float) -> None:
        scale *= _scale(element)
        if element.tag == f"{NS}text":
            text = "".join(element.itertext()).strip()
            if WORDY.search(text):
                found.append((text, float(element.get("font-size")) * scale))
            return
        for child in element:
            walk(child, scale)

    walk(root, page_scale(root, space))
    return found


def p10(sizes: list[float]) -> float:
    """The 10th percentile, as tests/browser/board_words.py takes it."""
    ordered = sorted(sizes)
    return ordered[min(len(ordered) - 1, len(ordered) * 10 // 100)] if ordered else 0.0


def places(markup: str, space: Space) -> list[tuple[str, float]]:
    """Every clickable place (``data-action``) with the smaller side of its highlighted
    area (its ``hit`` rectangle) in CSS px on ``space``."""
    root = ET.fromstring(markup)
    found: list[tuple[str, float]] = []

    def walk(element: ET.Element, scale: float) -> None:
        scale *= _scale(element)
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
