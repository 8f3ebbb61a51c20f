"""The one a greeting or a thanks is said to is a person ("Hi marlon!", "Thanks Jordan, your refund ..."), and so is
someone named right after the work they do for the customer ("your backup is Eleni", "driver is piotr"): the name is
replaced, in any case, and a term of address, a group or a word of the language in the same place stays ("Hi there,",
"Hi team,", "the driver will call")."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.addressees import ANY_LANGUAGE_EXAMPLES, EXAMPLES, addressed, addressed_in_any_language
from redaction.rules.staff_by_role import EXAMPLES as BY_ROLE
from redaction.rules.staff_by_role import named_by_role
from tests.redaction.conftest import assert_name_replaced

_GIVEN = {"marlon", "rob", "jordan", "maria", "priya", "will", "love"}
_NOT_NAMES = {"monday", "sir"}
_GIVEN_ANY = {"kiri", "annelie", "lupita", "florence", "easter", "paulo", "vanessa"}
_ENGLISH = {"visit", "happy", "from", "all", "of", "us", "italy", "this", "spring"}
_STAFF = {"naveed", "marina", "eleni", "dawn", "piotr", "will", "guy", "crystal"}
_COMMON = {"will", "guy", "crystal", "dawn"}


@pytest.mark.parametrize(("text", "name"), EXAMPLES)
def test_a_greeting_or_a_thanks_is_said_to_a_person(text: str, name: str) -> None:
    spans = addressed(text, lambda word: word.casefold() in _GIVEN, lambda word: word.casefold() in _NOT_NAMES)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "name"), ANY_LANGUAGE_EXAMPLES)
def test_a_greeting_of_any_language_is_said_to_a_person(text: str, name: str) -> None:
    spans = addressed_in_any_language(text, lambda word: word.casefold() in _GIVEN_ANY,
                                      lambda word: word.casefold() in _ENGLISH,
                                      lambda word: word.casefold() in _NOT_NAMES,
                                      lambda name: name.casefold() in {"são paulo"})  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "name"), BY_ROLE)
def test_someone_named_after_their_work_is_a_person(text: str, name: str) -> None:
    spans = named_by_role(text, lambda word: word.casefold() in _STAFF, lambda word: word.casefold() in _COMMON,
                          lambda word: word.casefold() in _NOT_NAMES)  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "name", "kept"),
    [
        ("Hi marlon! your table for 4 is booked for Friday at 8pm", "marlon", "your table for 4"),
        ("Hi rob, the deposit for the cabin was received this morning", "rob", "deposit for the cabin"),
        ("Thanks Jordan, your refund is on its way and should land in 3 days", "Jordan", "your refund"),
        ("Your doula will be Marina and your backup is Eleni, both on call from week 37", "Eleni", "on call"),
        ("our van comes on saturday, driver is piotr. can it use the loading bay", "piotr", "loading bay"),
        ("Kia ora Ngaire, your standing order is paused until 15 June as requested", "Ngaire", "standing order"),
        ("Hi there, is the shop open today? thanks so much", "", "Hi there"),
        ("The driver will call an hour before; the technician will note it", "", "The driver will call"),
        ("Hi team, the build is green again, thanks, will do the release", "", "Hi team"),
    ],
)
def test_the_name_addressed_is_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    assert_name_replaced(redactor, text, name, kept)
