"""A code a tool holds in letters of another script is the same code written in Latin letters
(redaction/rules/romanised_codes.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.romanised_codes import EXAMPLES, romanised
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("code", "roman"), EXAMPLES)
def test_a_codes_latin_form(code: str, roman: str | None) -> None:
    assert romanised(code) == roman


def test_a_cyrillic_code_typed_in_latin_letters_is_the_codes(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_booking", args={"резервация_№": "КЗН-24-0612"},
                      result={"резервация_№": "КЗН-24-0612", "литри": 38})]
    turn = redacted_session(redactor, "ot 600 l izleze samo 38 litra!! rezervaciqta mi e KZN-24-0612", calls).turns[0]
    assert "KZN-24-0612" not in turn.user_text
    assert "КЗН-24-0612" not in str(turn.tool_calls[0].args)
    assert "600 l izleze samo 38 litra" in turn.user_text
