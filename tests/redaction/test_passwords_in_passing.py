"""A password said by a login form's short word or in a clause about logging in ("pw is Motown4life!", "cant log
into the portal, tried Smudge2019!") is a secret: it is replaced, and the words around it stay."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.recognizers.secrets import passwords_said
from redaction.rules.passwords_in_passing import EXAMPLES as PASSWORDS
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "password"), PASSWORDS)
def test_a_password_said_in_passing_is_found(text: str, password: str) -> None:
    assert [text[start:end] for start, end in passwords_said(text)] == ([password] if password else [])


@pytest.mark.parametrize(
    ("text", "password", "kept"),
    [
        ("order #VR-20931. also cant log in, pw is Motown4life! if u need it", "Motown4life", "if u need it"),
        ("cant log into the portal, tried Smudge2019! three times and its locked", "Smudge2019", "three times"),
    ],
)
def test_a_password_said_in_passing_is_replaced(redactor: Redactor, text: str, password: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert password not in redacted
    assert kept in redacted
