"""The page's one key router (``ui.keys``) in CPython, over a small stand-in for the
DOM: keys reach the app's part (Enter or Space on something clickable, Enter in the
new-game form) and then the page shown, the table's or presenter mode's. A key whose
target is the document itself (a key pressed with nothing focused) is routed like any
other and never ends in "AttributeError: closest"."""

from __future__ import annotations

import pytest

from ui import keys


class Node:
    """An element: a tag, an id, attributes and a parent; ``closest`` and ``contains``
    know the selectors the router asks."""

    def __init__(self, tag: str, parent=None, id: str = "", **attrs) -> None:
        self.tagName = tag.upper()
        self.parent = parent
        self.id = id
        self.attrs = {name.replace("_", "-"): value for name, value in attrs.items()}

    def getAttribute(self, name: str):
        return self.attrs.get(name)

    def hasAttribute(self, name: str) -> bool:
        return name in self.attrs

    def matches(self, selector: str) -> bool:
        if selector == "[data-action]":
            return "data-action" in self.attrs
        if selector == "#setup-form input":
            return self.tagName == "INPUT" and any(n.id == "setup-form" for n in self.ancestors())
        return self.tagName == selector.upper()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def closest(self, selector: str):
        for node in (self, *self.ancestors()):
            if node.matches(selector):
                return node
        return None

    def contains(self, other) -> bool:
        return other is self or (isinstance(other, Node) and self in other.ancestors())


class Document:
    """The document: no ``closest`` (as in the browser), an open dialog or none."""

    def __init__(self) -> None:
        self.open_dialog = None

    def querySelector(self, selector: str):
        assert selector == "dialog[open]"
        return self.open_dialog


class Event:
    def __init__(self, key: str, target, **modifiers) -> None:
        self.key = key
        self.target = target
        self.ctrlKey = modifiers.get("ctrl", False)
        self.altKey = modifiers.get("alt", False)
        self.metaKey = modifiers.get("meta", False)
        self.shiftKey = modifiers.get("shift", False)
        self.prevented = False

    def preventDefault(self) -> None:
        self.prevented = True


class Roving:
    def __init__(self) -> None:
        self.asked = []

    def on_key(self, root, document, event) -> bool:
        self.asked.append(str(event.key))
        return str(event.key).startswith("Arrow")


class Table:
    """A table page: Cable Car's keys, every button on offer."""

    on_key = keys.at_table

    def __init__(self, root) -> None:
        self.root = root
        self.roving = Roving()
        self.keys = {"r": "ui:turn 1", "1": "ui:pick 0"}
        self.pressed: list[str] = []
        self.choosing = True  # a decision is being put together (Escape drops it)
        self.cancelled = 0

    def cancel(self) -> bool:
        if self.choosing:
            self.cancelled += 1
        return self.choosing

    def offers(self, action: str) -> bool:
        return True

    def press(self, action: str) -> None:
        self.pressed.append(action)


class Presenter:
    on_key = keys.at_presenter

    def __init__(self) -> None:
        self.steps: list[str] = []

    def key(self, step: str) -> None:
        self.steps.append(step)


class App:
    def __init__(self) -> None:
        self.root = Node("div", id="app")
        self.page = None
        self.acted: list[str] = []
        self.bugs: list[BaseException] = []

    def act(self, action: str) -> str:
        self.acted.append(action)
        return action  # (a coroutine in the app: scheduled)

    def schedule(self, work) -> None:
        pass

    def fatal(self, exc: BaseException) -> None:
        self.bugs.append(exc)


@pytest.fixture
def app():
    return App()


@pytest.fixture
def document():
    return Document()


def route(app, document, event) -> Event:
    keys.KeyRouter(app, document).on_key(event)
    assert app.bugs == [], app.bugs  # never "Something went wrong"
    return event


def test_a_key_aimed_at_the_document_goes_to_the_table_like_any_key(app, document):
    """Nothing focused: the key's target is the document, which has no ``closest``."""
    table = app.page = Table(app.root)
    assert keys.element(document) is None and keys.tag(document) == ""
    assert keys.inside(document, "dialog") is None
    assert route(app, document, Event("Escape", document)).prevented
    assert table.cancelled == 1
    assert route(app, document, Event("r", document)).prevented
    assert route(app, document, Event("1", document)).prevented
    assert table.pressed == ["ui:turn 1", "ui:pick 0"]
    for key in ("Enter", " ", "ArrowLeft", "x"):
        route(app, document, Event(key, document))
    assert table.pressed == ["ui:turn 1", "ui:pick 0"] and app.acted == []


