"""axe-core, the accessibility rules engine, for the browser tests only: never in dist/.

Its npm package is fetched once into .cache/npm like Pyodide's (``build.npm_package``)
and its script is run in the page by the test (``page.evaluate``: no request is made,
so every request still goes to 127.0.0.1, and no script element, which the site's
policy would refuse). ``audit(page)`` runs the WCAG 2.1 A and AA rules on the whole document and
returns the violations, each node with its selector and axe's summary of what fails.

axe does not judge text drawn in SVG (its color-contrast rule leaves every ``<text>``
"incomplete"), and the boards are mostly that: ``svg_text_contrast(page)`` measures
each visible ``<text>`` of the page's drawings against the ground under most of it, or
against its own outline, by WCAG's contrast formula (svg_contrast.js), and returns the
failures in the same shape, as the rule ``svg-text-contrast``.
"""

from __future__ import annotations

import fcntl
import functools
from pathlib import Path

import build

AXE = ("axe-core", "4.11.0")
# The rules of WCAG 2.0 and 2.1, levels A and AA (colour contrast is AA).
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")

RUN = """async (tags) => {
  const found = await axe.run(document, {
    runOnly: {type: "tag", values: tags},
    resultTypes: ["violations"],
  });
  return found.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(" "), summary: n.failureSummary})),
  }));
}"""


@functools.cache
def script() -> str:
    """axe.min.js, fetched the first time (two test workers take turns to fetch)."""
    build.CACHE.mkdir(parents=True, exist_ok=True)
    with open(build.CACHE / "npm.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        folder = build.npm_package(*AXE)
    return (folder / "axe.min.js").read_text("utf-8")


def audit(page) -> list[dict]:
    """The WCAG 2.1 A/AA violations on the page as it is now (axe added if missing:
    a change of fragment keeps it, a reload does not)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(script())
    return page.evaluate(RUN, list(TAGS))


def describe(where: str, violations: list[dict]) -> list[str]:
    """One line per failing node: where, the rule, its impact, the element, and why."""
    lines = []
    for v in violations:
        for node in v["nodes"]:
            summary = " ".join((node["summary"] or "").split())
            lines.append(
                f"{where}: {v['id']} ({v['impact']}) {node['target']}: {v['help']}. {summary}"
            )
    return lines


SVG_CHECK = Path(__file__).with_name("svg_contrast.js")


def svg_text_contrast(page) -> list[dict]:
    """The SVG texts under 4.5:1 (3:1 when large) as one violation, or none."""
    found = page.evaluate(SVG_CHECK.read_text("utf-8"))["problems"]
    if not found:
        return []
    nodes = [
        {
            "target": f"{p['where'] or 'svg'} text {p['text']!r}",
            "summary": f"{p['ratio']}:1 (needs {p['needed']}:1): {p['ink']} on {p['back']}"
            f" ({p['size']}px), against {p['against']}",
        }
        for p in found
    ]
    help_text = "SVG text must meet minimum color contrast ratio thresholds"
    return [{"id": "svg-text-contrast", "impact": "serious", "help": help_text, "nodes": nodes}]
