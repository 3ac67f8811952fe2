"""The shares game (seed 004, 進階規則): share cards, exchanges, final scoring.

Players own no cars here: the 8 companies do (``data.SHARES_CHART``), and every line
scores profit for its company (CC26). Each player always holds one share card of each
percentage (10, 20, 30, 40 %), so a holding is 4 company numbers, one per percentage in
``PERCENTS`` order; an exchange changes the colour of one of them (CC25).

Exchange texts name the percentage, never the company, because the share put under
the pile is face down (CC25): ``exchange 20 face-up`` takes the face-up 20 % card,
``exchange 20 pile`` the top hidden card of the 20 % pile.

Share piles are lists with the top card last. ``known[seat][i]`` is a share everybody
saw the seat take (a face-up card it still holds), or None.
"""

from __future__ import annotations

from pygames.cablecar.actions import TAKES, Exchange
from pygames.cablecar.basic import BasicGame
from pygames.cablecar.data import COMPANIES, EXCHANGE_LIMIT, PERCENTS, SHARES_CHART
from pygames.cablecar.tracks import one_tile_joins
from pygames.core.errors import IllegalAction
from pygames.core.messages import Msg, Scored
from pygames.core.rng import Rng


def company_name(company: int) -> Msg:
    """A company's name ("Yellow")."""
    return Msg(f"cablecar.company.{COMPANIES[company]}")


def colour_word(company: int) -> Msg:
    """A company's colour as a word in a sentence ("yellow")."""
    return Msg(f"cablecar.colour.{COMPANIES[company]}")


# -- set-up (CC22) -------------------------------------------------------------------


def deal_shares(players: int, rng: Rng):
    """Each pile shuffled; each player draws one card of each; each top card face up.
    Returns (holdings, piles, face_up): 8 - players - 1 >= 1 hidden cards stay in each
    pile even at 6 players (6 x 4 drawn + 4 face up = 28 of the 32 cards)."""
    piles = []
    for _ in PERCENTS:
        pile = list(range(len(COMPANIES)))
        rng.shuffle(pile)
        piles.append(pile)
    holdings = [[pile.pop() for pile in piles] for _ in range(players)]
    face_up = [pile.pop() for pile in piles]
    return holdings, piles, face_up


# -- exchanges (CC24, CC25) ----------------------------------------------------------


def exchanges_open(profits: list[int]) -> bool:
    """CC25: shares change hands only while no company's marker has reached 25."""
    return max(profits) < EXCHANGE_LIMIT


def check_exchange(state, seat: int, action: Exchange) -> None:
    if state.drawn is not None:
        raise IllegalAction("cablecar.place_drawn", "CC24")
    if not exchanges_open(state.profits):
        leader = max(range(len(COMPANIES)), key=lambda c: state.profits[c])
        raise IllegalAction(
            "cablecar.exchanges_closed", "CC25", colour=colour_word(leader), limit=EXCHANGE_LIMIT
        )
    if action.percent not in PERCENTS:
        raise IllegalAction("cablecar.no_share_pile", "CC22", percent=action.percent)
    index = PERCENTS.index(action.percent)
    if action.take == "pile" and not state.share_piles[index]:
        raise IllegalAction("cablecar.pile_no_hidden", "CC25", percent=action.percent)


def perform_exchange(state, seat: int, action: Exchange) -> None:
    index = PERCENTS.index(action.percent)
    pile = state.share_piles[index]
    pile.insert(0, state.shares[seat][index])  # face down, under the pile
    if action.take == "face-up":
        state.shares[seat][index] = state.face_up[index]
        state.face_up[index] = pile.pop()  # the next card is turned face up
        state.known[seat][index] = state.shares[seat][index]
    else:
        state.shares[seat][index] = pile.pop()
        state.known[seat][index] = None


def legal_exchanges(state) -> list[Exchange]:
    if state.drawn is not None or not exchanges_open(state.profits):
        return []
    return [
        Exchange(percent, take)
        for index, percent in enumerate(PERCENTS)
        for take in TAKES
        if take == "face-up" or state.share_piles[index]
    ]


# -- final scoring (CC28–CC31) ---------------------------------------------------------


def company_ranks(profits: list[int]) -> tuple[list[int], list[int]]:
    """CC28: (ranks, values). Tied companies share a rank; the next rank follows on
    (profits 38, 30, 20, 20, 12 rank 1, 2, 3, 3, 4); the value of rank r is 9 - r."""
    distinct = sorted(set(profits), reverse=True)
    ranks = [distinct.index(p) + 1 for p in profits]
    return ranks, [len(COMPANIES) + 1 - r for r in ranks]


def held_percent(holding: list[int], company: int) -> int:
    return sum(percent for percent, held in zip(PERCENTS, holding) if held == company)


def final_scores(profits: list[int], holdings: list[list[int]]):
    """CC29–CC30: per player the reward (percentage x 10 x value, with percentages as
    whole numbers: percent x value / 10) and the majority bonus (profit // 10 for every
    player holding the highest percentage of a company, ties included; holding nothing
    of a company is no majority). Returns (scores, breakdown lines per player)."""
    _, values = company_ranks(profits)
    scores = [0] * len(holdings)
    breakdown: list[list[tuple[Msg, int]]] = [[] for _ in holdings]
    for company in range(len(COMPANIES)):
        held = [held_percent(holding, company) for holding in holdings]
        top = max(held)
        for seat, percent in enumerate(held):
            if not percent:
                continue
            parts = " + ".join(f"{p}%" for p, c in zip(PERCENTS, holdings[seat]) if c == company)
            reward = percent * values[company] // 10
            label = Msg(
                "cablecar.score.reward",
                company=company_name(company),
                parts=parts,
                value=values[company],
            )
            breakdown[seat].append((label, reward))
            scores[seat] += reward
            if percent == top:
                bonus = profits[company] // 10
                label = Msg(
                    "cablecar.score.majority",
                    company=company_name(company),
                    profit=profits[company],
                )
                breakdown[seat].append((label, bonus))
                scores[seat] += bonus
    return scores, breakdown


