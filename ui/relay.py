"""Games played by link: each person at their own device, the game passed on by links.

A game started with "play by link" (``record.meta["by_link"]``) is saved at each
device for one seat (the save's ``seat``): the device that set it up plays its first
person. After a person's move (and the bots after it, played by that device) the
table offers a *turn link* for the next person, ``#turn=<seat>.<share text>``. Opening
one (``arrival``) continues the game in that browser as a local save for that seat:

- no save of this game for that seat here: a new save ("new");
- the save here is at an earlier point of the same game: it moves on ("newer");
- the save here already holds the link's moves ("same") or more ("older"), or went
  another way from some move on ("apart"): it is kept exactly as it was, and the
  page says so;
- this browser plays the game for another seat only ("other_seat"): the link is not
  for this device; nothing is written unless the person asks to play that seat here.

Pure Python: the page (``ui.app``) writes what ``arrival`` decided. The link carries
the whole record, hidden cards included; the page says so once per device.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core.record import Record
from ui.i18n import Message, t
from ui.links import LinkError
from ui.pages import esc, qr_button

TURN = "#turn="


def turn_fragment(record: Record, seat: int) -> str:
    """The address that hands ``record`` to ``seat``'s device."""
    return f"{TURN}{seat}.{record.to_share()}"


def parse_turn(seat_text: str, record: Record) -> tuple[int, Record]:
    """The seat a turn link's value (``<seat>.<share text>``, the record already read
    from its share text) hands the game to; LinkError if the link cannot be one."""
    if not seat_text.isdigit() or len(seat_text) > 2 or not record.meta.get("by_link"):
        raise LinkError("relay.bad_link")
    seat = int(seat_text)
    if seat >= len(record.seats) or record.seats[seat].is_bot:
        raise LinkError("relay.bad_link")
    return seat, record


@dataclass
class Arrival:
    """What opening a turn link does: ``kind`` (see the module's docstring), the save
    it concerns (``save_id``, "" for a new one), and the moves on each side."""

    kind: str
    save_id: str = ""
    here_moves: int = 0
    link_moves: int = 0
    apart_at: int = 0  # "apart": the first move that differs (1-based)
    other_seat: int | None = None  # "other_seat": the seat this device plays

    @property
    def writes(self) -> bool:
        return self.kind in ("new", "newer")


def arrival(saves_of_game: list[tuple[str, int | None, Record]], seat: int, link: Record):
    """Where a turn link for ``seat`` lands, given this device's saves of that game
    (``Saves.same_game``: id, seat, record, newest first)."""
    mine = [(sid, rec) for sid, s, rec in saves_of_game if s == seat]
    if not mine:
        others = [(sid, s) for sid, s, _ in saves_of_game if s is not None]
        if others:
            sid, other = others[0]
            return Arrival("other_seat", sid, link_moves=len(link.actions), other_seat=other)
        return Arrival("new", link_moves=len(link.actions))
    save_id, here = mine[0]
    ours, theirs = here.actions, link.actions
    common = 0
    for a, b in zip(ours, theirs):
        if a != b:
            break
        common += 1
    moves = {"save_id": save_id, "here_moves": len(ours), "link_moves": len(theirs)}
    if common < min(len(ours), len(theirs)):
        return Arrival("apart", apart_at=common + 1, **moves)
    if len(theirs) > len(ours):
        return Arrival("newer", **moves)
    return Arrival("same" if len(theirs) == len(ours) else "older", **moves)


def arrival_notice(found: Arrival) -> Message | None:
    """What the table says when it opens after a turn link, or None."""
    if found.kind == "same":
        return Message("relay.same", moves=found.here_moves)
    if found.kind == "older":
        return Message("relay.older", link=found.link_moves, here=found.here_moves)
    if found.kind == "apart":
        return Message("relay.apart", n=found.apart_at, here=found.here_moves)
    return None


def open_mine_button(save_id: str) -> str:
    """The link to this device's own save of a game."""
    return f'<a class="button primary" href="#game={esc(save_id)}">{esc(t("relay.open_mine"))}</a>'


def hand_on(
    table, fragment_link: str, *, warn: bool, copied: bool = False, can_share: bool = False
) -> str:
    """The part that offers the next person's turn link: whose turn it is, the link to
    copy, share or show as a QR code, and (once per device) what the link carries."""
    seat = table.waiting_for()
    if seat is None or table.is_over():
        return ""
    name = table.name(seat)
    warning = f'<p class="warning" id="turn-warning">{esc(t("relay.warning"))}</p>' if warn else ""
    label = t("relay.copied" if copied else "relay.link", name=name)
    return (
        f"<h2>{esc(t('relay.heading', name=name))}</h2>{warning}"
        f'<label>{esc(label)} <input type="text" readonly id="turn-link" '
        f'value="{esc(fragment_link)}"></label>'
        '<div class="buttons">'
        f'<button type="button" data-action="ui:copy-turn">{esc(t("relay.copy"))}</button>'
        + qr_button("turn-link")
        + (
            f'<button type="button" data-action="ui:send-turn">{esc(t("relay.send"))}</button>'
            if can_share
            else ""
        )
        + "</div>"
    )
