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
replay the record. The log is told from the events each action's ``apply`` returned
(``log_line``); they are kept, so a change of language tells it again without a replay.
"""

from __future__ import annotations

from pygames import GAMES
from pygames.core.bots import bot_for, bot_rng
from pygames.core.errors import IllegalAction, RecordError, Refusal
from pygames.core.levels import level_kinds
from pygames.core.messages import Count, Player, Scored
from pygames.core.names import shown_names
from pygames.core.record import Record, Seat, broken_move, new_record
from pygames.core.search import Decided
from ui.i18n import Message, seat_names, t


class UndoRefused(ValueError):
    """Undo is not possible now; the message says why, for the player."""


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
    """One game: ``record`` (what happened), ``state`` (where it stands), ``events``
    (what each action did, as its ``apply`` reported) and ``log`` (one readable line
    per action, told from its events)."""

    def __init__(self, record: Record) -> None:
        """Replay ``record`` completely; RecordError names the first refused move."""
        self.record = record
        self.game = GAMES[record.game].rules()
        self.unit = self.game.score_unit  # the log says gains in it ("+3 stars")
        self._bots = {}
        # The seats played at this device; None: every person's. A game played by link
        # (``record.meta["by_link"]``) is played at each device for one seat only.
        self.here: frozenset[int] | None = None
        self._replay(list(record.actions))

    @classmethod
    def new(
        cls, game_id: str, seats: list[Seat], options: dict | None = None, seed: int = 0
    ) -> Table:
        if game_id not in GAMES:
            raise RecordError("core.no_game", game=repr(str(game_id)[:40]))
        try:
            record = new_record(game_id, seats, options, seed)
            # new_game checks the seed and the options the way every record is checked
            GAMES[game_id].rules().new_game(len(seats), record.options, seed)
        except Refusal as exc:
            raise RecordError(exc.message) from exc
        return cls(record)

    # -- where the game stands ---------------------------------------------------
    @property
    def moves(self) -> int:
        return len(self.record.actions)

    @property
    def seats(self) -> list[Seat]:
        return self.record.seats

    def name(self, seat: int) -> str:
        """The seat's name as shown (a repeated name marked with its seat)."""
        return self.names()[seat]

    def names(self) -> list[str]:
        """The names as shown, in the language of the moment (a default name too:
        ``i18n.seat_names``): no two read the same (``core.names.shown_names``), even in
        a record from before names were checked."""
        levels = level_kinds(GAMES[self.record.game].spec)
        return shown_names(seat_names(self.record.seats, levels))

    def to_move(self) -> tuple[int, ...]:
        return tuple(self.game.to_move(self.state))

    def is_over(self) -> bool:
        return not self.to_move()

    def result(self):
        return self.game.result(self.state)

    def human_to_move(self) -> int | None:
        """The human seat that may act now at this device, or None (a bot's turn, the
        end, or a person playing elsewhere: ``waiting_for``)."""
        seat = self.next_human()
        return seat if seat is not None and self.plays_here(seat) else None

    def next_human(self) -> int | None:
        """The person whose turn it is. When several are to choose at once, at one
        device the first of them; in a game played by link the first after the last
        person who moved, round the table, so the game passes from device to device
        and never has two devices moving on from the same point."""
        humans = [s for s in self.to_move() if not self.record.seats[s].is_bot]
        if not humans:
            return None
        if not self.by_link:
            return humans[0]
        last = self.last_human()
        count = len(self.record.seats)
        return min(humans, key=lambda s: (s - (-1 if last is None else last) - 1) % count)

    def last_human(self) -> int | None:
        """The seat of the latest person's move (None before anyone moved)."""
        for seat, _ in reversed(self.record.actions):
            if not self.record.seats[seat].is_bot:
                return seat
        return None

    @property
    def by_link(self) -> bool:
        return self.record.meta.get("by_link") is True

    def plays_here(self, seat: int) -> bool:
        return self.here is None or seat in self.here

    def waiting_for(self) -> int | None:
        """The person playing at another device whose turn it is (they need a link)."""
        seat = self.next_human()
        return seat if seat is not None and not self.plays_here(seat) else None

    def bot_to_move(self) -> int | None:
        """A bot to move, if this device plays it: in a game played by link the device
        of the person to move next (or of the last person who moved, when only bots
        are to move) plays the bots, so only one device ever extends the game."""
        bots = [s for s in self.to_move() if self.record.seats[s].is_bot]
        if not bots:
            return None
        if self.here is not None:
            owner = self.next_human()
            if owner is None:
                owner = self.last_human()
            if owner is None:
                owner = min(self.humans(), default=None)
            if owner is not None and owner not in self.here:
                return None
        return bots[0]

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.record.seats) if not seat.is_bot]

    def view(self, seat: int | None) -> dict:
        return self.game.view(self.state, seat)

    def legal_actions(self, seat: int) -> list:
        """The actions ``seat`` may take now (objects: ``str()`` gives their text)."""
        return self.game.legal_actions(self.state, seat)

    def legal_texts(self, seat: int) -> list[str]:
        return [str(action) for action in self.game.legal_actions(self.state, seat)]

    def scores(self) -> list[int] | None:
        """The players' scores; None while any is unknown (the shares game hides them
        until the end)."""
        scores = self.view(None).get("scores")
        if not isinstance(scores, list) or any(not isinstance(s, int) for s in scores):
            return None
        return list(scores)

    # -- acting -------------------------------------------------------------------
    def apply(self, seat: int, action) -> str:
        """Play ``action`` (an action object, or its text form) for ``seat``; returns
        the log line. IllegalAction (from the rules, unchanged) if refused, and then
        nothing has changed."""
        if not isinstance(seat, int) or not 0 <= seat < len(self.record.seats):
            raise IllegalAction(Message("error.no_such_player"))
        if isinstance(action, str):
            action = self.game.parse_action(action)
        events = self.game.apply(self.state, seat, action)
        return self._after(seat, action, events)

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
        events = self.game.apply(self.state, turn.seat, action)
        return self._after(turn.seat, action, events)

    def use_bot(self, bot) -> None:
        """Every bot seat played by ``bot`` (a tutorial's ``ScriptBot``)."""
        for seat in self.record.seats:
            if seat.is_bot:
                self._bots[seat.kind] = bot

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

    def _after(self, seat: int, action, events: list) -> str:
        text = str(action)
        self.record.actions.append((seat, text))
        self._reveals.append(self.game.reveal_count(self.state))
        self.events.append(events)
        line = log_line(self.names(), seat, text, events, self.unit)
        self.log.append(line)
        return line

    def _what(self, index: int) -> str:
        """The action at ``index`` in words (its first event), for undo's messages."""
        return what_happened(self.names(), self.record.actions[index][1], self.events[index])

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
        away = self.waiting_for()
        if away is not None:  # the link may already have reached them
            return t("undo.sent", name=self.name(away))
        index = mine[-1]
        can_undo = self.game.can_undo
        reveals = self._reveals  # reveals[i]: the reveal count after i actions
        for later in range(index + 1, len(actions)):
            who, text = actions[later]
            if not self.record.seats[who].is_bot:
                return t("undo.moved_since", name=self.name(who))
            if not can_undo(text) or reveals[later + 1] != reveals[later]:
                return t("undo.since_then", name=self.name(who), what=self._what(later))
        if not can_undo(actions[index][1]) or reveals[index + 1] != reveals[index]:
            return t("undo.revealed", name=self.name(seat), what=self._what(index))
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
        """The log again, in the language now chosen, from the events kept."""
        names = self.names()
        self.log = [
            log_line(names, seat, text, events, self.unit)
            for (seat, text), events in zip(self.record.actions, self.events)
        ]

    def _replay(self, actions: list[tuple[int, str]]) -> None:
        """Rebuild state, events and log from the start; on a refused move,
        RecordError and the table is left as it was."""
        record = self.record
        game = self.game
        state = game.new_game(len(record.seats), record.options, record.seed, record.rules_version)
        events, reveals = [], [game.reveal_count(state)]
        for n, (seat, text) in enumerate(actions, 1):
            try:
                events.append(game.apply(state, seat, text))
            except IllegalAction as exc:
                raise broken_move(n, record.seats[seat].name, repr(text[:30]), exc) from exc
            reveals.append(game.reveal_count(state))
        self.state, self.events, self._reveals = state, events, reveals
        record.actions = list(actions)
        self.retell()

    def count_hint(self, seat: int) -> int:
        """One more hint asked by ``seat`` (the coach); the count is the record's
        metadata (``meta["hints"]``), so saves, undo and links keep it. Returns it."""
        hints = self.record.meta.setdefault("hints", [0] * len(self.record.seats))
        hints[seat] += 1
        return hints[seat]

    # -- records out ----------------------------------------------------------------
    def share_text(self) -> str:
        return self.record.to_share()


