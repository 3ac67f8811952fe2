"""Cable Car beside its board: the prompt, the tiles to play, the shares, the scored lines.

The player first chooses what to put down (which hidden tile, and how it is turned
when tiles may be turned); ``board_actions`` then gives the board only the placements
of that choice, so each square carries one action. Choosing is the screen's own
(its verbs ``ui:pick N``, ``ui:turn ±1``, carried out by ``choose``); nothing is sent
to the rules until a square is clicked. The page's ``c-<name>`` colours are the
board's (``pieces.PALETTE``). Every text comes from the game's catalogs (``say``); names
pass through ``esc``.
"""

from __future__ import annotations

from types import SimpleNamespace

from pygames.cablecar.actions import Draw, Place, parse
from pygames.cablecar.basic import line_label
from pygames.cablecar.data import CONNECT, SIZE
from pygames.cablecar.drawing.draw import draw_tile
from pygames.cablecar.drawing.pieces import PALETTE, UNOWNED
from pygames.cablecar.drawing.side import scored_lines, side_of
from pygames.cablecar.legal import check
from pygames.cablecar.tracks import trace
from pygames.cablecar.views import determinize
from pygames.core.actions import Action
from pygames.core.errors import IllegalAction
from pygames.core.messages import Count, Msg, Player
from pygames.core.rng import Rng
from pygames.core.screen import Context, GameScreen, esc, say


def free_orientation(view: dict) -> bool:
    return (view.get("options") or {}).get("orientation") == "free"


def chosen(view: dict, pick: int, turns: int) -> tuple[int, int]:
    """(hand index, quarter turns) actually in force: the pick falls back to the first
    tile when there is no such tile, and tiles stay unturned unless the table turns them."""
    hand = view.get("hand") or []
    return (pick if 0 <= pick < len(hand) else 0), (turns % 4 if free_orientation(view) else 0)


def chosen_placements(view: dict, legal: list, pick: int = 0, turns: int = 0) -> list[Place]:
    """The legal placements of the chosen tile turned the chosen way: one per square.

    The rules list one placement per distinct result: of two hidden tiles of one kind
    only the first, and of the turns of a symmetric tile only the smallest giving each
    track layout. So the choice is mapped onto the action the rules list for it; the
    tile put down is the same."""
    placements = [action for action in legal if isinstance(action, Place)]
    if not placements:
        return []
    pick, turns = chosen(view, pick, turns)
    if view.get("drawn") is not None:
        source, index, kind = "drawn", 0, view["drawn"]
    else:
        hand = view.get("hand") or []
        if not hand:
            return []
        kind = hand[pick]
        source, index = "hand", hand.index(kind)
    layout = CONNECT[kind * 4 + turns]
    listed = min(t for t in range(4) if CONNECT[kind * 4 + t] == layout)
    return [
        action
        for action in placements
        if action.source == source and action.index == index and action.turns == listed
    ]


def _tile_svg(kind, label: str, turns: int = 0) -> str:
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
        if many:
            label = say("cablecar.panel.your_tile_n", n=n + 1)
            caption = say("cablecar.panel.caption_n", name=name, n=n + 1)
        else:
            label = say("cablecar.panel.your_tile")
            caption = say("cablecar.panel.caption", name=name)
        selected = placing_hand and n == pick
        art = _tile_svg(kind, label, turns if selected else 0)
        element_id = ' id="hand-tile"' if n == 0 else ""
        if choosing:
            pressed = "true" if selected else "false"
            mark = say("cablecar.panel.chosen") if selected else ""
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
    left, right = say("cablecar.panel.turn_left_key"), say("cablecar.panel.turn_right_key")
    state = say(f"cablecar.panel.turn_state.{turns}")
    return (
        f'<div class="turns" role="group" aria-label="{esc(say("cablecar.panel.turn_group"))}">'
        f'<button type="button" class="turn" data-action="ui:turn -1" title="{esc(left)}" '
        f'aria-label="{esc(left)}">⟲</button>'
        f'<span class="turn-state" id="turn-state" aria-live="polite">{esc(state)}</span>'
        f'<button type="button" class="turn" data-action="ui:turn 1" title="{esc(right)}" '
        f'aria-label="{esc(right)}">⟳</button></div>'
    )


