"""What a Cupcake Empire seat sees (``view``), and full positions rebuilt from it
(``determinize``) for bots that search.

Nothing is hidden but the generator (the dice still to be rolled): every seat, and a
spectator, sees the same view besides ``seat``. The view is complete in itself: a
screen draws the city, the boards, the goals and the turn from it with nothing else.

Names: dice colours "grey", "purple", "yellow", "orange", "green", "pink"; bases
"vanilla", "chocolate", "mixed"; frostings "lemon", "chocolate", "mint", "strawberry"
or a mixed pair "lemon+mint" (``data.FROSTINGS``); disc kinds "base", "frosting",
"shop", "sell", "income", "creativity"; district colours "grey", "yellow", "beige".
Numbers in the view are those players read (columns 1–5, districts 1–6, houses 1–4,
levels 1–4); seats are numbered from 0 as everywhere.

Keys:

- ``game`` "cupcake", ``rules_version`` (the rules the game is played by: its city,
  supply and re-roll, CE17), ``players``, ``seat`` (None: a spectator), ``phase`` ("disc",
  "menu", "start", "action", "after", "over"), ``to_move`` (seats), ``mover`` (whose
  turn or set-up choice it is), ``first`` (the start player), ``queue`` (set-up: the
  seats still to choose, the one choosing now first), ``turns`` (turns
  finished, all seats), ``turn_limit`` (turns each before the safeguard),
  ``end_income`` (70), ``ending`` (True once someone ended a turn at 70: the round is
  the last), ``end``: "" | "income" | "limit".
- ``goals``: the 4 in play, ``{"id": "A3", "pile": "A", "met_by": [seats]}``.
- ``districts``: 6 entries ``{"district": 1–6, "colour", "houses": [{"house": 1–4,
  "distance": 1–4, "number": sale value 1–3, "customer": None or {"base": "vanilla" |
  "chocolate", "frosting": "lemon" | …, "pants": "light" | "dark", "shirt": "yellow" |
  "brown" | "green" | "red"}}], "shops": [{"space": 1–4, "open_from": fewest players,
  "owner": seat or None, "blocked": bool}], "bakeries": [{"space": 1–n, "owner": seat
  or None}]}``.
- ``supply``: ``{"bases": {name: n}, "frostings": {name: n}, "dice": {colour: n},
  "discs": {kind: n}, "ideas": n}``.
- ``columns``: the board's 5 columns (the same for every seat): ``{"column": 1–5,
  "action": "bake" | "frost" | "expand" | "sell" | "hire", "colour" (its experts),
  "thresholds": dice for base levels 1.., "top": its top level, "disc_levels": the
  level of each disc space, "levels": per level 1.. the parts it gives (see below)}``.
  Parts: "base" (choose a single base), "mixed_base", "frosting" (a single one),
  "mixed_frosting", "shop_yellow", "shop_beige", "sell_2" / "sell_3" / "sell_4" (the
  distance), "die" (hire a die), "disc" (take an extra-action disc), "bakery_yellow",
  "hire_4" (a bakery in beige, or another column's action), "income", "creativity".
- ``seats``: per seat ``{"seat", "income", "production", "sales", "creativity"
  (square 0–11), "creativity_squares" (12), "green_every" (3), "ideas",
  "bases": {name: n}, "frostings": {name: n}, "menu": [{"base", "frosting",
  "mixed_base": bool, "mixed_frosting": bool}], "customers": [{"base", "frosting",
  "pants", "shirt", "value"}], "columns": per column {"column": 1–5, "dice": [colours
  in placement order], "new": [colours hired this turn, waiting for the roll],
  "level": the level it gives now, "experts": how many, "discs": [{"space": 1–n,
  "level", "kind"}]}, "rest": [colours], "shops_left", "bakeries_left", "shops":
  {district: n}, "bakeries": {district: n}, "goals_met": [ids], "start_disc": kind or
  None (set-up only)}``.
- ``turn``: None outside a turn, else ``{"seat", "column": 1–5 or None (before
  activating), "level", "parts": what is left of the action, "borrowed": column or
  None, "rest_used": bool, "special": "" | "idea-disc" | "idea-move" | "buy-idea" |
  "pay-move", "rolled": bool (the re-roll is done), "used": [{"colour", "column":
  1–5}] the dice to be re-rolled as used (CE17, rules 2: those that stood in the
  column when it was activated, where they are now; empty at rules 1 and after the
  roll)}``.
- ``last_roll``: [{"colour", "face"}] of the latest re-roll (empty before any).
"""

from __future__ import annotations

