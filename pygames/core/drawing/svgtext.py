"""Escaping for text and attribute values put into svg.py elements.

svg.py writes element text and every attribute value exactly as given (its own
``svg.escape`` leaves quotes alone), so a player's name such as
``"><img src=x onerror=...>`` would break out of the markup. Every drawing module
passes text through ``text()`` and builds ``data=`` / ``extra=`` dicts with
``attrs()``; values are given raw, never pre-escaped, so nothing is escaped twice.

Characters XML 1.0 forbids (most control characters, lone surrogates) become U+FFFD,
so the output always parses as XML as well as HTML.
"""

from __future__ import annotations

import re

import svg

_ENTITIES = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}
_SPECIAL = re.compile(r"""[&<>"']""")
# Allowed in XML 1.0: tab, newline, carriage return, U+0020–U+D7FF, U+E000–U+FFFD,
# U+10000 and up. Everything else is replaced.
_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
# Attribute names we emit: letters, digits, '-', '_', '.', ':' (no spaces, quotes, '=').
_ATTR_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.:-]*\Z")


def text(value: object) -> str:
    """``value`` as element text: markup characters and quotes become entities."""
    cleaned = _NOT_XML.sub("\ufffd", str(value))
    return _SPECIAL.sub(lambda m: _ENTITIES[m.group()], cleaned)


def attr(value: object) -> str:
    """``value`` as an attribute value (svg.py wraps it in double quotes)."""
    return text(value)


def attrs(values: dict) -> dict[str, str]:
    """A ``data=`` or ``extra=`` dict for svg.py with every value escaped.

    Names are checked rather than escaped: a name is always ours, so a bad one is a bug.
    ``None`` values are left out, like svg.py does for its own fields.
    """
    result = {}
    for name, value in values.items():
        if not isinstance(name, str) or not _ATTR_NAME.match(name):
            raise ValueError(f"{name!r} is not a valid attribute name")
        if value is not None:
            result[name] = attr(value)
    return result


def title(value: object) -> svg.Title:
    """A <title> (tooltip and accessible name) holding ``value`` as plain text."""
    return svg.Title(text=text(value))


def path_text(commands) -> str:
    """A path's ``d`` as svg.py writes it, without its per-command ``astuple`` (a deep
    copy of every number): the same text, several times faster, for boards redrawn on
    every click. Pass the result as ``svg.Path(d=...)``."""
    parts = []
    for command in commands:
        values = " ".join(str(int(v) if isinstance(v, bool) else v) for v in vars(command).values())
        parts.append(f"{command.command} {values}")
    return " ".join(parts)
