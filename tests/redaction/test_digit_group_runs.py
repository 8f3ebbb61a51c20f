"""A number written in three groups of digits or more is one identifier (redaction/rules/digit_group_runs.py)."""

from __future__ import annotations

import pytest

from redaction.redactor import Redactor
from redaction.rules.digit_group_runs import EXAMPLES, digit_group_runs
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "runs"), EXAMPLES)
def test_the_numbers_written_in_groups(text: str, runs: tuple[str, ...]) -> None:
    assert tuple(text[start:end] for start, end in digit_group_runs(text)) == runs


def test_a_payment_in_groups_is_replaced_and_an_amount_stays(redactor: Redactor) -> None:
    user = "I was charged twice: 2093 1182 457 and 2093 1182 611, 1 250 000 in total"
    redacted = redacted_session(redactor, user, []).turns[0].user_text or ""
    assert "1182" not in redacted
    assert "1 250 000 in total" in redacted
