"""The Content Security Policy (build_policy.py) bites: what an escaping slip could put
into the page does not run, load or send. Every other browser test shows the app itself
needs nothing the policy refuses (tests/browser/fixtures.py fails a test on any
refusal)."""

from __future__ import annotations

import build
import build_policy
from pygames import GAMES

# A game played by bots alone, to see the site run under the host's header.
GAME = sorted(GAMES)[0]
BOTS = ",".join(["bot:random"] * max(2, GAMES[GAME].spec.min_players))

# Markup as a slip would let it in: through innerHTML, never through the app's code.
INJECT = """(markup) => {
  const box = document.createElement("div");
  box.innerHTML = markup;
  document.body.append(box);
}"""


def never_sent(log) -> None:
    """The requests to other origins were refused by the browser before any left it
    (so the context's check of foreign requests need not fail the test)."""
    for url in log.foreign_requests:
        assert f"{url} csp" in log.failed_requests, log.dump()  # Chromium: blocked by CSP
    log.foreign_requests.clear()


def refused_directives(page, browser, wanted: set[str]) -> set[str]:
    """The directives that refused something, once ``wanted`` are among them (each is
    reported a moment after what it refused; up to 5 s)."""
    seen: set[str] = set()
    for _ in range(50):
        seen |= {line.split(": ", 1)[1].split(" refused ")[0] for line in browser.refused.take()}
        if wanted <= seen:
            break
        page.wait_for_timeout(100)
    return seen


def test_a_script_put_into_the_page_does_not_run(browser, page, site, wait_ready):
    page.goto(site.url())
    wait_ready(page)
    # A script element made by hand (innerHTML would never run one anyway) ...
    page.evaluate(
        """() => {
        const script = document.createElement("script");
        script.textContent = "document.documentElement.dataset.injected = 'script'";
        document.body.append(script);
    }"""
    )
    # ... an event handler in markup, and a script from another site.
    page.evaluate(INJECT, '<img src="./icon.svg?x" onload="document.title = \'handler\'">')
    page.evaluate(INJECT, '<script src="http://example.com/x.js"></script>')
    page.evaluate(
        """() => {
        const script = document.createElement("script");
        script.src = "http://example.com/x.js";
        document.body.append(script);
    }"""
    )
    page.wait_for_timeout(500)
    assert page.evaluate("() => document.documentElement.dataset.injected") is None
    assert page.evaluate("() => document.title") != "handler"
    wanted = {"script-src-elem", "script-src-attr"}
    assert wanted <= refused_directives(page, browser, wanted)
    never_sent(page.context.log)


def test_eval_and_other_origins_are_refused(browser, page, site, wait_ready):
    page.goto(site.url())
    wait_ready(page)
    # In a task of the page's own: code Playwright evaluates is exempt from the policy.
    caught = page.evaluate(
        """() => new Promise((done) => setTimeout(async () => {
        const tries = {};
        try { eval("1"); tries.eval = "ran"; } catch (error) { tries.eval = error.name; }
        try { Function("return 1")(); tries.Function = "ran"; } catch (error) { tries.Function = error.name; }
        try { await fetch("http://example.com/"); tries.fetch = "sent"; } catch (error) { tries.fetch = error.name; }
        done(tries);
    }, 0))"""
    )
    assert caught == {"eval": "EvalError", "Function": "EvalError", "fetch": "TypeError"}
    # A picture from elsewhere (CSS could ask for one to leak what the page shows).
    page.evaluate(INJECT, '<img src="http://example.com/leak.png">')
    wanted = {"script-src", "connect-src", "img-src"}
    assert wanted <= refused_directives(page, browser, wanted)
    never_sent(page.context.log)


