"""The review page's parts as HTML, and what it keeps and starts (pure: tested in CPython).

A review (``pygames.core.review``) judges every move of a record; ``ui.review`` runs it
a slice at a time and repaints from here: the progress bar, the evaluation graph
(``pygames.core.drawing.review_graph``), the board before the move chosen with the best
move found drawn as the game draws a legal move (its ghost), and the verdict.

Secrets: the board is the spectator's view, unless the viewer may see the mover's
secrets (``may_see``: every seat a bot, or the save's one person is the mover, or a game
that hides nothing); only then are a move's best alternative, its ghost and its why
shown, drawn from the mover's view. Otherwise the move shows its values and loss and
says the better move is hidden.

What it keeps and the branch it starts: ``ui.review_kept``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygames import GAMES
from pygames.core.drawing import review_graph
from pygames.core.drawing.marks import colour_shape, seat_shape
from pygames.core.drawing.marks import swatch as mark_swatch
from pygames.core.manifest import find
from pygames.core.messages import Msg, render
from pygames.core.record import Record
from pygames.core.review import Question, Verdict, move_words, review_rng, unit_of
from pygames.core.screen import LAPTOP, Space, load_screen
from ui.i18n import colour as colour_name
from ui.i18n import game_name, t
from ui.pages import esc
from ui.table_view import colour_class, palette_style

# -- who may see what ---------------------------------------------------------------------


@dataclass
class ReviewScreen:
    """What the page remembers beside the review: the move chosen (from 1; 0 for a
    record without moves), the save's own seat (the person whose secrets the viewer
    may see, None: nobody's), whether the verdicts came from storage, the room."""

    at: int = 1
    own_seat: int | None = None
    kept: bool = False
    space: Space = LAPTOP


def own_seat(record: Record, seat_here: int | None) -> int | None:
    """The seat whose secrets a save's viewer may see: the seat this device plays in a
    game played by link, else the save's one person (None when several share it)."""
    if seat_here is not None:
        return seat_here
    people = [i for i, seat in enumerate(record.seats) if not seat.is_bot]
    return people[0] if len(people) == 1 else None


def may_see(record: Record, screen: ReviewScreen, mover: int) -> bool:
    """Whether the viewer may see ``mover``'s secrets, so its better move and why."""
    if not load_screen(record.game).has_secrets:
        return True
    if all(seat.is_bot for seat in record.seats):
        return True
    return screen.own_seat is not None and screen.own_seat == mover


def first_mistake(verdicts: list[Verdict]) -> int | None:
    return next((v.move for v in verdicts if v.mistake), None)


def neighbour_mistake(verdicts: list[Verdict], at: int, step: int) -> int | None:
    """The move of the nearest mistake before (``step`` -1) or after (+1) move ``at``."""
    moves = [v.move for v in verdicts if v.mistake]
    found = [m for m in moves if (m - at) * step > 0]
    if not found:
        return None
    return max(found) if step < 0 else min(found)


# -- the page ------------------------------------------------------------------------------


def skeleton(game_id: str, back: str) -> str:
    """The screen, written once; ``back`` is the address of the game's table."""
    name = game_name(GAMES[game_id].spec) if game_id in GAMES else game_id
    return (
        f'<section class="screen table review" data-game="{esc(game_id)}">'
        f"{palette_style(game_id)}"
        f'<header class="bar"><a class="button" href="{esc(back)}">{esc(t("review.back"))}</a>'
        f"<h1>{esc(t('review.title', game=name))}</h1></header>"
        '<div class="review-progress" id="review-progress"></div>'
        '<div class="layout">'
        '<div class="board" id="board" data-moves="0" data-move="0"></div>'
        '<aside class="side">'
        '<section class="verdict" id="review-verdict" aria-live="polite"></section>'
        f'<nav class="review-steps" id="review-steps" aria-label="{esc(t("review.steps"))}"></nav>'
        f'<section class="review-graph-box" id="review-graph" aria-label="{esc(t("review.graph"))}">'
        f'<ul class="legend" id="review-legend" aria-label="{esc(t("review.legend"))}"></ul>'
        '<div class="plot" id="review-plot"></div></section>'
        "</aside></div></section>"
    )


def signed(value: float) -> str:
    """A value as the verdict says it: signed, one decimal."""
    return f"{value:+.1f}" if round(value, 1) else "0.0"


