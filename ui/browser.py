"""Small bridges to the browser: storage, clock, query, DOM look-ups.

Only the app shell's browser-side modules import this (it needs ``js``); everything
it returns is plain Python.
"""

from __future__ import annotations

from js import Object, document, window
from pyodide.ffi import create_once_callable, to_js

from pygames import GAMES
from pygames.core.levels import level_kinds
from pygames.core.record import Seat, clean_name
from pygames.core.screen import Space
from ui import pages
from ui.feedback import Box, bar_room
from ui.i18n import Message, current, default_name, t
from ui.storage import MemoryStore

try:
    from pyodide.ffi import jsnull  # JavaScript null (undefined still becomes None)
except ImportError:  # older Pyodide turned null into None as well
    jsnull = None

DEFAULT_BOT_DELAY_MS = 400


def found(value) -> bool:
    """Whether a DOM look-up found something (JavaScript null arrives as ``jsnull``)."""
    return value is not None and value is not jsnull


class BrowserStore:
    """The storage interface of ``ui.storage`` over window.localStorage."""

    def __init__(self, storage) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        value = self.storage.getItem(key)
        return str(value) if found(value) else None

    def set(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.storage.key(i)) for i in range(int(self.storage.length))]


def open_store():
    """(store, notice): localStorage, or memory with a notice when the browser refuses."""
    try:
        storage = window.localStorage
        storage.getItem("pygames.v1.index")
        return BrowserStore(storage), ""
    except Exception:  # storage switched off (private mode, policy)
        return MemoryStore(), Message("storage.off")


def bot_delay_seconds() -> float:
    """The pause before each bot move: ``?botdelay=<ms>``, 400 ms by default."""
    search = str(window.location.search).lstrip("?")
    if not search:
        return DEFAULT_BOT_DELAY_MS / 1000
    from urllib.parse import parse_qs  # not at start: it imports ipaddress

    query = parse_qs(search)
    try:
        return max(0, min(10_000, int(query.get("botdelay", [DEFAULT_BOT_DELAY_MS])[0]))) / 1000
    except ValueError:
        return DEFAULT_BOT_DELAY_MS / 1000


def now_ms() -> int:
    return int(window.Date.now())


def format_time(ms: int) -> str:
    if not ms:
        return t("save.unknown_date")
    return str(window.Date.new(ms).toLocaleString(current()))


def touch_screen() -> bool:
    """Whether the screen's main pointer is a finger (a phone, a tablet): texts then
    say "tap" where they say "click"."""
    return bool(window.matchMedia("(pointer: coarse)").matches)


def board_space(presenting: bool = False) -> Space:
    """The room the table's board has now (``core.screen.Space``), measured in the
    page: beside the side column, the layout's width less the column's least width and
    the gap, and the height the stylesheet allows (``--board-h``, a registered length);
    on a narrow page (the side under the board) the whole width, and the window's
    height below the board's top."""
    board = document.getElementById("board")
    coarse = touch_screen()
    if not found(board) or not found(board.parentElement):
        return Space(coarse=coarse, presenting=presenting)
    layout = board.parentElement
    style = window.getComputedStyle(layout)
    stacked = str(style.display) != "flex"
    width = float(layout.clientWidth)
    top = float(board.getBoundingClientRect().top) + float(window.scrollY)
    height = float(window.innerHeight) - top - 8
    if stacked:  # the decision's bar at the window's bottom hides what is under it
        height -= bar_room(decision_bar(), float(window.innerHeight))
    else:
        table = board.closest(".table") or layout
        looks = window.getComputedStyle(table)
        gap = _px(style.columnGap, 16.0)
        width -= _px(looks.getPropertyValue("--side-min"), 300.0) + gap
        height = _px(looks.getPropertyValue("--board-h"), height)
    return Space(
        width=max(200, int(width)),
        height=max(200, int(height)),
        coarse=coarse,
        presenting=presenting,
        stacked=stacked,
    )


