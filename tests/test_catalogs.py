"""The catalogs, checked without playing: every namespace says the same things in
English, 繁體中文 and 日本語; every key the code names is in English; and no code
outside a game's action module reads action text with patterns."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from pygames import GAMES
from pygames.core.messages import MODULE_OF_LANGUAGE, PLURAL_FORMS, placeholders, template
from ui.lang import en as ui_en

ROOT = Path(__file__).resolve().parent.parent
LANGUAGE_MODULES = tuple(MODULE_OF_LANGUAGE.values())  # en, zh_tw, ja
NAMESPACES = ["core", *GAMES]

# Calls whose first argument is a key of the engines' catalogs (by its namespace)...
ENGINE_CALLS = {
    "IllegalAction",
    "RecordError",
    "SetupError",
    "Refusal",
    "GameLoadError",
    "Msg",
    "Fact",
    "Event",
    "say",
}
# ... and of the app's own catalog (ui/lang/).
APP_CALLS = {"t", "Message", "LinkError", "StorageError", "SaveError"}
# Calls whose first argument names a family of counted texts, key.one and key.other.
PLURAL_CALLS = {"tn": "app", "Count": "engine"}
PHASE_KEYWORDS = ("prompt", "waiting")

# Modules that may use ``re``, and why: none of them reads an action or a message.
RE_ALLOWED = {
    "pygames/core/drawing/svgtext.py": "escapes text for SVG markup",
    "ui/storage.py": "checks save ids",
    "ui/links.py": "reads links",
    "ui/rules_help.py": "lays out the help texts' headings and lists",
}


def catalogs_of(namespace: str) -> dict[str, dict]:
    package = "ui.lang" if namespace == "ui" else f"pygames.{namespace}.lang"
    return {lang: importlib.import_module(f"{package}.{lang}").TEXTS for lang in LANGUAGE_MODULES}


@pytest.mark.parametrize("namespace", [*NAMESPACES, "ui"])
def test_every_language_has_the_same_keys_and_placeholders(namespace):
    catalogs = catalogs_of(namespace)
    english = catalogs["en"]
    assert english, namespace
    for lang, texts in catalogs.items():
        assert set(texts) == set(english), (
            namespace,
            lang,
            sorted(set(texts) ^ set(english))[:10],
        )
        for key, text in texts.items():
            # Empty only where English is (a suffix that says nothing: "turned 0 times").
            assert isinstance(text, str) and bool(text) == bool(english[key]), (
                namespace,
                lang,
                key,
            )
            assert placeholders(text) == placeholders(english[key]), (namespace, lang, key)


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_an_engine_namespace_holds_only_its_own_keys(namespace):
    for key in catalogs_of(namespace)["en"]:
        assert key.split(".", 1)[0] == namespace, key


def python_files():
    for folder in ("pygames", "ui"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "__pycache__" not in path.parts:
                yield path


def called_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def keys_used():
    """(file, line, kind, key) for every call naming a key with a constant."""
    for path in python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = called_name(node)
            first = node.args[0] if node.args else None
            constant = (
                first.value
                if isinstance(first, ast.Constant) and isinstance(first.value, str)
                else None
            )
            if name in ENGINE_CALLS and constant:
                yield where, node.lineno, "engine", constant
            elif name in APP_CALLS and constant and isinstance(node.func, ast.Name):
                yield where, node.lineno, "app", constant
            elif name in PLURAL_CALLS and constant:
                for form in PLURAL_FORMS:
                    yield where, node.lineno, PLURAL_CALLS[name], f"{constant}.{form}"
            if name == "Phase":
                for keyword in node.keywords:
                    value = keyword.value
                    if (
                        keyword.arg in PHASE_KEYWORDS
                        and isinstance(value, ast.Constant)
                        and isinstance(value.value, str)
                        and value.value
                    ):
                        yield where, node.lineno, "engine", value.value


def test_the_scan_finds_the_keys_of_every_kind():
    kinds = {(kind, key) for _, _, kind, key in keys_used()}
    assert ("engine", "core.record.format") in kinds
    assert ("engine", "core.seed") in kinds
    assert ("app", "log.line") in kinds
    assert ("app", "save.moves.one") in kinds
    # a game's counted text (its own namespace, a plural form)
    assert any(
        kind == "engine" and key.split(".", 1)[0] in GAMES and key.endswith(".other")
        for kind, key in kinds
    )


def test_every_key_the_code_names_is_in_the_english_catalog():
    missing = []
    for where, line, kind, key in keys_used():
        if "." not in key:
            continue  # not a key (a plain word passed to a function of the same name)
        known = key in ui_en.TEXTS if kind == "app" else template(key, "en") is not None
        if not known:
            missing.append(f"{where}:{line} {key}")
    assert not missing, missing


@pytest.mark.parametrize("namespace", [*NAMESPACES, "ui"])
def test_every_counted_text_has_every_form_in_every_language(namespace):
    """A family of counted texts (``key.one``, ``key.other``) is whole in each
    language, so the count never picks a form that one language lacks (a family is
    found by its form for 1; the scan of the code finds the families it counts)."""
    for lang, texts in catalogs_of(namespace).items():
        families = {key.removesuffix(".one") for key in texts if key.endswith(".one")}
        for family in families:
            missing = [form for form in PLURAL_FORMS if f"{family}.{form}" not in texts]
            assert not missing, (namespace, lang, family, missing)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_names_its_score_in_counted_forms_in_every_language(game_id):
    """A game's unit (what its rules call the score) has each form in all three
    languages, and each form shows the number."""
    unit = GAMES[game_id].rules().score_unit
    if unit is None:
        return  # a game with a winner and no score (Food Paradise) shows none
    catalogs = catalogs_of(unit.split(".", 1)[0])
    for lang, texts in catalogs.items():
        for form in PLURAL_FORMS:
            assert "n" in placeholders(texts[f"{unit}.{form}"]), (game_id, lang, form)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_units_differ_where_the_rules_name_the_score_differently(game_id):
    """Points (core's unit), a unit of the game's own, or none (a winner and no score);
    which one each game's rules name is checked in its test_<game>_result.py."""
    unit = GAMES[game_id].rules().score_unit
    assert unit in (None, "core.unit.points", f"{game_id}.unit"), unit


def imports_re(tree: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "re":
            return True
    return False


def test_no_patterns_over_action_or_message_text_outside_the_action_modules():
    offenders = []
    for path in python_files():
        where = path.relative_to(ROOT).as_posix()
        if path.name == "actions.py" or where in RE_ALLOWED:
            continue
        if imports_re(ast.parse(path.read_text(encoding="utf-8"))):
            offenders.append(where)
    assert not offenders, offenders


def test_no_regex_translation_tables_are_left():
    for path in python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {
            target.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        assert not names & {"ENGINE", "ENGINE_WORDS", "SHARED_WORDS"}, path