from pygames.core.rng import Rng
from pygames.cupcake import board
from pygames.cupcake.data import (
    BASE,
    BASE_FLAVOURS,
    BASES,
    COLOUR,
    COLOURS,
    COLUMNS,
    CREATIVITY_SQUARES,
    DISC,
    DISC_KINDS,
    DISTRICTS,
    END_INCOME,
    FROSTING,
    FROSTING_FLAVOURS,
    FROSTINGS,
    GREEN_EVERY,
    LEVEL_PARTS,
    LIKINGS,
    MIXED_BASE,
    PANTS,
    SHIRTS,
    TURN_LIMIT,
    city,
    is_mixed_frosting,
)
from pygames.cupcake.state import BLOCKED, EMPTY, State

SPECIALS = ("idea-disc", "idea-move", "buy-idea", "pay-move")


def _liking(liking: int) -> dict:
    b, f = LIKINGS[liking]
    return {
        "base": BASE_FLAVOURS[b],
        "frosting": FROSTING_FLAVOURS[f],
        "pants": PANTS[b],
        "shirt": SHIRTS[f],
    }


def _owner(value: int):
    return value if value >= 0 else None


def _district(state: State, d: int) -> dict:
    spec = city(state.rules_version)[d]
    return {
        "district": d + 1,
        "colour": spec.colour,
        "houses": [
            {
                "house": h + 1,
                "distance": distance,
                "number": number,
                "customer": _liking(state.houses[d][h]) if state.houses[d][h] >= 0 else None,
            }
            for h, (distance, number) in enumerate(spec.houses)
        ],
        "shops": [
            {
                "space": i + 1,
                "open_from": fewest,
                "owner": _owner(state.shops[d][i]),
                "blocked": state.shops[d][i] == BLOCKED,
            }
            for i, fewest in enumerate(spec.shop_spaces)
        ],
        "bakeries": [{"space": i + 1, "owner": _owner(o)} for i, o in enumerate(state.bakeries[d])],
    }


COLUMN_TABLE = [
    {
        "column": spec.number,
        "action": spec.key,
        "colour": COLOURS[spec.colour],
        "thresholds": list(spec.thresholds),
        "top": spec.top,
        "disc_levels": list(spec.disc_levels),
        "levels": [list(parts) for parts in LEVEL_PARTS[c]],
    }
    for c, spec in enumerate(COLUMNS)
]


def _seat(state: State, s: int) -> dict:
    columns = []
    for c in range(len(COLUMNS)):
        dice = state.dice[s][c]
        # CE35/CE40: a die hired waits in its colour's column (pink: column 5)
        fresh = [colour for colour in state.fresh if COLUMNS[c].colour == colour]
        columns.append(
            {
                "column": c + 1,
                "dice": [COLOURS[colour] for colour in dice],
                "new": [COLOURS[colour] for colour in fresh] if s == state.mover else [],
                "level": board.level_of(dice, c),
                "experts": sum(1 for colour in dice if board.is_expert(colour, c)),
                "discs": [
                    {"space": i + 1, "level": COLUMNS[c].disc_levels[i], "kind": DISC_KINDS[k]}
                    for i, k in enumerate(state.discs[s][c])
                ],
            }
        )
    return {
        "seat": s,
        "income": state.income[s],
        "production": state.production[s],
        "sales": state.sales[s],
        "creativity": state.creativity[s],
        "creativity_squares": CREATIVITY_SQUARES,
        "green_every": GREEN_EVERY,
        "ideas": state.ideas[s],
        "bases": dict(zip(BASES, state.bases[s])),
        "frostings": dict(zip(FROSTINGS, state.frostings[s])),
        "menu": [
            {
                "base": BASES[b],
                "frosting": FROSTINGS[f],
                "mixed_base": b == MIXED_BASE,
                "mixed_frosting": is_mixed_frosting(f),
            }
            for b, f in state.menu[s]
        ],
        "customers": [dict(_liking(liking), value=value) for liking, value in state.served[s]],
        "columns": columns,
        "rest": [COLOURS[colour] for colour in state.rest[s]],
        "shops_left": board.shops_left(state, s),
        "bakeries_left": board.bakeries_left(state, s),
        "shops": {d + 1: board.shop_count(state, s, d) for d in range(len(DISTRICTS))},
        "bakeries": {d + 1: board.bakery_count(state, s, d) for d in range(len(DISTRICTS))},
        "goals_met": list(state.goals_met[s]),
        "start_disc": DISC_KINDS[state.start_disc[s]] if state.start_disc[s] >= 0 else None,
    }


