#!/usr/bin/env python3
"""Clicks a whole game costs at one device, and how many of them only lift the privacy
screen; prints figures, asserts nothing.

    python3 benchmarks/privacy_clicks.py [--site DIST] [--seed 1] [--seats human:A,human:B,bot:greedy:C]
        --game GAME [--option KEY=VALUE] [--compare before=/tmp/dist-before]

A person is simulated in Chromium: whenever the screen offers game actions (any
``data-action`` not starting ``ui:``) it clicks one of them; when it offers none, it
builds a decision (``ui:add``, ``ui:pick``) or, on the privacy screen, presses the
button that uncovers the hand (``ui:reveal N``, a privacy click). The action chosen
depends only on the number of moves made and of clicks spent on the current decision,
so two builds that offer the same actions play the same game, click for click, and
differ only in the privacy clicks. A bot's pause is switched off (``?botdelay=0``).

The privacy clicks are also counted per person and per round (the round each was
spent in is read by replaying the saved record in CPython).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import bench  # noqa: E402

from pygames import GAMES  # noqa: E402

# One click of the simulated person; returns what it did.
STEP = """async (prepared) => {
  const enabled = (el) => !el.disabled && !el.hasAttribute("disabled")
    && el.getAttribute("aria-disabled") !== "true" && !el.closest("[hidden]");
  const find = (selector) => [...document.querySelectorAll("#app " + selector)].filter(enabled);
  const click = (el) =>
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  const settled = () => new Promise((resolve) => {
    const timer = setTimeout(() => { watch.disconnect(); resolve(false); }, 5000);
    const watch = new MutationObserver(() => {
      watch.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve(true), 0));
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true });
  });
  const board = document.querySelector("[data-moves]");
  if (!board) return { skip: "no element with data-moves" };
  const result = document.getElementById("result");
  if (result && !result.hidden) return { over: true };
  const moves = Number(board.dataset.moves);
  const choose = (list) => list[(moves * 7919 + prepared * 104729) % list.length];
  const act = async (el, what) => {
    const answered = settled();
    click(el);
    await answered;
    return { [what]: el.dataset.action, moves };
  };
  const game = find('[data-action]:not([data-action^="ui:"])');
  if (game.length) return act(choose(game), "move");
  const steps = find('[data-action^="ui:pick "]:not([aria-pressed="true"]), [data-action^="ui:add "]');
  if (steps.length) return act(choose(steps), "prepared");
  const reveal = find('[data-action^="ui:reveal"]');
  if (reveal.length) return act(reveal[0], "privacy");
  return { idle: true };
}"""

SAVED = """() => {
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith("pygames.v1.save.")) return localStorage.getItem(key);
  }
  return null;
}"""


def play(playwright, tmp: Path, site, fragment: str, limit: int) -> dict:
    context = bench.new_profile(playwright, tmp, "privacy")
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(bench.url_of(site, f"?botdelay=0#{fragment}"))
        bench.wait_ready(page)
        page.wait_for_selector("[data-moves]", timeout=60_000)
        clicks, privacy, prepared, idle_since = [], [], 0, None
        outcome: dict = {}
        while len(clicks) < limit:
            outcome = page.evaluate(STEP, prepared)
            if outcome.get("over") or outcome.get("skip"):
                break
            if outcome.get("idle"):
                idle_since = idle_since or time.monotonic()
                if time.monotonic() - idle_since > 30:
                    outcome = {"stuck": True}
                    break
                time.sleep(0.02)
                continue
            idle_since = None
            kind = next(key for key in ("move", "prepared", "privacy") if key in outcome)
            clicks.append((kind, outcome[kind]))
            if kind != "privacy":  # the same choices whatever the privacy screen costs
                prepared = 0 if kind == "move" else prepared + 1
            if kind == "privacy":
                privacy.append((outcome["moves"], outcome[kind]))
        saved = page.evaluate(SAVED)
        record = json.loads(saved)["record"] if saved else None
        return {"clicks": clicks, "privacy": privacy, "record": record, "end": outcome}
    finally:
        context.close()


def rounds_at(record: dict) -> list[int]:
    """The round of the game after each number of moves (Food Tycoon's ``round``)."""
    from pygames.core.record import Record
    from ui.session import Table

    full = Record.from_json(record)
    table = Table(Record.from_json({**record, "actions": []}))
    rounds = [table.state.to_json().get("round", 0)]
    for seat, text in full.actions:
        table.apply(seat, text)
        rounds.append(table.state.to_json().get("round", 0))
    return rounds


def report(label: str, run: dict) -> None:
    clicks, privacy, record = run["clicks"], run["privacy"], run["record"]
    kinds: dict[str, int] = {}
    for kind, _ in clicks:
        kinds[kind] = kinds.get(kind, 0) + 1
    moves = len(record["actions"]) if record else 0
    print(f"  {label}: {len(clicks)} clicks, {kinds.get('privacy', 0)} of them privacy")
    print(
        f"    moves {moves} (clicked {kinds.get('move', 0)}), decision-building clicks "
        f"{kinds.get('prepared', 0)}, ended: {'game over' if run['end'].get('over') else run['end']}"
    )
    if record:
        rounds = rounds_at(record)
        per: dict[tuple[str, int], int] = {}
        for at, action in privacy:
            key = (action.split()[-1], rounds[min(at, len(rounds) - 1)])
            per[key] = per.get(key, 0) + 1
        names = [seat["name"] for seat in record["seats"]]
        print(
            f"    rounds {rounds[-1]}; privacy clicks per person and round, most: "
            f"{max(per.values()) if per else 0}"
        )
        for seat in sorted({seat for seat, _ in per}, key=int):
            row = [per.get((seat, r), 0) for r in range(rounds[0], rounds[-1] + 1)]
            print(f"      {names[int(seat)]}: {sum(row)} ({' '.join(map(str, row))})")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=bench.build.DIST)
    parser.add_argument("--compare", action="append", default=[], metavar="LABEL=DIR")
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--seats", default="human:A,human:B,bot:greedy:C")
    parser.add_argument("--option", action="append", default=None, metavar="KEY=VALUE")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--limit", type=int, default=3000, help="most clicks a game")
    args = parser.parse_args(argv)
    options = args.option or []
    fragment = f"new={args.game}&seats={args.seats}&seed={args.seed}" + "".join(
        f"&opt.{item}" for item in options
    )
    from playwright.sync_api import sync_playwright

    print(f"#{fragment}")
    sites = [("site", args.site)] + [
        (label, Path(folder)) for label, _, folder in (item.partition("=") for item in args.compare)
    ]
    with tempfile.TemporaryDirectory() as tmp_name, sync_playwright() as playwright:
        for label, folder in sites:
            server, _ = bench.counting_server(folder)
            try:
                report(
                    f"{label} ({folder})",
                    play(playwright, Path(tmp_name), server, fragment, args.limit),
                )
            finally:
                server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
