"""Ingestion speed and memory, against the scans a data engineer would reach for, on the same bytes.

    python bench/ingest.py [--sessions 2000 8000] [--rounds 5]      (DuckDB: pip install -e '.[bench]')

Generates OTLP/JSON with the demo agent (real OpenTelemetry SDK), copies it forward in time to reach each
size (new trace and conversation ids per copy), and, for the largest size, a shuffled copy (every line of
every file, in random order, over as many files). Then measures, each in a fresh process, alternating for
`--rounds` rounds so that a busy neighbour slows all alike:
  - json: the standard library's `json.loads` of every line, in one process (the anchor of the goals);
  - orjson: `orjson.loads` of every line, in one process;
  - duckdb: `read_json` of the files, every span unnested, filtered on error status (all cores);
  - miner-1 / miner-N: `map_sessions` (decode, map, assemble through disk into `Session` models) with 1 worker
    and with all cores; each session's id is what comes back to the parent, as a command's per-session work
    would send back only what it needs (`read_sessions`, which sends whole sessions, adds their validation).
Figures are medians of the rounds; ratios are ratios of medians. Peak RSS is the largest of the process and
its workers. What a user needs, the goals:
  - CPU: miner-N spends at most 0.06 CPU seconds per MB, all its processes together (a GB of traces in about
    a minute of CPU);
  - memory: every miner run peaks under 256 MB, and the peak does not grow with the input (at the largest size
    at most 1.25 times, plus 16 MB, the peak at the smallest: the shard count grows instead);
  - workers: miner-N no slower than miner-1 beyond noise (miner-1's time / miner-N's >= 0.9, whatever the
    machine has free: the speed-up itself is a figure, and depends on the cores free, printed beside it).
The scans of json, orjson and duckdb are anchors, printed beside the miner's figures: they only decode (or
filter) the lines, where the miner also maps, assembles and validates sessions.
"""

from __future__ import annotations

import argparse
import json
import os
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BASE_SESSIONS = 200
_HEX32 = re.compile(r'"([0-9a-f]{32})"')
_TIME = re.compile(r'"(startTimeUnixNano|endTimeUnixNano|timeUnixNano)":"(\d+)"')
_CONVERSATION = re.compile(r'("gen_ai\.conversation\.id","value":\{"stringValue":")([0-9a-f]{32})')
MODES = ("json", "orjson", "duckdb", "miner-1", "miner-N")
DUCKDB_ERRORS = """
    SELECT count(*) FROM (
        SELECT unnest(scope_spans.spans) AS span FROM (
            SELECT unnest(resource_spans.scopeSpans) AS scope_spans FROM (
                SELECT unnest(resourceSpans) AS resource_spans
                FROM read_json('{glob}', format = 'newline_delimited', maximum_object_size = 1000000000)
            )
        )
    ) WHERE span.status.code = 2
"""


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


def shuffled(source: Path, target: Path) -> Path:
    """The same lines in random order, over as many files (a batch of a session may now come before another)."""
    paths = sorted(source.glob("*.jsonl"))
    lines = [line for path in paths for line in path.read_text().splitlines()]
    random.Random(3).shuffle(lines)
    target.mkdir()
    per_file = len(lines) // len(paths) + 1
    for index in range(len(paths)):
        chunk = lines[index * per_file:(index + 1) * per_file]
        (target / f"part-{len(paths) - index:05d}.jsonl").write_text("".join(f"{line}\n" for line in chunk))
    return target


def session_id(session: Any) -> str:
    """What the bench's miner runs send back per session: the sessions are built in the workers, as a command's
    work would use them, and only their ids cross to this process."""
    return session.session_id  # type: ignore[no-any-return]


def worker(mode: str, directory: Path) -> None:
    import orjson

    from miner.config import MinerConfig
    from miner.diagnostics import Diagnostics
    from miner.ingest import map_sessions

    files = sorted(directory.glob("*.jsonl"))
    size = sum(path.stat().st_size for path in files)
    count = 0
    before = resource.getrusage(resource.RUSAGE_SELF)
    cpu_before = before.ru_utime + before.ru_stime
    started = time.perf_counter()
    if mode in ("json", "orjson"):
        loads = json.loads if mode == "json" else orjson.loads
        for path in files:
            with path.open("rb") as handle:
                for line in handle:
                    loads(line)
    elif mode == "duckdb":
        import duckdb

        count = duckdb.sql(DUCKDB_ERRORS.format(glob=directory / "*.jsonl")).fetchall()[0][0]
    else:
        config = MinerConfig(workers=1 if mode == "miner-1" else os.cpu_count())
        for _ in map_sessions([str(directory)], config, Diagnostics(), work=session_id):
            count += 1
    seconds = time.perf_counter() - started
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime - cpu_before
    print(json.dumps({"bytes": size, "seconds": seconds, "cpu": cpu, "count": count,
                      "peak_mb": max(own.ru_maxrss, children.ru_maxrss) / 1024}))


