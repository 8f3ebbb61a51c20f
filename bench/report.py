"""How fast and how large `miner report` is on a year of weeks: 52 week records, a suite with results and baselines.

    python bench/report.py            # writes the data under bench/out/report/, then times `miner report`

The weeks are written with the record's own model, each as large as a busy week makes it: every signal kind on
every day, 50 failure groups (of 59) (tools x error types, cue families, escalation reasons) with a redacted example of
full length and the drafts made from them, a share of groups new each week. The suite is 60 cases over 8 tools
and 6 classes, each with a result and a baseline. Timed: the command as a user runs it (a new process, imports
included), median of 3 runs, as CPU time (the machine's other work does not count; the wall time is printed beside
it), and the page's size. Goals: under 2 s, under 2 MB. Exits 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from miner.formats.baseline import Baseline
from miner.formats.evalset import Content, EvalCase, EvalSet, FunctionCall, IntermediateData, Invocation
from miner.formats.results import EvalResult, Gate, GateStatus, Summary
from miner.formats.spec import CaseSpec
from miner.formats.week import DayCount, FailureGroup, Funnel, WeekRecord, week_file_name

ROOT = Path(__file__).resolve().parent
WEEKS = 52
GROUPS = 50
TOOLS = ["lookup_order", "track_shipment", "issue_refund", "update_address", "escalate", "cancel_order",
         "apply_voucher", "change_plan"]
CLASSES = ["happy", "authz", "tool_failure", "misunderstanding", "escalation", "answer_quality"]
ERRORS = ["TimeoutError", "OrderServiceUnavailable", "PaymentDeclined", "RATE_LIMITED", "ValidationError", "failed"]
CUES = ["correction", "repetition", "negative stance", "frustration", "sarcasm", "learned model", "shouting"]
REASONS = ["hand-off tool", "user asked", "agent offered", "transfer to a person"]
EXAMPLE = ("I have asked three times now where order <ORDER_ID_1> is, <PERSON_1>, and every answer is the same "
           "useless paragraph about delivery windows. Please just tell me whether it left the warehouse or not, and "
           "if you cannot, put me through to someone who can look")[:239] + "…"
GOAL_SECONDS = 2.0
GOAL_BYTES = 2 * 1024 * 1024


def week(index: int, rng: random.Random, end: datetime) -> WeekRecord:
    labels = ([("error", f"{tool} × {error}") for tool in TOOLS for error in ERRORS]
              + [("complaint", cue) for cue in CUES] + [("escalation", reason) for reason in REASONS])
    chosen = rng.sample(labels, GROUPS)
    groups = [FailureGroup(kind=kind, label=label, sessions=rng.randint(1, 40), example=EXAMPLE,
                           example_session=f"{rng.getrandbits(32):08x}", selected=1,
                           drafts=[f"{kind}_{label.split(' ')[0]}_{rng.getrandbits(32):08x}"])
              for kind, label in chosen]
    days = [DayCount(day=(end - timedelta(days=day + 1)).date(), kind=kind, sessions=rng.randint(0, 30))
            for day in range(7) for kind in ("complaint", "escalation", "error", "thumbs_down")]
    bad = sum(day.sessions for day in days)
    return WeekRecord(
        window_start=end - timedelta(days=7), window_end=end, recorded_at=end, dry_run=index % 5 == 0,
        funnel=Funnel(read=bad * 8, outside_window=0, bad=bad, collapsed_as_duplicates=bad // 2,
                      skipped_as_already_mined=bad // 8, left_by_quota=bad // 4, left_by_limit=0,
                      selected=20, drafted=20, kept=0),
        bad_by_kind={kind: sum(day.sessions for day in days if day.kind == kind)
                     for kind in ("complaint", "escalation", "error", "thumbs_down")},
        bad_by_day=days, groups=groups)


def suite(root: Path, rng: random.Random, now: datetime) -> None:
    evals, results = root / "evals", root / "build" / "eval-results"
    for folder in (evals / "baselines", results):
        folder.mkdir(parents=True, exist_ok=True)
    for number in range(60):
        tool, case_class = TOOLS[number % len(TOOLS)], CLASSES[number % len(CLASSES)]
        eval_id = f"{case_class}_{tool}_{number:03d}"
        turn = Invocation(invocation_id="", user_content=Content.of_text("where is my order?", role="user"),
                          final_response=Content.of_text("It ships on Friday."),
                          intermediate_data=IntermediateData(tool_uses=[FunctionCall(name=tool, args={})]))
        EvalSet(eval_set_id=eval_id, eval_cases=[EvalCase(eval_id=eval_id, conversation=[turn])]).write(
            evals / f"{eval_id}.evalset.json", overwrite=True)
        spec = CaseSpec(eval_id=eval_id, protects="orders are tracked", tags=[case_class, tool, "p1"])
        (evals / f"{eval_id}.spec.json").write_text(spec.model_dump_json(by_alias=True, exclude_none=True),
                                                    encoding="utf-8")
        passed, base = rng.randint(0, 5), rng.randint(3, 5)
        summary = Summary(runs=5, passed=passed, pass_rate=passed / 5, score=passed / 5)
        EvalResult(eval_id=eval_id, suite_file=f"evals/{eval_id}.evalset.json", scored_at=now, summary=summary,
                   gate=Gate(status=GateStatus.NOT_GATED)).write(results)
        Baseline(eval_id=eval_id, accepted_at=now, reason="accepted", scored_at=now,
                 summary=Summary(runs=5, passed=base, pass_rate=base / 5, score=base / 5)).write(evals / "baselines")


def make(root: Path) -> None:
    if root.exists():
        shutil.rmtree(root)
    rng = random.Random(52)
    now = datetime(2026, 11, 30, 9, tzinfo=UTC)
    weeks = root / ".miner" / "weeks"
    weeks.mkdir(parents=True)
    for index in range(WEEKS):
        record = week(index, rng, now - timedelta(weeks=WEEKS - 1 - index))
        (weeks / week_file_name(record.window_end)).write_text(record.dump(), encoding="utf-8")
    suite(root, rng, now)
    (root / "miner.toml").write_text("tools = [" + ", ".join(f'"{tool}"' for tool in TOOLS) + "]\n",
                                     encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "out" / "report", help="Where the data is written.")
    parser.add_argument("--runs", type=int, default=3, help="Timed runs (the median is held to the goal).")
    arguments = parser.parse_args()
    root = arguments.out.resolve()
    make(root)
    miner = Path(sys.executable).with_name("miner")
    command = [str(miner), "report", "--weeks", str(WEEKS), "--config", str(root / "miner.toml"),
               "--out", str(root / "report")]
    times, cpu = [], []
    for _ in range(arguments.runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    seconds = statistics.median(times)
    size = (root / "report" / "index.html").stat().st_size
    print(f"data: {WEEKS} weeks of {GROUPS} failure groups each, a suite of 60 cases with results and baselines")
    print(f"page: {root / 'report' / 'index.html'}")
    cpu_seconds = statistics.median(cpu)
    load = os.getloadavg()[0]
    goals = [
        (f"build time, `miner report --weeks {WEEKS}` (a new process, imports included): CPU {cpu_seconds:.2f} s, "
         f"median of {len(cpu)} (goal < {GOAL_SECONDS:g} s)", cpu_seconds < GOAL_SECONDS),
        (f"wall time of the same runs: median {seconds:.2f} s (runs {', '.join(f'{each:.2f}' for each in times)}) "
         f"at a load average of {load:.1f} on {os.cpu_count()} cores: on a busy machine it waits for other work "
         "(shown, not held to the goal)", True),
        (f"page size: {size / 1024 / 1024:.2f} MB ({size:,} bytes; goal < 2 MB)", size < GOAL_BYTES),
    ]
    for line, met in goals:
        print(("  met     " if met else "  MISSED  ") + line)
    return 0 if all(met for _, met in goals) else 1


if __name__ == "__main__":
    sys.exit(main())
