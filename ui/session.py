"""A table: one game in progress, kept as a record plus the state it leads to.

Pure Python (no DOM, no ``js``), so every rule of the table is tested in CPython:
- ``apply`` plays a human's action; the rules' ``IllegalAction`` passes through
  unchanged and nothing changes.
- ``bot_step`` lets the bot whose turn it is decide, from its seat's view only, with a
  generator derived from the record (``bot_rng(seed, move number)``), so a bot game is
  reproducible from its record. ``start_bot_turn`` / ``finish_bot_turn`` do the same
  a slice at a time, for a bot that searches while the page stays responsive.
- ``undo`` takes back a human's own last decision by replaying the record without it
  and without the bot moves that followed. It is refused when another human has
  moved since, or when a removed action revealed something (``game.can_undo`` by the
  action's text, or a change in ``game.reveal_count``): a drawn tile or a hidden
  choice has been seen, so taking it back would be a way to peek.

The state is kept incrementally: an action costs one ``apply``; only loading and undo
replay the record.
"""

from __future__ import annotations

import importlib

from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng
from pygames.core.errors import IllegalAction, RecordError
from pygames.core.record import Record, Seat, new_record
from ui import games as game_texts
from ui.i18n import t


class UndoRefused(ValueError):
    """Undo is not possible now; the message says why, for the player."""


class Decided:
    """A decision made at once, with a searching bot's interface (``done``, ``best``)."""

    done = True

    def __init__(self, action) -> None:
        self.action = action

    def run_for(self, seconds: float) -> int:
        return 0

    def best(self):
        return self.action


class BotTurn:
    """A bot's decision in progress: the seat, the move number it was asked at, and
    the decision (a ``pygames.core.search.Search`` or a ``Decided``)."""

    def __init__(self, seat: int, moves: int, decision) -> None:
        self.seat, self.moves, self.decision = seat, moves, decision

    @property
    def done(self) -> bool:
        return self.decision.done

    def run_for(self, seconds: float) -> int:
        return self.decision.run_for(seconds)


