"""HTML of the screens around a table: home, new-game form, rules help, messages.

Pure functions from data to HTML text. Every text that comes from a player, a link
or storage passes through ``esc`` (names like ``<img onerror=…>`` stay text).
Clickable things carry ``data-action``: the app's own actions start with ``ui:``,
anything else is a game action. Every text is the catalog's (``ui.i18n.t``) in the
language of the moment: the app draws the screen again when the language changes.
"""

from __future__ import annotations

from collections.abc import Callable

from pygames import GAMES
from pygames.core.drawing.markup import escape
from pygames.core.levels import LEVELS, level_kinds, level_of_kind, same_as_casual
from pygames.core.messages import Count
from pygames.core.names import MAX_NAME, shown_names
from pygames.core.record import Seat
from ui.i18n import (
    LANGUAGE_NAMES,
    LANGUAGES,
    current,
    default_name,
    game_name,
    option_choice,
    option_name,
    seat_kind,
    seat_names,
    t,
    tn,
)


def esc(text) -> str:
    return escape(str(text))


def message(title: str, text: str, *, actions: str = "") -> str:
    """A screen with one message (errors included), always with a way home."""
    return (
        '<section class="screen message">'
        f'<h1>{esc(title)}</h1><p class="problem" id="problem">{esc(text)}</p>'
        f'<p class="links">{actions}<a class="button" href="#">{esc(t("nav.home"))}</a></p></section>'
    )


def qr_button(input_id: str) -> str:
    """A button showing the link in the readonly input ``#<input_id>`` as a big QR code
    (``ui:qr``, ``ui.qr_dialog``): put it beside that input."""
    return (
        f'<button type="button" class="qr-show" data-action="ui:qr {esc(input_id)}" '
        f'aria-controls="qr-dialog">{esc(t("qr.show"))}</button>'
    )


def language_switch(chosen: str) -> str:
    """The language buttons shown above every screen; each names its language in it."""
    buttons = []
    for code in LANGUAGES:
        pressed = "true" if code == chosen else "false"
        buttons.append(
            f'<button type="button" lang="{code}" data-lang="{code}" '
            f'aria-pressed="{pressed}">{esc(LANGUAGE_NAMES[code])}</button>'
        )
    return (
        f'<div class="lang-switch" role="group" aria-label="{esc(t("lang.label"))}">'
        f"{''.join(buttons)}</div>"
    )


def _rules_body(spec, html: str | None) -> str:
    if not html:
        return f"<p>{esc(t('help.none', game=game_name(spec)))}</p>"
    return html


def learn_link(spec) -> str:
    """The "Learn to play" button of a game with a tutorial (``#learn=<game>``)."""
    if not GAMES[spec.id].teaches:
        return ""
    name = game_name(spec)
    return (
        f'<a class="button learn" href="#learn={esc(spec.id)}" data-learn="{esc(spec.id)}" '
        f'title="{esc(t("home.learn_of", game=name))}">{esc(t("home.learn"))}</a>'
    )


def help_page(spec, html: str | None) -> str:
    """A game's rules help as a screen (``#help=<game>``): ``html`` is the help
    rendered (``rules_help.help_html``)."""
    return (
        f'<section class="screen help" data-game="{esc(spec.id)}">'
        f'<header class="bar"><a class="button" href="#">{esc(t("nav.games"))}</a>'
        f"{learn_link(spec)}"
        f'<a class="button primary" href="#setup={esc(spec.id)}">'
        f"{esc(t('home.new_game_of', game=game_name(spec)))}</a></header>"
        f'<article class="rules" id="rules">{_rules_body(spec, html)}</article></section>'
    )


def help_dialog(spec, html: str | None) -> str:
    """The same help inside the dialog shown over a table: its close buttons are
    ``method="dialog"`` forms, so closing needs no code and leaves the table as it was."""
    close = (
        f'<form method="dialog" class="close"><button type="submit" class="primary">'
        f"{esc(t('help.close'))}</button></form>"
    )
    learn = learn_link(spec)
    learn = f'<p class="learn-row">{learn}</p>' if learn else ""
    body = _rules_body(spec, html)
    return f'{close}{learn}<article class="rules" id="dialog-rules">{body}</article>{close}'


