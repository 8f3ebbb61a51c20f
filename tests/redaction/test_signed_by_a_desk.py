"""Initials closing a text or its brackets after a dash, perhaps after a desk's or a role's words
(redaction/rules/signed_by_a_desk.py)."""

from __future__ import annotations

from functools import partial

import pytest

from miner.model import ToolCall
from redaction import Engine
from redaction.recognizers.precision import is_english
from redaction.rules.signed_by_a_desk import EXAMPLES, initials_signing_remarks
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "initials"), EXAMPLES)
def test_the_initials_signing_a_remark(engine: Engine, text: str, initials: tuple[str, ...]) -> None:
    is_word = partial(is_english, words=engine.english_words)
    assert tuple(initials_signing_remarks(text, is_word, engine.nouns_only.__contains__)) == initials


def test_initials_after_a_desk_are_replaced_wherever_written_alone(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(
            name="get_booking",
            args={"ref": "BK-2231"},
            result={"note": "pools closed on arrival (maint., no notice sent - ops KR). Refund due",
                    "logged_by": "ops - KR", "status": "sent - OK"},
        )
    ]
    result = redacted_session(redactor, "any news?", calls).turns[0].tool_calls[0].result
    assert "KR" not in result["note"]  # type: ignore[index]
    assert result["note"].startswith("pools closed on arrival (maint., no notice sent - ops ")  # type: ignore[index]
    assert "KR" not in result["logged_by"]  # type: ignore[index]
    assert result["status"] == "sent - OK"  # type: ignore[index]
