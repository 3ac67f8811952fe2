#!/usr/bin/env bash
# Install what the tests need, check the code style, build dist/, and run every test:
# rules, build, the Pyodide agreement (Node) and the browser tests (Chromium).
#   scripts/test.sh [pytest arguments...]
#   scripts/test.sh --fast [pytest arguments...]
# --fast runs the fast tier only (tests marked fast by tests/conftest.py: rules,
# actions, the corpus, catalogs, drawing in CPython), without a build, a browser or
# Node, and installs only what it needs (about 2 minutes on two cores).
# The tests run in parallel, one worker per core up to 2 (PYTEST_WORKERS=N to choose;
# `-n 0` among the arguments runs them in this process, one after another).
set -euo pipefail
cd "$(dirname "$0")/.."

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
export PIP_BREAK_SYSTEM_PACKAGES=1  # a Debian system Python refuses root installs otherwise
cores=$(nproc)
workers=${PYTEST_WORKERS:-$((cores < 2 ? cores : 2))}

if [ "${1:-}" = "--fast" ]; then
  shift
  python3 -m pip install --quiet pytest pytest-xdist "svg.py==1.10.0" "ruff==0.17.6"
  python3 -m ruff check .
  python3 -m ruff format --check .
  # The browser tests' files are not even collected: Playwright need not be installed.
  exec python3 -m pytest -n "$workers" -m fast --ignore=tests/browser \
    --ignore-glob='tests/*/test_*_browser*.py' "$@"
fi

python3 -m pip install --quiet pytest pytest-xdist "pytest-rerunfailures==16.7" playwright \
  "svg.py==1.10.0" "ruff==0.17.6" "selenium==4.51.0"

# The style the code is kept in (pyproject.toml): lint, and formatting left as it is.
python3 -m ruff check .
python3 -m ruff format --check .

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}
# The browser tests use Debian's Chromium (never `playwright install`).
[ -x /usr/bin/chromium ] || apt_install chromium
# Chinese and Japanese glyphs: the screen tests measure (and screenshot) the words in them.
fc-list :lang=ja family | grep -q "Noto Sans CJK" || apt_install fonts-noto-cjk
# zbar decodes the QR codes the tests draw (tests/test_qr.py, browser/test_app_qr.py).
command -v zbarimg >/dev/null || apt_install zbar-tools
# npm fetches Pyodide and PyScript; node runs Pyodide outside the browser.
command -v node >/dev/null && command -v npm >/dev/null || apt_install nodejs npm
# The other engines (tests/browser/test_engines.py): WebKit through its own WebDriver on
# a virtual screen (every iPhone browser is WebKit), Firefox ESR through puppeteer-core.
[ -x /usr/bin/WebKitWebDriver ] || apt_install webkit2gtk-driver
[ -x /usr/bin/firefox-esr ] || apt_install firefox-esr
command -v Xvfb >/dev/null || apt_install xvfb
[ -d .cache/engines/node_modules/puppeteer-core ] || {
  mkdir -p .cache/engines
  [ -f .cache/engines/package.json ] || echo '{"private": true}' > .cache/engines/package.json
  npm install --prefix .cache/engines --silent --no-audit --no-fund puppeteer-core@25.19.0
}

python3 build.py
# pytest exits 5 when it collects no test, so an empty run fails too.
# A test whose Chromium renderer crashed ("Target crashed": 4 tests in 6 whole runs
# here, a different test each time), or whose screenshot never came (a capture that
# stalled 30 s: once, in CI, where the same test takes 23 s whole and passed 8 times in
# a row here beside a busy core), runs once more; any other failure, or a second one,
# fails the run, and the summary names the tests rerun (-rR). The ten slowest tests are
# named at the end.
python3 -m pytest -n "$workers" --durations=10 --reruns 1 \
  --only-rerun "Target crashed" --only-rerun "screenshot: Timeout" -rR "$@"
