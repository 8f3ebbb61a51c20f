"""`miner schema`: the JSON Schema of a file format the miner reads or writes, from its pydantic model."""

from __future__ import annotations

import importlib
import json
from typing import Any

# kind -> (the module of its model, the model, whether the file spells its keys by their aliases). The models are
# imported only when their schema is asked for: the command line reads the kinds from here.
FORMATS: dict[str, tuple[str, str, bool]] = {
    "spec": ("miner.formats.spec", "CaseSpec", True),
    "evalset": ("miner.formats.evalset", "EvalSet", False),
    "fixtures": ("miner.formats.fixtures", "FixtureFile", True),
    "ledger": ("miner.formats.ledger", "LedgerEntry", True),
    "tools-manifest": ("miner.formats.tools_manifest", "ToolManifest", True),
    "results": ("miner.formats.results", "EvalResult", True),
    "baseline": ("miner.formats.baseline", "Baseline", True),
    "adk-eval-history": ("miner.formats.adk_eval_history", "EvalSetResult", False),
    "week": ("miner.formats.week", "WeekRecord", True),
    "run-manifest": ("miner.formats.run_manifest", "RunManifest", True),
    "report": ("miner.formats.report", "ReportFigures", True),
    "judge-cache": ("miner.formats.judge_cache", "JudgeCache", True),
}


def schema_of(kind: str) -> dict[str, Any]:
    module, model, by_alias = FORMATS[kind]
    schema: dict[str, Any] = getattr(importlib.import_module(module), model).model_json_schema(by_alias=by_alias)
    return schema


def schema_text(kind: str) -> str:
    return json.dumps(schema_of(kind), indent=2) + "\n"


def run(kind: str) -> int:
    print(schema_text(kind), end="")
    return 0
