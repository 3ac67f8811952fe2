"""Food Tycoon's pictures for the rules help (``[picture: NAME]`` lines of help.py):
parts of the table drawn by the table's own sections (the supply, a player, a lot,
the bids, the last event, the fame track) from positions of recorded games, and recipe
cards as a lot shows them, in the language of the moment.

``picture(name)`` is the SVG markup of one picture (None: no such picture), at most
480 units wide. The positions come from three records replayed by the rules (three
players, greedy bots): a basic game whose first roll is the rulebook's first example
(2, 4, 6, 6: a meat, a fish, an event and a recipe) and which is played to its end, a
game whose first roll is the second example (3, 6, 6, 6: a vegetable, an event, a
recipe and two ingredients of the host's choice), and an advanced game. Each picture
carries its own copy of the symbols it uses (dice, cards, backs, coin) under ids of its
own, so pictures never clash with each other or with a table on the same page.
"""

from __future__ import annotations

import svg
from pygames.core.drawing.pictures import picture_lookup
from pygames.foodtycoon.data import RECIPES
from pygames.foodtycoon.drawing.bids import bids_section
from pygames.foodtycoon.drawing.fame import fame_section
from pygames.foodtycoon.drawing.lots import RECIPE_H, _recipe_card, lots_section
from pygames.foodtycoon.drawing.pieces import PAPER, Frame, symbols
from pygames.foodtycoon.drawing.players import PLAYER_H, _player, last_event_section
from pygames.foodtycoon.drawing.tracks import supply_section

FONT_STYLE = (
    "font-family: system-ui, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans JP', sans-serif"
)
WIDTH = 480
PAD = 10

