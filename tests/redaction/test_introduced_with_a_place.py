"""A place said right after a writer names themselves is where that person lives or is ("hi its heather from
mosgiel", "hiya its shona in Dunfermline"): it is replaced, and the words around it stay."""

from __future__ import annotations

import re

import pytest

from redaction import Redactor
from redaction.recognizers import support as lexicon
from redaction.rules.introduced_with_a_place import EXAMPLES, introduced_with_a_place
from tests.redaction.conftest import redacted_session

_WORDS = {"pouring", "busy", "town", "today", "heather", "palm", "beach", "me", "office", "all", "email", "top"}


@pytest.mark.parametrize(("text", "place"), EXAMPLES)
def test_a_place_after_a_writer_names_themselves_is_theirs(text: str, place: str) -> None:
    spans = introduced_with_a_place(text, lambda word: word.casefold() in _WORDS)
    assert [text[start:end] for start, end in spans] == ([place] if place else [])


@pytest.mark.parametrize(("text", "place"), [(text, place) for text, place in EXAMPLES if place])
def test_the_words_before_the_place_say_it_is_a_persons(text: str, place: str) -> None:
    assert lexicon._PERSON_PLACE_CUE.search(text[: text.index(place)]) is not None


@pytest.mark.parametrize(
    ("text", "place", "kept"),
    [
        ("hi its heather from mosgiel, ordered the 4ply last wk and still nothing", "mosgiel", "ordered the 4ply"),
        ("hiya its shona in Dunfermline, can u play a song for my mum", "Dunfermline", "can u play a song"),
        ("gday, Sarah Wilton here from out Tinui way. ute is at the gate", "Tinui", "ute is at the gate"),
        ("its busy in town today, can we come later", "", "its busy in town today"),
    ],
)
def test_the_place_is_replaced(redactor: Redactor, text: str, place: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert kept in redacted
    if place:
        assert not re.search(rf"\b{place}\b", redacted)


@pytest.mark.parametrize("before", ["its pouring in ", "its snowing in ", "its me from ", "its all in "])
def test_a_state_or_a_closed_class_word_says_no_place_is_a_persons(before: str) -> None:
    assert lexicon._PERSON_PLACE_CUE.search(before) is None
