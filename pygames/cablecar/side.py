"""Cable Car beside the panel: the companies and holdings (shares game), the scored
lines, and the note under a player's name. Public parts of the view only."""

from __future__ import annotations

from pygames.cablecar.data import COMPANIES, EXCHANGE_LIMIT
from pygames.cablecar.rules import tile_count
from pygames.core.screen import esc, say


def company_name(colour: str) -> str:
    """A company by its colour ("Yellow"), in the language of the moment."""
    if colour in COMPANIES:
        return say(f"cablecar.company.{colour}")
    return str(colour).capitalize()


def _swatch(colour) -> str:
    name = colour if colour in COMPANIES else "grey"
    return f'<span class="swatch c-{name}" aria-hidden="true"></span>'


def _rank(rank: int) -> str:
    if rank in (1, 2, 3):
        return say(f"cablecar.side.rank_{rank}")
    return say("cablecar.side.rank_n", n=rank)


def player_note(view: dict, seat: int) -> str:
    """Under a player's name: the face-up share cards everyone saw them take."""
    known = view.get("known_shares") or []
    if view.get("mode") != "shares" or seat >= len(known) or view.get("holdings") is not None:
        return ""
    cards = [
        f"{percent}% {company_name(view['companies'][company])}"
        for percent, company in zip(view["percents"], known[seat])
        if company is not None
    ]
    return esc(say("cablecar.side.seen_taking", cards=", ".join(cards))) if cards else ""


def share_card(view: dict, company) -> str:
    if company is None:
        return '<span class="card unknown">?</span>'
    colour = view["companies"][company]
    return f'<span class="card c-{esc(colour)}">{esc(company_name(colour))}</span>'


def companies(view: dict, names: list[str]) -> str:
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
            f'<td class="rank">{esc(_rank(view["ranks"][company]))}</td>'
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


def scored_lines(view: dict, names: list[str]) -> str:
    """The scored lines per owner (player, or company in the shares game). Hovering or
    focusing one shows it on the board (``data-trace``, see the board's CSS)."""
    shares = view.get("mode") == "shares"
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
        who = company_name(colour) if shares else (names[owner] if owner < len(names) else colour)
        items = []
        for line in by_owner[owner]:
            key = "cablecar.side.line_power" if line["end"] == "power" else "cablecar.side.line"
            tiles = tile_count(line["tiles"])
            text = say(key, station=line["station"], end=line["end"], tiles=tiles)
            label = say("cablecar.side.line_label", station=line["station"])
            items.append(
                f'<li data-trace="{int(line["station"])}" tabindex="0" title="{esc(label)}">'
                f'<span class="what">{esc(text)}</span>'
                f'<span class="pts">{int(line["points"])}</span></li>'
            )
        total = sum(int(line["points"]) for line in by_owner[owner])
        groups.append(
            f'<div class="owner-lines" data-owner="{owner}"><h3>{_swatch(colour)}'
            f'<span class="who">{esc(who)}</span><span class="total">{total}</span></h3>'
            f"<ul>{''.join(items)}</ul></div>"
        )
    return (
        f'<section class="lines-list" id="lines"><h2>{esc(say("cablecar.side.lines"))}</h2>'
        f"{''.join(groups)}</section>"
    )
