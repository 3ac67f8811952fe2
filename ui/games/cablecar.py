"""Cable Car beside its board: log phrases, prompts, the tiles to play, the shares.

The player first chooses what to put down (which hidden tile, and how it is turned
when tiles may be turned); ``board_actions`` then gives the board only the placements
of that choice, so each square carries one action. Choosing is the app's business
(``ui:pick N``, ``ui:turn ±1``); nothing is sent to the rules until a square is
clicked. Every text a player reads is in ``TEXT`` (in the language chosen: see
``ui.i18n.Localized``); names pass through ``esc``.
"""

from __future__ import annotations

import re

from ui.games import action_buttons, esc
from ui.i18n import Localized
from ui.lang.cablecar import PANEL

_HAND_VERBS = ("hand", "hand2", "hand3")


def _action(text):
    """The action of a legal action's text (the game's own grammar reads it)."""
    from pygames.cablecar.actions import parse  # the game's code arrives with the game

    try:
        return parse(text)
    except ValueError:
        return None


def _is(text, kind: str) -> bool:
    return type(_action(text)).__name__ == kind


TEXT = Localized(
    {  # English here; 繁體中文 and 日本語 in ui/lang/cablecar.py
        # log phrases ("Ann " + phrase)
        "drew": "drew a tile from the pile",
        "placed": "placed {which} at {square}{turned}",
        "which_drawn": "the drawn tile",
        "which_hand": {
            "hand": "their hidden tile",
            "hand2": "their 2nd hidden tile",
            "hand3": "their 3rd hidden tile",
        },
        "turned": ("", ", turned once", ", turned twice", ", turned three times"),
        "exchanged": {
            "face-up": "exchanged a {percent}% share, taking the face-up card",
            "pile": "exchanged a {percent}% share, taking a hidden card",
        },
        "played": "played {text!r}",
        # prompts
        "place_drawn": "{name}: place the drawn tile on a highlighted square.",
        "place_or_draw": "{name}: place {tile} or draw from the pile{exchange}.",
        "pile_empty": "{name}: the pile is empty; place {tile}{exchange}.",
        "draw_only": "{name}: draw from the pile{exchange}.",
        "tile_one": "your hidden tile",
        "tile_many": "one of your hidden tiles",
        "or_exchange": ", or exchange a share",
        # the tiles
        "hidden_tile": "Hidden tile",
        "your_tile": "Your hidden tile",
        "your_tile_n": "Your hidden tile {n}",
        "caption": "{name}'s hidden tile",
        "caption_n": "{name}'s hidden tile {n}",
        "no_tile": "No hidden tile left",
        "drawn": "Drawn tile",
        "drawn_place": "Drawn tile: place it",
        "chosen": " (chosen)",
        "draw_button": "Draw from pile",
        "left": "({n} left)",
        "turn_group": "Turn the tile",
        "turn_left_key": "Turn the tile a quarter turn anticlockwise (Shift+R)",
        "turn_right_key": "Turn the tile a quarter turn clockwise (R)",
        "turn_state": ("Not turned", "Turned once", "Turned twice", "Turned three times"),
        "fits_nowhere": "Turned like this the tile fits nowhere: turn it, or choose another tile.",
        "pick_hint": "Choose a tile (keys 1–{n}), then a square.",
        "pick_turn_hint": "Choose a tile (keys 1–{n}) and turn it (R), then a square.",
        "turn_hint": "Turn the tile (R) as you like, then choose a square.",
        # the shares
        "shares": "Shares",
        "share_col": "Share",
        "yours_col": "Yours",
        "face_up_col": "Face up",
        "pile_col": "Pile",
        "exchange_hint": "Instead of placing a tile you may exchange one share: yours goes face down "
        "under its pile and you take the face-up card or the top hidden card.",
        "exchange_closed": "Exchanges are closed: a company's marker has reached {limit}.",
        "take": "Take",
        "take_hidden": "Take hidden",
        "take_face_up_label": "Exchange your {percent}% share for the face-up {percent}% {company}",
        "take_pile_label": "Exchange your {percent}% share for the top hidden {percent}% card",
        "hidden_cards": "{n} hidden",
        "companies": "Companies",
        "company_col": "Company",
        "profit_col": "Profit",
        "rank_col": "Rank",
        "value_col": "Value",
        "threshold": "Exchanges close when a marker reaches {limit}.",
        "threshold_reached": "A marker has reached {limit}: no more exchanges.",
        "rank": {1: "1st", 2: "2nd", 3: "3rd"},
        "rank_n": "{n}th",
        "holdings": "Holdings",
        "player_col": "Player",
        "seen_taking": "Seen taking: {cards}",
        "lines": "Scored lines",
        "line": "{station} → {end} · {tiles}",
        "line_power": "{station} → power · {tiles} ×2",
        "tiles_1": "1 tile",
        "tiles_n": "{n} tiles",
        "line_label": "Show the line from station {station}",
        "company_names": {
            "yellow": "Yellow",
            "blue": "Blue",
            "orange": "Orange",
            "black": "Black",
            "red": "Red",
            "brown": "Brown",
            "green": "Green",
            "purple": "Purple",
        },
    },
    PANEL,
)
EXCHANGE_LIMIT = 25  # the rules' data.EXCHANGE_LIMIT, shown before the game's code loads


