"""A tutorial: a short scripted game that teaches the rules one step at a time.

A game's ``tutorial.py`` part holds ``LESSON``: the table (players, seed, options) and
its script in the order played. The learner plays seat 0: each of their moves is a
``Step`` with the action they must play (its text), said in a sentence or two of the
game's catalog; a ``Step`` without an action is a note read before going on (scoring
explained the first time it happens, the end of the game). The other seats' moves are
``Move``s, played by ``ScriptBot`` at the table as bots play. Each step names the rule
ids it teaches; the manifest lists them all (``Manifest.teaches``).

``check`` plays the script through the rules and says which move is refused, if any:
the tests run it for every game, so every taught move is legal in the script's record.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from pygames.core.errors import IllegalAction, SetupError
from pygames.core.manifest import find
from pygames.core.record import Record, Seat, new_record, replay

LEARNER = 0  # the learner's seat: the first


@dataclass(frozen=True)
class Step:
    """What the learner is told: ``say`` (a catalog key of the game, with ``params``),
    the action they must play now (None: a note, read, then "Next"), and the rule ids
    this step teaches."""

    say: str
    action: str | None = None
    rules: tuple[str, ...] = ()
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Move:
    """Another seat's move in the script (played for it, as a bot plays)."""

    seat: int
    action: str


@dataclass(frozen=True)
class Lesson:
    players: int
    seed: int
    script: tuple[Step | Move, ...]
    options: Mapping[str, object] = field(default_factory=dict)

    @property
    def steps(self) -> list[Step]:
        """What the learner reads, in order (each counted "step n of N")."""
        return [entry for entry in self.script if isinstance(entry, Step)]

    @property
    def teaches(self) -> tuple[str, ...]:
        """Every rule id the steps teach, in the order first taught."""
        return tuple(dict.fromkeys(rule for step in self.steps for rule in step.rules))

    @property
    def actions(self) -> list[tuple[int, str]]:
        """The record's actions the script plays: (seat, text), in order."""
        return [
            (entry.seat, entry.action) if isinstance(entry, Move) else (LEARNER, entry.action)
            for entry in self.script
            if isinstance(entry, Move) or entry.action is not None
        ]

    def at(self, moves_done: int, notes_read: int) -> int | None:
        """The index in the script of the entry to do now, after ``moves_done`` of the
        script's moves were played and ``notes_read`` of its notes read; None: the
        script is done."""
        moves = notes = 0
        for index, entry in enumerate(self.script):
            if isinstance(entry, Step) and entry.action is None:
                if notes >= notes_read:
                    return index
                notes += 1
            else:
                if moves >= moves_done:
                    return index
                moves += 1
        return None

    def record(self, game_id: str, names: list[str]) -> Record:
        """A new record for the lesson's table: the learner a person, the others bots
        (``bot:greedy`` in the record; ``ScriptBot`` plays them)."""
        seats = [Seat(names[LEARNER], "human")]
        seats += [Seat(names[n], "bot:greedy") for n in range(1, self.players)]
        return new_record(game_id, seats, dict(self.options), self.seed)


def check(game_id: str, lesson: Lesson) -> Record:
    """The lesson's whole record, played through the rules: SetupError (naming the
    move) if the script plays a move the rules refuse, or a seat not to move."""
    names = [f"Player {n + 1}" for n in range(lesson.players)]
    record = lesson.record(game_id, names)
    game, state = replay(record)
    for n, (seat, text) in enumerate(lesson.actions, 1):
        if seat not in game.to_move(state):
            raise SetupError("core.lesson.not_to_move", n=n, move=repr(text))
        try:
            game.apply(state, seat, text)
        except IllegalAction as exc:
            raise SetupError("core.lesson.refused", n=n, move=repr(text), why=exc.message) from exc
        record.actions.append((seat, text))
    return record


def lesson_of(game_id: str) -> Lesson | None:
    """The game's lesson (its ``tutorial`` part), or None if it has none."""
    part = find(game_id).tutorial()
    return None if part is None else part.LESSON


class ScriptBot:
    """Plays the other seats' moves of a lesson, as the table's bots play: the move
    the script has at the table's move count (``moves_done``)."""

    def __init__(self, lesson: Lesson, moves_done: Callable[[], int]) -> None:
        self.actions = lesson.actions
        self.moves_done = moves_done

    def choose(self, game, view, seat, legal, rng):
        done = self.moves_done()
        if done < len(self.actions) and self.actions[done][0] == seat:
            text = self.actions[done][1]
            for action in legal:
                if str(action) == text:
                    return action
        return legal[0]  # past the script (never reached: the bots wait for its end)
