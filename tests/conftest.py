"""Fixtures shared by the site tests: a built dist/ (built once per session), and the
browser fixtures (tests/browser/fixtures.py) for every folder's browser tests.

Under pytest-xdist each worker is a session of its own: the workers take turns to
build (a lock file in .cache/), so the first one writes dist/ and the others find it
fresh and rewrite nothing while the first one's browser tests read it.

Every test is marked by what it needs, from the fixtures it asks for and the modules
it uses (``pytest -m``; ``scripts/test.sh --fast`` runs ``-m fast``):
- ``browser``: real Chromium (the ``browser`` fixture, which ``page`` and ``context``
  ask for), in tests/browser/ or a game's ``test_<game>_browser*.py``;
- ``site``: the built site or its tools: dist/, build.py (npm, Node, Pyodide, the
  snapshot, the wheels) or zbar;
- ``slow``: in CPython alone, but long: seeded playouts by the hundred, boards redrawn
  over whole games, the bots' own checks (``SLOW_MODULES``, ``BOT_MODULE``);
- ``fast``: none of these: rules, actions, the corpus, catalogs, drawing in CPython."""

from __future__ import annotations

import fcntl
import re
from contextlib import contextmanager

import pytest

import build


@contextmanager
def one_build_at_a_time():
    build.CACHE.mkdir(parents=True, exist_ok=True)
    with open(build.CACHE / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        yield


pytest_plugins = ["tests.browser.fixtures"]


def needs_the_site(item) -> bool:
    """dist/ itself, or a module that imports build.py (the build, Node, Pyodide, the
    QR wheel) or runs zbar."""
    if "dist" in item.fixturenames:
        return True
    module = getattr(item, "module", None)
    return getattr(module, "build", None) is build or hasattr(module, "build_snapshot")


# Modules of the slow tier: seeded bot games by the hundred and boards redrawn over whole
# games, and the bots' own checks (every game's ``test_<game>_bots.py``, ``_greedy``,
# ``_search``, ``_search_policy``, ``_coach``): the fast tier keeps the corpus, whose
# replays check that every bot still chooses the same moves.
SLOW_MODULES = {"test_playouts.py", "test_board_memo.py", "test_bot_ladder.py"}
BOT_MODULE = re.compile(r"_(bots|greedy|search|search_policy|coach)\.py$")


def is_slow(item) -> bool:
    name = item.path.name
    return name in SLOW_MODULES or BOT_MODULE.search(name) is not None


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "browser" in item.fixturenames:  # the closure: page and context ask for it
            item.add_marker(pytest.mark.browser)
        elif needs_the_site(item):
            item.add_marker(pytest.mark.site)
        elif is_slow(item):
            item.add_marker(pytest.mark.slow)
        else:
            item.add_marker(pytest.mark.fast)


@pytest.fixture(scope="session")
def dist():
    """dist/ built from the current sources. The build rewrites only files whose bytes
    changed, so calling it when dist/ is already fresh costs a second or two."""
    with one_build_at_a_time():
        build.build(quiet=True)
    return build.DIST
