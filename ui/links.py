"""The app's addresses: everything after ``#`` names a screen.

``#`` (or nothing)
    Home: the games, and the games saved on this device.
``#setup=<game>``
    The new-game form for a game (``#setup=<game>``).
``#help=<game>``
    A game's rules help, in the language chosen (``#help=<game>``).
``#learn=<game>``
    A game's tutorial (``ui.lesson``): a short scripted game, taught a step at a time.
``#game=<save id>``
    Resume a game saved on this device (ids look like ``<game>-m3x9k2a``).
``#play=<share text>``
    A shared game (``r2.`` + the record packed: ``pygames.core.share``). It is shown with its replay and
    never touches local saves; "Continue as a new local game" copies it into a new save.
    A record file opened on the home page (``ui.record_file``) is shown at this address.
``#turn=<seat>.<share text>``
    A game played by link, handed to the person at seat ``<seat>`` (0 is the first):
    it continues in this browser as a local save for that seat (``ui.relay``), and
    never overwrites a save here that is further on or went another way.
``#new=<game>&seats=<seats>[&seed=<n>][&by_link=1][&opt.<key>=<value>...]``
    Starts a new local game set up exactly so, then shows it as ``#game=<new id>``
    (reloading the page resumes that game instead of starting another). Seats are
    comma-separated, in playing order, each one of::

        human:<name>            a person at this device
        bot:beginner:<name>     a bot by level (``core.levels``): Beginner plays any
        bot:casual:<name>       legal move, Casual is the game's heuristic bot, Strong
        bot:strong:<name>       its strongest (the search bot where it has one)
        bot:random:<name>       a bot that plays any legal move
        bot:greedy:<name>       a bot that looks one move ahead
        bot:search:<name>       a bot that searches (games whose spec lists it)
        human  / bot:casual / bot:random / …    the same with a default name

    A level becomes the seat kind it stands for in that game (the record keeps
    ``bot:greedy``, never ``bot:casual``); the new-game form's "Make a setup link"
    writes levels, and leaves out the names that were not typed.

    Names are URL-encoded (``%2C`` for a comma) and kept whole; names that cannot start
    a game (repeated, or over 40 characters: ``core.names.name_problem``) put the link
    on the new-game form with the reason, so nothing of it is lost. ``seed`` is a whole number from 0 to
    2^63 - 1 (random when left out); the same seed and seats deal the same game.
    ``by_link=1``: each person plays at their own device, this one playing the first
    person; after each move the table offers the next person a ``#turn=`` link.
    Example: ``#new=<game>&seats=human:Ann,bot:casual:Bob&seed=42``.
    ``&present=1`` opens the new game in presenter mode instead (``#present=``), its bots
    playing live; only a game whose seats are all bots can be presented so.
``#present=<share text>[&at=<n>][&hands=all][&game=<save id>][&wall=<channel>]``
    Presenter mode, for a projector: a record (the share text of ``#play=``, which holds
    no ``&``) shown large to an audience, from the spectator's seat, with a timeline to
    step through it from move ``at`` (default: the last). ``hands=all`` shows every
    seat's hidden parts, clearly marked, and only when every seat is a bot (otherwise it
    is ignored). A record whose next seat is a bot plays on live when its end is reached.
    ``game``: the saved table it was opened from, where "Leave presenter mode" goes
    back to (without it, the shared game's table, ``#play=``). ``wall``: this is the
    window on the projector, opened from presenter mode in another window and stepped
    from there through the same-origin ``BroadcastChannel`` named ``wall`` (letters,
    digits, ``-`` and ``_``).
``#review=<share text>[&at=<n>][&game=<save id>]``
    The review of a record (``ui.review``, ``pygames.core.review``): every move judged
    by the game's search, a progress bar while it runs, a graph of each player's moves'
    values, and the board before move ``at`` (default: the first mistake, else move 1)
    with the best move found and why. ``game``: the save it was opened from (its
    review is kept with it, and "Back to the game" goes there; without it the shared
    game's table, ``#play=``). A save's single person sees the better move at their
    own moves even in a game with secrets; a shared game's review shows no secret.

The query ``?botdelay=<ms>`` sets the pause before each bot move (default 400;
``?botdelay=0`` for tests).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames import GAMES
from pygames.core.errors import SetupError
from pygames.core.levels import level_kinds
from pygames.core.record import MAX_NAME, Seat, clean_name
from ui.i18n import Message, default_name, game_name

MAX_FRAGMENT = 250_000


# urllib.parse imports ipaddress: not at start, and not for a link with nothing encoded.
def unquote(text: str) -> str:
    """``text`` with %XX escapes decoded (UTF-8), as urllib.parse.unquote."""
    if "%" not in text:
        return text
    from urllib.parse import unquote as decode

    return decode(text)


def quote(text: str, safe: str = "/") -> str:
    """``text`` %-encoded for a link, as urllib.parse.quote."""
    from urllib.parse import quote as encode

    return encode(text, safe=safe)


class LinkError(ValueError):
    """A link the app cannot follow; the message says why, for the player, in the
    language of the moment it is shown (a catalog key and its values)."""

    def __init__(self, key: str, **params) -> None:
        super().__init__(key)
        self.message = Message(key, **params)

    def __str__(self) -> str:
        return self.message.render()

    @classmethod
    def wrapping(cls, exc) -> LinkError:
        """A LinkError saying what an engine's refusal said (in words when shown)."""
        error = cls("")
        error.message = exc.message
        return error


