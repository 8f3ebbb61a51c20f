"""`miner run`'s own cost: the harness's time per turn against a bare `Runner.run_async` loop of the same agent,
and what `--jobs` buys on this machine's cores.

    python bench/run.py [--cases 60] [--repeat 3] [--rounds 3]

The agent is the example ADK agent (examples/shop: a real `LlmAgent` with a scripted model, so the agent and its
model cost the same in both). The suite is `--cases` two-turn cases written with the miner's own models, each with
its fixture. Each round measures, each in a fresh process after one warm-up run (imports and the agent loaded):
  - bare: `Runner.run_async` over every case and turn, a new session per run, the tools answered by a plugin
    returning one fixed result (the cheapest way the agent's tools can answer at all), no tracing;
  - traced: the same loop with the OpenTelemetry SDK's tracer provider installed and its spans dropped, as the
    agent runs in production with its telemetry on (ADK records its spans only then: that is the agent's cost);
  - harness: `miner run` on the same cases (suite read, fixtures matched, the agent's spans captured, a span
    per turn and per call, every turn checked, the runs written as OTLP/JSON, the manifest).
Per turn: CPU time of the process during the loop (robust to neighbours on a shared machine) and wall time.
Then `miner run --jobs 1` and `--jobs N` (N = the cores) as whole commands, wall time.
Goals: harness / traced CPU per turn <= 1.2 (the median of the rounds' ratios; harness / bare is printed beside
it); --jobs N faster than --jobs 1.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RATIO_GOAL = 1.2
TURNS = ("Hi, where is my order {order}?", "That's not what I asked. Where is {order} now?")


def write_project(folder: Path, cases: int) -> None:
    from miner.formats.evalset import Content, EvalCase, EvalSet, FunctionCall, IntermediateData, Invocation
    from miner.formats.fixtures import FixtureFile, ToolFixture
    from miner.formats.spec import CaseSpec

    shutil.copytree(ROOT / "examples" / "shop" / "shop_agent", folder / "shop_agent")
    (folder / "miner.toml").write_text('read_only_tools = ["lookup_order"]\n[run]\n'
                                       'agent = "adk:shop_agent.agent:root_agent"\n', encoding="utf-8")
    (folder / "evals" / "fixtures").mkdir(parents=True)
    for number in range(cases):
        eval_id, order = f"where_is_{number:04d}", f"ORD-B{number:04d}"
        found = {"order_id": order, "status": "delivered", "item": "desk"}
        conversation = [Invocation(
            invocation_id=f"t{turn}", user_content=Content.of_text(text.format(order=order), role="user"),
            final_response=Content.of_text(f"Order {order} (desk) shows as delivered."),
            intermediate_data=IntermediateData(tool_uses=[FunctionCall(name="lookup_order", args={"order_id": order})]),
        ) for turn, text in enumerate(TURNS, start=1)]
        EvalSet(eval_set_id=eval_id, eval_cases=[EvalCase(eval_id=eval_id, conversation=conversation)]).write(
            folder / "evals" / f"{eval_id}.evalset.json")
        spec = CaseSpec(eval_id=eval_id, protects="looks the order up", required_facts=[order, "delivered"])
        (folder / "evals" / f"{eval_id}.spec.json").write_text(spec.model_dump_json(by_alias=True, indent=2))
        fixture = FixtureFile(eval_id=eval_id, tools={"lookup_order": [
            ToolFixture(turn=turn, args={"order_id": order}, response=found) for turn in (1, 2)]})
        (folder / "evals" / "fixtures" / f"{eval_id}.json").write_text(fixture.dump())


BARE = """
import asyncio, json, pathlib, sys, time
sys.path.insert(0, {folder!r})
if {traced}:
    from opentelemetry import trace
    from opentelemetry.sdk.trace import TracerProvider
    trace.set_tracer_provider(TracerProvider())
from google.adk.plugins import BasePlugin
from google.adk.runners import Runner
from google.adk.apps import App
from google.adk.sessions import InMemorySessionService
from google.genai import types
from shop_agent.agent import root_agent

class Answer(BasePlugin):
    async def before_tool_callback(self, *, tool, tool_args, tool_context):
        return {{"order_id": tool_args.get("order_id"), "status": "delivered", "item": "desk"}}