class Table:
    """One game: ``record`` (what happened), ``state`` (where it stands), ``log``
    (one readable line per action)."""

    def __init__(self, record: Record) -> None:
        """Replay ``record`` completely; RecordError names the first refused move."""
        self.record = record
        self.game = GAMES[record.game].load()
        self._bots = {}
        self._replay(list(record.actions))

    @classmethod
    def new(
        cls, game_id: str, seats: list[Seat], options: dict | None = None, seed: int = 0
    ) -> Table:
        try:
            record = new_record(game_id, seats, options, seed)
            # new_game checks the seed and the options the way every record is checked
            GAMES[game_id].load().new_game(len(seats), record.options, seed)
        except (KeyError, ValueError) as exc:
            raise RecordError(str(exc)) from exc
        return cls(record)

    # -- where the game stands ---------------------------------------------------
    @property
    def moves(self) -> int:
        return len(self.record.actions)

    @property
    def seats(self) -> list[Seat]:
        return self.record.seats

    def name(self, seat: int) -> str:
        return self.record.seats[seat].name

    def to_move(self) -> tuple[int, ...]:
        return tuple(self.game.to_move(self.state))

    def is_over(self) -> bool:
        return not self.to_move()

    def result(self):
        return self.game.result(self.state)

    def human_to_move(self) -> int | None:
        """The human seat that may act now, or None (a bot's turn, or the end)."""
        for seat in self.to_move():
            if not self.record.seats[seat].is_bot:
                return seat
        return None

    def bot_to_move(self) -> int | None:
        for seat in self.to_move():
            if self.record.seats[seat].is_bot:
                return seat
        return None

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.record.seats) if not seat.is_bot]

    def view(self, seat: int | None) -> dict:
        return self.game.view(self.state, seat)

    def legal_texts(self, seat: int) -> list[str]:
        return [str(action) for action in self.game.legal_actions(self.state, seat)]

    def scores(self) -> list[int] | None:
        """The players' scores; None while any is unknown (the shares game hides them
        until the end)."""
        return _tally(self.record.game, self.game, self.state)[0]

    # -- acting -------------------------------------------------------------------
    def apply(self, seat: int, text: str) -> str:
        """Play ``text`` for ``seat``; returns the log line. IllegalAction (from the
        rules, unchanged) if refused, and then nothing has changed."""
        if not isinstance(seat, int) or not 0 <= seat < len(self.record.seats):
            raise IllegalAction(t("error.no_such_player"))
        action = self.game.parse_action(text)
        self.game.apply(self.state, seat, action)
        return self._after(seat, str(action))

    def bot_step(self) -> str | None:
        """One bot decision if a bot is to move; returns the log line, else None."""
        from pygames.core.search import SLICE_SECONDS  # only tables with a bot need it

        turn = self.start_bot_turn()
        if turn is None:
            return None
        while not turn.done:
            turn.run_for(SLICE_SECONDS)
        return self.finish_bot_turn(turn)

    def start_bot_turn(self) -> BotTurn | None:
        """The decision of the bot to move, not yet made (None if no bot is to move):
        run it a slice at a time (``run_for``) until ``done``, then ``finish_bot_turn``."""
        seat = self.bot_to_move()
        if seat is None:
            return None
        bot = self._bot(self.record.seats[seat].kind)
        rng = bot_rng(self.record.seed, self.moves)
        legal = self.game.legal_actions(self.state, seat)
        view = self.game.view(self.state, seat)
        if hasattr(bot, "start"):
            return BotTurn(seat, self.moves, bot.start(self.game, view, seat, legal, rng))
        return BotTurn(seat, self.moves, Decided(bot.choose(self.game, view, seat, legal, rng)))

    def finish_bot_turn(self, turn: BotTurn) -> str:
        """Play the action ``turn`` chose; returns the log line."""
        if turn.moves != self.moves:
            raise ValueError("The game has moved on since this bot began to think.")
        action = turn.decision.best()
        self.game.apply(self.state, turn.seat, action)
        return self._after(turn.seat, str(action))

    def _bot(self, kind: str):
        """The bot of a seat kind, made once; a searching bot gets the browser's
        budget of thinking time per move as well as its simulation count."""
        if kind not in self._bots:
            bot = bot_for(self.game, kind)
            if hasattr(bot, "start"):
                from pygames.core.search import BROWSER_BUDGET

                bot.budget = BROWSER_BUDGET
            self._bots[kind] = bot
        return self._bots[kind]

    def _after(self, seat: int, text: str) -> str:
        self.record.actions.append((seat, text))
        self._reveals.append(self.game.reveal_count(self.state))
        before = self._scores
        self._scores = _tally(self.record.game, self.game, self.state)
        line = describe(self.record, seat, text, before, self._scores)
        self.log.append(line)
        return line

    # -- undo -----------------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """The human whose last decision is the latest human decision (the one undo
        would take back), or None when no human has acted."""
        for seat, _ in reversed(self.record.actions):
            if not self.record.seats[seat].is_bot:
                return seat
        return None

    def undo_problem(self, seat: int) -> str | None:
        """Why ``seat`` cannot undo now, or None if it can."""
        if not 0 <= seat < len(self.record.seats) or self.record.seats[seat].is_bot:
            return t("undo.only_players")
        actions = self.record.actions
        mine = [i for i, (who, _) in enumerate(actions) if who == seat]
        if not mine:
            return t("undo.not_moved", name=self.name(seat))
        index = mine[-1]
        can_undo = self.game.can_undo
        reveals = self._reveals  # reveals[i]: the reveal count after i actions
        for later in range(index + 1, len(actions)):
            who, text = actions[later]
            if not self.record.seats[who].is_bot:
                return t("undo.moved_since", name=self.name(who))
            if not can_undo(text) or reveals[later + 1] != reveals[later]:
                return t(
                    "undo.since_then",
                    name=self.name(who),
                    what=game_texts.describe(self.record.game, text),
                )
        if not can_undo(actions[index][1]) or reveals[index + 1] != reveals[index]:
            return t(
                "undo.revealed",
                name=self.name(seat),
                what=game_texts.describe(self.record.game, actions[index][1]),
            )
        return None

    def undo(self, seat: int) -> int:
        """Take back ``seat``'s last decision and the bot moves after it; returns how
        many actions were removed. UndoRefused says why not."""
        problem = self.undo_problem(seat)
        if problem:
            raise UndoRefused(problem)
        index = max(i for i, (who, _) in enumerate(self.record.actions) if who == seat)
        removed = self.moves - index
        self._replay(self.record.actions[:index])
        return removed

    def retell(self) -> None:
        """The log again, in the language now chosen (the record is replayed)."""
        self._replay(list(self.record.actions))

    def _replay(self, actions: list[tuple[int, str]]) -> None:
        """Rebuild state and log from the start; on a refused move, RecordError and
        the table is left as it was."""
        record = self.record
        game = self.game
        state = game.new_game(len(record.seats), record.options, record.seed)
        scores = _tally(record.game, game, state)
        log, reveals = [], [game.reveal_count(state)]
        for n, (seat, text) in enumerate(actions, 1):
            try:
                game.apply(state, seat, text)
            except IllegalAction as exc:
                raise RecordError(
                    f"Move {n} ({record.seats[seat].name}: {text[:30]!r}) breaks the rules: {exc}"
                ) from exc
            after = _tally(record.game, game, state)
            log.append(describe(record, seat, text, scores, after))
            reveals.append(game.reveal_count(state))
            scores = after
        self.state, self.log, self._scores, self._reveals = state, log, scores, reveals
        record.actions = list(actions)

    # -- records out ----------------------------------------------------------------
    def share_text(self) -> str:
        return self.record.to_share()


def _tally(game_id: str, game, state) -> tuple[list[int] | None, dict[str, int], dict]:
    """(the players' scores, or None while any is unknown; the game's other named
    totals, e.g. Cable Car's company markers; the spectator's view). The log reports
    what a move changed."""
    view = game.view(state, None)
    scores = view.get("scores")
    if not isinstance(scores, list) or any(not isinstance(s, int) for s in scores):
        scores = None
    return (list(scores) if scores is not None else None), _counters(game_id, view), view


def _counters(game_id: str, view: dict) -> dict[str, int]:
    """The game UI module's ``counters(view)`` (named totals for the log), if it has one."""
    try:
        module = importlib.import_module(f"ui.games.{game_id}")
    except ImportError:
        return {}
    counters = getattr(module, "counters", None)
    return dict(counters(view)) if counters else {}


