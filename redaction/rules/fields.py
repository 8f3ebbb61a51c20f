"""What the key of a field says of the values found in it. Applied to each value under a telling key (its type
from the key) and to each finding inside a field's text, before the session's values are registered; the first
rule that decides wins. DROP: the value is not registered as personal for that reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.config import OTHER_CODE_WORDS
from redaction.recognizers.identifiers import ID_NOUNS, plain_token, spaced_code, unowned_kind
from redaction.recognizers.keys import (
    PERSON_ROLE_WORDS,
    REFERENCE_LOOKALIKES,
    is_reference_key,
    key_words,
    names_a_thing,
)
from redaction.recognizers.provenance import GUESSES, How, how
from redaction.recognizers.support import name_words, names_an_organisation_or_site, world_given_names, world_names
from redaction.rules import Rule, Table, Verdict, codes_of_things, kinds_named_by_keys, marked
from redaction.rules.unowned import UNOWNED_WORDS

if TYPE_CHECKING:
    from presidio_analyzer import RecognizerResult

    from redaction.engine import Engine
    from redaction.recognizers.support import PersonSupport

# The code words of things no one owns (an error's, a part's, a form's): claims, tickets, quotes and folios are
# a person's, and their codes are identifiers.
THINGS_CODE_WORDS = frozenset(OTHER_CODE_WORDS) - ID_NOUNS


@dataclass(frozen=True)
class Field:
    """A value in a field: the field's whole `text`, its `key`, the `entity` said of `value`, and the finding
    (None when the key itself said it)."""

    text: str
    key: str | None
    entity: str
    value: str
    result: RecognizerResult | None
    support: PersonSupport
    identifier_entities: frozenset[str]
    found: tuple[RecognizerResult, ...] = ()  # every finding of the field's text

    @classmethod
    def of(cls, example: str, engine: Engine) -> Field:
        """`ENTITY[/HOW] key: [value]` (a finding of the recognizers), or `ENTITY key: value` (said by the key)."""
        from presidio_analyzer import RecognizerResult

        from redaction.recognizers.provenance import HOW_KEY

        label, _, rest = example.partition(" ")
        entity, _, made = label.partition("/")
        key, _, value = rest.partition(": ")
        identifiers = frozenset(item.entity for item in engine.config.identifiers)
        if "[" not in value:
            [found_in_value] = engine.analyze_many([value])
            found = tuple(found_in_value)
            return cls(value, key, entity, value, None, engine.person_support, identifiers, found)
        text, start, end = marked(value)
        result = RecognizerResult(entity, start, end, 0.85, recognition_metadata={HOW_KEY: How[made]} if made else {})
        return cls(text, key, entity, text[start:end], result, engine.person_support, identifiers)


def _configured_identifier(field: Field) -> bool:
    stripped = field.text.strip()
    offset = len(field.text) - len(field.text.lstrip())
    return field.result is None and any(
        r.entity_type in field.identifier_entities and r.start == offset and r.end == offset + len(stripped)
        for r in field.found
    )


def _things_name_under_name_key(field: Field) -> bool:
    if not (field.result is None and field.entity == "PERSON" and field.key is not None
            and key_words(field.key.rpartition(".")[2]) == ["name"]):
        return False
    plain = field.support.plain_word
    words = field.text.split()
    return bool(words) and all(plain(word.strip(".,")) or word.isdigit() or word == "&" for word in words)


# How far around a guessed name its cues are read (a title before it, a role after it).
CUE_CHARS = 40


def around(text: str, start: int, end: int) -> tuple[str, str]:
    """The text just before and just after a finding, where a person's cues are read."""
    return text[max(0, start - CUE_CHARS) : start], text[end : end + CUE_CHARS]


def _guessed_name_in_a_things_field(field: Field) -> bool:
    result = field.result
    if result is None or result.entity_type not in {"PERSON", "LOCATION"}:
        return False
    if how(result) not in GUESSES | {How.PLACE_CUE} or not names_a_thing(field.key):
        return False
    support, text = field.support, field.text
    words = text[result.start : result.end].split()
    before, after = around(text, result.start, result.end)
    return not support.cued(before, after) and not support.plainly_a_full_name(words)


