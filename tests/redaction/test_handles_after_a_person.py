"""An account name in lower case right after a noun that names a person (redaction/rules/handles_after_a_person.py)."""

from __future__ import annotations

from functools import partial

import pytest

from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.handles_after_a_person import EXAMPLES, handles_after_a_person
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "handles"), EXAMPLES)
def test_the_handles_after_a_persons_noun(engine: Engine, text: str, handles: tuple[str, ...]) -> None:
    is_word = partial(is_english, words=engine.english_words)
    support = engine.person_support
    names = support.names.given | support.names.surnames
    assert tuple(handles_after_a_person(text, is_word, support.nouns.__contains__, names)) == handles


def test_a_handle_after_a_persons_noun_is_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    text = "BankValidationError: account rejected for seasonal worker nomsa.k - AVS name mismatch"
    redacted = redacted_session(redactor, text, []).turns[0].user_text or ""
    assert "nomsa.k" not in redacted
    assert redacted.startswith("BankValidationError: account rejected for seasonal worker ")
