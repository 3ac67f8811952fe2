"""What the page imports at start stays small: our modules import no html (and
html.entities), no urllib.parse (and ipaddress), and no zipfile, shutil or tempfile (the
zips are imported in place; Pyodide 314 imports those three itself anyway). The browser
test (test_snapshot_boot) reads sys.modules after a plain boot; these check the rules
that keep it so."""

from __future__ import annotations

import ast
import html
import random
import urllib.parse
from pathlib import Path

from pygames.core.drawing.markup import escape
from ui import links

ROOT = Path(__file__).resolve().parent.parent
KEPT_OFF_THE_START = ("html", "urllib", "zipfile", "shutil", "tempfile", "ipaddress")


def texts(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = "ab<>&\"'; =%/?#é漢字\n\t"
    return [
        "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 24))) for _ in range(count)
    ] + ["&amp;", "<script>alert('x')</script>", '" onload="x', "%E6%BC%A2", "%zz", "%"]


def test_escape_is_html_escape():
    for text in texts(1, 2000):
        assert escape(text) == html.escape(text, quote=True), text


def test_link_decoding_is_urllib():
    for text in texts(2, 2000):
        encoded = urllib.parse.quote(text, safe="")
        assert links.unquote(encoded) == text
        assert links.unquote(text) == urllib.parse.unquote(text), text
        assert links.quote(text, safe="") == encoded


def top_level_imports(path: Path) -> set[str]:
    """Modules a file imports when it is imported (not inside functions)."""
    found = set()
    for node in ast.parse(path.read_text("utf-8")).body:
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def test_app_modules_do_not_import_them_at_top_level():
    folders = [ROOT / "ui", ROOT / "pygames" / "core"]
    offenders = {}
    for path in [ROOT / "pygames" / "__init__.py"] + [p for f in folders for p in f.rglob("*.py")]:
        bad = {m for m in top_level_imports(path) if m.split(".")[0] in KEPT_OFF_THE_START}
        if bad:
            offenders[str(path.relative_to(ROOT))] = sorted(bad)
    assert offenders == {}


def test_the_check_sees_a_top_level_import(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("import os\nfrom urllib.parse import quote\ndef f():\n    import html\n")
    assert top_level_imports(module) == {"os", "urllib.parse"}
