"""HTML of a table: the board, whose turn, tiles, scores, log, result.

Pure functions of a ``session.Table`` and the screen's own state (``TableScreen``), so
what a player sees, and what stays hidden, is tested in CPython. The app puts each
part into its element by id (``parts``); the skeleton is written once per screen.

One repaint is drawn from one ``ui.frame.Frame``: who is to act, whose secrets are
shown (hot-seat privacy), the view and the legal actions, worked out once; the
functions below that take ``(table, screen)`` read that frame (the table held still
as a ``Moment`` while it is drawn), so each asks the game nothing again.

What is the game's own (its board, prompt, panel, side panel, player notes and
colours, privacy button) comes from its ``SCREEN`` (``pygames/<game>/drawing/screen.py``,
a ``GameScreen``), called with the frame's ``Context``: the view, the legal actions as
objects, the names, and the decision being put together on the screen
(``TableScreen``'s ``pick``, ``turns`` and ``choice``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames import GAMES
from pygames.core.drawing.marks import colour_shape
from pygames.core.drawing.marks import swatch as mark_swatch
from pygames.core.levels import level_of_kind
from pygames.core.messages import Fact, Msg, render
from pygames.core.screen import LAPTOP, Context, Space, load_screen, say
from ui import relay, zoom
from ui.frame import Frame, frame, itself
from ui.i18n import colour as colour_name
from ui.i18n import game_name, has, join_names, ordinal, t, tn
from ui.pages import esc, qr_button
from ui.session import score_words


@dataclass
class TableScreen:
    """What the screen remembers beside the table."""

    mode: str = "local"  # "local": a save being played; "shared": a link being watched
    shown_seat: int | None = None  # hot-seat: the human who last uncovered their tiles
    error: str = ""  # the last refusal, shown until the next action
    notice: str = ""
    share_link: str = ""  # shown once the player asked to share
    share_copied: bool = False  # the clipboard took it
    total_moves: int = 0  # shared: moves in the whole record
    bot_thinking: bool = False
    turn_link: str = ""  # a game played by link: the next person's link (``ui.relay``)
    turn_copied: bool = False
    warn_links: bool = False  # say what a turn link carries (once per device)
    can_share: bool = False  # the browser has a share sheet
    pick: int = 0  # the piece the player chose to put down (a hand index)
    turns: int = 0  # and how it is turned, in quarter turns clockwise
    # A decision put together over several clicks before it is sent (``ui:add``,
    # ``ui:drop``, ``ui:clear``): tokens such as ingredient names or lot numbers.
    choice: list = field(default_factory=list)
    hint: object = None  # the coach's hint asked for (a ui.coach.HintTurn), or None
    space: Space = LAPTOP  # the room the board has (measured by the page)
    went_on: str = ""  # the last pause of the game's screen the players went on from

    def clear_choice(self) -> None:
        """After every move the next decision starts from the first piece, unturned,
        with nothing put together yet."""
        self.pick = self.turns = 0
        self.choice = []


def skeleton(game_id: str, mode: str) -> str:
    name = game_name(GAMES[game_id].spec) if game_id in GAMES else game_id
    return (
        f'<section class="screen table {esc(mode)}" data-game="{esc(game_id)}">'
        f"{palette_style(game_id)}"
        f'<header class="bar"><a class="button" href="#">{esc(t("nav.games"))}</a>'
        # The tools (``tools``): the ones used most, then the rest under "More".
        f'<h1>{esc(name)}</h1><div class="tools" id="tools"></div></header>'
        '<p class="status" id="status" aria-live="polite"></p>'
        # A refusal is said by #announce (polite), so the line itself is not an alert.
        # It and a notice show over the table (toasts), never pushing the board.
        '<p class="error" id="error" hidden></p>'
        '<p class="notice" id="notice" role="status" hidden></p>'
        '<div class="layout">'
        '<div class="board" id="board" data-moves="0"></div>'
        # Zoom, and the sign that the board goes on sideways (``ui.zoom``): over its box.
        f'<div class="board-tools" id="board-tools">{zoom.tools(load_screen(game_id).zoomable)}</div>'
        # Beside the board: the current decision first, the panel and the next
        # person's turn link (across the side column, and in sight as the page scrolls;
        # on a narrow page a bar at the window's bottom); then two stacks, what to do
        # now and the rest (side by side when the side column is wide enough for two).
        '<aside class="side">'
        '<div class="decision" id="decision" hidden>'
        '<div class="panel" id="panel"></div>'
        '<section class="hand-on" id="turn" hidden></section></div>'
        '<div class="side-main">'
        '<section class="result" id="result" hidden></section>'
        '<ul class="players" id="players"></ul>'
        '<div class="board-moves" id="board-moves" hidden></div>'
        '</div><div class="side-more">'
        '<div class="extra" id="extra"></div>'
        '<div class="share" id="share" hidden></div>'
        # The list scrolls: focusable, so it scrolls from the keyboard too.
        f'<section class="log"><h2 id="log-heading">{esc(t("table.moves"))}</h2>'
        '<ol id="log" reversed tabindex="0" aria-labelledby="log-heading"></ol></section>'
        "</div></aside></div>"
        # What changed, for screen readers (``ui.announce``): out of sight, said politely.
        '<p class="visually-hidden" id="announce" aria-live="polite" aria-atomic="true"></p>'
        "</section>"
    )


def palette_style(game_id: str) -> str:
    """The game's colours as the page's ``c-<name>`` classes (``GameScreen.palette``):
    a fill, the ink that reads on it, and the fill of a swatch's shape (``--mark``)."""
    rules = "".join(
        f".c-{name} {{ background: {fill}; color: {ink}; --mark: {fill}; }}"
        for name, (fill, ink) in load_screen(game_id).palette.items()
        if name.isascii() and name.isalpha()
    )
    return f'<style id="palette">{rules}</style>' if rules else ""


