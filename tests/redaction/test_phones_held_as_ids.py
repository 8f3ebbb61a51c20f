"""A phone with its country code held as an identifier under a key that names what it is for (`callback`) says which
country's phones the runs of digits in the session's texts are (redaction/rules/phones_held_as_ids.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.phones_held_as_ids import EXAMPLES, a_phone_with_its_country_code
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("value", "phone"), EXAMPLES)
def test_a_value_held_as_an_id_is_a_phone_when_it_has_a_country_code_a_plan_counts(value: str, phone: bool) -> None:
    assert a_phone_with_its_country_code(value) is phone


def test_a_callback_held_as_an_id_says_the_country_of_the_phones_in_the_texts(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="handoff_to_operator", args={"queue": "desk", "callback": "+79021734455"},
                      result={"ticket": "RG-0203-0551"})]  # fmt: skip
    session = redacted_session(redactor, "I am at home, call 8-902-173-44-55", calls,
                               "The operator calls 8-902-173-44-55 within the hour.")
    assert "8-902-173-44-55" not in (session.turns[0].user_text or "")
    assert "8-902-173-44-55" not in (session.turns[0].final_response or "")
    assert "within the hour" in (session.turns[0].final_response or "")