def decision_bar() -> float:
    """The height of the current decision's bar at the window's bottom (a narrow
    page's ``#decision``), 0 when there is none."""
    bar = document.getElementById("decision")
    if not found(bar) or bar.hidden or str(window.getComputedStyle(bar).position) != "fixed":
        return 0.0
    return float(bar.offsetHeight)


def box_of(element) -> Box:
    """Where an element is in the window (``ui.feedback.Box``)."""
    rect = element.getBoundingClientRect()
    return Box(float(rect.left), float(rect.top), float(rect.width), float(rect.height))


def data_of(element, stop) -> dict[str, str]:
    """The data attributes of ``element`` and of the elements it is in, up to
    ``stop`` (not included), the nearest first: what a click on a board's element
    hit (``GameScreen.refusal``)."""
    place: dict[str, str] = {}
    node = element
    while found(node) and not node.isSameNode(stop):
        for attribute in node.attributes:
            name = str(attribute.name)
            if name.startswith("data-"):
                place.setdefault(name[5:], str(attribute.value))
        node = node.parentElement
    return place


def space_text(space: Space) -> str:
    """A space as the page's ``data-space`` says it: "860x610 laptop", "+stacked",
    "+coarse"."""
    flags = "".join(f" {name}" for name in ("stacked", "coarse") if getattr(space, name))
    return f"{space.width}x{space.height} {space.kind}{flags}"


def _px(value, otherwise: float) -> float:
    """A computed length ("312px") in px; ``otherwise`` when it is none."""
    text = str(value or "").strip()
    try:
        return float(text.removesuffix("px")) if text.endswith("px") else otherwise
    except ValueError:
        return otherwise


def small_targets(board, least: float = 44.0) -> list[tuple[str, str]]:
    """The board's clickable places smaller than ``least`` CSS px either way, as
    (action, spoken name), in the board's order."""
    if not found(board):
        return []
    targets = []
    for element in board.querySelectorAll("[data-action]"):
        box = element.getBoundingClientRect()
        if box.width and box.height and (box.width < least or box.height < least):
            label = element.getAttribute("aria-label") or element.textContent or ""
            targets.append((str(element.getAttribute("data-action")), str(label).strip()))
    return targets


def preferred_languages() -> list[str]:
    """The browser's languages, most wanted first ("ja-JP", "zh-TW", "en-US", …)."""
    navigator = window.navigator
    languages = getattr(navigator, "languages", None)
    tags = [str(tag) for tag in languages] if found(languages) else []
    language = getattr(navigator, "language", None)
    return tags or ([str(language)] if found(language) else [])


def form_values(root) -> dict[str, str]:
    """What is typed or chosen in the screen's fields, by element id (a select's
    choice also by its place, ``<id>@index``: two choices may share a value, as
    Strong and Casual do where Strong plays as Casual)."""
    fields = root.querySelectorAll("input[id]:not([type=file]), select[id]")
    values = {str(field.id): str(field.value) for field in fields}
    for select in root.querySelectorAll("select[id]"):
        values[f"{select.id}@index"] = str(select.selectedIndex)
    return values


def restore_form_values(root, values: dict[str, str]) -> None:
    """Put kept field values back into a screen drawn again (same ids), and show the
    seat rows the player count asks for."""
    for key, value in values.items():
        element_id, _, index = key.partition("@")
        field = document.getElementById(element_id)
        if not (found(field) and root.contains(field)):
            continue
        if index:
            field.selectedIndex = int(value)
        else:
            field.value = value
    players = document.getElementById("players")
    if found(players) and root.contains(players):
        toggle_seat_rows(int(players.value))


def random_seed() -> int:
    """A fresh deal for each new game; the seed goes into the record, so it replays."""
    high = int(window.Math.random() * 2**31)
    low = int(window.Math.random() * 2**32)
    return (high << 32) | low


def page_link(fragment: str) -> str:
    """This page's address (without its query) with another fragment."""
    return f"{window.location.origin}{window.location.pathname}{fragment}"


