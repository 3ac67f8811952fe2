"""The rules help's pictures (``[picture: NAME] Caption.`` lines, ui/rules_help.py): the
game's own pieces drawn by its own drawing code (``drawing/pictures.py``).

Every section of every game's help has at least one picture, in every language, the
same pictures in the same order; each one the text names is drawn (an SVG with a
viewBox, labelled by its caption for screen readers); a caption stays text. Every
drawing is small and still (nothing to click or focus), well-formed (every word
escaped), holds the symbols it uses under ids no other picture of its game has (a page
shows them all), and is shown by the help; an unknown name draws nothing. What each
picture shows is its game's test (tests/<game>/test_<game>_pictures.py)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from pygames import GAMES
from pygames.core.messages import current_language, set_current_language
from ui import i18n, rules_help

LANGS = ("en", "zh-TW", "ja")
GAME_IDS = list(GAMES)


def sections(text: str) -> list[tuple[str, list[str]]]:
    """(heading, picture names) of each ``##`` section, and of the text before any."""
    found = [("", [])]
    for block in rules_help.parse(text):
        if block.kind == "h2":
            found.append((block.items[0], []))
        elif block.kind == "picture":
            found[-1][1].append(block.items[0])
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_section_has_a_picture_the_game_draws(game_id, lang):
    text = rules_help.help_text(game_id, lang)
    pictures = GAMES[game_id].pictures()
    assert pictures is not None, f"{game_id} has no drawing/pictures.py"
    parts = sections(text)
    bare = [heading for heading, names in parts[1:] if not names]
    assert bare == [], f"{game_id} {lang}: sections without a picture"
    previous = i18n.current()
    i18n.set_language(lang)
    try:
        html = rules_help.help_html(game_id, lang)
        for _, names in parts:
            for name in names:
                drawn = pictures.picture(name)
                assert drawn and drawn.startswith("<svg") and "viewBox" in drawn, name
    finally:
        i18n.set_language(previous)
    figures = re.findall(
        r'<figure class="rules-picture" data-picture="[^"]+"><svg role="img" aria-label="[^"]+"',
        html,
    )
    assert len(figures) == sum(len(names) for _, names in parts)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_language_shows_the_same_pictures(game_id):
    names = {
        lang: [name for _, found in sections(rules_help.help_text(game_id, lang)) for name in found]
        for lang in LANGS
    }
    assert names["en"] and names["zh-TW"] == names["en"] == names["ja"]


def test_a_picture_line_is_a_figure_and_its_caption_stays_text():
    drawn = {"tile": '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'}
    html = rules_help.render(
        "Text.\n\n[picture: tile] A <b>tile</b> & its **routes**.\n[picture: gone] Lost.",
        drawn.get,
    )
    assert html == (
        "<p>Text.</p>"
        '<figure class="rules-picture" data-picture="tile"><svg role="img" '
        'aria-label="A &lt;b&gt;tile&lt;/b&gt; &amp; its **routes**." viewBox="0 0 10 10">'
        '<rect width="10" height="10"/></svg>'
        "<figcaption>A &lt;b&gt;tile&lt;/b&gt; &amp; its <strong>routes</strong>.</figcaption></figure>"
        '<figure class="rules-picture" data-picture="gone"><figcaption>Lost.</figcaption></figure>'
    )
    assert rules_help.outline("[picture: tile] A.") == [("picture", "tile")]
    # Not a picture: text around it, or a name with markup.
    assert "<figure" not in rules_help.render("See [picture: tile] here.", drawn.get)
    assert "<figure" not in rules_help.render("[picture: <img src=x>] x", drawn.get)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_drawing_is_small_still_whole_and_its_ids_its_own(game_id, lang):
    pictures = GAMES[game_id].pictures()
    before = current_language()
    set_current_language(lang)
    try:
        drawn = {name: pictures.picture(name) for name in pictures.PICTURES}
    finally:
        set_current_language(before)
    ids = []
    for name, markup in drawn.items():
        assert markup.startswith("<svg"), name
        root = ET.fromstring(markup)  # well-formed: every word escaped
        _, _, width, height = (float(n) for n in root.get("viewBox").split())
        assert width > 0 and height > 0 and float(root.get("width")) <= 480, name
        assert "tabindex" not in markup and "data-action" not in markup, name
        assert 'role="button"' not in markup, name
        own = re.findall(r' id="([^"]+)"', markup)
        assert set(re.findall(r'href="#([^"]+)"', markup)) <= set(own), name
        ids += own
    assert len(ids) == len(set(ids)), f"{game_id}: an id in two pictures"
    assert pictures.picture("no-such-picture") is None
    shown = {name for _, names in sections(rules_help.help_text(game_id, "en")) for name in names}
    assert shown == set(pictures.PICTURES), f"{game_id}: drawings the help never shows"
