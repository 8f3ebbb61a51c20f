"""A place after "from" is a person's own when the words before it say a person comes from there ("my cousin Noor
from Birmingham", "the guy from Steinbach"): it is replaced, and a trip's start and the words around it stay."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.recognizers import support as lexicon
from redaction.rules.where_people_come_from import EXAMPLES as ORIGINS
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "place", "theirs"), ORIGINS)
def test_a_frame_before_from_says_a_person_comes_from_the_place(text: str, place: str, theirs: bool) -> None:
    # The frames as the redactor reads them: joined into the cues that say a place is a person's.
    assert bool(lexicon._PERSON_PLACE_CUE.search(text[: text.index(place)])) is theirs


@pytest.mark.parametrize(
    ("text", "place", "kept"),
    [
        ("babe my cousin Noor from Birmingham wants the same design", "Birmingham", "the same design"),
        ("pretty sure its the guy from Steinbach in the 9 oclock draw", "Steinbach", "the 9 oclock draw"),
    ],
)
def test_a_place_a_person_comes_from_is_replaced(redactor: Redactor, text: str, place: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert place not in redacted
    assert kept in redacted


def test_a_trips_start_stays(redactor: Redactor) -> None:
    text = "the ferry from Oban leaves at 9, is there a bus to the pier?"
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text