def unit_words(game) -> str:
    return Msg(f"core.review.unit.{unit_of(game)}").render()


def progress(review, screen: ReviewScreen) -> str:
    done, total = len(review.verdicts), review.total
    if total == 0:
        return f'<p class="review-state">{esc(t("review.no_moves"))}</p>'
    if done >= total:
        said = t("review.done", total=total)
        if screen.kept:
            said += " " + t("review.kept")
        return f'<p class="review-state" data-done="1">{esc(said)}</p>'
    label = t("review.progress", n=done + 1, total=total)
    return (
        f'<label class="review-state" data-done="0">{esc(label)} '
        f'<progress max="{total}" value="{done}">{done} / {total}</progress></label>'
    )


def lines_of(timeline) -> list[review_graph.Line]:
    """Each player's line: the seat's colour and marks' shape, as at the table."""
    record, game_screen = timeline.record, load_screen(timeline.record.game)
    view = timeline.view(None)
    lines = []
    for seat in range(len(record.seats)):
        colour = game_screen.player_colour(view, seat)
        fill = game_screen.palette.get(colour, (None, None))[0] if colour else None
        if fill:
            lines.append(review_graph.Line(seat, timeline.name(seat), fill, colour_shape(colour)))
        else:
            lines.append(
                review_graph.Line(
                    seat, timeline.name(seat), review_graph.seat_colour(seat), seat_shape(seat)
                )
            )
    return lines


def graph(timeline, review, screen: ReviewScreen):
    """The evaluation graph (a ``LayeredBoard``: the page replaces only what changed)."""
    names = timeline.names()
    points = [review_graph.Point(v.move, v.seat, v.value, v.mistake, "") for v in review.verdicts]
    movers = [
        t("review.point", n=n, name=names[seat])
        for n, (seat, _) in enumerate(timeline.record.actions, 1)
    ]
    return review_graph.draw(
        points,
        lines_of(timeline),
        total=review.total,
        at=screen.at,
        label=t("review.graph"),
        unit=unit_words(timeline.game),
        moves_word=t("review.moves_axis"),
        movers=movers,
    )


def legend(timeline) -> str:
    """Each player's name beside its line's colour and marks' shape."""
    game_screen = load_screen(timeline.record.game)
    view = timeline.view(None)
    items = []
    for line in lines_of(timeline):
        colour = game_screen.player_colour(view, line.seat)
        if colour in game_screen.palette:
            mark = mark_swatch(line.shape, colour_class(colour), colour_name(colour))
        else:
            mark = review_swatch(line)
        items.append(f'<li data-seat="{line.seat}">{mark}<span>{esc(line.name)}</span></li>')
    return "".join(items)


def review_swatch(line: review_graph.Line) -> str:
    """A seat's shape in its line's colour (the swatches' ``--mark``), where the game's
    seats have no colour of their own."""
    return mark_swatch(line.shape, "", None).replace(
        "<svg ", f'<svg style="--mark: {esc(line.colour)}" ', 1
    )


def board(timeline, review, screen: ReviewScreen) -> tuple[str, int | None]:
    """The board before the move chosen (the timeline is there), and whose secrets it
    shows (None: nobody's). The best move found is its ghost where it may be seen."""
    record, game = timeline.record, timeline.game
    verdict = verdict_at(review, screen.at)
    draw = find(record.game).drawing()
    to_move = timeline.to_move()
    mover = verdict.seat if verdict else (to_move[0] if to_move else None)
    seen = mover is not None and may_see(record, screen, mover)
    secret = seen and load_screen(record.game).has_secrets
    view = timeline.view(mover if seen else None)
    legal = []
    if seen and verdict is not None and verdict.best != verdict.action:
        try:
            legal = [game.parse_action(verdict.best)]
        except Exception:  # a kept verdict of another edition: no ghost
            legal = []
    picture = draw.draw_board(view, legal=legal, names=timeline.names(), space=screen.space)
    return (picture if isinstance(picture, str) else str(picture)), (mover if secret else None)


def verdict_at(review, at: int) -> Verdict | None:
    return review.verdicts[at - 1] if 1 <= at <= len(review.verdicts) else None