def acting_seat(table) -> int | None:
    return table.human_to_move()


def guards_secrets(table, screen: TableScreen) -> bool:
    """Whether this table needs the privacy screen at all: a local game with two or
    more people at the device, of a game where a seat has secrets (Cupcake Empire
    hides nothing, so it never asks for a hand-over)."""
    return frame(table, screen).guards


def settle(table, screen: TableScreen) -> None:
    """Before every repaint: a seat's secrets stay covered after a hand-over until that
    seat confirms (``ui.frame.frame``)."""
    frame(table, screen, settle=True)


def reveal(table, screen: TableScreen, arg: str) -> bool:
    """``ui:reveal N``: seat N says it is at the screen (only the seat to act may)."""
    seat = acting_seat(table)
    if seat is None or arg.strip() != str(seat):
        return False
    screen.shown_seat = seat
    return True


def in_public(table, screen: TableScreen) -> bool:
    """The seat to act decides from the public table (its secrets one press away):
    the game says this decision needs nothing hidden (Food Tycoon's bids)."""
    return frame(table, screen).public


def is_screened(table, screen: TableScreen) -> bool:
    """Hot-seat privacy: with two or more people at the device, a person's secrets stay
    covered until that person says they are looking."""
    return frame(table, screen).screened


def viewer(table, screen: TableScreen) -> int | None:
    """Whose secrets the screen shows (None: a spectator's view, hidden parts hidden)."""
    return frame(table, screen).viewer


def secrets_shown(table, screen: TableScreen) -> int | None:
    """The seat whose secrets the page holds now (None: nobody's, or nothing hidden)."""
    return frame(table, screen).secrets


def context(table, screen: TableScreen) -> Context:
    """The Context of one repaint: the viewer's view and, when the seat to act may act
    now, its legal actions (from the public view when it decides in public)."""
    return frame(table, screen).ctx


def parts(table, screen: TableScreen) -> dict[str, str]:
    """HTML for each element of the skeleton, by id, from one frame (settled first):
    one view, one list of legal actions and one result per repaint."""
    f = frame(table, screen, settle=True)
    table, game_screen, ctx, res = f.table, f.game_screen, f.ctx, f.result
    return {
        "status": esc(status_text(f)),
        "board": game_screen.board(ctx),
        "players": players(table, ctx.view, game_screen, res),
        "panel": panel(f),
        "extra": game_screen.side(ctx),
        "log": log(table.log),
        "result": result(table, res, game_screen),
        "tools": tools(table, screen),
        "share": share(screen),
        "turn": relay.hand_on(
            table,
            screen.turn_link,
            warn=screen.warn_links,
            copied=screen.turn_copied,
            can_share=screen.can_share,
        )
        if screen.turn_link
        else "",
    }


