"""Fixtures shared by the site tests: a built dist/ (built once per session).

Under pytest-xdist each worker is a session of its own: the workers take turns to
build (a lock file in .cache/), so the first one writes dist/ and the others find it
fresh and rewrite nothing while the first one's browser tests read it."""

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


@pytest.fixture(scope="session")
def dist():
    """dist/ built from the current sources. The build rewrites only files whose bytes
    changed, so calling it when dist/ is already fresh costs a second or two."""
    with one_build_at_a_time():
        build.build(quiet=True)
    return build.DIST
