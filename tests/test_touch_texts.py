"""On a touch screen the texts say "tap" where they say "click": every text of every
catalog that says click (クリック, 點擊) has a ``<key>.touch`` form in all three
languages that says tap (タップ, 輕觸) instead, and it is the one shown once the app has
said the screen is touched (``set_touch``); so has every text that names keys to press,
without them."""

from __future__ import annotations

import importlib

import pytest

from pygames import GAMES
from pygames.core import messages
from pygames.core.messages import Msg, set_touch
from ui import i18n

CLICK = {"en": "click", "zh_tw": "點擊", "ja": "クリック"}
TAP = {"en": "tap", "zh_tw": "輕觸", "ja": "タップ"}


def catalogs():
    """(module name, language, TEXTS) of every catalog, the games' screen ones too."""
    packages = ["ui.lang", "pygames.core.lang"] + [f"{m.package}.lang" for m in GAMES.values()]
    for package in packages:
        for stem in ("", "screen_"):
            for lang in CLICK:
                try:
                    module = importlib.import_module(f"{package}.{stem}{lang}")
                except ImportError:
                    continue
                yield module.__name__, lang, module.TEXTS


def test_every_text_that_says_click_has_a_form_that_says_tap():
    clicks = 0
    for where, lang, texts in catalogs():
        for key, text in texts.items():
            if key.endswith(".touch") or CLICK[lang] not in text.lower():
                continue
            clicks += 1
            touch = texts.get(key + ".touch")
            assert touch, f"{where}: {key} has no .touch form"
            assert TAP[lang] in touch.lower() and CLICK[lang] not in touch.lower(), (where, key)
    assert clicks >= 27, "the texts that say click are found (9 keys in 3 languages)"


# What a touch screen has no use for: keys to press.
KEYBOARD = {
    "en": ("keys ", "(key ", "(R)", "Shift", "Enter"),
    "zh_tw": ("按鍵", "（R）", "Shift", "Enter"),
    "ja": ("キー", "（R）", "Shift", "Enter"),
}


def test_a_text_that_names_keys_has_a_touch_form_without_them():
    """A count of keys ("keys 1–3", ``<game>.count.keys``) is said only as the ``{keys}``
    of a hint: that hint's touch form leaves it out."""
    keyed = 0
    for where, lang, texts in catalogs():
        for key, text in texts.items():
            if key.endswith(".touch") or not any(k in text for k in KEYBOARD[lang]):
                continue
            if ".count.keys." in key:
                said_in = [
                    k for k, t in texts.items() if "{keys}" in t and not k.endswith(".touch")
                ]
                assert said_in, f"{where}: {key} is said in no hint"
                for hint in said_in:
                    assert "{keys}" not in texts.get(hint + ".touch", "{keys}"), (where, hint)
                continue
            keyed += 1
            touch = texts.get(key + ".touch")
            assert touch, f"{where}: {key} has no .touch form"
            assert not any(k in touch for k in KEYBOARD[lang]), (where, key)
    assert keyed >= 18, "the texts that name keys are found (6 keys in 3 languages)"


@pytest.fixture
def touched():
    set_touch(True)
    yield
    set_touch(False)
    i18n.set_language("en")


def games_touch_keys() -> list[tuple[Msg, bool]]:
    """Every game's message with a ``.touch`` form (placeholders filled with a name), and
    whether its English form says click (else it names keys to press)."""
    found = []
    for manifest in GAMES.values():
        texts = manifest.catalog("en")
        for key, text in texts.items():
            if key + ".touch" in texts:
                params = {name: "Ann" for name in messages.placeholders(text)}
                found.append((Msg(key, **params), CLICK["en"] in text.lower()))
    return found


@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja"])
def test_a_touched_screen_says_tap(touched, lang):
    """Every game's text with a touch form is said in that form once the screen is
    touched (a click becomes a tap); the click comes back when it is not."""
    i18n.set_language(lang)
    word = TAP[messages.MODULE_OF_LANGUAGE[lang]]
    click = CLICK[messages.MODULE_OF_LANGUAGE[lang]]
    found = [msg for msg, _ in games_touch_keys()]
    clicked = [msg for msg, says_click in games_touch_keys() if says_click]
    assert clicked and len(found) > len(clicked)  # texts that say click, and that name keys
    for msg in found:
        assert msg.render() == Msg(msg.key + ".touch", **msg.params).render(), msg.key
    for msg in clicked:
        assert word in msg.render().lower(), msg.key
    set_touch(False)
    for msg in clicked:
        assert click in msg.render().lower(), msg.key


def test_the_app_catalog_follows_the_touch_screen_too(touched, monkeypatch):
    monkeypatch.setitem(i18n.CATALOGS["en"], "home.tagline.touch", "Tap to play")
    assert i18n.t("home.tagline") == "Tap to play"
    set_touch(False)
    assert i18n.t("home.tagline") != "Tap to play"


def test_small_board_places_are_offered_as_buttons_once_each_and_escaped():
    """On a touch screen, board places under 44 px come back as buttons (issue 14 part 5)."""
    from ui.table_view import board_moves

    html = board_moves(
        [("activate 1 0", "Column 1, <b>die</b>"), ("activate 1 0", "again"), ("done", "")]
    )
    assert html.count("<button") == 2 and 'data-action="activate 1 0"' in html
    assert "&lt;b&gt;die&lt;/b&gt;" in html and "<b>" not in html
    assert ">done</button>" in html and "(2)" in html
    assert board_moves([]) == ""