def describe(record: Record, seat: int, text: str, before, after) -> str:
    """A log line: "Ann placed the drawn tile at 3,5 (+7)"; points others scored by
    the same move are named ("Ann placed … (Bob +3)"), and so are the game's other
    totals that changed ("… (Yellow +4)"). ``before`` and ``after`` come from
    ``_tally``; scores that are not known on both sides are left out."""
    line = t("log.line", name=record.seats[seat].name, what=game_texts.describe(record.game, text))
    (scores_before, counted_before, view_before), (scores_after, counted_after, view_after) = (
        before,
        after,
    )
    for then in game_texts.aftermath(
        record.game, view_before, view_after, [s.name for s in record.seats]
    ):
        line = t("log.then", line=line, then=then)
    gains = []
    if scores_before and scores_after and len(scores_before) == len(scores_after):
        gains = [
            (who, a - b) for who, (b, a) in enumerate(zip(scores_before, scores_after)) if a != b
        ]
    named = [
        (key, value - counted_before[key])
        for key, value in counted_after.items()
        if key in counted_before and value != counted_before[key]
    ]
    if len(gains) == 1 and gains[0][0] == seat and not named:
        return t("log.own_gain", line=line, delta=f"{gains[0][1]:+d}")
    parts = [t("log.gain", name=record.seats[who].name, delta=f"{d:+d}") for who, d in gains] + [
        t("log.gain", name=key, delta=f"{d:+d}") for key, d in named
    ]
    return t("log.gains", line=line, gains=t("list.sep").join(parts)) if parts else line


def load_table(data) -> Table:
    """A table from a record's JSON data (validated, then replayed)."""
    return Table(Record.from_json(data))


def table_from_share(text: str) -> Table:
    return Table(Record.from_share(text))