def test_a_python_script_put_into_the_page_does_not_run(browser, page, site, wait_ready):
    """PyScript would run any <script type="py"> or <py-script> added to the page, which
    no CSP stops (it is not JavaScript): ui/pyscript_guard.mjs lets only the entry run."""
    page.goto(site.url())
    wait_ready(page)
    python = "import js; js.document.documentElement.dataset.injected = 'python'"
    page.evaluate(INJECT, f'<script type="py">{python}</script>')
    page.evaluate(INJECT, f"<py-script>{python}</py-script>")
    page.wait_for_timeout(1500)
    assert page.evaluate("() => document.documentElement.dataset.injected") is None
    assert page.locator("script[type='py']").count() == 1  # the entry; the others removed
    assert page.evaluate("() => document.documentElement.dataset.appState") == "ready"
    assert browser.refused.take() == []


def test_python_event_attributes_find_nothing_to_call(browser, page, site, wait_ready):
    """PyScript's event attributes (py-click="a.b") call what they name among the entry's
    globals, with the event: the entry (ui/entry.py) leaves none there, so markup that
    slipped past escaping cannot, say, call js.document.write."""
    page.goto(site.url())
    wait_ready(page)
    names = page.evaluate("""() => pygamesBoot.pyodide.runPython("sorted(globals())").toJs()""")
    # Pyodide's own (sys, time, ...) stay; nothing of the entry's, js least of all.
    assert not {"js", "os", "inspect", "_start", "_entry", "entry", "_started"} & set(names)
    page.evaluate(INJECT, '<button id="bait" py-click="js.document.write">Click</button>')
    page.click("#bait")
    page.wait_for_timeout(500)
    assert page.locator("#app").count() == 1  # the page was not written over
    assert page.evaluate("() => document.documentElement.dataset.appState") == "ready"
    assert browser.refused.take() == []


def header_handler(value: str):
    class WithPolicy(build.StaticHandler):
        def end_headers(self):
            self.send_header("Content-Security-Policy", value)
            super().end_headers()

    return WithPolicy


def test_the_hosts_header_lets_the_site_run_and_no_other_site_frame_it(
    browser, context, dist, serve_folder, wait_ready, tmp_path
):
    header = build_policy.header().split(": ", 1)[1]
    server = serve_folder(dist, header_handler(header))
    page = context.new_page()
    page.goto(server.url(f"?botdelay=0#new={GAME}&seats={BOTS}"))
    wait_ready(page)
    page.wait_for_selector("#board > svg")
    assert browser.refused.take() == []
    # Another origin (another port) showing the site in a frame gets nothing.
    (tmp_path / "frame.html").write_text(f'<iframe src="{server.url()}"></iframe>')
    framing = context.new_page()
    framing.goto(serve_folder(tmp_path).url("frame.html"))
    framing.wait_for_timeout(1500)
    framed = framing.frames[-1]
    assert framed is not framing.main_frame
    assert framed.evaluate("() => document.documentElement.dataset.appState") is None
    framing.close()
    browser.refused.take()  # the frame's refusal, if the browser reports one


def test_a_stricter_host_policy_is_named_at_start(browser, context, dist, serve_folder):
    """A host (a school's proxy, say) that adds a policy without 'wasm-unsafe-eval'
    stops Python from starting: the page says which directive refused what."""
    server = serve_folder(dist, header_handler("script-src 'self'"))
    page = context.new_page()
    page.goto(server.url())
    page.wait_for_function(
        "() => document.documentElement.dataset.appState !== 'loading'", timeout=120_000
    )
    assert page.evaluate("() => document.documentElement.dataset.appState") == "error"
    said = page.locator("#boot-error").inner_text()
    assert "security policy" in said and "script-src" in said, said
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the address wraps
    assert page.evaluate(
        "() => { const box = document.getElementById('boot-error');"
        " return box.scrollWidth <= box.clientWidth; }"
    )
    assert "script-src" in refused_directives(page, browser, {"script-src"})
    page.close()  # it goes on refusing as Pyodide retries; those are this test's too
    browser.refused.take()
