"""Bots' turns worked out without freezing the page: one loop for the table and
presenter mode.

A bot that searches thinks in slices of ``SLICE_SECONDS`` (``pygames.core.search``),
yielding to the page between them, so the page answers meanwhile (``think``; the
coach's hint is worked out the same way); the pause between two moves is what is left
of the delay after the thinking (``pause``). A page's ``BotLoop`` runs one such task at
a time: ``start`` runs the page's loop, ``play(epoch)``, unless one runs; ``stop`` (an
undo, the page closed, presenter mode paused) ends it at its next yield, as every step
asks ``running(epoch)``. A bug ends the loop and is shown (``on_error``) rather than
lost. Pure Python (asyncio): tested in CPython.
"""

from __future__ import annotations

import asyncio
import time


async def think(work, still) -> bool:
    """Work ``work`` out (a bot's turn, a hint: ``done``, ``run_for``) a slice at a
    time, yielding to the page after each; False as soon as ``still()`` is not true
    (the work is left), True once it is done."""
    from pygames.core.search import SLICE_SECONDS  # loaded with the first bot, not at start

    while not work.done:
        work.run_for(SLICE_SECONDS)
        await asyncio.sleep(0)
        if not still():
            return False
    return True


async def pause(seconds: float, started: float, still) -> bool:
    """Wait what is left of ``seconds`` since ``started`` (``time.perf_counter()``);
    whether ``still()`` is true after."""
    await asyncio.sleep(max(0.0, seconds - (time.perf_counter() - started)))
    return still()


def spawn(coro, on_error=None) -> None:
    """Run ``coro`` beside the page; a bug in it is shown (``on_error``), not lost."""

    async def guarded() -> None:
        try:
            await coro
        except Exception as exc:  # a bug: shown on the page rather than a silent stop
            if on_error:
                on_error(exc)

    asyncio.ensure_future(guarded())


class BotLoop:
    """A page's bot task: one at a time, stopped by bumping its epoch."""

    def __init__(self, on_error=None) -> None:
        self.on_error = on_error  # called with an unexpected exception
        self.epoch = 0
        self.task = None

    def running(self, epoch: int) -> bool:
        """Whether the loop started at ``epoch`` may go on."""
        return epoch == self.epoch

    def stop(self) -> None:
        self.epoch += 1
        self.task = None

    def start(self, play) -> None:
        """Run ``play(epoch)`` (a coroutine function) unless a loop runs already."""
        if self.task is None:
            self.task = asyncio.ensure_future(self._run(play, self.epoch))

    async def _run(self, play, epoch: int) -> None:
        try:
            await play(epoch)
        except Exception as exc:  # a bug: shown on the page rather than a silent stop
            if self.on_error:
                self.on_error(exc)
        finally:
            if epoch == self.epoch:
                self.task = None
