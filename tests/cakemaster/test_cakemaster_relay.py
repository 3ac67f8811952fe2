"""Cake Master played by link (``ui.relay``): everyone chooses a card at once (CM05),
so the table says who chooses first at each device and the game moves on one device
at a time."""

from __future__ import annotations

from pygames import GAMES
from ui import links
from ui.session import Table


def by_link_table(seed: int = 5) -> Table:
    seats = links.parse_seats(
        "human:Ann,human:Ben,bot:random:Cy", GAMES["cakemaster"].spec.seat_kinds()
    )
    table = Table.new("cakemaster", seats, {}, seed)
    table.record.meta["by_link"] = True
    return table


def test_cake_master_choices_at_once_alternate_between_devices():
    """CM: when both are to choose at once, the one after the last person to move
    chooses first, so one device moves on at a time."""
    table = by_link_table()
    assert table.next_human() == 0
    table.apply(0, table.legal_actions(0)[0])
    assert 1 in table.to_move() and table.next_human() == 1
    table.here = frozenset({0})
    assert table.human_to_move() is None and table.waiting_for() == 1
    assert table.bot_to_move() is None  # the bot is played at Ben's device


def test_at_one_device_the_first_person_to_move_acts():
    table = by_link_table()
    table.record.meta.clear()
    table.apply(1, table.legal_actions(1)[0])  # Ben chooses first at this device
    assert table.human_to_move() == 0
    table.apply(0, table.legal_actions(0)[0])
    table.bot_step()
    assert {0, 1} <= set(table.to_move()) and table.human_to_move() == 0
