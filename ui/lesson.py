"""A tutorial at the table (``#learn=<game>``): the game's lesson, taught a step at a time.

The lesson (``pygames.core.lesson``) is a short scripted game: the learner plays the
first seat, the script the others (``ScriptBot``, through the table's bot loop, which
waits while the learner has a step to do: ``holds``). Its table is an ordinary
``TablePage`` that is never saved, with a ``Tutor``:

- the step's sentence, "step n of N", and for a note its "Next" button, in a box at the
  top of the decision's box (``#lesson``), beside what the learner acts on;
- the element that plays the step's move ringed and marked ``data-tutorial-target``
  (else the next click towards it: the game's ``hint_step``), opened and brought into
  sight as the coach's hint is; the rest of the board calmed (``#board[data-lesson]``);
- any other move refused with why (``refusal``), changing nothing;
- at the end ``#board[data-tutorial-done]`` and a real game against Beginner bots.
"""

from __future__ import annotations

from js import document, window

from pygames import GAMES
from pygames.core.actions import by_text
from pygames.core.drawing.markup import escape
from pygames.core.lesson import LEARNER, Lesson, Move, ScriptBot, Step, lesson_of
from pygames.core.messages import Msg
from ui.browser import found
from ui.i18n import game_name, t
from ui.session import Table

TARGET = "data-tutorial-target"


def lesson_page(root, saves, game_id: str, bot_delay: float, on_error):
    """The table page of ``game_id``'s lesson, its tutor on."""
    from ui.table_page import TablePage

    lesson = lesson_of(game_id)
    # The learner has a player's default name ("Player 1"): "You" would read wrong in
    # the game's third-person texts ("You's hidden tile").
    names = [t("setup.default_name", n=1)] + [
        t("lesson.other", n=n) for n in range(1, lesson.players)
    ]
    table = Table(lesson.record(game_id, names))
    page = TablePage(root, saves, table, bot_delay=bot_delay, on_error=on_error)
    page.tutor = Tutor(page, lesson)
    return page


def real_game_link(game_id: str, players: int) -> str:
    """A new game as the lesson's table, the others Beginner bots."""
    seats = ",".join(["human"] + ["bot:beginner"] * (players - 1))
    return f"#new={game_id}&seats={seats}"


