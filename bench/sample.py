"""The weekly job end to end: `miner sample --dry-run` against ingestion alone, on the same traces.

    python bench/sample.py [--sessions 10000 100000] [--rounds 3]

Generates the demo agent's OTLP/JSON (real OpenTelemetry SDK) at each size, as bench/ingest.py does, then
measures in fresh processes, alternating for `--rounds` rounds:
  - ingest: `read_sessions` with all cores, every session assembled and counted;
  - sample: `miner sample --dry-run` (ingestion, signals, selection, redaction of the selected sessions).
Prints sessions/s, wall time and peak RSS (the largest of the process and its workers) as medians, and the
ratio of end-to-end to ingest-only throughput beside its goal (>= 0.8), and peak memory at each size (it
should stay flat between sizes). Exits 1 when the ratio misses its goal at any size.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _bench_ingest() -> Any:
    """bench/ingest.py, whose generator this bench shares (the bench folder is not a package)."""
    spec = importlib.util.spec_from_file_location("bench_ingest", ROOT / "bench" / "ingest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def worker(mode: str, directory: Path) -> None:
    from miner.config import MinerConfig
    from miner.diagnostics import Diagnostics
    from miner.ingest import read_sessions

    count = 0
    started = time.perf_counter()
    if mode == "ingest":
        count = sum(1 for _ in read_sessions([str(directory)], MinerConfig(), Diagnostics()))
    else:
        from miner.commands.sample import run

        out = io.StringIO()
        os.chdir(directory.parent)  # the ledger and salt are looked for here; a dry run writes neither
        code = run(sources=[str(directory)], since="2000-01-01", until=None, feedback_path=None, limit=None,
                   per_kind=None, seed=None, dry_run=True, output_format="json", config_path=None, out=out)
        assert code == 0, code
        count = json.loads(out.getvalue())["summary"]["sessions_read"]
    seconds = time.perf_counter() - started
    peak_kb = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    print(json.dumps({"seconds": seconds, "count": count, "peak_mb": peak_kb / 1024}))


def measure(mode: str, directory: Path) -> dict[str, float]:
    output = subprocess.run([sys.executable, __file__, "--worker", mode, str(directory)], check=True,
                            capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


GOAL_RATIO = 0.8


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--worker", nargs=2, metavar=("MODE", "DIR"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker[0], Path(args.worker[1]))
        return 0
    missed: list[str] = []
    generate = _bench_ingest().generate

    print(f"{os.cpu_count()} cores; medians of {args.rounds} alternating rounds; load average "
          f"{os.getloadavg()[0]:.1f} at the start")
    print(f"{'sessions':>8} {'MB':>7} {'ingest s':>9} {'sample s':>9} {'ingest ses/s':>13} {'sample ses/s':>13} "
          f"{'ratio':>6} {'ingest peak MB':>15} {'sample peak MB':>15}   (ratio goal >= {GOAL_RATIO})")
    for count in args.sessions:
        with tempfile.TemporaryDirectory() as temp:
            made = generate(Path(temp), count)
            spans = Path(temp) / "spans"
            megabytes = sum(path.stat().st_size for path in spans.glob("*.jsonl")) / 1e6
            runs: dict[str, list[dict[str, float]]] = {"ingest": [], "sample": []}
            for _ in range(args.rounds):
                for mode in runs:
                    runs[mode].append(measure(mode, spans))
            for mode, results in runs.items():
                assert all(result["count"] == made for result in results), (mode, results, made)
            seconds = {mode: statistics.median(result["seconds"] for result in results)
                       for mode, results in runs.items()}
            peaks = {mode: max(result["peak_mb"] for result in results) for mode, results in runs.items()}
            print(f"{made:>8} {megabytes:>7.0f} {seconds['ingest']:>9.1f} {seconds['sample']:>9.1f} "
                  f"{made / seconds['ingest']:>13.0f} {made / seconds['sample']:>13.0f} "
                  f"{seconds['ingest'] / seconds['sample']:>6.2f} {peaks['ingest']:>15.0f} {peaks['sample']:>15.0f}")
            ratio = seconds["ingest"] / seconds["sample"]
            if ratio < GOAL_RATIO:
                missed.append(f"{made} sessions: ratio {ratio:.2f}, goal >= {GOAL_RATIO}")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    for goal in missed:
        print(f"goal missed: {goal}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