def home(
    specs,
    saves,
    unreadable,
    *,
    format_time: Callable[[int], str],
    notice: str = "",
    confirm_delete: str = "",
    file_problem: str = "",
) -> str:
    """The games one can start, a record file to open, and the saved games (resume,
    remove). ``file_problem`` says why the last file chosen or dropped was refused."""
    lang = current()
    parts = [
        '<section class="screen home"><header class="masthead"><h1>pygames</h1>'
        f"<p>{esc(t('home.tagline'))}</p></header>"
    ]
    if notice:
        parts.append(f'<p class="notice" role="status">{esc(notice)}</p>')
    parts.append(f'<h2>{esc(t("home.new_game"))}</h2><ul class="cards games">')
    for spec in specs:
        name = game_name(spec)
        # The game's other names: in the Chinese and Japanese pages English is left out.
        others = " · ".join(
            f'<span lang="{code}">{esc(spec.names[code])}</span>'
            for code in LANGUAGES
            if code != lang and code in spec.names and (lang == "en" or code != "en")
        )
        parts.append(
            f'<li class="card"><h3>{esc(name)}</h3>'
            f'<p class="aka">{others}</p>'
            f"<p>{esc(spec.player_range().render())}</p>"  # "2–5 players"
            f'<p class="card-links"><a class="button primary" href="#setup={esc(spec.id)}" data-game="{esc(spec.id)}">'
            f"{esc(t('home.new_game_of', game=name))}</a>"
            f'<a class="button" href="#help={esc(spec.id)}" data-help="{esc(spec.id)}" '
            f'title="{esc(t("home.rules_of", game=name))}">{esc(t("home.rules"))}</a>'
            f"{learn_link(spec)}</p></li>"
        )
    parts.append("</ul>")
    parts.append(open_file(file_problem))
    names = {spec.id: game_name(spec) for spec in specs}
    parts.append(f"<h2>{esc(t('home.saved'))}</h2>")
    if not saves and not unreadable:
        parts.append(f'<p class="empty">{esc(t("home.no_saves"))}</p>')
    parts.append('<ul class="saves">')
    levels = {spec.id: level_kinds(spec) for spec in specs}
    for info in saves:
        said = list(info.names)
        if len(info.kinds) == len(said):  # a default name in the language of the moment
            seats = [Seat(name, kind) for name, kind in zip(said, info.kinds)]
            said = seat_names(seats, levels.get(info.game, {}))
        title = esc(t("list.sep").join(shown_names(said)))
        state = t("save.finished") if info.finished else tn("save.moves", info.moves)
        if info.seat is not None and info.seat < len(said):
            state = t("save.by_link", state=state, name=shown_names(said)[info.seat])
        if confirm_delete == info.id:
            tools = (
                f'<span class="confirm">{esc(t("save.confirm"))}</span>'
                f'<button type="button" class="danger" data-action="ui:delete {esc(info.id)}">'
                f"{esc(t('save.remove'))}</button>"
                f'<button type="button" data-action="ui:keep">{esc(t("save.keep"))}</button>'
            )
        else:
            tools = (
                f'<a class="button primary" href="#game={esc(info.id)}">'
                f"{esc(t('save.view') if info.finished else t('save.resume'))}</a>"
                f'<button type="button" data-action="ui:ask-delete {esc(info.id)}">'
                f"{esc(t('save.remove'))}</button>"
            )
        parts.append(
            f'<li class="save" data-save="{esc(info.id)}"><div class="what">'
            f"<strong>{esc(names.get(info.game, info.game))}</strong>: {title}"
            f'<span class="meta">{esc(state)} · {esc(format_time(info.updated))}</span></div>'
            f'<div class="tools">{tools}</div></li>'
        )
    for item in unreadable:
        parts.append(
            f'<li class="save broken" data-save="{esc(item.id)}"><div class="what">'
            f'<span class="problem">{esc(item.message)}</span></div><div class="tools">'
            f'<button type="button" data-action="ui:delete {esc(item.id)}">{esc(t("save.remove"))}</button>'
            "</div></li>"
        )
    parts.append("</ul></section>")
    return "".join(parts)


