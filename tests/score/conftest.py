"""A suite on disk, written with the project's own models, and the CLI run in-process."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from miner.formats.evalset import Content, EvalCase, EvalSet, FunctionCall, IntermediateData, Invocation
from miner.formats.spec import CaseSpec
from tests.validation.conftest import miner  # noqa: F401  (the CLI run in-process)

TOOLS = ["lookup_order", "track_shipment", "issue_refund", "update_address", "escalate"]


def turn(user: str, answer: str, *calls: tuple[str, dict[str, Any]], invocation_id: str = "") -> Invocation:
    return Invocation(invocation_id=invocation_id, user_content=Content.of_text(user, role="user"),
                      final_response=Content.of_text(answer),
                      intermediate_data=IntermediateData(tool_uses=[FunctionCall(name=name, args=args)
                                                                    for name, args in calls]))


def case(eval_id: str, *turns: Invocation) -> EvalCase:
    return EvalCase(eval_id=eval_id, conversation=list(turns))


def refund_not_owned() -> EvalCase:
    return case("refund_not_owned", turn("Refund order 8812, it arrived broken.",
                                         "Order 8812 is not on your account, so I cannot refund it.",
                                         ("lookup_order", {"order_id": "8812"})))


def refund_spec(eval_id: str = "refund_not_owned", **changes: Any) -> CaseSpec:
    fields: dict[str, Any] = {
        "eval_id": eval_id, "protects": "refunds only for orders owned by the signed-in customer",
        "match": "IN_ORDER", "arg_rules": {"lookup_order": {"order_id": "EXACT"}},
        "must_not_call": ["issue_refund", "escalate"], "required_facts": ["8812"],
        "forbidden_claims": ["has been refunded", "refund issued"], "tags": ["authz", "refund", "p0"],
    }
    fields.update(changes)
    return CaseSpec(**fields)


def write_case(folder: Path, eval_case: EvalCase, spec: CaseSpec | None = None) -> Path:
    path = folder / f"{eval_case.eval_id}.evalset.json"
    EvalSet(eval_set_id=eval_case.eval_id, eval_cases=[eval_case]).write(path, overwrite=True)
    if spec is not None:
        (folder / f"{spec.eval_id}.spec.json").write_text(
            spec.model_dump_json(by_alias=True, exclude_none=True, indent=2), encoding="utf-8")
    return path


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A user's repository: [tool.miner] with the demo agent's tools and its lookups, and an empty suite."""
    (tmp_path / "pyproject.toml").write_text(
        "[tool.miner]\ntools = " + json.dumps(TOOLS) + '\nread_only_tools = ["lookup_order", "track_shipment"]\n',
        encoding="utf-8")
    (tmp_path / "evals").mkdir()
    monkeypatch.chdir(tmp_path)
    yield tmp_path
