"""Adversarial sessions through the real `miner sample`: personal data where schema usually sits (session ids,
tool names, JSON keys) must not reach a draft, a file name, the ledger or anything printed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from miner.cli import main
from tests.ingest.sdk import GenAITracer, text
from tests.leaks import find_leaks

PLANTED = {
    "EMAIL_AS_SESSION_ID": "wilhelmina.castellanos@privmail.org",
    "PHONE_AS_SESSION_ID": "+1 (650) 253-0199",
    "EMAIL_IN_TOOL_NAME": "otto.kessler@example.net",
    "EMAIL_AS_KEY": "dana.whitlock@example.org",
    "PERSON_AS_KEY": "Bartholomew Quinterro",
    "PERSON_IN_EXCEPTION": "Dagobert Finkelstein",
    "SECRET_IN_TEXT": "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c",
}


def _otel_session(directory: Path) -> None:
    """An e-mail as the conversation id, a tool named after a person's address that fails."""
    tracer = GenAITracer(directory, lines_per_file=None)
    tool = f"mail_to_{PLANTED['EMAIL_IN_TOOL_NAME']}"
    call = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": tool, "arguments": {}}]}
    with tracer.turn(PLANTED["EMAIL_AS_SESSION_ID"]) as context:
        tracer.chat(context, [text("user", f"my key {PLANTED['SECRET_IN_TEXT']} is not working")], [call])
        tracer.tool(context, tool, "c1", {}, error=f"mailbox of {PLANTED['PERSON_IN_EXCEPTION']} is full")
        tracer.chat(context, [text("user", "x")], [text("assistant", "Sorry, that failed.")])
    tracer.close()


def _app_log_session(path: Path) -> None:
    """A phone number as the session id; personal data as the keys of tool arguments and results."""
    session = PLANTED["PHONE_AS_SESSION_ID"]
    lines = [
        {"event": "user_message", "text": "find my account"},
        {"event": "tool_call", "tool": "lookup_customer", "call_id": "c1",
         "args": {PLANTED["EMAIL_AS_KEY"]: "lookup", "order_id": "A-1001"}},
        {"event": "tool_result", "call_id": "c1", "result": {"matches": {PLANTED["PERSON_AS_KEY"]: {"tier": 1}}}},
        {"event": "agent_message", "text": "Found one."},
        {"event": "feedback", "rating": "thumbs_down"},
    ]
    path.write_text("".join(json.dumps({"ts": f"2026-11-18T10:00:0{second}Z", "session_id": session, **line}) + "\n"
                            for second, line in enumerate(lines)), encoding="utf-8")


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    repo = tmp_path_factory.mktemp("repo")
    _otel_session(repo / "traces")
    _app_log_session(repo / "traces" / "app.jsonl")
    (repo / "miner.toml").write_text(f'sources = ["{repo / "traces"}"]\n', encoding="utf-8")
    runner = CliRunner()
    outputs = []
    for options in (["--dry-run"], ["--dry-run", "--format", "json"], [], ["--format", "json"]):
        result = runner.invoke(main, ["sample", "--since", "2026-11-01", "--config", str(repo / "miner.toml"),
                                      *options])
        assert result.exit_code == 0, result.output + result.stderr
        outputs.append(result.stdout + result.stderr)
    return repo, outputs


def _folded(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", text.casefold())


def test_the_first_run_picked_both_sessions(runs: tuple[Path, list[str]]) -> None:
    repo, outputs = runs
    assert len(list((repo / "drafts").glob("*.evalset.json"))) == 2
    assert json.loads(outputs[1].split("\nread ")[0])["summary"]["selected"] == 2


def test_no_planted_value_in_any_file_written(runs: tuple[Path, list[str]]) -> None:
    repo, _ = runs
    leaks = [leak for folder in ("drafts", "fixtures", ".miner")
             for leak in find_leaks(PLANTED.items(), repo / folder)]
    assert [(leak.path.name, leak.entity) for leak in leaks] == []


def test_no_planted_value_in_a_file_name(runs: tuple[Path, list[str]]) -> None:
    repo, _ = runs
    names = [_folded(path.name) for folder in ("drafts", "fixtures", ".miner") for path in (repo / folder).iterdir()]
    assert [entity for entity, value in PLANTED.items() if any(_folded(value) in name for name in names)] == []


def test_no_planted_value_printed_by_sample(runs: tuple[Path, list[str]]) -> None:
    _, outputs = runs
    printed = [(number, entity) for number, output in enumerate(outputs) for entity, value in PLANTED.items()
               if value.casefold() in output.casefold() or json.dumps(value)[1:-1].casefold() in output.casefold()]
    assert printed == []
