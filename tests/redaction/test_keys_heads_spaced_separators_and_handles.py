"""A key's own word judged before the type of the object holding it, a code written again with spaces around its
separators, a handle under an identifier's key or after a log's kind of actor, and a key whose head is no place
though a place qualifies it."""

from __future__ import annotations

from miner.model import ToolCall
from redaction.recognizers.identifiers import unowned_kind
from redaction.recognizers.keys import role_entity
from tests.redaction.conftest import redacted_session


def test_a_licence_number_inside_an_account_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_account", args={"account_no": "NLB-0457"},
                      result={"account": {"account_no": "NLB-0457", "licence_no": "NI-LL-0088", "terms": "30 days"}})]
    turn = redacted_session(redactor, "short delivery again", calls).turns[0]
    result = turn.tool_calls[0].result
    assert isinstance(result, dict)
    assert result["account"]["licence_no"] != "NI-LL-0088"
    assert result["account"]["terms"] == "30 days"


def test_a_held_code_written_with_spaces_around_its_dashes_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_grower", args={"grower_id": "NVG-HKP-0217"}, result={"status": "ACTIVE"})]
    turn = redacted_session(redactor, "my grower number is NVG - HKP - 0217, payment late", calls).turns[0]
    assert "0217" not in turn.user_text
    assert "payment late" in turn.user_text


def test_a_handle_under_an_identifiers_key_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_order", args={"orderNo": "FX-20240611-001"},
                      result={"customer": {"wechatId": "ablimit_gz"}, "settingId": "dark_mode"})]
    turn = redacted_session(redactor, "where is my order", calls).turns[0]
    result = turn.tool_calls[0].result
    assert isinstance(result, dict)
    assert result["customer"]["wechatId"] != "ablimit_gz"
    assert result["settingId"] == "dark_mode"  # words of the language joined: a setting


def test_who_changed_something_is_a_person_after_a_logs_kind_of_actor() -> None:
    def plain(word: str) -> bool:
        return word.casefold() in {"front", "desk", "staff", "system"}

    assert role_entity("ChangedBy", None, "staff:rihna.e", plain) == "USERNAME"
    assert role_entity("updated_by", None, "j.okafor", plain) == "USERNAME"
    assert role_entity("changed_by", None, "system", plain) is None
    assert role_entity("updated_by", None, "Front Desk", plain) is None
    assert role_entity("password_changed", None, "yes", plain) is None


def test_a_place_before_a_keys_head_leaves_it_an_identifiers_key() -> None:
    assert unowned_kind("portCallId") is None  # a vessel's call at the port: its agent's matter
    assert unowned_kind("do_not_call") is None  # a call is no record of the software unless a tool's
    kind = unowned_kind("tool_call_id")
    assert kind is not None and kind.name == "a_record_of_the_software"
    for key in ("airport_code", "flight_number", "hotel_room_number", "port_of_loading_code"):
        kind = unowned_kind(key)
        assert kind is not None and kind.name == "a_place_or_vehicle_anyone_uses", key
