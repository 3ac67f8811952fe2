"""The search's knowledge for Cable Car's shares game (``pygames.core.search``).

``SharesPolicy`` orders the actions and plays out as ``search_policy.SearchPolicy`` does
(greedy's gains, greedy itself in the playouts), but rewards a seat by what wins the
shares game: its final score as the position promises it (CC28-CC30) less the best
other seat's (at 2 players capped at a few points either way). A company's profit
counts its open lines as greedy counts them; its value comes from its rank among the
companies, blurred while many tiles are still to come (a rank that a few points could
still change is worth between the two values).
"""

from __future__ import annotations

from pygames.cablecar.data import PERCENTS
from pygames.cablecar.search_policy import SearchPolicy
from pygames.core.search import against_the_best

# Tiles left in the pile per point of profit by which the ranks are blurred: about a
# line's worth of points early on, exact ranks in the last turns.
TILES_PER_BLUR = 6
# Rewards are whole numbers in these units per point: divisible by every blur (1 to 10).
POINT = 20 * 2520
# At 2 players a margin beyond this many points counts as a sure win or loss: the search
# plays to win, not to win big (500 simulations a move, seeds 1001-1020: 67 % won
# against 50 % uncapped). At 4 players the best of three others is far off more often,
# and the cap cost more than it gained there (45 % won against 75 %).
SURE_MARGIN = {2: 8}


def blur(tiles_left: int) -> int:
    return 1 + tiles_left // TILES_PER_BLUR


def company_values(profits: list[int], blur: int) -> list[int]:
    """CC28's value of each company (8 less one per company ahead), times 2 * blur: a
    company fewer than ``blur`` points away counts as partly ahead, half when level."""
    width = 2 * blur
    values = []
    for company, mine in enumerate(profits):
        ahead = 0
        for other, theirs in enumerate(profits):
            gap = theirs - mine + blur
            if other != company and gap > 0:
                ahead += width if gap >= width else gap
        values.append(width * len(profits) - ahead)
    return values


def promised_scores(profits: list[int], holdings: list[list[int]], blur: int) -> list[int]:
    """Each seat's final score (CC29 reward plus CC30 majority bonus) by these profits,
    in 1 / (20 * blur) points."""
    values = company_values(profits, blur)
    held = [[0] * len(profits) for _ in holdings]
    for seat, holding in enumerate(holdings):
        for percent, company in zip(PERCENTS, holding):
            held[seat][company] += percent
    scores = [0] * len(holdings)
    for company, value in enumerate(values):
        top = max(row[company] for row in held)
        if not top:
            continue
        bonus = 2 * blur * profits[company]
        for seat, row in enumerate(held):
            percent = row[company]
            if percent:
                scores[seat] += percent * value + (bonus if percent == top else 0)
    return scores


class SharesPolicy(SearchPolicy):
    """``SearchPolicy`` with the shares game's reward (see the module)."""

    def evaluate(self, game, state):
        # Against three greedy players (4 players, seeds 1001-1020 at 500 simulations a
        # move and 1021-1040 at 390) this reward won 75 % and 30 % of the games, greedy's
        # own position value 40 % and 40 %: the final score is what decides the game.
        if not game.to_move(state):  # over: the real final scores
            margins = [POINT * margin for margin in against_the_best(state.scores)]
        else:
            blurred = blur(len(state.deck))
            scores = promised_scores(self.lines(state).totals(), state.shares, blurred)
            margins = [POINT // 20 * margin // blurred for margin in against_the_best(scores)]
        sure = SURE_MARGIN.get(state.players)
        if sure is None:
            return margins
        return [max(-sure * POINT, min(sure * POINT, margin)) for margin in margins]