@dataclass
class Route:
    screen: str  # home | setup | help | learn | game | play | present | review | new | unknown
    value: str = ""  # game id, save id or share text
    params: dict = field(default_factory=dict)


def parse_fragment(fragment: str) -> Route:
    """The screen a URL fragment (with or without its ``#``) names."""
    text = (fragment or "").removeprefix("#")
    if len(text) > MAX_FRAGMENT:
        return Route("unknown", "", {"problem": Message("link.too_long")})
    if not text:
        return Route("home")
    head, _, rest = text.partition("&")
    key, eq, value = head.partition("=")
    if key in ("play", "turn") and eq:
        return Route(key, value)  # share text is URL-safe base64: nothing to decode
    if key in ("present", "review") and eq:
        return Route(key, value, _params(rest))
    params = _params(rest)
    if key in ("setup", "game", "new", "help", "learn") and eq:
        return Route(key, unquote(value), params)
    return Route("unknown", text[:60])


def _params(rest: str) -> dict:
    """``k=v&k=v`` as a dict; values stay encoded: seats are split on "," before names
    are decoded."""
    params = {}
    for part in rest.split("&") if rest else []:
        k, _, v = part.partition("=")
        params[unquote(k)] = v
    return params


def parse_seats(
    text: str, kinds: tuple[str, ...] = ("human", "bot:random"), levels: dict | None = None
) -> list[Seat]:
    """Seats from ``human:Ann,bot:casual:Bob`` (see the module docstring); ``kinds``
    are the seat kinds the game offers, ``levels`` its levels' kinds
    (``core.levels.level_kinds``)."""
    if not text:
        raise LinkError("link.no_seats")
    levels = levels or {}
    seats = []
    for n, part in enumerate(text.split(","), 1):
        words = part.split(":")
        level = words[1] if words[0] == "bot" and len(words) >= 2 else ""
        if words[0] == "human":
            kind, name_parts = "human", words[1:]
        elif level in levels:
            kind, name_parts = levels[level], words[2:]
        elif level and f"bot:{level}" in kinds:
            kind, name_parts = f"bot:{level}", words[2:]
        else:
            offered = ", ".join((*kinds, *(f"bot:{name}" for name in levels)))
            raise LinkError(
                "link.bad_seat", n=n, seat=repr(unquote(part)[:MAX_NAME]), kinds=offered
            )
        # A default name is written in the language of the moment and becomes the record's
        # (the table says it in the language of its moment: ``i18n.seat_names``).
        fallback = default_name(n, kind, levels)
        seats.append(Seat(clean_name(unquote(":".join(name_parts)), fallback), kind))
    return seats


