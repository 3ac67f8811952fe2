"""Messages: a key and its parameters, put into words only when shown.

Everything an engine says to a player (a refusal, a score line, a log event) is a
``Msg``: ``Msg("mygame.not_adjacent", rule="MG05", square="3,5")``. ``str()`` gives
English, so the CLI, the tests and error output stay readable; ``render(lang, names)``
gives any language. Texts live in catalogs, one per namespace and language: the key's
first part names the namespace: ``pygames/core/lang/<language>.py`` holds ``core``'s
``TEXTS`` (what every game shares), a game's manifest registers its own
(``register_catalog_source``), and the app shell registers its catalogs
(``register_catalogs``). Nothing here matches English text: a message is never parsed.

Parameter values: a ``Msg`` is rendered in the same language; ``Player(seat)`` is the
seat's name; anything else is formatted as it is (so ``{delta:+d}`` works).

A text that depends on a number is a ``Count``: its key names a family of catalog
keys, one per plural form (``key.one``, ``key.other``), and the count picks the form
(``plural_form``). Every language writes every form: 繁體中文 and 日本語 put the same
counter or measure word under both ("{n}分", "スター{n}個"), so no English plural
logic decides their words. A game's score is such a family (``Game.unit``).
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Callable

LANGUAGES = ("en", "zh-TW", "ja")
MODULE_OF_LANGUAGE = {"en": "en", "zh-TW": "zh_tw", "ja": "ja"}

_current = "en"
_touch = False  # the screen is touched, not clicked: texts with a ``.touch`` form use it
_catalogs: dict[tuple[str, str], dict] = {}
_registered: dict[str, dict[str, dict]] = {}
_sources: dict[str, Callable[[str], dict]] = {}


def current_language() -> str:
    return _current


def set_current_language(lang: str) -> str:
    global _current
    _current = lang if lang in LANGUAGES else "en"
    return _current


def set_touch(on: bool) -> None:
    """Whether the screen is touched rather than clicked (the app asks the browser
    once, at start): a key whose catalogs also hold ``<key>.touch`` ("tap" where the
    key says "click") is said in that form then."""
    global _touch
    _touch = bool(on)


def touch() -> bool:
    return _touch


def register_catalogs(namespace: str, by_language: dict[str, dict]) -> None:
    """Catalogs of a namespace that is not a package under ``pygames`` (the app's)."""
    _registered[namespace] = by_language
    for lang in LANGUAGES:
        _catalogs.pop((namespace, lang), None)


def register_catalog_source(namespace: str, load) -> None:
    """Catalogs of a game: ``load(lang)`` gives its TEXTS in a language, imported on
    first use (a game's manifest is registered with its catalogs' source)."""
    _sources[namespace] = load
    for lang in LANGUAGES:
        _catalogs.pop((namespace, lang), None)


def catalog(namespace: str, lang: str) -> dict:
    """The ``TEXTS`` of a namespace in a language ({} when there is none)."""
    found = _catalogs.get((namespace, lang))
    if found is None:
        if namespace in _registered:
            found = _registered[namespace].get(lang) or {}
        elif namespace == "core":
            module = f"pygames.core.lang.{MODULE_OF_LANGUAGE.get(lang, 'en')}"
            found = importlib.import_module(module).TEXTS
        elif namespace in _sources:
            found = _sources[namespace](lang)
        else:
            found = {}
        _catalogs[(namespace, lang)] = found
    return found


def namespace_of(key: str) -> str:
    return key.split(".", 1)[0]


def template(key: str, lang: str = "en") -> str | None:
    """The text of ``key`` in ``lang``, falling back to English; None if unknown."""
    namespace = namespace_of(key)
    text = catalog(namespace, lang).get(key)
    if text is None and lang != "en":
        text = catalog(namespace, "en").get(key)
    return text


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class Player:
    """A seat named in a message: shown as the seat's name."""

    __slots__ = ("seat",)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def render(self, lang: str = "en", names=None) -> str:
        if names and 0 <= self.seat < len(names):
            return str(names[self.seat])
        return f"Player {self.seat + 1}"

    def __eq__(self, other) -> bool:
        return isinstance(other, Player) and other.seat == self.seat

    def __hash__(self) -> int:
        return hash(("Player", self.seat))

    def __repr__(self) -> str:
        return f"Player({self.seat})"


class Msg:
    """A catalog key and its parameters (see the module's docstring)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params) -> None:
        self.key = key
        self.params = params

    def render(self, lang: str | None = None, names=None) -> str:
        lang = lang or _current
        text = (_touch and template(self.key + ".touch", lang)) or template(self.key, lang)
        if text is None:
            return self.key  # a missing key shows itself; the catalog test forbids it
        if not self.params:
            return text
        values = {name: _word(value, lang, names) for name, value in self.params.items()}
        return text.format_map(values)

    def __str__(self) -> str:
        return self.render("en")

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and other.key == self.key and other.params == self.params

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params))))

    def __repr__(self) -> str:
        params = "".join(f", {name}={value!r}" for name, value in self.params.items())
        return f"{type(self).__name__}({self.key!r}{params})"


PLURAL_FORMS = ("one", "other")


def plural_form(count: int) -> str:
    """The form of a counted text: "one" for 1 (and -1), "other" for any other count."""
    return "one" if abs(count) == 1 else "other"


class Count(Msg):
    """A counted text: ``Count("mygame.unit", 3)`` is ``mygame.unit.other``
    with ``{n}`` = 3 ("3 stars"). ``signed`` writes the number with its sign ("+3
    stars"), for gains."""

    __slots__ = ("signed",)

    def __init__(self, key: str, n: int, *, signed: bool = False, **params) -> None:
        super().__init__(key, n=n, **params)
        self.signed = signed

    @property
    def count(self) -> int:
        return self.params["n"]

    def render(self, lang: str | None = None, names=None) -> str:
        lang = lang or _current
        key = f"{self.key}.{plural_form(self.count)}"
        text = template(key, lang)
        if text is None:
            return key  # a missing form shows itself; the catalog test forbids it
        values = {name: _word(value, lang, names) for name, value in self.params.items()}
        if self.signed:
            values["n"] = f"{self.count:+d}"
        return text.format_map(values)


class Fact(Msg):
    """A line of a score's breakdown that states a figure and adds nothing (a
    tie-break, the cash at the end): the result shows no points beside it. It says
    itself exactly as a ``Msg`` of the same key would."""

    __slots__ = ()


def _word(value, lang: str, names):
    if isinstance(value, (Msg, Player)):
        return value.render(lang, names)
    return value


def render(value, lang: str | None = None, names=None) -> str:
    """Any message-like value in words: a Msg or Player rendered, else ``str()``."""
    if isinstance(value, (Msg, Player)):
        return value.render(lang, names)
    return str(value)


class Event(Msg):
    """Something that happened, reported by ``Game.perform``: public to every seat.

    The first event of an action describes the action itself ("placed the drawn tile
    at 3,5"); ``Scored`` events name points a seat gained; any other is a consequence
    ("lot 2 goes to Ann for 7"). The table's log is made of them."""

    __slots__ = ()


class Scored(Event):
    """``seat`` gained ``delta`` points (or ``what``'s total changed by ``delta``:
    a company's marker, named by ``what``)."""

    __slots__ = ()

    def __init__(self, seat: int | None, delta: int, what: Msg | None = None) -> None:
        params = {"delta": delta}
        if seat is not None:
            params["who"] = Player(seat)
        if what is not None:
            params["who"] = what
        super().__init__("core.scored", **params)

    @property
    def seat(self) -> int | None:
        who = self.params.get("who")
        return who.seat if isinstance(who, Player) else None

    @property
    def delta(self) -> int:
        return self.params["delta"]