# -- what players see -------------------------------------------------------------------


def shares_view(state, seat: int | None, over: bool) -> dict:
    """Public: markers, ranks, face-up cards, pile sizes, shares seen taken; private:
    the seat's own holding. Every holding is shown once the game is over."""
    ranks, values = company_ranks(state.profits)
    return {
        "mode": "shares",
        "companies": list(COMPANIES),
        "percents": list(PERCENTS),
        "profits": list(state.profits),
        "ranks": ranks,
        "values": values,
        "face_up": list(state.face_up),
        "share_piles": [len(pile) for pile in state.share_piles],
        "share_counts": [len(holding) for holding in state.shares],
        "shares": list(state.shares[seat]) if seat is not None else None,
        "known_shares": [list(k) for k in state.known],
        "exchange_open": exchanges_open(state.profits),
        "holdings": [list(h) for h in state.shares] if over else None,
    }


def deal_unseen_shares(view: dict, seat: int, rng: Rng):
    """(holdings, piles, face_up, known) consistent with ``view``: the cards the seat
    cannot see, dealt at random to the other players (keeping the shares everybody saw
    them take) and to the piles."""
    players = view["players"]
    holdings = [[None] * len(PERCENTS) for _ in range(players)]
    piles = []
    known = [list(k) for k in view["known_shares"]]
    revealed = view.get("holdings")
    for index in range(len(PERCENTS)):
        seen = {view["face_up"][index]}
        for other in range(players):
            if revealed is not None:
                holdings[other][index] = revealed[other][index]
            elif other == seat:
                holdings[other][index] = view["shares"][index]
            elif known[other][index] is not None:
                holdings[other][index] = known[other][index]
            if holdings[other][index] is not None:
                seen.add(holdings[other][index])
        unseen = [c for c in range(len(COMPANIES)) if c not in seen]
        rng.shuffle(unseen)
        for other in range(players):
            if holdings[other][index] is None:
                holdings[other][index] = unseen.pop()
        piles.append(unseen)
    return holdings, piles, list(view["face_up"]), known


# -- the shares game as a mode of play (see ``basic.BasicGame``) ---------------------------

_OWNERS = {
    station: company for company, stations in enumerate(SHARES_CHART) for station in stations
}
_JOINS = one_tile_joins(SHARES_CHART)


class SharesGame(BasicGame):
    """Cars belong to the companies; lines move the companies' markers; players
    exchange shares and score by them at the end (CC21–CC31)."""

    name = "shares"

    def chart_key(self, state) -> int | str:
        return "shares"

    def chart(self, state) -> tuple[tuple[int, ...], ...]:
        return SHARES_CHART

    def owners(self, state) -> dict[int, int]:
        return _OWNERS

    def one_tile_joins(self, state) -> tuple[frozenset[int], ...]:
        return _JOINS

    def colours(self, state) -> list[str]:
        return list(COMPANIES)

    def deal(self, state, rng) -> None:
        state.shares, state.share_piles, state.face_up = deal_shares(state.players, rng)
        state.profits = [0] * len(COMPANIES)
        state.known = [[None] * len(PERCENTS) for _ in range(state.players)]

    def totals(self, state) -> list[int]:
        return state.profits  # CC26: a line's points move its company's marker

    def gained(self, owner: int, points: int) -> Scored:
        return Scored(None, points, what=company_name(owner))

    def other_actions(self, state, seat: int) -> list:
        return legal_exchanges(state)

    def exchanges_open(self, state) -> bool:
        return state.drawn is None and exchanges_open(state.profits)

    def check_exchange(self, state, seat: int, action) -> None:
        check_exchange(state, seat, action)

    def perform_exchange(self, state, seat: int, action) -> None:
        perform_exchange(state, seat, action)

    def game_over(self, state) -> None:
        state.scores = final_scores(state.profits, state.shares)[0]  # CC27

    def final(self, state):
        return final_scores(state.profits, state.shares)

    def view(self, state, seat: int | None, over: bool) -> dict:
        # Players' points depend on hidden shares: known only at the end.
        return {
            **shares_view(state, seat, over),
            "scores": list(state.scores) if over else [None] * state.players,
        }

    def deal_unseen(self, state, view: dict, seat: int, rng) -> None:
        state.profits = list(view["profits"])
        state.shares, state.share_piles, state.face_up, state.known = deal_unseen_shares(
            view, seat, rng
        )

    def owner_weights(self, state, seat: int) -> list[int]:
        """A company counts by the seat's share of it less an even share (100 % over 8
        companies, scaled by 8)."""
        return [
            8 * held_percent(state.shares[seat], company) - 100
            for company in range(len(state.profits))
        ]

    def weights_key(self, state, seat: int):
        return tuple(state.shares[seat])

    def owner_label(self, owner: int, names: list[str]) -> str:
        return COMPANIES[owner]

    def export(self, state, names: list[str]) -> dict:
        ranks, values = company_ranks(state.profits)
        return {
            "companies": {
                colour: {"profit": state.profits[c], "rank": ranks[c], "value": values[c]}
                for c, colour in enumerate(COMPANIES)
            },
            "shares": {
                names[seat]: {str(p): COMPANIES[c] for p, c in zip(PERCENTS, holding)}
                for seat, holding in enumerate(state.shares)
            },
        }


SHARES = SharesGame()
