"""QR codes in the built app (issue 13): Share, then "Show as QR code": the code on
the screen, as Chromium paints it, decodes to the share link (zbar's ``zbarimg``);
segno's zip arrives only then; Esc closes the dialog; an unreachable zip is said.
(The longest link a game ever made, a Cake Master game's: in its browser tests.)"""

from __future__ import annotations

import shutil
import time

from playwright.sync_api import expect

from tests.browser.page_helpers import PROJECTOR, decode_screenshot
from tests.browser.positions import a_game

QR_ZIP = "/py/qr.zip"
DRAW_TIMEOUT_MS = 60_000
NEW = f"?botdelay=0#new={a_game(lambda spec: spec.min_players <= 2 <= spec.max_players)}"


def qr_requests(page) -> list[str]:
    """Every request for py/qr.zip the page made so far (kept on the page)."""
    return page.qr_requests


def watch(page):
    page.qr_requests = []
    page.on("request", lambda r: QR_ZIP in r.url and page.qr_requests.append(r.url))
    return page


def share_and_show_code(page) -> str:
    page.click("[data-action='ui:share']")
    link = page.locator("#share-link").input_value()
    assert "#play=r2." in link
    page.click("[data-action='ui:qr share-link']")
    return link


def test_a_qr_code_decodes_to_its_link(page, site, wait_ready, tmp_path):
    page.set_viewport_size(PROJECTOR)
    watch(page)
    page.goto(site.url(NEW + "&seats=human:Ann,bot:random:Bob&seed=1"))
    wait_ready(page)
    page.wait_for_selector("[data-moves]")
    assert qr_requests(page) == []  # nothing of segno before a code is asked for
    started = time.monotonic()
    link = share_and_show_code(page)
    dialog = page.locator("#qr-dialog")
    code = dialog.locator("svg.qr")
    expect(code).to_be_visible(timeout=DRAW_TIMEOUT_MS)
    print(f"first code shown {time.monotonic() - started:.2f} s after the click")
    assert len(qr_requests(page)) == 1
    assert dialog.locator("#qr-link").text_content() == link
    assert code.get_attribute("role") == "img" and code.get_attribute("aria-label")

    # Big enough for the back of a room: square, most of the projector's height.
    box = code.bounding_box()
    assert abs(box["width"] - box["height"]) < 1
    assert box["height"] >= 0.8 * PROJECTOR["height"], box
    assert box["y"] >= 0 and box["y"] + box["height"] <= PROJECTOR["height"]

    started = time.monotonic()
    assert decode_screenshot(code, tmp_path) == link
    print(f"screenshot decoded in {time.monotonic() - started:.2f} s")

    page.keyboard.press("Escape")
    expect(dialog).not_to_be_visible()
    assert page.evaluate("document.getElementById('qr-dialog').open") is False
    # Shown again: segno is there already, no second download.
    page.click("[data-action='ui:qr share-link']")
    expect(code).to_be_visible()
    assert len(qr_requests(page)) == 1
    page.click("#qr-dialog button[type=submit]")  # the Close button
    expect(dialog).not_to_be_visible()
    log = page.context.log
    assert log.errors == [], log.dump()


def test_the_dialog_says_when_the_code_cannot_be_loaded(context, dist, tmp_path, serve_folder):
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    (folder / "py" / "qr.zip").unlink()  # as offline before the site was saved
    server = serve_folder(folder)
    page = context.new_page()
    page.goto(server.url(NEW + "&seats=human:Ann,bot:random:Bob&seed=1"))
    page.wait_for_selector("[data-moves]", timeout=120_000)
    share_and_show_code(page)
    problem = page.locator("#qr-dialog #qr-code .problem")
    expect(problem).to_be_visible(timeout=DRAW_TIMEOUT_MS)
    assert "cannot be drawn" in problem.text_content()
    expect(page.locator("#qr-dialog svg")).to_have_count(0)
    page.keyboard.press("Escape")
    expect(page.locator("#qr-dialog")).not_to_be_visible()
