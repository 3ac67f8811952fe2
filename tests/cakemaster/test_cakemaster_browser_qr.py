"""A Cake Master game's share link in a QR code, in the built app: a whole game of six
greedy bots in the first share form (about 2,000 characters, the longest link a game
ever made) drawn as a code a projector shows, which zbar decodes back to the link."""

from __future__ import annotations

import base64
import zlib

from playwright.sync_api import expect

from pygames.core.record import Seat
from tests.browser.page_helpers import PROJECTOR, decode_screenshot
from ui import links
from ui.session import Table

DRAW_TIMEOUT_MS = 60_000


def long_game_link(origin: str) -> str:
    """A link to a whole Cake Master game of six greedy bots in the first share form
    (the record's JSON deflated, still read): about 2,000 characters, the longest link
    a game ever made before moves were written as places."""
    seats = [Seat(f"Player {i + 1}", "bot:greedy") for i in range(6)]
    table = Table.new("cakemaster", seats, {}, 1)
    while not table.is_over():
        table.bot_step()
    packed = zlib.compress(table.record.dumps().encode("utf-8"), 9)
    whole = "r1." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return origin + links.share_fragment(whole)


def test_the_code_of_a_long_share_link_decodes(page, site, wait_ready, tmp_path):
    page.set_viewport_size(PROJECTOR)
    link = long_game_link(site.url())
    assert len(link) > 1900
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("#board[data-moves]")
    # The link beside a QR button of its own (as any input with one is shown).
    page.evaluate(
        """l => document.getElementById("app").insertAdjacentHTML("afterbegin",
             `<input id="long-link" readonly value="${l}">`
             + `<button type="button" data-action="ui:qr long-link">QR</button>`)""",
        link,
    )
    page.click("[data-action='ui:qr long-link']")
    code = page.locator("#qr-dialog svg.qr")
    expect(code).to_be_visible(timeout=DRAW_TIMEOUT_MS)
    modules = int(code.get_attribute("data-modules"))
    assert modules <= 177
    assert code.bounding_box()["height"] / (modules + 8) >= 5  # pixels a module
    assert decode_screenshot(code, tmp_path) == link
    log = page.context.log
    assert log.errors == [], log.dump()
