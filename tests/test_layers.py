"""Who may import whom (ARCHITECTURE.md, "Layers"): a game's rules, bots, help and
export never import drawing (its own ``drawing/`` or core's, ``pygames/core/drawing/``),
svg.py, the app shell or the browser; core's own rules (every core module but its
``drawing/`` and the screen contract, ``screen.py``) import neither drawing nor svg.py;
drawing (a game's and core's) never imports the app shell or the browser; ``core``
imports no game. Every import counts, at the top of a module or inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pygames import GAMES

ROOT = Path(__file__).resolve().parent.parent
SHELL = ("ui", "js", "pyodide", "pyscript")
CORE = ROOT / "pygames" / "core"
CORE_DRAWING = "pygames.core.drawing"


def imports(path: Path, package: str | None = None) -> set[str]:
    """Every module a file imports, absolute names (relative imports resolved against
    ``package``, by default the file's own)."""
    if package is None:
        package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def offenders(paths, forbidden) -> dict[str, list[str]]:
    out = {}
    for path in paths:
        bad = sorted(m for m in imports(path) if any(forbidden_by(m, f) for f in forbidden))
        if bad:
            out[path.relative_to(ROOT).as_posix()] = bad
    return out


def forbidden_by(module: str, prefix: str) -> bool:
    return module == prefix or module.startswith(prefix + ".")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_rules_never_import_drawing_or_the_shell(game_id):
    folder = ROOT / "pygames" / game_id
    rules = [p for p in folder.rglob("*.py") if "drawing" not in p.relative_to(folder).parts]
    assert any(p.name == "rules.py" for p in rules)
    forbidden = (f"pygames.{game_id}.drawing", CORE_DRAWING, "svg", *SHELL)
    assert offenders(rules, forbidden) == {}


def test_core_rules_never_import_drawing():
    rules = [
        p
        for p in CORE.rglob("*.py")
        if "drawing" not in p.relative_to(CORE).parts and p.name != "screen.py"
    ]
    assert any(p.name == "game.py" for p in rules)
    assert offenders(rules, (CORE_DRAWING, "svg", *SHELL)) == {}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_drawing_never_imports_the_shell(game_id):
    drawing = sorted((ROOT / "pygames" / game_id / "drawing").glob("*.py"))
    assert any(p.name == "draw.py" for p in drawing) and any(p.name == "screen.py" for p in drawing)
    assert offenders(drawing, SHELL) == {}


def test_core_drawing_never_imports_the_shell():
    drawing = sorted((CORE / "drawing").rglob("*.py"))
    assert any(p.name == "svgtext.py" for p in drawing)
    assert offenders(drawing, SHELL) == {}


def test_core_imports_no_game():
    core = sorted(CORE.rglob("*.py"))
    assert offenders(core, [f"pygames.{game_id}" for game_id in GAMES] + ["ui", "js"]) == {}


def test_the_check_sees_every_kind_of_import(tmp_path):
    module = tmp_path / "probe.py"
    module.write_text(
        "import svg\nfrom .drawing import draw\ndef f():\n    from ui.app import main\n", "utf-8"
    )
    found = imports(module, "pygames.somegame")
    assert {"svg", "pygames.somegame.drawing", "pygames.somegame.drawing.draw", "ui.app"} <= found
    assert forbidden_by("svg.elements", "svg") and not forbidden_by("svgtext", "svg")