def status_text(f: Frame) -> str:
    """The status line (plain text: escape it, it carries names)."""
    table, seat = f.table, f.seat
    if f.over:
        return end_status(table, f.result)
    if f.screen.mode == "shared":
        return shared_status(table, f.screen.total_moves)
    if seat is not None:
        if f.screened:
            return t("status.pass", name=table.name(seat))
        return f.game_screen.prompt(f.ctx)
    away = f.away
    if away is not None:
        return t("status.waiting_link", name=table.name(away))
    if f.game_screen.paused(f.ctx):  # the bots wait for the players to go on
        return f.game_screen.prompt(f.ctx)
    bots = [table.name(s) for s in f.to_move]
    return t("status.bot_thinking", names=t("list.sep").join(bots))


def end_status(table, res) -> str:
    """The status line of a game over: who won (with what, how a tie was settled)."""
    tied = None if res is None else tie_status(table.names(), res, table.game.score_unit)
    if tied:
        return tied
    if res is not None and res.winners:
        winners = [table.name(s) for s in res.winners]
        form = "other" if len(winners) > 1 else "one"
        unit = table.game.score_unit
        if unit is None:  # a game with a winner and no score
            return t(f"status.won_plain.{form}", who=join_names(winners))
        best = res.scores[res.winners[0]]
        return t(f"status.won.{form}", who=join_names(winners), score=score_words(unit, best))
    return t("status.over")


def shared_status(table, total: int) -> str:
    """The status line of a shared game being watched: the move shown, who is to move."""
    movers = t("list.sep").join(table.name(s) for s in table.to_move())
    return t("status.shared", at=table.moves, total=total, movers=movers)


def colour_class(colour) -> str:
    """The CSS class of a colour name from a view (anything odd is grey)."""
    known = isinstance(colour, str) and 0 < len(colour) <= 20
    name = (
        colour if known and colour.isascii() and colour.isalpha() and colour.islower() else "grey"
    )
    return f"c-{name}"


def players(table, view: dict, game_screen, res) -> str:
    """Who plays, in seat order: colour, name, kind and score (in the game's unit);
    the ranking is the result's alone."""
    scores = view.get("scores") or [None] * len(table.seats)
    unit = table.game.score_unit
    to_move = set(table.to_move())
    items = []
    for i, seat in enumerate(table.seats):
        swatch = player_swatch(game_screen, view, i)
        cls = "player" + (" to-move" if i in to_move else "")
        kind = (
            ""
            if not seat.is_bot
            else f'<span class="kind">{esc(bot_label(seat.kind, GAMES[table.record.game].spec))}</span>'
        )
        marker = (
            f'<span class="turn" aria-label="{esc(t("player.to_move"))}">▶</span>'
            if i in to_move
            else '<span class="turn"></span>'
        )
        score = (
            ""
            if scores[i] is None
            else f'<span class="score" data-score="{int(scores[i])}">'
            f"{esc(score_words(unit, int(scores[i])))}</span>"
        )
        extra_line = game_screen.player_note(view, i)
        extra_line = f'<span class="note">{extra_line}</span>' if extra_line else ""
        items.append(
            f'<li class="{cls}" data-seat="{i}">{marker}{swatch}'
            f'<span class="name">{esc(table.name(i))}</span>{kind}{score}{extra_line}</li>'
        )
    return "".join(items)


def player_swatch(game_screen, view: dict, seat: int) -> str:
    """The seat's colour before its name, as the shape its marks have on the board
    (``GameScreen.player_colour``); "" in a game whose seats have no colour."""
    colour = game_screen.player_colour(view, seat)
    if colour is None:
        return ""
    return mark_swatch(colour_shape(colour), colour_class(colour), colour_name(colour))


def bot_label(kind: str, spec=None) -> str:
    """ "Casual bot": the level a bot kind is shown as in this game (the form's words),
    or the catalog's word for the kind, or the kind's own name."""
    level = level_of_kind(spec, kind) if spec is not None else None
    if level is not None:
        return t(f"player.level.{level}")
    key = f"player.bot.{kind[4:]}"
    return t(key) if has(key) else t("player.bot", kind=kind[4:])


def panel(f: Frame) -> str:
    table, seat, ctx, game_screen = f.table, f.seat, f.ctx, f.game_screen
    if f.over:
        return ""
    if f.screen.mode == "local" and f.screened:
        name = table.name(seat)
        return (
            '<div class="privacy" id="privacy">'
            f'<p class="pass">{esc(t("privacy.pass", name=name))}</p>'
            f'<button type="button" class="primary big" data-action="ui:reveal {seat}">'
            f"{esc(game_screen.privacy_label(name, ctx.view))}"
            "</button></div>"
        )
    if f.public:
        name = table.name(seat)
        return game_screen.panel(ctx) + (
            '<div class="privacy-peek">'
            f'<button type="button" data-action="ui:reveal {seat}">'
            f"{esc(game_screen.privacy_label(name, ctx.view))}</button></div>"
        )
    return game_screen.panel(ctx)


