"""The QR code dialog: ``ui:qr <input id>`` shows the link in the readonly input
``#<input id>`` as a big QR code, over whatever screen is shown.

The ``<dialog>`` is made once (``App``), outside ``#app``; its Close button is a
``method="dialog"`` form and Esc closes it too, so closing needs no listener. segno
is fetched the first time a code is shown (``ui.loader.ensure_qr``); until it is
there the dialog says so, and if it cannot be fetched it says why.
"""

from __future__ import annotations

from js import document

from pygames.core.messages import Count
from ui.browser import found
from ui.i18n import t
from ui.loader import QrLoadError, ensure_qr


class QrDialog:
    def __init__(self, element) -> None:
        self.element = element
        self.shown = 0  # bumped per code asked for: a late drawing of an older one is dropped

    async def show(self, input_id: str) -> None:
        from ui import qr  # and svg.py: not at start

        field = document.getElementById(input_id)
        if not found(field):
            return
        link = str(field.value)
        self.shown += 1
        asked = self.shown
        self.element.setAttribute("aria-labelledby", "qr-title")
        self.element.innerHTML = qr.dialog_body(link)  # "drawing…" while segno loads
        if not self.element.open:
            self.element.showModal()
        try:
            await ensure_qr()
            inside = qr.code_box(qr.qr_svg(link, t("qr.label")))
        except QrLoadError as exc:
            inside = qr.code_box(problem=t("qr.cannot", why=str(exc)))
        except qr.QrTooLong:
            length = Count("core.count.characters", len(link))
            inside = qr.code_box(problem=t("qr.too_long", length=length, limit=qr.MAX_BYTES))
        if asked == self.shown:
            # Only the box changes: the Close button keeps the focus showModal gave it.
            self.element.querySelector("#qr-code").innerHTML = inside
