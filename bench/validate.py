"""How fast `miner validate` checks a suite: N single-case drafts with sidecars, all reviewed.

Run: python bench/validate.py [N]   (prints files, cases, seconds, files per second)
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from miner.formats.evalset import (
    Content,
    EvalCase,
    EvalSet,
    FunctionCall,
    IntermediateData,
    Invocation,
    SessionInput,
)
from miner.formats.spec import CaseSpec
from miner.validation.checks import validate_paths
from miner.validation.inventory import ToolInventory

TOOLS = ["lookup_order", "issue_refund", "escalate"]


def write_suite(folder: Path, count: int) -> None:
    for index in range(count):
        eval_id = f"case_{index:05d}"
        turns = [Invocation(invocation_id=f"t{turn}",
                            user_content=Content.of_text(f"question {turn}", role="user"),
                            final_response=Content.of_text(f"answer {turn}"),
                            intermediate_data=IntermediateData(tool_uses=[
                                FunctionCall(name=TOOLS[turn % 3], args={"order_id": str(index)})]))
                 for turn in range(3)]
        case = EvalCase(eval_id=eval_id, conversation=turns,
                        session_input=SessionInput(app_name="support", user_id="eval-user"))
        EvalSet(eval_set_id=eval_id, eval_cases=[case]).write(folder / f"{eval_id}.evalset.json")
        spec = CaseSpec(eval_id=eval_id, protects="refunds only for owners", must_not_call=[],
                        tags=["authz", "refund", "p0"])
        (folder / f"{eval_id}.spec.json").write_text(spec.model_dump_json(by_alias=True), encoding="utf-8")


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        write_suite(folder, count)
        inventory = ToolInventory(frozenset(TOOLS), ("bench",))
        started = time.perf_counter()
        report = validate_paths([folder], inventory)
        elapsed = time.perf_counter() - started
    assert not report.problems, report.problems[:3]
    print(f"files={report.files_checked} cases={report.cases_checked} seconds={elapsed:.2f} "
          f"files_per_second={report.files_checked / elapsed:.0f}")


if __name__ == "__main__":
    main()
