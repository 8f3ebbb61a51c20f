"""`miner schema`: the JSON Schema of a file format the miner reads or writes, from its pydantic model."""

from __future__ import annotations

import json
from typing import Any

from miner.formats.adk_eval_history import EvalSetResult
from miner.formats.baseline import Baseline
from miner.formats.evalset import EvalSet
from miner.formats.fixtures import FixtureFile
from miner.formats.ledger import LedgerEntry
from miner.formats.results import EvalResult
from miner.formats.spec import CaseSpec
from miner.formats.tools_manifest import ToolManifest


def schema_of(kind: str) -> dict[str, Any]:
    if kind == "spec":
        return CaseSpec.model_json_schema(by_alias=True)
    if kind == "evalset":
        return EvalSet.model_json_schema(by_alias=False)
    if kind == "fixtures":
        return FixtureFile.model_json_schema()
    if kind == "ledger":
        return LedgerEntry.model_json_schema()
    if kind == "results":
        return EvalResult.model_json_schema()
    if kind == "baseline":
        return Baseline.model_json_schema()
    if kind == "adk-eval-history":
        return EvalSetResult.model_json_schema(by_alias=False)
    return ToolManifest.model_json_schema()


def schema_text(kind: str) -> str:
    return json.dumps(schema_of(kind), indent=2) + "\n"


def run(kind: str) -> int:
    print(schema_text(kind), end="")
    return 0
