"""A venue named after a saint and an occasion a business runs, kept in a text without personal data; a person
beside them, or a person's full name before an occasion's noun, still replaced."""

from __future__ import annotations

from redaction import Redactor
from tests.redaction.conftest import redacted_session


def _redacted(redactor: Redactor, user: str, agent: str = "Thanks, noted.") -> str:
    return redacted_session(redactor, user, [], agent).model_dump_json()


def test_a_venue_named_after_a_saint_stays(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "hiya can i book a BSL interpreter for a maternity appt at St Mary's? its the 20 week scan",
        "Our Woodland Burial Meadow at St Aldhelm's Park has availability.",
    )
    assert "St Mary's" in redacted and "St Aldhelm's Park" in redacted


def test_a_person_beside_a_saints_venue_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "Please ask Priya Okafor at St Mary's to call me back.")
    assert "Okafor" not in redacted


def test_an_occasion_a_business_runs_stays(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "when does the Christmas Cash Giveaway start, heard it on the Breakfast Show",
        "hiya, booked the Blender's Masterclass for 4 but one of us is 17",
    )
    assert "Cash Giveaway" in redacted and "Blender's Masterclass" in redacted


def test_a_full_name_before_an_occasions_noun_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "Is the Priya Okafor Masterclass on Friday still open?")
    assert "Okafor" not in redacted
