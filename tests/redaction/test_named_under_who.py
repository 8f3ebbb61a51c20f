"""A record's bare `who` holds the name of the person it is about, in any script and case ("OUATTARA Bakary",
"مهندس فرزانه رحیمی", "SIBANDA/N"); a role, a system's word, initials and a value with a digit are left to the other
rules."""

from __future__ import annotations

import pytest

from redaction.recognizers.keys import NOBODY, TellingKeys
from redaction.rules.named_under_who import EXAMPLES, a_name_under_who


@pytest.mark.parametrize(("value", "name"), EXAMPLES)
def test_a_name_under_a_bare_who(value: str, name: bool) -> None:
    assert a_name_under_who(("who",), value, NOBODY) is name


def test_only_a_bare_who_is_read() -> None:
    assert not a_name_under_who(("who", "called"), "OUATTARA Bakary", NOBODY)
    assert TellingKeys().entity_for("who", "caution", "OUATTARA Bakary") == "PERSON"
