"""The rules help's Markdown reader (ui/rules_help.py): nested lists and tables render
as lists and tables in every game's help in every language, nothing a text holds can
become markup, and every language has the same outline."""

from __future__ import annotations

import re

import pytest

from pygames import GAMES
from ui import rules_help
from ui.i18n import LANGUAGES

# Every tag the reader may write, exactly: no other tag, no other attribute.
ALLOWED_TAGS = {
    f"<{slash}{name}>"
    for slash in ("", "/")
    for name in ("h1", "h2", "h3", "p", "ul", "ol", "li", "strong")
    + ("table", "thead", "tbody", "tr", "th", "td")
} | {'<div class="table-scroll" tabindex="0">', "</div>", '<th scope="col">'}

# A list dash or number left in running text: "- " after a space, a CJK character,
# the start of the text or a colon; "2. " after a full stop or colon.
LEFT_DASH = re.compile(r"(?:^|[\s:：\u2e80-\uffff])- |[.:：。]\s*\d+\. ")
LIST_LINE = re.compile(r" *(?:-|\d+\.) ")


def texts():
    for game_id in sorted(GAMES):
        for lang in LANGUAGES:
            yield game_id, lang, rules_help.help_text(game_id, lang)


def running_texts(html: str) -> list[str]:
    """The text of every paragraph and list item, without the lists nested in it."""
    html = re.sub(r"<(/?)(strong)>", "", html)
    return re.findall(r"<(?:p|li)>([^<]*)", html)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_list_is_left_as_dashes_in_running_text(game_id):
    """Every line of a help text that starts a list item (an indented one too) is a
    list item in the page, and no paragraph or item holds a list dash."""
    for lang in LANGUAGES:
        text = rules_help.help_text(game_id, lang)
        html = rules_help.render(text)
        list_lines = [line for line in text.splitlines() if LIST_LINE.match(line)]
        assert html.count("<li>") == len(list_lines), lang
        for running in running_texts(html):
            assert not LEFT_DASH.search(running), (lang, running[:80])


def test_the_dash_check_sees_a_flattened_list():
    flat = rules_help.render("1. **Head**: - one - two\n2. 三：- 四。- 五\n\nEnd. 2. more")
    assert [bool(LEFT_DASH.search(t)) for t in running_texts(flat)] == [True, True, True]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_language_has_the_same_outline_nested_lists_included(game_id):
    shapes = {lang: rules_help.outline(rules_help.help_text(game_id, lang)) for lang in LANGUAGES}
    assert all(shape == shapes["en"] for shape in shapes.values()), game_id


def test_outline_tells_a_nested_list_from_a_flat_one():
    nested = rules_help.outline("1. a\n   - b\n   - c\n2. d")
    assert nested == [("ol", 2, ((("ul", 2),), ()))]
    assert rules_help.outline("1. a\n2. b\n- c\n- d") == [("ol", 2), ("ul", 2)]


def test_nested_lists_continuation_lines_and_depth():
    text = (
        "Intro line\n"
        "- one\n"
        "  goes on\n"
        "  - sub a\n"
        "    goes on too\n"
        "    1. deeper\n"
        "  - sub b\n"
        "- two\n"
        "1. a numbered list after the bullets\n"
        "\n"
        "    - an indented dash with no list open stays text\n"
    )
    assert rules_help.render(text) == (
        "<p>Intro line</p>"
        "<ul><li>one goes on"
        "<ul><li>sub a goes on too<ol><li>deeper</li></ol></li><li>sub b</li></ul>"
        "</li><li>two</li></ul>"
        "<ol><li>a numbered list after the bullets</li></ol>"
        "<p>- an indented dash with no list open stays text</p>"
    )


def test_chinese_and_japanese_lines_join_without_spaces_in_nested_items():
    html = rules_help.render("1. **標題**：\n   - 第一行\n     第二行\n   - 三\n2. 四")
    assert html == (
        "<ol><li><strong>標題</strong>：<ul><li>第一行第二行</li><li>三</li></ul></li>"
        "<li>四</li></ol>"
    )


def test_tables_and_bold_still_render():
    html = rules_help.render("Text **bold**\n\n| a | b |\n|---|---|\n| 1 | **2** |\n")
    assert html == (
        "<p>Text <strong>bold</strong></p>"
        '<div class="table-scroll" tabindex="0"><table><thead><tr>'
        '<th scope="col">a</th><th scope="col">b</th></tr></thead>'
        "<tbody><tr><td>1</td><td><strong>2</strong></td></tr></tbody></table></div>"
    )


HOSTILE = "<script>alert(1)</script><img src=x onerror=alert(1)>"


def test_nothing_in_a_text_becomes_markup_nested_lists_included():
    text = (
        f"# {HOSTILE}\n\n"
        f'1. **<b onclick="x()">** {HOSTILE}\n'
        f"   - <a href=javascript:alert(1)>link</a>\n"
        f"     \"q\" 'q' & {HOSTILE}\n"
        f"     1. <iframe srcdoc='<script>x</script>'>\n"
        f'   - **<div style="x">**\n'
        f"2. <style>*{{}}</style>\n\n"
        f"| <th onclick=x> | b |\n|---|---|\n| {HOSTILE} | **<u>** |\n\n"
        "<div onclick=alert(1)>raw</div>\n\n[link](javascript:alert(1))"
    )
    html = rules_help.render(text)
    assert set(re.findall(r"<[^>]*>", html)) <= ALLOWED_TAGS
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<strong>&lt;b onclick=&quot;x()&quot;&gt;</strong>" in html
    assert "&quot;q&quot; &#x27;q&#x27; &amp;" in html
    assert html.count("<ul>") == 1 and html.count("<ol>") == 2


PICTURE_TAGS = re.compile(
    r'<figure class="rules-picture" data-picture="[a-z0-9-]+">|</?figcaption>|</figure>'
)
# A picture (the game's drawing code's), innermost first: a picture may nest an <svg>.
DRAWN = re.compile(r"<svg[ >](?:(?!<svg[ >]).)*?</svg>", re.DOTALL)


def test_every_help_writes_only_the_readers_tags():
    """The reader's tags, and its pictures' figures around what the game draws."""
    for game_id, lang, _ in texts():
        html = rules_help.help_html(game_id, lang)
        while DRAWN.search(html):
            html = DRAWN.sub("", html)
        tags = {tag for tag in re.findall(r"<[^>]*>", html) if not PICTURE_TAGS.fullmatch(tag)}
        assert tags <= ALLOWED_TAGS, (game_id, lang, tags - ALLOWED_TAGS)