def board_moves(targets: list[tuple[str, str]]) -> str:
    """On a touch screen, the board's places too small for a finger (under 44 CSS px)
    as buttons of their own: each the place's action and its spoken name (the
    ``aria-label`` the board gives it), once each, in the board's order."""
    seen, buttons = set(), []
    for action, label in targets:
        if not action or action in seen:
            continue
        seen.add(action)
        buttons.append(
            f'<button type="button" data-action="{esc(action)}">{esc(label or action)}</button>'
        )
    if not buttons:
        return ""
    return (
        '<details data-keep="board-moves" open><summary>'
        f"{esc(tn('touch.board_moves', len(buttons)))}</summary>"
        f'<div class="buttons">{"".join(buttons)}</div></details>'
    )


def log(lines: list[str]) -> str:
    """Newest first (the list is numbered backwards), so the latest move is in sight."""
    if not lines:
        return f'<li class="none">{esc(t("log.none"))}</li>'
    return "".join(f"<li>{esc(line)}</li>" for line in reversed(lines))


def level_words(res, unit: str | None, seat: int) -> str | None:
    """What a seat was level on with others: its score in the game's unit, or what the
    ranking compared first when that is not the score (``Ties.levels``)."""
    if res.ties.levels is not None:
        return render(res.ties.levels[seat])
    return None if unit is None else score_words(unit, int(res.scores[seat]))


def tie_status(names: list[str], res, unit: str | None) -> str | None:
    """The winner line when a tie-break decided the win ("Ben wins with 70 income, tied
    with Cal; more customers served decided it (3 to 2).") or every tie-break left the
    winners level; None when no tie touched the win."""
    winners = res.winners
    if len(winners) == 1:
        best = winners[0]
        decided = [d for d in res.ties.decided if d.above == best]
        if not decided:
            return None
        if len(decided) == 1:
            clauses = decided[0].clause().render()
        else:
            clause = [d.clause(names[d.below]).render() for d in decided]
            clauses = Msg("core.tie.and").render().join(clause)
        fields = {
            "who": names[best],
            "others": join_names([names[d.below] for d in decided]),
            "decided": clauses,
        }
        level = level_words(res, unit, best)
        if res.ties.levels is None and unit is not None:
            return t("status.won_tied", score=level, **fields)
        if level is not None:
            return t("status.won_tied_on", level=level, **fields)
        return t("status.won_tied_plain", **fields)
    if len(winners) > 1 and res.ties.tiebreaks:
        who = join_names([names[seat] for seat in winners])
        if unit is None:
            return t("status.won_level_plain", who=who)
        return t("status.won_level", who=who, score=score_words(unit, res.scores[winners[0]]))
    return None


def tie_notes(names: list[str], res, unit: str | None) -> list[tuple[set, str]]:
    """A sentence for each two seats level on score next to each other in the ranking,
    with the seats it names: which tie-break put one above ("Ben ranks above Cal, both
    on 70 income: more customers served decided it (3 to 2).") or that they share the
    place after every tie-break (or, in a game without tie-breaks, that its rules
    break none)."""
    order = sorted(range(len(res.places)), key=lambda s: (res.places[s], s))
    notes = []
    shared = set()
    for above, below in zip(order, order[1:]):
        level = level_words(res, unit, above)
        place = res.places[above]
        if place == res.places[below]:
            if place in shared:
                continue
            shared.add(place)
            group = {s for s in order if res.places[s] == place}
            who = join_names([names[s] for s in order if s in group])
            if level is None:
                notes.append((group, t("result.tie.shared_plain", who=who, place=ordinal(place))))
            else:
                key = "result.tie.shared" if res.ties.tiebreaks else "result.tie.shared_none"
                notes.append((group, t(key, who=who, place=ordinal(place), level=level)))
            continue
        decided = res.ties.between(above, below)
        if decided is None:
            continue
        fields = {
            "above": names[above],
            "below": names[below],
            "decided": decided.clause().render(),
        }
        if level is None:
            notes.append(({above, below}, t("result.tie.ahead_plain", **fields)))
        else:
            notes.append(({above, below}, t("result.tie.ahead", level=level, **fields)))
    return notes


