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
- ``fast``: neither: rules, actions, corpus, catalogs, drawing in CPython alone."""

from __future__ import annotations

import fcntl
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


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "browser" in item.fixturenames:  # the closure: page and context ask for it
            item.add_marker(pytest.mark.browser)
        elif needs_the_site(item):
            item.add_marker(pytest.mark.site)
        else:
            item.add_marker(pytest.mark.fast)


@pytest.fixture(scope="session")
def dist():
    """dist/ built from the current sources. The build rewrites only files whose bytes
    changed, so calling it when dist/ is already fresh costs a second or two."""
    with one_build_at_a_time():
        build.build(quiet=True)
    return build.DIST
