"""Rules help texts as HTML: a small, safe subset of Markdown.

The help texts (``pygames/<game>/help.py``) use headings (``#``, ``##``, ``###``),
paragraphs, ``- `` and ``1. `` lists whose items may go on over indented lines,
``**bold**`` and pipe tables. Nothing else is markup: every character is escaped
first, so a text can never inject HTML, and what is not understood shows as text.

``outline`` gives a text's shape (headings, lists and their lengths, tables and their
sizes, paragraphs) so the tests can check that every language has the same sections.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pygames import GAMES
from pygames.core.drawing.markup import escape

_HEADING = re.compile(r"(#{1,3}) (.+)\Z")
_BULLET = re.compile(r"- (.*)\Z")
_NUMBERED = re.compile(r"\d+\. (.*)\Z")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_TABLE_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\Z")


@dataclass
class Block:
    kind: str  # h1 h2 h3 p ul ol table
    items: list = field(default_factory=list)  # lines (p, h), item texts (lists), rows (table)


def _is_wide(ch: str) -> bool:
    """Chinese and Japanese characters and punctuation: no space between lines there."""
    return ord(ch) >= 0x2E80


def join_lines(lines: list[str]) -> str:
    """A paragraph's lines as one text: a space between words, none between CJK lines."""
    text = ""
    for line in (part.strip() for part in lines):
        if not line:
            continue
        if text and not (_is_wide(text[-1]) or _is_wide(line[0])):
            text += " "
        text += line
    return text


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    current: Block | None = None
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            current = None
            continue
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        numbered = _NUMBERED.match(line)
        if heading:
            blocks.append(Block(f"h{len(heading.group(1))}", [heading.group(2)]))
            current = None
        elif stripped.startswith("|"):
            if current is None or current.kind != "table":
                current = Block("table")
                blocks.append(current)
            if not _TABLE_RULE.match(stripped):
                current.items.append(_cells(stripped))
        elif bullet or numbered:
            kind = "ul" if bullet else "ol"
            if current is None or current.kind != kind:
                current = Block(kind)
                blocks.append(current)
            current.items.append([(bullet or numbered).group(1)])
        elif current is not None and current.kind in ("ul", "ol") and line[:1] == " ":
            current.items[-1].append(stripped)  # an item going on
        elif current is not None and current.kind == "p":
            current.items.append(stripped)
        else:
            current = Block("p", [stripped])
            blocks.append(current)
    return blocks


def inline(text: str) -> str:
    """Escaped text with **bold** as <strong> (the only inline markup)."""
    return _BOLD.sub(r"<strong>\1</strong>", escape(text))


def render(text: str) -> str:
    out = []
    for block in parse(text):
        if block.kind in ("h1", "h2", "h3"):
            out.append(f"<{block.kind}>{inline(block.items[0])}</{block.kind}>")
        elif block.kind == "p":
            out.append(f"<p>{inline(join_lines(block.items))}</p>")
        elif block.kind in ("ul", "ol"):
            items = "".join(f"<li>{inline(join_lines(item))}</li>" for item in block.items)
            out.append(f"<{block.kind}>{items}</{block.kind}>")
        elif block.kind == "table":
            head, *rows = block.items or [[]]
            head_html = "".join(f'<th scope="col">{inline(cell)}</th>' for cell in head)
            body = "".join(
                "<tr>" + "".join(f"<td>{inline(cell)}</td>" for cell in row) + "</tr>"
                for row in rows
            )
            # A table wider than the page scrolls in its box, which the keyboard can reach.
            out.append(
                '<div class="table-scroll" tabindex="0">'
                f"<table><thead><tr>{head_html}</tr></thead><tbody>{body}</tbody></table></div>"
            )
    return "".join(out)


def outline(text: str) -> list[tuple]:
    """The shape of a text: (kind, size) per block, where size is the number of list
    items or table rows and columns, and 1 for headings and paragraphs."""
    shape = []
    for block in parse(text):
        if block.kind == "table":
            shape.append(("table", len(block.items), tuple(len(row) for row in block.items)))
        elif block.kind in ("ul", "ol"):
            shape.append((block.kind, len(block.items)))
        else:
            shape.append((block.kind, 1))
    return shape


def help_text(game_id: str, lang: str) -> str | None:
    """A game's rules help in ``lang`` (English if that language is missing). The
    game's code must be loaded (``ensure_game``)."""
    return GAMES[game_id].help().rules_text(lang)
