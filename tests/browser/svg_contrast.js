// Text drawn in SVG (which axe's color-contrast rule does not look at): each visible
// <text> against what is painted under its middle, or against its own outline (a
// stroke painted under the fill: paint-order stroke) when it has one.
(() => {
  const parse = (paint) => {
    const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(paint || "");
    if (!m) return null;
    return {rgb: [m[1], m[2], m[3]].map(Number), alpha: m[4] === undefined ? 1 : Number(m[4])};
  };
  const lum = ([r, g, b]) => {
    const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const hex = (rgb) => "#" + rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
  const opacity = (el, stop) => {
    let o = 1;
    for (let e = el; e && e !== stop; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const pageBackground = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c && c.alpha > 0.99) return c.rgb;
    }
    return [255, 255, 255];
  };
  const SHAPES = "rect, circle, ellipse, path, polygon, polyline";
  // Per drawing, once: its painted shapes in painting order, with their fill and box.
  const order = new Map();
  const shapesOf = new Map();
  const shapes = (svg) => {
    if (shapesOf.has(svg)) return shapesOf.get(svg);
    let n = 0;
    for (const el of svg.querySelectorAll("*")) order.set(el, n++);
    const found = [];
    for (const shape of svg.querySelectorAll(SHAPES)) {
      if (shape.closest("defs, symbol, clipPath, mask, pattern, marker, text")) continue;
      if (!shape.checkVisibility()) continue;
      const style = getComputedStyle(shape);
      const fill = parse(style.fill);
      if (!fill || fill.alpha === 0 || Number(style.fillOpacity) === 0) continue;
      const ctm = shape.getScreenCTM();
      if (!ctm) continue;
      found.push({
        shape, rgb: fill.rgb, box: shape.getBoundingClientRect(), inverse: ctm.inverse(),
        alpha: fill.alpha * Number(style.fillOpacity) * opacity(shape, svg),
      });
    }
    shapesOf.set(svg, found);
    return found;
  };
  const under = (text, svg, x, y) => {
    // The last shape painted before the text whose fill holds the point.
    const before = order.get(text);
    let found = null;
    for (const s of shapes(svg)) {
      if (order.get(s.shape) > before) break;
      const {left, right, top, bottom} = s.box;
      if (x < left || x > right || y < top || y > bottom) continue;
      if (s.shape.isPointInFill(new DOMPoint(x, y).matrixTransform(s.inverse))) found = s;
    }
    return found;
  };
  const problems = [];
  let checked = 0;
  for (const text of document.querySelectorAll("#app svg text")) {
    const words = text.textContent.trim();
    if (!words || !text.checkVisibility() || text.closest("[aria-hidden='true'] svg, defs, symbol")) continue;
    const box = text.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(text);
    const fill = parse(style.fill);
    if (!fill) continue;
    const svg = text.ownerSVGElement;
    const scale = (text.getScreenCTM() || {a: 1}).a;
    const size = parseFloat(style.fontSize) * scale;
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const needed = large ? 3 : 4.5;
    const stroke = parse(style.stroke);
    const strokeWidth = parseFloat(style.strokeWidth) * scale;
    let back, against;
    if (stroke && stroke.alpha > 0.99 && strokeWidth >= size / 10) {
      back = stroke.rgb;
      against = "its outline";
    } else {
      // The ground of most of the text's box (a 3×3 grid of points): a small mark
      // under one letter is not what the text is read against.
      const grounds = new Map();
      for (const fx of [0.25, 0.5, 0.75]) {
        for (const fy of [0.3, 0.5, 0.7]) {
          const hit = under(text, svg, box.x + box.width * fx, box.y + box.height * fy);
          let rgb = pageBackground(svg);
          if (hit) rgb = rgb.map((v, i) => v * (1 - hit.alpha) + hit.rgb[i] * hit.alpha);
          const key = hex(rgb);
          const seen = grounds.get(key) || {rgb, n: 0, hit};
          seen.n += 1;
          grounds.set(key, seen);
        }
      }
      const most = [...grounds.values()].sort((a, b) => b.n - a.n)[0];
      back = most.rgb;
      against = most.hit ? most.hit.shape.outerHTML.slice(0, 160) : "the page";
    }
    const o = opacity(text, svg);
    const ink = fill.rgb.map((v, i) => v * fill.alpha * o + back[i] * (1 - fill.alpha * o));
    const r = ratio(ink, back);
    checked += 1;
    if (r < needed) {
      problems.push({
        text: words.slice(0, 40), html: text.outerHTML.slice(0, 200), ratio: Math.round(r * 100) / 100, needed,
        ink: hex(ink), back: hex(back), against, size: Math.round(size * 10) / 10,
        where: (text.closest("[aria-label]") || svg).getAttribute("aria-label") || "",
      });
    }
  }
  return {checked, problems};
})()