def _tiles(n: int) -> str:
    return TEXT["tiles_1"] if n == 1 else TEXT["tiles_n"].format(n=n)


def company_name(name: str) -> str:
    return TEXT["company_names"].get(name, str(name).capitalize())


def _swatch(colour) -> str:
    name = colour if isinstance(colour, str) and re.fullmatch(r"[a-z]{1,20}", colour) else "grey"
    return f'<span class="swatch c-{name}" aria-hidden="true"></span>'


# -- the log and the prompt ---------------------------------------------------------


def describe(text: str) -> str:
    """An action as a log phrase. An exchange never names the share given away: it
    goes face down under its pile."""
    if text == "draw":
        return TEXT["drew"]
    action = _action(text)
    if _is(text, "Place"):
        which = TEXT["which_drawn"] if action.source == "drawn" else TEXT["which_hand"][action.verb]
        return TEXT["placed"].format(
            which=which, square=action.where, turned=TEXT["turned"][action.turns]
        )
    if _is(text, "Exchange"):
        return TEXT["exchanged"][action.take].format(percent=action.percent)
    return TEXT["played"].format(text=text)


def counters(view: dict) -> dict[str, int]:
    """Totals besides the players' scores whose changes the log reports: the
    companies' markers in the shares game ("Yellow +4")."""
    if view.get("mode") != "shares":
        return {}
    return {company_name(c): int(p) for c, p in zip(view["companies"], view["profits"])}


def _exchange_open(view: dict) -> bool:
    return view.get("mode") == "shares" and bool(view.get("exchange_open"))


def prompt(view: dict, name: str) -> str:
    if view.get("drawn") is not None:
        return TEXT["place_drawn"].format(name=name)
    sizes = view.get("hand_sizes") or []
    current = view.get("current", 0)
    held = sizes[current] if isinstance(current, int) and current < len(sizes) else 0
    tile = TEXT["tile_one"] if held == 1 else TEXT["tile_many"]
    exchange = TEXT["or_exchange"] if _exchange_open(view) else ""
    if held and view.get("deck"):
        return TEXT["place_or_draw"].format(name=name, tile=tile, exchange=exchange)
    if held:
        return TEXT["pile_empty"].format(name=name, tile=tile, exchange=exchange)
    return TEXT["draw_only"].format(name=name, exchange=exchange)


# -- choosing a tile and a turn -------------------------------------------------------


def free_orientation(view: dict) -> bool:
    return (view.get("options") or {}).get("orientation") == "free"


def chosen(view: dict, pick: int, turns: int) -> tuple[int, int]:
    """(hand index, quarter turns) actually in force: the pick falls back to the first
    tile when there is no such tile, and tiles stay unturned unless the table turns them."""
    hand = view.get("hand") or []
    return (pick if 0 <= pick < len(hand) else 0), (turns % 4 if free_orientation(view) else 0)


