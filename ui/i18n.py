"""The app's languages: English, 繁體中文 (zh-TW) and 日本語 (ja).

``t(key, **params)`` is a catalog text in the current language with its ``{name}``
placeholders filled in (the values are plain text: the HTML builders escape them).
The catalogs are ``ui/lang/en.py``, ``zh_tw.py`` and ``ja.py``; every key is in all
three with the same placeholders (tests/test_i18n.py checks).

The language is chosen by the switch on every page and kept in storage under
``pygames.v1.lang``; without a choice it follows the browser (``from_browser``). The
app shell sets it with ``set_language``; everything here is pure Python.

Messages from the engine (``pygames``) are written in English for players of every
interface; ``engine_message`` turns the ones it knows into the current language and
leaves any other as it is: the shared ones from the catalogs, each game's own from
``ENGINE`` in its ``ui/lang/<game>.py`` (see "engine messages" below). Errors of
the app's own modules carry a catalog key (``Message``) and are put into words only
when shown, so a page drawn again after a language change says them in the new
language.
"""

from __future__ import annotations

import importlib
import re
import string
import sys
from collections.abc import Mapping

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
    text = catalog.get(key)
    if text is None:
        text = en.TEXTS.get(key, key)  # a missing key shows its English, never a crash
    if not params:
        return text
    return text.format_map({name: str(value) for name, value in params.items()})


def tn(key: str, count: int, lang: str | None = None, **params) -> str:
    """A text that depends on a number: ``key.one`` for 1, ``key.other`` otherwise."""
    form = "one" if count == 1 else "other"
    return t(f"{key}.{form}", lang, count=count, **params)


def has(key: str) -> bool:
    return key in en.TEXTS


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class Message:
    """A catalog text put into words when shown (str()), in the language of that moment."""

    def __init__(self, key: str, **params) -> None:
        self.key, self.params = key, params

    def __str__(self) -> str:
        return t(self.key, **self.params)


class EngineText:
    """An engine message (English), translated when shown."""

    def __init__(self, text) -> None:
        self.text = str(text)

    def __str__(self) -> str:
        return engine_message(self.text)


def explain(exc: BaseException):
    """What to show for an exception: itself if it is one of the app's (it speaks the
    catalog), else its English message, translated when shown."""
    return (
        exc
        if isinstance(getattr(exc, "message", None), (Message, EngineText))
        else EngineText(str(exc))
    )


class Localized(Mapping):
    """A module's own table of texts (``TEXT[key]``) that answers in the language of
    the moment: ``english`` is the table as the module wrote it, ``others`` the same
    keys by language (``{"zh-TW": {...}, "ja": {...}}``). A key a language lacks falls
    back to English."""

    def __init__(self, english: dict, others: dict | None = None) -> None:
        self.by_language = {"en": english, **(others or {})}

    def __getitem__(self, key):
        texts = self.by_language.get(_current) or self.by_language["en"]
        return texts[key] if key in texts else self.by_language["en"][key]

    def __iter__(self):
        return iter(self.by_language["en"])

    def __len__(self) -> int:
        return len(self.by_language["en"])


def localize_module(module, others: dict | None) -> None:
    """Make ``module.TEXT`` (a plain dict of English texts, as in a game's drawing code,
    which knows nothing of the app) answer in the language of the moment."""
    if others and not isinstance(getattr(module, "TEXT", None), Localized):
        module.TEXT = Localized(module.TEXT, others)


# -- names -----------------------------------------------------------------------------


def game_name(spec, lang: str | None = None) -> str:
    names = spec.names or {}
    return names.get(lang or _current) or names.get("en") or spec.id


def option_name(option, lang: str | None = None) -> str:
    names = option.names or {}
    return names.get(lang or _current) or names.get("en") or option.key


def option_choice(game_id: str, option, value, text: str) -> str:
    """A choice of a table option as a form shows it: the game's own name for it in
    this language (``Option.choice_names``), else the catalog's, else as links write it."""
    names = (getattr(option, "choice_names", None) or {}).get(value) or {}
    if names.get(_current):
        return names[_current]
    key = f"option.{game_id}.{option.key}.{text}"
    return t(key) if has(key) else names.get("en") or text


def colour(name: str) -> str:
    key = f"colour.{name}"
    return t(key) if has(key) else name


def seat_kind(kind: str) -> str:
    key = f"kind.{kind}"
    return t(key) if has(key) else kind


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


# -- engine messages -------------------------------------------------------------------
#
# The engines write their messages in English. The shared ones (records, links, options,
# turns) are matched here and put into words from the catalogs ("engine.*" keys); each
# game's own (refusals of its moves, the lines of its final score) are in that game's
# ``ui/lang/<game>.py``: ``ENGINE`` lists (regex, {"zh-TW": template, "ja": template}),
# the regex's named groups filling the template's fields, and ``ENGINE_WORDS`` may map a
# group's name to ``function(value, lang) -> str`` that says a known word (a colour, a
# recipe) in that language. A game's patterns are consulted once its code or its texts
# are loaded: a message of a game nobody opened cannot be shown.


