#!/usr/bin/env bash
# Creates bench/.venv-peers (browser-use, Playwright, tiktoken) and, nested in it, bench/.venv-peers/stagehand
# (stagehand, tiktoken): the two peers pin incompatible websockets versions, so they cannot share one venv.
# Also seeds tiktoken's cache with o200k_base from the bpe-openai wheel, since tiktoken would otherwise
# download it. Idempotent: with unchanged requirements a second run only checks. About 70 s the first time.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
VENV="$(cd "$HERE/.." && pwd)/.venv-peers"
SH_VENV="$VENV/stagehand"
PY=${PYTHON:-python3}

install_into() {  # venv requirements-file
  local venv=$1 reqs=$2 stamp="$1/.installed"
  if [ ! -x "$venv/bin/python" ]; then
    echo "peers setup: creating $venv"
    "$PY" -m venv "$venv"
  fi
  if [ ! -f "$stamp" ] || [ "$reqs" -nt "$stamp" ]; then
    echo "peers setup: installing $(basename "$reqs") into $venv"
    if ! "$venv/bin/python" -m pip install --disable-pip-version-check -r "$reqs" >"$venv/pip.log" 2>&1; then
      grep -v '^WARNING: Location' "$venv/pip.log" | tail -20 >&2
      exit 1
    fi
    touch "$stamp"
  fi
}

install_into "$VENV" "$HERE/requirements.txt"
install_into "$SH_VENV" "$HERE/requirements-stagehand.txt"
"$VENV/bin/python" "$HERE/tokencount.py" --seed-cache
echo "peers setup: ready ($VENV, $SH_VENV)"
