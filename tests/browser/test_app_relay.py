"""Play by link in the built app, every game: two browsers (two devices, two
storages) pass a game back and forth by turn links; an old link opened after a newer
move changes nothing; a link for the other seat is told apart. A device playing one
seat by link never asks to be passed on (no privacy screen, no "Pass the device to
…"): its person's own secrets are on its screen at once, never another seat's."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.fixtures import BrowserLog, boot_mode, is_foreign
from tests.browser.page_helpers import saves

# The longest wait for the page to offer something: a move, a link. A few seconds is
# usual; the whole suite on two busy cores once took over 60 s here.
MOVE_TIMEOUT_MS = 120_000

# Each game's table played by link (its checks.BY_LINK: Ann and Ben, bots).
TABLES = {game_id: manifest.checks().BY_LINK for game_id, manifest in GAMES.items()}

# What the page offers: the privacy button, game actions, steps of a decision.
OFFER = """() => {
  const on = (el) => !el.disabled && !el.closest("[hidden]") && el.checkVisibility();
  const all = (sel) => [...document.querySelectorAll("#app " + sel)].filter(on);
  const privacy = all("#privacy [data-action^='ui:reveal '], .privacy-peek [data-action]");
  const board = document.getElementById("board") || {dataset: {}};
  return {
    moves: Number(board.dataset.moves ?? -1),
    secrets: board.dataset.secrets ?? null,
    privacy: privacy.map((el) => el.dataset.action),
    game: all("[data-action]:not([data-action^='ui:'])").map((el) => el.dataset.action),
    steps: all("[data-action^='ui:pick ']:not([aria-pressed='true']), [data-action^='ui:add ']")
      .map((el) => el.dataset.action),
    link: (document.getElementById("turn-link") || {}).value || "",
  };
}"""


def offer(page) -> dict:
    return page.evaluate(OFFER)


def click(page, action: str) -> None:
    """Click what the page offered; one that went meanwhile (the page redrew after a
    bot's move) is looked for again by the caller."""
    try:
        page.locator(f"#app [data-action='{action}']:not([disabled]):visible").first.click(
            timeout=5000
        )
    except PlaywrightError:
        pass


def own_secrets(game: str, seat: int) -> str:
    """What ``#board[data-secrets]`` says at the device of ``seat``: that seat's own
    secrets, at once (nobody else plays there); "" in a game without secrets."""
    return str(seat) if GAMES[game].checks().SECRETS else ""


def play_until_link(page, game: str, seat: int) -> str:
    """The person of ``seat`` plays at their device until the table offers the next
    person's link; returns it. Whatever the page offers meanwhile, it never asks for
    the device to be passed on, and the secrets it holds are that seat's own."""
    for _ in range(60):
        wait_for_offer(page)
        now = offer(page)
        assert not now["privacy"], now  # nobody to pass the device to
        assert now["secrets"] == own_secrets(game, seat), (seat, now)
        if now["link"]:
            return now["link"]
        if now["game"]:
            click(page, now["game"][0])
            try:
                page.wait_for_function(
                    "n => Number((document.getElementById('board') || {dataset: {}})"
                    ".dataset.moves ?? -1) !== n"
                    " || !!document.getElementById('turn-link')",
                    arg=now["moves"],
                    timeout=10_000,
                )
            except PlaywrightError:
                pass  # the click missed (the page redrew): look again
        else:
            click(page, now["steps"][0])
    raise AssertionError(f"no turn link after 60 clicks: {offer(page)}")


def wait_for_offer(page) -> None:
    """Wait until the page offers a link, a secret to uncover or a step; if it never
    does, fail saying what the page showed."""
    try:
        page.wait_for_function(
            f"() => {{ const o = ({OFFER})(); return o.link || o.privacy.length"
            " || o.game.length || o.steps.length; }",
            timeout=MOVE_TIMEOUT_MS,
        )
    except PlaywrightError as exc:
        shown = page.evaluate(
            """() => ["status", "notice", "turn", "boot-error"].map((id) =>
                 id + ": " + ((document.getElementById(id) || {}).textContent || "").trim())"""
        )
        log = getattr(page.context, "log", None)
        raise AssertionError(
            f"nothing offered in {MOVE_TIMEOUT_MS // 1000} s at {page.url}: {offer(page)}\n"
            + "\n".join(shown)
            + (f"\n{log.dump()}" if log else "")
        ) from exc


def open_link(page, link: str, wait_ready) -> None:
    """Open a link as a person does, in a fresh page load (a link pasted into the
    address bar of a page showing the app would only change its fragment)."""
    page.goto("about:blank")
    page.goto(link)
    wait_ready(page)


def only_save(page) -> dict:
    entries = list(saves(page).values())
    assert len(entries) == 1, entries
    return json.loads(entries[0])


@pytest.fixture
def second_device(browser):
    """Another browser context: its own storage, every foreign request failing."""
    ctx = browser.new_context()
    boot_mode(ctx, "snapshot")
    ctx.log = BrowserLog()
    ctx.on("console", lambda m: ctx.log.console.append((m.type, m.text)))
    ctx.on("weberror", lambda e: ctx.log.page_errors.append(e.error))
    foreign = []
    ctx.on("request", lambda r: foreign.append(r.url) if is_foreign(r.url) else None)
    yield ctx.new_page()
    ctx.close()
    assert not foreign, foreign


@pytest.mark.parametrize("game", list(TABLES))
def test_two_devices_play_by_link(page, second_device, site, wait_ready, game):
    ann, ben = page, second_device
    ann.goto(site.url(f"?botdelay=0#new={game}&seats={TABLES[game]}&seed=5&by_link=1"))
    wait_ready(ann)
    to_ben = play_until_link(ann, game, 0)
    assert "#turn=1." in to_ben
    expect(ann.locator("#turn-link")).to_be_visible()  # the link for Ben, offered
    expect(ann.locator("#turn-warning")).to_be_visible()  # said once, with the first link
    expect(ann.locator("#turn [data-action='ui:qr turn-link']")).to_be_visible()
    expect(ann.locator("#status")).to_contain_text("Ben")
    first = only_save(ann)
    assert first["seat"] == 0 and first["record"]["meta"] == {"by_link": True}

    open_link(ben, to_ben, wait_ready)
    # Ben's own secrets at once, never Ann's; nobody to pass his device to.
    expect(ben.locator("#board")).to_have_attribute("data-secrets", own_secrets(game, 1))
    expect(ben.locator("#privacy")).to_have_count(0)
    expect(ben.locator("#status")).not_to_contain_text("Pass the device")
    assert only_save(ben)["seat"] == 1
    to_ann = play_until_link(ben, game, 1)
    assert "#turn=0." in to_ann
    ben_entry = only_save(ben)
    assert len(ben_entry["record"]["actions"]) > len(first["record"]["actions"])

    open_link(ann, to_ann, wait_ready)
    expect(ann.locator("#board")).to_have_attribute("data-secrets", own_secrets(game, 0))
    # Ann's save moved on to Ben's record (and a bot seat after Ben may already have
    # played on from it here: this device plays the bots until Ann's turn).
    ben_actions = ben_entry["record"]["actions"]
    assert only_save(ann)["record"]["actions"][: len(ben_actions)] == ben_actions
    to_ben_again = play_until_link(ann, game, 0)
    assert to_ben_again != to_ben
    expect(ann.locator("#turn-warning")).to_have_count(0)  # once per device

    # Ben opens the old link after his newer move: his save stays as it was.
    kept = saves(ben)
    open_link(ben, to_ben, wait_ready)
    expect(ben.locator("#notice")).to_contain_text(str(len(ben_entry["record"]["actions"])))
    assert saves(ben) == kept
    # Ann opens Ben's link on her device: told apart, nothing written.
    kept = saves(ann)
    open_link(ann, to_ben_again, wait_ready)
    expect(ann.locator("#app")).to_contain_text("Ben")
    expect(ann.locator("[data-action^='ui:take-seat']")).to_be_visible()
    expect(ann.locator("#board")).to_have_count(0)  # nothing of Ben's game drawn
    assert saves(ann) == kept
    # Ben's newer link moves his game on.
    open_link(ben, to_ben_again, wait_ready)
    expect(ben.locator("#board")).to_have_attribute("data-secrets", own_secrets(game, 1))
    assert only_save(ben)["record"]["actions"] == only_save(ann)["record"]["actions"]
    assert int(ben.locator("#board").get_attribute("data-moves")) == len(
        only_save(ann)["record"]["actions"]
    )
