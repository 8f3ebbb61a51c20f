"""A name between quotes inside a person's name is a part of it (redaction/rules/quoted_nicknames.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.quoted_nicknames import EXAMPLES, name_parts
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("name", "parts"), EXAMPLES)
def test_a_held_names_parts(name: str, parts: tuple[str, ...]) -> None:
    assert name_parts(name) == list(parts)


def test_a_quoted_nickname_written_alone_is_the_persons(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_trip", args={"tripId": "FDF-2A-0071"},
                      result={"guide": {"guideId": "GD-0071", "name": "Elvis 'Bone' Forbes"}, "anglers": 2})]
    turn = redacted_session(redactor, "21st or 22nd. we want Bone again, 2 anglers", calls).turns[0]
    assert "Bone" not in turn.user_text
    assert "2 anglers" in turn.user_text
