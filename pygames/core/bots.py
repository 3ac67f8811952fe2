"""Bots choose from what their seat may see: a view and the legal actions.

``bot_for(game, kind)`` gives the bot of a seat kind ("bot:random", "bot:greedy").
Random works on every game; a game offers more in its ``bots`` module (``BOTS``, its manifest's ``bots()``).
"""

from __future__ import annotations

from pygames.core.errors import SetupError
from pygames.core.manifest import find
from pygames.core.rng import Rng


class RandomBot:
    name = "random"

    def choose(self, game, view: dict, seat: int, legal: list, rng: Rng):
        return legal[rng.below(len(legal))]


def bot_for(game, kind: str):
    name = kind.removeprefix("bot:")
    if name == "random":
        return RandomBot()
    bots = find(game.spec.id).bots() if game.spec.bots else {}
    if name not in bots:
        raise SetupError("core.no_bot", game=game.spec.name, bot=repr(name))
    return bots[name]()


STRENGTH = ("search", "greedy")  # the bot kinds, strongest first


def strongest_kind(spec) -> str:
    """The seat kind of the game's strongest bot: its search if it has one, else its
    best heuristic (random as a last resort)."""
    for name in STRENGTH:
        if name in spec.bots:
            return f"bot:{name}"
    return "bot:random"


def strongest_bot(game, simulations: int):
    """The strongest bot of ``game``; a search runs a fixed ``simulations`` a decision
    (no wall clock), so what it says is reproducible (the coach's hints, reviews)."""
    bot = bot_for(game, strongest_kind(game.spec))
    if hasattr(bot, "start"):
        bot.simulations, bot.budget = simulations, None
    return bot


def bot_rng(seed: int, move: int) -> Rng:
    """A bot's generator for one decision: reproducible from the record, and apart
    from the game's own generator (bots never draw from the state's)."""
    return Rng((seed * 1_000_003 + move * 7919 + 0x5EED) & ((1 << 64) - 1))


def play_bot_turn(game, state, seat: int, bot, rng: Rng):
    """The action ``bot`` chooses for ``seat`` from that seat's view."""
    legal = game.legal_actions(state, seat)
    return bot.choose(game, game.view(state, seat), seat, legal, rng)


def decision_points(game, players: int, options: dict, seed: int, bot) -> list:
    """Every decision of a seeded game that ``bot`` plays in every seat with two legal
    actions or more: (a copy of the state, the seat to move). For tests and benchmarks
    that ask bots about real positions."""
    state = game.new_game(players, options, seed)
    found, move = [], 0
    while game.to_move(state):
        seat = game.to_move(state)[0]
        if len(game.legal_actions(state, seat)) > 1:
            found.append((state.clone(), seat))
        game.apply(state, seat, play_bot_turn(game, state, seat, bot, bot_rng(seed, move)))
        move += 1
    return found
