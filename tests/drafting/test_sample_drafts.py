"""The weekly job end to end on the demo traces: real OTel traces, real Presidio, drafts loaded by ADK."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from google.adk.evaluation.eval_set import EvalSet as AdkEvalSet

from miner.cli import main
from miner.formats.spec import CaseSpec
from tests.leaks import find_leaks

TOOLS = "lookup_order,track_shipment,issue_refund,update_address,escalate"


@pytest.fixture(scope="module")
def weekly_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    repo = tmp_path_factory.mktemp("repo")
    runner = CliRunner()
    result = runner.invoke(main, ["demo", "--out", str(repo / "traces"), "--sessions", "60", "--seed", "5"])
    assert result.exit_code == 0, result.output
    (repo / "miner.toml").write_text(f'sources = ["{repo / "traces" / "spans"}"]\ntools = {TOOLS.split(",")!r}\n'
                                     .replace("'", '"'))
    cwd = Path.cwd()
    os.chdir(repo)
    try:
        result = runner.invoke(main, ["sample", "--since", "7d", "--feedback", "traces/feedback.csv"])
    finally:
        os.chdir(cwd)
    assert result.exit_code == 0, result.output + result.stderr
    return repo, result.output


def test_every_draft_loads_in_adk_and_marks_each_reference_for_review(weekly_run: tuple[Path, str]) -> None:
    repo, _ = weekly_run
    evalsets = sorted((repo / "drafts").glob("*.evalset.json"))
    assert len(evalsets) >= 8
    kinds = set()
    for path in evalsets:
        adk = AdkEvalSet.model_validate_json(path.read_text())
        [case] = adk.eval_cases
        assert re.fullmatch(r"[a-z_]+_[0-9a-f]{8}", case.eval_id) and path.name == f"{case.eval_id}.evalset.json"
        kinds.add(case.eval_id.split("_")[0])
        assert case.session_input.user_id == "eval-user"
        for invocation in case.conversation:
            assert invocation.user_content.parts[0].text
            assert invocation.final_response.parts[0].text.startswith("REVIEW: ")
            for _, parts in invocation.intermediate_data.intermediate_responses:
                assert all(part.text.startswith("REVIEW: ") for part in parts)
            uses = invocation.intermediate_data.tool_uses
            assert [u.id for u in uses] == [r.id for r in invocation.intermediate_data.tool_responses]
        spec = CaseSpec.model_validate_json((repo / "drafts" / f"{case.eval_id}.spec.json").read_text())
        assert spec.protects.startswith("REVIEW:") and spec.provenance and spec.provenance.signals
        fixtures = json.loads((repo / "fixtures" / f"{case.eval_id}.json").read_text())
        assert set(fixtures["tools"]) == {use.name for inv in case.conversation
                                          for use in inv.intermediate_data.tool_uses}
    assert kinds == {"complaint", "escalation", "error", "thumbs"}


def test_multi_turn_sessions_keep_one_invocation_per_turn(weekly_run: tuple[Path, str]) -> None:
    repo, _ = weekly_run
    escalations = sorted((repo / "drafts").glob("escalation_*.evalset.json"))
    case = AdkEvalSet.model_validate_json(escalations[0].read_text()).eval_cases[0]
    assert [inv.invocation_id for inv in case.conversation] == ["t1", "t2"]
    assert [u.name for u in case.conversation[0].intermediate_data.tool_uses] == ["lookup_order"]
    assert [u.name for u in case.conversation[1].intermediate_data.tool_uses] == ["escalate"]


def test_no_planted_personal_data_in_any_file_the_run_wrote(weekly_run: tuple[Path, str]) -> None:
    repo, output = weekly_run
    planted = json.loads((repo / "traces" / "labels.json").read_text())["planted"]
    folders = [repo / "drafts", repo / "fixtures", repo / ".miner"]
    assert sum(1 for folder in folders for path in folder.rglob("*") if path.is_file()) > 10
    assert [leak for folder in folders for leak in find_leaks([("PLANTED", v) for v in planted], folder)] == []
    leaked_in_output = [value for value in planted if value in output]
    assert leaked_in_output == []


def test_validate_refuses_the_drafts_until_reviewed(weekly_run: tuple[Path, str], tmp_path: Path) -> None:
    repo, _ = weekly_run
    evalset = sorted((repo / "drafts").glob("error_*.evalset.json"))[0]
    spec = evalset.with_name(evalset.name.replace(".evalset.json", ".spec.json"))
    for path in (evalset, spec):
        (tmp_path / path.name).write_text(path.read_text())
    runner = CliRunner()
    refused = runner.invoke(main, ["validate", "--tools", TOOLS, str(tmp_path)])
    assert refused.exit_code == 1 and "REVIEW" in refused.output
    reviewed = (tmp_path / evalset.name).read_text().replace("REVIEW: ", "")
    (tmp_path / evalset.name).write_text(reviewed)
    document = json.loads((tmp_path / spec.name).read_text())
    document["protects"] = "a failed refund is reported as failed, never as done"
    (tmp_path / spec.name).write_text(json.dumps(document))
    accepted = runner.invoke(main, ["validate", "--tools", TOOLS, str(tmp_path)])
    assert accepted.exit_code == 0, accepted.output


def test_a_rerun_keeps_edited_drafts_and_skips_mined_sessions(weekly_run: tuple[Path, str]) -> None:
    repo, _ = weekly_run
    evalset = sorted((repo / "drafts").glob("*.evalset.json"))[0]
    edited = evalset.read_text().replace("REVIEW: ", "")
    evalset.write_text(edited)
    before = {path: path.read_bytes() for path in (repo / "drafts").iterdir()}
    cwd = Path.cwd()
    os.chdir(repo)
    try:
        # The same week read again, with the same ratings file as the first run.
        week = ["sample", "--since", "7d", "--format", "json", "--feedback", "traces/feedback.csv"]
        again = CliRunner().invoke(main, week)
        ledger = repo / ".miner" / "ledger.jsonl"
        ledger.rename(ledger.with_suffix(".bak"))
        forgotten = CliRunner().invoke(main, week)
        ledger.with_suffix(".bak").rename(ledger)
    finally:
        os.chdir(cwd)
    summary = json.loads(again.stdout)["summary"]
    assert summary["selected"] == 0 and summary["skipped_as_already_mined"] > 0
    redo = json.loads(forgotten.stdout)
    assert redo["summary"]["drafted"] == 0 and redo["summary"]["kept"] == len(redo["selected"]) > 0
    assert {path: path.read_bytes() for path in (repo / "drafts").iterdir()} == before
    assert evalset.read_text() == edited


def test_a_dry_run_after_the_week_was_drafted_says_so_and_points_at_the_drafts(weekly_run: tuple[Path, str],
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    repo, _ = weekly_run
    monkeypatch.chdir(repo)
    again = CliRunner().invoke(main, ["sample", "--since", "7d", "--dry-run", "--feedback", "traces/feedback.csv"])
    assert again.exit_code == 0
    assert re.match(r"No new bad sessions to draft in this window: \d+ sessions already mined by an earlier run, "
                    r"drafted or folded into a draft as a near-duplicate", again.stdout)
    assert "To see them: `miner sessions` over the same window" in again.stdout
    assert again.stderr.splitlines()[-1] == ("next: nothing new to draft; `miner review` lists the drafts in "
                                             "drafts/ still marked for review")


def test_sessions_shows_the_hash_that_names_each_draft(weekly_run: tuple[Path, str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    repo, _ = weekly_run
    monkeypatch.chdir(repo)
    result = CliRunner().invoke(main, ["sessions", "--format", "json"])
    assert result.exit_code == 0, result.stderr
    hashes = {session["session_hash"][:8] for session in json.loads(result.stdout)}
    drafted = {path.name.split(".")[0].rsplit("_", 1)[1] for path in (repo / "drafts").glob("*.evalset.json")}
    assert drafted and drafted <= hashes


def test_turns_are_numbered_alike_in_fixtures_eval_sets_and_descriptions(weekly_run: tuple[Path, str]) -> None:
    repo, _ = weekly_run
    for path in sorted((repo / "drafts").glob("*.evalset.json")):
        document = json.loads(path.read_text())
        [case] = document["eval_cases"]
        tools_by_turn = {invocation["invocation_id"]: [use["name"] for use in
                                                       invocation["intermediate_data"]["tool_uses"]]
                         for invocation in case["conversation"]}
        assert list(tools_by_turn) == [f"t{number}" for number in range(1, len(case["conversation"]) + 1)]
        fixture = json.loads((repo / "fixtures" / f"{case['eval_id']}.json").read_text())
        for tool, calls in fixture["tools"].items():
            assert all(tool in tools_by_turn[f"t{call['turn']}"] for call in calls), path.name
        for number in re.findall(r"\bturn (\d+)", document["description"]):
            assert f"t{number}" in tools_by_turn, path.name
