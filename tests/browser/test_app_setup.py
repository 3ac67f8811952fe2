"""The new-game form for teaching (issue 13 part 6), in real Chromium: shuffle seats
(names and kinds move together, in an order that changes), bot levels, and the setup
link, which opens the same setup as the form starts."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from pygames import GAMES
from tests.browser.page_helpers import saved_records
from tests.browser.positions import a_game

TIMEOUT_MS = 60_000
# Games taken from the registry by what each test needs: four seats and every bot level
# (Beginner is random, Casual greedy, Strong the search), one person alone, an option to
# choose, and at least three seats at the start.
LEVELS = a_game(lambda spec: spec.max_players >= 4 and {"greedy", "search"} <= set(spec.bots))
SOLO = a_game(lambda spec: spec.min_players == 1 and spec.max_players >= 3)
OPTION = a_game(lambda spec: spec.options and spec.max_players >= 3 and "search" in spec.bots)
THREE = a_game(lambda spec: spec.min_players >= 3 and {"greedy", "search"} <= set(spec.bots))


def seat_rows(page, count: int) -> list[tuple[str, str, str]]:
    """(name typed, kind, level) of each seat shown, in order."""
    rows = page.evaluate(
        """count => Array.from({length: count}, (_, i) => {
             const kind = document.getElementById("kind-" + i);
             const option = kind.options[kind.selectedIndex];
             return [document.getElementById("name-" + i).value, kind.value,
                     option.dataset.level || ""];
           })""",
        count,
    )
    return [tuple(row) for row in rows]


def fill_four(page) -> list[tuple[str, str, str]]:
    page.select_option("#players", "4")
    for i, (name, label) in enumerate(
        [("Ann", "Person"), ("Ben", "Bot: Beginner"), ("", "Bot: Casual"), ("Dee", "Bot: Strong")]
    ):
        page.fill(f"#name-{i}", name)
        page.select_option(f"#kind-{i}", label=label)
    return seat_rows(page, 4)


def test_shuffle_keeps_names_and_kinds_together_and_changes_the_order(page, site, wait_ready):
    page.goto(site.url(f"?botdelay=0#setup={LEVELS}"))
    wait_ready(page)
    before = fill_four(page)
    assert before == [
        ("Ann", "human", ""),
        ("Ben", "bot:random", "beginner"),
        ("", "bot:greedy", "casual"),
        ("Dee", "bot:search", "strong"),
    ]
    orders = set()
    for n in range(12):
        page.click("[data-action='ui:shuffle']")
        expect(page.locator("#shuffle-note")).to_have_attribute("data-shuffles", str(n + 1))
        after = seat_rows(page, 4)
        assert sorted(after) == sorted(before)  # every name with its own kind, none lost
        orders.add(tuple(after))
        first = after[0][0] or "Casual bot 1"  # the unnamed seat is the Casual bot
        expect(page.locator("#shuffle-note")).to_have_text(f"Seats shuffled: {first} plays first.")
    assert len(orders) > 1  # 12 shuffles of 4 seats: all alike once in 24^11
    # The form starts the game in the order shown.
    page.fill("#seed", "7")
    shown = seat_rows(page, 4)
    page.click("[data-action='ui:start']")
    expect(page.locator("#board svg")).to_be_visible(timeout=TIMEOUT_MS)
    (record,) = saved_records(page)
    assert [(s["name"], s["kind"]) for s in record["seats"]] == [
        (name or f"Casual bot {n + 1}", kind) for n, (name, kind, _) in enumerate(shown)
    ]


def test_one_player_has_nothing_to_shuffle(page, site, wait_ready):
    page.goto(site.url(f"#setup={SOLO}"))
    wait_ready(page)
    expect(page.locator("#shuffle-seats")).to_be_hidden()
    page.select_option("#players", "3")
    expect(page.locator("#shuffle-seats")).to_be_visible()


def test_the_setup_link_opens_the_same_setup(context, page, site, wait_ready):
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url()[:-1])
    option = GAMES[OPTION].spec.options[-1]
    value = option.choices[-1]  # not the default
    page.goto(site.url(f"?botdelay=0#setup={OPTION}"))
    wait_ready(page)
    page.select_option("#players", "3")
    page.fill("#name-0", "Ann, the 1st")
    page.select_option("#kind-1", label="Bot: Strong")
    page.fill("#name-1", "Deep")
    page.select_option("#kind-2", label="Bot: Beginner")
    page.fill("#name-2", "Rand")
    page.select_option(f"#opt-{option.key}", str(value))
    page.fill("#seed", "4242")
    page.click("[data-action='ui:setup-link']")
    link_field = page.locator("#setup-link")
    expect(link_field).not_to_have_value("")
    link = link_field.input_value()
    assert link.startswith(site.url(f"#new={OPTION}&seats="))
    assert "human:Ann%2C%20the%201st,bot:strong:Deep,bot:beginner:Rand" in link
    assert "&seed=4242" in link and f"&opt.{option.key}={value}" in link
    expect(page.locator("#setup-link-label")).to_have_text("Link to this game's setup (copied):")
    assert page.evaluate("navigator.clipboard.readText()") == link
    page.click("[data-action='ui:start']")
    expect(page.locator("#board svg")).to_be_visible(timeout=TIMEOUT_MS)
    (from_form,) = saved_records(page)

    other = context.new_page()
    other.goto(link)
    wait_ready(other)
    expect(other.locator("#board svg")).to_be_visible(timeout=TIMEOUT_MS)
    assert f"#game={OPTION}-" in other.url
    both = saved_records(other)
    assert len(both) == 2  # a second game, the same as the first:
    assert both[0] == both[1] == from_form  # seats (kinds, not levels), seed, options
    assert [s["kind"] for s in from_form["seats"]] == ["human", "bot:search", "bot:random"]


def test_a_bad_seed_is_said_instead_of_a_link(page, site, wait_ready):
    page.goto(site.url(f"#setup={OPTION}"))
    wait_ready(page)
    page.fill("#seed", "forty-two")
    page.click("[data-action='ui:setup-link']")
    expect(page.locator("#error")).to_contain_text("seed")
    expect(page.locator("#setup-link")).to_have_value("")


def test_strong_stays_strong_through_a_language_change(page, site, wait_ready):
    """The level chosen is kept when the form is drawn again in another language, and
    the level hints are said in it."""
    spec = GAMES[THREE].spec
    page.goto(site.url(f"#setup={THREE}"))
    wait_ready(page)
    page.select_option("#kind-1", label="Bot: Strong")
    page.fill("#name-1", "Tycoon")
    page.click("#lang-bar [data-lang='ja']")
    expect(page.locator("#kind-1 option:checked")).to_have_text("ボット：強豪")
    expect(page.locator("#name-1")).to_have_value("Tycoon")
    expect(page.locator("#level-hints")).to_contain_text("強豪は毎手、多くの展開を先まで試して")
    page.click("[data-action='ui:setup-link']")
    # The other seats as the form starts them (Casual bots), every option at its default.
    seats = "human,bot:strong:Tycoon" + ",bot:casual" * (spec.min_players - 2)
    options = "".join(f"&opt.{o.key}={o.default}" for o in spec.options)
    # No seed typed: one is drawn into the link (and the form), so all who open it get
    # one deal (issue 37 part 5).
    start = re.escape(site.url(f"#new={THREE}&seats={seats}"))
    expect(page.locator("#setup-link")).to_have_value(
        re.compile(start + r"&seed=\d+" + re.escape(options) + "$")
    )
    drawn = page.locator("#setup-link").input_value().split("&seed=")[1].split("&")[0]
    expect(page.locator("#seed")).to_have_value(drawn)
