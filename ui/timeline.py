"""A record seen move by move: the position after any of its moves, found quickly.

Presenter mode steps, scrubs and jumps through a whole record (Cupcake Empire's run to
about a thousand moves, and Pyodide is several times slower than CPython), so a jump
never replays from the start: positions are kept every ``EVERY`` moves (a clone, taken
as the cursor passes), a step forward is one ``apply``, and any other jump starts from
the nearest kept position before it, at most ``EVERY - 1`` moves away.

The whole record stays in a ``session.Table`` (its events and log lines, and the bots
that play on live when a record ends with a bot to move); the cursor's own state is a
copy. Pure Python: no DOM, tested in CPython. A ``Timeline`` answers what
``ui.table_view``'s builders ask of a table (seats, names, whose turn, the result) for
the position at the cursor.
"""

from __future__ import annotations

from ui.session import Table

EVERY = 32


class Timeline:
    def __init__(self, table: Table, at: int | None = None) -> None:
        self.table = table  # the whole record (and live play beyond it)
        self.game = table.game
        self.record = table.record
        self.unit = table.unit
        end = table.moves
        self._kept = {0: self._start(), end: table.state.clone()}
        self.at = end
        self.state = table.state.clone()
        if at is not None:
            self.go(at)

    def _start(self):
        record = self.record
        return self.game.new_game(
            len(record.seats), record.options, record.seed, record.rules_version
        )

    # -- moving the cursor --------------------------------------------------------------
    @property
    def total(self) -> int:
        return self.table.moves

    def go(self, n: int) -> int:
        """Put the cursor after move ``n`` (clamped to the record); returns where it is."""
        n = max(0, min(int(n), self.total))
        if n == self.at:
            return n
        start = max(k for k in self._kept if k <= n)
        if not start <= self.at < n:  # going back, or a kept position is nearer
            self.state, self.at = self._kept[start].clone(), start
        actions = self.record.actions
        while self.at < n:
            seat, text = actions[self.at]
            self.game.apply(self.state, seat, text)
            self.at += 1
            if self.at % EVERY == 0 and self.at not in self._kept:
                self._kept[self.at] = self.state.clone()
        return n

    def play_on(self) -> bool:
        """Whether a bot is to move at the record's end (the record can grow live)."""
        return self.table.bot_to_move() is not None

    def all_bots(self) -> bool:
        return all(seat.is_bot for seat in self.record.seats)

    # -- the position at the cursor, as table_view reads a table ---------------------------
    @property
    def moves(self) -> int:
        return self.at

    @property
    def seats(self):
        return self.record.seats

    def name(self, seat: int) -> str:
        return self.table.name(seat)

    def names(self) -> list[str]:
        return self.table.names()

    def to_move(self) -> tuple[int, ...]:
        return tuple(self.game.to_move(self.state))

    def human_to_move(self) -> int | None:
        for seat in self.to_move():
            if not self.record.seats[seat].is_bot:
                return seat
        return None

    def is_over(self) -> bool:
        return not self.to_move()

    def result(self):
        return self.game.result(self.state)

    def view(self, seat: int | None) -> dict:
        return self.game.view(self.state, seat)

    def line(self, n: int) -> str:
        """Move ``n`` (1-based) in one sentence: its log line."""
        return self.table.log[n - 1] if 0 < n <= len(self.table.log) else ""
