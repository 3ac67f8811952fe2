"""The review of a game: every move of a record judged from what its mover could see.

For each move, from the mover's view before it (``game.view``, never the true state):

1. the game's strongest bot searches the decision (a fixed simulation count, the
   manifest's ``tuning.review_simulations``, and a generator of its own) and names its
   best move;
2. the move played and that best move are each valued by the same ``playouts`` deals
   (common random numbers: deal k of one is deal k of the other, played on by the same
   generator), the policy's playout then its ``review_values`` for the mover;
3. the better of the two is the best found; the loss is what the move played gave up
   (zero when it was the best, or when the deals cannot tell the two apart: a
   difference within ``NOISE`` standard errors). A loss of ``tuning.mistake_loss`` or
   more is a mistake, and every move that lost something gets one sentence why: the
   game's own (``reason`` in its ``review`` part), else the margin it gave up.

Values are in the policy's ``review_unit``: "margin", the mover's points less the best
other seat's (in the game's score unit, a few rounds on or at the end), or "places".
A move with one legal choice is valued and not judged. Everything comes from the
record's seed, so a review is the same in CPython, in Pyodide and in the tests.

``review_steps(record)`` is a generator: None between pieces of work (the browser
yields to the page there, as its bots do) and a ``Verdict`` as soon as a move is
judged. ``Review`` runs it a slice at a time; ``review(record)`` drains it (the CLI).
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, replace

from pygames.core.bots import strongest_bot
from pygames.core.errors import IllegalAction
from pygames.core.manifest import find
from pygames.core.messages import LANGUAGES, Count, Msg, current_language
from pygames.core.record import Record, start
from pygames.core.rng import Rng
from pygames.core.search import Decided, Policy, play_out

UNITS = ("margin", "places")
# A move loses only what its deals tell apart from chance: a loss beyond NOISE standard
# errors of the deals' differences (the better move named then holds on fresh deals).
NOISE = 2
SLICE_SECONDS = 0.015  # the search's work between two pauses of the generator


@dataclass(frozen=True)
class Verdict:
    """One move judged. ``move`` counts from 1 (the position after it is ``move``
    moves in); values are the mover's, in the review's unit; ``why`` is a message or
    None (the move was the best found, or the only one)."""

    move: int
    seat: int
    action: str
    value: float
    best: str
    best_value: float
    loss: float
    mistake: bool
    why: Msg | None
    choices: int = 2  # how many legal actions the mover had (1: not judged)
    spread: float = 0.0  # the standard error of the loss over the deals

    def to_json(self, lang: str = "en", names=None) -> dict:
        """The CLI's entry for this move (``why`` in words, seats by ``names``)."""
        return {
            "move": self.move,
            "seat": self.seat,
            "action": self.action,
            "value": self.value,
            "best": self.best,
            "best_value": self.best_value,
            "loss": self.loss,
            "mistake": self.mistake,
            "why": None if self.why is None else self.why.render(lang, names),
        }

    def to_data(self, names=None) -> dict:
        """JSON data kept with a save: ``why`` in words in every language (seats by
        ``names``), so any language can show it and nothing but text is read back."""
        data = {k: v for k, v in self.to_json().items() if k != "why"}
        why = (
            None if self.why is None else {lang: self.why.render(lang, names) for lang in LANGUAGES}
        )
        return {**data, "why": why, "choices": self.choices, "spread": self.spread}

    @classmethod
    def from_data(cls, data) -> Verdict:
        """A kept verdict; ValueError for data that is not one (a tampered save)."""
        if not isinstance(data, dict):
            raise ValueError("Not a verdict.")
        try:
            ints = [data[k] for k in ("move", "seat", "choices")]
            numbers = [data[k] for k in ("value", "best_value", "loss", "spread")]
            texts = [data[k] for k in ("action", "best")]
            mistake, why = data["mistake"], data["why"]
        except KeyError as missing:
            raise ValueError(f"A verdict without {missing}.") from None
        if not all(type(n) is int for n in ints) or not all(
            isinstance(n, (int, float)) and not isinstance(n, bool) for n in numbers
        ):
            raise ValueError("A verdict's numbers are not numbers.")
        if not all(isinstance(t, str) for t in texts) or not isinstance(mistake, bool):
            raise ValueError("A verdict's moves are not texts.")
        if why is not None:
            if not isinstance(why, dict) or not all(
                lang in LANGUAGES and isinstance(text, str) for lang, text in why.items()
            ):
                raise ValueError("A verdict's why is not a text by language.")
            why = Said(why)
        move, seat, choices = ints
        value, best_value, loss, spread = numbers
        return cls(
            move, seat, texts[0], value, texts[1], best_value, loss, mistake, why, choices, spread
        )


