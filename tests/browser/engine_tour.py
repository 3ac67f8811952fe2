"""A tour of the site that any browser engine can be driven through: one script run in
the page, so WebKit (Selenium and WebKitGTK's own WebDriver), Firefox (puppeteer-core,
WebDriver BiDi) and Chromium do exactly the same.

``tour_source()`` is an async function of ``{games, seats}``: for each game it opens a
new game (``#new=``, Ann a person against bots, seed 3), plays Ann's first turns by
clicking what the board offers (else the panel's first move button, else
``ui:add``, a step of a decision put together over several presses), measures the
board's words (``board_words.BOARD_WORDS_JS``), opens presenter mode from the table's
Present button and then the game's rules, and gives back what it found: moves played,
the 10th percentile of the board's word sizes, whether presenter mode and the rules
showed, and any error.
"""

from __future__ import annotations

from pygames import GAMES
from tests.browser.board_words import BOARD_WORDS_JS

TOUR_JS = r"""async ({games, seats}) => {
  const boardWords = __BOARD_WORDS__;
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const until = async (what, test, ms = 60000) => {
    const end = performance.now() + ms;
    for (;;) {
      const value = test();
      if (value) return value;
      if (document.documentElement.dataset.appState === 'error') throw new Error('the app failed');
      if (performance.now() > end) throw new Error('waited in vain for ' + what);
      await sleep(50);
    }
  };
  const moves = () => Number((document.querySelector('#board') || {dataset: {}}).dataset.moves || -1);
  const press = (el) => el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
  const over = () => { const r = document.querySelector('#result'); return r && !r.hidden; };
  // A move: what the board offers, else the panel's first move, else a step towards one
  // put together over several presses (an ingredient added).
  const move = () => document.querySelector("#board [data-action]:not([data-action^='ui:'])")
    || document.querySelector("#panel button[data-action]:not([data-action^='ui:']):not([disabled])")
    || document.querySelector("#panel button[data-action^='ui:add']:not([disabled])");
  const p10 = (words) => {
    const sizes = words.map((w) => w.size).sort((a, b) => a - b);
    return sizes.length ? sizes[Math.min(sizes.length - 1, Math.floor(sizes.length / 10))] : 0;
  };
  const found = [];
  for (const game of games) {
    const seen = {game, moves: 0, words: 0, presenter: false, rules: false, error: ''};
    try {
      location.hash = `#new=${game}&seats=${seats[game]}&seed=3`;
      await until('the table', () => location.hash.startsWith('#game=') && document.querySelector('#board > svg'));
      for (let turn = 0; turn < 40 && moves() < 6 && !over(); turn++) {
        const target = await until('a move to make', () => over() || move());
        if (target === true) break;
        const before = moves();
        press(target);
        await until('the move made', () => moves() > before || over() || move() !== target, 20000);
      }
      seen.moves = moves();
      seen.words = p10(boardWords('#board'));
      seen.space = document.querySelector('#board').dataset.space || '';
      seen.window = `${innerWidth}x${innerHeight}`;
      const present = document.querySelector("[data-action='ui:present']");
      if (present) {
        press(present);
        await until('presenter mode', () => document.querySelector('.present #board > svg'));
        seen.presenter = true;
      }
      location.hash = `#help=${game}`;
      await until('the rules', () => document.querySelector('#rules h2'));
      seen.rules = true;
    } catch (error) {
      seen.error = String(error && error.message || error);
    }
    found.push(seen);
  }
  return found;
}"""


def tour_source() -> str:
    """The tour as the source of one async function (the words' measure inlined)."""
    return TOUR_JS.replace("__BOARD_WORDS__", BOARD_WORDS_JS)


def tour_args() -> dict:
    """Every game, Ann against greedy bots at the fewest seats it allows."""
    seats = {}
    for game_id, manifest in GAMES.items():
        count = max(manifest.spec.min_players, 2)
        bots = ",".join(f"bot:greedy:Bot{n}" for n in range(1, count))
        seats[game_id] = f"human:Ann,{bots}"
    return {"games": sorted(GAMES), "seats": seats}
