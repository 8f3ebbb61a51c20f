"""Long messages: the work on one message grows linearly with its length, its memory stays bounded.

    python bench/long_messages.py [--sizes 10000 100000 1000000 10000000]

Each size is one session whose user message is that many characters of a pasted document (support mail,
log lines and complaints, with names, e-mails, phones, addresses and order ids), measured in a fresh process:
the signals detected and the session redacted whole (Presidio with its spaCy model, one process), as
`miner sample` does with a selected session. Printed per size: seconds (wall and CPU) and CPU seconds per MB
(the goal is held on CPU time: on a shared machine the wall clock measures the neighbours), the growth of peak
memory over the process once the engine is built, values replaced, and whether a name of the text is left in
the redacted copy.

Goals: seconds per MB of every size within 2x of the smallest; memory per MB of every size of 1 MB and more
at most 2x that of the first such size (below 1 MB the engine's fixed working memory dominates: those are
printed, not held to it); nothing left unredacted. Exits 1 when a goal printed is missed.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MB = 1_000_000
SENTENCES = [
    "Hello, my name is {name} and I ordered the blue kettle last week.",
    "Please write to {email} or call me on +1 415 555 {digits:04d} about order ORD-{order}.",
    "The package went to {street} Elm Street, Springfield, and nobody was home when it arrived.",
    "2026-11-03 12:00:{second:02d} ERROR worker-3 timeout while calling payments api retry={digits}",
    "I have been waiting for two weeks, this is the worst service ever and I want a refund now.",
    "{name} from the billing team said it would be sorted by Friday, but nothing happened.",
]
NAMES = ["Dana Whitlock", "Priya Okafor", "Marek Nowak", "Luisa Ferreira", "Tomasz Wieczorek", "Aoife Brennan"]


def document(size: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    parts, length = [], 0
    while length < size:
        sentence = rng.choice(SENTENCES).format(
            name=rng.choice(NAMES), email=f"customer{rng.randint(1, 9999)}@mailbox.org",
            digits=rng.randint(0, 9999), order=rng.randint(1000, 99999), street=rng.randint(1, 300),
            second=rng.randint(0, 59))
        parts.append(sentence)
        length += len(sentence) + 1
    return " ".join(parts)[:size]


def measure(size: int) -> dict[str, float | int | bool]:
    """One size, in this process (a fresh one per size)."""
    from miner.model import Session, Turn
    from miner.signals import detect
    from redaction import RedactionConfig, Redactor

    redactor = Redactor(RedactionConfig(n_process=1))
    redactor.redact(Session(session_id="warm-up", started_at=datetime(2026, 11, 1, tzinfo=UTC),
                            ended_at=datetime(2026, 11, 1, tzinfo=UTC), turns=[Turn(index=0, user_text="Hi Ann.")]))
    text = document(size)
    session = Session(session_id="long", started_at=datetime(2026, 11, 1, tzinfo=UTC),
                      ended_at=datetime(2026, 11, 1, tzinfo=UTC),
                      turns=[Turn(index=0, user_text=text, final_response="Sorry for the trouble.")])
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start, cpu_start = time.perf_counter(), time.process_time()
    redacted = redactor.redact(detect(session))
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    left = redacted.session.turns[0].user_text or ""
    return {"size": size, "seconds": seconds, "cpu": cpu, "growth_mb": (peak - before) / 1024,
            "replaced": sum(redacted.report.replacements.values()),
            "name_left": any(name.split()[1] in left for name in NAMES)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000, 10_000_000])
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # a child process measuring one size
    arguments = parser.parse_args()
    if arguments.one:
        print(json.dumps(measure(arguments.one)))
        return 0
    rows = []
    for size in arguments.sizes:
        answer = subprocess.run([sys.executable, __file__, "--one", str(size)], capture_output=True, text=True,
                                check=True)
        row = json.loads(answer.stdout.strip().splitlines()[-1])
        row["seconds_per_mb"] = row["cpu"] / (size / MB)
        row["mb_per_mb"] = row["growth_mb"] / (size / MB)
        rows.append(row)
        print(f"{size:>10,} chars  {row['seconds']:8.1f} s wall  {row['cpu']:8.1f} s CPU  "
              f"{row['seconds_per_mb']:7.1f} CPU s/MB  "
              f"memory +{row['growth_mb']:7.0f} MB ({row['mb_per_mb']:7.0f} MB/MB)  {row['replaced']:>7} values "
              f"replaced  name left: {'yes' if row['name_left'] else 'no'}", flush=True)
    fastest = min(row["seconds_per_mb"] for row in rows)
    slowest = max(row["seconds_per_mb"] for row in rows)
    held = [row for row in rows if row["size"] >= MB]
    memory_ratio = max(row["mb_per_mb"] for row in held) / held[0]["mb_per_mb"] if held else 1.0
    goals = [
        (f"CPU time per MB, slowest / fastest: {slowest / fastest:.2f}x (goal <= 2x)", slowest / fastest <= 2.0),
        (f"memory per MB at 1 MB and more, largest / at the first: {memory_ratio:.2f}x (goal <= 2x)",
         memory_ratio <= 2.0),
        ("no name left in any redacted message (goal: none)", not any(row["name_left"] for row in rows)),
    ]
    for line, met in goals:
        print(f"{'met   ' if met else 'MISSED'} {line}")
    return 0 if all(met for _, met in goals) else 1


if __name__ == "__main__":
    sys.exit(main())
