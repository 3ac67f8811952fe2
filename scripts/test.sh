#!/usr/bin/env bash
# Install what the tests need, build dist/, and run every test: rules, build, the
# Pyodide agreement (Node) and the browser tests (Chromium).
#   scripts/test.sh [pytest arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
export PIP_BREAK_SYSTEM_PACKAGES=1  # a Debian system Python refuses root installs otherwise
python3 -m pip install --quiet pytest playwright "svg.py==1.10.0"

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}
# The browser tests use Debian's Chromium (never `playwright install`).
[ -x /usr/bin/chromium ] || apt_install chromium
# npm fetches Pyodide and PyScript; node runs Pyodide outside the browser.
command -v node >/dev/null && command -v npm >/dev/null || apt_install nodejs npm

python3 build.py
# pytest exits 5 when it collects no test, so an empty run fails too.
python3 -m pytest "$@"