def _patterns():
    """(regex, catalog key) for the messages every game shares, from the most
    specific to the most general."""
    return [
        (r"The game is over; no more moves can be made\.", "engine.game_over"),
        (r"It is not your turn\.", "engine.not_your_turn"),
        (r"A seed is a whole number from 0 to 2\^63 - 1\.", "engine.seed"),
        (r"This is not a saved game: its text is not valid JSON\.", "engine.not_json"),
        (r"This is not a saved game: it holds no record\.", "engine.no_record"),
        (r"This record was written in a format this version cannot read\.", "engine.format"),
        (r"There is no game called (?P<game>.{1,50}) here\.", "engine.no_game"),
        (
            r"This (?P<game>.+?) record uses rules version (?P<version>.{1,50}); this edition plays "
            r"version (?P<ours>\d+)\.",
            "engine.rules_version",
        ),
        (r"The record's seed is not a whole number from 0 to 2\^63 - 1\.", "engine.record_seed"),
        (r"The record lists no players\.", "engine.no_players"),
        (r"The record's options are not a list of settings\.", "engine.options"),
        (r"The record's list of moves is missing or far too long\.", "engine.moves_list"),
        (r"Move (?P<n>\d+) of the record is not a move\.", "engine.bad_move"),
        (r"This link does not hold a game\.", "engine.link_no_game"),
        (r"This link is too long to be a game\.", "engine.link_too_long"),
        (
            r"This link is damaged or cut short: the game in it cannot be read\.",
            "engine.link_damaged",
        ),
        (r"Player (?P<n>\d+) of the record has no name\.", "engine.seat_no_name"),
        (r"Player (?P<n>\d+) is of an unknown kind (?P<kind>.{1,50})\.", "engine.seat_kind"),
        (
            r"Move (?P<n>\d+) \((?P<name>.*?): (?P<move>'.*?'|\".*?\")\) breaks the rules: (?P<why>.*)",
            "engine.move_breaks_rules",
        ),
        (
            r"Option (?P<option>'[^']*') cannot be (?P<value>.+?); choose one of (?P<choices>.+)\.",
            "engine.option_value",
        ),
        (r"(?P<game>.+?) has no option (?P<option>'[^']*')\.", "engine.no_option"),
        (
            r"(?P<game>.+?) is for (?P<low>\d+)–(?P<high>\d+) players, not (?P<n>-?\d+)\.",
            "engine.players",
        ),
        (r"(?P<game>.+?) has no bot called (?P<bot>.+)\.", "engine.no_bot"),
        (
            r"(?P<game>.+?) could not be loaded \(the server answered (?P<status>\d+)\)\.",
            "engine.load_status",
        ),
        (
            r"(?P<game>.+?) could not be loaded: its package is missing from the download\.",
            "engine.load_missing",
        ),
        (r"(?P<game>.+?) could not be loaded: (?P<why>.*)", "engine.load_failed"),
    ]


def _compile(pattern: str):
    return re.compile(pattern + r"\Z", re.S)


_COMPILED = [(_compile(pattern), key) for pattern, key in _patterns()]


def _game_name_word(value: str, lang: str) -> str:
    from pygames import GAMES  # the engine names games in English

    spec = next((spec for spec in GAMES.values() if spec.names.get("en") == value), None)
    return game_name(spec, lang) if spec else value


# How a group of a message becomes words when neither the catalog nor the game says
# otherwise: a nested message ("why") is itself an engine message.
SHARED_WORDS = {
    "why": lambda value, lang: engine_message(value),
    "game": _game_name_word,
    "colour": lambda value, lang: colour(value.lower()),
    "company": lambda value, lang: colour(value.lower()),
}

_game_tables: dict[str, tuple] = {}  # game id -> (its ENGINE list, compiled patterns, words)


def _game_lang_module(game_id: str):
    """``ui.lang.<game_id>`` if that game's texts or code are loaded, else None."""
    name = f"ui.lang.{game_id}"
    module = sys.modules.get(name)
    if module is None and f"pygames.{game_id}" in sys.modules:
        try:
            module = importlib.import_module(name)
        except ImportError:  # a game without texts of its own yet
            return None
    return module


def game_patterns():
    """(game id, compiled regex, templates by language, words) for the messages of
    every game loaded so far, in the registry's order."""
    from pygames import GAMES

    found = []
    for game_id in GAMES:
        module = _game_lang_module(game_id)
        engine = getattr(module, "ENGINE", None)
        if not engine:
            continue
        table = _game_tables.get(game_id)
        if table is None or table[0] is not engine:
            words = {**SHARED_WORDS, **getattr(module, "ENGINE_WORDS", {})}
            table = (
                engine,
                [(_compile(pattern), templates) for pattern, templates in engine],
                words,
            )
            _game_tables[game_id] = table
        found += [(game_id, pattern, templates, table[2]) for pattern, templates in table[1]]
    return found


def _fields(match, words: dict, lang: str) -> dict:
    """The groups of a match in ``lang``: known words put into words, others as written."""
    return {
        name: (words[name](value, lang) if name in words else value)
        for name, value in match.groupdict().items()
    }


_RULE_ID = re.compile(r"(?P<text>.*) \((?P<rule>[A-Z]{2}\d{2})\)\Z", re.S)


def engine_message(text: str) -> str:
    """An engine message in the current language (unknown ones stay as they are). A
    refusal's rule id ("… (CC09)") stays at its end: it names the rule in the help."""
    text = str(text)
    lang = _current
    if lang == "en":
        return text
    ruled = _RULE_ID.match(text)
    if ruled:
        return f"{engine_message(ruled.group('text'))} ({ruled.group('rule')})"
    for pattern, key in _COMPILED:
        match = pattern.match(text)
        if match:
            return t(key, **_fields(match, SHARED_WORDS, lang))
    for _, pattern, templates, words in game_patterns():
        match = pattern.match(text)
        if match:
            template = templates.get(lang)
            return template.format_map(_fields(match, words, lang)) if template else text
    return text
