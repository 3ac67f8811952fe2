"""Errors every game raises, with messages a player can read."""


class IllegalAction(ValueError):
    """An action the rules refuse. The state is left unchanged.

    ``rule`` is the rule id (``"CC09"``) the refusal rests on, or ``""``.
    """

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule
        self.plain = message


class RecordError(ValueError):
    """A record (save, share link, file) that cannot be used, and why."""