def parse_seed(text: str | None) -> int | None:
    if text is None or text == "":
        return None
    if not text.isdigit() or len(text) > 19 or int(text) >= 2**63:
        raise LinkError("link.bad_seed", seed=repr(text[:30]))
    return int(text)


def parse_options(game_id: str, params: dict) -> dict:
    """``opt.<key>=<value>`` parameters as the game's option values."""
    spec = GAMES[game_id].spec
    given = {}
    for key, value in params.items():
        if not key.startswith("opt."):
            continue
        name = key[4:]
        option = next((o for o in spec.options if o.key == name), None)
        if option is None:
            raise LinkError("link.no_option", game=game_name(spec), option=repr(name[:30]))
        match = [c for c in option.choices if _option_text(c) == value]
        if not match:
            choices = ", ".join(_option_text(c) for c in option.choices)
            raise LinkError(
                "link.bad_option", option=repr(name), value=repr(value[:30]), choices=choices
            )
        given[name] = match[0]
    return given


def _option_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_values(game_id: str, texts: dict[str, str]) -> dict:
    """Option values from their text forms (the form's selects), checked."""
    return parse_options(game_id, {f"opt.{key}": value for key, value in texts.items()})


@dataclass
class NewGame:
    game: str
    seats: list[Seat]
    seed: int | None
    options: dict
    by_link: bool = False  # each person at their own device (``ui.relay``)
    present: bool = False  # ``&present=1``: shown in presenter mode, bots playing live


def parse_new(route: Route) -> NewGame:
    """The game a ``#new=`` link sets up; LinkError (a readable reason) if it cannot."""
    game_id = route.value
    spec = GAMES[game_id].spec if game_id in GAMES else None
    if spec is None or not spec.playable:
        raise LinkError("msg.no_game", game=repr(game_id[:40]))
    settings = ("seats", "seed", "by_link", "present")
    unknown = [k for k in route.params if k not in settings and not k.startswith("opt.")]
    if unknown:
        raise LinkError("link.unknown_setting", setting=repr(unknown[0][:30]))
    seats = parse_seats(route.params.get("seats", ""), spec.seat_kinds(), level_kinds(spec))
    try:
        spec.check_players(len(seats))
    except SetupError as exc:
        raise LinkError.wrapping(exc) from exc
    seed = route.params.get("seed")
    by_link = route.params.get("by_link")
    if by_link not in (None, "0", "1"):
        raise LinkError("link.bad_by_link", value=repr(unquote(by_link)[:30]))
    if by_link == "1" and sum(1 for seat in seats if not seat.is_bot) < 2:
        raise LinkError("link.by_link_alone")
    return NewGame(
        game_id,
        seats,
        parse_seed(None if seed is None else unquote(seed)),
        parse_options(game_id, {k: unquote(v) for k, v in route.params.items()}),
        by_link == "1",
        present=route.params.get("present") == "1",
    )


def new_link(
    game_id: str,
    seats: list[Seat],
    seed: int | None = None,
    options: dict | None = None,
    *,
    by_link: bool = False,
) -> str:
    """The ``#new=`` fragment that sets up this game (the inverse of parse_new). A
    seat's kind may be a level (``bot:casual``); a seat without a name is written
    without one (whoever opens the link gets the default name)."""
    parts = []
    for seat in seats:
        parts.append(f"{seat.kind}:{quote(seat.name, safe='')}" if seat.name else seat.kind)
    link = f"#new={quote(game_id)}&seats={','.join(parts)}"
    if seed is not None:
        link += f"&seed={seed}"
    if by_link:
        link += "&by_link=1"
    for key, value in (options or {}).items():
        link += f"&opt.{quote(key)}={quote(_option_text(value))}"
    return link


