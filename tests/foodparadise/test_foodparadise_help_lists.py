"""Food Paradise's rules help (issue 39 part 5): "The space" is a list inside its item, in
every language, and its outline says so."""

from __future__ import annotations

import re

from tests.test_rules_help import LANGUAGES
from ui import rules_help


def test_food_paradise_the_space_is_a_list_inside_its_item_in_every_language():
    heads = {"en": "The space", "zh-TW": "停駐格的指令", "ja": "止まったマス"}
    assert set(heads) == set(LANGUAGES)
    for lang, head in heads.items():
        html = rules_help.render(rules_help.help_text("foodparadise", lang))
        found = re.search(
            rf"<li><strong>{head}</strong>[:：]<ul>((?:<li>(?:(?!<li>|</li>).)*</li>)*)</ul></li>"
            r"<li><strong>",  # the numbered list goes on with item 4
            html,
        )
        assert found, lang
        assert found.group(1).count("<li>") == 6, lang
        assert " - " not in found.group(1) and "- " not in found.group(1), lang


def test_the_outline_holds_the_nested_list():
    shape = rules_help.outline(rules_help.help_text("foodparadise", "en"))
    assert ("ol", 4, ((), (), (("ul", 6),), ())) in shape
