"""A password by its shape alone, in a text of any language (redaction/recognizers/secrets.py)."""

from __future__ import annotations

import pytest

from redaction.recognizers.secrets import SHAPE_EXAMPLES, passwords_by_shape
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "password"), SHAPE_EXAMPLES)
def test_a_password_by_its_shape(text: str, password: str) -> None:
    assert [text[start:end] for start, end in passwords_by_shape(text)] == ([password] if password else [])


def test_a_password_in_a_sentence_of_another_language_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    text = "nimesahau mot de passe ya portail, ya zamani ilikuwa Kyungu@2024 , nisaidie tafadhali"
    turn = redacted_session(redactor, text, []).turns[0]
    assert "Kyungu@2024" not in turn.user_text and "<SECRET_1>" in turn.user_text
