"""The README, docs/ and ARCHITECTURE.md say what the code does: every game's bots, the
games a command takes, pages that exist, commands that exist, examples of a sensible
size, no figure of the bots' strength outside benchmarks/RESULTS.md, and an architecture
short enough to read whose module set every game has."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames import GAMES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
DOCS = {path.name: path.read_text(encoding="utf-8") for path in sorted(ROOT.glob("docs/*.md"))}
ARCHITECTURE = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
EVERY = {"README.md": README, **DOCS, "ARCHITECTURE.md": ARCHITECTURE}


def _bullet(name: str) -> str:
    """The README's paragraph on the game called ``name``: its "- **Name…**" bullet."""
    found = re.search(rf"^- \*\*{re.escape(name)}.*?(?=^- |^$)", README, re.M | re.S)
    assert found, name
    return " ".join(found.group(0).split())


def _said(kinds: list[str]) -> str:
    return kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} and {kinds[-1]}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_readme_names_every_games_bots(game_id):
    spec = GAMES[game_id].spec
    bullet = _bullet(spec.names["en"])
    assert f"; {_said(['random', *spec.bots])} bots." in bullet, bullet


def test_the_readme_first_screen_gives_the_two_commands():
    """What this is and the two commands come before any other section."""
    first = README.split("\n## ", 2)
    assert first[1].startswith("Two commands"), first[1][:40]
    for command in ("    bash scripts/serve.sh\n", "    bash scripts/test.sh\n"):
        assert command in first[1], command


def test_every_page_the_readme_links_to_exists_and_every_doc_is_linked():
    linked = set(re.findall(r"\]\(([^)#]+)\)", README))
    for target in linked:
        assert (ROOT / target).is_file(), target
    assert {f"docs/{name}" for name in DOCS} <= linked, sorted(linked)


@pytest.mark.parametrize("doc", sorted(DOCS))
def test_the_docs_relative_links_lead_to_files(doc):
    for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", DOCS[doc]):
        assert (ROOT / "docs" / target).resolve().is_file(), (doc, target)


@pytest.mark.parametrize("doc", sorted(EVERY))
def test_a_list_of_the_games_names_every_registered_game(doc):
    """ "GAME is `a`, `b` … or `z`": exactly the registry's ids."""
    for listing in re.findall(r"GAME is ((?:`[a-z]+`(?:, | or )?)+)", EVERY[doc]):
        assert set(re.findall(r"`([a-z]+)`", listing)) == set(GAMES), (doc, listing)


@pytest.mark.parametrize("doc", sorted(EVERY))
def test_every_script_named_exists(doc):
    for script in re.findall(
        r"(?:python3 |bash )((?:benchmarks|scripts)/[\w/]+\.(?:py|sh))", EVERY[doc]
    ):
        assert (ROOT / script).is_file(), (doc, script)


@pytest.mark.parametrize("doc", sorted(EVERY))
def test_no_win_share_is_stated_outside_the_results(doc):
    """Bot figures live in benchmarks/RESULTS.md alone: a doc states no percentage
    (the ladder's marks, 60 % and a 95 % interval, are its rules, not figures)."""
    text = EVERY[doc]
    if doc == "RULES.md":
        return  # the rules' own percentages (share cards)
    figures = set(re.findall(r"\d+(?:\.\d+)? ?%", text)) - {"60 %", "95 %"}
    assert not figures, (doc, sorted(figures))


def test_the_search_bot_example_is_of_a_size_that_finishes_in_minutes():
    """A search bot takes some 8 s of a laptop's time a Cable Car game (8 games: 61 s of
    CPU measured): the docs' example plays a handful, each seat twice."""
    found = [
        example
        for text in EVERY.values()
        for example in re.findall(r"`(python3 -m pygames simulate [^`]*--bots search[^`]*)`", text)
    ]
    assert found
    for example in found:
        games = int(re.search(r"--games (\d+)", example).group(1))
        assert games <= 12 and games % 4 == 0, example


def test_the_architecture_is_at_most_300_lines():
    """Short enough to read in one sitting, and so to keep true."""
    assert len(ARCHITECTURE.splitlines()) <= 300


def _common_modules() -> list[str]:
    """The files of ARCHITECTURE.md's "common module set" table: its first column."""
    section = ARCHITECTURE.split("### The common module set", 1)[1].split("\n#", 1)[0]
    rows = re.findall(r"^\| (`.*?) \|", section, re.M)
    return [name for row in rows for name in re.findall(r"`([\w/]+\.(?:py|css))`", row)]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_has_the_common_module_set(game_id):
    modules = _common_modules()
    assert "manifest.py" in modules and "drawing/screen.py" in modules, modules
    folder = GAMES[game_id].folder
    assert [name for name in modules if not (folder / name).is_file()] == []


def test_every_path_the_architecture_names_exists():
    """A file or folder of the project named in backquotes (``tests/test_layers.py``,
    ``pygames/core/``) is there; patterns such as ``tests/<id>/`` are left alone."""
    named = re.findall(
        r"`((?:pygames|ui|tests|docs|benchmarks|scripts|svg)/[\w./]*)`", ARCHITECTURE
    )
    assert named
    assert [path for path in named if not (ROOT / path).exists()] == []
