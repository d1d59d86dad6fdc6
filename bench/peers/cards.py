"""Run every peer probe on generated card pages (default 2,000 and 20,000 elements) and print a table.

    bench/.venv-peers/bin/python bench/peers/cards.py [--elements 2000 20000] [--runs 5] [--timeout-s 300]

Pages are written to a temporary folder and served by `python -m http.server` on 127.0.0.1. Each probe is
called exactly as bench/observe.py and bench/tokens.py call it; the JSON lines go to --json-out if given.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from genpage import page

HERE = Path(__file__).resolve().parent
PROBES = [
    ["aria_probe.py"],
    ["aria_probe.py", "--mode", "ai"],
    ["browser_use_probe.py"],
    ["stagehand_probe.py"],
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(folder), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + "/", timeout=1).close()
            return server, base
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError(f"http.server did not start on port {port}")


def run_probe(probe: list[str], url: str, args: argparse.Namespace) -> dict[str, Any]:
    command = [sys.executable, str(HERE / probe[0]), *probe[1:], "--url", url, "--chromium", args.chromium]
    command += ["--runs", str(args.runs), "--timeout-s", str(args.timeout_s)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=args.timeout_s + 120, check=False)
    lines = done.stdout.strip().splitlines()
    if len(lines) != 1:
        return {
            "tool": " ".join(probe),
            "error": f"expected one JSON line, got {len(lines)}: {done.stderr[-300:]}",
        }
    result: dict[str, Any] = json.loads(lines[0])
    return result


def row(elements: int, result: dict[str, Any], load: float) -> str:
    median = result.get("median_ms")
    timing = f"{median:9.0f}" if isinstance(median, (int, float)) else f"{'-':>9}"
    figures = f"{result.get('elements', 0):6d} {result.get('chars', 0):8d} {result.get('tokens', 0):7d}"
    error = f"  error: {result['error'][:80]}" if result.get("error") else ""
    return f"{elements:6d}  {result['tool']:<20}{timing} {figures}   {load:5.1f}{error}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--elements", type=int, nargs="+", default=[2000, 20000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout-s", type=float, default=300.0)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--json-out", type=Path, help="append every probe's JSON line here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="peers-cards-") as folder:
        for count in args.elements:
            (Path(folder) / f"cards{count}.html").write_text(page(count), encoding="utf-8")
        server, base = serve(Path(folder))
        try:
            print("  page  tool                 median_ms elems    chars  tokens   load1")
            for count in args.elements:
                for probe in PROBES:
                    load = os.getloadavg()[0]
                    result = run_probe(probe, f"{base}/cards{count}.html", args)
                    print(row(count, result, load), flush=True)
                    if args.json_out:
                        with args.json_out.open("a", encoding="utf-8") as out:
                            out.write(json.dumps(result) + "\n")
        finally:
            server.kill()
            server.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
