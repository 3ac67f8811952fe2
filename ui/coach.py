"""The coach: for the person to move, the move the game's strongest bot would make, and
why, without playing it.

Pure Python (no ``js``): ``start_hint(table, seat)`` gives a ``HintTurn``, run a slice
at a time (``run_for``) as the table runs a searching bot, then ``hint()`` gives the
``Hint``: the action and one sentence of why. The bot gets what a bot in that seat would
get and nothing more: the seat's view, its legal actions and the generator a bot would
get at that move (``bot_rng(seed, moves)``). A search runs a fixed simulation count per
game (its manifest's ``tuning.coach_simulations``, chosen so a hint takes under a
second in the browser) instead of a wall-clock budget, so a hint is reproducible: the same record gives the same hint in
CPython, in Pyodide and in the tests.

The sentence says the points the move makes now (the move applied to a position dealt
from the seat's view, its ``Scored`` events summed), else the game's own reason
(``GameScreen.hint_reason``), else what it gains in the game's terms: a better place
at the end than the other moves would leave (the search's mean outcome of the move
against the others'), or that the others look about as good. It never speaks of the
bot or its search. The move itself is said by the game's words for it
(``GameScreen.hint_words``), else by the first event of applying it, as the log says it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.bots import bot_rng, strongest_bot
from pygames.core.errors import IllegalAction
from pygames.core.manifest import find
from pygames.core.messages import Count, Player, Scored
from pygames.core.screen import load_screen
from pygames.core.search import Decided
from ui.i18n import Message, Shown


def hint_bot(game):
    """The strongest bot of ``game``, set to its hint's fixed simulation count."""
    return strongest_bot(game, find(game.spec.id).tuning.coach_simulations)


@dataclass(frozen=True)
class Hint:
    """The move the coach suggests (an action object) and why (says itself with
    ``str()`` in the language of the moment)."""

    action: object
    why: object

    @property
    def text(self) -> str:
        return str(self.action)


class Told(Shown):
    """An event of the game said with the table's names, in the language of the moment."""

    __slots__ = ("names",)

    def __init__(self, message, names: list[str]) -> None:
        super().__init__(message)
        self.names = names

    def render(self, lang: str | None = None, names=None) -> str:
        return self.message.render(lang, self.names)


class HintTurn:
    """A hint being worked out for ``seat`` at the position after ``actions``."""

    def __init__(self, table, seat: int) -> None:
        self.table, self.seat = table, seat
        self.actions = tuple(table.record.actions)  # the position it was asked at
        game = table.game
        self.view = game.view(table.state, seat)
        self.legal = game.legal_actions(table.state, seat)
        if not self.legal:
            raise ValueError("This seat has nothing to decide now.")
        bot = hint_bot(game)
        rng = bot_rng(table.record.seed, table.moves)
        if hasattr(bot, "start"):
            self.decision = bot.start(game, self.view, seat, self.legal, rng)
        else:
            self.decision = Decided(bot.choose(game, self.view, seat, self.legal, rng))
        self.screen = load_screen(table.record.game)
        self.result: Hint | None = None

    @property
    def done(self) -> bool:
        return self.decision.done

    def run_for(self, seconds: float) -> int:
        return self.decision.run_for(seconds)

    def fresh(self, table) -> bool:
        """Whether the table still stands where the hint was asked (no move, no undo)."""
        return table is self.table and tuple(table.record.actions) == self.actions

    def hint(self) -> Hint:
        """The hint, once ``done`` (a search not done gives its best so far)."""
        if self.result is None:
            action = self.decision.best()
            self.result = Hint(action, self._why(action))
        return self.result

    def _why(self, action) -> Message:
        table, seat, game = self.table, self.seat, self.table.game
        names = table.names()
        if len(self.legal) == 1:
            # Said without playing it out: its event could tell a dealt dice roll.
            return Message("coach.only")
        state = game.determinize(self.view, seat, bot_rng(table.record.seed, table.moves))
        events = self._apply(state, action)
        move = self._move(action, events, names)
        points = sum(
            e.delta for e in events if isinstance(e, Scored) and e.params.get("who") == Player(seat)
        )
        if points > 0 and game.score_unit is not None:
            return Message("coach.scores", move=move, points=Count(game.score_unit, points))
        reason = self.screen.hint_reason(self.view, action)
        if reason is not None:
            return Message("coach.reason", move=move, reason=Told(reason, names))
        key = "coach.ahead" if self._ahead(action) else "coach.even"
        return Message(key, move=move, name=names[seat])

    def _ahead(self, action) -> bool:
        """Whether the move leaves the seat better placed for the end of the game than
        the other moves looked at leave it on average (the search's mean outcome of
        each); a choice made without a search (the best by the game's own rule) is."""
        stats = getattr(self.decision, "stats", None)
        if stats is None:
            return True
        rows = [(text, visits, mean) for text, visits, mean in stats() if visits > 0]
        mine = [mean for text, _, mean in rows if text == str(action)]
        others = [mean for text, _, mean in rows if text != str(action)]
        if not mine or not others:
            return False
        return mine[0] * len(others) > sum(others)

    def _move(self, action, events: list, names: list[str]) -> Message:
        """ "If Ann placed the drawn tile at 3,5": the move's first event, or the game's
        words for it when that event hides what was chosen (a hidden choice) or tells
        what is not known yet (a roll), else its text."""
        name = names[self.seat]
        words = self.screen.hint_words(self.view, action)
        if words is None and events and self._told_alike(action, events[0]):
            return Message("coach.if", name=name, what=Told(events[0], names))
        shown = Told(words, names) if words is not None else str(action)
        return Message("coach.if_words", name=name, words=shown)

    def _told_alike(self, action, event) -> bool:
        """Whether the move's event reads the same in another deal from the view: it
        tells what the seat chose, not a die or card it has not seen yet."""
        game = self.table.game
        other = game.determinize(self.view, self.seat, bot_rng(self.table.record.seed + 1, 0))
        again = self._apply(other, action)
        return bool(again) and again[0] == event

    def _apply(self, state, action) -> list:
        """The events of ``action`` in a deal from the view (none if that deal refuses
        it: the sentence then does without them)."""
        try:
            return self.table.game.apply(state, self.seat, action)
        except IllegalAction:
            return []


def start_hint(table, seat: int) -> HintTurn:
    """The hint for ``seat`` at the table's position, not yet worked out (see
    ``HintTurn``)."""
    return HintTurn(table, seat)


def work_out(table, seat: int) -> Hint:
    """The hint at once (the CLI, the tests)."""
    turn = start_hint(table, seat)
    while not turn.done:  # a Decided is done at once: only a search gets here
        turn.decision.step(16)
    return turn.hint()
