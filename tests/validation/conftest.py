"""Builders for drafts and suites on disk, written with the project's own models."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from miner.cli import main
from miner.formats.evalset import (
    Content,
    EvalCase,
    EvalSet,
    FunctionCall,
    FunctionResponse,
    IntermediateData,
    Invocation,
    SessionInput,
)
from miner.formats.spec import CaseSpec

TOOLS = ["lookup_order", "issue_refund", "escalate"]


def refund_case(eval_id: str, final: str = "Order 8812 is not on your account, so I cannot refund it.",
                tools: tuple[str, ...] = ("lookup_order",), responses: tuple[str, ...] = ()) -> EvalCase:
    return EvalCase(
        eval_id=eval_id,
        session_input=SessionInput(app_name="support_agent", user_id="eval-user",
                                   state={"customer_id": "C-100"}),
        conversation=[Invocation(
            invocation_id="t1",
            user_content=Content.of_text("Refund order 8812, it arrived broken.", role="user"),
            final_response=Content.of_text(final),
            intermediate_data=IntermediateData(
                tool_uses=[FunctionCall(name=tool, args={"order_id": "8812"}) for tool in tools],
                tool_responses=[FunctionResponse(name=tool, response={"owner": "C-200"})
                                for tool in responses],
            ),
        )],
    )


def refund_spec(eval_id: str, **changes: Any) -> CaseSpec:
    fields: dict[str, Any] = {
        "eval_id": eval_id, "protects": "refunds only for orders owned by the signed-in customer",
        "match": "IN_ORDER", "arg_rules": {"lookup_order": {"order_id": "EXACT"}},
        "must_not_call": ["issue_refund", "escalate"], "required_facts": ["8812"],
        "forbidden_claims": ["has been refunded"], "tags": ["authz", "refund", "p0"],
    }
    fields.update(changes)
    return CaseSpec(**fields)


def write_draft(folder: Path, case: EvalCase, spec: CaseSpec | None = None) -> Path:
    path = folder / f"{case.eval_id}.evalset.json"
    EvalSet(eval_set_id=case.eval_id, eval_cases=[case]).write(path)
    if spec is not None:
        write_spec(folder, spec)
    return path


def write_spec(folder: Path, spec: CaseSpec, name: str | None = None) -> Path:
    path = folder / (name or f"{spec.eval_id}.spec.json")
    path.write_text(spec.model_dump_json(by_alias=True, exclude_none=True, indent=2), encoding="utf-8")
    return path


def write_json(path: Path, document: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A user's repository: [tool.miner] naming the refund agent's tools, and an empty drafts folder."""
    (tmp_path / "pyproject.toml").write_text(
        "[tool.miner]\ntools = " + json.dumps(TOOLS) + "\n", encoding="utf-8")
    (tmp_path / "drafts").mkdir()
    monkeypatch.chdir(tmp_path)
    yield tmp_path


@pytest.fixture
def miner() -> Callable[..., Result]:
    def invoke(*args: str) -> Result:
        return CliRunner().invoke(main, list(args), catch_exceptions=False)

    return invoke


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: installs software (a minute or so); deselect: -m 'not slow'")
