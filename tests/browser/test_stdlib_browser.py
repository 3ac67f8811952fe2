"""The page runs on the cut standard library (build_stdlib.py), started plainly and from
the snapshot: Pyodide's start, the app, and PyScript's own package, which this site
never imports but whose ``from pyscript import ...`` must keep working. Every game is
played from it by the rest of the browser suite."""

from __future__ import annotations

import json

import pytest

from tests.browser.fixtures import boot_mode

CHECK = """
import importlib.util, json, os, sys
stdlib = next(p for p in sys.path if p.startswith("/lib/") and p.endswith(".zip"))
from pyscript import display, document, when, window
import pyscript.web
json.dumps({
    "size": os.path.getsize(stdlib),
    "title": str(pyscript.web.page.title),
    "unittest": importlib.util.find_spec("unittest") is not None,
})
"""


@pytest.mark.parametrize("mode", ["plain", "snapshot"])
def test_the_page_runs_on_the_cut_standard_library(context, site, dist, wait_ready, mode):
    boot_mode(context, mode)
    page = context.new_page()
    page.goto(site.url())
    wait_ready(page, boot_path=mode)
    found = json.loads(page.evaluate("(code) => pygamesBoot.pyodide.runPython(code)", CHECK))
    assert found["size"] == (dist / "pyodide" / "python_stdlib.zip").stat().st_size
    assert found["title"] == page.title() and not found["unittest"]
    assert context.log.errors == [], context.log.dump()
