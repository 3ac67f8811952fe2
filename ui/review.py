"""The review of a game on the screen (``#review=``): every move judged, never frozen.

One ``ReviewPage`` per address; the app closes it when the address changes, which
stops the review's slices (``ui.bot_loop``'s epoch). The review
(``pygames.core.review.Review``) runs ``SLICE_SECONDS`` at a time and yields to the
page between slices, as the bots think; each move's verdict shows as soon as it is
worked out (the progress bar, the graph and the move chosen repaint at most every
``REPAINT_SECONDS``). What is done is kept with the save (``ui.review_kept.keep``)
every ``KEEP_SECONDS``, when done and when the page closes, so a second opening
shows it at once and goes on from where it stopped.

Clicks come through the app's listener: ``ui:review-at N`` (a point of the graph, the
step buttons) chooses move N, ``ui:review-branch N`` starts a new local game from
the position before move N (``review_kept.branch_record``) and opens it. Keys through
the app's router (``ui.keys.at_review``): ← → a move, Home End the first and last.

Test and benchmark hooks on ``#board``: ``data-move`` (the move chosen) and
``data-moves`` (the moves made in the position shown: one fewer), ``data-secrets``
(whose secrets it shows, else ""), ``data-reviewed`` (verdicts known), ``data-kept``
("1": read from storage), ``data-review-ms`` (once done: how long this page worked),
``data-slice-ms`` and ``data-paint-ms`` (the longest slice and repaint while it ran).
"""

from __future__ import annotations

import asyncio
import time

from js import document, window
from pyodide.ffi import create_once_callable

from pygames.core.review import Review, fingerprint
from ui import keys, review_kept, review_view
from ui.bot_loop import BotLoop
from ui.browser import board_space, found, now_ms, space_text
from ui.links import LinkError
from ui.paint import Painter
from ui.review_view import ReviewScreen
from ui.storage import StorageError
from ui.verbs import Verbs

SLICE_SECONDS = 0.02  # the page answers between two slices
# Between two slices the browser may take a click; every FRAME_SECONDS of work the
# review waits for the browser to paint a frame (at most FRAME_WAIT: a hidden tab paints
# none), or Chromium painted only every 100-250 ms and a click waited for the end.
YIELD_SECONDS = 0.001
FRAME_SECONDS = 0.05
FRAME_WAIT = 0.1
REPAINT_SECONDS = 0.25
KEEP_SECONDS = 3.0


async def next_frame() -> None:
    """Until the browser has drawn its next frame (or FRAME_WAIT has passed)."""
    frame = asyncio.get_event_loop().create_future()

    def drawn(_stamp) -> None:
        if not frame.done():
            frame.set_result(None)

    window.requestAnimationFrame(create_once_callable(drawn))
    try:
        await asyncio.wait_for(frame, FRAME_WAIT)
    except TimeoutError:
        pass


