"""A dwelling under a key naming where someone lives, a serial's padded last group written alone, and the digits an
ellipsis leaves visible."""

from __future__ import annotations

from miner.model import ToolCall
from tests.redaction.conftest import redacted_session


def test_a_residence_is_an_address_and_is_found_again_in_text(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_beneficiary", args={"beneficiaryNo": "1047732"},
                      result={"residence": "House 318", "community": "Pangnirtung", "residence_status": "ACTIVE"})]
    turn = redacted_session(redactor, "the card goes to House 318 please", calls).turns[0]
    result = turn.tool_calls[0].result
    assert isinstance(result, dict)
    assert result["residence"] != "House 318"
    assert result["residence_status"] == "ACTIVE"
    assert "House 318" not in turn.user_text


def test_a_serials_padded_last_group_written_alone_is_the_serials(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="start_request", args={"beneficiaryNo": "1047732"},
                      result={"requestNo": "RCR-2024-0388", "fee": "0.00"})]
    turn = redacted_session(redactor, "Request 0388 stays open, 121 sheep and 14 cows", calls).turns[0]
    assert "0388" not in turn.user_text
    assert "121 sheep and 14 cows" in turn.user_text


def test_digits_after_an_ellipsis_are_an_accounts_end(redactor) -> None:  # type: ignore[no-untyped-def]
    turn = redacted_session(redactor, "prelevat sus vòstre compte que s'acaba per …8912, lo 2024-07-31", []).turns[0]
    assert "8912" not in turn.user_text
    assert "2024-07-31" in turn.user_text


def test_a_serials_padded_number_written_without_its_zeros_is_the_serials(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="find_member", args={"query": "412", "surname": "Rendall"},
                      result={"memberNo": "SKW-0412", "shares": 500, "nominal": "500.00"})]
    turn = redacted_session(redactor, "Member number is 412 I think, 500 shares", calls).turns[0]
    assert "412" not in turn.user_text
    assert turn.tool_calls[0].args["query"] != "412"
    assert "500 shares" in turn.user_text


def test_a_codes_letters_with_its_last_number_of_three_digits_are_the_code(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_grant_application", args={"query": "CBF 117", "applicantSurname": "Drever"},
                      result={"appRef": "CBF-24-117", "amount": "150.00"})]
    turn = redacted_session(redactor, "ref is CBF 117 or something like that, 3 weeks ago", calls).turns[0]
    assert "CBF 117" not in turn.user_text
    assert turn.tool_calls[0].args["query"] != "CBF 117"
    assert "3 weeks ago" in turn.user_text


def test_a_landmark_is_an_address_and_is_found_again_in_text(redactor) -> None:  # type: ignore[no-untyped-def]
    landmark = "white house with red trim, last one before the path down to the beach"
    calls = [ToolCall(name="update_service_address", args={"accountNo": "MF-04417", "landmark": landmark},
                      result={"updated": True, "landmark_count": 1})]
    turn = redacted_session(redactor, f"Fixed, with the note about the {landmark}.", calls).turns[0]
    assert turn.tool_calls[0].args["landmark"] != landmark
    assert "last one before the path down to the beach" not in turn.user_text
    result = turn.tool_calls[0].result
    assert isinstance(result, dict) and result["landmark_count"] == 1


def test_three_digits_padded_with_a_zero_under_a_numbers_key_are_a_number(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_picker", args={"pickerNo": "027"},
                      result={"pickerId": "PKR-027", "grossKg": "212.0", "bags": 12})]
    turn = redacted_session(redactor, "It's picker 027, 12 bags this week", calls).turns[0]
    assert turn.tool_calls[0].args["pickerNo"] != "027"
    assert "027" not in turn.user_text
    assert "12 bags" in turn.user_text
