"""Fame, the end of the game and the ranking (FT20–FT21, FT23–FT25).

Fame is the points printed on a player's dishes; with the advanced rules a colour of
3 or more dishes adds 1 per dish of that colour (FT24: this edition's reading of the
seed's "3 dishes of the same colour", so 4 dishes of a colour add 4, as help.py says)
and dishes of all 5 colours add 3 (FT25). The ranking compares fame, then money, then the money bags of the
dishes, then ingredient cards in hand, then dice: the players still level roll a die
each, again and again until no two are level (the rolls stay in the state, so a
replay ranks the same way).
"""

from __future__ import annotations

from pygames.core import ranking
from pygames.core.game import Result
from pygames.core.messages import Count, Msg
from pygames.core.ranking import TieBreak
from pygames.foodtycoon.data import (
    ALL_COLOURS_BONUS,
    COLOUR_SET,
    COLOUR_SET_BONUS,
    COLOURS,
    DIE_FACES,
    FAME_TO_END,
    RECIPES,
    colour_msg,
    recipe_msg,
)

# "Dishes of all 5 colours": the colours counted.
ALL_COLOURS = "foodtycoon.count.colours"
# FT21's tie-breaks after fame, in order.
TIEBREAKS = (
    TieBreak("foodtycoon.tie.money", "foodtycoon.score.tiebreak_money", "FT21"),
    TieBreak("foodtycoon.tie.bags", "foodtycoon.score.tiebreak_bags", "FT21"),
    TieBreak("foodtycoon.tie.cards", "foodtycoon.score.tiebreak_cards", "FT21"),
    TieBreak("foodtycoon.tie.dice", "foodtycoon.score.tiebreak_dice", "FT21"),
)


def fame_parts(dishes: list[int], advanced: bool) -> tuple[int, int, int]:
    """(points on the dishes, FT24 colour-set bonus, FT25 all-colours bonus)."""
    printed = sum(RECIPES[dish].fame for dish in dishes)
    if not advanced:
        return printed, 0, 0
    per_colour = [0] * len(COLOURS)
    for dish in dishes:
        per_colour[RECIPES[dish].colour] += 1
    sets = sum(COLOUR_SET_BONUS * count for count in per_colour if count >= COLOUR_SET)
    rainbow = ALL_COLOURS_BONUS if all(per_colour) else 0
    return printed, sets, rainbow


def fame(state, seat: int) -> int:
    return sum(fame_parts(state.dishes[seat], state.advanced))


def fame_to_end(state) -> int:
    return FAME_TO_END[state.options.get("rules", "basic")]


def bags(state, seat: int) -> int:
    return sum(RECIPES[dish].bags for dish in state.dishes[seat])


def rank_key(state, seat: int) -> tuple:
    """FT21: what decides the ranking, most important first (the dice rolled, in the
    order rolled, as one value: ``TIEBREAKS``)."""
    return (
        fame(state, seat),
        state.money[seat],
        bags(state, seat),
        sum(state.ingredients[seat]),
        tuple(state.tiebreak[seat]),
    )


def roll_tiebreak(state) -> None:
    """FT21's last step: players level on everything roll a die each; those still
    level roll again."""
    state.tiebreak = [[] for _ in range(state.players)]
    while True:
        keys = [rank_key(state, seat) for seat in range(state.players)]
        level = [seat for seat in range(state.players) if keys.count(keys[seat]) > 1]
        if not level:
            return
        state.reveals += 1
        for seat in level:
            state.tiebreak[seat].append(1 + state.rng.below(DIE_FACES))


def rank_keys(state) -> list[tuple]:
    return [rank_key(state, seat) for seat in range(state.players)]


def result(state) -> Result:
    """Scores are fame; places follow the whole FT21 chain; each breakdown lists the
    dishes and bonuses (adding up to the fame) and, for a player whose fame equals
    another's, the tie-break figures as facts (lines worth 0)."""
    advanced = state.advanced
    keys = rank_keys(state)
    scores = [key[0] for key in keys]
    breakdown = []
    for seat in range(state.players):
        dishes = state.dishes[seat]
        lines = [
            (
                Msg(
                    "foodtycoon.score.dish",
                    recipe=recipe_msg(d),
                    colour=colour_msg(RECIPES[d].colour),
                ),
                RECIPES[d].fame,
            )
            for d in dishes
        ]
        if advanced:
            for index in range(len(COLOURS)):
                count = sum(RECIPES[d].colour == index for d in dishes)
                if count >= COLOUR_SET:
                    label = Msg(
                        "foodtycoon.score.colour_set",
                        count=count,
                        colour=colour_msg(index),
                        bonus=COLOUR_SET_BONUS,
                    )
                    lines.append((label, count * COLOUR_SET_BONUS))
            if fame_parts(dishes, True)[2]:
                lines.append(
                    (
                        Msg("foodtycoon.score.all_colours", n=Count(ALL_COLOURS, len(COLOURS))),
                        ALL_COLOURS_BONUS,
                    )
                )
        lines += ranking.figures(keys, TIEBREAKS, seat)
        breakdown.append(lines)
    found, ties = ranking.rank(keys, TIEBREAKS)
    return Result(scores, found, breakdown, ties)
