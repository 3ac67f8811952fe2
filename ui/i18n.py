"""The app's languages: English, 繁體中文 (zh-TW) and 日本語 (ja).

``t(key, **params)`` is a catalog text in the current language with its ``{name}``
placeholders filled in (the values are plain text: the HTML builders escape them).
The catalogs are ``ui/lang/en.py``, ``zh_tw.py`` and ``ja.py``; every key is in all
three with the same placeholders (tests/test_catalogs.py checks).

The language is chosen by the switch on every page and kept in storage under
``pygames.v1.lang``; without a choice it follows the browser (``from_browser``). The
app shell sets it with ``set_language``; everything here is pure Python.

Messages of the engines (``pygames``) are keys with parameters (``Msg``), their texts
in the engines' own catalogs (``pygames/<namespace>/lang/``); ``set_language`` sets
their language too, so a refusal or an event renders in the language chosen. Errors of
the app's own modules carry a key of this catalog (``Message``). Both are put into
words only when shown (``explain``), so a page drawn again after a language change
says them in the new language. Nothing here reads English text.
"""

from __future__ import annotations

import functools

from pygames.core.errors import Refusal
from pygames.core.messages import Msg, Player, plural_form, set_current_language, touch
from ui.lang import en, ja, zh_tw

LANGUAGES = ("en", "zh-TW", "ja")
LANGUAGE_NAMES = {"en": "English", "zh-TW": "繁體中文", "ja": "日本語"}
DEFAULT = "en"
STORAGE_KEY = "pygames.v1.lang"
CATALOGS = {"en": en.TEXTS, "zh-TW": zh_tw.TEXTS, "ja": ja.TEXTS}

_current = DEFAULT


def current() -> str:
    return _current


def set_language(lang: str) -> str:
    """Use ``lang`` from now on (anything unknown means English); returns the code."""
    global _current
    _current = normalize(lang) or DEFAULT
    set_current_language(_current)  # the engines' messages follow the app's choice
    return _current


def normalize(tag) -> str | None:
    """One of LANGUAGES for a language tag ("zh-Hant-HK" -> "zh-TW"), else None."""
    if not isinstance(tag, str):
        return None
    parts = tag.strip().replace("_", "-").lower().split("-")
    if parts[0] == "en":
        return "en"
    if parts[0] == "ja":
        return "ja"
    if parts[0] == "zh" and any(p in ("tw", "hant", "hk", "mo") for p in parts[1:]):
        return "zh-TW"
    return None


def from_browser(stored, preferred) -> str:
    """The language to start in: the stored choice, else the first of the browser's
    preferred languages we have (Simplified Chinese is not offered: English then)."""
    chosen = normalize(stored)
    if chosen:
        return chosen
    for tag in preferred or ():
        if normalize(tag):
            return normalize(tag)
        if isinstance(tag, str) and tag.lower().startswith("zh"):
            break  # zh-CN readers are better served by English than by Traditional
    return DEFAULT


# -- catalog texts -------------------------------------------------------------------


def t(key: str, lang: str | None = None, **params) -> str:
    """The text for ``key`` in ``lang`` (the current language by default)."""
    catalog = CATALOGS.get(lang or _current, en.TEXTS)
    text = (touch() and catalog.get(key + ".touch")) or catalog.get(key)
    if text is None:
        text = en.TEXTS.get(key, key)  # a missing key shows its English, never a crash
    if not params:
        return text
    return text.format_map({name: _word(value, lang) for name, value in params.items()})


def tn(key: str, count: int, lang: str | None = None, **params) -> str:
    """A text that depends on a number: ``key.one`` or ``key.other``, the form the
    count takes (``plural_form``, as the engines' ``Count`` chooses)."""
    return t(f"{key}.{plural_form(count)}", lang, count=count, **params)


def has(key: str) -> bool:
    return key in en.TEXTS


class Message(Msg):
    """A text of the app's catalog, put into words when shown: ``str()`` says it in
    the language of that moment (so a page drawn again after a language change says
    it in the new language). A ``Msg`` of the engines may be one of its values."""

    __slots__ = ()

    def render(self, lang: str | None = None, names=None) -> str:
        return t(self.key, lang, **{name: _word(v, lang) for name, v in self.params.items()})

    def __str__(self) -> str:
        return self.render()


