"""The site in every browser engine, not Chromium alone: every iPhone browser is WebKit,
and Firefox is the third engine people use.

Each engine, at the size of a phone held upright (390×844; WebKit's MiniBrowser at its
narrowest, 447 px), boots the built site, and
for every game (``engine_tour``) opens a new game, plays Ann's first turns, measures
the board's words, opens presenter mode and the rules. What it finds must be what
Chromium finds the same way: no error, moves played, presenter mode and the rules
shown, the board's words at least a phone's target (11 px) and, where the board has
the same room as in Chromium, the same size (within 10 %), no request but to the site
and nothing the site's Content Security Policy refuses.

- WebKit: WebKitGTK's own WebDriver (Debian's webkit2gtk-driver) driving its
  MiniBrowser through Selenium, on a virtual screen (Xvfb) this test starts.
- Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi
  (tests/browser/firefox_tour.mjs, run by Node; nothing downloaded).
scripts/test.sh installs both, selenium and puppeteer-core.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from tests.browser.board_words import TARGETS
from tests.browser.engine_tour import tour_args, tour_source

ROOT = Path(__file__).resolve().parents[2]
WIDTH, HEIGHT = 390, 844
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
ENGINE_MODULES = ROOT / ".cache" / "engines"
TOUR_SECONDS = 900


@pytest.fixture(scope="module")
def chromium_tour(browser, site):
    """``chromium_tour(width, height)``: the tour in Chromium at that window size, what
    the other engines must agree with (once per size)."""
    done = {}

    def tour(width: int, height: int) -> dict[str, dict]:
        if (width, height) not in done:
            site.start()
            context = browser.new_context(viewport={"width": width, "height": height})
            try:
                page = context.new_page()
                page.goto(site.url("?botdelay=0"))
                page.wait_for_function(
                    "() => document.documentElement.dataset.appState === 'ready'", timeout=180_000
                )
                found = page.evaluate(f"({tour_source()})({json.dumps(tour_args())})")
            finally:
                context.close()
            done[width, height] = {seen["game"]: seen for seen in found}
        return done[width, height]

    return tour


def agree(engine: str, found: list[dict], chromium: dict[str, dict]) -> list[str]:
    """What ``engine`` found that Chromium did not."""
    problems = []
    for seen in found:
        game, theirs = seen["game"], chromium[seen["game"]]
        where = f"{engine} {game}"
        if seen["error"]:
            problems.append(f"{where}: {seen['error']}")
            continue
        if seen["moves"] < 2:
            problems.append(f"{where}: only {seen['moves']} moves played")
        if not (seen["presenter"] and seen["rules"]):
            problems.append(f"{where}: presenter mode {seen['presenter']}, rules {seen['rules']}")
        if seen["words"] < TARGETS["phone"]:
            problems.append(
                f"{where}: board words {seen['words']} px in a {seen.get('window')} window,"
                f" under {TARGETS['phone']} px (Chromium: {theirs['words']} px)"
            )
        # The same room (scrollbars take some in one engine and none in another): the
        # same layout, so the same sizes.
        same_room = seen.get("space") == theirs.get("space")
        if same_room and abs(seen["words"] - theirs["words"]) > max(0.5, theirs["words"] / 10):
            problems.append(
                f"{where}: board words {seen['words']} px in a {seen.get('window')} window"
                f" ({seen.get('space')}), Chromium's {theirs['words']} px ({theirs.get('space')})"
            )
    missing = set(chromium) - {seen["game"] for seen in found}
    problems += [f"{engine} {game}: never toured" for game in sorted(missing)]
    return problems


def foreign(resources: list[str], origin: str) -> list[str]:
    return [url for url in resources if not url.startswith((origin, "data:", "blob:"))]


def refusals(engine: str, refused: list[str] | None) -> list[str]:
    """What the site's Content Security Policy refused in ``engine``, as the page's boot
    watch (ui/boot_watch.js) kept it: from its start, before the app's first module.
    (In Chromium every test watches from the first byte: tests/browser/fixtures.py.)"""
    if refused is None:
        return [f"{engine}: the boot watch kept no list of refusals"]
    return [f"{engine}: the Content Security Policy: {what}" for what in refused]


def test_firefox_plays_every_game_as_chromium_does(site, chromium_tour):
    assert shutil.which("firefox-esr"), "apt-get install firefox-esr"
    assert (ENGINE_MODULES / "node_modules" / "puppeteer-core").is_dir(), "scripts/test.sh"
    site.start()
    payload = {
        "url": site.url("?botdelay=0"),
        "width": WIDTH,
        "height": HEIGHT,
        "source": tour_source(),
        "args": tour_args(),
        "modules": str(ENGINE_MODULES),
    }
    done = subprocess.run(
        ["node", str(ROOT / "tests" / "browser" / "firefox_tour.mjs")],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=TOUR_SECONDS,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["state"] == "ready", f"Firefox: the app's state is {out['state']}"
    problems = agree("Firefox", out["found"], chromium_tour(WIDTH, HEIGHT))
    problems += [f"Firefox asked for {url}" for url in foreign(out["resources"], site.url())]
    problems += refusals("Firefox", out["refused"])
    assert not problems, "\n".join(problems)


@pytest.fixture
def virtual_screen():
    """An X display of its own (Xvfb) for WebKitGTK, which draws into a window."""
    assert shutil.which("Xvfb"), "apt-get install xvfb"
    for number in range(99, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            break
    display = f":{number}"
    screen = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            break
        time.sleep(0.05)
    yield display
    screen.terminate()
    screen.wait(timeout=10)


def start_webkit(start, seconds: float = 120, tries: int = 2):
    """A WebKit session from ``start()``. MiniBrowser now and then never comes up on a
    busy machine, and the driver then waits for it without end: such a start is given
    up after ``seconds`` (its driver stopped, which ends the wait) and tried again."""
    for _ in range(tries):
        made: dict = {}

        def begin(made: dict = made) -> None:
            try:
                made["driver"] = start()
            except Exception as exc:  # said below, if no try succeeds
                made["error"] = exc

        thread = threading.Thread(target=begin, daemon=True)
        thread.start()
        thread.join(seconds)
        if "driver" in made:
            return made["driver"]
        subprocess.run(["pkill", "-f", WEBKIT_DRIVER], check=False)
        thread.join(10)
        if "driver" in made:
            made["driver"].quit()
    raise AssertionError(f"WebKit did not start in {tries} tries: {made.get('error')!r}")


def test_webkit_plays_every_game_as_chromium_does(site, chromium_tour, virtual_screen):
    from selenium import webdriver
    from selenium.webdriver.common.proxy import Proxy, ProxyType
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    assert Path(WEBKIT_DRIVER).exists(), "apt-get install webkit2gtk-driver"
    site.start()
    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    # Anything not on loopback goes to a proxy that is not there, as in Chromium.
    options.proxy = Proxy(
        {
            "proxyType": ProxyType.MANUAL,
            "httpProxy": "127.0.0.1:9",
            "sslProxy": "127.0.0.1:9",
            "noProxy": ["127.0.0.1"],
        }
    )
    driver = start_webkit(
        lambda: webdriver.WebKitGTK(
            options=options,
            service=Service(
                executable_path=WEBKIT_DRIVER, env={**os.environ, "DISPLAY": virtual_screen}
            ),
        )
    )
    try:
        driver.set_window_size(WIDTH, HEIGHT)
        inner = driver.execute_script("return [innerWidth, innerHeight]")
        driver.set_window_size(2 * WIDTH - inner[0], 2 * HEIGHT - inner[1])
        # MiniBrowser's window is never narrower than 447 px: Chromium is then compared
        # at the window WebKit has.
        window = driver.execute_script("return [innerWidth, innerHeight]")
        driver.get(site.url("?botdelay=0"))
        for _ in range(3600):
            state = driver.execute_script("return document.documentElement.dataset.appState")
            if state in ("ready", "error"):
                break
            time.sleep(0.05)
        assert state == "ready", f"WebKit: the app's state is {state}"
        driver.set_script_timeout(TOUR_SECONDS)
        found = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"({tour_source()})(arguments[0]).then(done, (e) => done([{{error: String(e)}}]));",
            tour_args(),
        )
        resources = driver.execute_script(
            "return performance.getEntriesByType('resource').map((r) => r.name)"
        )
        refused = driver.execute_script("return globalThis.pygamesRefused || null")
    finally:
        driver.quit()
    problems = agree("WebKit", found, chromium_tour(*window))
    problems += [f"WebKit asked for {url}" for url in foreign(resources, site.url())]
    problems += refusals("WebKit", refused)
    assert not problems, "\n".join(problems)
