"""Someone asked to call, come or fetch, or to be called, told or asked ("can charity swop her slot", "can u tell
Ronnie at the dock"), is a person; a place after a verb of dwelling or of a person's own travel ("We stay in
Durbanville", "we're driving in from Calgary", "he lives way out past Weaverville") is where that person lives or
comes from. Both are replaced, and the words around them stay."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.recognizers import support as lexicon
from redaction.rules.called_by_name import EXAMPLES as CALLED
from redaction.rules.called_by_name import called_by_name
from redaction.rules.where_people_stay import EXAMPLES as STAYS
from tests.redaction.conftest import assert_name_replaced, redacted_session

_GIVEN = {"charity", "may", "ronnie", "ricardo", "sophie", "line"}
_NOT_NAMES = {"may", "monday"}


@pytest.mark.parametrize(("text", "name"), CALLED)
def test_someone_asked_of_or_reached_by_name_is_a_person(text: str, name: str) -> None:
    spans = called_by_name(text, lambda word: word.casefold() in _GIVEN, lambda word: word.casefold() in _NOT_NAMES)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "place", "theirs"), STAYS)
def test_a_verb_of_dwelling_or_of_a_persons_travel_says_the_place_is_theirs(
    text: str, place: str, theirs: bool
) -> None:
    # The frames as the redactor reads them: joined into the cues that say a place is a person's.
    assert bool(lexicon._PERSON_PLACE_CUE.search(text[: text.index(place)])) is theirs


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("hey its me again, can charity swop her slot with my son on saturday?", "charity", "swop her slot"),
        ("running late on the lease, can u tell Ronnie at the dock I'll be there by 10", "Ronnie", "at the dock"),
        ("Can dogs come on board? We've a springer who loves boats", "", "Can dogs come"),
    ],
)
def test_the_name_asked_of_is_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    assert_name_replaced(redactor, text, name, kept)


@pytest.mark.parametrize(
    ("text", "place", "kept"),
    [
        ("We stay in Durbanville so the Saturday class suits us better", "Durbanville", "the Saturday class"),
        ("we're driving in from Calgary friday night so might be a bit late", "Calgary", "friday night"),
        ("he lives way out past Weaverville so he didnt come back for it", "Weaverville", "didnt come back"),
    ],
)
def test_a_place_a_person_stays_in_is_replaced(redactor: Redactor, text: str, place: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert place not in redacted
    assert kept in redacted


def test_a_group_travelling_with_no_pronoun_stays(redactor: Redactor) -> None:
    text = "family hut for the long weekend please, 4 adults, coming up from Mississauga"
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text