runner = Runner(app=App(name="support_agent", root_agent=root_agent, plugins=[Answer(name="answer")]),
                session_service=InMemorySessionService())
texts = {turns!r}

async def play(cases, repeat, tag):
    for number in range(cases):
        order = f"ORD-B{{number:04d}}"
        for run in range(repeat):
            session = await runner.session_service.create_session(app_name="support_agent", user_id="u",
                                                                   session_id=f"{{tag}}-{{number}}-{{run}}")
            for text in texts:
                message = types.Content(role="user", parts=[types.Part(text=text.format(order=order))])
                async for _ in runner.run_async(user_id="u", session_id=session.id, new_message=message):
                    pass

asyncio.run(play(1, 1, "warm"))
cpu, wall = time.process_time(), time.perf_counter()
asyncio.run(play({cases}, {repeat}, "timed"))
print(json.dumps({{"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall}}))
"""

HARNESS = """
import contextlib, io, json, os, sys, time
os.chdir({folder!r})
from pathlib import Path
from miner.commands.run import run
def once(cases, repeat, out):
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return run(suite=None, case_ids=cases, repeat=repeat, jobs=1, out=Path(out), agent=None, live_read_only=False,
                   play_everything=False, output_format="text", config_path=None)
once(["where_is_0000"], 1, "build/warm")
cpu, wall = time.process_time(), time.perf_counter()
code = once([], {repeat}, "build/runs")
print(json.dumps({{"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall, "code": code}}))
"""


def measure(script: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=False)
    if done.returncode != 0:
        sys.exit(f"bench/run.py: a measured process failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def whole_command(folder: Path, jobs: int, repeat: int) -> float:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "miner", "run", "--jobs", str(jobs), "--repeat", str(repeat),
                           "--out", f"build/jobs-{jobs}"], cwd=folder, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"bench/run.py: miner run --jobs {jobs} failed:\n{done.stderr[-2000:]}")
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    turns = options.cases * options.repeat * len(TURNS)
    cores = os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="miner-bench-run-") as temporary:
        folder = Path(temporary)
        write_project(folder, options.cases)
        ratios, untraced = [], []
        for round_number in range(1, options.rounds + 1):
            figures = {}
            for mode in ("bare", "traced", "harness"):
                if mode == "harness":
                    script = HARNESS.format(folder=str(folder), repeat=options.repeat)
                else:
                    script = BARE.format(folder=str(folder), turns=TURNS, cases=options.cases, repeat=options.repeat,
                                         traced=mode == "traced")
                figures[mode] = measure(script)
            if figures["harness"].get("code") != 0:
                sys.exit("bench/run.py: the harness's runs did not all pass; the comparison would be unfair")
            ratios.append(figures["harness"]["cpu"] / figures["traced"]["cpu"])
            untraced.append(figures["harness"]["cpu"] / figures["bare"]["cpu"])
            shown = ", ".join(f"{mode} {1000 * value['cpu'] / turns:.2f} ms CPU/turn "
                              f"({1000 * value['wall'] / turns:.2f} wall)" for mode, value in figures.items())
            print(f"round {round_number}: {shown}; harness/traced {ratios[-1]:.3f}, harness/bare {untraced[-1]:.3f}",
                  flush=True)
        one = whole_command(folder, 1, options.repeat)
        many = whole_command(folder, cores, options.repeat)
    ratio = statistics.median(ratios)
    speedup = one / many
    print(f"\n{options.cases} cases x {options.repeat} runs x {len(TURNS)} turns = {turns} turns per round, "
          f"{options.rounds} rounds, {cores} cores")
    print(f"harness / traced loop, CPU per turn: median {ratio:.3f} (range {min(ratios):.3f}-{max(ratios):.3f})   "
          f"goal <= {RATIO_GOAL}   {'met' if ratio <= RATIO_GOAL else 'MISSED'}")
    print(f"harness / untraced loop, CPU per turn: median {statistics.median(untraced):.3f} "
          f"(range {min(untraced):.3f}-{max(untraced):.3f})   (no goal: the agent's own spans cost only when traced)")
    print(f"miner run --jobs 1: {one:.1f} s, --jobs {cores}: {many:.1f} s (whole commands), speedup {speedup:.2f}x   "
          f"goal > 1.0   {'met' if speedup > 1.0 else 'MISSED'}")
    return 0 if ratio <= RATIO_GOAL and speedup > 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