def setup_fragment(
    game_id: str,
    seats: list[Seat],
    seed_text: str,
    option_texts: dict[str, str],
    *,
    by_link: bool = False,
    drawn_seed: int,
) -> str:
    """The ``#new=`` fragment of what the new-game form has filled in: ``seats`` as
    typed (a name left empty stays empty; a bot's kind written as its level), the seed
    typed, else ``drawn_seed`` (drawn at random), so everyone who opens the link gets
    the same deal; every option. LinkError when the seed or an option cannot be
    carried (the form says why)."""
    seed = parse_seed(seed_text.strip())
    return new_link(
        game_id,
        seats,
        drawn_seed if seed is None else seed,
        option_values(game_id, option_texts),
        by_link=by_link,
    )


def share_fragment(share_text: str) -> str:
    return "#play=" + share_text


@dataclass
class Presenting:
    share: str  # the record's share text
    at: int | None  # the move to show first (None: the last)
    all_hands: bool  # asked for every seat's hidden parts (granted only to all-bot tables)
    game: str = ""  # the save whose table it was opened from ("": none)
    wall: str = ""  # the window on the projector, stepped through channel ``wall``


def _token(text: str) -> str:
    """A save id or a channel name as an address may carry it (letters, digits, - and
    _, at most 80), else ""."""
    ok = text and len(text) <= 80 and all(c.isascii() and (c.isalnum() or c in "-_") for c in text)
    return text if ok else ""


def parse_present(route: Route) -> Presenting:
    """What a ``#present=`` address asks for; a move number that is no whole number is
    ignored (the presentation opens at the last move)."""
    at = route.params.get("at", "")
    return Presenting(
        route.value,
        int(at) if at.isdigit() and len(at) < 8 else None,
        route.params.get("hands") == "all",
        _token(route.params.get("game", "")),
        _token(route.params.get("wall", "")),
    )


def present_fragment(
    share_text: str,
    *,
    at: int | None = None,
    all_hands: bool = False,
    game: str = "",
    wall: str = "",
) -> str:
    """The ``#present=`` address of a record (the inverse of parse_present)."""
    link = "#present=" + share_text
    if at is not None:
        link += f"&at={int(at)}"
    link += "&hands=all" if all_hands else ""
    link += f"&game={_token(game)}" if _token(game) else ""
    return link + (f"&wall={_token(wall)}" if _token(wall) else "")


def leave_fragment(asked: Presenting) -> str:
    """Where "Leave presenter mode" goes: the saved table it was opened from, else the
    shared game's table."""
    return f"#game={asked.game}" if asked.game else share_fragment(asked.share)


@dataclass
class Reviewing:
    share: str  # the record's share text
    at: int | None  # the move to show first (None: the first mistake, else move 1)
    game: str = ""  # the save it was opened from ("": a shared game)


def parse_review(route: Route) -> Reviewing:
    """What a ``#review=`` address asks for; a move number that is no whole number
    is ignored."""
    at = route.params.get("at", "")
    return Reviewing(
        route.value,
        int(at) if at.isdigit() and len(at) < 8 else None,
        _token(route.params.get("game", "")),
    )


def review_fragment(share_text: str, *, at: int | None = None, game: str = "") -> str:
    """The ``#review=`` address of a record (the inverse of parse_review)."""
    link = "#review=" + share_text
    if at is not None:
        link += f"&at={int(at)}"
    return link + (f"&game={_token(game)}" if _token(game) else "")


def back_from_review(asked: Reviewing) -> str:
    """Where "Back to the game" goes: the save it was opened from, else the shared
    game's table."""
    return f"#game={asked.game}" if asked.game else share_fragment(asked.share)
