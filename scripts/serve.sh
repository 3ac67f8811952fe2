#!/usr/bin/env bash
# Build dist/ and serve it on http://127.0.0.1:8000 (or --port N).
#   scripts/serve.sh [--port 8080] [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
# build.py uses only the standard library, npm (Pyodide, PyScript) and pip (svg.py).
if ! command -v npm >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
fi
python3 -m pip --version >/dev/null
exec python3 build.py serve "$@"
