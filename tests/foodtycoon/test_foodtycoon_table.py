"""Food Tycoon at the table (the app shell in CPython, no browser): what a move set off
is logged with it (FT13 bidding, FT15 the lot to the winner, FT16 its event)."""

from __future__ import annotations

from pygames.core.record import Seat
from ui.session import Table


def test_ft15_ft16_the_log_tells_what_a_move_set_off():
    """Food Tycoon: the pass that ends an auction is logged with the sale it made (and
    the event the lot held), from the events the move reported."""
    import re

    table = Table.new(
        "foodtycoon",
        [Seat("Ann", "bot:greedy"), Seat("Bob", "bot:random"), Seat("Cy", "bot:greedy")],
        seed=5,
    )
    sales = []
    while not sales and table.bot_step() is not None:
        sales = [line for line in table.log if " goes to " in line]
    assert sales, "a whole round sells some lot"
    line = sales[0]
    found = re.search(r"lot (\d) goes to (Ann|Bob|Cy) for (\d+)", line)
    assert found and line.startswith(("Ann ", "Bob ", "Cy ")), line
    lot = table.view(None)["lots"][int(found.group(1)) - 1]
    assert lot["status"] == "sold" and int(found.group(3)) == lot["price"]
    assert ["Ann", "Bob", "Cy"][lot["buyer"]] == found.group(2)
    assert ("the event is " in line) == bool(lot["event"] or lot["turned"])
    log = list(table.log)
    table.retell()
    assert table.log == log
