"""Cable Car's texts and side panel: the hidden tile(s), the drawn tile, the pile."""

from __future__ import annotations

import html
import re

from ui.games import action_buttons

_PLACEMENT = re.compile(r"(place|hand[23]?) ([1-8],[1-8])(?: r([123]))?\Z")
_ORDINAL = {"hand": "", "hand2": "2nd ", "hand3": "3rd "}


def describe(text: str) -> str:
    if text == "draw":
        return "drew a tile from the pile"
    match = _PLACEMENT.match(text)
    if match:
        verb, square, turns = match.groups()
        which = "the drawn tile" if verb == "place" else f"their {_ORDINAL[verb]}hidden tile"
        turned = f", turned {90 * int(turns)}°" if turns else ""
        return f"placed {which} at {square}{turned}"
    words = text.split()
    if len(words) == 3 and words[0] == "exchange":
        taken = "the face-up card" if words[2] == "face-up" else "the top hidden card"
        return f"exchanged a {words[1]}% share for {taken}"
    return f"played {text!r}"


def prompt(view: dict, name: str) -> str:
    if view.get("drawn") is not None:
        return f"{name}: place the drawn tile on a highlighted square."
    sizes = view.get("hand_sizes") or []
    current = view.get("current", 0)
    has_hand = bool(sizes[current]) if isinstance(current, int) and current < len(sizes) else False
    if has_hand and view.get("deck"):
        return f"{name}: place your hidden tile or draw from the pile."
    if has_hand:
        return f"{name}: the pile is empty; place your hidden tile."
    return f"{name}: draw from the pile."


def _tile_svg(kind, label: str) -> str:
    from pygames.cablecar.draw import draw_tile  # the game's drawing code arrives with the game

    return str(draw_tile(kind, label=label))


def panel(view: dict, legal: list[str], *, hidden: bool, name: str) -> str:
    """The seat's hidden tile(s) (or a screen over them), the drawn tile, the draw
    button, and buttons for any action that is not a square on the board."""
    parts = []
    hand = view.get("hand")
    # After a draw the hidden tiles wait for a later turn: shown, but set back.
    waiting = " waiting" if view.get("drawn") is not None else ""
    if hidden:
        parts.append('<figure class="tile tile-hidden"><div class="tile-back" aria-hidden="true"></div>'
                     '<figcaption>Hidden tile</figcaption></figure>')
    elif hand:
        for n, kind in enumerate(hand):
            label = "Your hidden tile" if len(hand) == 1 else f"Your hidden tile {n + 1}"
            element_id = ' id="hand-tile"' if n == 0 else ""
            caption = f"{html.escape(name)}'s hidden tile" + (f" {n + 1}" if len(hand) > 1 else "")
            parts.append(f'<figure class="tile{waiting}"{element_id}>{_tile_svg(kind, label)}'
                         f'<figcaption>{caption}</figcaption></figure>')
    elif hand == []:
        parts.append('<figure class="tile tile-none"><figcaption>No hidden tile left</figcaption></figure>')
    if view.get("drawn") is not None:
        parts.append(f'<figure class="tile" id="drawn-tile">{_tile_svg(view["drawn"], "Drawn tile")}'
                     f'<figcaption>{"Drawn tile: place it" if legal else "Drawn tile"}</figcaption></figure>')
    deck = int(view.get("deck") or 0)
    disabled = "" if "draw" in legal else " disabled"
    parts.append(
        f'<button type="button" class="draw-button" data-action="draw"{disabled}>'
        f'Draw from pile <span class="count">({deck} left)</span></button>'
    )
    others = [text for text in legal if text != "draw" and not _PLACEMENT.match(text)]
    return f'<div class="tiles">{"".join(parts)}</div>{action_buttons(others)}'