def board_actions(view: dict, legal: list[str], pick: int = 0, turns: int = 0) -> list[str]:
    """The legal placements of the chosen tile turned the chosen way: one per square.

    The rules list one placement per distinct result: of two hidden tiles of one kind
    only the first, and of the turns of a symmetric tile only the smallest giving each
    track layout. So the choice is mapped onto the action the rules list for it; the
    tile put down is the same."""
    from pygames.cablecar.data import CONNECT  # the game's code arrives with the game

    placements = [_action(text) for text in legal if _is(text, "Place")]
    if not placements:
        return []
    pick, turns = chosen(view, pick, turns)
    if view.get("drawn") is not None:
        verb, kind = "place", view["drawn"]
    else:
        hand = view.get("hand") or []
        if not hand:
            return []
        kind = hand[pick]
        verb = _HAND_VERBS[hand.index(kind)]
    layout = CONNECT[kind * 4 + turns]
    listed = min(t for t in range(4) if CONNECT[kind * 4 + t] == layout)
    found = []
    for action in placements:
        if action.verb == verb and action.turns == listed:
            found.append(action)
    return found


# -- the panel: tiles, turning, drawing, shares ------------------------------------------


def _tile_svg(kind, label: str, turns: int = 0) -> str:
    from pygames.cablecar.draw import draw_tile  # the game's drawing code arrives with the game

    return str(draw_tile(kind, turns=turns, label=label))


def _hand_tiles(
    view: dict, name: str, choosing: bool, placing_hand: bool, pick: int, turns: int
) -> list[str]:
    hand = view["hand"]
    parts = []
    # After a draw the hidden tiles wait for a later turn: shown, but set back.
    waiting = " waiting" if view.get("drawn") is not None else ""
    for n, kind in enumerate(hand):
        many = len(hand) > 1
        label = TEXT["your_tile_n"].format(n=n + 1) if many else TEXT["your_tile"]
        caption = TEXT["caption_n" if many else "caption"].format(name=name, n=n + 1)
        selected = placing_hand and n == pick
        art = _tile_svg(kind, label, turns if selected else 0)
        element_id = ' id="hand-tile"' if n == 0 else ""
        if choosing:
            pressed = "true" if selected else "false"
            mark = TEXT["chosen"] if selected else ""
            parts.append(
                f'<button type="button" class="tile tile-pick{" selected" * selected}"{element_id} '
                f'data-action="ui:pick {n}" aria-pressed="{pressed}">{art}'
                f'<span class="caption">{esc(caption)}{esc(mark)}</span></button>'
            )
        else:
            chosen_class = " selected" if selected and many else ""
            parts.append(
                f'<figure class="tile{waiting}{chosen_class}"{element_id}>{art}'
                f"<figcaption>{esc(caption)}</figcaption></figure>"
            )
    return parts


def _turn_controls(turns: int) -> str:
    return (
        f'<div class="turns" role="group" aria-label="{esc(TEXT["turn_group"])}">'
        f'<button type="button" class="turn" data-action="ui:turn -1" title="{esc(TEXT["turn_left_key"])}" '
        f'aria-label="{esc(TEXT["turn_left_key"])}">⟲</button>'
        f'<span class="turn-state" id="turn-state" aria-live="polite">{esc(TEXT["turn_state"][turns])}</span>'
        f'<button type="button" class="turn" data-action="ui:turn 1" title="{esc(TEXT["turn_right_key"])}" '
        f'aria-label="{esc(TEXT["turn_right_key"])}">⟳</button></div>'
    )