class Said(Msg):
    """A message already put into words in every language (a kept verdict's why)."""

    __slots__ = ()

    def __init__(self, texts: dict) -> None:
        super().__init__("core.review.said", texts=dict(texts))

    def render(self, lang: str | None = None, names=None) -> str:
        texts = self.params["texts"]
        return texts.get(lang or current_language()) or texts.get("en", "")


@dataclass(frozen=True)
class Question:
    """What a game's ``reason`` is asked about one move: the mover's view before it,
    the move played and the best found (actions), the loss in ``unit``, and ``deal(k)``,
    a position dealt from the view (reproducible: the review's own deal k)."""

    game: object
    view: dict
    seat: int
    played: object
    best: object
    loss: float
    unit: str
    seed: int

    def deal(self, k: int = 0):
        return self.game.determinize(self.view, self.seat, Rng(self.seed + 7919 * k))


def review_rng(seed: int, move: int, k: int) -> int:
    """The review's own generator state for deal ``k`` of move ``move`` (apart from the
    bots' generators, so the review judges a search bot's moves with other dice)."""
    return (seed * 2_000_003 + move * 104_729 + k * 7_919 + 0x4E71E3) & ((1 << 64) - 1)


def settings(game_id: str) -> tuple[int, int, float]:
    """(simulations, playouts, mistake loss) of a game's review, from its manifest."""
    tuning = find(game_id).tuning
    return tuning.review_simulations, tuning.review_playouts, tuning.mistake_loss


def unit_of(game) -> str:
    unit = policy_of(game).review_unit
    return unit if unit in UNITS else "places"


def policy_of(game) -> Policy:
    """The policy the game's strongest bot searches with (the default one without)."""
    bot = strongest_bot(game, 1)
    return getattr(bot, "policy", None) or Policy()


def review_steps(record: Record, *, simulations=None, playouts=None, skip: int = 0):
    """Verdicts of the record's moves after the first ``skip``, in order, with None
    between pieces of work (see the module's docstring)."""
    default_sims, default_playouts, mistake_loss = settings(record.game)
    simulations = simulations or default_sims
    playouts = playouts or default_playouts
    game, state = start(record)
    bot = strongest_bot(game, simulations)
    unit = unit_of(game)
    reasons = find(record.game).optional_part("review")
    for index, (seat, text) in enumerate(record.actions):
        if index >= skip:
            verdict = yield from _judge(game, state, seat, text, index, record.seed, bot, playouts)
            if verdict.loss > 0:
                why = _why(reasons, game, state, seat, text, verdict, unit, record.seed, index)
                mistake = verdict.loss >= mistake_loss
                verdict = replace(verdict, why=why, mistake=mistake)
            yield verdict
        game.apply(state, seat, text)


def review(record: Record, **settings_given) -> list[Verdict]:
    """Every move's verdict, at once (the CLI, the tests, the benchmarks)."""
    return [v for v in review_steps(record, **settings_given) if v is not None]


def _judge(game, state, seat, text, index, seed, bot, playouts):
    view = game.view(state, seat)
    legal = game.legal_actions(state, seat)
    move = index + 1
    rng = Rng(review_rng(seed, index, 0))
    if hasattr(bot, "start"):
        search = bot.start(game, view, seat, legal, rng)
        # The values come from this search's policy: a policy may keep the seat it
        # searches for (and finish that seat's turn before it judges), or be the one of
        # the table's mode (Cable Car's shares game), which the bot's own is not.
        policy = search.policy
    else:  # a game without a search: its strongest bot's choice is the best found
        search, policy = Decided(bot.choose(game, view, seat, legal, rng)), Policy()
    if len(legal) <= 1:
        values = yield from _values(game, view, seat, [text], index, seed, policy, playouts)
        value = _mean(values[0])
        return Verdict(move, seat, text, value, text, value, 0.0, False, None, len(legal))
    while not search.done:  # a fixed count: slices of wall clock change nothing searched
        search.run_for(SLICE_SECONDS)
        yield None
    best = str(search.best())
    candidates = [text] if best == text else [text, best]
    values = yield from _values(game, view, seat, candidates, index, seed, policy, playouts)
    value = _mean(values[0])
    if best == text:
        return Verdict(move, seat, text, value, text, value, 0.0, False, None, len(legal))
    best_value = _mean(values[1])
    differences = [b - p for p, b in zip(values[0], values[1])]
    loss, spread = _mean(differences), _standard_error(differences)
    if loss <= NOISE * spread:  # as good as the best found, as far as these deals can tell
        return Verdict(move, seat, text, value, text, value, 0.0, False, None, len(legal), spread)
    return Verdict(move, seat, text, value, best, best_value, loss, False, None, len(legal), spread)


