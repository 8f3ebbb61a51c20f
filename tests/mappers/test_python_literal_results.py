"""Tool results an SDK wrote as `str()` of a Python value (Semantic Kernel's, OpenLIT's traced arguments) are
read back as data, never evaluated; JSON stays JSON and a plain text stays text."""

from __future__ import annotations

from miner.mappers.shared import parse_result


def test_a_python_repr_of_a_dict_is_read_back_as_the_dict() -> None:
    assert parse_result("{'order_id': 'ORD-1', 'amount': 25.0, 'ok': True, 'none': None}") == {
        "order_id": "ORD-1", "amount": 25.0, "ok": True, "none": None}


def test_json_is_read_as_json_and_text_stays_text() -> None:
    assert parse_result('{"status": "shipped"}') == {"status": "shipped"}
    assert parse_result("the order shipped") == "the order shipped"
    assert parse_result("{not a value at all") == "{not a value at all"


def test_an_expression_is_never_evaluated() -> None:
    assert parse_result("[__import__('os').getcwd()]") == "[__import__('os').getcwd()]"
