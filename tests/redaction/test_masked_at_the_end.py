"""Digits shown before a mask: a personal identifier (redaction/rules/masked_at_the_end.py)."""

from __future__ import annotations

import pytest

from redaction.redactor import Redactor
from redaction.rules.masked_at_the_end import EXAMPLES, digits_before_a_mask
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "masked"), EXAMPLES)
def test_the_numbers_masked_after_their_first_digits(text: str, masked: tuple[str, ...]) -> None:
    assert tuple(text[start:end] for start, end in digits_before_a_mask(text)) == masked


def test_a_number_masked_after_its_first_digits_is_replaced(redactor: Redactor) -> None:
    redacted = redacted_session(redactor, "my fnr is 070585***** and I moved from Alta in March", []).turns[0]
    assert "070585" not in (redacted.user_text or "")
    assert "moved from" in (redacted.user_text or "")