def open_file(problem: str = "") -> str:
    """ "Open a record file": a file input dressed as a button (the label is what is
    clicked; the input stays focusable), the line saying why a file was refused, and
    the drop target shown while a file is dragged over the page."""
    problem_html = (
        f'<p class="error" role="alert" id="file-problem">{esc(problem)}</p>' if problem else ""
    )
    return (
        '<div class="open-file" id="open-file">'
        f'<label class="button file-button"><input type="file" id="record-file" '
        f'accept=".json,application/json">{esc(t("file.open"))}</label>'
        f'<p class="hint">{esc(t("file.open_hint"))}</p>{problem_html}'
        f'<div class="drop-target" id="drop-target" hidden><p>{esc(t("file.drop"))}</p></div>'
        "</div>"
    )


def seat_choices(spec) -> list[tuple[str, str, str]]:
    """The seat-kind select's choices as (value, level, label): a person, then the
    bots by level (the value is the seat kind the level stands for, so a record keeps
    ``bot:greedy``), then any bot of the game no level stands for."""
    kinds = level_kinds(spec)
    choices = [("human", "", seat_kind("human"))]
    choices += [(kinds[level], level, t(f"level.{level}")) for level in LEVELS]
    covered = {"human", *kinds.values()}
    choices += [(kind, "", seat_kind(kind)) for kind in spec.seat_kinds() if kind not in covered]
    return choices


def level_hints(spec) -> str:
    """One line per bot level: how it plays in this game."""
    lines = [t("level.hint.beginner"), t("level.hint.casual")]
    if same_as_casual(spec):
        lines.append(t("level.hint.strong_as_casual", game=game_name(spec)))
    else:
        lines.append(t("level.hint.strong"))
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return f'<ul class="hint levels" id="level-hints">{items}</ul>'


def _kind_options(choices, picked: str) -> str:
    options = []
    for kind, level, label in choices:
        level_attr = f' data-level="{esc(level)}"' if level else ""
        selected = " selected" if (level or kind) == picked else ""
        options.append(f'<option value="{esc(kind)}"{level_attr}{selected}>{esc(label)}</option>')
    return "".join(options)


def _seat_choice(spec, kind: str) -> str:
    """Which of ``seat_choices`` shows a seat of this kind: its level, or the kind."""
    return (kind != "human" and level_of_kind(spec, kind)) or kind


def setup_link_box() -> str:
    """ "Make a setup link": the button, the readonly ``#setup-link`` it fills (and
    copies), and ``#setup-link-tools``, where buttons acting on that link go (a QR
    code: ``qr_button("setup-link")``)."""
    return (
        '<div class="setup-link" id="setup-link-box">'
        f'<button type="button" data-action="ui:setup-link">{esc(t("setup.link_button"))}</button>'
        f'<label><span id="setup-link-label">{esc(t("setup.link"))}</span> '
        '<input type="text" readonly id="setup-link" value=""></label>'
        f'<span class="link-tools" id="setup-link-tools">{setup_link_tools()}</span>'
        f'<p class="hint">{esc(t("setup.link_hint"))}</p></div>'
    )


def setup_link_tools() -> str:
    """What sits beside the setup link: the button showing it as a QR code."""
    return qr_button("setup-link")


def by_link_field(spec, checked: bool = False) -> str:
    """ "Play by link": each person at their own device (``ui.relay``); only for a game
    two or more people can play."""
    if spec.max_players < 2:
        return ""
    mark = " checked" if checked else ""
    return (
        f'<label class="by-link"><input type="checkbox" id="by-link" name="by-link"{mark}> '
        f"{esc(t('setup.by_link'))}</label>"
        f'<p class="hint">{esc(t("setup.by_link_hint"))}</p>'
    )


