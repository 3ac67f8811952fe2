"""The site's Content Security Policy, in one table: build.py writes it into every page
as a ``<meta http-equiv>`` tag (which every static host serves), and docs/hosting.md
gives it as a header for hosts that can send one (tests/test_policy.py checks both).

The app escapes everything that comes from other people (names, records, links, saves);
the policy is the second line: if an escaping slip ever put markup in the page, no
script in it would run and nothing could be sent or loaded from another origin.
"""

from __future__ import annotations

# (directive, sources, why it is as loose as it is). The order is the order written.
POLICY: tuple[tuple[str, str, str], ...] = (
    ("default-src", "'none'", "anything not allowed below is refused"),
    (
        "script-src",
        "'self' 'wasm-unsafe-eval'",
        "the site's own script files only; 'wasm-unsafe-eval' lets Pyodide compile its "
        "WebAssembly (Python itself); no 'unsafe-eval' (ui/pyscript_guard.mjs) and no "
        "inline script",
    ),
    (
        "style-src",
        "'self' 'unsafe-inline'",
        "the boards are SVG drawn by Python at run time, with their own <style> sheets "
        "and style attributes (a game's palette too); styles cannot run script, and "
        "img-src and connect-src keep CSS from loading anything from elsewhere",
    ),
    ("img-src", "'self' data: blob:", "the icon and pictures; data: and blob: for QR codes"),
    (
        "connect-src",
        "'self'",
        "Pyodide, the app's zips, each game and the memory snapshot, fetched from the site",
    ),
    ("manifest-src", "'self'", "the web app manifest (installing to a home screen)"),
    ("worker-src", "'self'", "the service worker (sw.js, the offline copy); no other worker"),
    ("object-src", "'none'", "no plugins (<object>, <embed>)"),
    ("base-uri", "'none'", "no <base> may move where the page's relative links point"),
    ("form-action", "'none'", "the app sends no form anywhere"),
)

# Only a header can carry these (a <meta> policy ignores them).
HEADER_ONLY: tuple[tuple[str, str, str], ...] = (
    ("frame-ancestors", "'none'", "no other site may show the app in a frame (clickjacking)"),
)


def policy(header: bool = False) -> str:
    """The policy as one line; ``header=True`` adds what only a header can carry."""
    rows = POLICY + (HEADER_ONLY if header else ())
    return "; ".join(f"{directive} {sources}" for directive, sources, _ in rows)


def meta_tag() -> str:
    """The policy as a page's first tag after its charset."""
    return f'<meta http-equiv="Content-Security-Policy" content="{policy()}">'


def header() -> str:
    """The policy as an HTTP header line, for hosts that allow headers."""
    return f"Content-Security-Policy: {policy(header=True)}"