# Records: (players, options, seed, moves as "seat:action" with "_" for spaces).
BASIC = (
    3,
    {},
    2717,
    """\
0:discard_lobster-salad 1:discard_steak-dinner 2:discard_lobster-salad 0:take_grain,egg
1:take_grain,egg 2:take_vegetable,egg 0:think 0:discard_eel-rice 1:shop 2:shop 0:roll 0:roll
1:bid_1 2:bid_2 0:bid_3 1:bid_4 2:bid_5 0:bid_6 1:bid_7 2:bid_8 0:pass 1:bid_9 2:bid_10 0:pass
1:bid_11 2:bid_12 0:pass 1:pass 1:bid_1 2:bid_2 0:bid_3 1:bid_4 2:bid_5 0:bid_6 1:bid_7 2:bid_8
0:bid_9 1:bid_10 2:bid_11 0:bid_12 1:pass 2:bid_13 0:bid_14 1:pass 2:bid_15 0:bid_16 1:pass
2:bid_17 0:bid_18 1:pass 2:bid_19 0:bid_20 1:pass 2:pass 0:cook_scallion-omelette
1:cook_egg-fried-rice 2:cook_scallion-omelette 1:think 1:discard_curry-fish-balls 2:think
2:discard_sunshine-salad 0:shop 1:roll 1:roll 2:bid_1 0:bid_2 1:bid_3 2:bid_4 0:bid_5 1:bid_6
2:bid_7 0:bid_8 1:bid_9 2:bid_10 0:bid_11 1:bid_12 2:bid_13 0:bid_14 1:pass 2:bid_15 0:bid_16
1:pass 2:bid_17 1:pass 2:bid_1 0:bid_2 1:bid_3 2:bid_4 0:bid_5 1:bid_6 0:bid_7 1:bid_8 0:bid_9
1:bid_10 0:pass 1:cook_curry-fish-balls 2:cook_tomato-fish 0:cook_eel-rice 2:shop 0:shop
1:think 1:discard_cake 2:roll 2:roll 0:bid_1 1:bid_2 2:bid_3 0:bid_4 1:bid_5 2:pass 0:bid_6
1:bid_7 2:pass 0:bid_8 1:pass 2:pass 0:bid_1 1:bid_2 2:bid_3 0:bid_4 1:bid_5 2:pass 0:bid_6
1:bid_7 2:pass 0:bid_8 1:bid_9 2:pass 0:bid_10 1:bid_11 2:pass 0:bid_12 1:bid_13 0:bid_14
1:bid_15 0:bid_16 1:bid_17 0:bid_18 1:bid_19 2:cook_blood-cake 0:cook_cake 1:cook_ramen
0:think 0:discard_steak-dinner 1:shop 2:shop 0:roll 0:roll 1:bid_1 2:bid_2 0:bid_3 1:bid_4
2:pass 0:bid_5 1:pass 2:pass 1:bid_1 2:bid_2 0:bid_3 1:bid_4 2:pass 0:bid_5 1:bid_6 2:pass
0:bid_7 1:bid_8 2:pass 0:bid_9 1:bid_10 2:pass 0:bid_11 1:bid_12 2:pass 0:bid_13 1:bid_14
2:pass 1:cook_sushi 1:think 1:discard_pepper-pork 2:think 2:discard_salad 0:shop 1:roll
1:roll 2:bid_1 0:bid_2 1:bid_3 2:bid_4 0:bid_5 2:bid_6 0:pass 2:bid_1 0:bid_2 1:bid_3 2:bid_4
0:bid_5 2:bid_6 0:bid_7 2:bid_8 0:bid_9 2:bid_10 0:bid_11 2:bid_12 0:bid_13 2:bid_14 0:bid_15
0:cook_sushi
""",
)
SECOND_EXAMPLE = (
    3,
    {},
    757,
    """\
0:discard_sushi 1:discard_curry-fish-balls 2:discard_congee 0:take_vegetable,egg
1:take_fish,fish 2:take_grain,meat 0:shop 1:think 1:discard_milkfish-soup 2:shop 0:roll
0:choose_grain,egg
""",
)
ADVANCED = (
    3,
    {"rules": "advanced"},
    22,
    """\
0:discard_blood-cake 1:discard_eel-rice 2:discard_cake 0:take_meat,fish 1:take_grain,egg
2:take_grain,meat 0:think 0:discard_sushi 1:think 1:discard_steak-dinner 2:think 2:discard_salad
0:roll 0:roll 0:order_2,1 1:bid_1 2:bid_2 0:bid_3 1:bid_4 2:bid_5 0:bid_6 1:bid_7 2:bid_8
0:bid_9 1:bid_10 2:bid_11 0:bid_12 1:bid_13 2:pass 0:pass 1:bid_1 2:bid_2 0:bid_3 1:bid_4
2:bid_5 0:bid_6 1:bid_7 2:bid_8 0:bid_9 1:bid_10 2:bid_11 0:pass 1:bid_12 2:pass 0:pass
1:cook_hot-pot 1:shop 2:shop 0:shop 1:roll 1:roll 1:order_2,1 2:bid_1 0:bid_2 1:bid_3 2:bid_4
0:bid_5 1:bid_6 2:bid_7 0:bid_8 1:bid_9 2:pass 0:bid_10 1:bid_11 2:pass 0:bid_12 1:pass 2:pass
2:bid_1 0:bid_2 1:bid_3 2:bid_4 0:bid_5 1:bid_6 2:bid_7 0:bid_8 1:pass 2:bid_9 0:bid_10 1:pass
2:pass 1:cook_scallion-omelette 0:cook_buddha-jumps 2:shop 0:shop 1:shop 2:roll 2:roll
2:order_1,2 0:bid_1 1:bid_2 2:bid_3 0:bid_4 1:bid_5 2:bid_6 0:bid_7 1:bid_8 2:bid_9 0:pass
1:bid_10 2:pass 0:pass 0:bid_1 1:bid_2 2:bid_3 0:bid_4 1:bid_5 2:bid_6 0:bid_7 1:pass 2:pass
0:cook_egg-tart 1:cook_congee 0:shop 1:shop 2:shop 0:roll 0:roll 0:order_1,2 1:bid_1 2:bid_2
0:bid_3 1:bid_4 2:bid_5 0:bid_6 1:pass 2:bid_7 0:bid_8 1:pass 2:bid_9 0:bid_10 1:pass 2:pass
1:bid_1 2:bid_2 0:bid_3 1:bid_4 2:bid_5 0:pass 1:bid_6 2:bid_7 0:pass 1:pass
0:cook_scallion-omelette 2:cook_egg-tart 1:think 1:discard_buddha-jumps 2:shop 0:shop 1:roll
1:roll 1:order_2,1 2:bid_1 0:bid_2 1:bid_3 2:bid_4 0:bid_5 1:bid_6 2:bid_7 0:pass 1:bid_8
2:bid_9 0:pass 1:bid_10 2:pass 0:pass 2:bid_1 0:bid_2 1:bid_3 2:bid_4 0:bid_5 1:bid_6 2:bid_7
0:bid_8 1:pass 2:pass 1:cook_rice-crust 2:cook_eel-rice 0:cook_steak-dinner 2:think
2:discard_cabbage-rolls 0:shop 1:shop 2:roll 2:roll 2:order_1,2 0:bid_1 1:bid_2 2:bid_3 0:pass
1:bid_4 2:bid_5 0:pass 1:bid_6 2:bid_7 0:pass 1:pass 0:bid_1 1:bid_2 2:bid_3 0:bid_4 1:bid_5
2:bid_6 0:bid_7 1:bid_8 2:bid_9 0:bid_10 1:pass 2:pass 0:cook_pepper-pork 1:cook_tomato-fish
""",
)
ADVANCED_SEAT = 1  # three dishes of one colour: +3 fame

# Where in the records each picture looks (moves played).
SET_UP = 6  # everyone has discarded a recipe and taken 2 ingredients
FIRST_ROLL = 11  # the first lot rolled (the first example)
BIDDING = 27  # the first lot's bids, just before the last pass sells it
HARVEST = 139  # a Harvest bought and carried out