class CableCarScreen(GameScreen):
    game_id = "cablecar"
    nothing_scored = "cablecar.result.none"
    keys = {
        "r": "ui:turn 1",
        "R": "ui:turn -1",
        "1": "ui:pick 0",
        "2": "ui:pick 1",
        "3": "ui:pick 2",
    }
    verbs = ("ui:pick", "ui:turn")
    # Players' and companies' colours, and grey for anything else (an unowned car).
    palette = {name: (fill, ink) for name, (fill, ink, _) in {**PALETTE, "grey": UNOWNED}.items()}
    # The whole board stays one picture (every station around it): on a phone its squares
    # are under a finger's 44 px, so the table offers zoom and pan (``ui.zoom``).
    zoomable = True

    def choose(self, verb: str, arg: str, pick: int, turns: int) -> tuple[int, int] | None:
        """``ui:turn 1`` turns the tile to put down clockwise, ``ui:turn -1`` back;
        ``ui:pick N`` chooses the hidden tile N (the default's)."""
        if verb != "ui:turn":
            return super().choose(verb, arg, pick, turns)
        try:
            number = int(arg)
        except ValueError:
            return None
        return pick, (turns + number) % 4 if number in (1, -1) else turns

    def board_actions(self, ctx: Context) -> list:
        return chosen_placements(ctx.view, ctx.legal, ctx.pick, ctx.turns)

    def prompt(self, ctx: Context) -> str:
        view, name = ctx.view, ctx.name
        if view.get("drawn") is not None:
            return say("cablecar.prompt.place_drawn", name=name)
        sizes = view.get("hand_sizes") or []
        current = view.get("current", 0)
        held = sizes[current] if isinstance(current, int) and current < len(sizes) else 0
        tile = say("cablecar.prompt.tile_one" if held == 1 else "cablecar.prompt.tile_many")
        exchange = side_of(view).exchange_hint(view)
        if held and view.get("deck"):
            return say("cablecar.prompt.place_or_draw", name=name, tile=tile, exchange=exchange)
        if held:
            return say("cablecar.prompt.pile_empty", name=name, tile=tile, exchange=exchange)
        return say("cablecar.prompt.draw_only", name=name, exchange=exchange)

    def panel(self, ctx: Context) -> str:
        """The seat's hidden tiles (or a screen over them), the drawn tile, the turn
        buttons, the draw button and the shares.

        With several hidden tiles each is a button choosing it (``ui:pick N``); with free
        orientation the tile to put down is shown turned as chosen (``ui:turn ±1``)."""
        view, legal = ctx.view, ctx.legal
        parts = []
        hand = view.get("hand")
        drawn = view.get("drawn")
        pick, turns = chosen(view, ctx.pick, ctx.turns)
        placing = any(isinstance(action, Place) for action in legal)
        placing_hand = placing and drawn is None and bool(hand)
        choosing = placing_hand and len(hand) > 1
        if ctx.hidden:
            parts.append(
                '<figure class="tile tile-hidden"><div class="tile-back" aria-hidden="true"></div>'
                f"<figcaption>{esc(say('cablecar.panel.hidden_tile'))}</figcaption></figure>"
            )
        elif hand:
            parts += _hand_tiles(view, ctx.name, choosing, placing_hand, pick, turns)
        elif hand == []:
            parts.append(
                '<figure class="tile tile-none">'
                f"<figcaption>{esc(say('cablecar.panel.no_tile'))}</figcaption></figure>"
            )
        if drawn is not None:
            caption = say("cablecar.panel.drawn_place" if legal else "cablecar.panel.drawn")
            art = _tile_svg(drawn, say("cablecar.panel.drawn"), turns if placing else 0)
            parts.append(
                f'<figure class="tile selected" id="drawn-tile">{art}'
                f"<figcaption>{esc(caption)}</figcaption></figure>"
            )
        free = placing and free_orientation(view)
        if free:
            parts.append(_turn_controls(turns))  # the drawn tile or the chosen hidden tile
        left = say("cablecar.panel.left", n=int(view.get("deck") or 0))
        disabled = "" if Draw() in legal else " disabled"
        parts.append(
            f'<button type="button" class="draw-button" data-action="{esc(Draw())}"{disabled}>'
            f'{esc(say("cablecar.panel.draw_button"))} <span class="count">{esc(left)}</span>'
            "</button>"
        )
        hints = []
        if choosing:
            key = "cablecar.panel.pick_turn_hint" if free else "cablecar.panel.pick_hint"
            hints.append(say(key, keys=Count("cablecar.count.keys", len(hand))))
        elif free:
            hints.append(say("cablecar.panel.turn_hint"))
        if placing and not chosen_placements(view, legal, pick, turns):
            hints.append(say("cablecar.panel.fits_nowhere"))
        hint_html = "".join(f'<p class="hint" role="status">{esc(h)}</p>' for h in hints)
        market = side_of(view).market(view, legal)
        return f'<div class="tiles">{"".join(parts)}</div>{hint_html}{market}'

    def side(self, ctx: Context) -> str:
        """The companies (shares game) and the scored lines."""
        view = ctx.view
        return side_of(view).companies(view, ctx.names) + scored_lines(view, ctx.names)

    def player_note(self, view: dict, seat: int) -> str:
        return side_of(view).player_note(view, seat)

    def player_colour(self, view: dict, seat: int) -> str | None:
        """The seat's car colour; none in the shares game, where cars are the companies'."""
        colours = [] if "companies" in view else (view.get("colours") or [])
        return colours[seat] if seat < len(colours) else None

    def score_lines(self, view: dict, seat: int) -> list | None:
        """The seat's lines scored so far, as the result will list them (the shares
        game keeps its scores hidden until the end)."""
        if "companies" in view:
            return None
        return [
            (line_label(SimpleNamespace(**line)), line["points"]) for line in _lines(view, seat)
        ]

    def scored_marks(self, ctx: Context, seat: int) -> list[str]:
        """The seat's scored lines as drawn on the board, each with its points (its
        badge, drawn over every line and otherwise hidden; the badges of one seat's
        lines keep clear of each other: ``stations.badge_spots``)."""
        if "companies" in ctx.view:
            return []
        stations = [int(line["station"]) for line in _lines(ctx.view, seat)]
        return [f".scored-line.s{n}" for n in stations] + [f".badge.s{n}" for n in stations]

    def refusal(self, ctx: Context, place: dict[str, str]) -> Msg:
        """Why a click on the board plays nothing, in the game's words.

        A square (``data-square`` "R,C") or a placement no longer offered
        (``data-action``) means putting the chosen tile down there, turned as chosen:
        the rules' refusal of that (``legal.check`` on a copy: "Row 3, column 5 already
        holds a tile. (CC08)"). A station tapped or clicked shows its line (its play
        aid) and plays nothing: said so, with where a tile goes; so does a tile to put
        down on the wall (``data-hand`` N, ``data-drawn``). Anything else (a
        decoration, the wall's panels) says what this turn asks (``asks``)."""
        meant = _meant(ctx, place)
        if isinstance(meant, Msg):
            return meant
        if meant is not None:
            why = _why_not(ctx, meant)
            if why is not None:
                return why
        offered = bool(self.board_actions(ctx))
        station = place.get("station", "")
        if station.isdigit() and offered:
            return Msg("cablecar.refusal.station", station=int(station))
        # The wall's tiles to put down (presenter mode): how one goes on the board.
        hand = ctx.view.get("hand") or []
        if place.get("drawn") and offered:
            return Msg("cablecar.refusal.drawn_tile")
        if place.get("hand", "").isdigit() and offered:
            if ctx.view.get("drawn") is not None:  # the drawn tile goes first (CC05)
                return _why_not(ctx, Place("hand", 0, 0)) or self.asks(ctx)
            if len(hand) > 1:
                return Msg("cablecar.refusal.hand_pick", n=int(place["hand"]))
            return Msg("cablecar.refusal.hand_tile")
        return self.asks(ctx)

    def asks(self, ctx: Context) -> Msg:
        """What this turn asks of the seat, as the prompt says it; when the tile chosen
        fits nowhere turned as it is, that it must be turned or another chosen."""
        view, legal = ctx.view, ctx.legal
        placing = any(isinstance(action, Place) for action in legal)
        if placing and not self.board_actions(ctx):
            return Msg("cablecar.panel.fits_nowhere")
        if view.get("drawn") is not None:
            return Msg("cablecar.prompt.place_drawn", name=ctx.name)
        sizes = view.get("hand_sizes") or []
        current = view.get("current", 0)
        held = sizes[current] if isinstance(current, int) and current < len(sizes) else 0
        tile = Msg("cablecar.prompt.tile_one" if held == 1 else "cablecar.prompt.tile_many")
        exchange = Msg("cablecar.prompt.or_exchange") if view.get("exchange_open") else ""
        if held and view.get("deck"):
            return Msg("cablecar.prompt.place_or_draw", name=ctx.name, tile=tile, exchange=exchange)
        if held:
            return Msg("cablecar.prompt.pile_empty", name=ctx.name, tile=tile, exchange=exchange)
        return Msg("cablecar.prompt.draw_only", name=ctx.name, exchange=exchange)

    def privacy_label(self, name: str, view: dict | None = None) -> str:
        """What the privacy screen uncovers: the tile, and the shares in the shares game."""
        return say(side_of(view or {}).privacy, name=name)

    def hint_reason(self, view: dict, action) -> Msg | None:
        """A placement of the basic game that scores nothing now: the tiles it adds to
        the player's open lines, else the opponent's line it ends while short."""
        seat, board = view.get("seat"), list(view.get("board") or [])
        if not isinstance(action, Place) or "companies" in view or not board:
            return None
        kind = view.get("drawn") if action.source == "drawn" else None
        hand = view.get("hand") or []
        if action.source == "hand" and action.index < len(hand):
            kind = hand[action.index]
        if kind is None:
            return None
        after = list(board)
        after[action.square] = kind * 4 + action.turns
        grown, ended = 0, None
        for car in view.get("cars") or []:
            if car["scored"] or trace(board, car["station"])[1] is not None:
                continue  # a line already ended
            tiles, end, _ = trace(after, car["station"])
            if car["owner"] == seat and end is None:
                grown += tiles - trace(board, car["station"])[0]
            elif car["owner"] != seat and end is not None and ended is None:
                ended = car, tiles
        if grown > 0:
            return Count("cablecar.coach.grows", grown, who=Player(seat))
        if ended is not None:
            car, tiles = ended
            return Count(
                "cablecar.coach.ends", tiles, who=Player(car["owner"]), station=car["station"]
            )
        return None

    def hint_step(self, ctx: Context, action) -> str | None:
        """A suggested placement of another hidden tile: choose it; of this tile turned
        another way: turn it."""
        if not isinstance(action, Place) or action in self.board_actions(ctx):
            return None
        hand = ctx.view.get("hand") or []
        pick, _ = chosen(ctx.view, ctx.pick, ctx.turns)
        if action.source == "hand" and action.index < len(hand) and pick < len(hand):
            if hand[action.index] != hand[pick]:
                return f"ui:pick {action.index}"
        return "ui:turn 1" if free_orientation(ctx.view) else None