def measure(mode: str, directory: Path) -> dict[str, float]:
    output = subprocess.run([sys.executable, __file__, "--worker", mode, str(directory)], check=True,
                            capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def available(mode: str) -> bool:
    if mode != "duckdb":
        return True
    try:
        import duckdb  # noqa: F401
    except ImportError:
        return False
    return True


CPU_PER_MB = 0.06
PEAK_MB = 256
PEAK_GROWTH = (1.25, 16.0)  # at the largest size, at most this factor of the smallest's peak, plus these MB
SAME_SPEED = 0.9  # miner-1's time over miner-N's: below it, the workers cost more than noise explains


def report(label: str, made: int, directory: Path, rounds: int) -> tuple[list[str], dict[str, float]]:
    """Times every mode on these files, prints the figures beside their goals and anchors; returns the goals
    missed and the miner's peaks (MB)."""
    modes = [mode for mode in MODES if available(mode)]
    runs: dict[str, list[dict[str, float]]] = {mode: [] for mode in modes}
    for _ in range(rounds):
        for mode in modes:
            runs[mode].append(measure(mode, directory))
    for mined in runs["miner-1"] + runs["miner-N"]:
        assert mined["count"] == made, f"assembled {mined['count']} of {made} sessions"
    megabytes = runs["json"][0]["bytes"] / 1e6
    seconds = {mode: statistics.median(run["seconds"] for run in runs[mode]) for mode in modes}
    cpu = {mode: statistics.median(run["cpu"] for run in runs[mode]) / megabytes for mode in modes}
    peaks = {mode: max(run["peak_mb"] for run in runs[mode]) for mode in modes}
    speeds = "  ".join(f"{mode} {megabytes / seconds[mode]:6.1f}" for mode in modes)
    print(f"{label:<18} {made:>7} sessions {megabytes:7.1f} MB   MB/s: {speeds}")
    same_speed = seconds["miner-1"] / seconds["miner-N"]
    goals = [("miner-N CPU s per MB", cpu["miner-N"], cpu["miner-N"] <= CPU_PER_MB, f"<= {CPU_PER_MB}"),
             ("miner-1 peak RSS MB", peaks["miner-1"], peaks["miner-1"] < PEAK_MB, f"< {PEAK_MB}"),
             ("miner-N peak RSS MB", peaks["miner-N"], peaks["miner-N"] < PEAK_MB, f"< {PEAK_MB}"),
             ("miner-1 time / miner-N time", same_speed, same_speed >= SAME_SPEED, f">= {SAME_SPEED}")]
    missed = [f"{label}: {name} {value:.3g}, goal {goal}" for name, value, met, goal in goals if not met]
    indent = " " * 19
    print(indent + "   ".join(f"{name} {value:.3g} (goal {goal}{'' if met else ', MISSED'})"
                              for name, value, met, goal in goals))
    print(indent + "anchors, CPU s per MB: " + ", ".join(f"{mode} {cpu[mode]:.3f}" for mode in modes)
          + f"; the miner's over json's: miner-1 x{cpu['miner-1'] / cpu['json']:.1f}, "
          f"miner-N x{cpu['miner-N'] / cpu['json']:.1f}")
    print(indent + f"sessions/s miner-N {made / seconds['miner-N']:.0f}, miner-1 {made / seconds['miner-1']:.0f};"
          f" peak RSS MB: " + ", ".join(f"{mode} {peaks[mode]:.0f}" for mode in modes))
    return missed, {mode: peaks[mode] for mode in ("miner-1", "miner-N")}


def growth_missed(first: dict[str, float], last: dict[str, float]) -> list[str]:
    """The peaks at the largest size against the smallest's: memory must not grow with the input."""
    factor, slack = PEAK_GROWTH
    missed = []
    for mode, smallest in first.items():
        bound = smallest * factor + slack
        met = last[mode] <= bound
        print(f"{mode} peak RSS, largest size over smallest: {last[mode]:.0f} MB over {smallest:.0f} MB "
              f"(goal <= {bound:.0f} MB{'' if met else ', MISSED'})")
        if not met:
            missed.append(f"{mode} peak RSS grows with the input: {last[mode]:.0f} MB, goal <= {bound:.0f} MB")
    return missed


def spare_cores() -> float:
    """How many cores this run really has: the time of one busy process over the time each of `cpu_count` busy
    processes takes side by side (2.0 on an idle 2-core machine; near 1.0 when neighbours take the rest)."""
    busy = [sys.executable, "-c", "sum(range(2 * 10**7))"]
    started = time.perf_counter()
    subprocess.run(busy, check=True)
    alone = time.perf_counter() - started
    started = time.perf_counter()
    running = [subprocess.Popen(busy) for _ in range(os.cpu_count() or 1)]
    for process in running:
        process.wait()
    return (os.cpu_count() or 1) * alone / (time.perf_counter() - started)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, nargs="+", default=[2000, 8000])
    parser.add_argument("--rounds", type=int, default=5, help="runs of every mode per input, alternating")
    parser.add_argument("--worker", nargs=2, metavar=("MODE", "DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        if args.worker[0] == "shuffle":  # in a process of its own: the lines it holds must not count as anyone's peak
            source = Path(args.worker[1])
            shuffled(source, source.parent / "shuffled")
            return 0
        worker(args.worker[0], Path(args.worker[1]))
        return 0
    missed: list[str] = []
    print(f"{os.cpu_count()} cores, of which {spare_cores():.1f} free for this run; medians of {args.rounds} "
          f"alternating rounds; load average {os.getloadavg()[0]:.1f} at the start")
    peaks: list[dict[str, float]] = []
    for index, count in enumerate(args.sessions):
        with tempfile.TemporaryDirectory() as temp:
            made = generate(Path(temp), count)
            spans = Path(temp) / "spans"
            size_missed, size_peaks = report("in order", made, spans, args.rounds)
            missed += size_missed
            peaks.append(size_peaks)
            if index == len(args.sessions) - 1:
                # Linux keeps a process's peak RSS across exec: the bench itself holds no input, or every child
                # would report at least its peak.
                subprocess.run([sys.executable, __file__, "--worker", "shuffle", str(spans)], check=True)
                missed += report("shuffled", made, Path(temp) / "shuffled", args.rounds)[0]
    if len(peaks) > 1:
        missed += growth_missed(peaks[0], peaks[-1])
    print(f"{spare_cores():.1f} cores free at the end; load average {os.getloadavg()[0]:.1f}")
    for goal in missed:
        print(f"goal missed: {goal}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
