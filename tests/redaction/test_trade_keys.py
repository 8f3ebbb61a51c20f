"""A name under a key whose head is a trade or a role (redaction/rules/trade_keys.py)."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


def _state(redactor: Redactor, state: dict[str, object]) -> dict[str, object]:
    return redactor.redact(make_session([]).model_copy(update={"state": state})).session.state


@pytest.mark.parametrize(
    ("key", "name"),
    [("shaper", "Wayne"), ("conservator", "Ailsa"), ("driller_in_charge", "Otieno"), ("contact_at_supplier", "Gary")],
)
def test_a_name_under_a_trades_key_is_a_person(redactor: Redactor, key: str, name: str) -> None:
    redacted = _state(redactor, {"job": {key: name, "status": "booked"}})
    assert redacted["job"][key] != name  # type: ignore[index]
    assert redacted["job"]["status"] == "booked"  # type: ignore[index]


def test_each_name_of_a_list_under_a_trades_plural_is_a_person(redactor: Redactor) -> None:
    redacted = _state(redactor, {"tour": {"guides": ["Nick Wallace", "Grace"], "product": "heli hike"}})
    assert "Nick Wallace" not in str(redacted) and "Grace" not in str(redacted)
    assert redacted["tour"]["product"] == "heli hike"  # type: ignore[index]


@pytest.mark.parametrize(
    ("key", "value"),
    [("guide", "unassigned"), ("guide", "Crew B"), ("jumper", "pending"), ("shaper", "Wayne Industries Ltd")],
)
def test_words_that_name_nobody_stay(redactor: Redactor, key: str, value: str) -> None:
    assert _state(redactor, {"job": {key: value}})["job"][key] == value  # type: ignore[index]


@pytest.mark.parametrize("text", ["INFO job.status stage=LEVELLING fitter=van_3", "checkin crew=PLACENCIA-A tide=0.4"])
def test_a_number_under_a_trade_and_a_crew_name_no_one(engine: Engine, text: str) -> None:
    assert not found(engine, text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('INFO checkin.scan guide="nick w" product=FJ_HELIHIKE', "nick w"),
        ('manifest guide="macca" meet=carpark', "macca"),
    ],
)
def test_the_same_key_in_a_log_line_finds_the_name(engine: Engine, text: str, name: str) -> None:
    assert any(value == name for _, value in found(engine, text))