def result(table, res, game_screen=None) -> str:
    """The ranking, once: how ties were settled (``tie_notes``), then per seat its
    place, name and score in the game's unit, then its breakdown, each line with what
    it added (a ``Fact`` line, such as a tie-break figure, adds nothing and shows
    none); a seat without lines says the game's own "nothing scored"."""
    if res is None:
        return ""
    game_screen = game_screen or load_screen(table.record.game)
    unit = table.game.score_unit
    order = sorted(range(len(table.seats)), key=lambda s: (res.places[s], s))
    rows = []
    for seat in order:
        lines = res.breakdown[seat] if seat < len(res.breakdown) else []
        items = "".join(result_line(label, points, unit) for label, points in lines) or (
            f'<li class="none">{esc(say(game_screen.nothing_scored))}</li>'
        )
        place = esc(ordinal(res.places[seat]))
        score = int(res.scores[seat])
        shown = (
            ""
            if unit is None
            else f' <span class="score" data-score="{score}">{esc(score_words(unit, score))}</span>'
        )
        rows.append(
            f'<article class="final" data-seat="{seat}" data-place="{res.places[seat]}">'
            f'<h3><span class="place">{place}</span> '
            f'<span class="name">{esc(table.name(seat))}</span>{shown}</h3>'
            f'<ul class="lines">{items}</ul></article>'
        )
    notes = "".join(f"<li>{esc(note)}</li>" for _, note in tie_notes(table.names(), res, unit))
    ties = f'<ul class="ties">{notes}</ul>' if notes else ""
    return f"<h2>{esc(t('result.heading'))}</h2>{ties}{''.join(rows)}{hints_used(table)}"


def result_line(label, points: int, unit: str | None) -> str:
    text = f'<span class="label">{esc(render(label))}</span>'
    if isinstance(label, Fact) or unit is None:
        return f'<li class="fact">{text}</li>'
    return (
        f'<li>{text}<span class="pts" data-points="{int(points)}">'
        f"{esc(score_words(unit, int(points)))}</span></li>"
    )


def continue_label(at: int, total: int) -> str:
    """ "Continue as a new local game", from the move shown when it is not the last
    ("Continue from move 3 of 63 as a new local game")."""
    if at >= total:
        return t("replay.continue")
    return t("replay.continue_from", at=at, total=total)


def continue_title(at: int, total: int) -> str:
    """The continue button's title: how many of the shared game's moves it leaves out."""
    if at >= total:
        return ""
    return f' title="{esc(tn("replay.continue_drops", total - at))}"'


def tools(table, screen: TableScreen) -> str:
    if screen.mode == "shared":
        at, total = table.moves, screen.total_moves
        finished = at == total and table.is_over()

        def step(label, target, text):
            disabled = " disabled" if target == at or not 0 <= target <= total else ""
            return (
                f'<button type="button" data-action="ui:replay {target}" title="{esc(t(text))}"'
                f"{disabled}>{esc(t(label))}</button>"
            )

        return (
            f'<div class="replay" role="group" aria-label="{esc(t("replay.label"))}">'
            + step("replay.start", 0, "replay.start_title")
            + step("replay.back", at - 1, "replay.back_title")
            + f'<span class="at" id="replay-at">{at} / {total}</span>'
            + step("replay.next", at + 1, "replay.next_title")
            + step("replay.latest", total, "replay.latest_title")
            + '</div><button type="button" class="primary" data-action="ui:continue"'
            f"{continue_title(at, total)}>{esc(continue_label(at, total))}</button>"
            # A finished game's review is offered in sight at its end, else under More.
            + (review_button() if finished else "")
            + more_tools(table.record.game, review=not finished)
        )
    return (
        undo_button(table)
        + hint_button(table, screen)
        + f'<button type="button" data-action="ui:share">{esc(t("share.button"))}</button>'
        + (review_button() if table.is_over() else "")
        + more_tools(table.record.game)
    )


def review_button() -> str:
    """The review of the whole record (``ui/review.py``; the app opens it): a finished
    table's, a shared game's."""
    title, label = esc(t("review.button_title")), esc(t("review.button"))
    return f'<button type="button" data-action="ui:review" title="{title}">{label}</button>'


def more_tools(game_id: str, *, review: bool = False) -> str:
    """The tools used less (the rules, the record's file, presenter mode, a shared
    game's review) under "More":
    on a phone a menu that opens from the title bar (kept open across repaints, closed
    by a choice, a click elsewhere or Escape: ``ui.table_page``), so the bar takes two
    rows; on a wider page the stylesheet shows them as the other buttons are."""
    return (
        '<details class="more-tools" data-keep="more-tools">'
        f"<summary>{esc(t('tools.more'))}</summary>"
        f'<div class="menu">{help_button(game_id)}{download_button()}{present_button()}'
        f"{review_button() if review else ''}</div>"
        "</details>"
    )


