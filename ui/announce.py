"""What the table's polite live region (``#announce``) says after a repaint.

A screen reader user hears what changed, never the whole board: the log line of each
move made since the last repaint (the bots' too, the last few at most), a refusal,
and each score that changed, in the language chosen. Pure: the page sets the text.
"""

from __future__ import annotations

from ui.i18n import t
from ui.session import score_words

MOST_LINES = 4  # a burst of bot moves is said by its last lines


class Announcer:
    """Remembers what was last said about a table, to say only what is new."""

    def __init__(self) -> None:
        self.moves = -1  # unknown: the first repaint says nothing
        self.scores: list[int] | None = None
        self.error = ""

    def reset(self, table, error: str = "") -> None:
        """Start from the table as it is (a table opened, the language changed)."""
        self.moves = table.moves
        self.scores = table.scores()
        self.error = error

    def news(self, table, error: str = "") -> str:
        """The sentences to announce now ("" if nothing is new)."""
        if self.moves < 0:
            self.reset(table, error)
            return ""
        said: list[str] = []
        if table.moves > self.moves:
            said += table.log[max(self.moves, table.moves - MOST_LINES) : table.moves]
        said += score_changes(table, self.scores)
        if error and error != self.error:
            said.append(error)
        self.reset(table, error)
        return " ".join(said)


def score_changes(table, before: list[int] | None) -> list[str]:
    """ "Ann: 12 points" for each seat whose score changed since ``before``."""
    now = table.scores()
    if now is None or before is None or len(before) != len(now):
        return []
    unit = table.game.score_unit
    return [
        t("announce.score", name=table.name(seat), score=score_words(unit, score))
        for seat, (score, was) in enumerate(zip(now, before))
        if score != was
    ]
