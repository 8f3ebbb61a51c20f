"""Nothing on the page or in the week files that the drafts would not hold: personal values planted in traces
written by the real OpenTelemetry SDK (as ids, a tool name, an error's head and message, the user's words), then
`miner sample` (dry and real) and `miner report`; the week files, the page and the JSON are searched for them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from miner.cli import main
from tests.ingest.sdk import GenAITracer, text
from tests.leaks import find_leaks
from tests.report.conftest import Project

PLANTED = {
    "EMAIL_AS_SESSION_ID": "wilhelmina.castellanos@privmail.org",
    "EMAIL_IN_TOOL_NAME": "otto.kessler@example.net",
    "PERSON_AS_ERROR_HEAD": "Dagobert",
    "PERSON_IN_ERROR": "Ermengarde Vasquez-Holloway",
    "PHONE_IN_COMPLAINT": "+1 (650) 253-0199",
    "EMAIL_IN_COMPLAINT": "dana.whitlock@example.org",
    "PERSON_ASKING": "Bartholomew Quinterro",
}


def _traces(directory: Path) -> None:
    tracer = GenAITracer(directory, lines_per_file=None)
    tool = f"mail_to_{PLANTED['EMAIL_IN_TOOL_NAME']}"
    call = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": tool, "arguments": {}}]}
    lookup = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c2", "name": "lookup_customer",
                                              "arguments": {"query": "me"}}]}
    with tracer.turn(PLANTED["EMAIL_AS_SESSION_ID"]) as context:
        tracer.chat(context, [text("user", "please mail my receipt")], [call])
        tracer.tool(context, tool, "c1", {}, error=f"QuotaError: mailbox of {PLANTED['PERSON_IN_ERROR']} is full")
        tracer.chat(context, [text("user", "find my account")], [lookup])
        tracer.tool(context, "lookup_customer", "c2", {"query": "me"},
                    error=f"{PLANTED['PERSON_AS_ERROR_HEAD']}: no such account")
        tracer.chat(context, [text("user", "ok")], [text("assistant", "Sorry, that failed.")])
    with tracer.turn("conversation-2") as context:
        tracer.chat(context, [text("user", "where is my parcel?")], [text("assistant", "Which parcel?")])
    with tracer.turn("conversation-2") as context:
        complaint = ("No, that's wrong, this is useless. You keep giving me the same answer! I already told you: my "
                     f"email is {PLANTED['EMAIL_IN_COMPLAINT']} and my phone {PLANTED['PHONE_IN_COMPLAINT']}")
        tracer.chat(context, [text("user", complaint)], [text("assistant", "Sorry about that.")])
    with tracer.turn("conversation-3") as context:
        tracer.chat(context, [text("user", f"I am {PLANTED['PERSON_ASKING']}, let me talk to a human agent please")],
                    [text("assistant", "I'm transferring you to our support team now.")])
    tracer.close()


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    root = tmp_path_factory.mktemp("private")
    _traces(root / "traces")
    (root / "miner.toml").write_text(f'sources = ["{root / "traces"}"]\n', encoding="utf-8")
    runner = CliRunner()
    for until, options in (("2026-11-19", ["--dry-run"]), ("2026-11-20", [])):
        result = runner.invoke(main, ["sample", "--since", "2026-11-01", "--until", until,
                                      "--config", str(root / "miner.toml"), *options])
        assert result.exit_code == 0, result.output
    report = runner.invoke(main, ["report", "--config", str(root / "miner.toml"), "--out", str(root / "report"),
                                  "--format", "json"])
    assert report.exit_code == 0, report.output
    return root, report.stdout + report.stderr


def test_the_planted_failures_are_on_the_page(repo: tuple[Path, str]) -> None:
    _, printed = repo
    figures = json.loads(printed[:printed.rindex("}") + 1])
    labels = {(group["kind"], group["label"]) for group in figures["groups"]}
    assert ("error", "<TOOL_NAME> × QuotaError") in labels  # the tool's name is data: replaced whole, as drafts do
    assert ("error", "lookup_customer × failed") in labels  # a name before the colon is no error type
    assert any(kind == "complaint" for kind, _ in labels) and ("escalation", "user asked") in labels


def test_no_planted_value_in_the_week_files_or_the_page(repo: tuple[Path, str]) -> None:
    root, _ = repo
    leaks = [leak for folder in (".miner/weeks", "report") for leak in find_leaks(PLANTED.items(), root / folder)]
    assert [(leak.path.name, leak.entity) for leak in leaks] == []


def test_no_planted_value_printed_by_report(repo: tuple[Path, str]) -> None:
    _, printed = repo
    assert [entity for entity, value in PLANTED.items()
            if value.casefold() in printed.casefold() or json.dumps(value)[1:-1].casefold() in printed.casefold()] == []


def test_no_personal_value_of_the_demo_on_the_page_or_in_the_weeks(project: Project) -> None:
    assert project.report().exit_code == 0
    planted = json.loads((project.root / "demo-traces" / "labels.json").read_text(encoding="utf-8"))["planted"]
    leaks = [leak for folder in (".miner/weeks", "report")
             for leak in find_leaks((("DEMO", value) for value in planted), project.root / folder)]
    assert [(leak.path.name, leak.index) for leak in leaks] == []
