"""A link as a QR code, drawn as SVG with svg.py from segno's matrix.

segno is not in app.zip: it is ``py/qr.zip``, which ``ui.loader.ensure_qr`` fetches
the first time a code is shown, so it is imported inside the functions here and the
app's start never loads it. Pure Python: tested in CPython, decoded there by zbar.

Error correction is level L, raised by segno as far as the same size allows
(``boost_error``): the fewest modules for the link, so each is as large as possible
on a projector, seen from the back of a room. A screen is never torn or stained, so
level L's 7 % of recovery is enough. A link of up to 2,953 bytes fits (version 40);
longer ones raise ``QrTooLong``.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.svgtext import attrs
from ui.i18n import t
from ui.pages import esc

QUIET_ZONE = 4  # modules of white around the code, as the standard asks
MAX_BYTES = 2953  # what version 40 holds at level L
DARK, LIGHT = "#000", "#fff"  # whatever the page's theme: scanners want dark on light


class QrTooLong(ValueError):
    """The text is more than the largest QR code holds."""


def qr_matrix(text: str) -> list[list[bool]]:
    """The code's modules, row by row (True: dark), without the quiet zone."""
    import segno  # py/qr.zip, fetched on demand (see the module's docstring)

    try:
        code = segno.make(text, error="l", boost_error=True, micro=False)
    except segno.DataOverflowError as exc:
        raise QrTooLong(f"{len(text.encode('utf-8'))} bytes do not fit in a QR code") from exc
    return [[bool(module) for module in row] for row in code.matrix]


def dark_path(matrix: list[list[bool]], offset: int = QUIET_ZONE) -> str:
    """Path data of the dark modules: one rectangle per run of dark modules in a row."""
    parts = []
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            parts.append(f"M{start + offset} {y + offset}h{x - start}v1h-{x - start}z")
    return "".join(parts)


def qr_svg(text: str, label: str) -> str:
    """An ``<svg>`` of the QR code of ``text``, named ``label`` for screen readers.
    It scales to any size (viewBox in modules); crisp edges keep modules sharp."""
    matrix = qr_matrix(text)
    side = len(matrix) + 2 * QUIET_ZONE
    drawing = svg.SVG(
        viewBox=svg.ViewBoxSpec(0, 0, side, side),
        class_=["qr"],
        extra=attrs({"role": "img", "aria-label": label, "shape-rendering": "crispEdges"}),
        data={"modules": str(len(matrix))},
        elements=[
            svg.Rect(x=0, y=0, width=side, height=side, fill=LIGHT),
            svg.Path(d=dark_path(matrix), fill=DARK),
        ],
    )
    return str(drawing)


def dialog_body(link: str) -> str:
    """What the QR dialog shows: a title and its Close button (a ``method="dialog"``
    form: closing needs no code; Esc closes it too), the box of the code (saying it is
    on its way until ``code_box`` fills it) and the link's text."""
    return (
        f'<header class="qr-head"><h2 id="qr-title">{esc(t("qr.title"))}</h2>'
        f'<form method="dialog"><button type="submit" class="primary">{esc(t("qr.close"))}'
        f"</button></form></header>"
        f'<div class="qr-box" id="qr-code">{code_box()}</div>'
        f'<p class="qr-link" id="qr-link">{esc(link)}</p>'
    )


def code_box(code: str = "", problem: str = "") -> str:
    """Inside the dialog's box: the code (an ``<svg>``), or why there is none, or
    (neither given) that it is on its way."""
    if code:
        return code
    if problem:
        return f'<p class="problem" role="alert">{esc(problem)}</p>'
    return f'<p class="qr-status" role="status">{esc(t("qr.loading"))}</p>'
