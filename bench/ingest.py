"""Ingestion speed and memory against a bare `json.loads` of the same bytes.

    python bench/ingest.py [--sessions 2000 8000] [--rounds 5]

Generates OTLP/JSON with the demo agent (real OpenTelemetry SDK), copies it forward in time to reach each
size (new trace and conversation ids per copy), then measures, each in a fresh process:
  - bare: `json.loads` of every line;
  - miner: `read_sessions` over the same files (parse, decode, map conventions, assemble sessions).
The two alternate for `--rounds` rounds, so that a busy neighbour slows both alike; the figures are the
medians of the rounds, and the ratio is the ratio of the medians (its range over the rounds beside it).
Prints MB/s, sessions/s, the ratio, and the peak RSS of each process at every size.
Goals: miner at least half the speed of the bare parse; peak memory that does not grow with the input.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BASE_SESSIONS = 200
_HEX32 = re.compile(r'"([0-9a-f]{32})"')
_TIME = re.compile(r'"(startTimeUnixNano|endTimeUnixNano|timeUnixNano)":"(\d+)"')
_CONVERSATION = re.compile(r'("gen_ai\.conversation\.id","value":\{"stringValue":")([0-9a-f]{32})')


def generate(directory: Path, sessions: int) -> int:
    from miner.demo.agent import DemoAgent, plan
    from miner.demo.exporter import OtlpJsonLinesSpanExporter

    base = directory / "base"
    agent = DemoAgent(OtlpJsonLinesSpanExporter(base, prefix="base"))
    planned = plan(BASE_SESSIONS, seed=11, now=datetime(2026, 1, 8, tzinfo=UTC))
    rng = random.Random(11)
    for session in planned:
        agent.play(session, rng)
    agent.shutdown()
    lines = (base / "base.jsonl").read_text().splitlines()
    week = int(timedelta(days=7).total_seconds() * 1e9)
    copies = max(1, sessions // BASE_SESSIONS)
    out = directory / "spans"
    out.mkdir()
    for copy in range(copies):
        prefix = f"{copy:04x}"
        with (out / f"spans-{copy:05d}.jsonl").open("w") as handle:
            for line in lines:
                line = _HEX32.sub(lambda m, p=prefix: f'"{p}{m.group(1)[4:]}"', line)
                line = _CONVERSATION.sub(lambda m, p=prefix: f"{m.group(1)}{p}{m.group(2)[4:]}", line)
                line = _TIME.sub(lambda m, c=copy: f'"{m.group(1)}":"{int(m.group(2)) + c * week}"', line)
                handle.write(line + "\n")
    return copies * BASE_SESSIONS


def worker(mode: str, directory: Path) -> None:
    files = sorted(directory.glob("*.jsonl"))
    size = sum(path.stat().st_size for path in files)
    from miner.config import MinerConfig
    from miner.diagnostics import Diagnostics
    from miner.ingest import read_sessions

    started = time.perf_counter()
    sessions = 0
    if mode == "bare":
        for path in files:
            with path.open("rb") as handle:
                for line in handle:
                    json.loads(line)
    else:
        for _ in read_sessions([str(directory)], MinerConfig(), Diagnostics()):
            sessions += 1
    seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"bytes": size, "seconds": seconds, "sessions": sessions, "peak_mb": peak_mb}))


def measure(mode: str, directory: Path) -> dict[str, float]:
    output = subprocess.run([sys.executable, __file__, "--worker", mode, str(directory)], check=True,
                            capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, nargs="+", default=[2000, 8000])
    parser.add_argument("--rounds", type=int, default=5, help="bare and miner runs per size, alternating")
    parser.add_argument("--worker", nargs=2, metavar=("MODE", "DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker[0], Path(args.worker[1]))
        return
    print(f"{'sessions':>8} {'MB':>7} {'bare MB/s':>10} {'miner MB/s':>11} {'ratio':>6} {'(range)':>11} "
          f"{'sessions/s':>11} {'bare peak MB':>13} {'miner peak MB':>14}")
    for count in args.sessions:
        with tempfile.TemporaryDirectory() as temp:
            made = generate(Path(temp), count)
            spans = Path(temp) / "spans"
            rounds = [(measure("bare", spans), measure("miner", spans)) for _ in range(args.rounds)]
            for _, mined in rounds:
                assert mined["sessions"] == made, f"assembled {mined['sessions']} of {made} sessions"
            megabytes = rounds[0][0]["bytes"] / 1e6
            bare_seconds = statistics.median(bare["seconds"] for bare, _ in rounds)
            miner_seconds = statistics.median(mined["seconds"] for _, mined in rounds)
            ratios = [bare["seconds"] / mined["seconds"] for bare, mined in rounds]
            spread = f"{min(ratios):.2f}-{max(ratios):.2f}"
            print(f"{made:>8} {megabytes:>7.1f} {megabytes / bare_seconds:>10.1f} {megabytes / miner_seconds:>11.1f} "
                  f"{bare_seconds / miner_seconds:>6.2f} {spread:>11} {made / miner_seconds:>11.0f} "
                  f"{max(bare['peak_mb'] for bare, _ in rounds):>13.0f} "
                  f"{max(mined['peak_mb'] for _, mined in rounds):>14.0f}")


if __name__ == "__main__":
    main()
