"""The fixture backend's choice of the recorded call that answers a call."""

from __future__ import annotations

from typing import Any

from miner.formats.fixtures import FixtureFile, ToolFixture
from miner.run.fixtures import FixtureBackend


def backend(*calls: tuple[int, dict[str, Any], Any], live_read_only: bool = False) -> FixtureBackend:
    fixture = FixtureFile(eval_id="case", tools={"lookup_order": [
        ToolFixture(turn=turn, args=args, response=response) for turn, args, response in calls]})
    return FixtureBackend(fixture, frozenset({"lookup_order"}), live_read_only)


def test_the_same_turn_and_arguments_win_over_an_earlier_turns() -> None:
    tools = backend((1, {"order_id": "A-1"}, "first"), (2, {"order_id": "A-1"}, "second"))
    tools.begin_turn(2)
    assert tools.answer("lookup_order", {"order_id": "A-1"}).response == "second"


def test_numbers_compare_as_numbers_and_extra_arguments_are_allowed() -> None:
    tools = backend((1, {"order_id": 3}, "three"), (1, {"order_id": 4}, "four"))
    assert tools.answer("lookup_order", {"order_id": 4.0, "verbose": True}).response == "four"
    assert tools.answer("lookup_order", {"order_id": True}).response == "three"  # no fit: the next unused


def test_the_same_arguments_in_another_turn_then_the_next_unused_call() -> None:
    tools = backend((1, {"order_id": "A-1"}, "a1"), (1, {"order_id": "B-2"}, "b2"))
    tools.begin_turn(3)
    assert tools.answer("lookup_order", {"order_id": "B-2"}).response == "b2"
    assert tools.answer("lookup_order", {"order_id": "C-3"}).response == "a1"
    assert tools.answer("lookup_order", {"order_id": "A-1"}).response == "a1"  # a retry gets the same answer
    missed = tools.answer("lookup_order", {"order_id": "D-4"})
    assert missed.miss and missed.as_result()["error"].startswith("no recorded call of lookup_order")
    assert [(miss.turn, miss.args) for miss in tools.misses] == [(3, {"order_id": "D-4"})]
    assert [call.status for call in tools.turn_calls(3)] == ["completed", "completed", "completed", "failed"]


def test_only_read_only_tools_run_live_and_only_when_allowed() -> None:
    tools = backend(live_read_only=True)
    assert tools.answer("lookup_order", {"order_id": "A-1"}).live
    assert tools.answer("issue_refund", {"order_id": "A-1"}).miss
    assert not backend().answer("lookup_order", {}).live


def test_every_answer_is_a_non_empty_object() -> None:
    tools = backend((1, {}, None), (1, {}, []), (1, {}, {"status": "ok"}))
    assert [tools.answer("lookup_order", {}).as_result() for _ in range(3)] == [
        {"result": None}, {"result": []}, {"status": "ok"}]
