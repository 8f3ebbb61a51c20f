"""A name after a possessive and a word of kinship, even a name that is a word ("my daughter Hope"), a title before
initials and a surname ("Mrs K Armstrong"), and a place someone lives on ("we live out on Wilmington Island") are
replaced, and the words around them stay."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from redaction.recognizers.names import _names_no_one
from redaction.rules.kin_by_name import EXAMPLES as KIN
from redaction.rules.kin_by_name import kin_by_name
from redaction.rules.living_on import EXAMPLES as LIVING_ON
from redaction.rules.living_on import living_on
from redaction.rules.titled_initials import EXAMPLES as INITIALS
from redaction.rules.titled_initials import titled_initials
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "name"), KIN)
def test_a_name_after_a_word_of_kinship_is_found(engine: Engine, text: str, name: str) -> None:
    support = engine.person_support
    spans = kin_by_name(text, support.any_given_name, support.common, _names_no_one)
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(("text", "name"), INITIALS)
def test_a_title_before_initials_and_a_surname_is_found(text: str, name: str) -> None:
    assert [text[start:end] for start, end in titled_initials(text)] == ([name] if name else [])


@pytest.mark.parametrize(("text", "place"), LIVING_ON)
def test_a_place_someone_lives_on_is_found(text: str, place: str) -> None:
    assert [text[start:end] for start, end in living_on(text)] == ([place] if place else [])


@pytest.mark.parametrize(
    ("text", "value", "kept"),
    [
        ("collecting tomorrow, my daughter Hope will pick up (she's 26, she'll bring ID)", "Hope", "will pick up"),
        ("also my sister Summer is paying the deposit off her card", "Summer", "is paying the deposit"),
        ("its for our Lily shes a green belt", "Lily", "shes a green belt"),
        ('"guardian": "Mrs K Armstrong", "address": "27 Brinkburn Cres"', "Armstrong", '"guardian"'),
        ('referred_by="Dr. S. Ahmadi (family physician)"', "Ahmadi", "family physician"),
        ("can you post it to her? Mrs J. Pōhatu, 3 Beach St", "Pōhatu", "can you post it to her? Mrs "),
        ("we live out on Wilmington Island, do yall deliver out there?", "Wilmington", "do yall deliver"),
    ],
)
def test_the_name_or_the_place_is_replaced(redactor: Redactor, text: str, value: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert value not in redacted
    assert kept in redacted


@pytest.mark.parametrize(
    "text",
    [
        "our Summer menu has three new dishes",
        "The gallery will go live on 24 October with 450 images",
        "Classes will run live on Zoom at the same time",
    ],
)
def test_a_things_word_after_our_or_live_on_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text
