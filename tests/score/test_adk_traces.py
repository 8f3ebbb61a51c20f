"""An ADK agent's own telemetry as the runs: google-adk's instrumentation through the real SDK, a scripted model,
and a sub-agent whose forbidden call mustNotCall finds. ADK names its sessions itself, so the run is matched to
its case by the first user message."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider

from miner.mappers.adk import ADKConvention
from tests.mappers.conftest import global_tracing, traces_dir  # noqa: F401  (the SDK, exporting to a folder)
from tests.mappers.test_adk import run_conversation, support_agent
from tests.score.conftest import case, refund_not_owned, refund_spec, turn, write_case
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


def test_a_run_without_content_is_told_the_switch_of_the_library_that_wrote_it(
        project: Path, miner: Callable[..., Result], traces_dir: Path,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ADK's v1 spans written with ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS=false: the run is not scored, and what to set
    is ADK's switch, as ingestion's note names it, not the GenAI instrumentations' one."""
    monkeypatch.setenv("ADK_TELEMETRY_SCHEMA_VERSION_OPT_IN", "1")
    monkeypatch.setenv("ADK_CAPTURE_MESSAGE_CONTENT_IN_SPANS", "false")
    monkeypatch.delenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT")
    # The service's name is the global provider's: whichever test of this process set it first named it ("miner run"
    # sets one of its own), so the case takes that name.
    provider = trace.get_tracer_provider()
    assert isinstance(provider, TracerProvider)
    service = str(provider.resource.attributes["service.name"])
    write_case(project / "evals", case(service, turn("Where is my order A-17?", "Your order A-17 has shipped.",
                                                     ("lookup_order", {"order_id": "A-17"}))))
    with (project / "pyproject.toml").open("a", encoding="utf-8") as config:
        config.write('\n[tool.miner.score]\neval_id_attribute = "app_name"\n')  # the service's name
    run_conversation(support_agent(), ["Where is my order A-17?"])
    result = miner("score", "--runs", str(traces_dir))
    assert result.exit_code == 2, result.output
    [not_scored] = [line for line in result.stdout.splitlines() if line.strip().startswith("Run 1 not scored")]
    assert not_scored.endswith("the trace holds no message content (the note on the traces without it names the "
                               "switch to set)")
    [adk] = ADKConvention.producers
    assert f"hold no message content: {adk.to_capture}" in " ".join(result.stderr.split())
