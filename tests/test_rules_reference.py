"""Each game's RULES.md, the engines and the tests name the same rules.

Every rule id (CC01…, CM01…, FT01…, FP01…) that a refusal in pygames/ gives or a test
mentions is listed in its game's RULES.md (``pygames/<id>/RULES.md``, the manifest's
``rules_reference``; docs/RULES.md links them), and every listed rule has a test carrying its id
in the test's name or docstring. A game's prefix is the one its own refusals name (every
game folder's refusals name rules of one prefix, its own)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from pygames import GAMES

ROOT = Path(__file__).resolve().parent.parent
INDEX = ROOT / "docs" / "RULES.md"
# What a rule id looks like, whichever game's (two capitals, two digits).
ANY_ID = re.compile(r"(?<![A-Za-z0-9])([A-Z]{2})\d\d(?!\d)")


def game_folders() -> list[Path]:
    return sorted((manifest.folder for manifest in GAMES.values()), key=lambda p: p.name)


def call_name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def prefixes_refused(folder: Path) -> set[str]:
    """The prefixes of the rule ids a game folder's refusals name: in the string
    constants of its IllegalAction(...) calls, and constants that are exactly a rule id."""
    found: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and call_name(node) == "IllegalAction":
                for part in ast.walk(node):
                    if isinstance(part, ast.Constant) and isinstance(part.value, str):
                        found |= set(ANY_ID.findall(part.value))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if re.fullmatch(r"[A-Z]{2}\d\d", node.value):
                    found.add(node.value[:2])
    return found


# Each game's rule ids start with its prefix: the one its refusals name.
PREFIXES = {
    folder.name: min(found) for folder in game_folders() if (found := prefixes_refused(folder))
}
IDS = "(?:" + "|".join(sorted(PREFIXES.values())) + r")\d\d"
# A rule id on its own: "CC09", "(CC09)", "test_cc09_one_tile" (not "ABCC09", "CC091" or a
# colour's "#cc79a7").
RULE_ID = re.compile(rf"(?<![A-Za-z0-9]){IDS}(?![A-Za-z0-9])", re.IGNORECASE)
LISTED = re.compile(rf"^- ({IDS}) \S", re.MULTILINE)


def ids_in(text: str) -> set[str]:
    return {match.upper() for match in RULE_ID.findall(text)}


def listed_rules() -> list[str]:
    """Every game's rules, in the registry's order."""
    return [
        rule
        for manifest in GAMES.values()
        for rule in LISTED.findall(manifest.rules_reference.read_text(encoding="utf-8"))
    ]


def test_each_game_lists_its_own_rules_and_the_index_links_them():
    index = INDEX.read_text(encoding="utf-8")
    for manifest in GAMES.values():
        prefix = PREFIXES[manifest.folder.name]
        rules = LISTED.findall(manifest.rules_reference.read_text(encoding="utf-8"))
        assert rules and all(rule.startswith(prefix) for rule in rules), manifest.id
        link = manifest.rules_reference.relative_to(ROOT).as_posix()
        assert f"(../{link})" in index, link


def files_of_tests() -> list[Path]:
    return sorted((ROOT / "tests").rglob("test_*.py"))


def carriers() -> dict[str, list[str]]:
    """rule id -> the tests whose name or docstring carries it."""
    found: dict[str, list[str]] = {}
    for path in files_of_tests():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
                "test"
            ):
                for rule in ids_in(node.name + "\n" + (ast.get_docstring(node) or "")):
                    found.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return found


def ids_in_refusals() -> set[str]:
    """Rule ids in the string constants of IllegalAction(...) calls in pygames/, and
    string constants that are exactly a rule id (a rule passed on through a name)."""
    found: set[str] = set()
    for path in sorted((ROOT / "pygames").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and call_name(node) == "IllegalAction":
                for part in ast.walk(node):
                    if isinstance(part, ast.Constant) and isinstance(part.value, str):
                        found |= ids_in(part.value)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                if RULE_ID.fullmatch(node.value):
                    found.add(node.value.upper())
    return found


def test_every_game_has_a_rule_prefix():
    """Every game folder's refusals name rules of one prefix, and no two games share one."""
    for folder in game_folders():
        assert len(prefixes_refused(folder)) == 1, (folder.name, prefixes_refused(folder))
    assert sorted(PREFIXES) == [folder.name for folder in game_folders()]
    assert len(set(PREFIXES.values())) == len(PREFIXES), PREFIXES


def test_the_reference_lists_each_rule_once_in_order():
    rules = listed_rules()
    assert len(rules) == len(set(rules)), "a rule listed twice"
    for prefix in PREFIXES.values():
        numbers = [int(rule[2:]) for rule in rules if rule.startswith(prefix)]
        assert numbers == list(range(1, len(numbers) + 1)), prefix
        assert numbers, f"no {prefix} rules listed"


def test_every_rule_a_refusal_names_is_listed():
    refused = ids_in_refusals()
    assert refused, "no rule ids found in pygames/: has IllegalAction changed its form?"
    assert sorted(refused - set(listed_rules())) == []


def test_every_rule_a_test_mentions_is_listed():
    mentioned = set()
    for path in files_of_tests():
        mentioned |= ids_in(path.read_text(encoding="utf-8"))
    assert sorted(mentioned - set(listed_rules())) == []


def test_every_listed_rule_has_a_test_carrying_its_id():
    carried = carriers()
    untested = [rule for rule in listed_rules() if rule not in carried]
    assert untested == [], "name each rule in a test's name or docstring"
