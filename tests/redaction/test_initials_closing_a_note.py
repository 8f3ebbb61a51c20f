"""Initials closing a note after its last sentence or a label's colon, with a particle after a dash, or under a key
of initials (redaction/rules/initials_closing_a_note.py)."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.initials_closing_a_note import EXAMPLES, initials_closing_a_note
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "text", "initials"), EXAMPLES)
def test_the_initials_closing_a_note(engine: Engine, key: str | None, text: str, initials: tuple[str, ...]) -> None:
    is_word = partial(is_english, words=engine.english_words)
    assert tuple(initials_closing_a_note(key, text, is_word, engine.nouns_only.__contains__)) == initials


def test_initials_closing_a_note_are_replaced_wherever_written_alone(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="get_card_order",
            args={"ref": "RPL-25-00871"},
            result={"note": "addr taken from 2022 application, cust said same as before - DMcL",
                    "complaint": "Replacement posted to old addr. Order taken by DMcL. Fee waiver asked",
                    "assigned_to": {"initials": "DL", "desk": "Medical Travel"},
                    "status": "posted. OK"},
        )
    ]
    result = redacted_session(redactor, "any news?", calls).turns[0].tool_calls[0].result
    assert "DMcL" not in result["note"] and "DMcL" not in result["complaint"]  # type: ignore[index]
    assert result["complaint"].startswith("Replacement posted to old addr. Order taken by ")  # type: ignore[index]
    assert result["assigned_to"]["initials"] != "DL"  # type: ignore[index]
    assert result["assigned_to"]["desk"] == "Medical Travel"  # type: ignore[index]
    assert result["status"] == "posted. OK"  # type: ignore[index]
