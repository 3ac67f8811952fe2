"""A Cable Car game of about 60 moves is reviewed whole in Chromium, the page never
frozen meanwhile (the longest gap between two 10 ms timer ticks, once the review runs,
under ``FROZEN_MS``), and the review is kept with the save. How long it takes is a
benchmark's figure (``benchmarks/review_speed.py``), not this test's."""

from __future__ import annotations

from tests.browser.page_helpers import FROZEN_MS, TAKE_LONGEST, WATCH_TICKS, storage
from tests.browser.positions import greedy_pair, init_script, storage_items
from ui.storage import REVIEW_PREFIX

WHOLE_S = 600  # a guard against a review that never ends, not a speed goal


def test_a_sixty_move_game_is_reviewed_whole_without_freezing_the_page(
    context, page, site, wait_ready
):
    record = greedy_pair("cablecar")  # about 60 moves
    total = len(record.actions)
    assert 55 <= total <= 70
    context.add_init_script(init_script(storage_items({"cc-review": record})))
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site.url("?botdelay=0"))
    wait_ready(page)
    page.evaluate(WATCH_TICKS)
    page.evaluate("f => { location.hash = f }", f"#review={record.to_share()}&game=cc-review")
    reviewed = "n => Number(document.getElementById('board')?.dataset.reviewed) >= n"
    page.wait_for_function(reviewed, arg=1, timeout=WHOLE_S * 1000)
    page.evaluate(TAKE_LONGEST)  # from here the review runs (the page's opening is apart)
    page.wait_for_function(reviewed, arg=total, timeout=WHOLE_S * 1000)
    gap = page.evaluate(TAKE_LONGEST)
    kept = storage(page)[REVIEW_PREFIX + "cc-review"]
    assert gap < FROZEN_MS
    assert len(kept) > total  # a row a move
