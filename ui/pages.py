"""HTML of the screens around a table: home, new-game form, messages.

Pure functions from data to HTML text. Every text that comes from a player, a link
or storage passes through ``esc`` (names like ``<img onerror=…>`` stay text).
Clickable things carry ``data-action``: the app's own actions start with ``ui:``,
anything else is a game action.
"""

from __future__ import annotations

import html
from typing import Callable

from pygames.core.record import MAX_NAME

SEAT_KIND_LABELS = (("human", "Person"), ("bot:greedy", "Bot (greedy)"), ("bot:random", "Bot (random)"))


def esc(text) -> str:
    return html.escape(str(text), quote=True)


def message(title: str, text: str, *, actions: str = "") -> str:
    """A screen with one message (errors included), always with a way home."""
    return (
        '<section class="screen message">'
        f'<h1>{esc(title)}</h1><p class="problem" id="problem">{esc(text)}</p>'
        f'<p class="links">{actions}<a class="button" href="#">Home</a></p></section>'
    )


def home(specs, saves, unreadable, *, format_time: Callable[[int], str],
         notice: str = "", confirm_delete: str = "") -> str:
    """The games one can start, and the saved games (resume, remove)."""
    parts = ['<section class="screen home"><header class="masthead"><h1>pygames</h1>'
             '<p>Board games to play at one screen, with friends or bots. '
             'Everything stays in this browser.</p></header>']
    if notice:
        parts.append(f'<p class="notice" role="status">{esc(notice)}</p>')
    parts.append('<h2>New game</h2><ul class="cards games">')
    for spec in specs:
        others = " · ".join(f'<span lang="{lang}">{esc(spec.names[lang])}</span>'
                            for lang in ("zh-TW", "ja") if lang in spec.names)
        parts.append(
            f'<li class="card"><h3>{esc(spec.names["en"])}</h3>'
            f'<p class="aka">{others}</p>'
            f'<p>{spec.min_players}–{spec.max_players} players</p>'
            f'<a class="button primary" href="#setup={esc(spec.id)}" data-game="{esc(spec.id)}">'
            f'New {esc(spec.names["en"])} game</a></li>'
        )
    parts.append("</ul>")
    names = {spec.id: spec.names["en"] for spec in specs}
    parts.append('<h2>Saved games</h2>')
    if not saves and not unreadable:
        parts.append('<p class="empty">No saved games yet. A game is saved after every move.</p>')
    parts.append('<ul class="saves">')
    for info in saves:
        title = esc(", ".join(info.names))
        state = "finished" if info.finished else f"{info.moves} moves"
        if confirm_delete == info.id:
            tools = (f'<span class="confirm">Remove this game?</span>'
                     f'<button type="button" class="danger" data-action="ui:delete {esc(info.id)}">Remove</button>'
                     '<button type="button" data-action="ui:keep">Keep</button>')
        else:
            tools = (f'<a class="button primary" href="#game={esc(info.id)}">'
                     f'{"View" if info.finished else "Resume"}</a>'
                     f'<button type="button" data-action="ui:ask-delete {esc(info.id)}">Remove</button>')
        parts.append(
            f'<li class="save" data-save="{esc(info.id)}"><div class="what">'
            f'<strong>{esc(names.get(info.game, info.game))}</strong>: {title}'
            f'<span class="meta">{esc(state)} · {esc(format_time(info.updated))}</span></div>'
            f'<div class="tools">{tools}</div></li>'
        )
    for item in unreadable:
        parts.append(
            f'<li class="save broken" data-save="{esc(item.id)}"><div class="what">'
            f'<span class="problem">{esc(item.message)}</span></div><div class="tools">'
            f'<button type="button" data-action="ui:delete {esc(item.id)}">Remove</button></div></li>'
        )
    parts.append("</ul></section>")
    return "".join(parts)


def setup_form(spec, *, players: int | None = None, problem: str = "") -> str:
    """The new-game form: player count, each seat's kind and name, optional seed.
    Rows past the chosen count are hidden (the app toggles them on change)."""
    count = players or spec.min_players
    rows = []
    for i in range(spec.max_players):
        kind_default = "human" if i == 0 else "bot:greedy"
        options = "".join(
            f'<option value="{value}"{" selected" if value == kind_default else ""}>{label}</option>'
            for value, label in SEAT_KIND_LABELS
        )
        hidden = " hidden" if i >= count else ""
        rows.append(
            f'<div class="seat-row" data-seat="{i}"{hidden}>'
            f'<span class="seat-no">{i + 1}</span>'
            f'<label>Player {i + 1} is <select id="kind-{i}" name="kind-{i}">{options}</select></label>'
            f'<label>Name <input id="name-{i}" name="name-{i}" type="text" maxlength="{MAX_NAME}" '
            f'placeholder="Player {i + 1}" autocomplete="off"></label></div>'
        )
    counts = "".join(
        f'<option value="{n}"{" selected" if n == count else ""}>{n}</option>'
        for n in range(spec.min_players, spec.max_players + 1)
    )
    problem_html = f'<p class="error" role="alert" id="error">{esc(problem)}</p>' if problem else \
        '<p class="error" role="alert" id="error" hidden></p>'
    return (
        f'<section class="screen setup" data-game="{esc(spec.id)}">'
        f'<header class="bar"><a class="button" href="#">← Games</a>'
        f'<h1>New {esc(spec.names["en"])} game</h1></header>'
        f'<div class="form" id="setup-form">'
        f'<label class="count">Players <select id="players" name="players" data-change="ui:players">{counts}</select></label>'
        f'<p class="hint">Seat 1 starts; turns go clockwise in this order.</p>'
        f'<div class="seats">{"".join(rows)}</div>'
        f'{option_fields(spec)}'
        f'<label class="seed">Seed (optional) <input id="seed" name="seed" type="text" inputmode="numeric" '
        f'placeholder="random" autocomplete="off"></label>'
        f'<p class="hint">The same seed and players deal the same game.</p>'
        f'{problem_html}'
        f'<button type="button" class="primary big" data-action="ui:start">Start game</button>'
        f'</div></section>'
    )


def option_text(value) -> str:
    """An option value as the form and ``#new=`` links write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_fields(spec) -> str:
    """A select per table option of the game (variants), the default first."""
    fields = []
    for option in spec.options:
        label = option.names.get("en", option.key) if option.names else option.key
        choices = "".join(f'<option value="{esc(option_text(c))}">{esc(option_text(c))}</option>'
                          for c in option.choices)
        fields.append(f'<label class="option">{esc(label)} <select id="opt-{esc(option.key)}" '
                      f'data-option="{esc(option.key)}">{choices}</select></label>')
    return f'<div class="options">{"".join(fields)}</div>' if fields else ""
