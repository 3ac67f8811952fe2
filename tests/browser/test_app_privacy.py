"""Hot-seat privacy in the built app, every game: the page never holds a seat's secrets
unless that seat said it is at the screen and no hand-over was asked since; whatever
brings a turn back (a move, Undo after each kind of action, a bot's move, the end of a
phase, reload, a language change, the replay of a shared link). The board keeps its
width when the privacy screen appears, and a game whose seats hold no secrets (Cupcake
Empire) never asks for a hand-over.

The page says whose secrets it holds on ``#board[data-secrets]`` (a seat, or ""). The
test's own oracle is what the screen asks: once it asks for a seat (the privacy
screen, or a decision in public of another seat), the device is handed on, and
nobody is known to be at it until the test presses that seat's button.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from pygames import GAMES

MOVE_TIMEOUT_MS = 60_000

# Each game's hot-seat table (its checks.HOT_SEAT: Ann and Ben at one device, bots).
TABLES = {game_id: manifest.checks().HOT_SEAT for game_id, manifest in GAMES.items()}

# What the page offers now, once it is waiting for a person (or the game is over).
OFFER = """() => {
  const on = (el) => !el.disabled && !el.closest("[hidden]") && el.checkVisibility();
  const all = (sel) => [...document.querySelectorAll("#app " + sel)].filter(on);
  const board = document.getElementById("board");
  const privacy = document.getElementById("privacy");
  const peek = all(".privacy-peek [data-action^='ui:reveal ']");
  const result = document.getElementById("result");
  return {
    moves: Number(board.dataset.moves),
    secrets: board.dataset.secrets ?? null,
    width: board.getBoundingClientRect().width,
    privacy: privacy ? privacy.querySelector("[data-action]").dataset.action.split(" ")[1] : null,
    peek: peek.length ? peek[0].dataset.action.split(" ")[1] : null,
    over: !!result && !result.hidden,
    game: all("[data-action]:not([data-action^='ui:'])").map((el) => el.dataset.action),
    steps: all("[data-action^='ui:pick ']:not([aria-pressed='true']), [data-action^='ui:add ']")
      .map((el) => el.dataset.action),
  };
}"""
WAITING = f"""() => {{
  const o = ({OFFER})();
  return o.over || o.privacy !== null || o.game.length > 0 || o.steps.length > 0;
}}"""


def offer(page) -> dict:
    page.wait_for_function(WAITING, timeout=MOVE_TIMEOUT_MS)
    return page.evaluate(OFFER)


def click_action(page, action: str, timeout: float = 30_000) -> None:
    page.locator(f"#app [data-action='{action}']:not([disabled]):visible").first.click(
        timeout=timeout
    )


class Oracle:
    """Who is known to be at the device, from what the screen asked."""

    def __init__(self) -> None:
        self.confirmed: str | None = None
        self.widths: dict[bool, set[int]] = {True: set(), False: set()}
        self.paths: dict[str, int] = {}

    def check(self, page) -> dict:
        now = offer(page)
        asked = now["privacy"] or now["peek"]
        if asked is not None and asked != self.confirmed:
            self.confirmed = None  # the device is handed on
        if now["privacy"] is not None:
            assert now["secrets"] == "", now
            self.paths["screened"] = self.paths.get("screened", 0) + 1
        assert now["secrets"] in ("", self.confirmed), (now, self.confirmed)
        self.widths[now["privacy"] is not None].add(round(now["width"]))
        return now


@pytest.mark.parametrize("game", list(TABLES))
def test_no_path_shows_another_seats_secret(page, site, wait_ready, game):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site.url(f"?botdelay=0#new={game}&seats={TABLES[game]}&seed=3"))
    wait_ready(page)
    page.wait_for_selector("#board[data-secrets]", timeout=MOVE_TIMEOUT_MS)
    rng = random.Random(game)
    oracle = Oracle()
    seen = oracle.paths
    for step in range(34):
        now = oracle.check(page)
        if now["over"]:
            break
        roll = rng.random()
        before = now["moves"]
        if step == 14:
            page.reload()
            wait_ready(page)
            page.wait_for_selector("#board[data-secrets]", timeout=MOVE_TIMEOUT_MS)
            oracle.confirmed = None
            seen["reload"] = 1
        elif step in (5, 18):
            lang = "ja" if step == 5 else "en"
            page.click(f"#lang-bar [data-lang='{lang}']")
            page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
            seen["language"] = seen.get("language", 0) + 1
        elif step in (9, 21) or (roll < 0.12 and step > 2):
            # Someone at the device (who, nobody knows) presses Undo.
            # (Where it would be refused it is aria-disabled and says why when clicked.)
            page.locator("#app [data-action='ui:undo']:visible").first.click(force=True)
            page.wait_for_timeout(150)
            seen["undo"] = seen.get("undo", 0) + 1
        elif now["privacy"] is not None:
            click_action(page, f"ui:reveal {now['privacy']}")
            expect(page.locator("#privacy")).to_have_count(0)
            oracle.confirmed = now["privacy"]
            seen["reveal"] = seen.get("reveal", 0) + 1
        elif now["game"]:
            click_action(page, rng.choice(now["game"]))
            page.wait_for_function(
                f"() => Number(document.getElementById('board').dataset.moves) !== {before}",
                timeout=MOVE_TIMEOUT_MS,
            )
            seen["move"] = seen.get("move", 0) + 1
        elif now["steps"]:
            try:  # a step of a decision being built (it may have just been taken away)
                click_action(page, rng.choice(now["steps"]), timeout=3000)
            except PlaywrightError:
                seen["step missed"] = seen.get("step missed", 0) + 1
    assert seen.get("move", 0) >= 5 and seen.get("undo") and seen.get("reload"), seen
    if not GAMES[game].checks().SECRETS:  # nothing hidden: never a hand-over
        assert "screened" not in seen and "reveal" not in seen, seen
    else:
        assert seen.get("screened") and seen.get("reveal"), seen
        # The board keeps its width when the privacy screen appears.
        widths = oracle.widths[True] | oracle.widths[False]
        assert max(widths) - min(widths) <= 1, oracle.widths

    # The same game as a shared link, replayed: a spectator's view at every move.
    page.click("[data-action='ui:share']")
    link = page.locator("#share-link").input_value()
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("#board[data-secrets]", timeout=MOVE_TIMEOUT_MS)
    for target in ("ui:replay 0", "ui:replay 1", "ui:replay 2"):
        click_action(page, target)
        expect(page.locator("#board")).to_have_attribute("data-secrets", "")
    assert page.locator("#privacy").count() == 0
