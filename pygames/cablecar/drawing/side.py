"""What Cable Car's screen shows beyond the tiles: the scored lines, and what differs
between the basic game and the shares game (``BasicSide``, ``SharesSide``; ``side_of``
gives a view's): the share market, the companies and holdings, the note under a
player's name, the privacy screen's words and how a car's owner is named."""

from __future__ import annotations

from pygames.cablecar.actions import Exchange
from pygames.cablecar.basic import tile_count
from pygames.cablecar.data import COMPANIES, EXCHANGE_LIMIT
from pygames.cablecar.drawing import words
from pygames.cablecar.drawing.words import company_name
from pygames.core.drawing.marks import colour_shape
from pygames.core.drawing.marks import swatch as mark_swatch
from pygames.core.screen import esc, say


def _swatch(colour) -> str:
    name = colour if colour in COMPANIES else "grey"
    return mark_swatch(colour_shape(name), f"c-{name}")


def share_card(view: dict, company) -> str:
    if company is None:
        return '<span class="card unknown">?</span>'
    colour = view["companies"][company]
    return f'<span class="card c-{esc(colour)}">{esc(company_name(colour))}</span>'


def scored_lines(view: dict, names: list[str]) -> str:
    """The scored lines per owner (player, or company in the shares game). Hovering or
    focusing one shows it on the board (``data-trace``, see the board's CSS). A
    player's lines are in points; once the basic game is over the result lists them
    (each breakdown once), a company's lines (its profit) stay."""
    shares = "companies" in view
    if not shares and not view.get("to_move"):
        return ""
    by_owner: dict[int, list[dict]] = {}
    for car in sorted(view.get("cars") or [], key=lambda c: c["station"]):
        if car.get("scored"):
            by_owner.setdefault(car["owner"], []).append(car["scored"])
    if not by_owner:
        return ""
    groups = []
    colours = view.get("colours") or []
    for owner in sorted(by_owner):
        colour = colours[owner] if owner < len(colours) else "grey"
        who = side_of(view).lines_owner(colour, owner, names)
        items = []
        for line in by_owner[owner]:
            key = "cablecar.side.line_power" if line["end"] == "power" else "cablecar.side.line"
            tiles = tile_count(line["tiles"])
            text = say(key, station=line["station"], end=line["end"], tiles=tiles)
            label = say("cablecar.side.line_label", station=line["station"])
            items.append(
                f'<li data-trace="{int(line["station"])}" tabindex="0" title="{esc(label)}">'
                f'<span class="what">{esc(text)}</span>'
                f'<span class="pts">{esc(words.points(int(line["points"]), shares))}</span></li>'
            )
        total = words.points(sum(int(line["points"]) for line in by_owner[owner]), shares)
        groups.append(
            f'<div class="owner-lines" data-owner="{owner}"><h3>{_swatch(colour)}'
            f'<span class="who">{esc(who)}</span><span class="total">{esc(total)}</span></h3>'
            f"<ul>{''.join(items)}</ul></div>"
        )
    return (
        f'<section class="lines-list" id="lines"><h2>{esc(say("cablecar.side.lines"))}</h2>'
        f"{''.join(groups)}</section>"
    )


class BasicSide:
    """The basic game: seats own the cars; no shares."""

    privacy = "cablecar.privacy.show"

    def exchange_hint(self, view: dict) -> str:
        """What the prompt adds about exchanging shares: nothing."""
        return ""

    def market(self, view: dict, legal: list) -> str:
        return ""

    def companies(self, view: dict, names: list[str]) -> str:
        return ""

    def player_note(self, view: dict, seat: int) -> str:
        return ""

    def lines_owner(self, colour: str, owner: int, names: list[str]) -> str:
        """Whose scored lines these are (the side panel): the seat's name."""
        return names[owner] if owner < len(names) else colour

    def car_owner(self, colour: str, owner: int, names) -> str:
        """Who owns a car (the board's tooltips): the player, with their colour."""
        if names and owner < len(names):
            return say("cablecar.board.player", name=names[owner], colour=colour)
        return colour


