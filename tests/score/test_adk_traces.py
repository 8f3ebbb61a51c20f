"""An ADK agent's own telemetry as the runs: google-adk's instrumentation through the real SDK, a scripted model,
and a sub-agent whose forbidden call mustNotCall finds. ADK names its sessions itself, so the run is matched to
its case by the first user message."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.mappers.conftest import global_tracing, traces_dir  # noqa: F401  (the SDK, exporting to a folder)
from tests.mappers.test_adk import run_conversation
from tests.score.conftest import refund_not_owned, refund_spec, write_case
from tests.score.test_adk_history import broken_agent


@pytest.fixture(autouse=True)
def content_on_spans(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN", "2")
    monkeypatch.setenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "SPAN_ONLY")


def test_a_sub_agents_forbidden_call_in_adk_traces_fails_must_not_call(
        project: Path, miner: Callable[..., Result], traces_dir: Path) -> None:  # noqa: F811
    write_case(project / "evals", refund_not_owned(), refund_spec())
    run_conversation(broken_agent(), ["Refund order 8812, it arrived broken."])
    result = miner("score", "--runs", str(traces_dir))
    assert result.exit_code == 0, result.output
    assert "refund_not_owned: not gated; 0/1 runs passed" in result.stdout
    assert '✗ mustNotCall\n            called issue_refund {"order_id": "8812"}' in result.stdout
