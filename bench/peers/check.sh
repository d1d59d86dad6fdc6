#!/usr/bin/env bash
# Runs every peer probe once on a tiny local page and prints their JSON lines: shows the probes work here.
# Usage: bash bench/peers/check.sh [CHROMIUM]   (sets up bench/.venv-peers first if needed)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="$HERE/../.venv-peers/bin/python"
CHROMIUM=${1:-/usr/bin/chromium}
bash "$HERE/setup.sh" >&2

SITE="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$SITE"
}
trap cleanup EXIT

cat >"$SITE/index.html" <<'HTML'
<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Peers check</title></head>
<body><h1>Sign in</h1>
<form><label for="user">Username</label><input id="user" name="user">
<label for="pw">Password</label><input id="pw" type="password">
<label><input type="checkbox" id="keep"> Keep me signed in</label>
<select aria-label="Language"><option>English</option><option>Deutsch</option></select>
<button type="submit">Log in</button></form>
<a href="#help">Forgot your password?</a><span hidden>secret note</span></body></html>
HTML
PORT=$("$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server --bind 127.0.0.1 --directory "$SITE" "$PORT" >/dev/null 2>&1 &
SERVER_PID=$!
for _ in $(seq 50); do
  "$PY" -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/')" 2>/dev/null && break
  sleep 0.1
done

URL="http://127.0.0.1:$PORT/index.html"
for probe in "aria_probe.py" "aria_probe.py --mode ai" "browser_use_probe.py" "stagehand_probe.py"; do
  # shellcheck disable=SC2086  # the probe name carries its own extra argument
  "$PY" "$HERE"/$probe --url "$URL" --chromium "$CHROMIUM" --runs 1 --timeout-s 90 2>/dev/null
done

left=$(ps -eo args | grep -c -- '[u]ser-data-dir=[^ ]*/peers-' || true)
echo "check: leftover probe browser processes: $left" >&2
[ "$left" = "0" ]
