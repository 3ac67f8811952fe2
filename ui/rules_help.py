"""Rules help texts as HTML: a small, safe subset of Markdown.

The help texts (``pygames/<game>/help.py``) use headings (``#``, ``##``, ``###``),
paragraphs, ``- `` and ``1. `` lists whose items may go on over indented lines, lists nested in
an item (an indented ``- `` or ``1. `` under it), ``**bold**``, pipe tables and pictures:
a line ``[picture: NAME] Caption.`` is the game's picture NAME (its ``drawing/pictures.py``,
the game's own pieces drawn by its own drawing code) over its caption. Nothing else is markup: every character is escaped first, so a text can never inject HTML,
and what is not understood shows as text. (A Markdown library was weighed against
this reader: benchmarks/RESULTS.md, "Rules help: a Markdown library or the reader".)

``outline`` gives a text's shape (headings, lists and their lengths, nested lists,
tables and their sizes, paragraphs) so the tests can check that every language has the
same sections.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pygames import GAMES
from pygames.core.drawing.markup import escape

_HEADING = re.compile(r"(#{1,3}) (.+)\Z")
_MARKER = re.compile(r"( *)(?:(-)|\d+\.) (.*)\Z")  # indent, "-" for a bullet, the text
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_TABLE_RULE = re.compile(r"\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\Z")
_PICTURE = re.compile(r"\[picture: ([a-z0-9-]+)\] *(.*)\Z")
_TOP_INDENT = 3  # a list opens with its marker indented at most this much (as in Markdown)


@dataclass
class Item:
    """A list item: its lines, and the lists nested in it."""

    lines: list[str]
    lists: list[Block] = field(default_factory=list)


@dataclass
class Block:
    kind: str  # h1 h2 h3 p ul ol table picture
    # lines (p, h), Items (lists), rows (table), the name and caption (picture)
    items: list = field(default_factory=list)


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
    current: Block | None = None  # the paragraph or table lines go on
    open_lists: list[tuple[int, Block]] = []  # (marker indent, list), outermost first
    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        indent = len(line) - len(line.lstrip(" "))
        marker = _MARKER.match(line)
        if marker and not open_lists and indent > _TOP_INDENT:
            marker = None  # an indented dash in running text, not a list
        if not stripped:
            current, open_lists = None, []
        elif heading := _HEADING.match(line):
            blocks.append(Block(f"h{len(heading.group(1))}", [heading.group(2)]))
            current, open_lists = None, []
        elif picture := _PICTURE.match(stripped):
            blocks.append(Block("picture", [picture.group(1), picture.group(2)]))
            current, open_lists = None, []
        elif stripped.startswith("|"):
            open_lists = []
            if current is None or current.kind != "table":
                current = Block("table")
                blocks.append(current)
            if not _TABLE_RULE.match(stripped):
                current.items.append(_cells(stripped))
        elif marker:
            current = None
            kind = "ul" if marker.group(2) else "ol"
            while open_lists and open_lists[-1][0] > indent:
                open_lists.pop()  # back out of deeper lists
            if open_lists and open_lists[-1][0] == indent and open_lists[-1][1].kind != kind:
                open_lists.pop()  # the other kind of list at the same depth: a new list
            if not open_lists or open_lists[-1][0] < indent:
                # A new list: inside the item above if it is indented under one.
                block = Block(kind)
                (open_lists[-1][1].items[-1].lists if open_lists else blocks).append(block)
                open_lists.append((indent, block))
            open_lists[-1][1].items.append(Item([marker.group(3)]))
        elif open_lists and indent > 0:
            open_lists[-1][1].items[-1].lines.append(stripped)  # the innermost item goes on
        elif current is not None and current.kind == "p":
            current.items.append(stripped)
        else:
            open_lists = []
            current = Block("p", [stripped])
            blocks.append(current)
    return blocks


def inline(text: str) -> str:
    """Escaped text with **bold** as <strong> (the only inline markup)."""
    return _BOLD.sub(r"<strong>\1</strong>", escape(text))


def _list_html(block: Block) -> str:
    items = "".join(
        f"<li>{inline(join_lines(item.lines))}{''.join(map(_list_html, item.lists))}</li>"
        for item in block.items
    )
    return f"<{block.kind}>{items}</{block.kind}>"


def _figure(name: str, caption: str, picture) -> str:
    """A picture over its caption; the caption names the picture for screen readers
    (the drawing itself is ``role="img"``, labelled by it)."""
    drawn = picture(name) if picture is not None else None
    label = escape(join_lines([caption]))
    opening = drawn[: drawn.find(">")] if drawn else ""
    if drawn and drawn.startswith("<svg") and " role=" not in opening and " aria-" not in opening:
        drawn = f'<svg role="img" aria-label="{label}"{drawn[4:]}'
    return (
        f'<figure class="rules-picture" data-picture="{escape(name)}">{drawn or ""}'
        f"<figcaption>{inline(caption)}</figcaption></figure>"
    )


def render(text: str, picture=None) -> str:
    """The text as HTML; ``picture(name)`` draws a picture the text names (an SVG
    element's markup, or None), from the game's ``drawing/pictures.py``."""
    out = []
    for block in parse(text):
        if block.kind == "picture":
            out.append(_figure(*block.items, picture))
        elif block.kind in ("h1", "h2", "h3"):
            out.append(f"<{block.kind}>{inline(block.items[0])}</{block.kind}>")
        elif block.kind == "p":
            out.append(f"<p>{inline(join_lines(block.items))}</p>")
        elif block.kind in ("ul", "ol"):
            out.append(_list_html(block))
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


def _list_outline(block: Block) -> tuple:
    """(kind, number of items), and if an item holds lists, a third part: per item,
    the outlines of its lists."""
    shape: tuple = (block.kind, len(block.items))
    if any(item.lists for item in block.items):
        shape += (tuple(tuple(map(_list_outline, item.lists)) for item in block.items),)
    return shape


def outline(text: str) -> list[tuple]:
    """The shape of a text: (kind, size) per block, where size is the number of list
    items or table rows and columns, and 1 for headings and paragraphs; a list whose
    items hold lists also gives their shapes."""
    shape = []
    for block in parse(text):
        if block.kind == "table":
            shape.append(("table", len(block.items), tuple(len(row) for row in block.items)))
        elif block.kind == "picture":
            shape.append(("picture", block.items[0]))
        elif block.kind in ("ul", "ol"):
            shape.append(_list_outline(block))
        else:
            shape.append((block.kind, 1))
    return shape


def help_text(game_id: str, lang: str) -> str | None:
    """A game's rules help in ``lang`` (English if that language is missing). The
    game's code must be loaded (``ensure_game``)."""
    return GAMES[game_id].help().rules_text(lang)


def help_html(game_id: str, lang: str) -> str | None:
    """A game's rules help as HTML, with its pictures (None: it has no help)."""
    text = help_text(game_id, lang)
    if text is None:
        return None
    pictures = GAMES[game_id].pictures()
    return render(text, pictures.picture if pictures is not None else None)
