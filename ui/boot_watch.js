// Boot watch (index.html's first script, a classic one: module scripts are refused from
// a disk, and this must still run there to say so). The page is "loading" until
// ui/main.py says "ready". Any failure before that (a file that will not load, Python
// raising at start, the page's security policy refusing something) shows a message and
// sets "error", so a person and the tests both see it at once.
(() => {
  const root = document.documentElement;
  // Before Python runs, the start-up texts in the language the app will choose
  // (ui/i18n.py from_browser: the stored choice, else the browser's first we have).
  const TEXTS = {
    "en": ["Loading the games…", "pygames could not start.",
      "Browsers do not run it from a file on disk. Serve this folder instead, for example with: python3 -m http.server (then open http://localhost:8000)."],
    "zh-TW": ["正在載入遊戲…", "pygames 無法啟動。",
      "瀏覽器不會從磁碟上的檔案執行它。請改用網頁伺服器提供這個資料夾，例如：python3 -m http.server（然後開啟 http://localhost:8000）。"],
    "ja": ["ゲームを読み込んでいます…", "pygames を起動できませんでした。",
      "ブラウザーはディスク上のファイルからは実行しません。このフォルダーをサーバーで配信してください。例：python3 -m http.server（その後 http://localhost:8000 を開く）。"],
  };
  const normalize = (tag) => {
    const parts = String(tag || "").trim().replace(/_/g, "-").toLowerCase().split("-");
    if (parts[0] === "en" || parts[0] === "ja") return parts[0];
    if (parts[0] === "zh" && parts.slice(1).some((p) => ["tw", "hant", "hk", "mo"].includes(p))) return "zh-TW";
    return null;
  };
  const language = (() => {
    let stored = null;
    try { stored = localStorage.getItem("pygames.v1.lang"); } catch (error) { /* storage off */ }
    if (normalize(stored)) return normalize(stored);
    for (const tag of navigator.languages || [navigator.language]) {
      if (normalize(tag)) return normalize(tag);
      if (String(tag).toLowerCase().startsWith("zh")) break;
    }
    return "en";
  })();
  const [loadingText, failedText, fromDiskText] = TEXTS[language];
  root.lang = language;
  document.addEventListener("DOMContentLoaded", () => {
    const loading = document.querySelector("#boot .boot-loading");
    if (loading) loading.textContent = loadingText;
  });
  const fail = (text) => {
    if (root.dataset.appState !== "loading") return;
    root.dataset.appState = "error";
    const box = document.getElementById("boot-error");
    if (box) box.textContent = failedText + "\n\n" + text;
  };
  // Opened from a disk (a USB stick, double-clicked): module scripts are refused there
  // and nothing would ever say so.
  if (location.protocol === "file:") {
    document.addEventListener("DOMContentLoaded", () => fail(fromDiskText));
  }
  addEventListener("error", (event) => fail(String(event.message || event.error)));
  // What the Content Security Policy (build_policy.py) refused, kept for the console and
  // the tests of other engines; before ready it is why the app could not start (a host
  // that adds a stricter policy of its own, say).
  const refused = (globalThis.pygamesRefused = []);
  document.addEventListener("securitypolicyviolation", (event) => {
    const what = `${event.effectiveDirective} refused ${event.blockedURI || "inline code"}`
      + (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : "");
    refused.push(what);
    fail(`The page's security policy: ${what}.`);
  });
  addEventListener("unhandledrejection", (event) => fail(String(event.reason && (event.reason.stack || event.reason))));
  // PyScript shows its own errors as .py-error elements.
  new MutationObserver(() => {
    const shown = document.querySelector(".py-error");
    if (shown) fail(shown.textContent);
  }).observe(document, { childList: true, subtree: true });
  // The service worker is registered only once the app is ready: its precache then
  // revalidates what the page already downloaded instead of competing with the boot.
  const whenReady = new MutationObserver(() => {
    if (root.dataset.appState !== "ready") return;
    whenReady.disconnect();
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("./sw.js").catch((error) => console.warn("offline copy unavailable:", error));
    }
  });
  whenReady.observe(root, { attributes: true, attributeFilter: ["data-app-state"] });
})();