class Tutor:
    """The lesson of one table page: where it stands, what the learner may play."""

    def __init__(self, page, lesson: Lesson) -> None:
        self.page = page
        self.lesson = lesson
        self.notes_read = 0
        self.shown = ""  # the lesson box's markup on show
        self.repaints = 0  # counted on the box (``data-repaints``): a click was answered
        page.table.use_bot(ScriptBot(lesson, lambda: page.table.moves))

    # -- where the lesson stands -----------------------------------------------------------
    @property
    def index(self) -> int | None:
        """The script's entry to do now (None: the lesson is done)."""
        return self.lesson.at(self.page.table.moves, self.notes_read)

    @property
    def entry(self) -> Step | Move | None:
        index = self.index
        return None if index is None else self.lesson.script[index]

    def step(self) -> tuple[int, Step] | None:
        """The learner's step now or next (after the other seats' moves), numbered
        from 1; None at the end."""
        index = self.index
        if index is None:
            return None
        number = sum(isinstance(entry, Step) for entry in self.lesson.script[:index])
        for entry in self.lesson.script[index:]:
            if isinstance(entry, Step):
                return number + 1, entry
        return None

    def holds(self) -> bool:
        """The bots wait: it is not the script's move for another seat."""
        return not isinstance(self.entry, Move)

    def said(self, step: Step) -> str:
        return Msg(step.say, **step.params).render()

    # -- what the learner does ---------------------------------------------------------------
    def refusal(self, text: str) -> str | None:
        """Why the legal move ``text`` is not the learner's move now (None: it is the
        step's). A move the rules refuse never gets here: the rules say why."""
        entry = self.entry
        if isinstance(entry, Step) and entry.action == text:
            return None
        if isinstance(entry, Move):
            return t("lesson.wait")
        if entry is None:
            return t("lesson.done", game=game_name(GAMES[self.page.table.record.game].spec))
        return t("lesson.not_this", say=self.said(entry))

    def waiting(self) -> str | None:
        """Why the table may not go on from the screen's pause now (a note is to be
        read first, or the lesson is over); None: the script goes on."""
        entry = self.entry
        if isinstance(entry, Move):
            return None
        if isinstance(entry, Step) and entry.action is None:
            return t("lesson.read")
        return self.refusal("")

    def next(self) -> None:
        """``ui:lesson-next``: the note is read; the lesson goes on."""
        entry = self.entry
        if isinstance(entry, Step) and entry.action is None:
            self.notes_read += 1
        self.page.update()
        self.page.kick_bots()

    # -- on the screen -----------------------------------------------------------------------
    def show(self, frame) -> None:
        """After each repaint: the lesson's box, its target marked and in sight."""
        root = self.page.root
        for element in root.querySelectorAll(f"[{TARGET}]"):
            element.removeAttribute(TARGET)
        box = document.getElementById("lesson")
        decision = document.getElementById("decision")
        if not found(box) and found(decision):
            decision.insertAdjacentHTML(
                "afterbegin",
                f'<section class="lesson" id="lesson" aria-label="{escape(t("lesson.title"))}"'
                ' aria-live="polite"></section>',
            )
            box = document.getElementById("lesson")
            self.shown = ""
        markup = self.markup()
        if found(box) and self.shown != markup:  # kept as it is: a live region
            box.innerHTML = markup
            self.shown = markup
        self.repaints += 1
        if found(box):
            box.setAttribute("data-repaints", str(self.repaints))
        board = document.getElementById("board")
        if found(board):
            board.setAttribute("data-lesson", str(self.index if self.index is not None else "end"))
            if self.index is None:
                board.setAttribute("data-tutorial-done", "")
        # While the bots wait (a note, the end) the status says why, not that one thinks.
        status = document.getElementById("status")
        entry = self.entry
        if found(status) and self.page.table.bot_to_move() is not None:
            if entry is None:
                spec = GAMES[self.page.table.record.game].spec
                status.textContent = t("lesson.done", game=game_name(spec))
            elif isinstance(entry, Step) and entry.action is None:
                status.textContent = t("lesson.read")
        target = self.target(frame)
        if found(target):
            target.setAttribute(TARGET, "")

    def settle(self) -> None:
        """At the end of a repaint, once the page is laid out (the decision's box sized
        to its room): the target brought into sight if it is not."""
        target = self.page.root.querySelector(f"[{TARGET}]")
        if not found(target):
            return
        action = str(target.getAttribute("data-action") or "")
        # A place too small for a finger is offered again below the panel on a touch
        # screen (``TablePage.list_small_places``): its copy is ringed too, and shown.
        copy = (
            self.page.root.querySelector(
                f'#board-moves [data-action="{window.CSS.escape(action)}"]'
            )
            if action
            else None
        )
        if found(copy):
            copy.setAttribute(TARGET, "")
            target = copy
        # After every repaint, not once a step: a repaint moving it away (a bot's move
        # drawn, the box resized) must not leave the learner without it.
        self.page.coach.bring_into_sight(target, ("lesson", self.repaints))

    def markup(self) -> str:
        game_id = self.page.table.record.game
        spec = GAMES[game_id].spec
        step = self.step()
        if step is None:
            again = f"#learn={game_id}"
            return (
                f'<p class="lesson-say">{escape(t("lesson.done", game=game_name(spec)))}</p>'
                f'<p class="lesson-links"><a class="button primary" {TARGET} '
                f'href="{escape(real_game_link(game_id, self.lesson.players))}">'
                f"{escape(t('lesson.play_real'))}</a>"
                f'<a class="button" href="{escape(again)}" data-again>{escape(t("lesson.again"))}</a></p>'
            )
        number, entry = step
        count = escape(t("lesson.step", n=number, total=len(self.lesson.steps)))
        said = escape(self.said(entry))
        waiting = isinstance(self.entry, Move)
        parts = [f'<p class="lesson-count">{count}</p>']
        if waiting:
            parts.append(f'<p class="lesson-wait">{escape(t("lesson.wait"))}</p>')
        else:
            parts.append(f'<p class="lesson-say">{said}</p>')
        if not waiting and entry.action is None:
            parts.append(
                f'<button type="button" class="primary" data-action="ui:lesson-next">'
                f"{escape(t('lesson.next'))}</button>"
            )
        return "".join(parts)

    def target(self, frame):
        """The element the learner clicks now: the note's Next, the step's move (or
        the next click towards it), the screen's "go on" while the bots wait on it."""
        root = self.page.root
        entry = self.entry
        if entry is None:
            return root.querySelector(f"#lesson [{TARGET}], #lesson a.primary")
        if isinstance(entry, Move):
            if self.page.held():
                return self.page.coach.element_of("ui:go-on") or root.querySelector(
                    '[data-action="ui:go-on"]'
                )
            return None
        if entry.action is None:
            return root.querySelector('#lesson [data-action="ui:lesson-next"]')
        target = self.page.coach.element_of(entry.action)
        if found(target):
            return target
        action = by_text(self.page.table.legal_actions(LEARNER)).get(entry.action)
        if action is None:
            return None
        step = frame.game_screen.hint_step(frame.ctx, action)
        if not step:
            return None
        found_step = self.page.coach.element_of(step)
        if found(found_step):
            return found_step
        return root.querySelector(f'[data-action="{window.CSS.escape(step)}"]')
