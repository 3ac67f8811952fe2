"""The Content Security Policy (build_policy.py) as built: in the page, with nothing inline
to allow, and the same as the header docs/hosting.md gives hosts. That the browser holds
the site to it is tests/browser/test_policy_browser.py's, and every browser test's
(tests/browser/fixtures.py fails a test on any refusal)."""

from __future__ import annotations

import re

import build
import build_policy

DIRECTIVES = dict((directive, sources) for directive, sources, _ in build_policy.POLICY)


def test_the_policy_is_the_first_thing_in_the_page_after_its_charset(dist):
    page = (dist / "index.html").read_text("utf-8")
    head = page[page.index("<head>") + len("<head>") : page.index("</head>")].strip()
    first, second = head.split("\n")[:2]
    assert first == '<meta charset="utf-8">'
    assert second == build_policy.meta_tag()  # before any script, style or link
    assert page.count("Content-Security-Policy") == 1


def test_the_page_has_no_inline_script_or_event_handler(dist):
    page = (dist / "index.html").read_text("utf-8")
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", page, re.S)
    assert scripts, "the page loads its scripts"
    for attributes, text in scripts:
        assert 'src="./' in attributes and not text.strip(), attributes
    assert not re.search(r"\son[a-z]+=", page), "an inline event handler"
    assert "javascript:" not in page


def test_every_script_the_page_names_is_the_sites_own_file(dist):
    page = (dist / "index.html").read_text("utf-8")
    for source in re.findall(r'<script\b[^>]*\bsrc="([^"]+)"', page):
        assert source.startswith("./") and (dist / source[2:]).is_file(), source


def test_scripts_are_the_sites_own_and_eval_stays_refused():
    assert DIRECTIVES["default-src"] == "'none'"
    assert DIRECTIVES["script-src"] == "'self' 'wasm-unsafe-eval'"
    for directive, sources in DIRECTIVES.items():
        assert "'unsafe-eval'" not in sources, directive
        assert "*" not in sources and "http" not in sources, directive
        if directive != "style-src":
            assert "'unsafe-inline'" not in sources, directive
    assert DIRECTIVES["object-src"] == DIRECTIVES["base-uri"] == DIRECTIVES["form-action"]
    assert DIRECTIVES["object-src"] == "'none'"
    assert DIRECTIVES["connect-src"] == "'self'"
    assert DIRECTIVES["img-src"] == "'self' data: blob:"


def test_every_directive_says_why_it_is_as_loose_as_it_is():
    for directive, sources, why in build_policy.POLICY + build_policy.HEADER_ONLY:
        assert re.fullmatch(r"[a-z-]+", directive) and sources and len(why) > 10, directive


def test_the_header_is_the_page_policy_and_frame_ancestors():
    header = build_policy.header()
    assert header == (f"Content-Security-Policy: {build_policy.policy()}; frame-ancestors 'none'")
    assert "frame-ancestors" not in build_policy.meta_tag()  # a <meta> policy ignores it


def test_hosting_docs_give_the_header_as_built():
    docs = (build.ROOT / "docs" / "hosting.md").read_text("utf-8")
    assert build_policy.header() in docs
    for directive, _, _ in build_policy.POLICY + build_policy.HEADER_ONLY:
        assert f"`{directive}`" in docs, f"docs/hosting.md does not explain {directive}"
