"""Record files in the built app (issue 13 part 5), a Cable Car game's: a game
downloaded as .json, the command line replaying the downloaded bytes, the file opened
again by the file picker and by drag and drop onto the home page, and corrupt files
refused with a message while nothing changes."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import run_cli
from playwright.sync_api import expect

from pygames.core.record import Record
from tests.browser.page_helpers import OPEN_TIMEOUT_MS, saves, wait_moves
from ui.storage import SAVE_PREFIX


def play_hidden_tiles(page, decisions: int) -> None:
    """Ann places her hidden tile ``decisions`` times; the random bot answers each."""
    for n in range(decisions):
        page.locator("#board [data-action^='hand ']").first.click()
        wait_moves(page, 2 * (n + 1), OPEN_TIMEOUT_MS)


def download(page, tmp_path: Path):
    with page.expect_download() as info:
        page.click("[data-action='ui:download']")
    name = info.value.suggested_filename
    path = tmp_path / name
    info.value.save_as(path)
    return name, path


def replay_in_cli(path: Path) -> dict:
    done = run_cli("replay", str(path))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def go_home(page, wait_ready) -> None:
    page.evaluate("location.hash = '#'")
    expect(page.locator(".screen.home")).to_be_visible(timeout=OPEN_TIMEOUT_MS)
    wait_ready(page)


def drop_file(page, name: str, text: str) -> None:
    """A file dragged over the home page (the drop target shows), then dropped."""
    page.evaluate(
        """([name, text]) => {
             const data = new DataTransfer();
             data.items.add(new File([text], name, {type: "application/json"}));
             const at = document.querySelector(".screen.home h2");
             for (const type of ["dragenter", "dragover"]) {
               at.dispatchEvent(new DragEvent(type, {dataTransfer: data, bubbles: true,
                                                     cancelable: true}));
             }
             window.__dropData = data;
           }""",
        [name, text],
    )
    expect(page.locator("#drop-target")).to_be_visible()
    page.evaluate(
        """() => document.querySelector(".screen.home h2").dispatchEvent(
             new DragEvent("drop", {dataTransfer: window.__dropData, bubbles: true,
                                    cancelable: true}))"""
    )


def drag_in_and_out(page) -> None:
    page.evaluate(
        """() => {
             const data = new DataTransfer();
             data.items.add(new File(["{}"], "x.json", {type: "application/json"}));
             const at = document.querySelector("#lang-bar button");  // above #app
             at.dispatchEvent(new DragEvent("dragover", {dataTransfer: data, bubbles: true,
                                                         cancelable: true}));
             window.__leave = () => at.dispatchEvent(new DragEvent("dragleave",
               {dataTransfer: data, bubbles: true, relatedTarget: null}));
           }"""
    )
    expect(page.locator("#drop-target")).to_be_visible()
    page.evaluate("window.__leave()")
    expect(page.locator("#drop-target")).to_be_hidden()


def test_download_replay_in_the_cli_and_open_again(page, site, wait_ready, tmp_path):
    page.goto(site.url("?botdelay=0#new=cablecar&seats=human:Ann,bot:random:Bo&seed=42"))
    wait_ready(page)
    wait_moves(page, 0, OPEN_TIMEOUT_MS)
    play_hidden_tiles(page, 3)
    name, path = download(page, tmp_path)
    save_id = page.evaluate("location.hash").removeprefix("#game=")
    assert name == f"{save_id}.json" and name.startswith("cablecar-")
    text = path.read_text(encoding="utf-8")
    record = Record.loads(text)
    entries = saves(page)
    stored = json.loads(entries[SAVE_PREFIX + save_id])["record"]
    assert json.loads(text) == stored  # the file is the game's record, as saved
    assert [seat.name for seat in record.seats] == ["Ann", "Bo"] and len(record.actions) == 6
    summary = replay_in_cli(path)
    assert summary == {"game": "cablecar", "moves": 6, "finished": False, "result": None}

    # Opened through the file picker: the shared table, at the same move, saves untouched.
    go_home(page, wait_ready)
    page.set_input_files("#record-file", str(path))
    wait_moves(page, 6, OPEN_TIMEOUT_MS)
    assert page.evaluate("location.hash").startswith("#play=r2.")
    assert Record.from_share(page.evaluate("location.hash")[6:]) == record
    expect(page.locator("[data-action='ui:continue']")).to_be_visible()
    assert saves(page) == entries
    # The shared table downloads the same record, named by the date.
    shared_name, shared_path = download(page, tmp_path)
    assert shared_name.startswith("cablecar-20") and shared_name.endswith(".json")
    assert shared_path.read_bytes() == path.read_bytes()

    # Dropped onto the home page: the same again. A file dragged out of the window
    # again takes the drop target away.
    go_home(page, wait_ready)
    expect(page.locator("#drop-target")).to_be_hidden()
    drag_in_and_out(page)
    drop_file(page, "dropped.json", text)
    wait_moves(page, 6, OPEN_TIMEOUT_MS)
    assert Record.from_share(page.evaluate("location.hash")[6:]) == record
    assert saves(page) == entries
    page.reload()  # the address holds the game: reloading shows it again
    wait_ready(page)
    wait_moves(page, 6, OPEN_TIMEOUT_MS)


def test_corrupt_files_are_refused_with_a_message_and_change_nothing(
    page, site, wait_ready, tmp_path
):
    page.goto(site.url("?botdelay=0#new=cablecar&seats=human:Ann,bot:random:Bo&seed=5"))
    wait_ready(page)
    play_hidden_tiles(page, 1)
    _, path = download(page, tmp_path)
    good = json.loads(path.read_text(encoding="utf-8"))
    go_home(page, wait_ready)
    entries = saves(page)
    saves_shown = page.locator(".save").all_inner_texts()

    def refused(name: str, data: bytes, why: str, *, drop: bool = False) -> None:
        if drop:
            drop_file(page, name, data.decode("utf-8"))
        else:
            files = {"name": name, "mimeType": "application/json", "buffer": data}
            page.set_input_files("#record-file", files=[files])
        problem = page.locator("#file-problem")
        expect(problem).to_contain_text(f"“{name}” cannot be opened:", timeout=OPEN_TIMEOUT_MS)
        expect(problem).to_contain_text(why)
        assert page.evaluate("location.hash") in ("", "#")
        assert saves(page) == entries
        assert page.locator(".save").all_inner_texts() == saves_shown
        expect(page.locator("#drop-target")).to_be_hidden()

    refused("bad.json", b'{"format": 1, "game": "cablecar", ', "not valid JSON")
    broken = dict(good, actions=[good["actions"][0], [1, "place 9,9"]])
    refused("broken.json", json.dumps(broken).encode(), "Move 2 (Bo: 'place 9,9') breaks the rules")
    refused("<b>x</b>.json", b"\xff\xfe\x00", "not UTF-8")
    assert page.locator("#file-problem b").count() == 0  # the file's name stays text
    refused("list.json", b"[1, 2, 3]", "holds no record", drop=True)
    # Said again in the language chosen, and a good file afterwards opens.
    page.click("#lang-bar [data-lang='ja']")
    expect(page.locator("#file-problem")).to_contain_text("「list.json」を開けません")
    page.set_input_files("#record-file", str(path))
    wait_moves(page, 2, OPEN_TIMEOUT_MS)