class Shown:
    """A refusal or message that says itself (``str()``) in the language of the moment."""

    __slots__ = ("message",)

    def __init__(self, message) -> None:
        self.message = message

    def render(self, lang: str | None = None, names=None) -> str:
        return self.message.render(lang)

    def __str__(self) -> str:
        return self.render()


def explain(exc: BaseException):
    """What to show for an exception: a refusal (or an error carrying a message) in
    the language of the moment it is shown; any other error as it says itself."""
    if isinstance(exc, Refusal):
        return Shown(exc)
    message = getattr(exc, "message", None)
    return Shown(message) if isinstance(message, Msg) else str(exc)


def _word(value, lang: str | None) -> str:
    """A value of a text in words: messages (and refusals) said in ``lang``."""
    return value.render(lang) if isinstance(value, (Msg, Player, Refusal, Shown)) else str(value)


# -- names -----------------------------------------------------------------------------


def game_name(spec, lang: str | None = None) -> str:
    names = spec.names or {}
    return names.get(lang or _current) or names.get("en") or spec.id


def option_name(option, lang: str | None = None) -> str:
    names = option.names or {}
    return names.get(lang or _current) or names.get("en") or option.key


def option_choice(game_id: str, option, value, text: str) -> str:
    """A choice of a table option as a form shows it: the game's own name for it in
    this language (``Option.choice_names``, its manifest's), else in English, else as
    links write it."""
    names = (getattr(option, "choice_names", None) or {}).get(value) or {}
    return names.get(_current) or names.get("en") or text


def colour(name: str) -> str:
    key = f"colour.{name}"
    return t(key) if has(key) else name


def seat_kind(kind: str) -> str:
    key = f"kind.{kind}"
    return t(key) if has(key) else kind


def default_name(n: int, kind: str, levels: dict[str, str], lang: str | None = None) -> str:
    """The name of seat ``n`` (from 1) when none is typed: "Player 2"; a bot by the level
    its kind is shown as ("Casual bot 2" whether a link says ``bot:casual`` or
    ``bot:greedy``; ``levels``: the game's ``core.levels.level_kinds``), else by its kind."""
    if kind == "human":
        return t("setup.default_name", lang, n=n)
    level = next((level for level, of in levels.items() if of == kind), None)
    if level is not None:
        return t(f"name.level.{level}", lang, n=n)
    return t(f"name.bot.{kind[4:]}", lang, n=n) if has(f"name.bot.{kind[4:]}") else kind


def seat_names(seats, levels: dict[str, str]) -> list[str]:
    """The seats' names, a default one said in the language of the moment: a name
    nobody typed is kept in the record as it was said then, in any language or by an
    earlier edition ("Greedy bot 2", a bot's "Player 2"), and reads as this page's
    default for that seat ("Casual bot 2", "カジュアルボット2"). A typed name stays."""
    names = []
    for n, seat in enumerate(seats, 1):
        said = _said_defaults(n, seat.kind != "human")
        names.append(default_name(n, seat.kind, levels) if seat.name in said else seat.name)
    return names


@functools.cache
def _said_defaults(n: int, bot: bool) -> frozenset[str]:
    """Every default name seat ``n`` may have been given, in every language: a person's
    ("Player 2"), and for a bot any bot's too ("Casual bot 2", "Greedy bot 2")."""
    keys = ["setup.default_name"]
    if bot:
        keys += [key for key in en.TEXTS if key.startswith("name.")]
    return frozenset(t(key, lang, n=n) for key in keys for lang in LANGUAGES)


def ordinal(place: int) -> str:
    """A finishing place: "1st", "第1名", "1位"."""
    key = f"place.{place}"
    return t(key) if has(key) else t("place.n", n=place)


def join_names(names: list[str]) -> str:
    """Names as one list: "Ann, Bob and Cy" / "Ann、Bob和Cy" / "Ann、Bob、Cy"."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return t("list.last", first=t("list.sep").join(names[:-1]), last=names[-1])
