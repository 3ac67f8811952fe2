"""Every well-formed action text at real positions of every game: a legal action or
an ``IllegalAction`` naming its rule, never another exception, never a change.

The action texts reach the rules from outside as well as from the legal-move list:
typed, in a link, in a record file. So at positions of seeded bot games of every
registered game, at several player counts and with every option value, a generator
per game (its ``checks.action_texts``) writes a large set of texts of that game's grammar: every
verb, with its arguments across their whole range and a step beyond it (columns 0 and
6 of five, card 0 and 73 of 72, every ingredient list, every bid up to the money and
past it), and the position's legal actions too. For the seat to move and one seat not
to move, each text must be:
- legal by ``is_legal`` exactly when its action is in ``legal_actions`` (text compare;
  a game whose list holds one of several texts its rules take alike says which,
  ``checks.listed_as``);
- if legal, carried out by ``apply`` on a clone without an error;
- if not, refused by ``apply`` with ``IllegalAction`` and nothing else, the position's
  JSON unchanged, the refusal said as a sentence in every language and, for a text the
  grammar reads, naming one of the game's rule ids (its RULES.md).

``parse`` refusing a text (a number past the grammar's range: "activate 6 1") is an
``IllegalAction`` too; it names no rule, since no rule is at stake. A new game's
``checks.py`` must have its generator: ``test_every_game_has_a_generator`` fails until
it does.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames import GAMES, get_game
from pygames.core.bots import bot_for, bot_rng
from pygames.core.errors import IllegalAction
from pygames.core.messages import LANGUAGES

POSITIONS = 10  # per game played: its set-up, its rarer moments, along it, its end
MIN_TEXTS = 300  # generated per position, at least (a grammar too small for it says so)
ROOT = Path(__file__).resolve().parent.parent


RULE_IDS = {
    rule
    for manifest in GAMES.values()
    for rule in re.findall(r"\b[A-Z]{2}\d{2}\b", manifest.rules_reference.read_text("utf-8"))
}


# -- the games played: player counts and every option value ------------------------------
def settings(game_id: str) -> list[tuple[int, dict, int]]:
    """(players, options, rules version) for a game: its fewest, one more, a middle
    count and its most players, every value of every option at least once among them,
    at the newest rules; then the fewest and the most players at each older version the
    game still plays (its records replay by them)."""
    spec = GAMES[game_id].spec
    low, high = spec.min_players, spec.max_players
    counts = sorted({low, min(low + 1, high), (low + high) // 2, high})
    widest = max([len(o.choices) for o in spec.options] + [len(counts)])
    found = []
    for n in range(widest):
        options = {o.key: o.choices[n % len(o.choices)] for o in spec.options}
        found.append((counts[n % len(counts)], options, spec.rules_version))
    defaults = spec.option_values({})
    for version in sorted(set(spec.rules_versions) - {spec.rules_version}):
        found += [(low, defaults, version), (high, defaults, version)]
    return found


CASES = [
    (game_id, players, options, version, n)
    for game_id in sorted(GAMES)
    for n, (players, options, version) in enumerate(settings(game_id))
]


def form(text: str) -> tuple[str, int]:
    words = text.split()
    return words[0], len(words)


def positions(game, players: int, options: dict, version: int, seed: int, kind: str) -> list:
    """States along a seeded bot game: its first three decisions (set-up), its last
    decision and the end, and between them the decisions that bring forms not seen yet
    among the legal actions, a form being a verb and its number of words (a column's
    rare top level, a shop moved, a token taken from a chosen player, a cooking step),
    then evenly along the game."""
    bot = bot_for(game, kind)
    state = game.new_game(players, options, seed, version)
    moves, forms = [], []
    while game.to_move(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        forms.append({form(action.text()) for action in legal})
        rng = bot_rng(seed, len(moves))
        action = bot.choose(game, game.view(state, seat), seat, legal, rng)
        game.apply(state, seat, action)
        moves.append((seat, action))
    last = len(moves)
    forms.append(set())
    wanted = sorted({0, 1, 2, last - 1, last} & set(range(last + 1)))
    seen = set().union(*(forms[n] for n in wanted))
    while len(wanted) < POSITIONS:
        gain, best = max((len(forms[n] - seen), -n) for n in range(last + 1) if n not in wanted)
        if not gain:
            break
        wanted.append(-best)
        seen |= forms[-best]
    spread = [last * k // (POSITIONS + 1) for k in range(1, POSITIONS + 1)]
    wanted += [n for n in spread if n not in wanted][: POSITIONS - len(wanted)]
    wanted = set(wanted)
    state = game.new_game(players, options, seed, version)
    found = []
    for n in range(last + 1):
        if n in wanted:
            found.append(state.clone())
        if n < last:
            game.apply(state, *moves[n])
    return found


def seats_to_try(game, state) -> list[int]:
    movers = list(game.to_move(state))
    idle = [seat for seat in range(state.players) if seat not in movers]
    return movers[:1] + idle[:1]


def says_a_sentence(exc: IllegalAction) -> None:
    for lang in LANGUAGES:
        text = exc.message.render(lang)
        assert text and text != exc.message.key and "{" not in text, (lang, text)
    english = exc.message.render("en")
    opens = english[0].isupper() or english[0].isdigit() or english[0] in "'\""
    assert opens and english.endswith((".", "?", "!")), english


def parses(game, text: str):
    try:
        return game.parse_action(text)
    except IllegalAction:
        return None


def check_position(game, game_id: str, state, problems: list[str], label: str) -> int:
    """Every generated text for the seats to try; the problems found, as lines."""
    tried, prefix = 0, game.turn_rule[:2]
    checks = GAMES[game_id].checks()
    for seat in seats_to_try(game, state):
        legal = {action.text() for action in game.legal_actions(state, seat)}
        texts = list(dict.fromkeys([*checks.action_texts(state, seat), *sorted(legal)]))
        if not checks.SMALL_GRAMMAR:
            assert len(texts) >= MIN_TEXTS, (game_id, len(texts))
        before = state.to_json()
        where = f"{label} seat {seat}"
        for text in texts:
            tried += 1
            action = parses(game, text)
            if action is not None:
                action = checks.listed_as(state, seat, action)
            listed = action is not None and action.text() in legal
            says_legal = game.is_legal(state, seat, text)
            if says_legal != listed:
                problems.append(f"{where}: is_legal says {says_legal}, the list {listed}: {text!r}")
            if listed:
                trial = state.clone()
                try:
                    game.apply(trial, seat, text)
                except Exception as exc:  # noqa: BLE001 - any error is the finding
                    problems.append(f"{where}: legal {text!r} raised {exc!r}")
                continue
            try:
                game.apply(state, seat, text)
            except IllegalAction as exc:
                if action is not None and (
                    exc.rule not in RULE_IDS or not exc.rule.startswith(prefix)
                ):
                    problems.append(f"{where}: {text!r} refused naming no rule of the game: {exc}")
                try:
                    says_a_sentence(exc)
                except AssertionError as bad:
                    problems.append(f"{where}: {text!r} refused without a sentence: {bad}")
            except Exception as exc:  # noqa: BLE001 - any other error is the finding
                problems.append(f"{where}: {text!r} raised {exc!r}")
            else:
                problems.append(f"{where}: illegal {text!r} was carried out")
            if state.to_json() != before:
                problems.append(f"{where}: refused {text!r} changed the position")
                state = game.state_from_json(before)
    return tried


@pytest.mark.parametrize(
    "game_id, players, options, version, n",
    CASES,
    ids=[f"{g}-{p}p-{'-'.join(map(str, o.values())) or 'default'}-v{v}" for g, p, o, v, _ in CASES],
)
def test_every_action_text_is_legal_or_refused_by_a_rule(game_id, players, options, version, n):
    """At positions of a seeded game (random bots on even settings, greedy on odd), every
    generated text is legal (in the list, carried out) or an IllegalAction naming its
    rule, the position unchanged (the issue's CE37/CE38 bakery was neither)."""
    game = get_game(game_id)
    kind = "bot:random" if n % 2 == 0 else "bot:greedy"
    problems: list[str] = []
    states = positions(game, players, options, version, 100 + n, kind)
    assert len(states) >= min(POSITIONS, 6)
    label = f"{game_id} {players}p {options} v{version} seed {100 + n}"
    tried = sum(
        check_position(game, game_id, state, problems, f"{label} position {k}")
        for k, state in enumerate(states)
    )
    small = GAMES[game_id].checks().SMALL_GRAMMAR
    assert tried >= len(states) * (20 if small else MIN_TEXTS)
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"


def test_every_game_has_a_generator():
    """A registered game without a text generator would escape the test above."""
    for game_id, manifest in GAMES.items():
        checks = manifest.checks()
        assert callable(checks.action_texts) and callable(checks.listed_as), game_id
        assert isinstance(checks.SMALL_GRAMMAR, bool), game_id
        assert settings(game_id), game_id