def panel(
    view: dict, legal: list[str], *, hidden: bool, name: str, pick: int = 0, turns: int = 0
) -> str:
    """The seat's hidden tiles (or a screen over them), the drawn tile, the turn
    buttons, the draw button, the shares and buttons for any other action.

    With several hidden tiles each is a button choosing it (``ui:pick N``); with free
    orientation the tile to put down is shown turned as chosen (``ui:turn ±1``)."""
    parts = []
    hand = view.get("hand")
    drawn = view.get("drawn")
    pick, turns = chosen(view, pick, turns)
    placing = any(_is(text, "Place") for text in legal)
    placing_hand = placing and drawn is None and bool(hand)
    choosing = placing_hand and len(hand) > 1
    if hidden:
        parts.append(
            '<figure class="tile tile-hidden"><div class="tile-back" aria-hidden="true"></div>'
            f"<figcaption>{esc(TEXT['hidden_tile'])}</figcaption></figure>"
        )
    elif hand:
        parts += _hand_tiles(view, name, choosing, placing_hand, pick, turns)
    elif hand == []:
        parts.append(
            f'<figure class="tile tile-none"><figcaption>{esc(TEXT["no_tile"])}</figcaption></figure>'
        )
    if drawn is not None:
        caption = TEXT["drawn_place"] if legal else TEXT["drawn"]
        art = _tile_svg(drawn, TEXT["drawn"], turns if placing else 0)
        parts.append(
            f'<figure class="tile selected" id="drawn-tile">{art}'
            f"<figcaption>{esc(caption)}</figcaption></figure>"
        )
    if placing and free_orientation(view):
        parts.append(_turn_controls(turns))  # the drawn tile or the chosen hidden tile
    deck = int(view.get("deck") or 0)
    disabled = "" if "draw" in legal else " disabled"
    parts.append(
        f'<button type="button" class="draw-button" data-action="draw"{disabled}>'
        f'{esc(TEXT["draw_button"])} <span class="count">{esc(TEXT["left"].format(n=deck))}</span></button>'
    )
    hints = []
    free = placing and free_orientation(view)
    if choosing:
        hints.append(TEXT["pick_turn_hint" if free else "pick_hint"].format(n=len(hand)))
    elif free:
        hints.append(TEXT["turn_hint"])
    if placing and not board_actions(view, legal, pick, turns):
        hints.append(TEXT["fits_nowhere"])
    hint_html = "".join(f'<p class="hint" role="status">{esc(h)}</p>' for h in hints)
    market = _market(view, legal) if view.get("mode") == "shares" else ""
    others = [text for text in legal if _action(text) is None]
    return f'<div class="tiles">{"".join(parts)}</div>{hint_html}{market}{action_buttons(others)}'


def _card(view: dict, company) -> str:
    if company is None:
        return '<span class="card unknown">?</span>'
    colour = view["companies"][company]
    return f'<span class="card c-{esc(colour)}">{esc(company_name(colour))}</span>'


def _market(view: dict, legal: list[str]) -> str:
    """Per share pile: your card (if this is your screen), the face-up card and the
    hidden pile, with the exchange buttons that are legal now."""
    own = view.get("shares")
    head = (
        f'<tr><th scope="col">{esc(TEXT["share_col"])}</th>'
        + (f'<th scope="col">{esc(TEXT["yours_col"])}</th>' if own is not None else "")
        + f'<th scope="col">{esc(TEXT["face_up_col"])}</th><th scope="col">{esc(TEXT["pile_col"])}</th></tr>'
    )
    rows = []
    for index, percent in enumerate(view["percents"]):
        face_up = view["face_up"][index]
        face_text, pile_text = f"exchange {percent} face-up", f"exchange {percent} pile"
        take = ""
        if face_text in legal:
            label = TEXT["take_face_up_label"].format(
                percent=percent, company=company_name(view["companies"][face_up])
            )
            take = (
                f'<button type="button" class="take" data-action="{face_text}" '
                f'aria-label="{esc(label)}" title="{esc(label)}">{esc(TEXT["take"])}</button>'
            )
        take_pile = ""
        if pile_text in legal:
            label = TEXT["take_pile_label"].format(percent=percent)
            take_pile = (
                f'<button type="button" class="take" data-action="{pile_text}" '
                f'aria-label="{esc(label)}" title="{esc(label)}">{esc(TEXT["take_hidden"])}</button>'
            )
        mine = f'<td class="yours">{_card(view, own[index])}</td>' if own is not None else ""
        rows.append(
            f'<tr data-percent="{percent}"><th scope="row">{percent}%</th>{mine}'
            f'<td class="face-up"><div class="cell">{_card(view, face_up)}{take}</div></td>'
            f'<td class="pile"><div class="cell"><span class="count">'
            f"{esc(TEXT['hidden_cards'].format(n=view['share_piles'][index]))}</span>{take_pile}</div></td></tr>"
        )
    note = (
        TEXT["exchange_hint"]
        if view.get("exchange_open")
        else TEXT["exchange_closed"].format(limit=EXCHANGE_LIMIT)
    )
    return (
        f'<section class="market" id="market"><h2>{esc(TEXT["shares"])}</h2>'
        f'<p class="hint">{esc(note)}</p>'
        f'<table class="market-table"><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table></section>'
    )


