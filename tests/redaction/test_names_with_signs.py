"""A name under a person's role key in a script writing its vowels as signs (redaction/rules/names_with_signs.py)."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


def _state(redactor: Redactor, state: dict[str, object]) -> dict[str, object]:
    return redactor.redact(make_session([]).model_copy(update={"state": state})).session.state


@pytest.mark.parametrize(
    ("key", "name"),
    [
        ("checkedBy", "ராஜேஸ்வரி"),  # Tamil
        ("owner", "சுந்தரம்"),  # Tamil
        ("approvedBy", "މުޙައްމަދު ޒާހިރު"),  # Thaana
        ("driver", "जसवीर सिंह"),  # Devanagari
    ],
)
def test_a_name_written_with_signs_under_a_role_key_is_a_person(redactor: Redactor, key: str, name: str) -> None:
    redacted = _state(redactor, {"qc": {key: name, "result": "passed"}})
    assert redacted["qc"][key].startswith("<PERSON")  # type: ignore[index]
    assert redacted["qc"]["result"] == "passed"  # type: ignore[index]


def test_the_same_name_is_replaced_in_the_fixture_and_in_the_text(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"ticket": {"id": "DL-TN-0566", "owner": "சுந்தரம்"},
                                   "note": "returns desk-ல் சுந்தரம் அவர்களிடம் குறித்துவிட்டேன்."})  # fmt: skip
    assert "சுந்தரம்" not in str(redacted)
    owner = redacted["ticket"]["owner"]  # type: ignore[index]
    assert owner in redacted["note"]  # type: ignore[operator]


@pytest.mark.parametrize(("key", "value"), [("checkedBy", "Staff"), ("owner", "fleet-team"), ("owner", "QC Team")])
def test_words_that_name_nobody_stay(redactor: Redactor, key: str, value: str) -> None:
    assert _state(redactor, {"qc": {key: value}})["qc"][key] == value  # type: ignore[index]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('QC log: checkedBy="ராஜேஸ்வரி" result=passed', "ராஜேஸ்வரி"),
        ("audit approvedBy='މުޙައްމަދު ޒާހިރު' at 10:02", "މުޙައްމަދު ޒާހިރު"),
    ],
)
def test_the_same_key_in_a_log_line_finds_the_whole_name(engine: Engine, text: str, name: str) -> None:
    assert ("PERSON", name) in found(engine, text)


def test_a_word_of_the_language_under_the_key_in_a_log_line_stays(engine: Engine) -> None:
    assert not found(engine, 'owner="Staff" queue=returns')
