"""HTML of presenter mode: a record shown large to a room, stepped through move by move.

Pure functions of a ``timeline.Timeline`` and the page's own state (``PresenterScreen``),
so what an audience sees, and what stays hidden, is tested in CPython. The board, the
side panel and the players are drawn from the spectator's view (``view(None)``: public
information only), unless "show all hands" is on at a table of bots alone
(``hands_shown``): then the board is drawn for the seat to move, and a banner says so.

Each part goes into its element by id (``parts``), as at the table, from the timeline
held still (``ui.frame.Moment``: whose turn, each view and the result asked of the game
once a repaint). The game's hooks (``GameScreen.board``, ``side``, ``player_note``,
``player_colour``, ``score_lines``, ``scored_marks``) draw the game's own parts; the
timeline, the announcement and "why this score" are the shell's.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames import GAMES
from pygames.core.screen import LAPTOP, Context, Space, load_screen, say
from ui.frame import still
from ui.i18n import game_name, t
from ui.pages import esc
from ui.session import score_words
from ui.table_view import (
    bot_label,
    end_status,
    palette_style,
    player_swatch,
    result_line,
    shared_status,
    tie_notes,
)

SPEEDS = ("0.5", "1", "2", "4", "8")  # moves per STEP_SECONDS
STEP_SECONDS = 1.5  # at 1×: time to read a move's sentence aloud
# The timeline's buttons as drawings (the ⏮ ⏭ characters are missing from common fonts).
ICONS = {
    "start": "M4 4h3v16H4zM20 4v16L8 12z",
    "back": "M18 4v16L6 12z",
    "play": "M6 4v16l14-8z",
    "pause": "M6 4h4v16H6zM14 4h4v16h-4z",
    "next": "M6 4v16l12-8z",
    "end": "M4 4v16l12-8zM17 4h3v16h-3z",
}


def icon(name: str) -> str:
    return (
        '<svg class="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true"'
        f' fill="currentColor"><path d="{ICONS[name]}"/></svg>'
    )


@dataclass
class PresenterScreen:
    """What the page remembers beside the timeline."""

    playing: bool = False
    speed: str = "1"
    why: int | None = None  # the player whose score is explained
    all_hands: bool = False  # asked for (shown only when every seat is a bot)
    live: bool = False  # bots have played (or think) beyond the record
    resume: bool = False  # live play stopped by a step away: goes on back at the end
    space: Space = LAPTOP  # the room the board has (measured by the page)
    wall: str = ""  # the channel of the projector window (this page's, or the one it follows)
    opened_wall: bool = False  # this page opened a projector window (and steps it)
    blocked: bool = False  # the browser refused to open it (pop-ups blocked)


def step_seconds(speed: str) -> float:
    return STEP_SECONDS / float(speed if speed in SPEEDS else "1")


def can_show_hands(timeline) -> bool:
    """At a table of bots alone (a demonstration), of a game that hides anything
    (Cupcake Empire hides nothing)."""
    return timeline.all_bots() and load_screen(timeline.record.game).has_secrets


def hands_shown(timeline, screen: PresenterScreen) -> bool:
    """Every seat's hidden parts are shown only where they can be, when asked."""
    return screen.all_hands and can_show_hands(timeline)


def eyes(timeline, screen: PresenterScreen) -> int | None:
    """Whose view the board is drawn from: nobody's (the spectator's), or with all hands
    shown the seat to move (at the end, the player selected, else the first): its
    secrets on the board, as Cake Master's cakes are drawn large for the seat."""
    if not hands_shown(timeline, screen):
        return None
    to_move = timeline.to_move()
    if to_move:
        return to_move[0]
    return screen.why if screen.why is not None else 0


def context(timeline, screen: PresenterScreen) -> Context:
    """Nothing can be played here: no legal actions, whoever's view it is."""
    return Context(timeline.view(eyes(timeline, screen)), [], timeline.names(), space=screen.space)