def help_button(game_id: str) -> str:
    """The rules help over the table (``ui.app``'s ``ui:help``)."""
    return (
        f'<button type="button" class="help" data-action="ui:help {esc(game_id)}">'
        f"{esc(t('help.button'))}</button>"
    )


def download_button() -> str:
    """The record as a ``.json`` file (``ui.record_file``)."""
    return (
        f'<button type="button" data-action="ui:download" title="{esc(t("file.download_title"))}">'
        f"{esc(t('file.download'))}</button>"
    )


def present_button() -> str:
    """Presenter mode of the record so far (``ui/presenter.py``; the app opens it)."""
    title, label = esc(t("present.title")), esc(t("present.button"))
    return f'<button type="button" data-action="ui:present" title="{title}">{label}</button>'


def undo_button(table) -> str:
    """Undo, disabled where it would be refused, with the reason beside it, shown while
    the button is hovered or focused (``aria-disabled`` keeps it focusable, and a click
    still says why in the error line, for touch screens)."""
    seat = table.undo_seat()
    label = esc(t("undo.button"))
    problem = t("undo.nothing_yet") if seat is None else table.undo_problem(seat)
    if not problem:
        title = esc(t("undo.title", name=table.name(seat)))
        return f'<button type="button" data-action="ui:undo" title="{title}">{label}</button>'
    return (
        '<span class="undo-box"><button type="button" data-action="ui:undo" aria-disabled="true"'
        f' aria-describedby="undo-why">{label}</button>'
        f'<span class="why" role="tooltip" id="undo-why">{esc(problem)}</span></span>'
    )


def share(screen: TableScreen) -> str:
    if not screen.share_link:
        return ""
    return (
        f"<label>{esc(t('share.copied' if screen.share_copied else 'share.link'))} "
        f'<input type="text" readonly id="share-link" value="{esc(screen.share_link)}"></label>'
        f"{qr_button('share-link')}"
        f'<p class="hint">{esc(t("share.hint"))}</p>'
        # Shown near the Share button, over the table: closed here, by Escape or a move.
        f'<button type="button" class="close" data-action="ui:share-close">'
        f"{esc(t('share.close'))}</button>"
    )


# -- the coach ---------------------------------------------------------------------------


def hint_seat(table, screen: TableScreen) -> int | None:
    """The person who may ask the coach now: at a local table, the human to move, once
    their secrets are on the screen (a hint comes from them). None: nobody."""
    return frame(table, screen).hint_seat


def hint_asked(table, screen: TableScreen):
    """The hint asked at this very position by the person who may ask now (a
    ``ui.coach.HintTurn``, worked out or not), else None: a move or an undo since, or
    another pair of eyes at the screen, drops it."""
    asked = screen.hint
    if asked is None or asked.seat != hint_seat(table, screen):
        return None
    return asked if asked.fresh(itself(table)) else None


def hint_button(table, screen: TableScreen) -> str:
    """The Hint button, for the person who may ask; disabled while the coach thinks."""
    if hint_seat(table, screen) is None:
        return ""
    asked = hint_asked(table, screen)
    if asked is not None and asked.result is None:
        return (
            '<button type="button" class="hint-button" data-action="ui:hint" disabled'
            f' aria-busy="true">{esc(t("coach.thinking"))}</button>'
        )
    return (
        f'<button type="button" class="hint-button" data-action="ui:hint"'
        f' title="{esc(t("coach.button_title"))}">{esc(t("coach.button"))}</button>'
    )


def hints_used(table) -> str:
    """The result's line of hints: each person's count, or that none were used."""
    counts = table.record.meta.get("hints") or [0] * len(table.seats)
    humans = table.humans()
    if not humans:
        return ""  # bots alone: nobody to coach
    if not any(counts[seat] for seat in humans):
        return f'<p class="hints-used" data-hints="0">{esc(t("result.no_hints"))}</p>'
    each = t("list.sep").join(
        t("result.hints_seat", name=table.name(seat), count=tn("result.hint_count", counts[seat]))
        for seat in humans
    )
    total = sum(counts[seat] for seat in humans)
    return f'<p class="hints-used" data-hints="{total}">{esc(t("result.hints", counts=each))}</p>'
