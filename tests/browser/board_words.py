"""How big the board's words are on the screen, measured in the page.

``board_words(page)`` gives every word drawn on the board (each SVG ``<text>`` with
letters, shown): its size in CSS px (the font size the SVG sets, times the scale the
board is drawn at: what a reader's eye gets), where it lies, and whether it can be
reached: inside the window, or inside a box that scrolls to it. ``word_size`` is the
10th percentile of the sizes: the small words most boards have, not the one odd label.

The screen tests hold these to the targets (``TARGETS``); benchmarks/screen_words.py
prints them for every game, size and language.
"""

from __future__ import annotations

from pygames.core.screen import LEAST_WORD

# Board words at least this big (CSS px, 10th percentile), by screen.
TARGETS = LEAST_WORD

BOARD_WORDS_JS = r"""(selector) => {
  const board = document.querySelector(selector || '#board');
  if (!board) return [];
  const width = window.innerWidth, height = window.innerHeight;
  const scrollsTo = (el, r) => {
    for (let box = el.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      const x = ['auto', 'scroll'].includes(style.overflowX) && box.scrollWidth > box.clientWidth;
      const y = ['auto', 'scroll'].includes(style.overflowY) && box.scrollHeight > box.clientHeight;
      if (x || y) return true;
    }
    return false;
  };
  const words = [];
  for (const text of board.querySelectorAll('svg text')) {
    const content = (text.textContent || '').trim();
    if (!/[\p{L}\p{N}]/u.test(content)) continue;
    if (!text.getClientRects().length) continue;
    const style = getComputedStyle(text);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const matrix = text.getScreenCTM();
    if (!matrix) continue;
    const scale = Math.hypot(matrix.a, matrix.b);
    const size = parseFloat(style.fontSize) * scale;
    const r = text.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // Off-screen sideways, or below the page's end: reachable only by a box that scrolls
    // (the page itself scrolls down, never sideways).
    const page = document.documentElement;
    const sideways = r.left < -1 || r.right > width + 1;
    const below = r.bottom + window.scrollY > page.scrollHeight + 1;
    const offScreen = sideways || below;
    words.push({
      text: content.slice(0, 40), size: Math.round(size * 10) / 10,
      left: Math.round(r.left), top: Math.round(r.top + window.scrollY),
      right: Math.round(r.right), bottom: Math.round(r.bottom + window.scrollY),
      unreachable: offScreen && !scrollsTo(text, r),
    });
  }
  return words;
}"""


def board_words(page, selector: str = "#board") -> list[dict]:
    """Every word on the board, as ``BOARD_WORDS_JS`` measures it."""
    return page.evaluate(BOARD_WORDS_JS, selector)


def word_size(words: list[dict], percentile: int = 10) -> float:
    """The ``percentile``-th percentile of the words' sizes (CSS px); 0 without words."""
    sizes = sorted(word["size"] for word in words)
    if not sizes:
        return 0.0
    index = min(len(sizes) - 1, (len(sizes) * percentile) // 100)
    return sizes[index]


def smallest(words: list[dict], count: int = 3) -> str:
    """The smallest words, for a failure's message."""
    ranked = sorted(words, key=lambda word: word["size"])[:count]
    return ", ".join(f'"{word["text"]}" {word["size"]}px' for word in ranked)
