// Firefox ESR driven through puppeteer-core over WebDriver BiDi, nothing downloaded:
// reads {url, width, height, source, args, modules} as JSON on stdin, opens the url at
// that window size, waits for the app, runs the tour (tests/browser/engine_tour.py) and
// prints {boot_ms, found, resources, refused} as JSON. Every request that is not to 127.0.0.1 goes
// to a closed port (Firefox's proxy), as in the Chromium tests.
import { createRequire } from "node:module";
import { join } from "node:path";

const input = JSON.parse(await new Promise((done) => {
  let text = "";
  process.stdin.on("data", (chunk) => { text += chunk; });
  process.stdin.on("end", () => done(text));
}));
const require = createRequire(join(input.modules, "package.json"));
const puppeteer = require("puppeteer-core");

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: "/usr/bin/firefox-esr",
  headless: true,
  protocol: "webDriverBiDi",
  extraPrefsFirefox: {
    "network.proxy.type": 1,
    "network.proxy.http": "127.0.0.1",
    "network.proxy.http_port": 9,
    "network.proxy.ssl": "127.0.0.1",
    "network.proxy.ssl_port": 9,
    "network.proxy.no_proxies_on": "127.0.0.1",
    "network.proxy.allow_hijacking_localhost": false,
  },
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: input.width, height: input.height });
  const started = Date.now();
  await page.goto(input.url);
  await page.waitForFunction(
    () => ["ready", "error"].includes(document.documentElement.dataset.appState),
    { timeout: 180000, polling: 100 },
  );
  const bootMs = Date.now() - started;
  const state = await page.evaluate("document.documentElement.dataset.appState");
  let found = [];
  if (state === "ready") {
    found = await page.evaluate(`(${input.source})(${JSON.stringify(input.args)})`);
  }
  const resources = await page.evaluate(
    "performance.getEntriesByType('resource').map((r) => r.name)",
  );
  // What the site's Content Security Policy refused (the page's boot watch keeps it).
  const refused = await page.evaluate(() => globalThis.pygamesRefused || null);
  console.log(JSON.stringify({ state, boot_ms: bootMs, found, resources, refused }));
} finally {
  await browser.close();
}
