#!/usr/bin/env bash
# One idempotent set-up for `make demo` and `make test`: a .venv with plainwright installed, and a Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=.venv
PY=${PYTHON:-python3}
STAMP="$VENV/.installed"

if [ ! -x "$VENV/bin/python" ]; then
  echo "setup: creating $VENV"
  "$PY" -m venv "$VENV"
fi
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
  echo "setup: installing plainwright and its test tools into $VENV"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e ".[dev]"
  touch "$STAMP"
fi

have_browser() {
  [ -n "${PLAINWRIGHT_BROWSER:-}" ] && [ -x "${PLAINWRIGHT_BROWSER}" ] && return 0
  for name in chromium chromium-browser google-chrome google-chrome-stable; do
    command -v "$name" >/dev/null 2>&1 && return 0
  done
  "$VENV/bin/python" - <<'PY' 2>/dev/null
import os, sys
from playwright.sync_api import sync_playwright
with sync_playwright() as p:
    sys.exit(0 if os.path.exists(p.chromium.executable_path) else 1)
PY
}

if ! have_browser; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: no Chromium found; installing Debian's chromium with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium fonts-liberation >/dev/null
  else
    echo "setup: no Chromium found. Install one, then run this again:" >&2
    echo "  sudo apt-get install -y chromium      # Debian / Ubuntu" >&2
    echo "  or: $VENV/bin/playwright install chromium" >&2
    exit 1
  fi
fi