class ReviewPage:
    on_key = keys.at_review  # a key on the review page, from the app's router

    def __init__(
        self,
        root,
        timeline,
        *,
        store,
        saves,
        save_id: str = "",
        seat_here: int | None = None,
        back: str,
        at: int | None = None,
        on_error=None,
    ) -> None:
        self.root = root
        self.timeline = timeline
        self.table = timeline.table  # the app's help dialog reads the game from it
        self.record = timeline.record
        self.store, self.saves, self.save_id = store, saves, save_id
        self.back = back
        self.on_error = on_error
        self.fingerprint = fingerprint(self.record)
        self.store_key = review_kept.review_key(save_id, self.fingerprint)
        names = self.table.names()
        known = review_kept.load_kept(store, self.store_key, self.record, self.fingerprint)
        self.review = Review(self.record, known)
        self.names = names
        self.screen = ReviewScreen(
            own_seat=review_view.own_seat(self.record, seat_here) if save_id else None,
            kept=bool(known),
        )
        total = self.review.total
        first = review_view.first_mistake(known) or 1
        self.screen.at = max(1, min(at or first, total)) if total else 0
        self.kept_count = len(known)
        self.painter = Painter()
        self.loop = BotLoop(on_error)
        self.closed = False
        self.worked = 0.0  # seconds of reviewing on this page
        self.longest = 0.0  # the longest slice (the page held that long)
        self.longest_paint = 0.0  # the longest repaint while it ran
        self.board_key = None  # what the board shown was drawn for
        self.verbs = Verbs(
            {
                "ui:review-at": self.go_to,
                "ui:review-branch": self.branch,
            }
        )

    # -- the page's life -----------------------------------------------------------------
    def open(self) -> None:
        document.documentElement.dataset.screen = "review"
        self.root.innerHTML = review_view.skeleton(self.record.game, self.back)
        self.painter.clear()
        self.board_key = None
        self.screen.space = board_space()
        self.update()
        if not self.review.done:
            self.loop.stop()
            self.loop.start(self.run)

    def redraw(self) -> None:
        """Everything again in the language now chosen; the review goes on."""
        self.table.retell()
        self.open()

    def close(self) -> None:
        self.closed = True
        self.loop.stop()
        self.keep()
        document.documentElement.removeAttribute("data-screen")

    def on_resize(self) -> None:
        space = board_space()
        if space != self.screen.space:
            self.screen.space = space
            self.painter.board_ratio = ""
            self.update()

    # -- the review's slices ---------------------------------------------------------------
    async def run(self, epoch: int) -> None:
        review, loop = self.review, self.loop
        shown = kept = painted = time.perf_counter()
        while not review.done and loop.running(epoch):
            started = time.perf_counter()
            review.run_for(SLICE_SECONDS)
            took = time.perf_counter() - started
            self.worked += took
            self.longest = max(self.longest, took)
            if time.perf_counter() - painted >= FRAME_SECONDS:
                await next_frame()
                painted = time.perf_counter()
            else:
                await asyncio.sleep(YIELD_SECONDS)
            if not loop.running(epoch):
                return
            now = time.perf_counter()
            if review.done or now - shown >= REPAINT_SECONDS:
                self.update()
                shown = time.perf_counter()
                self.longest_paint = max(self.longest_paint, shown - now)
            if now - kept >= KEEP_SECONDS:
                kept = now
                self.keep()
        if loop.running(epoch):
            self.keep()
            self.update()

    def keep(self) -> None:
        """What is done so far, kept with the save (storage full or off: worked again
        next time)."""
        verdicts = self.review.verdicts
        if len(verdicts) > self.kept_count:
            if review_kept.keep(
                self.store, self.store_key, self.fingerprint, verdicts, self.names, now_ms()
            ):
                self.kept_count = len(verdicts)

    # -- drawing ---------------------------------------------------------------------------
    def update(self) -> None:
        if self.closed:
            return
        focused = document.activeElement
        on_point = found(focused) and self.root.contains(focused) and focused.closest(".point")
        on_point = found(on_point) and bool(on_point)
        screen, timeline, review = self.screen, self.timeline, self.review
        timeline.go(max(0, screen.at - 1))
        shown = review_view.verdict_at(review, screen.at)
        board_key = (screen.at, shown is not None, screen.space)
        parts = {
            "review-progress": review_view.progress(review, screen),
            "review-legend": review_view.legend(timeline),
            "review-plot": review_view.graph(timeline, review, screen),
            "review-verdict": review_view.verdict_html(timeline, review, screen),
            "review-steps": review_view.steps(review, screen),
        }
        secrets = None
        if board_key != self.board_key:
            picture, secrets = review_view.board(timeline, review, screen)
            parts["board"] = picture
            self.secrets = secrets
            self.board_key = board_key
        for element_id, markup in parts.items():
            self.painter.put(element_id, markup)
        board = document.getElementById("board")
        if found(board):
            board.dataset.move = str(screen.at)
            board.dataset.moves = str(max(0, screen.at - 1))
            seat = getattr(self, "secrets", None)
            board.dataset.secrets = "" if seat is None else str(seat)
            board.dataset.reviewed = str(len(review.verdicts))
            board.dataset.kept = "1" if screen.kept else "0"
            if review.done:
                board.dataset.reviewMs = f"{self.worked * 1000:.0f}"
            board.dataset.sliceMs = f"{self.longest * 1000:.0f}"
            board.dataset.paintMs = f"{self.longest_paint * 1000:.0f}"
            self.painter.set_board_ratio(board)
            board.dataset.space = space_text(screen.space)
        if on_point:
            chosen = self.root.querySelector("#review-graph .point.chosen")
            if found(chosen):
                chosen.focus()

    # -- what the viewer does ---------------------------------------------------------------
    async def act(self, action: str) -> str | None:
        if action in self.verbs:
            return self.verbs.run(action)
        return None  # the ghost of the best move: nothing is played here

    def go_to(self, arg: str) -> None:
        if arg.isdigit():
            self.go(int(arg))

    def go(self, n: int) -> None:
        total = self.review.total
        if total and 1 <= n <= total and n != self.screen.at:
            self.screen.at = n
            self.update()

    def key(self, step: str) -> None:
        at, total = self.screen.at, self.review.total
        self.go({"back": at - 1, "next": at + 1, "start": 1, "end": total}.get(step, at))

    def branch(self, arg: str) -> str | None:
        """A new local game from the position before move ``arg``, opened."""
        if not arg.isdigit():
            return None
        record = review_kept.branch_record(self.record, int(arg), self.save_id or "link")
        try:
            save_id = self.saves.new_id(record.game, now_ms())
            self.saves.write(save_id, record, finished=False, now_ms=now_ms())
        except (StorageError, LinkError) as exc:
            if self.on_error:
                self.on_error(exc)
            return None
        return f"#game={save_id}"