def is_checked(element_id: str) -> bool:
    """Whether the checkbox ``#element_id`` is ticked (False if there is none)."""
    element = document.getElementById(element_id)
    return found(element) and bool(element.checked)


def set_app_state(state: str) -> None:
    document.documentElement.dataset.appState = state


def read_setup_form() -> tuple[str, list[Seat], str, dict[str, str]] | None:
    """(game id, seats, seed text, option texts) as filled in on the new-game form."""
    section = document.querySelector(".screen.setup")
    players = document.getElementById("players")
    if not found(section) or not found(players):
        return None
    seats = []
    spec = GAMES[str(section.dataset.game)].spec
    for i in range(int(players.value)):
        kind = str(document.getElementById(f"kind-{i}").value)
        kind = kind if kind in spec.seat_kinds() else "human"
        field = document.getElementById(f"name-{i}")
        default = default_name(i + 1, kind, level_kinds(spec))  # the placeholder it shows
        seats.append(Seat(clean_name(str(field.value), default), kind))
    seed_text = str(document.getElementById("seed").value).strip()
    options = {
        str(select.dataset.option): str(select.value)
        for select in document.querySelectorAll("#setup-form select[data-option]")
    }
    return str(section.dataset.game), seats, seed_text, options


def show_form_error(text: str, seats=()) -> None:
    """The form's error line says ``text``; the name fields of ``seats`` are marked
    as the ones to change (and the first of them takes the focus)."""
    error = document.getElementById("error")
    if found(error):
        error.textContent = text
        error.hidden = False
    for field in document.querySelectorAll("#setup-form input[aria-invalid]"):
        field.removeAttribute("aria-invalid")
    for seat in seats:
        field = document.getElementById(f"name-{seat}")
        if found(field):
            field.setAttribute("aria-invalid", "true")
            field.setAttribute("aria-describedby", "error")
    if seats and found(document.getElementById(f"name-{seats[0]}")):
        document.getElementById(f"name-{seats[0]}").focus()


def clear_form_error() -> None:
    error = document.getElementById("error")
    if found(error):
        error.hidden = True
    for field in document.querySelectorAll("#setup-form input[aria-invalid]"):
        field.removeAttribute("aria-invalid")


def name_placeholders() -> None:
    """Each name field of the new-game form shows the name its seat gets when none is
    typed, for the kind chosen now ("Player 2", "Casual bot 2")."""
    section = document.querySelector(".screen.setup")
    if not found(section):
        return
    levels = level_kinds(GAMES[str(section.dataset.game)].spec)
    for select in document.querySelectorAll(".seat-row select[id^='kind-']"):
        i = int(str(select.id)[5:])
        field = document.getElementById(f"name-{i}")
        if found(field):
            field.placeholder = default_name(i + 1, str(select.value), levels)


def toggle_seat_rows(count: int) -> None:
    """Show the first ``count`` seats; the turn order's hint and the shuffle button
    only when there is an order."""
    for row in document.querySelectorAll(".seat-row"):
        row.hidden = int(row.dataset.seat) >= count
    for element_id in ("order-hint", "shuffle-seats"):
        element = document.getElementById(element_id)
        if found(element):
            element.hidden = count == 1


# -- the new-game form: shuffle, setup link -----------------------------------------------


def random_words(count: int) -> list[int]:
    """``count`` 32-bit numbers from the browser's cryptographic generator."""
    words = window.Uint32Array.new(count)
    window.crypto.getRandomValues(words)
    return [int(words[i]) for i in range(count)]


