from __future__ import annotations

from pathlib import Path

import pytest

from redaction import Engine
from redaction.engine import unescape_for_analysis
from redaction.recognizers.cards import luhn_valid
from tests.leaks import assert_no_leaks, find_leaks


def spans(engine: Engine, text: str, entity: str) -> set[str]:
    return {text[r.start : r.end] for r in engine.analyze_many([text])[0] if r.entity_type == entity}


def test_names_the_small_model_files_as_organisations_are_people(engine: Engine) -> None:
    # en_core_web_sm labels both of these ORG, which Presidio ignores.
    assert "Siobhan Dlamini" in spans(engine, "order 7 is for Siobhan Dlamini.", "PERSON")
    assert "Rosalind Farouk" in spans(engine, "gift for Rosalind Farouk, leave with neighbour", "PERSON")


def test_speakers_at_line_start_are_people_and_labels_are_not(engine: Engine) -> None:
    text = "Arya: What a wife.\nShawn: Remember me?\nStatus: closed"
    found = spans(engine, text, "PERSON")
    assert {"Arya", "Shawn"} <= found
    assert "Status" not in found


def test_escaped_line_breaks_keep_offsets_and_split_words() -> None:
    text = "Leigha Mackay\\n\\nLa Sagne"
    assert len(unescape_for_analysis(text)) == len(text)
    assert "Mackay \n \nLa" in unescape_for_analysis(text)


def test_long_card_numbers_need_the_luhn_check(engine: Engine) -> None:
    valid = "6304843505520"  # 13 digits, Luhn-valid
    assert luhn_valid(valid)
    assert valid in spans(engine, f"my card {valid} is lost", "CREDIT_CARD")
    assert not spans(engine, "my card 6304843505521 is lost", "CREDIT_CARD")


@pytest.mark.parametrize(
    ("text", "entity", "value"),
    [
        ("I would like to stop receiving messages to 78 739 089", "PHONE_NUMBER", "78 739 089"),
        ("Desk: 598-816-0033x6997", "PHONE_NUMBER", "598-816-0033x6997"),
        ("My zip code is 60120", "ZIP_CODE", "60120"),
        ("I'm Maj, originally from TAMPERE, and 44 y/o.", "LOCATION", "TAMPERE"),
        ("The bus station is on Feldstrasse 61", "STREET_ADDRESS", "Feldstrasse 61"),
        ("send it to PSC 5720, Box 5242\nAPO AA 98008", "STREET_ADDRESS", "PSC 5720, Box 5242\nAPO AA 98008"),
    ],
)  # fmt: skip
def test_formats_presidio_alone_misses(engine: Engine, text: str, entity: str, value: str) -> None:
    assert value in spans(engine, text, entity)


def test_leak_check_names_file_and_type_never_the_value(tmp_path: Path) -> None:
    (tmp_path / "drafts").mkdir()
    (tmp_path / "drafts" / "case.json").write_text('{"text": "hello <PERSON_1>"}', encoding="utf-8")
    planted = [("PERSON", "Keelin Brennan"), ("EMAIL_ADDRESS", "k.brennan@example.org")]
    assert find_leaks(planted, tmp_path) == []
    assert_no_leaks(planted, tmp_path)
    (tmp_path / "drafts" / "fixture.json").write_text('{"to": "K.Brennan@example.org"}', encoding="utf-8")
    leaks = find_leaks(planted, tmp_path)
    assert [(leak.path.name, leak.entity, leak.index) for leak in leaks] == [
        ("fixture.json", "EMAIL_ADDRESS", 1)
    ]
    with pytest.raises(AssertionError) as raised:
        assert_no_leaks(planted, tmp_path)
    assert "brennan" not in str(raised.value).lower()


def test_a_date_of_birth_is_found_after_its_cue_and_other_dates_are_not(engine: Engine) -> None:
    for text, date in [("my ssn is 078-05-1120 and dob 03/14/1979", "03/14/1979"),
                       ("I was born on 14 March 1979 in a small town", "14 March 1979"),
                       ("date of birth: 1979-03-14", "1979-03-14"),
                       ("Birthday March 14, 1979, please check", "March 14, 1979")]:
        assert date in spans(engine, text, "DATE_OF_BIRTH"), text
    assert spans(engine, "the parcel left on 03/14/2026 and arrives 2026-03-18", "DATE_OF_BIRTH") == set()
