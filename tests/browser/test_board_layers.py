"""A board patched layer by layer (``pygames.core.drawing.board``) is the board drawn whole.

In every game one person plays a bot, in real Chromium: after each of several clicked
moves the page has set again only the layers that changed; the board it shows must be
the one a fresh page draws for the same game, so the page is reloaded (which draws
every layer from nothing) and the two boards compared.
"""

from __future__ import annotations

import pytest

from pygames import GAMES
from tests.browser.page_helpers import MOVE_TIMEOUT_MS, moves, wait_more_moves

# The first game action the page offers, clicked; ui:add when a decision is built from
# tokens first. Returns what was clicked, or "" when nothing is offered.
CLICK_FIRST = """() => {
  const usable = (el) => !el.disabled && !el.closest("[hidden]");
  const pick = (selector) => [...document.querySelectorAll(selector)].filter(usable)[0];
  const target = pick('#board [data-action]:not([data-action^="ui:"])')
    || pick('#panel [data-action]:not([data-action^="ui:"])')
    || pick('#panel [data-action^="ui:add "]');
  if (!target) return "";
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  return target.dataset.action;
}"""


def seats(game_id: str) -> str:
    bots = max(1, GAMES[game_id].spec.min_players - 1)
    return ",".join(["human:Ann"] + [f"bot:greedy:B{n}" for n in range(bots)])


def settle(page) -> None:
    """Wait until Ann may act again (the bots have moved): a game action, or a token
    to build one from, is offered."""
    page.wait_for_function(
        """() => [...document.querySelectorAll('#board [data-action], #panel [data-action]')]
             .some((el) => !el.disabled
               && (!el.dataset.action.startsWith("ui:") || el.dataset.action.startsWith("ui:add ")))""",
        timeout=MOVE_TIMEOUT_MS,
    )


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_board_patched_by_layers_is_the_board_drawn_whole(page, site, wait_ready, game_id):
    page.goto(site.url(f"?botdelay=0#new={game_id}&seats={seats(game_id)}&seed=2"))
    wait_ready(page)
    page.wait_for_selector("#board svg", state="attached", timeout=MOVE_TIMEOUT_MS)
    played = 0
    for _ in range(40):
        if played >= 6:
            break
        settle(page)
        before = moves(page)
        clicked = page.evaluate(CLICK_FIRST)
        assert clicked, "Ann is offered something to do"
        if clicked.startswith("ui:"):
            continue
        wait_more_moves(page, before)
        played += 1
    assert played >= 6, "six moves were clicked"
    settle(page)
    patched = page.inner_html("#board")
    shown_moves = moves(page)
    page.reload()
    wait_ready(page)
    page.wait_for_function(
        f"() => Number((document.querySelector('#board') || {{dataset: {{}}}}).dataset.moves) === {shown_moves}",
        timeout=MOVE_TIMEOUT_MS,
    )
    assert page.inner_html("#board") == patched
