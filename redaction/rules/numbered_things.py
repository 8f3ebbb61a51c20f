"""Names of things written with their number: a plan, a package, a model, an agreement or an event is named with a
number between its words or a year after them (`"Paket": "Kurumsal 5000 Kontör"`, `"title": "Fjordfest Amsterdam
2027"`, `"merk_tipe": "Honda Vario 160 CBS"`), in any language; a person's name never is. Applied to each guess of a
name or a place inside a field of a tool's arguments, results or state, after the table "Fields"; a value of this
shape is a thing's wherever the session repeats it, so a guess inside it in a free text is dropped there too
(redaction/redactor.py). DROP: the guess is not registered.

Privacy first: a key naming a person, a name or an address, a street address found in the value, a plain given
name and surname, or a number ending the value that is no year (`"Rua Augusta 1500"` is a street and a door) keep
the guess.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from redaction.recognizers.keys import PERSON_ROLE_WORDS, key_words
from redaction.recognizers.provenance import GUESSES, how
from redaction.rules import Rule, Table, Verdict
from redaction.rules.fields import Field, a_names_shape

if TYPE_CHECKING:
    from presidio_analyzer import RecognizerResult

    from redaction.engine import Engine

# A number written in a name: digits, perhaps in groups joined by a dot or a dash (`999.9`, `2025-2028`).
_NUMBER = re.compile(r"\d+(?:[.,-]\d+)*")
# A year or a range of years, as an event's, a season's or an agreement's name ends.
_YEARS = re.compile(r"(?:19|20)\d{2}(?:[-/–](?:19|20)?\d{2})?")
# A word of a name: letters, perhaps joined by a hyphen or an apostrophe, perhaps in brackets or quotes.
_WORD = re.compile(r"[(\"'‘“]?[^\W\d_]+(?:[-'’.][^\W\d_]+)*[.)\"'’”]?")
# Keys of where someone lives: a street and a door are written with a number between words too.
_ADDRESS_WORDS = frozenset({"address", "addr", "street", "line", "house", "home", "residence", "domicile"})
_NAME_WORDS = frozenset({"name", "person", "fullname", "surname", "forename", "firstname", "lastname"})


def _latin(text: str) -> bool:
    """Every letter of the text is a Latin letter: other scripts are judged by their own rules."""
    return all("LATIN" in unicodedata.name(char, "") for char in text if char.isalpha())


def numbered_name(text: str) -> bool:
    """A short value written as a name (redaction/rules/fields.py) with one number among its words: words before a
    number that has words after it (`Kurumsal 5000 Kontör`, `Pelan Sewa 36 Bulan`), or before a year or years that
    end it (`Fjordfest Amsterdam 2027`, `Industriens Overenskomst 2025-2028`)."""
    text = text.strip()
    tokens = text.split()
    if len(tokens) < 2 or not a_names_shape(text) or not _latin(text):
        return False
    numbers = [index for index, token in enumerate(tokens) if _NUMBER.fullmatch(token)]
    words = [index for index, token in enumerate(tokens) if _WORD.fullmatch(token)]
    if len(numbers) != 1 or len(numbers) + len(words) != len(tokens):
        return False
    at = numbers[0]
    return at > 0 and (at < len(tokens) - 1 or bool(_YEARS.fullmatch(tokens[at])))


def names_no_person(key: str | None) -> bool:
    """No word of the key, in any part of its path, names a person, a name or an address."""
    words = {word for part in (key or "").split(".") for word in key_words(part)}
    return not words & (PERSON_ROLE_WORDS | _ADDRESS_WORDS | _NAME_WORDS)


def a_numbered_things_field(key: str | None, text: str, found: Iterable[RecognizerResult]) -> bool:
    """A field whose whole value is a numbered name, under a key naming no person, no name and no address, with no
    street address among the findings of its text."""
    return (
        numbered_name(text) and names_no_person(key)
        and not any(result.entity_type == "STREET_ADDRESS" for result in found)
    )  # fmt: skip


def _guess_in_a_numbered_things_name(field: Field) -> bool:
    result = field.result
    if result is None or result.entity_type not in {"PERSON", "LOCATION"} or how(result) not in GUESSES:
        return False
    words = field.value.split()
    return a_numbered_things_field(field.key, field.text, field.found) and not field.support.plainly_a_full_name(words)


def _with_its_findings(example: str, engine: Engine) -> Field:
    """`ENTITY/HOW key: value with the [guess]`, read as a Field with every finding of its value."""
    field = Field.of(example, engine)
    [found] = engine.analyze_many([field.text])
    return Field(field.text, field.key, field.entity, field.value, field.result, field.support,
                 field.identifier_entities, tuple(found))  # fmt: skip


NUMBERED_THINGS: Table[Field] = Table(
    "Numbered things",
    "Each guess of a name or a place inside a field of a tool's arguments or result, after the table Fields. "
    "DROP: not registered as personal.",
    (
        Rule("guess_in_a_numbered_things_name", "drops a guessed name or place inside a field whose whole value is a "
             "few capitalised words with one number between them, or a year or years after them, in Latin letters, "
             "under a key naming no person, name or address, with no street address found in it and no plain given "
             "name and surname guessed",
             "plans, packages, models, agreements and events are named with their number in every language "
             "(`\"Paket\": \"Kurumsal 5000 Kontör\"`, `\"title\": \"Fjordfest Amsterdam 2027\"`); a person's name "
             "never is. Privacy first: a number ending the value that is no year is a door's (`Rua Augusta 1500`)",
             Verdict.DROP, _guess_in_a_numbered_things_name,
             ("PERSON/NOUN_READING Paket: [Kurumsal] 5000 Kontör",
              "PERSON/NOUN_READING title: [Fjordfest Amsterdam] 2027",
              "PERSON/MODEL merk_tipe: [Honda Vario] 160 CBS", "PERSON/NOUN_READING pelan: [Pelan Sewa] 36 Bulan",
              "PERSON/NOUN_READING overenskomst: [Industriens Overenskomst] 2025-2028"),
             ("PERSON/NOUN_READING rua: [Rua Augusta] 1500", "PERSON/NOUN_READING guest: [Kurumsal] 5000 Kontör",
              "PERSON/MODEL title: [Mark Young] 2027", "PERSON/NOUN_READING address: [Lot] 12 Jalan Besar",
              "PERSON/NOUN_READING note: [Kurumsal] paid 5000 on Friday", "PERSON/KEY title: [Fjordfest] 2027",
              "PERSON/NOUN_READING plan: [Мария Иванова] 2027")),
    ),
    _with_its_findings,
)
