"""The memory snapshot the build makes (build_snapshot.py) and how it is served.
The page's side (ui/boot.mjs) is tested in tests/browser/test_snapshot_boot.py."""

from __future__ import annotations

import io
import json
import threading
import urllib.request
import zipfile

import pytest

import build
import build_snapshot
import build_stdlib

PYODIDE = build.npm_package(*build.PYODIDE)


def app_zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return buffer.getvalue()


def test_two_builds_make_the_same_snapshot(dist, tmp_path):
    shipped = (dist / "py" / "app.zip").read_bytes()
    answers = []
    for name in ("one.bin", "two.bin"):
        notes = []
        answers.append(build_snapshot.run_builder(shipped, PYODIDE, tmp_path / name, notes))
        assert notes == []
    assert answers[0] == answers[1] and answers[0]["bytes"] > 20_000_000
    assert answers[0]["modules"] > 200  # the app's modules, imported
    for suffix in ("", ".br"):
        one, two = (tmp_path / f"{n}.bin{suffix}" for n in ("one", "two"))
        assert one.read_bytes() == two.read_bytes(), suffix
    # Nothing of where this checkout is: Pyodide's index path is a fixed link.
    assert str(build.ROOT).encode() not in (tmp_path / "one.bin").read_bytes()
    # and the site ships exactly that snapshot, under the name of its inputs
    key = build_snapshot.snapshot_key(PYODIDE, shipped)
    shipped_snapshot = dist / "pyodide" / f"snapshot-{key}.bin"
    assert shipped_snapshot.read_bytes() == (tmp_path / "one.bin").read_bytes()


def test_the_name_follows_the_inputs():
    one = build_snapshot.snapshot_key(PYODIDE, app_zip({"ui/main.py": "A = 1\n"}))
    assert one == build_snapshot.snapshot_key(PYODIDE, app_zip({"ui/main.py": "A = 1\n"}))
    assert one != build_snapshot.snapshot_key(PYODIDE, app_zip({"ui/main.py": "A = 2\n"}))


@pytest.mark.parametrize(
    "code, said",
    [
        ("import js\nTITLE = js.document.title\n", "read document.title at import time"),
        ("from js import window\nWIDE = window.innerWidth\n", "read window.innerWidth"),
        ("import js\njs.localStorage.setItem('k', 'v')\n", "read localStorage.setItem"),
    ],
)
def test_a_module_reading_the_page_at_import_fails_the_snapshot(tmp_path, code, said):
    notes = []
    zipped = app_zip({"ui/__init__.py": "", "ui/main.py": code})
    made = build_snapshot.make_snapshot(zipped, PYODIDE, tmp_path / "cache", notes)
    assert made is None
    assert len(notes) == 1 and said in notes[0], notes
    assert not list((tmp_path / "cache").glob("snapshot-*"))  # nothing half made is kept


def test_a_module_keeping_a_page_object_is_fine(tmp_path):
    # Kept as a path from globalThis, found again on the page after a restore.
    notes = []
    zipped = app_zip({"ui/__init__.py": "", "ui/main.py": "from js import document, window\n"})
    made = build_snapshot.make_snapshot(zipped, PYODIDE, tmp_path / "cache", notes)
    assert notes == [] and made is not None
    assert made["path"].stat().st_size == made["bytes"]
    assert list(made["files"]) == ["/lib/python314.zip"]
    # made with the standard library the site ships (build_stdlib.py), not Pyodide's whole one
    assert made["files"]["/lib/python314.zip"] == len(build_stdlib.shipped(PYODIDE)[0])
    again = build_snapshot.make_snapshot(zipped, PYODIDE, tmp_path / "cache", notes)
    assert again == made  # from the cache


def test_the_boot_module_names_the_snapshot(dist):
    boot = (dist / "pyodide" / "boot.mjs").read_text()
    line = next(x for x in boot.splitlines() if x.startswith("const SNAPSHOT = "))
    about = json.loads(line.removeprefix("const SNAPSHOT = ").rstrip(";"))
    snapshot = dist / "pyodide" / about["url"]
    assert snapshot.stat().st_size == about["bytes"]
    assert (snapshot.parent / (snapshot.name + ".br")).is_file()
    assert "const SNAPSHOT = null;" in build.boot_module(None)


def fetch(url: str, accept: str | None) -> tuple[dict, bytes]:
    request = urllib.request.Request(url)
    if accept is not None:
        request.add_header("Accept-Encoding", accept)
    with urllib.request.urlopen(request, timeout=10) as response:
        return dict(response.headers), response.read()


def test_the_server_sends_the_brotli_copy_only_when_accepted(tmp_path):
    (tmp_path / "snapshot-x.bin").write_bytes(b"\0" * 1000)
    (tmp_path / "snapshot-x.bin.br").write_bytes(b"compressed")
    (tmp_path / "other.bin").write_bytes(b"plain")
    server = build.make_server(tmp_path, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        headers, body = fetch(base + "snapshot-x.bin", "gzip, deflate, br, zstd")
        assert body == b"compressed" and headers["Content-Encoding"] == "br"
        assert headers["Content-Type"] == "application/octet-stream"
        assert headers["Vary"] == "Accept-Encoding"
        for accept in (None, "gzip, deflate"):
            headers, body = fetch(base + "snapshot-x.bin", accept)
            assert body == b"\0" * 1000 and "Content-Encoding" not in headers
        headers, body = fetch(base + "other.bin", "br")
        assert body == b"plain" and "Content-Encoding" not in headers
    finally:
        server.shutdown()
        server.server_close()