def view(state: State, seat: int | None, to_move: tuple[int, ...]) -> dict:
    turn = None
    if state.phase in ("start", "action", "after"):
        turn = {
            "seat": state.mover,
            "column": state.active + 1 if state.active >= 0 else None,
            "level": state.level,
            "parts": list(state.parts),
            "borrowed": state.borrowed + 1 if state.borrowed >= 0 else None,
            "rest_used": state.rest_used,
            "special": state.special,
            "rolled": state.phase == "after",
            "used": [{"colour": COLOURS[c], "column": column + 1} for c, column in state.used],
        }
    roll = state.last_roll
    return {
        "game": "cupcake",
        "rules_version": state.rules_version,
        "players": state.players,
        "seat": seat,
        "phase": state.phase,
        "to_move": list(to_move),
        "mover": state.mover,
        "first": state.first,
        "queue": list(state.queue),
        "turns": state.turns,
        "turn_limit": TURN_LIMIT,
        "end_income": END_INCOME,
        "ending": state.ending,
        "end": state.end,
        "goals": [
            {
                "id": goal,
                "pile": goal[0],
                "met_by": [s for s in range(state.players) if goal in state.goals_met[s]],
            }
            for goal in state.goals
        ],
        "districts": [_district(state, d) for d in range(len(DISTRICTS))],
        "supply": {
            "bases": dict(zip(BASES, state.supply_bases)),
            "frostings": dict(zip(FROSTINGS, state.supply_frostings)),
            "dice": dict(zip(COLOURS, state.supply_dice)),
            "discs": dict(zip(DISC_KINDS, state.supply_discs)),
            "ideas": state.supply_ideas,
        },
        "columns": [
            dict(entry, levels=[list(p) for p in entry["levels"]]) for entry in COLUMN_TABLE
        ],
        "seats": [_seat(state, s) for s in range(state.players)],
        "turn": turn,
        "last_roll": [
            {"colour": COLOURS[roll[i]], "face": roll[i + 1]} for i in range(0, len(roll), 2)
        ],
    }


def _liking_of(customer: dict) -> int:
    b = BASE_FLAVOURS.index(customer["base"])
    f = FROSTING_FLAVOURS.index(customer["frosting"])
    return b * len(FROSTING_FLAVOURS) + f


def determinize(view: dict, seat: int, rng: Rng) -> State:
    """The position the view shows, with a fresh generator: nothing else is hidden."""
    state = State(view["players"], {}, Rng(rng.next_u64()), view["rules_version"])
    state.phase, state.first, state.mover = view["phase"], view["first"], view["mover"]
    state.queue, state.turns = list(view["queue"]), view["turns"]
    state.ending, state.end = view["ending"], view["end"]
    state.goals = [goal["id"] for goal in view["goals"]]
    districts = view["districts"]
    state.houses = [
        [_liking_of(h["customer"]) if h["customer"] else EMPTY for h in d["houses"]]
        for d in districts
    ]
    state.shops = [
        [
            BLOCKED if s["blocked"] else (EMPTY if s["owner"] is None else s["owner"])
            for s in d["shops"]
        ]
        for d in districts
    ]
    state.bakeries = [
        [EMPTY if b["owner"] is None else b["owner"] for b in d["bakeries"]] for d in districts
    ]
    supply = view["supply"]
    state.supply_bases = [supply["bases"][name] for name in BASES]
    state.supply_frostings = [supply["frostings"][name] for name in FROSTINGS]
    state.supply_dice = [supply["dice"][name] for name in COLOURS]
    state.supply_discs = [supply["discs"][name] for name in DISC_KINDS]
    state.supply_ideas = supply["ideas"]
    seats = view["seats"]
    for key in ("income", "production", "sales", "creativity", "ideas"):
        setattr(state, key, [s[key] for s in seats])
    state.bases = [[s["bases"][name] for name in BASES] for s in seats]
    state.frostings = [[s["frostings"][name] for name in FROSTINGS] for s in seats]
    state.menu = [[[BASE[m["base"]], FROSTING[m["frosting"]]] for m in s["menu"]] for s in seats]
    state.served = [[[_liking_of(c), c["value"]] for c in s["customers"]] for s in seats]
    state.dice = [[[COLOUR[x] for x in col["dice"]] for col in s["columns"]] for s in seats]
    state.rest = [[COLOUR[x] for x in s["rest"]] for s in seats]
    state.discs = [[[DISC[d["kind"]] for d in col["discs"]] for col in s["columns"]] for s in seats]
    state.goals_met = [list(s["goals_met"]) for s in seats]
    state.start_disc = [DISC[s["start_disc"]] if s["start_disc"] else -1 for s in seats]
    mover = seats[view["mover"]]
    state.fresh = sorted(COLOUR[x] for col in mover["columns"] for x in col["new"])
    turn = view["turn"]
    if turn is not None:
        state.active = turn["column"] - 1 if turn["column"] else -1
        state.level, state.parts = turn["level"], list(turn["parts"])
        state.borrowed = turn["borrowed"] - 1 if turn["borrowed"] else -1
        state.rest_used, state.special = turn["rest_used"], turn["special"]
        state.used = [[COLOUR[die["colour"]], die["column"] - 1] for die in turn["used"]]
    roll = []
    for die in view["last_roll"]:
        roll += [COLOUR[die["colour"]], die["face"]]
    state.last_roll = roll
    return state
