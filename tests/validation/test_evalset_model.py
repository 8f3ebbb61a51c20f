"""Our model of ADK's eval-set format, cross-checked against google-adk's own pydantic models."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from google.adk.evaluation.eval_set import EvalSet as AdkEvalSet
from google.adk.evaluation.local_eval_sets_manager import convert_eval_set_to_pydantic_schema
from pydantic import ValidationError

from miner.formats.evalset import (
    Content,
    EvalSet,
    EvalSetFileError,
    FileShape,
    FunctionCall,
    Invocation,
    InvocationEvent,
    InvocationEvents,
    Part,
    parse_evalset,
    read_evalset,
)
from tests.conftest import ADK_EVALSETS
from tests.validation.conftest import refund_case


def corpus_files() -> list[Path]:
    root = ADK_EVALSETS
    suffixes = (".test.json", ".evalset.json")
    return sorted(path for path in root.rglob("*.json") if path.name.endswith(suffixes))


def load_with_adk(path: Path, shape: FileShape) -> AdkEvalSet:
    """What ADK itself does with the file: the current schema, or its own legacy converter."""
    document = json.loads(path.read_text(encoding="utf-8"))
    if shape is FileShape.CURRENT:
        return AdkEvalSet.model_validate_json(path.read_text(encoding="utf-8"))
    if shape is FileShape.LEGACY_TURNS:
        document = [{"name": path.stem, "data": document}]
    return convert_eval_set_to_pydantic_schema(path.stem, document)


def tool_names(eval_set: Any) -> list[list[str]]:
    names = []
    for case in eval_set.eval_cases:
        for turn in case.conversation or []:
            data = turn.intermediate_data
            names.append([call.name for call in getattr(data, "tool_uses", [])] if data else [])
    return names


def test_every_corpus_file_loads_in_both_and_agrees() -> None:
    files = corpus_files()
    assert len(files) >= 10
    shapes = set()
    for path in files:
        ours = read_evalset(path)
        shapes.add(ours.shape)
        theirs = load_with_adk(path, ours.shape)
        assert len(ours.eval_set.eval_cases) == len(theirs.eval_cases), path
        assert tool_names(ours.eval_set) == tool_names(theirs), path
        if ours.shape is FileShape.CURRENT:
            assert [c.eval_id for c in ours.eval_set.eval_cases] == [c.eval_id for c in theirs.eval_cases]
    assert {FileShape.CURRENT, FileShape.LEGACY_TURNS} <= shapes


def test_our_dump_of_every_corpus_file_loads_in_adk() -> None:
    for path in corpus_files():
        dumped = read_evalset(path).eval_set.dump()
        reloaded = AdkEvalSet.model_validate_json(dumped)
        assert tool_names(reloaded) == tool_names(read_evalset(path).eval_set), path


def test_adk_dump_loads_in_ours() -> None:
    for path in corpus_files():
        ours = read_evalset(path)
        adk_text = load_with_adk(path, ours.shape).model_dump_json()
        assert parse_evalset(json.loads(adk_text), path).shape is FileShape.CURRENT


def test_constructed_draft_loads_in_adk_with_same_content() -> None:
    eval_set = EvalSet(eval_set_id="refund_not_owned", eval_cases=[refund_case("refund_not_owned")])
    adk = AdkEvalSet.model_validate_json(eval_set.dump())
    case = adk.eval_cases[0]
    assert case.eval_id == "refund_not_owned"
    assert case.session_input.state == {"customer_id": "C-100"}
    assert case.conversation[0].intermediate_data.tool_uses[0].args == {"order_id": "8812"}
    assert case.conversation[0].final_response.parts[0].text.startswith("Order 8812")
    assert "null" not in eval_set.dump()


def test_invocation_events_form_loads_in_adk() -> None:
    turn = Invocation(
        user_content=Content.of_text("Where is my order?", role="user"),
        final_response=Content.of_text("It ships tomorrow."),
        intermediate_data=InvocationEvents(invocation_events=[InvocationEvent(
            author="support", content=Content(role="model", parts=[
                Part(function_call=FunctionCall(name="lookup_order", args={"order_id": "1"}))]))]),
    )
    eval_set = EvalSet(eval_set_id="events", eval_cases=[refund_case("events").model_copy(
        update={"conversation": [turn]})])
    adk = AdkEvalSet.model_validate_json(eval_set.dump())
    events = adk.eval_cases[0].conversation[0].intermediate_data.invocation_events
    assert events[0].content.parts[0].function_call.name == "lookup_order"


def camel_case_document() -> dict[str, Any]:
    return {"eval_set_id": "camel", "eval_cases": [{
        "evalId": "camel_1", "sessionInput": {"appName": "a", "userId": "u"},
        "conversation": [{"userContent": {"role": "user", "parts": [{"text": "hi"}]},
                          "finalResponse": {"role": "model", "parts": [{"text": "hello"}]},
                          "intermediateData": {"toolUses": [{"name": "greet", "args": {}}]}}]}]}


def test_camel_case_inside_a_case_is_accepted_by_both() -> None:
    document = camel_case_document()
    ours = parse_evalset(document, Path("camel.evalset.json"))
    assert ours.eval_set.eval_cases[0].tool_calls()[0][1].name == "greet"
    assert AdkEvalSet.model_validate(document).eval_cases[0].eval_id == "camel_1"


BAD_CASES = {
    "args as a JSON string": ("conversation", 0, "intermediate_data", "tool_uses", 0, "args"),
    "unknown key in an invocation": ("conversation", 0, "expected"),
    "both conversation kinds": (),
    "both intermediate forms": ("conversation", 0, "intermediate_data", "toolUses"),  # the key as written
}


def bad_document(kind: str) -> dict[str, Any]:
    document = camel_case_document()
    case = document["eval_cases"][0]
    turn = case["conversation"][0]
    if kind == "args as a JSON string":
        turn["intermediateData"]["toolUses"][0]["args"] = '{"order_id": "1"}'
    elif kind == "unknown key in an invocation":
        turn["expected"] = "x"
    elif kind == "both conversation kinds":
        case["conversation_scenario"] = {"starting_prompt": "hi", "conversation_plan": "ask"}
    else:
        turn["intermediateData"]["invocationEvents"] = []
    return document


@pytest.mark.parametrize("kind", sorted(BAD_CASES))
def test_what_adk_refuses_we_refuse_with_the_real_path(kind: str) -> None:
    document = bad_document(kind)
    with pytest.raises(ValidationError):
        AdkEvalSet.model_validate(document)
    with pytest.raises(EvalSetFileError) as caught:
        parse_evalset(document, Path("bad.evalset.json"))
    paths = [issue.path for issue in caught.value.issues]
    assert ("eval_cases", 0, *BAD_CASES[kind]) in paths


def test_legacy_named_cases_shape_converts_like_adk() -> None:
    session = {"state": {"k": 1}, "app_name": "hello", "user_id": "u"}
    document = [{"name": "roll_twice", "initial_session": session,
                 "data": [{"query": "Roll a die", "expected_tool_use": [{"tool_name": "roll_die",
                                                                        "tool_input": {"sides": 6}}],
                           "reference": "I rolled a 4."}]}]
    ours = parse_evalset(document, Path("dice.test.json"))
    theirs = convert_eval_set_to_pydantic_schema("dice", document)
    assert ours.shape is FileShape.LEGACY_CASES
    assert [c.eval_id for c in ours.eval_set.eval_cases] == [c.eval_id for c in theirs.eval_cases]
    assert tool_names(ours.eval_set) == tool_names(theirs) == [["roll_die"]]
    assert ours.eval_set.eval_cases[0].session_input.state == theirs.eval_cases[0].session_input.state
    assert AdkEvalSet.model_validate_json(ours.eval_set.dump()).eval_cases[0].eval_id == "roll_twice"


def test_set_level_keys_must_be_snake_case() -> None:
    with pytest.raises(EvalSetFileError, match="snake_case"):
        parse_evalset({"evalSetId": "x", "evalCases": []}, Path("x.evalset.json"))


def test_write_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "a.evalset.json"
    eval_set = EvalSet(eval_set_id="a", eval_cases=[refund_case("a")])
    eval_set.write(path)
    path.write_text("edited by a reviewer", encoding="utf-8")
    with pytest.raises(FileExistsError):
        eval_set.write(path)
    assert path.read_text(encoding="utf-8") == "edited by a reviewer"
    assert [p.name for p in tmp_path.iterdir()] == ["a.evalset.json"]
