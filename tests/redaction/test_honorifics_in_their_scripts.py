"""A word right before an honorific written in its own script is the name it honours ("سلام نرگس خانم", "సరే లచ్చు
గారు"), and one more word before it when it is a given name ("ظفر علی صاحب"); an honorific in Latin letters, a number
and an honorific before an honorific are left to the other rules."""

from __future__ import annotations

import pytest

from redaction.rules.honorifics_in_their_scripts import EXAMPLES, honoured

_GIVEN = {"ظفر", "علی", "सुनील"}


@pytest.mark.parametrize(("text", "name"), EXAMPLES)
def test_a_word_before_an_honorific_in_its_own_script_is_a_name(text: str, name: str) -> None:
    spans = honoured(text, lambda word: word in _GIVEN)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])
