"""A phase table: which kinds of action each phase of a game accepts, the rule that
says so, and the prompt shown to the seat that must act.

    PHASES = PhaseTable(
        Phase("draft", accepts=(Keep,), rule="MG05", prompt="mygame.prompt.draft"),
        Phase("place", accepts=(Place,), rule="MG09", prompt="mygame.prompt.place"),
    )
    PHASES.check(state.phase, action)   # IllegalAction naming the phase's rule

The refusal says which action the phase is waiting for (``Phase.waiting``: a message
key of the game's catalog; by default ``core.wrong_phase``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.errors import IllegalAction
from pygames.core.messages import Msg


@dataclass(frozen=True)
class Phase:
    name: str
    accepts: tuple[type, ...]
    rule: str = ""
    prompt: str = ""  # message key: what the seat to act should do
    waiting: str = ""  # message key: why another action is refused now

    def refuse(self, action) -> IllegalAction:
        key = self.waiting or "core.wrong_phase"
        return IllegalAction(key, self.rule, action=str(action))


class PhaseTable:
    def __init__(self, *phases: Phase) -> None:
        self.phases = {phase.name: phase for phase in phases}

    def __getitem__(self, name: str) -> Phase:
        return self.phases[name]

    def __contains__(self, name: str) -> bool:
        return name in self.phases

    def accepts(self, name: str, action) -> bool:
        phase = self.phases.get(name)
        return phase is not None and isinstance(action, phase.accepts)

    def check(self, name: str, action) -> None:
        """IllegalAction (the phase's rule) unless the phase accepts this kind of action."""
        phase = self.phases[name]
        if not isinstance(action, phase.accepts):
            raise phase.refuse(action)

    def prompt(self, phase: str, /, **params) -> Msg:
        return Msg(self.phases[phase].prompt, **params)
