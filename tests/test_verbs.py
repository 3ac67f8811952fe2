"""Every ``ui:`` verb a screen writes has its handler in one table (``ui.verbs``): the
app's (``ui/app.py``), the table page's (``ui/table_page.py``, with the game screen's
own, ``GameScreen.verbs``) or presenter mode's (``ui/presenter.py``); and every
handler's verb is written by some screen. The tables are read from the source (the
pages need the browser); the verbs written, from every string of the shell and of
each game's drawing."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from pygames import GAMES
from pygames.core.screen import load_screen
from ui.verbs import UnknownVerb, Verbs, done, is_verb, split


def finish(coroutine):
    """A coroutine that awaits nothing pending, run to its end without an event loop
    (a browser test's Playwright may hold this thread's loop)."""
    try:
        coroutine.send(None)
    except StopIteration as end:
        return end.value
    raise AssertionError("the coroutine waited for something")


ROOT = Path(__file__).resolve().parent.parent
PAGES = ("ui/app.py", "ui/table_page.py", "ui/presenter.py", "ui/review.py")
# A verb is what a button carries, or a string that begins with one (a key's action,
# the coach's next step, an action the app carries out itself).
WRITTEN = re.compile(r'(?:^|data-action=")(ui:[a-z][a-z-]*)')


def strings(source: str) -> list[str]:
    """Every string of a module, an f-string's pieces included."""
    return [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def written(source: str) -> set[str]:
    return {verb for text in strings(source) for verb in WRITTEN.findall(text)}


def handled(source: str) -> set[str]:
    """The verbs of the tables a module makes (``Verbs({...})``)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Verbs":
            (table,) = node.args
            found |= {key.value for key in table.keys if isinstance(key, ast.Constant)}
    return found


def unhandled(written_by: dict[str, set[str]], handled_by: set[str]) -> dict[str, list[str]]:
    """For each file, the verbs it writes that no table carries out."""
    out = {name: sorted(verbs - handled_by) for name, verbs in written_by.items()}
    return {name: verbs for name, verbs in out.items() if verbs}


def read(path: str) -> str:
    return (ROOT / path).read_text("utf-8")


SHELL = {
    path.relative_to(ROOT).as_posix(): written(path.read_text("utf-8"))
    for path in sorted((ROOT / "ui").glob("*.py"))
}
TABLES = {path: handled(read(path)) for path in PAGES}
SHARED = set().union(*TABLES.values())


def drawing(game_id: str) -> dict[str, set[str]]:
    folder = ROOT / "pygames" / game_id / "drawing"
    return {
        p.relative_to(ROOT).as_posix(): written(p.read_text("utf-8")) for p in folder.glob("*.py")
    }


def test_the_pages_tables_are_read():
    assert {"ui:help", "ui:start", "ui:delete-go-home"} <= TABLES["ui/app.py"]
    assert {"ui:undo", "ui:reveal", "ui:fill", "ui:hint"} <= TABLES["ui/table_page.py"]
    assert TABLES["ui/presenter.py"] == {
        "ui:present-go",
        "ui:present-play",
        "ui:present-why",
        "ui:present-hands",
        "ui:present-window",
    }
    sizes = [len(verbs) for verbs in TABLES.values()]
    assert sum(sizes) == len(SHARED), "a verb has one handler"


def test_every_verb_the_shell_writes_has_a_handler():
    assert unhandled(SHELL, SHARED) == {}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_verb_a_game_screen_writes_has_a_handler(game_id):
    screen = load_screen(game_id)
    own = set(screen.verbs)
    assert not own & SHARED, "a game's verb is its own"
    keys = {game_id: {split(action)[0] for action in screen.keys.values()}}
    assert unhandled({**drawing(game_id), **keys}, SHARED | own) == {}


def test_every_handler_is_for_a_verb_some_screen_writes():
    everything = set().union(*SHELL.values())
    for game_id in GAMES:
        everything |= set().union(*drawing(game_id).values())
    game_verbs = {verb for game_id in GAMES for verb in load_screen(game_id).verbs}
    assert (SHARED | game_verbs) - everything == set()


def test_a_verb_without_a_handler_fails_the_check_and_the_table():
    source = 'BUTTON = \'<button data-action="ui:nonsense 1">?</button>\'\nKEY = "ui:undo"\n'
    assert written(source) == {"ui:nonsense", "ui:undo"}
    assert unhandled({"new.py": written(source)}, SHARED) == {"new.py": ["ui:nonsense"]}
    table = Verbs({"ui:undo": lambda arg: f"undone {arg}"})
    assert table.run("ui:undo 3") == "undone 3"
    assert "ui:undo" in table and "ui:nonsense 1" not in table
    with pytest.raises(UnknownVerb):
        table.run("ui:nonsense 1")


def test_a_verb_is_split_from_its_text_and_an_async_handler_is_awaited():
    assert split("ui:fill bid-amount bid") == ("ui:fill", "bid-amount bid")
    assert split("ui:undo") == ("ui:undo", "")
    assert is_verb("ui:hint") and not is_verb("place 1 12") and not is_verb("draw")

    async def later(arg: str) -> str:
        return f"#game={arg}"

    table = Verbs({"ui:continue": later, "ui:now": lambda arg: arg})
    assert finish(done(table.run("ui:continue 7"))) == "#game=7"
    assert finish(done(table.run("ui:now 8"))) == "8"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_piece_chosen_and_its_turn_are_the_game_screens(game_id):
    """A piece chosen before it is played (``ui:pick N``, one of at most three) and
    turned (``ui:turn ±1``, quarter turns round the clock) are a game screen's verbs,
    carried out behind the contract (``GameScreen.choose``); a game's tests say which
    of them its screen has."""
    screen = load_screen(game_id)
    assert set(screen.verbs) <= {"ui:pick", "ui:turn"}
    if "ui:pick" in screen.verbs:
        assert screen.choose("ui:pick", "2", 0, 3) == (2, 3)
        assert screen.choose("ui:pick", "3", 1, 3) == (1, 3)  # no fourth piece: unchanged
        assert screen.choose("ui:pick", "x", 1, 3) is None
    if "ui:turn" in screen.verbs:
        assert screen.choose("ui:turn", "1", 1, 3) == (1, 0)
        assert screen.choose("ui:turn", "-1", 1, 0) == (1, 3)
        assert screen.choose("ui:turn", "2", 1, 0) == (1, 0)
        assert screen.choose("ui:turn", "x", 1, 0) is None


def test_every_verb_of_a_game_screen_is_one_the_table_knows():
    assert {verb for game_id in GAMES for verb in load_screen(game_id).verbs} == {
        "ui:pick",
        "ui:turn",
    }
