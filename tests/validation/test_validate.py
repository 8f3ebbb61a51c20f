"""`miner validate`: each kind of problem found, on the right line; valid files pass."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.conftest import ADK_EVALSETS
from tests.validation.conftest import (
    refund_case,
    refund_spec,
    write_draft,
    write_json,
    write_spec,
)

Miner = Callable[..., Result]


def lines(result: Result) -> list[str]:
    return result.stdout.splitlines()


def test_reviewed_draft_passes(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("refund_not_owned"), refund_spec("refund_not_owned"))
    result = miner("validate", "drafts")
    assert result.exit_code == 0, result.output
    assert lines(result) == []
    assert "ok (2 files, 1 case checked; 3 tools from the tools list)" in result.stderr


def test_adk_corpus_both_shapes_pass(project: Path, miner: Miner) -> None:
    tools = ("set_device_info,get_device_info,roll_die,check_prime,send_email,get_order_status,"
             "get_order_ids_for_user,cancel_order,trigger_elicitation,book_flight,transfer_to_agent,"
             "get_weather,get_flight_info,get_hotel_info,search_hotels")
    result = miner("validate", str(ADK_EVALSETS), "--tools", tools)
    assert result.exit_code == 0, result.output
    assert "14 files" in result.stderr


MARKED_LINE = "still marked for review (starts with REVIEW:); replace it with what the agent should do"
EMPTY_LINE = "empty final response: write what the agent should answer (short, in its voice)"


@pytest.mark.parametrize(("final", "message"), [
    ("REVIEW: agent said: refunded", MARKED_LINE), ("review: agent said: refunded", MARKED_LINE),
    ("  Review : agent said: refunded", MARKED_LINE), ("REVIEW:agent said: refunded", MARKED_LINE),
    ("", EMPTY_LINE), ("   ", EMPTY_LINE),
])
def test_a_final_response_still_marked_in_any_case_or_spacing_or_emptied(project: Path, miner: Miner, final: str,
                                                                         message: str) -> None:
    write_draft(project / "drafts", refund_case("refund_not_owned", final=final), refund_spec("refund_not_owned"))
    result = miner("validate", "drafts/")
    assert result.exit_code == 1
    assert lines(result) == ["drafts/refund_not_owned.evalset.json: refund_not_owned: "
                             f"eval_cases[0].conversation[0].final_response.parts[0].text: {message}"]


def test_empty_protects_is_refused(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("refund_not_owned"), refund_spec("refund_not_owned", protects=" "))
    result = miner("validate", "drafts/")
    assert result.exit_code == 1
    assert lines(result) == ["drafts/refund_not_owned.spec.json: refund_not_owned: protects: "
                             "protects is empty: write the one behaviour this case protects"]


def test_review_marker_in_intermediate_response(project: Path, miner: Miner) -> None:
    path = write_draft(project / "drafts", refund_case("multi"))
    document = json.loads(path.read_text())
    document["eval_cases"][0]["conversation"][0]["intermediate_data"]["intermediate_responses"] = [
        ["billing_agent", [{"text": "Looking it up."}, {"text": "  REVIEW: what should it say?"}]]]
    write_json(path, document)
    result = miner("validate", "drafts")
    assert lines(result) == [
        "drafts/multi.evalset.json: multi: eval_cases[0].conversation[0].intermediate_data"
        ".intermediate_responses[0][1][1].text: still marked for review (starts with REVIEW:); "
        "replace it with what the agent should do"]


def test_review_markers_in_sidecar_fields(project: Path, miner: Miner) -> None:
    spec = refund_spec("refund_not_owned", protects="REVIEW: what does this case protect?",
                       required_facts=["8812", "REVIEW: a fact"])
    write_draft(project / "drafts", refund_case("refund_not_owned"), spec)
    result = miner("validate", "drafts/refund_not_owned.spec.json")
    assert result.exit_code == 1
    assert [line.split(": ")[2] for line in lines(result)] == ["protects", "requiredFacts[1]"]
    prefix = "drafts/refund_not_owned.spec.json: refund_not_owned: "
    assert all(line.startswith(prefix) for line in lines(result))


def test_lost_tool_in_tool_uses_responses_must_not_call_and_arg_rules(project: Path, miner: Miner) -> None:
    case = refund_case("old_tools", tools=("lookup_order", "refund_v1"), responses=("refund_v1",))
    spec = refund_spec("old_tools", must_not_call=["escalate", "page_human"],
                       arg_rules={"lookup_order": {"order_id": "EXACT"}, "refund_v1": {"amount": "PRESENT"}})
    write_draft(project / "drafts", case, spec)
    result = miner("validate", "drafts")
    assert result.exit_code == 1
    lost = "is not one of the agent's tools (renamed or removed?)"
    assert lines(result) == [
        f"drafts/old_tools.evalset.json: old_tools: eval_cases[0].conversation[0].intermediate_data"
        f".tool_uses[1].name: tool 'refund_v1' {lost}",
        f"drafts/old_tools.evalset.json: old_tools: eval_cases[0].conversation[0].intermediate_data"
        f".tool_responses[0].name: tool 'refund_v1' {lost}",
        f"drafts/old_tools.spec.json: old_tools: mustNotCall[1]: tool 'page_human' {lost}",
        f"drafts/old_tools.spec.json: old_tools: argRules.refund_v1: tool 'refund_v1' {lost}",
    ]


def test_lost_tool_in_legacy_file_points_into_the_file_as_written(project: Path, miner: Miner) -> None:
    write_json(project / "evals" / "dice.test.json", [
        {"query": "hi", "reference": "hello"},
        {"query": "roll", "expected_tool_use": [{"tool_name": "roll_die", "tool_input": {"sides": 6}}],
         "reference": "REVIEW: 4"}])
    result = miner("validate", "evals")
    assert lines(result) == [
        "evals/dice.test.json: dice: [1].reference: still marked for review (starts with REVIEW:); "
        "replace it with what the agent should do",
        "evals/dice.test.json: dice: [1].expected_tool_use[0].tool_name: tool 'roll_die' is not one of the "
        "agent's tools (renamed or removed?)"]


def test_schema_error_is_pydantics_own_with_file_and_path(project: Path, miner: Miner) -> None:
    path = write_draft(project / "drafts", refund_case("bad_args"))
    document = json.loads(path.read_text())
    turn = document["eval_cases"][0]["conversation"][0]
    turn["intermediate_data"]["tool_uses"][0]["args"] = '{"order_id": 1}'
    del turn["user_content"]
    write_json(path, document)
    result = miner("validate", str(path.relative_to(project)))
    assert result.exit_code == 1
    assert lines(result) == [
        "drafts/bad_args.evalset.json: bad_args: eval_cases[0].conversation[0].user_content: Field required",
        "drafts/bad_args.evalset.json: bad_args: eval_cases[0].conversation[0].intermediate_data.tool_uses[0]"
        ".args: Input should be a valid dictionary"]


def test_sidecar_schema_error_names_the_camel_case_key(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("typo"))
    sidecar = {"evalId": "typo", "protects": "x", "mustNotCal": ["a"]}
    write_json(project / "drafts" / "typo.spec.json", sidecar)
    result = miner("validate", "drafts")
    assert lines(result) == ["drafts/typo.spec.json: typo: mustNotCal: Extra inputs are not permitted"]


def test_duplicate_eval_ids_across_files(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("same"))
    (project / "evals").mkdir()
    shutil.copy(project / "drafts" / "same.evalset.json", project / "evals" / "other.evalset.json")
    result = miner("validate", "drafts", "evals")
    assert lines(result) == [
        "drafts/same.evalset.json: same: eval_cases[0].eval_id: duplicate eval id: also used in "
        "evals/other.evalset.json",
        "evals/other.evalset.json: same: eval_cases[0].eval_id: duplicate eval id: also used in "
        "drafts/same.evalset.json"]


def test_sidecar_without_its_case(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("present"))
    write_spec(project / "drafts", refund_spec("gone"))
    result = miner("validate", "drafts/gone.spec.json")
    assert result.exit_code == 1
    assert lines(result) == ["drafts/gone.spec.json: gone: evalId: sidecar without its case: no eval set in "
                             "drafts has a case with this evalId"]


def test_must_not_call_a_tool_the_case_expects(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("contradiction", tools=("lookup_order", "issue_refund")),
                refund_spec("contradiction"))
    result = miner("validate", "drafts/contradiction.evalset.json")
    assert lines(result) == [
        "drafts/contradiction.spec.json: contradiction: mustNotCall[0]: 'issue_refund' must not be called, "
        "yet the case expects it at contradiction.evalset.json "
        "eval_cases[0].conversation[0].intermediate_data.tool_uses[1]"]


def test_not_json_and_not_an_eval_set_are_clear_lines(project: Path, miner: Miner) -> None:
    (project / "drafts" / "broken.evalset.json").write_text('{"eval_set_id": "x",\n  "eval_cases": [}\n')
    write_json(project / "drafts" / "config.test.json", {"criteria": {"tool_trajectory_avg_score": 1.0}})
    write_json(project / "drafts" / "number.test.json", 42)
    (project / "drafts" / "binary.spec.json").write_bytes(b"\xff\xfe\x00")
    result = miner("validate", "drafts")
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    not_eval_set = ("not an eval set: expected an object with eval_set_id and eval_cases, or a legacy list "
                    "of turns ({query, expected_tool_use, reference})")
    assert lines(result) == [
        "drafts/binary.spec.json: not UTF-8 text; eval sets and sidecars are JSON files",
        "drafts/broken.evalset.json: not valid JSON (line 2, column 18: Expecting value)",
        f"drafts/config.test.json: {not_eval_set}",
        f"drafts/number.test.json: {not_eval_set}",
    ]


def test_other_file_named_explicitly_is_refused(project: Path, miner: Miner) -> None:
    write_json(project / "notes.json", {})
    result = miner("validate", "notes.json")
    assert result.exit_code == 1
    assert lines(result)[0].startswith("notes.json: not an eval set (*.evalset.json, *.test.json) or sidecar")


def test_json_format(project: Path, miner: Miner) -> None:
    write_draft(project / "drafts", refund_case("marked", final="REVIEW: x"))
    result = miner("validate", "--format", "json")
    document = json.loads(result.stdout)
    assert result.exit_code == 1
    assert document["ok"] is False
    assert document["problems"] == [{
        "path": "drafts/marked.evalset.json", "eval_id": "marked", "kind": "review",
        "json_path": "eval_cases[0].conversation[0].final_response.parts[0].text",
        "message": "still marked for review (starts with REVIEW:); replace it with what the agent should do"}]
    assert document["tools"] == ["escalate", "issue_refund", "lookup_order"]


def test_no_inventory_configured_says_how(tmp_path: Path, monkeypatch, miner: Miner) -> None:
    monkeypatch.chdir(tmp_path)
    write_draft(tmp_path, refund_case("a"))
    result = miner("validate", ".")
    assert result.exit_code == 2
    assert "no tool inventory configured" in result.stderr
    assert "tools_manifest" in result.stderr and "--agent" in result.stderr


def test_problem_lines_never_quote_case_text(project: Path, miner: Miner) -> None:
    secret = "REVIEW: call Jane Roe at 555-0100"
    write_draft(project / "drafts", refund_case("private", final=secret))
    result = miner("validate", "drafts")
    assert "Jane" not in result.output and "555" not in result.output


def test_legacy_named_cases_pass_and_a_broken_turn_is_located(project: Path, miner: Miner) -> None:
    turn = {"query": "Where is order 8812?", "expected_tool_use": [{"tool_name": "lookup_order",
                                                                     "tool_input": {"order_id": "8812"}}],
            "reference": "It ships tomorrow."}
    write_json(project / "evals" / "orders.test.json", [{"name": "where_is_it", "data": [turn]}])
    assert miner("validate", "evals").exit_code == 0
    write_json(project / "evals" / "orders.test.json",
               [{"name": "where_is_it", "data": [turn, {"reference": "no query"}]}])
    result = miner("validate", "evals")
    assert lines(result) == ["evals/orders.test.json: where_is_it: [0].data[1].query: Field required"]