# Words of things no one owns that also name who serves (an agent, a provider) or hold free text (a message,
# a reason, a result): a person's name under them is a person's.
_PEOPLE_OR_PROSE = frozenset({
    "agent", "provider", "message", "msg", "response", "reason", "result", "resolution", "outcome", "exception",
    "fault", "error", "err", "thread", "intent", "action", "activity", "operation", "op", "task", "run", "call",
})  # fmt: skip
# Words after the thing's word that only say which of its values this is: `queue_name`, `team.label`.
_NAMING_WORDS = frozenset({"name", "title", "label", "display", "full", "id", "code"})
# A structured value: a name of a few words, not a sentence.
_STRUCTURED_LENGTH = 80
_STRUCTURED = re.compile(rf"[^.!?\n]{{1,{_STRUCTURED_LENGTH}}}")
_STRUCTURED_WORDS = 8
# Small words a name of a thing may hold in lower case ("Comune di Napoli", "Team Zorg & Begeleiding").
NAME_JOINERS = frozenset({"of", "and", "the", "for", "de", "di", "da", "do", "dos", "das", "del", "la", "le", "van",
                           "der", "den", "von", "und", "en", "et", "e", "y", "i", "ve"})  # fmt: skip


def a_names_shape(text: str) -> bool:
    """A short value written as a name, not as prose: a few words, each capitalised, a code or a joining word
    ("Customer Relations", "Vestiging Utrecht-Oost"); "Assigned to Fleur" is prose, and may name anyone."""
    text = text.strip()
    if len(text) > _STRUCTURED_LENGTH:
        return False
    words = text.split()
    return bool(
        _STRUCTURED.fullmatch(text) and len(words) <= _STRUCTURED_WORDS
        and all(not word[0].islower() or word.casefold() in NAME_JOINERS for word in words)
    )  # fmt: skip


def names_a_thing_no_one_owns(key: str | None) -> bool:
    """The key's thing word, read in any case style and language, names a thing no one owns: `queue`,
    `assignedTeam`, `product.name`, `wachtrij`, `vestiging`; and no person's role is in the key."""
    if key is None:
        return False
    parts = [key_words(part) for part in key.split(".")]
    if any(word in PERSON_ROLE_WORDS for part in parts for word in part):
        return False
    for part in reversed(parts):
        words = [word for word in part if word not in _NAMING_WORDS]
        if words:
            head = words[-1]
            return bool({head, head.removesuffix("s")} & (UNOWNED_WORDS - _PEOPLE_OR_PROSE))
    return False


def _guessed_name_under_a_key_no_one_owns(field: Field) -> bool:
    result = field.result
    if result is None or result.entity_type != "PERSON" or how(result) not in GUESSES:
        return False
    if not a_names_shape(field.text) or not names_a_thing_no_one_owns(field.key):
        return False
    support, whole = field.support, field.text
    before, after = around(whole, result.start, result.end)
    words = field.value.split()
    # A role word before words of the language is a team's name ("Customer Relations"), not a cue of a person.
    cued = support.cued(before, after) and not all(support.plain_word(word.strip(".,")) for word in words)
    return not cued and not support.plainly_a_full_name(words)


def _organisations_name_said_a_person(field: Field) -> bool:
    if not (field.result is None and field.entity == "PERSON" and a_names_shape(field.text)):
        return False
    words = name_words(field.text)
    name = words[:-1]
    given = bool(name) and name[0].casefold() in world_given_names()
    # A given name and a surname before the noun ("Kofi Mensah Ltd"), or a given name before a noun that is a surname
    # too ("Rebecca Hall", "Jack Park"): a person's full name, under a key that says so.
    surname = name[-1] if len(name) >= 2 else words[-1]
    borne = given and surname.casefold() in world_names()
    return names_an_organisation_or_site(words) and not borne


def _digits_under_a_reference_key(field: Field) -> bool:
    return field.result is not None and field.entity in REFERENCE_LOOKALIKES and is_reference_key(field.key)


