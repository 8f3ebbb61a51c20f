"""Guessed names of words no one bears: a status, a form or a site is written in sentence case in every language
(`"skjema": "Overføring av festerett"`, `"estat": "Pendent de documentació"`), and the model reads the capitalised
first word of a language it does not know as a name; a name people bear is in the given names and surnames of
Faker's 86 locales or of the census. Applied to each guess of a name or a place inside a field of a tool's arguments,
results or state, after the table "Numbered things"; a field whose guesses are all of this kind is a thing's wherever
the session repeats it, so a guess inside it in a free text is dropped there too (redaction/redactor.py). DROP: the
guess is not registered.

Privacy first: names no list holds are written in Title Case (`"celebrants": "Bisola & Kunle"`), so a value of
capitalised words is judged so only under a key naming a thing no one owns (`"status": "Stoppet"`), and never in a
person's record (an object holding a contact or a name: redaction/rules/person_records.py, and whatever it holds at
any depth), where a surname may stand alone. A field of an address (an object holding a door's number or a postal
code) keeps its guesses; so do a key naming a person, a name, an address or free text (a note, a comment), a cue
before or after, a street address found in the value, a number standing alone after a word, as a door's number does
in an address in any language (`"adrese": "Lielā iela 12, Sigulda"`), and a value longer than a name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.recognizers.keys import key_words
from redaction.recognizers.provenance import GUESSES, how
from redaction.recognizers.support import NAME_PARTICLES, known_places, name_words, world_names
from redaction.rules import Rule, Table, Verdict
from redaction.rules.fields import NAME_JOINERS, Field, names_a_thing_no_one_owns
from redaction.rules.numbered_things import names_no_person

if TYPE_CHECKING:
    from presidio_analyzer import RecognizerResult

    from redaction.engine import Engine

# A value written as a field's name of a thing: a few words on one line, no sentence.
_SHORT_VALUE = re.compile(r"[^\n.!?]{1,80}")
_SHORT_WORDS = 8
_CUE_REACH = 40
# A number of one to five digits standing alone after a word, as a door's number stands in an address ("Lielā iela 12,
# Sigulda"), whatever language its words are in.
_DOOR_NUMBER = re.compile(r"[^\W\d_][.,]?\s+\d{1,5}[^\W\d_]?(?=$|[\s,;/])")
# A postal code alone as a field's value, in the shapes most countries write it (91910, 80230-010, L20 6HJ, 1012 AB,
# K7H 3C4, LV-2150).
_POSTAL_CODE = re.compile(
    r"\d{4,6}|\d{5}-\d{3,4}|\d{3}-\d{4}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|\d{4} ?[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d"
    r"|[A-Z]{2}-\d{4,5}"
)
# Keys of free text, where a few words may tell of anyone ("Ozoliņš rang"): their values are judged as prose.
_PROSE_WORDS = frozenset({
    "note", "notes", "comment", "comments", "message", "msg", "text", "body", "description", "summary", "remark",
    "remarks", "memo", "details", "content", "reason", "log", "history", "subject",
})  # fmt: skip
_IN_A_RECORD, _IN_AN_ADDRESS = " (in a person's record)", " (in an address)"


@dataclass(frozen=True)
class FieldGuess:
    """A guess inside a field, and whether the field stands in a person's record (at any depth) or in an address
    (an object holding a door's number or a postal code)."""

    field: Field
    in_a_persons_record: bool
    in_an_address: bool = False

    @classmethod
    def of(cls, example: str, engine: Engine) -> FieldGuess:
        """`ENTITY/HOW key: value with the [guess]`, perhaps ending "(in a person's record)" or "(in an address)"."""
        in_a_record, in_an_address = example.endswith(_IN_A_RECORD), example.endswith(_IN_AN_ADDRESS)
        field = Field.of(example.removesuffix(_IN_A_RECORD).removesuffix(_IN_AN_ADDRESS), engine)
        [found] = engine.analyze_many([field.text])
        return cls(Field(field.text, field.key, field.entity, field.value, field.result, field.support,
                         field.identifier_entities, tuple(found)), in_a_record, in_an_address)  # fmt: skip


def no_one_bears(words: Iterable[str]) -> bool:
    """No word, particles of a name and known places aside, is a given name or a surname of Faker's locales or of the
    census: "Ayuntamiento de Madrid" names a town's council, though Madrid is a surname somewhere too."""
    names, places = world_names(), known_places()
    words = [word.casefold() for word in words if word.casefold() not in NAME_PARTICLES]
    return bool(words) and not any(
        word in names and word not in places.countries and word not in places.large_cities for word in words
    )


def holds_an_address(values: Iterable[str]) -> bool:
    """An object's values hold a number standing alone after a word (a door's) or a postal code: its values are an
    address's, whatever language its keys are in (`"katu": "Myllyojantie 212", "kunta": "Tupos"`)."""
    return any(_DOOR_NUMBER.search(value) or _POSTAL_CODE.fullmatch(value.strip()) for value in values)


def written_as_a_phrase(text: str) -> bool:
    """Words in sentence case: a capital opens the first only, and a word in lower case that joins no names follows
    ("Allmän färdtjänst", "Pendent de documentació"); not a name ("Maria da Silva", "Bisola and Kunle")."""
    first, *rest = name_words(text) or [""]
    return first[:1].isupper() and all(word[0].islower() for word in rest) and any(
        word.casefold() not in NAME_PARTICLES | NAME_JOINERS for word in rest
    )


def a_short_value(text: str) -> bool:
    """A field's value of a few words on one line, not a sentence."""
    text = text.strip()
    return bool(_SHORT_VALUE.fullmatch(text)) and len(text.split()) <= _SHORT_WORDS


def a_field_of_unborne_words(key: str | None, text: str, found: Iterable[RecognizerResult],
                             in_a_persons_record: bool, in_an_address: bool) -> bool:  # fmt: skip
    """A short value under a key naming no person, name or address, none of whose words people bear, with no street
    address and no name a cue made found in it, in no address; in a person's record, written as a phrase. Guesses
    inside it are dropped by the rule below, in the field and wherever the session repeats it
    (redaction/redactor.py)."""
    if in_an_address or key is None or not names_no_person(key) or not a_short_value(text):
        return False
    if not no_one_bears(name_words(text)):
        return False
    if {word for part in key.split(".") for word in key_words(part)} & _PROSE_WORDS or _DOOR_NUMBER.search(text):
        return False
    if not written_as_a_phrase(text) and (in_a_persons_record or not names_a_thing_no_one_owns(key)):
        return False
    return not any(
        result.entity_type == "STREET_ADDRESS" or (result.entity_type == "PERSON" and how(result) not in GUESSES)
        for result in found
    )


def _guess_no_one_bears(guess: FieldGuess) -> bool:
    field, result = guess.field, guess.field.result
    if result is None or result.entity_type not in {"PERSON", "LOCATION"} or how(result) not in GUESSES:
        return False
    if not a_field_of_unborne_words(field.key, field.text, field.found, guess.in_a_persons_record,
                                    guess.in_an_address):
        return False
    text = field.text
    before, after = text[max(0, result.start - _CUE_REACH) : result.start], text[result.end : result.end + _CUE_REACH]
    return not field.support.cued(before, after)


UNBORNE_WORDS: Table[FieldGuess] = Table(
    "Words no one bears",
    "Each guess of a name or a place inside a field of a tool's arguments or result, after the table Numbered "
    "things. DROP: not registered as personal.",
    (
        Rule("guess_no_one_bears_in_a_field", "drops a guessed name or place inside a short value none of whose "
             "words is a given name or a surname of Faker's locales or the census, written in sentence case (only "
             "its first word capitalised, words that join no names after it) or under a key naming a thing no one "
             "owns, under a key naming no person, name, address or free text, with no cue beside it, no street "
             "address found in it and no number standing alone after a word (a door's), outside an address (an "
             "object holding a door's number or a postal code); in a person's record, only in sentence case",
             "statuses, forms and sites are written so in every language (`\"skjema\": \"Overføring av "
             "festerett\"`, `\"status\": \"Stoppet\"`), and the model takes a word it does not know for a name; "
             "privacy first, names no list holds are written in Title Case (`\"celebrants\": \"Bisola & Kunle\"`)",
             Verdict.DROP, _guess_no_one_bears,
             ("PERSON/NOUN_READING estat: [Pendent] de documentació",
              "PERSON/NOUN_READING skjema: [Overføring] av festerett",
              "PERSON/NOUN_READING gravplass: [Bragernes] kirkegård",
              "PERSON/NOUN_READING team: [Ayuntamiento de Madrid]",
              "PERSON/NOUN_READING gravtype: [Familiegrav] (2 kistegraver)", "PERSON/NOUN_READING status: [Stoppet]",
              "PERSON/NOUN_READING typ: [Allmän] färdtjänst (in a person's record)"),
             ("PERSON/NOUN_READING estat: [Rebutjat]", "PERSON/MODEL byrå: [Drammen Begravelsesbyrå]",
              "PERSON/NOUN_READING celebrants: [Bisola] & Kunle", "PERSON/NOUN_READING celebrants: [Bisola] and Kunle",
              "PERSON/NOUN_READING status: [Stoppet] (in a person's record)",
              "PERSON/NOUN_READING vizita: Visit by [Bisola]",
              "PERSON/NOUN_READING familie: [Ozoliņš] da Silva (in a person's record)",
              "PERSON/NOUN_READING kontor: [Ozoliņš] da Silva", "PERSON/NOUN_READING note: [Ozoliņš] rang",
              "PERSON/NOUN_READING adrese: [Lielā] iela 12, Sigulda", "PERSON/NOUN_READING sted: [Lielā] iela 12",
              "PERSON/NOUN_READING kunta: [Tupos] (in an address)",
              "PERSON/NOUN_READING entitat: [Gestoria Puig] & Soler", "PERSON/MODEL client: [Rebutjat]",
              "PERSON/NOUN_READING estat: Dear [Rebutjat]", "PERSON/KEY estat: [Rebutjat]",
              "PERSON/NOUN_READING adresse: [Drammen Begravelsesbyrå]",
              "PERSON/NOUN_READING notat: Ring [Rebutjat] i morgen. Han venter. Takk for hjelpen, vi ses snart.")),
    ),
    FieldGuess.of,
)
