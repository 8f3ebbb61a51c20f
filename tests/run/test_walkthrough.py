"""docs/run.md's walk-through, its commands run as written: mine the demo's traces, review a draft as a person
would, promote it, run the example ADK agent on it, score, accept the baseline, break the agent, and see both
`miner run` and `miner score` fail with the failing turn."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "run.md"


def walkthrough_blocks() -> list[list[str]]:
    """The shell blocks of the walk-through section, as lists of command lines."""
    section = PAGE.read_text(encoding="utf-8").split("## Walk-through", 1)[1].split("\n## ", 1)[0]
    return [block.strip().splitlines() for block in re.findall(r"```bash\n(.*?)```", section, re.S)]


def review_as_a_person(drafts: Path) -> str:
    """The first complaint draft, its references vouched for and the sentence it protects written."""
    path = sorted(drafts.glob("complaint_lookup_order_*.evalset.json"))[0]
    eval_id = path.name.removesuffix(".evalset.json")
    document = json.loads(path.read_text(encoding="utf-8"))
    for invocation in document["eval_cases"][0]["conversation"]:
        part = invocation["final_response"]["parts"][0]
        part["text"] = part["text"].removeprefix("REVIEW:").strip()
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    spec_path = drafts / f"{eval_id}.spec.json"
    spec = json.loads(spec_path.read_text(encoding="utf-8"))
    spec["protects"] = "the agent looks the order up again when told its answer missed"
    spec_path.write_text(json.dumps(spec, indent=2), encoding="utf-8")
    return eval_id


def test_the_walkthrough_runs_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         miner: Callable[..., Result]) -> None:
    setup, promote_and_run, breaking = walkthrough_blocks()
    target = tmp_path / "shop"
    eval_id = ""

    def run_line(line: str) -> Result | None:
        command = line.split("  #")[0].split(" # ")[0].strip()
        if command.startswith("cp -r examples/shop"):
            shutil.copytree(ROOT / "examples" / "shop", target)
            monkeypatch.chdir(target)
            return None
        if not command.startswith("miner "):
            subprocess.run(shlex.split(command), check=True)
            return None
        for name in [name for name in sys.modules if name.split(".")[0] == "shop_agent"]:
            del sys.modules[name]  # a fresh process would import the agent as it is now on disk
        return miner(*shlex.split(command.replace("EVAL_ID", eval_id))[1:])

    assert setup[0].startswith("cp -r examples/shop")
    for line in setup:
        result = run_line(line)
        assert result is None or result.exit_code in (0, 1), (line, result.output)
    eval_id = review_as_a_person(target / "drafts")

    results = [run_line(line) for line in promote_and_run]
    assert [result.exit_code for result in results if result] == [0, 0, 0, 0, 0], results[-1].output
    assert f"{eval_id}/run-3: passed, 2/2 turns played" in results[2].stdout
    assert f"{eval_id}: not gated; 3/3 runs passed" in results[3].stdout

    edited, ran, scored = (run_line(line) for line in breaking)
    assert edited is None
    for result in (ran, scored):
        assert result is not None and result.exit_code == 1
        assert f"Run 1, turn 1 failed  ({eval_id}/run-1)" in result.stdout
        assert "I cannot check orders right now." in result.stdout
        assert 'expected lookup_order {"order_id": "' in result.stdout
    assert f"{eval_id}: GATE FAILED; 0/3 runs passed" in scored.stdout