def shuffle_seats() -> None:
    """Put the seats shown in a random order, each name with its kind (what was typed
    stays as typed; an empty name stays empty); the note says who plays first."""
    players = document.getElementById("players")
    if not found(players):
        return
    count = int(players.value)
    names = [document.getElementById(f"name-{i}") for i in range(count)]
    kinds = [document.getElementById(f"kind-{i}") for i in range(count)]
    rows = [(str(name.value), int(kind.selectedIndex)) for name, kind in zip(names, kinds)]
    for i, j in enumerate(pages.shuffled_order(count, random_words(count))):
        names[i].value, kinds[i].selectedIndex = rows[j]
    name_placeholders()  # a kind moved to another seat: its default name too
    clear_form_error()  # a problem named seats by number: those numbers have moved
    note = document.getElementById("shuffle-note")
    if found(note):
        first = str(names[0].value).strip() or str(names[0].placeholder)
        note.textContent = t("setup.shuffled", name=first)
        # Counts the shuffles done (tests wait for it: a click is handled asynchronously).
        note.setAttribute("data-shuffles", str(int(note.getAttribute("data-shuffles") or 0) + 1))


def read_setup_link_form() -> tuple[str, list[Seat], str, dict[str, str]] | None:
    """(game id, seats, seed text, option texts) for a setup link: each seat's name
    as typed (empty if none) and its kind as its level (``bot:casual``)."""
    form = read_setup_form()
    if form is None:
        return None
    game_id, seats, seed_text, options = form
    linked = []
    for i, seat in enumerate(seats):
        kind = document.getElementById(f"kind-{i}")
        option = kind.options.item(kind.selectedIndex)
        level = option.getAttribute("data-level") if found(option) else None
        level = str(level) if found(level) else ""
        typed = clean_name(str(document.getElementById(f"name-{i}").value), "")
        linked.append(Seat(typed, f"bot:{level}" if level else seat.kind))
    return game_id, linked, seed_text, options


def set_seed(seed: int) -> None:
    """Write ``seed`` in the new-game form's seed field."""
    field = document.getElementById("seed")
    if found(field):
        field.value = str(seed)


def show_setup_link(link: str, *, copied: bool) -> None:
    field = document.getElementById("setup-link")
    label = document.getElementById("setup-link-label")
    if found(field):
        field.value = link
        field.select()
    if found(label):
        label.textContent = t("setup.link_copied" if copied else "setup.link")


# -- record files --------------------------------------------------------------------------


def today() -> str:
    """Today's date, 2026-12-01 (a shared game's file is named by it)."""
    return str(window.Date.new().toISOString())[:10]


def download_text(name: str, text: str, mime: str = "application/json") -> None:
    """Hand ``text`` (written as UTF-8) to the browser as a file called ``name``."""
    blob = window.Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href, link.download = url, name
    link.hidden = True
    document.body.appendChild(link)  # outside #app: the app's click listener never sees it
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 60_000)


async def read_file(file) -> bytes:
    """A chosen or dropped file's bytes (decoded by the caller, so bad UTF-8 is seen)."""
    buffer = await file.arrayBuffer()
    return bytes(window.Uint8Array.new(buffer).to_py())


def dragging_files(event) -> bool:
    transfer = event.dataTransfer
    return found(transfer) and bool(transfer.types.includes("Files"))


def show_drop_target(shown: bool) -> None:
    target = document.getElementById("drop-target")
    if found(target):
        target.hidden = not shown


def follow_trace(event) -> None:
    """An element naming a board item (``data-trace="<n>"``: a scored line in Cable Car's
    side panel) hovered or focused gives ``#board`` the same ``data-trace`` (the
    board's CSS then shows that item), taken away when pointer and focus have left it.
    One attribute on the board keeps restyling cheap: a page-wide ``:has()`` selector
    made every redraw restyle the whole page."""
    target = event.target
    board = document.getElementById("board")
    if not (found(target) and found(board) and hasattr(target, "closest")):
        return
    item = target.closest("[data-trace]")
    if not found(item):
        return
    if str(event.type) in ("mouseover", "focusin"):
        board.setAttribute("data-trace", str(item.getAttribute("data-trace")))
        return
    related = event.relatedTarget
    if found(related) and item.contains(related):
        return  # moved within the item
    if str(event.type) == "mouseout" and item.contains(document.activeElement):
        return  # the pointer left, the focus stays
    if str(event.type) == "focusout" and item.matches(":hover"):
        return  # the focus left, the pointer stays
    board.removeAttribute("data-trace")
