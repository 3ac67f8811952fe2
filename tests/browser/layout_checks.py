"""What a person would see go wrong on a screen, measured in the page.

``layout_problems(page)`` lists, as readable lines:
- text wider than its box: an element (outside the boards' SVG) whose content is wider
  than it (``scrollWidth > clientWidth``) and that does not scroll on purpose, and a
  page wider than the window;
- a word broken inside: a run of Latin letters or digits in a text node whose
  ``Range.getClientRects()`` lie on more than one line ("strawber/ry");
- a Chinese or Japanese line that starts with what may not start one: a small kana,
  the long-vowel mark ー, closing punctuation or a middle dot.

``board_problems(page)`` lists what keeps the board from filling the space it has: a
picture letterboxed in its box, a box wider than its picture, a board that is neither
as tall as the window allows nor as wide as the side column lets it be.
"""

from __future__ import annotations

LAYOUT_JS = r"""() => {
  const problems = [];
  const roots = ['#app', '#lang-bar'].map((s) => document.querySelector(s)).filter(Boolean);
  const name = (el) => {
    let text = el.tagName.toLowerCase();
    if (el.id) text += '#' + el.id;
    const cls = typeof el.className === 'string' ? el.className.trim() : '';
    if (cls) text += '.' + cls.split(/\s+/).join('.');
    return text;
  };
  const shown = (el) => el.getClientRects().length > 0
    && getComputedStyle(el).visibility !== 'hidden';
  const outside = (el) => el.closest('svg, input, select, textarea');
  // Text wider than its box.
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    problems.push(`the page is ${document.documentElement.scrollWidth}px wide`
      + ` in a ${window.innerWidth}px window`);
  }
  const wide = [];
  for (const root of roots) {
    for (const el of root.querySelectorAll('*')) {
      if (outside(el) || !shown(el) || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1) wide.push(el);
    }
  }
  // Named where it starts: the innermost of boxes that overflow one inside another.
  for (const el of wide.filter((el) => !wide.some((o) => o !== el && el.contains(o)))) {
    problems.push(`${name(el)}: content ${el.scrollWidth}px wide in a box of `
      + `${el.clientWidth}px: "${el.textContent.trim().slice(0, 60)}"`);
  }
  // Words broken inside, and lines of Chinese or Japanese that start wrongly.
  const word = /[\p{Script=Latin}\p{Nd}]+/gu;
  const noStart = /[ンんぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿーゝゞヽヾ々、。，．,.：:；;！!？?）)」』】〕〉》〙〗｝]|・/u;
  const lines = (range) => new Set([...range.getClientRects()]
    .filter((r) => r.width > 0).map((r) => Math.round(r.top + r.height / 2))).size;
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || outside(parent) || !shown(parent) || !node.data.trim()) continue;
      const range = document.createRange();
      for (const m of node.data.matchAll(word)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        if (lines(range) > 1) problems.push(`${name(parent)}: "${m[0]}" is broken inside`);
      }
      const lang = (parent.closest('[lang]') || document.documentElement).lang;
      if (!/^(ja|zh)/.test(lang)) continue;
      let lastTop = null;
      for (let i = 0; i < node.data.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (!rects.length) continue;
        const top = Math.round(rects[0].top);
        if (lastTop !== null && top > lastTop + 2 && noStart.test(node.data[i])) {
          problems.push(`${name(parent)} (${lang}): a line starts with "${node.data[i]}": `
            + `"…${node.data.slice(Math.max(0, i - 8), i + 8)}…"`);
        }
        lastTop = top;
      }
    }
  }
  return problems;
}"""

BOARD_JS = r"""() => {
  const board = document.querySelector('#board');
  const picture = board && board.querySelector(':scope > svg');
  if (!picture) return ['no board is shown'];
  const problems = [];
  const box = picture.getBoundingClientRect();
  const frame = board.getBoundingClientRect();
  const view = picture.viewBox.baseVal;
  const shape = view.width / view.height;
  if (Math.abs(box.width / box.height - shape) > 0.01 * shape) {
    problems.push(`the picture (${view.width}x${view.height}) is drawn in a box of `
      + `${Math.round(box.width)}x${Math.round(box.height)}: letterboxed`);
  }
  if (frame.width > box.width + 2) {
    problems.push(`the board's box is ${Math.round(frame.width)}px wide for a picture of `
      + `${Math.round(box.width)}px`);
  }
  const layout = document.querySelector('.layout').getBoundingClientRect();
  const side = document.querySelector('.side').getBoundingClientRect();
  if (window.innerWidth < 900) {
    if (box.width < layout.width - 2) {
      problems.push(`on a narrow screen the board is ${Math.round(box.width)}px wide `
        + `of ${Math.round(layout.width)}px`);
    }
    return problems;
  }
  const style = getComputedStyle(document.querySelector('.table'));
  const probe = document.createElement('div');
  probe.style.height = style.getPropertyValue('--board-h');
  board.appendChild(probe);
  const allowed = probe.getBoundingClientRect().height;
  probe.remove();
  const sideMin = parseFloat(getComputedStyle(document.querySelector('.side')).minWidth) || 0;
  const tallest = box.height >= Math.min(allowed, window.innerHeight * 4) - 2;
  // Presenter mode has nothing beside the board: its widest is the whole row.
  const widest = side.width <= sideMin + 2
    || (document.querySelector('.present') !== null && box.width >= layout.width - 2);
  if (!tallest && !widest) {
    problems.push(`the board is ${Math.round(box.width)}x${Math.round(box.height)}: `
      + `neither ${Math.round(allowed)}px tall nor leaving the side column its least width`
      + ` (${Math.round(side.width)}px, least ${sideMin}px)`);
  }
  return problems;
}"""


def layout_problems(page) -> list[str]:
    return page.evaluate(LAYOUT_JS)


def board_problems(page) -> list[str]:
    return page.evaluate(BOARD_JS)