def _values(game, view, seat, candidates, index, seed, policy, playouts):
    """Per candidate (a text), its mover's value on each deal where every candidate is
    legal: the same deals and the same playout generator for each."""
    judge = policy.review_values
    found = [[] for _ in candidates]
    for k in range(1, playouts + 1):
        deal = game.determinize(view, seat, Rng(review_rng(seed, index, k)))
        results = []
        for text in candidates:
            position = deal.clone()
            try:
                game.apply(position, seat, text)
            except IllegalAction:  # this deal cannot hold the move: not a fair comparison
                break
            play_rng = Rng(review_rng(seed, index, k) ^ 0x9E3779B97F4A7C15)
            results.append(play_out(game, policy, position, seat, play_rng, judge)[seat])
        else:
            for column, value in zip(found, results):
                column.append(value)
        yield None
    return found


def _mean(values: list) -> float:
    total = 0  # summed in order (``sum`` of floats differs between Python versions)
    for v in values:
        total += v
    return round(total / len(values), 2) if values else 0.0


def _standard_error(values: list) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = _mean(values)
    square = 0.0
    for v in values:
        square += (v - mean) * (v - mean)
    return round((square / (n - 1) / n) ** 0.5, 2)


def _why(reasons, game, state, seat, text, verdict, unit, seed, index) -> Msg:
    view = game.view(state, seat)
    played, best = game.parse_action(text), game.parse_action(verdict.best)
    question = Question(
        game, view, seat, played, best, verdict.loss, unit, review_rng(seed, index, 0)
    )
    found = reasons.reason(question) if reasons is not None else None
    if found is not None:
        return found
    words = {"best": move_words(question, best), "played": move_words(question, played)}
    if unit == "margin" and game.score_unit is not None:
        points = round(verdict.loss)
        if points >= 1:
            margin = Count(game.score_unit or "core.unit.points", points)
            return Msg("core.review.better", margin=margin, **words)
        return Msg("core.review.better_slightly", **words)
    return Msg("core.review.better_places", **words)


WORDS_DEALS = 5  # deals that must say a move alike (a die rolled alike in all: 1 in 1,296)


def move_words(question: Question, action) -> Msg | str:
    """An action in the log's words (its first event), when every one of a few deals
    from the view says it alike (so the words tell nothing the mover had not seen, such
    as a die to be rolled), else its text."""
    said = []
    for k in range(1, WORDS_DEALS + 1):
        try:
            events = question.game.apply(question.deal(k), question.seat, action)
        except IllegalAction:
            events = []
        said.append(events[0] if events else None)
    alike = said[0] is not None and all(other == said[0] for other in said)
    return said[0] if alike else str(action)


class Review:
    """A review under way, a slice at a time (the browser): ``run_for(seconds)`` adds
    the verdicts it reaches; ``known`` verdicts (kept with a save) are not worked again."""

    def __init__(self, record: Record, known=(), **settings_given) -> None:
        self.record = record
        self.verdicts: list[Verdict] = list(known)
        self.total = len(record.actions)
        self._steps = review_steps(record, skip=len(self.verdicts), **settings_given)

    @property
    def done(self) -> bool:
        return len(self.verdicts) >= self.total

    @property
    def progress(self) -> float:
        return len(self.verdicts) / self.total if self.total else 1.0

    def run_for(self, seconds: float) -> list[Verdict]:
        """Work for about ``seconds``; the verdicts reached meanwhile."""
        until, new = time.perf_counter() + seconds, []
        while not self.done:
            step = next(self._steps)
            if step is not None:
                self.verdicts.append(step)
                new.append(step)
            if time.perf_counter() >= until:
                break
        return new


def fingerprint(record: Record) -> str:
    """A short fixed text of everything a review depends on: the record's moves and
    set-up and the game's review settings (a kept review of another one is stale)."""
    text = record.to_share() + repr(settings(record.game))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