def skeleton(game_id: str, leave: str, speed: str = "1", *, wall: bool = False) -> str:
    """The screen, written once; ``leave`` is the address of the table it came from.
    The scrubber and the speed stay in place while the presentation moves (a scrubber
    replaced under the pointer would drop the drag): the page sets their values.

    One screen high (``.stage``): the announcement across the top, the board in all the
    room left, the players in one strip under it and the timeline at the bottom, so
    nothing runs under anything; what each seat holds and the game's own side panel
    follow below the stage. ``wall``: the window on the projector, stepped from the
    presenter's window (``ui.presenter``), says so and shows no timeline."""
    name = game_name(GAMES[game_id].spec) if game_id in GAMES else game_id
    speeds = "".join(
        f'<option value="{s}"{" selected" if s == speed else ""}>{esc(t("present.times", n=s))}</option>'
        for s in SPEEDS
    )
    leave_link = (
        f'<p class="wall-note">{esc(t("present.wall_note"))}</p>'
        if wall
        else f'<a class="button leave" href="{esc(leave)}">{esc(t("present.leave"))}</a>'
    )
    return (
        f'<section class="screen table present{" wall" if wall else ""}" data-game="{esc(game_id)}">'
        f"{palette_style(game_id)}"
        '<div class="stage">'
        f'<header class="bar">{leave_link}<h1>{esc(name)}</h1>'
        '<p class="announce" id="present-say" aria-live="polite"></p></header>'
        '<div class="layout"><div class="board" id="board" data-moves="0"></div>'
        '<section class="why" id="present-why"></section></div>'
        '<div class="strip"><ul class="players" id="players"'
        f' title="{esc(t("present.why_pick"))}"></ul>'
        '<p class="status" id="status"></p><div class="banner" id="present-banner"></div></div>'
        f'<div class="timeline" role="group" aria-label="{esc(t("present.timeline"))}"'
        f"{' hidden' if wall else ''}>"
        '<div class="steps" id="present-steps"></div>'
        f'<input type="range" id="present-scrub" min="0" max="0" value="0"'
        f' aria-label="{esc(t("present.scrub"))}">'
        '<span class="at" id="present-at"></span>'
        f'<label class="speed">{esc(t("present.speed"))} '
        f'<select id="present-speed">{speeds}</select></label>'
        '<span id="present-hands"></span><span id="present-window"></span></div></div>'
        '<aside class="side more"><div class="hands" id="present-held"></div>'
        '<div class="extra" id="extra"></div></aside>'
        '<style id="present-marks"></style></section>'
    )


def parts(timeline, screen: PresenterScreen) -> dict[str, str]:
    """HTML (or CSS, for the marks) of each element of the skeleton, by id."""
    timeline = still(timeline)
    game_screen = load_screen(timeline.record.game)
    ctx = context(timeline, screen)
    res = timeline.result()
    return {
        "present-banner": banner(timeline, screen, ctx),
        "present-say": esc(announcement(timeline)),
        "present-window": window_switch(screen),
        "present-steps": steps(timeline, screen),
        "present-at": esc(at_text(timeline.at, timeline.total)),
        "present-hands": hands_switch(timeline, screen),
        "board": game_screen.board(ctx),
        "status": esc(status(timeline, ctx, game_screen, res)),
        "players": players(timeline, screen, game_screen),
        "present-held": held(timeline, screen, game_screen),
        "present-why": why(timeline, screen, game_screen, res),
        "extra": game_screen.side(ctx),
        "present-marks": marks_css(marks(timeline, screen, game_screen, ctx)),
    }


def announcement(timeline) -> str:
    """The move just shown, in one sentence: its log line."""
    return timeline.line(timeline.at) if timeline.at else t("present.begin")


def status(timeline, ctx: Context, game_screen, res) -> str:
    if timeline.is_over():
        return end_status(timeline, res)
    return shared_status(timeline, timeline.total)


def banner(timeline, screen: PresenterScreen, ctx: Context) -> str:
    if hands_shown(timeline, screen):
        seat = ctx.seat
        text = t("present.banner", name=timeline.name(seat)) if isinstance(seat, int) else ""
        return f'<p class="all-hands" role="status">{esc(text)}</p>'
    if not screen.live or timeline.table.is_over():
        return ""
    if screen.playing:
        return f'<p class="live" role="status">{esc(t("present.live"))}</p>'
    key = "present.live_paused_end" if screen.resume else "present.live_paused"
    return f'<p class="live paused" role="status">{esc(t(key, at=timeline.at))}</p>'


def announce_size(text: str) -> str:
    """The announcement's class: "" (its largest type), "long" or "longer", so the
    sentence keeps to its two lines at a projector's width (a CJK character is
    counted as wide as two Latin letters)."""
    ems = sum(1.0 if ord(c) >= 0x2E80 else 0.55 for c in text)
    return "" if ems <= 95 else "long" if ems <= 125 else "longer"


