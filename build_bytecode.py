"""Bytecode for the page's Python, made at build time (used by build.py; standard library only).

The page's file system is new on every load, so Pyodide would compile every module of
ours from source at every start. The zips therefore carry a ``.pyc`` beside each module,
made by the very Pyodide the page runs (Python 3.11 here cannot write 3.14 bytecode): the
build runs it under Node. The page imports each zip in place (zipimport, which looks for
``mod.pyc`` beside ``mod.py``), so nothing is unpacked and ``zipfile`` is never imported
at start. They are "unchecked hash" pycs (PEP 552): the import system uses them without
hashing the source; a zip always holds a module and its bytecode built together. The
sources stay beside them, for tracebacks. The bytecode has no docstrings (the page never
reads one; 45 kB less to download at start); asserts stay.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

PYC_TAG = "cpython-314"  # sys.implementation.cache_tag of Pyodide's Python (checked on compiling)
PAGE_HOME = "/home/pyodide"  # the page's working directory: tracebacks name files from here
NODE = "node"

COMPILE_JS = r"""
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexURL, codeFile, jobFile] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const say = (line) => process.stderr.write(line + "\n");
const pyodide = await loadPyodide({ indexURL, stdout: say, stderr: say });
pyodide.globals.set("JOB", readFileSync(jobFile, "utf8"));
process.stdout.write(await pyodide.runPythonAsync(readFileSync(codeFile, "utf8")));
"""

COMPILE_PY = r"""
import ast, base64, importlib._bootstrap_external as external, importlib.util, json, os, sys

def without_docstrings(tree):
    # The page never reads a docstring; the sources beside the bytecode keep them.
    # Asserts stay (optimize=2 would drop both).
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.Pass(lineno=first.lineno, col_offset=0)]
    return ast.fix_missing_locations(tree)

pycs, errors = {}, {}
for name, source in json.loads(JOB)["sources"].items():
    path = os.path.join(PAGE_HOME, name)  # the path the page's tracebacks name
    data = base64.b64decode(source)
    try:
        tree = without_docstrings(ast.parse(data, path))
        code = compile(tree, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as error:
        errors[name] = f"{type(error).__name__}: {error}"
        continue
    # An "unchecked hash" pyc (PEP 552), as py_compile's UNCHECKED_HASH mode writes.
    pyc = external._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    pycs[name] = base64.b64encode(bytes(pyc)).decode()
json.dumps({"cache_tag": sys.implementation.cache_tag, "pycs": pycs, "errors": errors})
""".replace("PAGE_HOME", repr(PAGE_HOME))


def pyc_name(name: str) -> str:
    """Where zipimport looks for ``name``'s bytecode: beside it, pkg/mod.pyc."""
    return name[:-3] + ".pyc"


def with_bytecode(
    entries: list[tuple[str, bytes]], pycs: dict[str, bytes]
) -> list[tuple[str, bytes]]:
    """A zip's (name, data) entries plus the bytecode of each of its modules."""
    return entries + [(pyc_name(name), pycs[name]) for name, _ in entries if name in pycs]


def compile_pycs(
    sources: dict[str, bytes], notes: list[str], pyodide: Path, cache: Path
) -> dict[str, bytes]:
    """name -> bytecode for each module in ``sources`` (name: its path in the zip),
    compiled by the Pyodide npm package in ``pyodide``. Each pyc is kept in ``cache``
    under a hash of that Pyodide and the source, so Node starts only when a module
    changed. Without Node (or if it fails) the missing modules ship as sources only and
    the page compiles them, as it always could: ``notes`` says so."""
    release = (pyodide / "package.json").read_bytes()
    cached_at = {name: cache_path(cache, release, name, source) for name, source in sources.items()}
    pycs = {name: path.read_bytes() for name, path in cached_at.items() if path.is_file()}
    todo = {name: source for name, source in sources.items() if name not in pycs}
    if not todo:
        return pycs
    answer = run_compiler(todo, pyodide, notes)
    if answer is None:
        notes.append(f"no bytecode for {len(todo)} modules; the page compiles them at start")
        return pycs
    if answer["cache_tag"] != PYC_TAG:
        raise SystemExit(
            f"Pyodide's cache tag is {answer['cache_tag']}, build_bytecode.py expects {PYC_TAG}"
        )
    for name, error in sorted(answer["errors"].items()):
        notes.append(f"no bytecode for {name}: {error.strip()}")
    for name, text in answer["pycs"].items():
        pycs[name] = base64.b64decode(text)
        path = cached_at[name]
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.partial")
        partial.write_bytes(pycs[name])
        partial.replace(path)  # builds running at once never read half a file
    return pycs


def cache_path(cache: Path, release: bytes, name: str, source: bytes) -> Path:
    parts = (release, COMPILE_PY.encode(), name.encode(), source)  # how it is compiled, too
    key = hashlib.sha256(b"\0".join(parts)).hexdigest()
    return cache / f"{key}.pyc"


def run_compiler(todo: dict[str, bytes], pyodide: Path, notes: list[str]) -> dict | None:
    """Compile ``todo`` in one Node process; its answer, or None (with a note)."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "compile.py").write_text(COMPILE_PY)
        sources = {name: base64.b64encode(source).decode() for name, source in todo.items()}
        (folder / "job.json").write_text(json.dumps({"sources": sources}))
        args = [f"{pyodide}/", str(folder / "compile.py"), str(folder / "job.json")]
        return run_node(NODE, COMPILE_JS, args, "bytecode", notes)


def run_node(
    node: str, script: str, args: list[str], what: str, notes: list[str], env=None
) -> dict | None:
    """Run ``script`` (an ES module) under Node with ``args``: its standard output read
    as JSON, or None with a note saying that ``what`` could not be made, and why."""
    found = shutil.which(node)
    if found is None:
        notes.append(f"Node is not installed, so no {what} can be made")
        return None
    try:
        done = subprocess.run(
            [found, "--input-type=module", "-e", script, *args],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
            env=env,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        notes.append(f"making the {what} with Node failed: {error}")
        return None
    if done.returncode == 0:
        try:
            return json.loads(done.stdout)
        except ValueError:
            pass
    notes.append(f"making the {what} with Node failed: {done.stderr.strip()[-800:]}")
    return None