def test_a_key_aimed_at_the_document_in_presenter_mode_and_on_the_home_page(app, document):
    presenter = app.page = Presenter()
    for key in ("Home", "ArrowRight", "ArrowLeft", "End", " "):
        assert route(app, document, Event(key, document)).prevented
    assert presenter.steps == ["start", "next", "back", "end", "play"]
    app.page = None
    for key in ("Enter", " ", "Escape", "r"):
        assert not route(app, document, Event(key, document)).prevented


def test_enter_or_space_on_something_clickable_that_is_not_a_button(app, document):
    board = Node("div", app.root, id="board")
    square = Node("rect", board, data_action="place 1 12")
    button = Node("button", app.root, data_action="draw")
    disabled = Node("g", board, data_action="place 1 13", disabled="")
    app.page = Table(app.root)
    assert route(app, document, Event("Enter", square)).prevented
    assert route(app, document, Event(" ", square)).prevented
    route(app, document, Event("Enter", button))  # a button does it by itself
    route(app, document, Event("Enter", disabled))
    assert app.acted == ["place 1 12", "place 1 12"]
    outside = Node("span", Node("dialog"), data_action="ui:qr share-link")
    route(app, document, Event("Enter", outside))  # not in #app: the dialog's own
    assert app.acted == ["place 1 12", "place 1 12"]


def test_enter_in_the_new_game_form_starts_the_game(app, document):
    form = Node("form", app.root, id="setup-form")
    name = Node("input", form)
    assert route(app, document, Event("Enter", name)).prevented
    assert app.acted == ["ui:start"]
    route(app, document, Event("x", name))
    assert app.acted == ["ui:start"]


def test_at_the_table_a_field_types_and_enter_plays_what_it_carries(app, document):
    table = app.page = Table(app.root)
    amount = Node("input", app.root, data_enter="ui:fill bid-amount bid")
    plain = Node("input", app.root)
    route(app, document, Event("r", amount))  # typing, not turning the tile
    assert table.pressed == []
    assert route(app, document, Event("Enter", amount)).prevented
    route(app, document, Event("Enter", plain))
    assert table.pressed == ["ui:fill bid-amount bid"]


def test_at_the_table_modifiers_arrows_and_a_dialogs_escape(app, document):
    table = app.page = Table(app.root)
    square = Node("rect", Node("div", app.root, id="board"), data_action="place 1 12")
    route(app, document, Event("r", square, ctrl=True))
    route(app, document, Event("r", square, meta=True))
    assert table.pressed == []
    route(app, document, Event("ArrowRight", square))
    assert table.roving.asked == ["ArrowRight"] and table.pressed == []
    in_dialog = Node("button", Node("dialog", app.root))
    assert not route(app, document, Event("Escape", in_dialog)).prevented
    assert table.cancelled == 0
    table.choosing = False  # nothing put together: Escape is nobody's
    assert not route(app, document, Event("Escape", square)).prevented


def test_presenter_keys_leave_fields_and_dialogs_alone(app, document):
    presenter = app.page = Presenter()
    scrubber = Node("input", app.root, id="present-scrub")
    speed = Node("select", app.root, id="present-speed")
    route(app, document, Event("ArrowLeft", scrubber))  # the scrubber's own arrows
    route(app, document, Event("ArrowLeft", speed))
    assert presenter.steps == []
    assert route(app, document, Event(" ", scrubber)).prevented  # Space plays from it
    assert presenter.steps == ["play"]
    document.open_dialog = Node("dialog")
    route(app, document, Event("ArrowRight", document))
    assert presenter.steps == ["play"]


def test_a_bug_behind_a_key_is_shown_not_lost(app, document):
    class Broken(Table):
        def press(self, action: str) -> None:
            raise RuntimeError("broken")

    app.page = Broken(app.root)
    keys.KeyRouter(app, document).on_key(Event("r", document))
    assert [str(bug) for bug in app.bugs] == ["broken"]