def window_switch(screen: PresenterScreen) -> str:
    """The presenter's window opens the projector window (again, if it was closed);
    once open, a note says which window is which. The projector window shows none."""
    if screen.wall and not screen.opened_wall:
        return ""
    said = "present.window_blocked" if screen.blocked else "present.window_note"
    note = (
        f'<span class="note" role="status">{esc(t(said))}</span>'
        if screen.opened_wall or screen.blocked
        else ""
    )
    return (
        f'<button type="button" data-action="ui:present-window" title="{esc(t("present.window_title"))}">'
        f"{esc(t('present.window'))}</button>{note}"
    )


# -- two windows: the presenter's steps the projector's ---------------------------------------


def state_message(timeline, screen: PresenterScreen, base: int) -> dict:
    """What the projector window needs to show what this one shows: the move, what is
    asked of the screen, and the moves played live since move ``base`` (the record's
    length when this page opened), so it plays them into its own record."""
    return {
        "kind": "state",
        "at": timeline.at,
        "why": screen.why,
        "hands": screen.all_hands,
        "speed": screen.speed,
        "playing": screen.playing,
        "live": screen.live,
        "resume": screen.resume,
        "base": base,
        "tail": [[seat, text] for seat, text in timeline.record.actions[base:]],
    }


def follow(timeline, screen: PresenterScreen, message: dict) -> bool:
    """Show what the presenter's window sent (``state_message``): its live moves played
    into this record, then its move and its choices; False if the message cannot be
    followed (a record that went another way), and then nothing changes."""
    base, tail = message.get("base"), message.get("tail")
    at = message.get("at")
    if not isinstance(base, int) or not isinstance(tail, list) or not isinstance(at, int):
        return False
    table = timeline.table
    if not 0 <= base <= table.moves or table.moves > base + len(tail):
        return False
    mine = [list(action) for action in table.record.actions[base:]]
    if [list(action) for action in tail[: len(mine)]] != mine:
        return False
    for seat, text in tail[len(mine) :]:
        table.apply(int(seat), str(text))
    why = message.get("why")
    screen.why = why if isinstance(why, int) and 0 <= why < len(timeline.seats) else None
    screen.all_hands = bool(message.get("hands"))
    speed = str(message.get("speed"))
    screen.speed = speed if speed in SPEEDS else screen.speed
    screen.playing = bool(message.get("playing"))
    screen.live = bool(message.get("live"))
    screen.resume = bool(message.get("resume"))
    timeline.go(at)
    return True


def steps(timeline, screen: PresenterScreen) -> str:
    """To the start, back, play or pause, forward, to the end; each button names its
    key in its title."""
    at, total = timeline.at, timeline.total

    def go(label: str, target: int, title: str) -> str:
        disabled = " disabled" if target == at or not 0 <= target <= total else ""
        return (
            f'<button type="button" data-action="ui:present-go {target}" title="{esc(t(title))}"'
            f' aria-label="{esc(t(title))}"{disabled}>{icon(label)}</button>'
        )

    playing = screen.playing
    play_title = t("present.pause" if playing else "present.play")
    can_play = at < total or timeline.play_on()
    play = (
        f'<button type="button" class="primary play" data-action="ui:present-play"'
        f' title="{esc(play_title)}" aria-label="{esc(play_title)}"'
        f' aria-pressed="{"true" if playing else "false"}"'
        f"{'' if can_play or playing else ' disabled'}>{icon('pause' if playing else 'play')}</button>"
    )
    return (
        go("start", 0, "present.start")
        + go("back", at - 1, "present.back")
        + play
        + go("next", at + 1, "present.next")
        + go("end", total, "present.end")
    )


def hands_switch(timeline, screen: PresenterScreen) -> str:
    """ "Show all hands", offered only where it can be granted (``can_show_hands``)."""
    if not can_show_hands(timeline):
        return ""
    label = "present.hide_hands" if screen.all_hands else "present.all_hands"
    pressed = "true" if screen.all_hands else "false"
    return (
        f'<button type="button" data-action="ui:present-hands" aria-pressed="{pressed}">'
        f"{esc(t(label))}</button>"
    )


def at_text(at: int, total: int) -> str:
    return t("present.at", at=at, total=total)


