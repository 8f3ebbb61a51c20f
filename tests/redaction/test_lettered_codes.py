"""A scheme's capitals joined by a hyphen to four digits or more are one holder's record in free text, with or
without a noun before them ("hold placed on CHS-58502"); a standard's, a currency's or a period's are left alone."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.lettered_codes import EXAMPLES, lettered_codes
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "code"), EXAMPLES)
def test_a_schemes_capitals_and_a_serial_are_a_record(text: str, code: str) -> None:
    assert [text[start:end] for start, end in lettered_codes(text)] == ([code] if code else [])


@pytest.mark.parametrize(("text", "code"), [(text, code) for text, code in EXAMPLES if code])
def test_the_record_is_replaced_and_the_words_around_it_stay(redactor: Redactor, text: str, code: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert code not in redacted
    assert text[: text.index(code)].split()[-1].strip("(") in redacted
