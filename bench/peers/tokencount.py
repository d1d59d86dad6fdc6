"""Offline tiktoken o200k_base counting for the peer probes.

tiktoken downloads its vocabularies on first use from a host this machine cannot reach. The bpe-openai wheel
(installed in bench/.venv-peers) ships the same o200k_base file; `--seed-cache` copies it into a cache folder
under the key tiktoken looks for, and tiktoken still checks OpenAI's SHA-256 of the file before using it.
Any Python with tiktoken can then count offline with TIKTOKEN_CACHE_DIR pointing at that folder.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import sys
from importlib import resources
from pathlib import Path

O200K_URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
O200K_SHA256 = "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d"
CACHE_DIR = Path(__file__).resolve().parent.parent / ".venv-peers" / "tiktoken-cache"


def cache_path() -> Path:
    """The file tiktoken reads for o200k_base when TIKTOKEN_CACHE_DIR is CACHE_DIR."""
    return CACHE_DIR / hashlib.sha1(O200K_URL.encode()).hexdigest()


def seed_cache() -> Path:
    """Copy o200k_base out of the bpe-openai wheel into tiktoken's cache, once, after checking its hash."""
    target = cache_path()
    if target.exists() and hashlib.sha256(target.read_bytes()).hexdigest() == O200K_SHA256:
        return target
    packed = resources.files("bpe_openai").joinpath("data/o200k_base.tiktoken.gz").read_bytes()
    data = gzip.decompress(packed)
    digest = hashlib.sha256(data).hexdigest()
    if digest != O200K_SHA256:
        raise RuntimeError(f"bpe-openai's o200k_base has sha256 {digest}, tiktoken expects {O200K_SHA256}")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    partial.write_bytes(data)
    partial.replace(target)
    return target


def count_tokens(text: str) -> int:
    """Number of o200k_base tokens in text (special-token look-alikes are counted as plain text)."""
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(CACHE_DIR))
    if Path(os.environ["TIKTOKEN_CACHE_DIR"]) == CACHE_DIR and not cache_path().exists():
        try:
            seed_cache()
        except ModuleNotFoundError as exc:  # no bpe-openai here, and setup.sh has not seeded the cache
            raise RuntimeError(f"o200k_base is not in {CACHE_DIR}: run bench/peers/setup.sh") from exc
    import tiktoken

    return len(tiktoken.get_encoding("o200k_base").encode(text, disallowed_special=()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seed-cache", action="store_true", help="copy o200k_base into the cache and exit")
    parser.add_argument("file", nargs="?", help="count the tokens of this file")
    args = parser.parse_args()
    if args.seed_cache:
        print(f"tiktoken o200k_base ready: {seed_cache()}")
    if args.file:
        print(count_tokens(Path(args.file).read_text(encoding="utf-8")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