def players(timeline, screen: PresenterScreen, game_screen) -> str:
    """Who plays, each a button that explains its score ("why this score")."""
    view = timeline.view(None)
    scores = view.get("scores") or [None] * len(timeline.seats)
    to_move = set(timeline.to_move())
    items = []
    for i, seat in enumerate(timeline.seats):
        swatch = player_swatch(game_screen, view, i)
        spec = GAMES[timeline.record.game].spec if timeline.record.game in GAMES else None
        kind = f'<span class="kind">{esc(bot_label(seat.kind, spec))}</span>' if seat.is_bot else ""
        score = (
            ""
            if i >= len(scores) or not isinstance(scores[i], int)
            else f'<span class="score" data-score="{int(scores[i])}">'
            f"{esc(score_words(timeline.unit, int(scores[i])))}</span>"
        )
        note = game_screen.player_note(view, i)
        note = f'<span class="note">{note}</span>' if note else ""
        marker = '<span class="turn">▶</span>' if i in to_move else '<span class="turn"></span>'
        cls = "player" + (" to-move" if i in to_move else "")
        pressed = "true" if screen.why == i else "false"
        items.append(
            f'<li class="{cls}" data-seat="{i}"><button type="button" class="why-pick"'
            f' data-action="ui:present-why {i}" aria-pressed="{pressed}"'
            f' title="{esc(t("present.why_title", name=timeline.name(i)))}">{marker}{swatch}'
            f'<span class="name">{esc(timeline.name(i))}</span>{kind}{score}</button>{note}</li>'
        )
    return "".join(items)


def held(timeline, screen: PresenterScreen, game_screen) -> str:
    """With all hands shown: what each seat holds, as its own panel shows it (nothing
    on it can be played here)."""
    if not hands_shown(timeline, screen):
        return ""
    names = timeline.names()
    parts = []
    for seat in range(len(timeline.seats)):
        panel = game_screen.panel(Context(timeline.view(seat), [], names))
        if panel:
            parts.append(
                f'<section class="held" data-seat="{seat}">'
                f"<h2>{esc(t('present.holds', name=names[seat]))}</h2>{panel}</section>"
            )
    return "".join(parts)


def why(timeline, screen: PresenterScreen, game_screen, res) -> str:
    """The selected player's breakdown: the result's at the end (with how a tie of
    the player's was settled), before it what the game can say from the public view,
    or plainly that it is known only at the end."""
    seat = screen.why
    if seat is None or not 0 <= seat < len(timeline.seats):
        return ""  # the players' strip says to pick one (its title)
    name = timeline.name(seat)
    heading = f"<h2>{esc(t('present.why_title', name=name))}</h2>"
    if res is not None:
        lines = res.breakdown[seat] if seat < len(res.breakdown) else []
    else:
        lines = game_screen.score_lines(timeline.view(None), seat)
        if lines is None:
            return heading + f'<p class="hint">{esc(t("present.why_end", name=name))}</p>'
    items = "".join(result_line(label, points, timeline.unit) for label, points in lines)
    if not items:
        items = f'<li class="none">{esc(say(game_screen.nothing_scored))}</li>'
    later = "" if res is not None else f'<p class="hint">{esc(t("present.why_so_far"))}</p>'
    ties = ""
    if res is not None:  # how a tie of this seat's was settled, as the result says it
        notes = tie_notes(timeline.names(), res, timeline.unit)
        said = "".join(f"<li>{esc(text)}</li>" for seats, text in notes if seat in seats)
        ties = f'<ul class="ties">{said}</ul>' if said else ""
    return f'{heading}{ties}<ul class="lines" data-seat="{seat}">{items}</ul>{later}'


def marks(timeline, screen: PresenterScreen, game_screen, ctx: Context) -> list[str]:
    if screen.why is None or not 0 <= screen.why < len(timeline.seats):
        return []
    return game_screen.scored_marks(ctx, screen.why)


# A selector from a game's hook is put into a stylesheet: it may hold what selectors
# hold, and nothing that could end the rule or the <style> element.
_SELECTOR = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.#[]=\"' :>()*,"
)


def marks_css(selectors: list[str]) -> str:
    """A rule that makes the board's elements named by ``selectors`` stand out (shown,
    should the board hide them until hovered: Cable Car's traced lines)."""
    chosen = [s for s in selectors if s and set(s) <= _SELECTOR]
    if not chosen:
        return ""
    return (
        f"#board :is({', '.join(chosen)}) {{ display: inline; opacity: 1;"
        " filter: drop-shadow(0 0 2px #ffffff) drop-shadow(0 0 5px #e0115f)"
        " drop-shadow(0 0 9px #e0115f); }"
    )
