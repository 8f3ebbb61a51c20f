"""A name between a determiner and the noun it qualifies names a thing, whatever its words name; a person's
household, work or record after the name, or a name opening a clause after "that", still a person."""

from __future__ import annotations

from redaction import Redactor
from tests.redaction.conftest import redacted_session


def _redacted(redactor: Redactor, user: str, agent: str = "Thanks, noted.") -> str:
    return redacted_session(redactor, user, [], agent).model_dump_json()


def test_a_name_qualifying_a_noun_after_a_determiner_stays(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "Could you send the Harriet Lane teapot in blue instead of the Ashford one?",
        "Yes, our Dalston Lane showroom has the blue teapot in stock.",
    )
    assert "Harriet Lane teapot" in redacted and "Ashford one" in redacted and "Dalston Lane showroom" in redacted


def test_a_persons_record_or_household_after_the_name_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(
        redactor, "Our flat is under the Mwangi account and the Kowalczyk family want a refund.",
        "Unlike the Nwosu novel, this one is short.",
    )
    assert "Mwangi" not in redacted and "Kowalczyk" not in redacted and "Nwosu" not in redacted


def test_a_name_after_that_is_still_replaced(redactor: Redactor) -> None:
    redacted = _redacted(redactor, "I was told that Priya Okafor called about the refund.")
    assert "Okafor" not in redacted
