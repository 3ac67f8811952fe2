"""Errors every game raises. Each carries a ``Msg`` (``.message``): ``str()`` is its
English, and the app shows it in the player's language (``.render(lang)``)."""

from __future__ import annotations

from pygames.core.messages import Msg


class Refusal(ValueError):
    """An error a person reads: a message key with parameters."""

    def __init__(self, key: str | Msg, **params) -> None:
        self.message = key if isinstance(key, Msg) else Msg(key, **params)
        super().__init__(str(self))

    def render(self, lang: str | None = None) -> str:
        return self.message.render(lang)

    def __str__(self) -> str:
        return self.render("en")

    @property
    def plain(self) -> str:
        return self.message.render("en")


class IllegalAction(Refusal):
    """An action the rules refuse. The state is left unchanged.

    ``rule`` is the rule id (``"CC09"``) the refusal rests on, or ``""``; it is shown
    after the message ("… (CC09)"): it names the rule in the help."""

    def __init__(self, key: str | Msg, rule: str = "", **params) -> None:
        self.rule = rule
        super().__init__(key, **params)

    def render(self, lang: str | None = None) -> str:
        text = self.message.render(lang)
        return f"{text} ({self.rule})" if self.rule else text


class RecordError(Refusal):
    """A record (save, share link, file) that cannot be used, and why."""


class SetupError(Refusal):
    """A table that cannot be set up: players, options, seed or seat kinds."""