def shuffled_order(count: int, words: list[int]) -> list[int]:
    """A random order of ``count`` seats (Fisher-Yates) from ``words``, 32-bit random
    numbers (the browser's crypto.getRandomValues), one per seat. The modulo's bias is
    under one in 10^8 for six seats."""
    order = list(range(count))
    for i in range(count - 1, 0, -1):
        j = words[i] % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def setup_form(
    spec, *, players: int | None = None, problem: str = "", filled=None, invalid=()
) -> str:
    """The new-game form: player count, each seat's kind and name, optional seed.
    Rows past the chosen count are hidden (the app toggles them on change).
    ``filled`` (a ``links.NewGame``) fills it in as a link set it up, so a link whose
    names cannot start a game loses nothing; ``invalid`` are the seats whose names
    ``problem`` is about."""
    seats = list(filled.seats) if filled else []
    count = len(seats) if seats else players or spec.min_players
    name = game_name(spec)
    rows = []
    # A person, then the bots by level: Casual is the default opponent.
    choices = seat_choices(spec)
    for i in range(spec.max_players):
        picked = _seat_choice(spec, seats[i].kind) if i < len(seats) else "casual" if i else "human"
        value = f' value="{esc(seats[i].name)}"' if i < len(seats) else ""
        marked = ' aria-invalid="true" aria-describedby="error"' if i in invalid else ""
        options = _kind_options(choices, picked)
        hidden = " hidden" if i >= count else ""
        kind = seats[i].kind if i < len(seats) else level_kinds(spec)["casual"] if i else "human"
        placeholder = esc(default_name(i + 1, kind, level_kinds(spec)))
        rows.append(
            f'<div class="seat-row" data-seat="{i}"{hidden}>'
            f'<span class="seat-no">{i + 1}</span>'
            f'<label>{esc(t("setup.player_is", n=i + 1))} <select id="kind-{i}" name="kind-{i}">{options}</select></label>'
            f'<label>{esc(t("setup.name"))} <input id="name-{i}" name="name-{i}" type="text"{value}{marked} '
            f'placeholder="{placeholder}" autocomplete="off"></label></div>'
        )
    counts = "".join(
        f'<option value="{n}"{" selected" if n == count else ""}>{n}</option>'
        for n in range(spec.min_players, spec.max_players + 1)
    )
    seed = f' value="{filled.seed}"' if filled and filled.seed is not None else ""
    problem_html = (
        f'<p class="error" role="alert" id="error">{esc(problem)}</p>'
        if problem
        else '<p class="error" role="alert" id="error" hidden></p>'
    )
    return (
        f'<section class="screen setup" data-game="{esc(spec.id)}">'
        f'<header class="bar"><a class="button" href="#">{esc(t("nav.games"))}</a>'
        f"<h1>{esc(t('home.new_game_of', game=name))}</h1>"
        f'<a class="button" href="#help={esc(spec.id)}" data-help="{esc(spec.id)}">{esc(t("home.rules"))}</a></header>'
        f'<div class="form" id="setup-form">'
        f'<label class="count">{esc(t("setup.players"))} '
        f'<select id="players" name="players" data-change="ui:players">{counts}</select></label>'
        f'<p class="hint" id="order-hint"{" hidden" if count == 1 else ""}>'
        f"{esc(t('setup.order_hint'))}</p>"
        f'<div class="seats">{"".join(rows)}</div>'
        f'<p class="seat-tools"><button type="button" id="shuffle-seats" data-action="ui:shuffle" '
        f'title="{esc(t("setup.shuffle_title"))}"{" hidden" if count == 1 else ""}>'
        f"{esc(t('setup.shuffle'))}</button>"
        '<span class="hint" id="shuffle-note" role="status"></span></p>'
        f'<p class="hint">{esc(t("setup.names_hint", limit=Count("core.count.characters", MAX_NAME)))}</p>'
        f"{level_hints(spec)}"
        f"{option_fields(spec, filled.options if filled else None)}"
        f"{by_link_field(spec, bool(filled and filled.by_link))}"
        f'<label class="seed">{esc(t("setup.seed"))} <input id="seed" name="seed" type="text" inputmode="numeric"{seed} '
        f'placeholder="{esc(t("setup.seed_placeholder"))}" autocomplete="off"></label>'
        f'<p class="hint">{esc(t("setup.seed_hint"))}</p>'
        f"{problem_html}"
        f'<button type="button" class="primary big" data-action="ui:start">{esc(t("setup.start"))}</button>'
        f"{setup_link_box()}</div></section>"
    )


def option_text(value) -> str:
    """An option value as the form and ``#new=`` links write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_fields(spec, chosen: dict | None = None) -> str:
    """A select per table option of the game (variants), the default first (or the
    choice in ``chosen``)."""
    fields = []
    for option in spec.options:
        picked = (chosen or {}).get(option.key, option.choices[0])
        choices = "".join(
            f'<option value="{esc(option_text(c))}"{" selected" if c == picked else ""}>'
            f"{esc(option_choice(spec.id, option, c, option_text(c)))}</option>"
            for c in option.choices
        )
        fields.append(
            f'<label class="option">{esc(option_name(option))} <select id="opt-{esc(option.key)}" '
            f'data-option="{esc(option.key)}">{choices}</select></label>'
        )
    return f'<div class="options">{"".join(fields)}</div>' if fields else ""
