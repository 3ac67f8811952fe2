"""Every well-formed action text at real positions of every game: a legal action or
an ``IllegalAction`` naming its rule, never another exception, never a change.

The action texts reach the rules from outside as well as from the legal-move list:
typed, in a link, in a record file. So at positions of seeded bot games of every
registered game, at several player counts and with every option value, a generator
per game (``GENERATORS``) writes a large set of texts of that game's grammar: every
verb, with its arguments across their whole range and a step beyond it (columns 0 and
6 of five, card 0 and 73 of 72, every ingredient list, every bid up to the money and
past it), and the position's legal actions too. For the seat to move and one seat not
to move, each text must be:
- legal by ``is_legal`` exactly when its action is in ``legal_actions`` (text compare;
  Cable Car lists one of the placements its rules take alike, ``LISTED_AS``);
- if legal, carried out by ``apply`` on a clone without an error;
- if not, refused by ``apply`` with ``IllegalAction`` and nothing else, the position's
  JSON unchanged, the refusal said as a sentence in every language and, for a text the
  grammar reads, naming one of the game's rule ids (docs/RULES.md).

``parse`` refusing a text (a number past the grammar's range: "activate 6 1") is an
``IllegalAction`` too; it names no rule, since no rule is at stake. A new game must
add its generator: ``test_every_game_has_a_generator`` fails until it does.
"""

from __future__ import annotations

import itertools
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


# -- the generators: a game's grammar written out at a position ----------------------------
def cablecar_texts(state, seat: int) -> list[str]:
    """Cable Car: ``draw``; ``place``/``hand``/``hand2``/``hand3`` at every square of
    rows and columns 0–9 (the board is 1–8), turned r1–r3 on the board's squares;
    ``exchange`` of every percentage and two that are none, for both takes."""
    from pygames.cablecar.actions import TAKES
    from pygames.cablecar.data import PERCENTS, SIZE

    texts = ["draw"]
    for verb in ("place", "hand", "hand2", "hand3"):
        for row, col in itertools.product(range(SIZE + 2), repeat=2):
            texts.append(f"{verb} {row},{col}")
            if 1 <= row <= SIZE and 1 <= col <= SIZE and (row + col) % 2 == 0:
                texts += [f"{verb} {row},{col} r{turns}" for turns in (1, 2, 3)]
    for percent in (0, *PERCENTS, 50):
        texts += [f"exchange {percent} {take}" for take in TAKES]
    return texts


def cakemaster_texts(state, seat: int) -> list[str]:
    """Cake Master: every verb with the seat's cards in every slot and every card number
    0–73 (72 cards) in each slot in turn; ``place`` into cakes 0–4, quarters 0–5."""
    from pygames.cakemaster.data import CAKES, CARD_COUNT, QUARTERS

    hand = list(state.hands[seat]) if state.hands else []
    others = [card for row in state.hands or [] for card in row if card not in hand][:3]
    mine = (hand + others + [1, 2, 3])[:8]
    numbers = range(CARD_COUNT + 2)
    a, b, c = (mine * 3)[:3]
    texts = []
    for k, l, r in itertools.product(mine[:6], repeat=3):
        texts += [f"keep {k} left {l} right {r}", f"keep {k} give {l} {r}"]
    texts += [f"keep {k} return {r}" for k, r in itertools.product(mine, repeat=2)]
    for n in numbers:
        texts += [
            f"keep {n} left {b} right {c}",
            f"keep {a} left {n} right {c}",
            f"keep {a} left {b} right {n}",
            f"keep {n} give {b} {c}",
            f"keep {a} give {n} {c}",
            f"keep {n} return {b}",
            f"keep {a} return {n}",
            f"discard {n}",
            f"exchange {n}",
            f"place {n} 1.1",
        ]
    for card in mine:
        texts += [
            f"place {card} {cake}.{quarter}"
            for cake in range(CAKES + 2)
            for quarter in range(QUARTERS + 2)
        ]
    return texts


def foodtycoon_texts(state, seat: int) -> list[str]:
    """Food Tycoon: ``discard``/``cook`` of every recipe; ``take``/``choose`` of every
    ingredient list of 1–3 cards and of 5 (names and letters); the four plain verbs;
    ``order`` of every arrangement of the lots and one more, a lot twice, lot 0; bids from 0 to past the
    seat's money and the highest bid."""
    from pygames.foodtycoon.data import INGREDIENTS, LETTERS, RECIPES

    texts = ["shop", "think", "roll", "pass"]
    for recipe in RECIPES:
        texts += [f"discard {recipe.key}", f"cook {recipe.key}"]
    kinds = range(len(INGREDIENTS))
    lists = [
        pick
        for size in (1, 2, 3, 5)
        for pick in itertools.combinations_with_replacement(kinds, size)
    ]
    for pick in lists:
        names = ",".join(INGREDIENTS[k] for k in pick)
        texts += [f"take {names}", f"choose {names}"]
    for pick in lists[:20]:
        texts.append("choose " + ",".join(LETTERS[k] for k in reversed(pick)))
    lots = max(len(state.lots), 3)
    for size in (lots - 1, lots, lots + 1):
        for order in itertools.permutations(range(1, lots + 2), size):
            texts.append("order " + ",".join(map(str, order)))
            if len(texts) > 2000:
                break
    for lot in range(lots + 2):  # a lot twice, and lot 0
        texts.append("order " + ",".join([str(lot)] * lots))
        texts.append("order " + ",".join(map(str, [lot, *range(1, lots)])))
    top = max(state.money[seat], state.high) + 3
    texts += [f"bid {amount}" for amount in range(top)]
    return texts