# -- beside the panel: companies and scored lines -------------------------------------------


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
    return esc(TEXT["seen_taking"].format(cards=", ".join(cards))) if cards else ""


def _rank(rank: int) -> str:
    return TEXT["rank"].get(rank) or TEXT["rank_n"].format(n=rank)


def _companies(view: dict, names: list[str]) -> str:
    rows = []
    for company, colour in enumerate(view["companies"]):
        profit = int(view["profits"][company])
        width = min(100, profit * 100 // EXCHANGE_LIMIT)
        reached = " reached" if profit >= EXCHANGE_LIMIT else ""
        rows.append(
            f'<tr class="company" data-company="{company}"><th scope="row"><span class="cell">{_swatch(colour)}'
            f"{esc(company_name(colour))}</span></th>"
            f'<td class="profit"><span class="cell"><span class="bar{reached}" aria-hidden="true"><span class="fill" '
            f'style="width:{width}%"></span></span><span class="num">{profit}</span></span></td>'
            f'<td class="rank">{esc(_rank(view["ranks"][company]))}</td>'
            f'<td class="value">{int(view["values"][company])}</td></tr>'
        )
    note = (TEXT["threshold"] if view.get("exchange_open") else TEXT["threshold_reached"]).format(
        limit=EXCHANGE_LIMIT
    )
    head = "".join(
        f'<th scope="col">{esc(TEXT[key])}</th>'
        for key in ("company_col", "profit_col", "rank_col", "value_col")
    )
    parts = [
        f'<section class="companies" id="companies"><h2>{esc(TEXT["companies"])}</h2>'
        f'<p class="hint">{esc(note)}</p><table class="company-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    ]
    holdings = view.get("holdings")
    if holdings is not None:
        head = f'<th scope="col">{esc(TEXT["player_col"])}</th>' + "".join(
            f'<th scope="col">{percent}%</th>' for percent in view["percents"]
        )
        body = "".join(
            f'<tr data-seat="{seat}"><th scope="row">{esc(names[seat] if seat < len(names) else seat + 1)}</th>'
            + "".join(f"<td>{_card(view, company)}</td>" for company in holding)
            + "</tr>"
            for seat, holding in enumerate(holdings)
        )
        parts.append(
            f'<h3>{esc(TEXT["holdings"])}</h3><table class="holdings-table" id="holdings">'
            f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
        )
    parts.append("</section>")
    return "".join(parts)


def _lines(view: dict, names: list[str]) -> str:
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
            key = "line_power" if line["end"] == "power" else "line"
            text = TEXT[key].format(
                station=line["station"], end=line["end"], tiles=_tiles(line["tiles"])
            )
            label = TEXT["line_label"].format(station=line["station"])
            items.append(
                f'<li data-trace="{int(line["station"])}" tabindex="0" title="{esc(label)}">'
                f'<span class="what">{esc(text)}</span><span class="pts">{int(line["points"])}</span></li>'
            )
        total = sum(int(line["points"]) for line in by_owner[owner])
        groups.append(
            f'<div class="owner-lines" data-owner="{owner}"><h3>{_swatch(colour)}'
            f'<span class="who">{esc(who)}</span><span class="total">{total}</span></h3>'
            f"<ul>{''.join(items)}</ul></div>"
        )
    return f'<section class="lines-list" id="lines"><h2>{esc(TEXT["lines"])}</h2>{"".join(groups)}</section>'


def side(view: dict, *, names: list[str]) -> str:
    """HTML under the panel: the companies (shares game) and the scored lines."""
    companies = _companies(view, names) if view.get("mode") == "shares" else ""
    return companies + _lines(view, names)
