"""Figures of the tutorials and the rules help's pictures, per game (benchmarks/RESULTS.md,
"Learn by playing").

    python3 benchmarks/lessons.py

Per tutorial: its table, its steps (moves the learner plays, notes read), the script's
moves in all, the rule ids it teaches against the game's RULES.md and a first game's,
the reading (English words, Chinese and Japanese characters) and an estimate of the
minutes it takes: English read at 200 words a minute, plus 5 s a move (finding the
ringed element, clicking) and 0.4 s for each of the other seats' moves (the table's
pause). Per help: its pictures, their markup and the time to draw them all (CPython).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygames import GAMES  # noqa: E402
from pygames.core.lesson import LEARNER, lesson_of  # noqa: E402
from pygames.core.messages import Msg  # noqa: E402
from ui import i18n, rules_help  # noqa: E402

LISTED = re.compile(r"^- ([A-Z]{2}\d\d) \S", re.MULTILINE)
WORDS_A_MINUTE = 200
SECONDS_A_MOVE = 5
BOT_PAUSE = 0.4


def lesson_figures(game_id: str) -> dict:
    lesson = lesson_of(game_id)
    steps = lesson.steps
    moves = [step for step in steps if step.action is not None]
    others = [seat for seat, _ in lesson.actions if seat != LEARNER]
    texts = {
        lang: [Msg(s.say, **s.params).render(lang) for s in steps] for lang in ("en", "zh-TW", "ja")
    }
    words = sum(len(text.split()) for text in texts["en"])
    listed = set(LISTED.findall(GAMES[game_id].rules_reference.read_text(encoding="utf-8")))
    first = set(GAMES[game_id].checks().FIRST_GAME_RULES)
    minutes = words / WORDS_A_MINUTE + (len(moves) * SECONDS_A_MOVE + len(others) * BOT_PAUSE) / 60
    return {
        "players": lesson.players,
        "steps": len(steps),
        "moves": len(moves),
        "notes": len(steps) - len(moves),
        "script": len(lesson.actions),
        "taught": len(lesson.teaches),
        "listed": len(listed),
        "first": len(first),
        "words": words,
        "zh": sum(len(text) for text in texts["zh-TW"]),
        "ja": sum(len(text) for text in texts["ja"]),
        "minutes": minutes,
        "ids": ", ".join(sorted(lesson.teaches)),
    }


def picture_figures(game_id: str) -> dict:
    names = [
        block.items[0]
        for block in rules_help.parse(rules_help.help_text(game_id, "en"))
        if block.kind == "picture"
    ]
    pictures = GAMES[game_id].pictures()
    i18n.set_language("en")
    started = time.perf_counter()
    markup = sum(len(pictures.picture(name) or "") for name in names)
    return {
        "pictures": len(names),
        "kb": markup / 1000,
        "ms": (time.perf_counter() - started) * 1000,
    }


def main() -> None:
    print(
        "| game | players | steps (moves + notes) | script's moves | rules taught / listed / first game | en words | zh-TW chars | ja chars | minutes (est.) |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    ids = {}
    for game_id in GAMES:
        f = lesson_figures(game_id)
        ids[game_id] = f["ids"]
        print(
            f"| {game_id} | {f['players']} | {f['steps']} ({f['moves']} + {f['notes']}) | {f['script']} "
            f"| {f['taught']} / {f['listed']} / {f['first']} | {f['words']} | {f['zh']} | {f['ja']} "
            f"| {f['minutes']:.1f} |"
        )
    print()
    print("| game | rule ids taught |")
    print("|---|---|")
    for game_id, taught in ids.items():
        print(f"| {game_id} | {taught} |")
    print()
    print("| game | pictures | markup (kB) | drawn, first time (ms, CPython) |")
    print("|---|---|---|---|")
    for game_id in GAMES:
        f = picture_figures(game_id)
        print(f"| {game_id} | {f['pictures']} | {f['kb']:.0f} | {f['ms']:.0f} |")


if __name__ == "__main__":
    main()
