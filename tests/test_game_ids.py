"""No game is named outside its own folder, its tests and its registry line.

Core, the shell, build.py, the benchmarks and the cross-game tests loop over the
manifests; what one game needs lives in ``pygames/<id>/`` (its manifest says the rest)
and what tests it in ``tests/<id>/``. Code files only: the documents (README, docs/,
ARCHITECTURE.md, RESULTS.md) speak of the games by name, and the behaviour corpus's
data files are named by game.
"""

from __future__ import annotations

import re
from pathlib import Path

from pygames import GAMES

ROOT = Path(__file__).resolve().parent.parent
CODE = (".py", ".css", ".js", ".mjs", ".html", ".sh", ".toml", ".json")
NOT_OURS = ("dist", ".cache", "node_modules", "test-artifacts", ".git", ".ruff_cache")


def code_files():
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.is_file() and path.suffix in CODE and not set(rel.parts) & set(NOT_OURS):
            if "__pycache__" not in rel.parts:
                yield rel


def own_place(rel: Path, game_id: str) -> bool:
    return rel.parts[:2] in (("pygames", game_id), ("tests", game_id))


def test_no_game_id_outside_its_folder_its_tests_and_the_registry_line():
    ids = re.compile(r"\b(" + "|".join(map(re.escape, GAMES)) + r")\b")
    registry = Path("pygames") / "__init__.py"
    found = []
    for rel in code_files():
        for number, line in enumerate((ROOT / rel).read_text("utf-8").splitlines(), 1):
            for game_id in set(ids.findall(line)):
                if own_place(rel, game_id):
                    continue
                if rel == registry and line.strip() == f'"{game_id}",':
                    continue  # the registry line
                found.append(f"{rel}:{number}: {line.strip()[:90]}")
    assert found == [], f"{len(found)} lines name a game:\n" + "\n".join(found[:60])


def test_the_registry_names_each_game_on_one_line():
    text = (ROOT / "pygames" / "__init__.py").read_text("utf-8")
    for game_id in GAMES:
        assert text.count(game_id) == 1, game_id
