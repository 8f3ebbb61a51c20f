"""A word in a login's shape after the word that says a login in a text (redaction/rules/logins_named_in_text.py)."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.logins_named_in_text import EXAMPLES, logins_named_in_text
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "logins"), EXAMPLES)
def test_the_logins_named_in_text(engine: Engine, text: str, logins: tuple[str, ...]) -> None:
    assert tuple(logins_named_in_text(text, partial(is_english, words=engine.english_words))) == logins


def test_logins_named_in_text_are_replaced_wherever_written(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="book_shuttle_seat",
            args={"run": "HOI-KBL-0430"},
            result={"error": "ERR_MANIFEST_LOCK (409): manifest HOI-KBL-0430 locked by dispatcher user mkato at 17:02",
                    "locked_by": "mkato"},
        )
    ]
    result = redacted_session(redactor, "why can't I book?", calls).turns[0].tool_calls[0].result
    assert "mkato" not in str(result)
    assert "locked by dispatcher user " in result["error"]  # type: ignore[index]