def words_of(timeline, verdict: Verdict, text: str) -> str:
    """A move in the log's words, from its mover's view (``core.review.move_words``)."""
    game = timeline.game
    try:
        action = game.parse_action(text)
    except Exception:
        return text
    question = Question(
        game,
        timeline.view(verdict.seat),
        verdict.seat,
        action,
        action,
        verdict.loss,
        unit_of(game),
        review_rng(timeline.record.seed, verdict.move - 1, 0),
    )
    return render(move_words(question, action), None, timeline.names())


def verdict_html(timeline, review, screen: ReviewScreen) -> str:
    at, total = screen.at, review.total
    if total == 0:
        return ""
    verdict = verdict_at(review, at)
    seat = timeline.record.actions[at - 1][0]
    name = timeline.name(seat)
    parts = [f"<h2>{esc(t('review.move_heading', n=at, total=total, name=name))}</h2>"]
    played = timeline.line(at)
    parts.append(
        f'<p class="played"><span class="label">{esc(t("review.played"))}</span> {esc(played)}</p>'
    )
    if verdict is None:
        parts.append(f'<p class="waiting">{esc(t("review.waiting"))}</p>')
        return "".join(parts)
    if verdict.mistake:
        parts.append(f'<p class="badge mistake">{esc(t("review.mistake"))}</p>')
    if verdict.choices <= 1:
        parts.append(f'<p class="only">{esc(t("review.only", name=name))}</p>')
    elif verdict.best == verdict.action:
        parts.append(f'<p class="was-best">{esc(t("review.was_best"))}</p>')
    elif may_see(timeline.record, screen, seat):
        best = words_of(timeline, verdict, verdict.best)
        parts.append(
            f'<p class="best"><span class="label">{esc(t("review.best"))}</span> {esc(best)}</p>'
        )
        if verdict.why is not None:
            why = verdict.why.render(None, timeline.names())
            parts.append(f'<p class="why">{esc(why)}</p>')
    else:
        parts.append(f'<p class="hidden-best">{esc(t("review.hidden", name=name))}</p>')
    rows = [("review.value_played", verdict.value)]
    if verdict.best != verdict.action:
        rows.append(("review.value_best", verdict.best_value))
        rows.append(("review.loss", verdict.loss))
    cells = "".join(
        f"<dt>{esc(t(key))}</dt><dd>{esc(signed(value) if key != 'review.loss' else abs_text(value))}</dd>"
        for key, value in rows
    )
    parts.append(f'<dl class="values">{cells}</dl>')
    parts.append(f'<p class="unit">{esc(t("review.unit", unit=unit_words(timeline.game)))}</p>')
    return "".join(parts)


def abs_text(value: float) -> str:
    return f"{abs(value):.1f}"


def steps(review, screen: ReviewScreen) -> str:
    """Previous and next mistake and move, and "try another move here"."""
    at, total = screen.at, review.total
    if total == 0:
        return ""
    before = neighbour_mistake(review.verdicts, at, -1)
    after = neighbour_mistake(review.verdicts, at, +1)

    def button(key: str, target: int | None, extra: str = "") -> str:
        off = " disabled" if target is None or not 1 <= target <= total or target == at else ""
        go = f"ui:review-at {target}" if target is not None else "ui:review-at 0"
        return (
            f'<button type="button" class="{extra}" data-action="{go}"{off}>{esc(t(key))}</button>'
        )

    return (
        '<div class="buttons">'
        + button("review.prev_mistake", before, "mistake-step")
        + button("review.prev", at - 1)
        + button("review.next", at + 1)
        + button("review.next_mistake", after, "mistake-step")
        + "</div>"
        + f'<button type="button" class="primary" data-action="ui:review-branch {at}"'
        f' title="{esc(t("review.branch_title", n=at))}">{esc(t("review.branch"))}</button>'
    )


def parts(timeline, review, screen: ReviewScreen) -> tuple[dict[str, str], int | None]:
    """HTML of each element of the skeleton by id, and whose secrets the board shows."""
    picture, secrets = board(timeline, review, screen)
    return (
        {
            "review-progress": progress(review, screen),
            "review-legend": legend(timeline),
            "review-plot": graph(timeline, review, screen),
            "board": picture,
            "review-verdict": verdict_html(timeline, review, screen),
            "review-steps": steps(review, screen),
        },
        secrets,
    )


def with_move(screen: ReviewScreen, at: int, total: int) -> ReviewScreen:
    return replace(screen, at=max(1, min(int(at), total)) if total else 0)
