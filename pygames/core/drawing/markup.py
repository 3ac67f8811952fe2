"""Text made safe for HTML and SVG markup: svg.py escapes nothing, and neither do our
templates. One rule, used by the screens, the pages and the rules help.

The standard library's ``html.escape`` gives the same text, but importing ``html`` pulls
in ``html.entities`` (a large table) at every start of the page.
"""

from __future__ import annotations

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str) -> str:
    """``text`` safe as markup content and inside quoted attributes (either quote)."""
    return text.translate(_ESCAPES)
