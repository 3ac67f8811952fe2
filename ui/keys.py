"""One key router for the page, whichever screen is shown.

The app makes one keydown listener, on the document, for the page's whole life
(``KeyRouter.on_key``). A key goes first to what every screen shares: Enter or Space
on something clickable that is not a button (a board square: buttons do this by
themselves), Enter in the new-game form (starts the game). Then, without Ctrl, Alt
or Meta, to the page shown (``App.page``), whose ``on_key`` is one of:

- ``at_table``: Escape drops the decision being put together (a dialog's Escape is
  the dialog's own); arrows, Home and End walk the board (``board_keys.Roving``);
  Enter in an input carrying ``data-enter="<action>"`` does what that action's button
  does, any other key in a field is typing; a key of the game (``GameScreen.keys``:
  Cable Car's R turns the tile) does what its button does, while the screen offers it.
- ``at_presenter``: ← → Home End step through the record, Space plays or pauses
  (from the scrubber too), unless a field has the focus or a dialog is open.
- ``at_review``: ← → Home End choose another move of the review (``ui.review``),
  unless a field has the focus or a dialog is open.

A key's target may be any node, the document itself included (a key pressed with
nothing focused): only an element is asked where it lies (``element``). Pure Python
(the page's DOM objects are passed in): tested in CPython.
"""

from __future__ import annotations

TYPING = ("INPUT", "SELECT", "TEXTAREA")
# Presenter mode's keys: a step through the record, or play/pause.
PRESENTER_KEYS = {
    "ArrowLeft": "back",
    "ArrowRight": "next",
    "Home": "start",
    "End": "end",
    " ": "play",
}


def element(node):
    """``node`` when it is an element, else None (None, JavaScript null, the
    document, the window: nothing that has ``closest``)."""
    return node if node is not None and hasattr(node, "closest") else None


def tag(node) -> str:
    """An element's tag name, upper case ("" for anything else)."""
    node = element(node)
    return str(getattr(node, "tagName", "")).upper() if node is not None else ""


def inside(node, selector: str):
    """The element matching ``selector`` that holds ``node`` (or is it), else None."""
    node = element(node)
    return element(node.closest(selector)) if node is not None else None


class KeyRouter:
    """Keys to the app and the page shown. ``app`` gives ``root`` (``#app``), ``page``
    (the page shown, or None), ``schedule`` (runs a coroutine, a bug shown on the page),
    ``act`` (carries out a click's action) and ``fatal`` (shows a bug)."""

    def __init__(self, app, document) -> None:
        self.app = app
        self.document = document

    def on_key(self, event) -> None:
        try:
            if self.activate(event):
                return
            page = self.app.page
            if page is None or event.ctrlKey or event.altKey or event.metaKey:
                return
            page.on_key(event, self.document)
        except Exception as exc:  # a bug: shown on the page rather than lost
            self.app.fatal(exc)

    def activate(self, event) -> bool:
        """Enter or Space on something clickable of the screen that is not a button
        (buttons do this themselves); Enter in the new-game form starts the game. True
        when the key was taken."""
        key = str(event.key)
        target = element(event.target)
        if key not in ("Enter", " ") or target is None or not self.app.root.contains(target):
            return False
        if key == "Enter" and inside(target, "#setup-form input") is not None:
            event.preventDefault()  # Enter in a name or the seed starts the game
            self.app.schedule(self.app.act("ui:start"))
            return True
        clickable = inside(target, "[data-action]")
        if clickable is None or tag(clickable) == "BUTTON" or clickable.hasAttribute("disabled"):
            return False
        event.preventDefault()
        self.app.schedule(self.app.act(str(clickable.getAttribute("data-action"))))
        return True


def at_table(page, event, document) -> None:
    """A key at a table (``page``: a ``TablePage``)."""
    key, target = str(event.key), event.target
    if key == "Escape" and inside(target, "dialog") is None and page.cancel():
        event.preventDefault()  # (a dialog's Escape is the dialog's own)
        return
    if page.roving.on_key(page.root, document, event):
        return  # arrows, Home, End on the board
    if tag(target) in TYPING:
        enter = str(target.getAttribute("data-enter") or "") if key == "Enter" else ""
        if enter and page.offers(enter):
            event.preventDefault()
            page.press(enter)
        return  # typing, not playing
    action = page.keys.get(key)
    if action and page.offers(action):
        event.preventDefault()
        page.press(action)


def at_presenter(page, event, document) -> None:
    """A key in presenter mode (``page``: a ``PresenterPage``)."""
    target, step = event.target, PRESENTER_KEYS.get(str(event.key))
    scrubber = tag(target) == "INPUT" and str(target.id) == "present-scrub"
    typing = tag(target) in TYPING and not (scrubber and step == "play")
    if typing or element(document.querySelector("dialog[open]")) is not None:
        return  # the scrubber's own arrows, Home and End; a dialog over the page
    if step:
        event.preventDefault()  # Space would also press the focused button
        page.key(step)


def at_review(page, event, document) -> None:
    """A key on the review page (``page``: a ``ReviewPage``)."""
    step = PRESENTER_KEYS.get(str(event.key))
    if step is None or step == "play" or tag(event.target) in TYPING:
        return
    if element(document.querySelector("dialog[open]")) is not None:
        return
    event.preventDefault()
    page.key(step)
