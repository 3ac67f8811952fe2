"""How big a board's words come out on a screen, read from its SVG in CPython: each
``<text>`` with a letter or a digit, its font size times every ``scale()`` of the groups
around it times the scale the page shows the board at (``Space.scale`` of its viewBox),
in CSS px, as tests/browser/board_words.py measures them in Chromium. Every game's
layout tests hold their words to ``Space.least_word`` with it, without a browser."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from pygames.core.screen import Space

NS = "{http://www.w3.org/2000/svg}"
SCALE = re.compile(r"scale\(([\d.]+)\)")
WORDY = re.compile(r"\w", re.UNICODE)


def own_scale(element: ET.Element) -> float:
    """The ``scale()`` of an element's own transform (1 without one)."""
    found = SCALE.search(element.get("transform") or "")
    return float(found.group(1)) if found else 1.0


def page_scale(root: ET.Element, space: Space) -> float:
    """CSS px per unit of the board's picture shown on ``space``."""
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    return space.scale(width, height)


def words(board, space: Space) -> list[tuple[str, float]]:
    """Every word drawn on ``board`` (its markup, or its parsed root), with its size in
    CSS px on ``space``."""
    root = board if isinstance(board, ET.Element) else ET.fromstring(str(board))
    found: list[tuple[str, float]] = []

    def walk(element: ET.Element, scale: float) -> None:
        scale *= own_scale(element)
        if element.tag == f"{NS}text":
            text = "".join(element.itertext()).strip()
            if WORDY.search(text) and element.get("font-size"):
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