def _moves(record) -> list[tuple[int, str]]:
    return [
        (int(seat), action.replace("_", " "))
        for seat, action in (move.split(":", 1) for move in record[3].split())
    ]


_views: dict[tuple, dict] = {}


def position(record, upto: int | None = None) -> dict:
    """The table's view of everything after the record's first ``upto`` moves (all by
    default), replayed by the rules."""
    from pygames.foodtycoon.rules import GAME

    moves = _moves(record)
    upto = len(moves) if upto is None else upto
    key = (record[2], repr(record[1]), upto)
    if key not in _views:
        state = GAME.new_game(record[0], record[1], record[2])
        for seat, action in moves[:upto]:
            GAME.apply(state, seat, action)
        _views[key] = GAME.view(state, None)
    return _views[key]


def _svg(name: str, width: int, height: int, elements: list) -> str:
    """A picture with the symbols it uses, their ids its own."""
    body = "".join(str(element) for element in elements)
    defs = "".join(str(s) for s in symbols() if f'href="#{s.id}"' in body)
    ground = svg.Rect(x=0, y=0, width=width, height=height, rx=14, fill=PAPER)
    markup = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" class="ft-picture" style="{FONT_STYLE}">'
        f"<defs>{defs}</defs>{ground}{body}</svg>"
    )
    return markup.replace('id="ft-', f'id="ftp-{name}-').replace(
        'href="#ft-', f'href="#ftp-{name}-'
    )


def _section(name: str, section, view, width: int = WIDTH) -> str:
    """One of the table's sections across the picture, as the table draws it."""
    frame = Frame(PAD, width - 2 * PAD)
    elements, height = section(view, frame, PAD, [], ())
    return _svg(name, width, height + 2 * PAD, elements)


# -- the pictures --------------------------------------------------------------------------


def _supply() -> str:
    """The supply after set-up: five ingredient piles, the recipe and event decks."""
    return _section("supply", supply_section, position(BASIC, SET_UP))


def _set_up() -> str:
    """A player after set-up: 30 money, 3 recipes in hand, 2 ingredient cards."""
    view = position(BASIC, SET_UP)
    w = WIDTH - 2 * PAD
    return _svg("set-up", WIDTH, PLAYER_H + 2 * PAD, [_player(view, 0, PAD, PAD, w, [])])


def _lot(view) -> dict:
    """Only the last lot rolled, waiting for its auction."""
    return {
        "lots": view["lots"][-1:],
        "lots_per_round": 1,
        "auction": None,
        "lot": None,
        "order": [],
    }


def _first_example() -> str:
    return _section("first-example", lots_section, _lot(position(BASIC, FIRST_ROLL)), 300)


def _second_example() -> str:
    return _section("second-example", lots_section, _lot(position(SECOND_EXAMPLE)), 300)


def _bids() -> str:
    """The first lot's bids, round the table, each more than the last."""
    return _section("bids", bids_section, position(BASIC, BIDDING))


def _recipes() -> str:
    """One recipe of each colour, as a lot shows it face up."""
    keys = []
    for colour in range(5):
        keys.append(next(r.key for r in RECIPES if r.colour == colour))
    w, gap = (WIDTH - 2 * PAD - 10) // 2, 10
    elements: list = []
    for n, key in enumerate(keys):
        row, col = divmod(n, 2)
        elements += _recipe_card(key, PAD + col * (w + gap), PAD + row * (RECIPE_H + gap), w)
    rows = -(-len(keys) // 2)
    return _svg("recipes", WIDTH, 2 * PAD + rows * RECIPE_H + (rows - 1) * gap, elements)


def _event() -> str:
    """The last event turned (a Harvest) and what it did to each player."""
    return _section("event", last_event_section, position(BASIC, HARVEST))


def _fame() -> str:
    """The fame track at the end of the recorded game: across the whole picture (the
    track stands upright in a narrower frame)."""
    elements, height = fame_section(position(BASIC), Frame(0, WIDTH), PAD, [], ())
    return _svg("fame", WIDTH, height + 2 * PAD, elements)


def _colours() -> str:
    """A player's dishes by colour at the end of the advanced game, with the bonus."""
    view = position(ADVANCED)
    w = WIDTH - 2 * PAD
    return _svg(
        "colours", WIDTH, PLAYER_H + 2 * PAD, [_player(view, ADVANCED_SEAT, PAD, PAD, w, [])]
    )


PICTURES = {
    "supply": _supply,
    "set-up": _set_up,
    "first-example": _first_example,
    "second-example": _second_example,
    "bids": _bids,
    "recipes": _recipes,
    "event": _event,
    "fame": _fame,
    "colours": _colours,
}

picture = picture_lookup(PICTURES)
