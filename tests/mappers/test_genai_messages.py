"""GenAI message attributes: JSON strings decoded in one typed pass, damaged ones item by item."""

from __future__ import annotations

import json

from miner.mappers.shared import parse_messages

USER = {"role": "user", "parts": [{"type": "text", "content": "Where is my order?"}]}
CALL = {"role": "assistant", "parts": [{"type": "tool_call", "id": "c1", "name": "lookup_order",
                                        "arguments": {"order_id": "A-17"}}]}
RESULT = {"role": "tool", "parts": [{"type": "tool_call_response", "id": "c1", "response": {"status": "shipped"}}]}


def _summary(raw: object) -> list[tuple[str, str | None, list[tuple[str | None, str, object]], list[object]]]:
    return [(message.role, message.text, [(call.call_id, call.name, call.args) for call in message.tool_calls],
             [result.response for result in message.tool_results]) for message in parse_messages(raw)]


EXPECTED = [
    ("user", "Where is my order?", [], []),
    ("assistant", None, [("c1", "lookup_order", {"order_id": "A-17"})], []),
    ("tool", None, [], [{"status": "shipped"}]),
]


def test_a_json_string_and_a_structured_value_read_the_same() -> None:
    assert _summary(json.dumps([USER, CALL, RESULT])) == EXPECTED
    assert _summary([USER, CALL, RESULT]) == EXPECTED


def test_a_damaged_item_is_skipped_and_its_neighbours_kept() -> None:
    damaged = {"role": "user", "parts": [USER["parts"][0], 5, "text"]}
    assert _summary(json.dumps([damaged, 7, CALL, RESULT])) == EXPECTED
    assert _summary(json.dumps([{"role": "user", "parts": "not a list"}])) == [("user", None, [], [])]


def test_text_that_is_not_json_has_no_messages() -> None:
    assert _summary('[{"role": "user", "parts": [') == []
    assert _summary("plain words") == []
