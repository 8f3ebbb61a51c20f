"""A user's project for `miner run`: a suite of cases with sidecars and fixtures written with the project's own
models, a miner.toml naming the agent, and the CLI run in-process."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from miner.formats.fixtures import FixtureFile, ToolFixture
from miner.formats.run_manifest import MANIFEST_NAME, RunManifest
from tests.score.conftest import case, refund_spec, turn, write_case
from tests.validation.conftest import miner  # noqa: F401  (the CLI run in-process)

READ_ONLY = ["lookup_order", "track_shipment"]
WHERE = "Where is order A-1?"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    (tmp_path / "miner.toml").write_text(
        'read_only_tools = ["lookup_order", "track_shipment"]\n[run]\nagent = "adk:tests.run.agents:adk_agent"\n'
        "repeat = 2\n", encoding="utf-8")
    (tmp_path / "evals" / "fixtures").mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    yield tmp_path


def write_fixture(folder: Path, eval_id: str, **tools: list[dict[str, Any]]) -> None:
    fixture = FixtureFile(eval_id=eval_id, tools={name: [ToolFixture(**call) for call in calls]
                                                  for name, calls in tools.items()})
    (folder / "fixtures" / f"{eval_id}.json").write_text(fixture.dump(), encoding="utf-8")


def where_is_case(folder: Path, eval_id: str = "where_is_order", status: str = "shipped",
                  **spec_changes: Any) -> None:
    """One turn: the agent must look order A-1 up and say its status, as the fixture recorded it."""
    write_case(folder, case(eval_id, turn(WHERE, f"Order A-1 is {status}.", ("lookup_order", {"order_id": "A-1"}))),
               refund_spec(eval_id, match="EXACT", arg_rules={}, must_not_call=["issue_refund"],
                           required_facts=[status], forbidden_claims=[], **spec_changes))
    write_fixture(folder, eval_id, lookup_order=[{"turn": 1, "args": {"order_id": "A-1"},
                                                  "response": {"order_id": "A-1", "status": status}}])


def manifest(project: Path) -> RunManifest:
    return RunManifest.model_validate(json.loads((project / "build" / "runs" / MANIFEST_NAME).read_text()))