class SharesSide(BasicSide):
    """The shares game: companies own the cars; the market, the companies' markers
    and, at the end, everyone's holdings."""

    privacy = "cablecar.privacy.show_shares"

    def exchange_hint(self, view: dict) -> str:
        return say("cablecar.prompt.or_exchange") if view.get("exchange_open") else ""

    def market(self, view: dict, legal: list) -> str:
        """Per share pile: your card (if this is your screen), the face-up card and the
        hidden pile, with the exchange buttons that are legal now."""
        own = view.get("shares")
        yours = (
            f'<th scope="col">{esc(say("cablecar.panel.yours_col"))}</th>'
            if own is not None
            else ""
        )
        head = (
            f'<tr><th scope="col">{esc(say("cablecar.panel.share_col"))}</th>{yours}'
            f'<th scope="col">{esc(say("cablecar.panel.face_up_col"))}</th>'
            f'<th scope="col">{esc(say("cablecar.panel.pile_col"))}</th></tr>'
        )
        rows = []
        for index, percent in enumerate(view["percents"]):
            face_up = view["face_up"][index]
            take = ""
            if Exchange(percent, "face-up") in legal:
                company = company_name(view["companies"][face_up])
                label = say("cablecar.panel.take_face_up_label", percent=percent, company=company)
                take = self._take_button(Exchange(percent, "face-up"), label, "cablecar.panel.take")
            take_pile = ""
            if Exchange(percent, "pile") in legal:
                label = say("cablecar.panel.take_pile_label", percent=percent)
                take_pile = self._take_button(
                    Exchange(percent, "pile"), label, "cablecar.panel.take_hidden"
                )
            mine = (
                f'<td class="yours">{share_card(view, own[index])}</td>' if own is not None else ""
            )
            hidden = say("cablecar.panel.hidden_cards", n=view["share_piles"][index])
            rows.append(
                f'<tr data-percent="{percent}"><th scope="row">{percent}%</th>{mine}'
                f'<td class="face-up"><div class="cell">{share_card(view, face_up)}{take}</div></td>'
                f'<td class="pile"><div class="cell"><span class="count">'
                f"{esc(hidden)}</span>{take_pile}</div></td></tr>"
            )
        if view.get("exchange_open"):
            note = say("cablecar.panel.exchange_hint")
        else:
            note = say("cablecar.panel.exchange_closed", limit=EXCHANGE_LIMIT)
        return (
            f'<section class="market" id="market"><h2>{esc(say("cablecar.panel.shares"))}</h2>'
            f'<p class="hint">{esc(note)}</p>'
            f'<table class="market-table"><thead>{head}</thead><tbody>{"".join(rows)}</tbody>'
            "</table></section>"
        )

    @staticmethod
    def _take_button(action: Exchange, label: str, caption: str) -> str:
        return (
            f'<button type="button" class="take" data-action="{esc(action)}" '
            f'aria-label="{esc(label)}" title="{esc(label)}">{esc(say(caption))}</button>'
        )

    def companies(self, view: dict, names: list[str]) -> str:
        """The companies' markers, ranks and values, and everyone's holdings once shown."""
        rows = []
        for company, colour in enumerate(view["companies"]):
            profit = int(view["profits"][company])
            width = min(100, profit * 100 // EXCHANGE_LIMIT)
            reached = " reached" if profit >= EXCHANGE_LIMIT else ""
            rows.append(
                f'<tr class="company" data-company="{company}"><th scope="row"><span class="cell">'
                f"{_swatch(colour)}{esc(company_name(colour))}</span></th>"
                f'<td class="profit"><span class="cell"><span class="bar{reached}" aria-hidden="true">'
                f'<span class="fill" style="width:{width}%"></span></span>'
                f'<span class="num">{profit}</span></span></td>'
                f'<td class="rank">{esc(words.rank(view["ranks"][company]))}</td>'
                f'<td class="value">{int(view["values"][company])}</td></tr>'
            )
        key = (
            "cablecar.side.threshold"
            if view.get("exchange_open")
            else "cablecar.side.threshold_reached"
        )
        note = say(key, limit=EXCHANGE_LIMIT)
        head = "".join(
            f'<th scope="col">{esc(say(key))}</th>'
            for key in (
                "cablecar.side.company_col",
                "cablecar.side.profit_col",
                "cablecar.side.rank_col",
                "cablecar.side.value_col",
            )
        )
        parts = [
            f'<section class="companies" id="companies"><h2>{esc(say("cablecar.side.companies"))}</h2>'
            f'<p class="hint">{esc(note)}</p><table class="company-table"><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
        ]
        holdings = view.get("holdings")
        if holdings is not None:
            head = f'<th scope="col">{esc(say("cablecar.side.player_col"))}</th>' + "".join(
                f'<th scope="col">{percent}%</th>' for percent in view["percents"]
            )
            body = "".join(
                f'<tr data-seat="{seat}"><th scope="row">'
                f"{esc(names[seat] if seat < len(names) else seat + 1)}</th>"
                + "".join(f"<td>{share_card(view, company)}</td>" for company in holding)
                + "</tr>"
                for seat, holding in enumerate(holdings)
            )
            parts.append(
                f"<h3>{esc(say('cablecar.side.holdings'))}</h3>"
                '<table class="holdings-table" id="holdings">'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
            )
        parts.append("</section>")
        return "".join(parts)

    def player_note(self, view: dict, seat: int) -> str:
        """Under a player's name: the face-up share cards everyone saw them take."""
        known = view.get("known_shares") or []
        if seat >= len(known) or view.get("holdings") is not None:
            return ""
        cards = [
            f"{percent}% {company_name(view['companies'][company])}"
            for percent, company in zip(view["percents"], known[seat])
            if company is not None
        ]
        return esc(say("cablecar.side.seen_taking", cards=", ".join(cards))) if cards else ""

    def lines_owner(self, colour: str, owner: int, names: list[str]) -> str:
        return company_name(colour)

    def car_owner(self, colour: str, owner: int, names) -> str:
        return say("cablecar.board.company", colour=colour)


BASIC_SIDE, SHARES_SIDE = BasicSide(), SharesSide()


def side_of(view: dict) -> BasicSide:
    """What the screen shows of the view's mode of play."""
    return SHARES_SIDE if view.get("mode") == "shares" else BASIC_SIDE
