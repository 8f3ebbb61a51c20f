"""The one a greeting or a thanks is said to is a person ("Hi marlon!", "Thanks Jordan, your refund ..."): the name
is replaced, in any case, and a term of address or a group in the same place stays ("Hi there,", "Hi team,")."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.addressees import EXAMPLES, addressed
from tests.redaction.conftest import redacted_session

_GIVEN = {"marlon", "rob", "jordan", "maria", "priya", "will", "love"}
_NOT_NAMES = {"monday", "sir"}


@pytest.mark.parametrize(("text", "name"), EXAMPLES)
def test_a_greeting_or_a_thanks_is_said_to_a_person(text: str, name: str) -> None:
    spans = addressed(text, lambda word: word.casefold() in _GIVEN, lambda word: word.casefold() in _NOT_NAMES)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("Hi marlon! your table for 4 is booked for Friday at 8pm", "marlon", "your table for 4"),
        ("Hi rob, the deposit for the cabin was received this morning", "rob", "deposit for the cabin"),
        ("Thanks Jordan, your refund is on its way and should land in 3 days", "Jordan", "your refund"),
        ("Hi there, is the shop open today? thanks so much", "", "Hi there"),
        ("Hi team, the build is green again, thanks, will do the release", "", "Hi team"),
    ],
)
def test_the_name_addressed_is_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert kept in redacted
    if name:
        assert name not in redacted
    else:
        assert redacted == text
