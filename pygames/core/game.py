"""The engine contract every game implements, and the checks all games share.

A game subclasses ``Game`` and fills in the rule hooks (``setup``, ``to_move``,
``legal_actions``, ``check``, ``perform``, ``view``, ``result``, ``parse_action``,
``state_from_json``). ``apply`` is shared: it refuses an action before anything
changes, so an illegal action never leaves a half-changed state behind.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from pygames.core.errors import IllegalAction, SetupError
from pygames.core.messages import Event, Msg
from pygames.core.ranking import Ties
from pygames.core.rng import Rng
from pygames.core.spec import GameSpec


@dataclass
class Result:
    """The end of a game: points per seat, places (1 = won; ties share a place),
    per seat a list of ``(label, points)`` lines that add up to its score (a label is
    a ``Msg``: its ``str()`` is English, as the JSON form writes it), and the ``Ties``
    of ``core.ranking.rank``: which tie-break put apart seats level on score."""

    scores: list[int]
    places: list[int]
    breakdown: list[list[tuple[str, int]]] = field(default_factory=list)
    ties: Ties = field(default_factory=Ties)

    @property
    def winners(self) -> list[int]:
        return [seat for seat, place in enumerate(self.places) if place == 1]

    def to_json(self) -> dict:
        return {
            "scores": list(self.scores),
            "places": list(self.places),
            "winners": self.winners,
            "breakdown": [[[str(label), pts] for label, pts in lines] for lines in self.breakdown],
            # Only when a tie-break decided something, so a result without one reads
            # as it always has.
            **({"ties": [d.to_json() for d in self.ties.decided]} if self.ties.decided else {}),
        }


class Game(ABC):
    """Base of every game's rules object (one instance per game, stateless)."""

    spec: GameSpec
    # Rule ids for the two refusals every game shares (each game names its own).
    turn_rule: str = ""
    over_rule: str = ""
    # What the game's rules call its score, as a family of counted catalog texts
    # (``Count(score_unit, 3)``: "3 points", "3 stars"); None for a game that has a
    # winner but no score to show.
    score_unit: str | None = "core.unit.points"

    # -- shared entry points -------------------------------------------------
    def new_game(
        self,
        players: int,
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        rules_version: int | None = None,
    ):
        """A new game's state; ``rules_version`` (default: the newest) must be one the
        spec still plays, so a record replays by the rules it was played by."""
        self.spec.check_players(players)
        values = self.spec.option_values(options)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise SetupError("core.seed")
        version = self.spec.rules_version if rules_version is None else rules_version
        if version not in self.spec.rules_versions:
            raise SetupError("core.rules_version", game=self.spec.name, version=repr(version))
        return self.setup(players, values, Rng(seed), version)

    def apply(self, state, seat: int, action) -> list[Event]:
        """Carry out ``action`` for ``seat`` and return what happened (``perform``'s
        events); raise IllegalAction and change nothing if the rules refuse it.
        ``action`` may be an action or its text form."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if seat not in self.to_move(state):
            if self.is_over(state):
                raise IllegalAction("core.game_over", self.over_rule)
            raise IllegalAction(self.waiting_message(state, seat), self.turn_rule)
        self.check(state, seat, action)
        return self.perform(state, seat, action) or []

    def is_over(self, state) -> bool:
        return not self.to_move(state)

    def can_undo(self, action_text: str) -> bool:
        """Whether a player may take this action back. A game says no for actions
        that revealed hidden information (a drawn tile, a revealed hand)."""
        return True

    def waiting_message(self, state, seat: int) -> Msg:
        """Why ``seat`` may not act now. Games where everyone decides at once say
        that this seat has already decided."""
        return Msg("core.not_your_turn")

    def reveal_count(self, state) -> int:
        """How many times hidden information has been shown so far (cards dealt,
        hidden choices turned up). Undo never crosses a change in this count: what
        was seen cannot be unseen. Games with nothing hidden keep the default."""
        return 0

    def is_legal(self, state, seat: int, action) -> bool:
        try:
            if isinstance(action, str):
                action = self.parse_action(action)
            if seat not in self.to_move(state):
                return False
            self.check(state, seat, action)
        except (IllegalAction, ValueError):
            return False
        return True

    # -- what each game provides ---------------------------------------------
    @abstractmethod
    def setup(self, players: int, options: dict, rng: Rng, rules_version: int):
        """The state before the first decision. A game with older rules versions
        keeps ``rules_version`` in its state and plays by it; others ignore it."""
        ...

    @abstractmethod
    def to_move(self, state) -> tuple[int, ...]:
        """Seats that must decide now; empty once the game is over."""
        ...

    @abstractmethod
    def legal_actions(self, state, seat: int) -> list: ...

    @abstractmethod
    def check(self, state, seat: int, action) -> None:
        """Raise IllegalAction (naming the rule) if ``action`` is not allowed."""
        ...

    @abstractmethod
    def perform(self, state, seat: int, action) -> list[Event]:
        """Carry out an action already checked; return what happened, as public
        events: the first describes the action, ``Scored`` ones the points it made,
        the rest what it set off. Bots and search may ignore them."""
        ...

    @abstractmethod
    def parse_action(self, text: str):
        """The action of a text form; IllegalAction for text that means nothing."""
        ...

    @abstractmethod
    def view(self, state, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator), as JSON-ready data."""
        ...

    @abstractmethod
    def determinize(self, view: dict, seat: int, rng: Rng):
        """A full state consistent with ``view``, hidden parts drawn at random.
        Bots that search use it; they never see the true state."""
        ...

    @abstractmethod
    def result(self, state) -> Result | None:
        """Scores and places once the game is over, else None."""
        ...

    @abstractmethod
    def state_from_json(self, data: dict): ...


class Assembled(Game):
    """A game put together from its modules of the common set: legality from ``legal``
    (``legal_actions``, ``check``), carrying out from ``turn`` (``perform``), what a
    seat sees from ``views`` (``view(state, seat, to_move)``, ``determinize``), the end
    from ``scoring`` (``result``), and its ``State``. A game's ``rules.py`` names its
    modules as class attributes and writes only its own: set-up, who moves, the text
    grammar, and any hook that differs."""

    legal: ModuleType
    turn: ModuleType
    views: ModuleType
    scoring: ModuleType
    State: type

    def legal_actions(self, state, seat: int) -> list:
        if seat not in self.to_move(state):
            return []
        return self.legal.legal_actions(state, seat)

    def check(self, state, seat: int, action) -> None:
        self.legal.check(state, seat, action)

    def perform(self, state, seat: int, action) -> list[Event]:
        return self.turn.perform(state, seat, action)

    def view(self, state, seat: int | None) -> dict:
        return self.views.view(state, seat, self.to_move(state))

    def determinize(self, view: dict, seat: int, rng: Rng):
        return self.views.determinize(view, seat, rng)

    def result(self, state) -> Result | None:
        return self.scoring.result(state)

    def state_from_json(self, data: dict):
        return self.State.from_json(data)
