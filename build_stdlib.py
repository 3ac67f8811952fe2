"""The standard library the site ships (used by build.py and build_snapshot.py; standard
library only).

Pyodide's ``python_stdlib.zip`` holds all of Python's library (2.5 MB: email, unittest,
multiprocessing, the REPL, ...); the page needs less than half of it. The build keeps:
- every module our code imports (``ui/``, ``pygames/``: each import statement, at any
  depth), and the libraries' (``LIBRARIES``) and the page's (``PAGE``);
- Pyodide's own packages, whole (``RUNTIME``), and what its start imports (``BOOT``);
- ``MARGIN``: modules imported only inside functions that the app may call;
- then, again and again, every module those import at module level (an import inside a
  function of the standard library counts only when listed above: counting them all
  would keep 1.7 MB, pdb and unittest among them).
The standard library is Python 3.14's, which Python 3.11 cannot parse: import statements
are found by a pattern, which errs towards keeping a module. ``tests/test_stdlib.py``
checks the result against every import of the shipped sources, and plays every game
under Node from it. The lock file keeps only its ``info``: the site loads no package.
"""

from __future__ import annotations

import functools
import io
import json
import re
import zipfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SOURCES = ("ui", "pygames")  # our Python, scanned: the app and every game
RUNTIME = ("_pyodide", "pyodide")  # Pyodide's Python, kept whole
# Python's start (site), and what loadPyodide imports beyond RUNTIME's and our imports
# (measured under Node: sys.modules after loadPyodide).
BOOT = ("site", "encodings.utf_8", "importlib.metadata", "zipimport")
# The standard library that the shipped parts of the libraries in our zips import (svg.py
# in app.zip, segno in qr.zip; tests/test_stdlib.py reads their sources).
LIBRARIES = (
    "dataclasses", "datetime", "decimal", "enum", "typing",  # svg.py
    "base64", "codecs", "gzip", "urllib.parse", "urllib.request", "xml.sax.saxutils",  # segno
)  # fmt: skip
# The entry script (ui/entry.py: it shows a traceback when the start fails) and PyScript's
# start, which writes its `pyscript` package to the disk: ``from pyscript import ...``
# would import these.
PAGE = ("inspect", "traceback", "pathlib", "asyncio", "base64", "html.entities", "json")
# Imported inside functions, on paths the app takes or may take (measured while playing
# every game under Node, or read in the code): codecs looked up by name (zipfile reads
# names in cp437; json reads UTF-16 and UTF-32), hashes (random.seed of a str), dates,
# zips, and what a traceback reads its source lines with.
MARGIN = (
    "encodings.aliases", "encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig",
    "encodings.utf_16", "encodings.utf_32", "encodings.cp437", "encodings.idna",
    "encodings.unicode_escape", "encodings.raw_unicode_escape",
    "hashlib", "random", "datetime", "zipfile", "tokenize", "linecache",
)  # fmt: skip
# Deflated entries: the zip is served as it is, 1.13 MB (stored entries: 4.29 MB, 1.05 MB
# once gzipped as a whole, which only a host that compresses would send).
COMPRESSION = zipfile.ZIP_DEFLATED
# import a.b, c as d | from .x import (y, z): and def/class lines, to know the depth.
STATEMENT = re.compile(
    r"^([ \t]*)(?:(?:async[ \t]+)?(def|class)[ \t]|import[ \t]+([\w., \t]+)"
    r"|from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+))",
    re.M,
)


