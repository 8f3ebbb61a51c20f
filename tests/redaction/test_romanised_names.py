"""A person's name a tool holds in the letters of another alphabet with capitals is the same name written in Latin
letters (redaction/rules/romanised_names.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.rules.romanised_names import EXAMPLES, romanised_name
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("name", "roman"), EXAMPLES)
def test_a_names_latin_form(name: str, roman: str | None) -> None:
    assert romanised_name(name) == roman


def test_a_cyrillic_name_a_payment_error_writes_in_latin_capitals_is_replaced(redactor: Redactor) -> None:
    calls = [ToolCall(name="findSupplier", args={"fio": "Тадыев Эркемен"},
                      result={"fio": "ТАДЫЕВ ЭРКЕМЕН СЕРГЕЕВИЧ", "phone": "+7 913 691-24-57"}),
             ToolCall(name="getPurchasePayout", args={"actNo": "ЗК-2025/0318"}, status="error",
                      error="payout-svc 422 Unprocessable Entity: bank rejected transfer to TADYEV ERKEMEN card "
                            "2202 20** **** 4417 - code 54 (expired card)")]  # fmt: skip
    turn = redacted_session(redactor, "Здравствуйте, я Тадыев Эркемен", calls).turns[0]
    error = turn.tool_calls[1].error or ""
    assert "TADYEV" not in error and "ERKEMEN" not in error
    assert "bank rejected transfer to" in error and "expired card" in error


def test_a_latin_name_has_no_other_form_and_latin_words_stay(redactor: Redactor) -> None:
    calls = [ToolCall(name="findSupplier", args={"fio": "Maria Ivanova"}, result={"status": "ACTIVE"})]
    turn = redacted_session(redactor, "the payout service says RETRY LATER", calls).turns[0]
    assert "RETRY LATER" in (turn.user_text or "")