def _meant(ctx: Context, place: dict[str, str]) -> Action | Msg | None:
    """The action a click at ``place`` would mean: its ``data-action`` (a text that is
    no move: the rules' word for it), else the chosen tile put down, turned as chosen,
    on its ``data-square``; None for anything else."""
    if "action" in place:
        try:
            return parse(place["action"])
        except IllegalAction as exc:
            return _refused(exc)
    where = place.get("square", "").split(",")
    if len(where) != 2 or not all(part.isdigit() for part in where):
        return None
    row, col = int(where[0]) - 1, int(where[1]) - 1
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        return None
    pick, turns = chosen(ctx.view, ctx.pick, ctx.turns)
    if ctx.view.get("drawn") is not None:
        return Place("drawn", row, col, 0, turns)
    return Place("hand", row, col, pick, turns)


def _why_not(ctx: Context, action: Action) -> Msg | None:
    """The rules' refusal of ``action`` for the seat of ``ctx``, asked of a state made
    from its view (``views.determinize``, the unseen tiles dealt by a fixed seed: the
    checks read only the board, the seat's tiles and the options); None when the rules
    would take it. Nothing of the table is changed."""
    seat = ctx.seat
    if not isinstance(seat, int) or "board" not in ctx.view:
        return None
    try:
        check(determinize(ctx.view, seat, Rng(0)), seat, action)
    except IllegalAction as exc:
        return _refused(exc)
    return None


def _refused(exc: IllegalAction) -> Msg:
    """The rules' sentence, one sentence as every game's click refusal is; the rule it
    rests on rides along (``rule``) for the tests, unshown."""
    if not exc.rule:
        return exc.message
    return Msg("cablecar.refusal.rule", why=exc.message, rule=exc.rule)


def _lines(view: dict, seat: int) -> list[dict]:
    cars = sorted(view.get("cars") or [], key=lambda car: car["station"])
    return [car["scored"] for car in cars if car.get("scored") and car["owner"] == seat]


SCREEN = CableCarScreen()
