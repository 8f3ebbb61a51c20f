"""A suburb or a town under a bare key, in a record that names a person under a key, is that person's place and is
replaced; the same key in a record that names no one, or beside another object's name, stays."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.settlements_of_a_record import EXAMPLES, a_settlement_of_a_record, object_opening
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("words", "value", "names_a_person", "expected"), EXAMPLES)
def test_the_rules_examples(words: tuple[str, ...], value: str, names_a_person: bool, expected: bool) -> None:
    assert a_settlement_of_a_record(words, value, names_a_person) is expected


def test_the_object_holding_a_value() -> None:
    text = '{"booking": "BK-1", "contact": {"name": "Ann Lee", "note": "a } in \\"quotes\\""}, "locality": "Gudja"}'
    assert object_opening(text, text.index("Ann")) == text.index('{"name"')
    assert object_opening(text, text.index("Gudja")) == 0
    assert object_opening("name=x suburb=Y", 14) == -1


@pytest.mark.parametrize(
    ("text", "place", "kept"),
    [
        ('client.intake id=GBC-1043 name="Nathan Councillor" dob=1985-11-03 suburb=Rangeway', "Rangeway", "suburb="),
        (
            '{"student": {"name": "Kai Tanaka", "suburb": "Dalyellup"}, "lesson": "BEGINNER_3HR"}',
            "Dalyellup",
            "BEGINNER_3HR",
        ),
        (
            '{"hirer":{"name":"Jo Pickering","phone":"06 323 7718","town":"Halcombe"},"date":"2025-05-03"}',
            "Halcombe",
            "2025-05-03",
        ),
        ('INFO crm.upsert name="Petra Vogel" locality=Oberwil tags=[repair]', "Oberwil", "tags=[repair]"),
    ],
)
def test_a_settlement_in_a_persons_record_is_replaced(redactor: Redactor, text: str, place: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert place not in redacted
    assert kept in redacted


@pytest.mark.parametrize(
    ("text", "place"),
    [
        (
            '{"suburb": "Castle Hill", "council": "The Hills Shire Council", "service": "compliance_inspection"}',
            "Castle Hill",
        ),
        ("INFO permit.status type=HACKING town=TENGAH status=APPROVED", "TENGAH"),
        (
            '{"booking": "BK-3417", "contact": {"name": "Ann Micallef"}, "locality": "Gudja", "feast": "Ferragosto"}',
            "Gudja",
        ),
        ('INFO job name="Nightly Backup" town=Ashburton status=ok', "Ashburton"),
    ],
)
def test_a_settlement_of_no_ones_record_stays(redactor: Redactor, text: str, place: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert place in redacted
