"""The Cable Car shares game in the built app, played by clicking in real Chromium:
two people at one device exchange a share and place a tile; shares stay behind the
privacy screen and the log never names the share given away."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.page_helpers import MOVE_TIMEOUT_MS, saved_records, wait_moves

COMPANIES = ("Yellow", "Blue", "Orange", "Black", "Red", "Brown", "Green", "Purple")


def uncover(page) -> None:
    reveal = page.locator("[data-action^='ui:reveal']")
    expect(reveal).to_have_count(1)
    reveal.click()
    expect(reveal).to_have_count(0)


def own_card(page, percent: int):
    return page.locator(f"#market tr[data-percent='{percent}'] td.yours .card")


def face_up_card(page, percent: int):
    return page.locator(f"#market tr[data-percent='{percent}'] td.face-up .card")


def test_exchange_a_share_and_place_a_tile_by_clicking(page, site, wait_ready):
    page.goto(site.url("?botdelay=0#new=cablecar&seats=human:A,human:B&seed=3&opt.mode=shares"))
    wait_ready(page)
    expect(page.locator("#board svg")).to_be_visible(timeout=MOVE_TIMEOUT_MS)
    wait_moves(page, 0)

    # Public before anyone looks: the companies, their markers and the 25 threshold.
    expect(page.locator("#companies tr.company")).to_have_count(8)
    expect(page.locator("#companies")).to_contain_text("25")
    expect(page.locator("#players .swatch")).to_have_count(0)  # players own no colour here
    # Private: A's shares (and tile) stay covered until A asks.
    expect(page.locator("#market")).to_have_count(0)
    expect(page.locator("#panel [data-action^='exchange']")).to_have_count(0)
    expect(page.locator("[data-action^='ui:reveal']")).to_contain_text("shares")

    uncover(page)
    expect(page.locator("#market td.yours .card")).to_have_count(4)
    expect(page.locator("#status")).to_contain_text("or exchange a share")
    given = own_card(page, 20).inner_text()
    taken = face_up_card(page, 20).inner_text()
    assert given in COMPANIES and taken in COMPANIES
    # Only legal exchanges are offered: both kinds for every pile at the start.
    expect(page.locator("#panel [data-action^='exchange']")).to_have_count(8)

    page.click("[data-action='exchange 20 face-up']")
    wait_moves(page, 1)
    line = page.locator("#log li").first
    expect(line).to_have_text("A exchanged a 20% share, taking the face-up card")
    assert not any(name in line.inner_text() for name in COMPANIES)  # given away unseen
    # Everybody saw A take the face-up card; B is covered now.
    expect(page.locator("#players li[data-seat='0'] .note")).to_have_text(
        f"Seen taking: 20% {taken}"
    )
    expect(page.locator("#market")).to_have_count(0)
    expect(page.locator("#board [data-action]")).to_have_count(0)

    uncover(page)  # B
    b_cards = page.locator("#market td.yours .card").all_inner_texts()
    assert len(b_cards) == 4
    square = page.locator("#board [data-action^='hand ']").first
    action = square.get_attribute("data-action")
    square.click()
    wait_moves(page, 2)
    expect(page.locator("#log li").first).to_contain_text(
        f"B placed their hidden tile at {action.split()[1]}"
    )

    uncover(page)  # A again: the card taken is A's 20% share now
    expect(own_card(page, 20)).to_have_text(taken)

    # Saved as a record of the two actions, with the shares option.
    (record,) = saved_records(page)
    assert record["options"]["mode"] == "shares"
    assert [text for _, text in record["actions"]] == ["exchange 20 face-up", action]


def test_hovering_a_station_shows_its_line_without_a_move(page, site, wait_ready):
    page.goto(
        site.url("?botdelay=0#new=cablecar&seats=human:A,bot:greedy:B&seed=3&opt.mode=shares")
    )
    wait_ready(page)
    wait_moves(page, 0)
    aid = page.locator("#board .station.s1 .aid")
    expect(aid).to_be_hidden()
    page.hover("#board .station.s1")
    expect(aid).to_be_visible()
    expect(aid.locator(".aid-value")).to_have_text("0")
    expect(page.locator("#board .station.s1 title")).to_contain_text("yellow company")
    page.mouse.move(0, 0)
    expect(aid).to_be_hidden()
    page.focus("#board .station.s9")
    expect(page.locator("#board .station.s9 .aid")).to_be_visible()
    wait_moves(page, 0)  # looking changed nothing


def test_scored_lines_listed_per_company_show_on_the_board(page, site, wait_ready):
    """A shared shares game: the side panel lists the scored lines by company, and
    hovering one of them shows that line on the board."""
    from pygames.core.record import Seat
    from ui.session import Table

    table = Table.new(
        "cablecar", [Seat("A", "bot:greedy"), Seat("B", "bot:greedy")], {"mode": "shares"}, seed=3
    )
    while len([c for c in table.view(None)["cars"] if c["scored"]]) < 3:
        table.bot_step()
    page.goto(site.url("#play=" + table.share_text()))
    wait_ready(page)
    wait_moves(page, table.moves)
    items = page.locator("#lines li[data-trace]")
    expect(items).to_have_count(len([c for c in table.view(None)["cars"] if c["scored"]]))
    owners = page.locator("#lines .who").all_inner_texts()
    assert owners and set(owners) <= set(COMPANIES)
    station = items.first.get_attribute("data-trace")
    aid = page.locator(f"#board .station.s{station} .aid")
    expect(aid).to_be_hidden()
    items.first.hover()
    expect(aid).to_be_visible()
    items.first.blur()
    page.mouse.move(0, 0)
    expect(aid).to_be_hidden()
    items.first.focus()  # by keyboard too
    expect(aid).to_be_visible()
    items.first.blur()
    expect(aid).to_be_hidden()
