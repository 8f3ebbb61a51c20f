"""Initials closing a record's note with a mark of signing: a dash against them, brackets, a word of signing, or a
spaced dash before initials with a particle (redaction/rules/signatures_closing_a_note.py)."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.signatures_closing_a_note import EXAMPLES, signatures_closing_a_note
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "text", "initials"), EXAMPLES)
def test_the_signatures_closing_a_note(engine: Engine, key: str | None, text: str, initials: tuple[str, ...]) -> None:
    is_word = partial(is_english, words=engine.english_words)
    assert tuple(signatures_closing_a_note(key, text, is_word, engine.nouns_only.__contains__)) == initials


def test_signatures_closing_a_note_are_replaced_wherever_written_alone(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="get_collection_history",
            args={"acct": "DCC-BIN-200731"},
            result={"lifts": [{"date": "2024-11-05", "crew_note": "no bin out @ 07:41 - PMcG"},
                              {"date": "2024-10-29", "note": "wet bags, re-dried 15/6, HM sign"}],
                    "status": "NOT_PRESENTED (USD)"},
        )
    ]
    session = redacted_session(redactor, "I want that driver spoken to. PMcG or whoever he is", calls)
    result = session.turns[0].tool_calls[0].result
    assert "PMcG" not in result["lifts"][0]["crew_note"]  # type: ignore[index]
    assert "HM" not in result["lifts"][1]["note"]  # type: ignore[index]
    assert result["lifts"][1]["note"].startswith("wet bags, re-dried 15/6, ")  # type: ignore[index]
    assert "PMcG" not in (session.turns[0].user_text or "")
    assert result["status"] == "NOT_PRESENTED (USD)"  # type: ignore[index]