def foodparadise_texts(state, seat: int) -> list[str]:
    """Food Paradise: ``corner`` 0–5 (corners 1–4), ``card`` of every price 0–1,000 in
    steps of 50 (cards 200–900 in hundreds), ``roll``, ``buy``, ``buy from`` players
    0–5 (1–4), ``decline``, ``research``, ``stay``. The whole grammar is smaller than
    MIN_TEXTS."""
    texts = ["roll", "buy", "decline", "research", "stay"]
    texts += [f"corner {n}" for n in range(6)] + [f"buy from {n}" for n in range(6)]
    texts += [f"card {price}" for price in range(0, 1001, 50)]
    return texts


def cupcake_texts(state, seat: int) -> list[str]:
    """Cupcake Empire: every verb with columns 0–6 (1–5), levels 0–5 (0–4), districts
    0–7 (1–6), houses 0–5 (1–4), seats 0–5, every base, frosting, dice colour and disc
    kind; ``rest`` of every choice of up to two dice and the seat's own rest dice."""
    from pygames.cupcake.data import BASES, COLOURS, DISC_KINDS, FROSTINGS

    columns, districts = range(7), range(8)
    texts = ["income", "creativity", "done", "end", "buy-idea"]
    texts += [f"start-disc {c}" for c in columns]
    for base, frosting in itertools.product(BASES, FROSTINGS):
        texts += [f"first {base} {frosting}", f"menu {base} {frosting}"]
    for column, level in itertools.product(columns, range(6)):
        texts += [f"activate {column} {level}", f"borrow {column} {level}"]
    texts += [f"base {base}" for base in BASES] + [f"frosting {f}" for f in FROSTINGS]
    for d in districts:
        texts += [f"shop {d}", f"bakery {d}"]
        texts += [f"shop {d} over {p}" for p in range(6)]
        texts += [f"sell {d} {h}" for h in range(6)]
    for d, e in itertools.product(range(1, 7), range(0, 8)):
        texts.append(f"shop {d} from {e}")
        texts += [f"shop {d} from {e} over {p}" for p in range(1, 5) if 1 <= e <= 6]
    texts += [f"hire {colour}" for colour in COLOURS]
    for kind, column in itertools.product(DISC_KINDS, columns):
        texts += [f"disc {kind} {column}", f"idea-disc {kind} {column}"]
    for colour in COLOURS:
        for source, target in itertools.product(range(6), repeat=2):
            texts += [
                f"idea-move {colour} {source} {target}",
                f"pay-move {colour} {source} {target}",
            ]
    picks = [p for size in (1, 2) for p in itertools.combinations_with_replacement(range(6), size)]
    rest = list(state.rest[seat]) if state.rest else []
    picks += [tuple(rest[:n]) for n in range(1, len(rest) + 1)]
    for column, pay, pick in itertools.product(range(6), ("idea", "income"), picks):
        texts.append(f"rest {column} {pay} " + " ".join(COLOURS[c] for c in pick))
    return texts


def cablecar_listed_as(state, seat: int, action):
    """Cable Car lists each distinct placement once (rules.py's docstring): of hidden
    tiles of one kind the first, of a symmetric tile's turns the smallest giving that
    track layout; ``apply`` takes the others too. The listed one a placement stands for."""
    from pygames.cablecar.actions import Place
    from pygames.cablecar.data import CONNECT

    if not isinstance(action, Place):
        return action
    hand = state.hands[seat]
    if action.source == "drawn" or state.drawn is not None or action.index >= len(hand):
        kind, index = state.drawn, action.index
    else:
        kind = hand[action.index]
        index = hand.index(kind)
    if kind is None:
        return action
    turns = action.turns
    if state.options.get("orientation") == "free":
        layout = CONNECT[kind * 4 + turns]
        turns = next(t for t in range(4) if CONNECT[kind * 4 + t] == layout)
    return Place(action.source, action.row, action.col, index, turns)


GENERATORS = {
    "cablecar": cablecar_texts,
    "cakemaster": cakemaster_texts,
    "foodtycoon": foodtycoon_texts,
    "foodparadise": foodparadise_texts,
    "cupcake": cupcake_texts,
}
SMALL_GRAMMARS = {"foodparadise"}  # every text the grammar has is fewer than MIN_TEXTS
# Games whose legal list writes one action for several texts the rules accept alike:
# the action the list holds for an accepted one.
LISTED_AS = {"cablecar": cablecar_listed_as}
RULE_IDS = set(re.findall(r"\b[A-Z]{2}\d{2}\b", (ROOT / "docs" / "RULES.md").read_text("utf-8")))


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
    for seat in seats_to_try(game, state):
        legal = {action.text() for action in game.legal_actions(state, seat)}
        texts = list(dict.fromkeys([*GENERATORS[game_id](state, seat), *sorted(legal)]))
        if game_id not in SMALL_GRAMMARS:
            assert len(texts) >= MIN_TEXTS, (game_id, len(texts))
        before = state.to_json()
        where = f"{label} seat {seat}"
        for text in texts:
            tried += 1
            action = parses(game, text)
            if action is not None and game_id in LISTED_AS:
                action = LISTED_AS[game_id](state, seat, action)
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
    assert tried >= len(states) * (20 if game_id in SMALL_GRAMMARS else MIN_TEXTS)
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"


def test_every_game_has_a_generator():
    """A registered game without a text generator would escape the test above."""
    assert sorted(GENERATORS) == sorted(GAMES)
    assert set(LISTED_AS) <= set(GAMES) and SMALL_GRAMMARS <= set(GAMES)
    for game_id in GAMES:
        assert settings(game_id), game_id