def what_happened(names: list[str], text: str, events: list) -> str:
    """An action in words: its first event ("placed the drawn tile at 3,5"), or its
    text when the game reported nothing."""
    if events:
        return events[0].render(None, names)
    return t("log.played", move=repr(text))


def score_words(unit: str | None, n: int, *, signed: bool = False) -> str:
    """A score in the game's unit ("1 point", "+3 stars", "名声2"); a game without a
    unit (``Game.score_unit`` None) shows the number alone."""
    if unit is None:
        return f"{n:+d}" if signed else str(n)
    return Count(unit, n, signed=signed).render()


def log_line(names: list[str], seat: int, text: str, events: list, unit: str | None = None) -> str:
    """A log line from an action's events: "Ann placed the drawn tile at 3,5 (+7
    points)". Consequences follow ("…; lot 2 goes to Ann for 7"); points are summed per
    seat (or named total) in the order they were reported: "(+7 points)" when only the
    mover gained, else each named ("… (Bob +3 points, Yellow +4)"): a seat's gain in
    the game's ``unit``, a named total's (a company's marker) as a number."""
    line = t("log.line", name=names[seat], what=what_happened(names, text, events))
    gains: dict = {}  # who (a Player or a Msg naming a total) -> points
    for event in events[1:]:
        if isinstance(event, Scored):
            who = event.params.get("who")
            gains[who] = gains.get(who, 0) + event.delta
        else:
            line = t("log.then", line=line, then=event.render(None, names))
    gains = {who: delta for who, delta in gains.items() if delta}
    if list(gains) == [Player(seat)]:
        return t(
            "log.own_gain", line=line, delta=score_words(unit, gains[Player(seat)], signed=True)
        )
    parts = [
        t(
            "log.gain",
            name=who.render(None, names),
            delta=score_words(unit, delta, signed=True)
            if isinstance(who, Player)
            else f"{delta:+d}",
        )
        for who, delta in gains.items()
    ]
    return t("log.gains", line=line, gains=t("list.sep").join(parts)) if parts else line


def load_table(data) -> Table:
    """A table from a record's JSON data (validated, then replayed)."""
    return Table(Record.from_json(data))


def table_from_share(text: str) -> Table:
    return Table(Record.from_share(text))