def imported(text: str, module: str, is_package: bool, in_functions: bool) -> set[str]:
    """Dotted names ``text`` (module ``module``'s source) may import: each module named,
    its parents, and ``from m import n`` as ``m.n`` in case n is a module. Imports inside
    a function only when ``in_functions``."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    functions: list[int] = []  # the indents of the functions around the line
    for match in STATEMENT.finditer(text):
        indent = len(match.group(1).expandtabs())
        while functions and indent <= functions[-1]:
            functions.pop()
        if match.group(2):
            if match.group(2) == "def":
                functions.append(indent)
            continue
        if functions and not in_functions:
            continue
        if match.group(3):
            names = [part.split()[0] for part in match.group(3).split(",") if part.split()]
        else:
            base = match.group(4).lstrip(".")
            if level := len(match.group(4)) - len(base):  # relative: from ..a import b
                parts = package.split(".")[: len(package.split(".")) - level + 1]
                base = ".".join(parts + [base] if base else parts)
            items = match.group(5).strip("()").split(",")
            names = [base] + [f"{base}.{item.split()[0]}" for item in items if item.split()]
        for name in names:
            parts = name.split(".")
            found.update(".".join(parts[:n]) for n in range(1, len(parts) + 1))
    return found


def our_imports() -> set[str]:
    """Every name imported anywhere in our sources."""
    found: set[str] = set()
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            is_package = path.name == "__init__.py"
            found |= imported(path.read_text("utf-8"), dotted, is_package, in_functions=True)
    return found


def kept_modules(
    modules: dict[str, str], read: Callable[[str], bytes], roots: set[str]
) -> set[str]:
    """The modules of ``modules`` (dotted name -> zip member) that ``roots`` need: the
    roots, their packages, and what each imports at module level, transitively."""
    kept: set[str] = set()
    todo = sorted(roots)
    while todo:
        name = todo.pop()
        if name in kept or name not in modules:
            continue
        kept.add(name)
        parts = name.split(".")
        todo += [".".join(parts[:n]) for n in range(1, len(parts))]
        member = modules[name]
        text = read(member).decode("utf-8")
        todo += sorted(imported(text, name, member.endswith("/__init__.py"), False))
    return kept


def trim_stdlib(original: bytes, roots: set[str]) -> bytes:
    """``original`` (a python_stdlib.zip) with only what ``roots`` need, deflated."""
    with zipfile.ZipFile(io.BytesIO(original)) as archive:
        members = archive.infolist()
        modules = {
            m.filename[:-3].replace("/", ".").removesuffix(".__init__"): m.filename
            for m in members
            if m.filename.endswith(".py")
        }
        every = {name for name in modules if name.split(".")[0] in RUNTIME}
        kept = kept_modules(modules, archive.read, roots | every)
        files = {modules[name] for name in kept}
        folders = {f.rpartition("/")[0] + "/" for f in files if "/" in f}
        folders |= {p[: i + 1] for p in folders for i, c in enumerate(p) if c == "/"}
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as out:
            for member in members:  # in the original's order, with its dates
                name = member.filename
                folder = name if name.endswith("/") else name.rpartition("/")[0] + "/"
                if name in files or name in folders or (folder in folders and name[-3:] != ".py"):
                    info = zipfile.ZipInfo(name, date_time=member.date_time)
                    info.external_attr = member.external_attr
                    info.compress_type = zipfile.ZIP_STORED if name[-1] == "/" else COMPRESSION
                    out.writestr(info, archive.read(member), compresslevel=9)
    return buffer.getvalue()


def trim_lock(original: bytes) -> bytes:
    """The lock file without its packages: loadPyodide reads only ``info`` (the ABI
    check) when no package is loaded; an import of a missing module then fails as in
    CPython instead of naming a package to install."""
    return json.dumps({"info": json.loads(original)["info"], "packages": {}}).encode()


@functools.cache
def shipped(pyodide: Path) -> tuple[bytes, bytes]:
    """(python_stdlib.zip, pyodide-lock.json) as the site ships them, from the Pyodide
    package ``pyodide``."""
    roots = our_imports() | set(BOOT + LIBRARIES + PAGE + MARGIN)
    stdlib = trim_stdlib((pyodide / "python_stdlib.zip").read_bytes(), roots)
    return stdlib, trim_lock((pyodide / "pyodide-lock.json").read_bytes())