def _code_under_another_codes_key(field: Field) -> bool:
    words = key_words(field.key) if field.key is not None else []
    return bool(
        field.result is not None and field.entity in field.identifier_entities
        and any(word in THINGS_CODE_WORDS for word in words) and not any(word in ID_NOUNS for word in words)
        and field.value == field.text.strip()
    )  # fmt: skip


# What a guess of a number or code is found as; names, e-mails, cards and secrets keep their own rules.
NUMBER_GUESSES = {"ID_NUMBER", "ACCOUNT_NUMBER", "IDENTIFIER", "PHONE_NUMBER", "ZIP_CODE"}


# The sign of a product's size between two numbers: "200x300", "150×200".
_TIMES = re.compile(r"(?<=\d)[x×](?=\d)")


def code_no_one_owns(key: str | None, text: str) -> bool:
    """A field whose whole value is one code of capitals and digits, under a key naming a thing no one owns
    (`"vessel": "MSKU 448120 3"`): no one's, in this field and wherever the session repeats it."""
    text = text.strip().removeprefix("#").lstrip()  # "store": "#04417" is the store's number
    # A size inside the code is a product's measure, its `x` no letter of a word ("SHD-200x300-KM").
    letters = _TIMES.sub("", text)
    return (
        key is not None and any(char.isdigit() for char in text) and not any(char.islower() for char in letters)
        and (plain_token(text) or spaced_code(text)) and unowned_kind(key) is not None
    )  # fmt: skip


def _code_under_a_key_no_one_owns(field: Field) -> bool:
    return bool(
        field.result is not None
        and (field.entity in NUMBER_GUESSES or field.entity in field.identifier_entities)
        and code_no_one_owns(field.key, field.text)
    )


DROP = Verdict.DROP
FIELDS: Table[Field] = Table(
    "Fields",
    "Each value a telling key types, and each finding inside a field of a tool's arguments or result. DROP: not "
    "registered as personal.",
    (
        Rule("configured_identifier_keeps_its_fixture", "drops the key's type of a whole value a configured "
             "identifier pattern matches", "`\"customer_id\": \"C-100\"` becomes CUST-FX0001, not an account "
             "number's surrogate", DROP, _configured_identifier, ("ACCOUNT_NUMBER customer_id: C-100",),
             ("ACCOUNT_NUMBER customer_id: 99-100",)),
        Rule("things_name_under_name_key", "drops a `name` made only of words of the language", "\"Dining "
             "Table\" is a thing; \"Mark Young\" is a person", DROP, _things_name_under_name_key,
             ("PERSON items.name: Dining Table",), ("PERSON name: Mark Young",)),
        Rule("guessed_name_in_a_things_field", "drops a guessed name or place, with no cue and no plain full "
             "name, in a field whose key names a thing", "`\"venue\": \"Oakhurst Manor\"` is the venue's name",
             DROP, _guessed_name_in_a_things_field, ("PERSON/MODEL venue: [Oakhurst Manor]",),
             ("PERSON/MODEL venue: [Kristian Herzog]", "PERSON/MODEL note: [Oakhurst Manor]")),
        Rule("guessed_name_under_a_key_no_one_owns", "drops a guessed name, with no cue and no plain full name, "
             "inside a short value written as a name whose key names a thing no one owns "
             "(redaction/rules/unowned.py), in any case style and any language the key tables read",
             "`\"queue\": \"Ouvidoria\"`, `\"wachtrij\": \"Team Zorg\"` and `\"assignedTeam\": \"Customer "
             "Relations\"` name a queue and a team; privacy first, a value equal to a personal value found elsewhere "
             "in the session is still replaced there, and an identifier's shape is judged by its own rules",
             DROP, _guessed_name_under_a_key_no_one_owns,
             ("PERSON/MODEL queue: [Ouvidoria]", "PERSON/NOUN_READING wachtrij: Team [Zorg] & Begeleiding",
              "PERSON/MODEL assignedTeam: [Customer Relations]", "PERSON/MODEL product.name: [Magister]",
              "PERSON/MODEL vestiging: [Leiden Centrum]"),
             ("PERSON/MODEL queue: [Kristian Herzog]", "PERSON/MODEL agent: [Ouvidoria]",
              "PERSON/MODEL team_owner: [Ouvidoria]", "PERSON/MODEL note: [Ouvidoria]",
              "PERSON/MODEL status: Waiting for [Ouvidoria] to call back. Then close.",
              "PERSON/MODEL status: assigned to [Fleur]", "PERSON/KEY queue: [Ouvidoria]")),
        Rule("organisations_name_said_a_person", "drops a name a key says is a person's when it is written as a "
             "name and ends in an organisation's noun or suffix, a site's noun or a card's brand, unless the words "
             "before are a given name and a name people bear, or a given name alone before a noun people bear as a "
             "surname", "`\"client\": \"Castlebay Foods\"`, "
             "`creditors[0].name` \"Capital One Mastercard\", `\"RegisteredName\": \"Karoo Freight (Pty) Ltd\"` "
             "name a firm or a card; privacy first, \"Kofi Mensah Ltd\" still names Kofi Mensah, and \"Rebecca Hall\" "
             "under `jumper` is Rebecca Hall",
             DROP, _organisations_name_said_a_person,
             ("PERSON client: Castlebay Foods", "PERSON creditors.name: Capital One Mastercard",
              "PERSON RegisteredName: Karoo Freight (Pty) Ltd", "PERSON distributor.name: Jai Durga Indane Service"),
             ("PERSON client: Kofi Mensah Ltd", "PERSON client: Priya Okafor", "PERSON jumper: Rebecca Hall",
              "PERSON note: Called Castlebay Foods and then went home to sleep for the evening after work",
              "PERSON/MODEL client: [Castlebay] Foods")),
        Rule("digits_under_a_reference_key", "drops a phone number or postal code found under a reference's key",
             "`\"tracking\": \"1234567890\"` is a tracking number", DROP, _digits_under_a_reference_key,
             ("PHONE_NUMBER tracking: [1234567890]",), ("PHONE_NUMBER phone: [1234567890]",)),
        Rule("code_under_another_codes_key", "drops a configured identifier that is the whole value of a key "
             "naming the code of a thing no one owns, unless the key also names what a person holds",
             "`\"error_code\": \"E-4102\"` is no order id; privacy first, `\"clientCode\": \"C-4418\"` is the "
             "client's", DROP, _code_under_another_codes_key, ("ORDER_ID error_code: [E-4102]",),
             ("ORDER_ID order: [A-1001]", "CUSTOMER_ID clientCode: [C-004418]", "CUSTOMER_ID memberCode: [C-1001]")),
        Rule("code_under_a_key_no_one_owns", "drops a number found inside a field whose whole value is one code, "
             "under a key naming a thing no one owns (redaction/rules/unowned.py)", "`\"vessel\": \"MSKU 448120 "
             "3\"` and `\"sku\": \"ATOR-20-28\"` name no one, whatever a document number's shape finds in them",
             DROP, _code_under_a_key_no_one_owns, ("ID_NUMBER vessel: MSKU [448120 3]",
                                                   "PHONE_NUMBER sku: ATOR-[2028-4410]", "IDENTIFIER store: #[04417]",
                                                   "IDENTIFIER sku: [SHD-200x300-KM]"),
             ("ID_NUMBER notes: MSKU [448120 3]", "ID_NUMBER vessel: sent to [448120 3] today",
              "IDENTIFIER results.id: [W-0050318]", "IDENTIFIER sku: [SHD-box-KM300]")),
        # redaction/rules/codes_of_things.py
        Rule("code_of_a_thing_with_a_code", codes_of_things.DOES, codes_of_things.WHY, DROP,
             codes_of_things.code_of_a_thing, codes_of_things.FIRES, codes_of_things.PASSES),
        # redaction/rules/kinds_named_by_keys.py
        Rule("name_of_a_kind_the_key_names", kinds_named_by_keys.DOES, kinds_named_by_keys.WHY, DROP,
             kinds_named_by_keys.name_of_a_kind, kinds_named_by_keys.FIRES, kinds_named_by_keys.PASSES),
    ),
    Field.of,
)
