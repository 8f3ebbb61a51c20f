"""What a person's record holds, whatever language its keys are in and whatever script its values are written in.

A record (a JSON object of a tool's arguments, results or state) is a person's when it holds a way to reach
someone, or their name, under a key that says so: an e-mail address (by its shape, under any key), a phone, a
name, directly or in an object right under it (`"lakoach": {"shem": ..., "eshet_kesher": {"email": ...}}`). What
else it holds beside them is most often that person's too, though no table reads its keys: the English name model
reads no Hebrew, Arabic, Cyrillic, Greek or Thai, and the key tables know a few languages' words
(`"shem": "נועה שטרן"`, `"tz": "206119372"`, `"ktovet": "רח' ויצמן 56"`). So the record's structure decides,
not the key's words. And a key that holds a name in a person's record holds one wherever the session uses it
(`zminut[0].shem` beside a supervisor's id, with no contact in sight). A tool named for a person (`find_applicant`,
`get_patient`: its name's last word is a person's role) returns that person's record, whatever its keys say: the
object it returns is read as one, though it holds no contact a key names (`"نام_و_نام_خانوادگی": "علیرضا ..."`).

Applied to every string of a tool's arguments, results and state that no telling key, role or identifier rule
typed (redaction/walk.py); the first rule that decides wins. KEEP: the value is personal, typed by its shape (a
date of birth, a number, an address, a name: `entity`); DROP (or no rule): it is kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from redaction.recognizers.identifiers import IDENTIFIER, international_phone, unowned_kind
from redaction.recognizers.keys import PERSON_ROLE_WORDS, key_words
from redaction.recognizers.support import (
    BUSINESS_SUFFIXES,
    COMMON_COUNT,
    known_places,
    word_counts,
    world_given_names,
    world_names,
)
from redaction.rules import Rule, Table, Verdict
from redaction.rules.bodies_named_first import OPENING_NOUNS
from redaction.rules.fields import names_a_thing_no_one_owns
from redaction.rules.old_dates import RECORD_TIME_WORDS, full_date_year
from redaction.rules.shapes_in_text import HANDLE_IN_TEXT, handle_with_no_dot
from redaction.scripts import unread_script

if TYPE_CHECKING:
    from redaction.engine import Engine

_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^\W\d_]{2,}")
# Six digits or more, with spaces, dashes or slashes between them: an id, a postcode, an account (not an amount,
# whose decimals follow a point, nor a date).
_LONG_NUMBER = re.compile(r"\d(?:[\s/-]?\d){5,}")
# A name in a record is a few words; a longer text is a note or a description, read as any text is.
MAX_NAME_WORDS = 4
MAX_VALUE_CHARS = 60
# An address's line runs longer than a name: a door, a building, a road, a district, a town and a postal code
# ("B-12, શિવમ એપાર્ટમેન્ટ, જજીસ બંગલો રોડ, બોડકદેવ, અમદાવાદ 380054").
MAX_ADDRESS_CHARS = 100
# A date of birth in a person's record: a child's is as much theirs as an adult's, so four years before the session are
# enough (redaction/rules/old_dates.py asks for sixteen under a key of no record at all); a record's dates of the last
# years are its visits, orders and hearings.
YEARS_BEFORE_IN_A_RECORD = 4
# A name people bear of fewer letters is as often a word of the language ("בר" of "בר מצווה").
MIN_BORNE_LETTERS = 3
CONTACT_TYPES = frozenset({"EMAIL_ADDRESS", "PHONE_NUMBER", "PERSON"})


@dataclass(frozen=True)
class RecordValue:
    key: str
    value: str
    in_a_persons_record: bool
    under_a_name_key: bool  # a key that holds a name in a person's record of the same session
    under_a_birth_key: bool  # a key that holds a date of birth in another record of the same list or object
    today: date
    written_in_a_message: bool = False  # the value stands, as a whole word, in a free text of the session
    beside_a_street: bool = False  # another value of the same object is a street's line ("27 Kellner Street, ...")
    in_a_persons_card: bool = False  # a person's record held under another object's key, only names, contacts, codes
    under_a_card_key: bool = False  # a key that holds a person's card in another object of the same session

    @classmethod
    def of(cls, example: str, engine: Engine) -> RecordValue:
        """A record as JSON with one value in [brackets], judged on 2026-12-05; a key starting with `~` is one the
        session's person records hold names under, or, for a date, one that holds a date of birth in another record
        of the same list; a key ending in `!` holds a value a message of the session writes too; the record's other
        values are read for a street's line."""
        text = example.replace("[", "", 1).replace("]", "", 1)
        marked = example[example.index("[") + 1 : example.index("]")]
        record = json.loads(text)
        key = next(name for name, item in record.items() if item == marked)
        learnt = {name.strip("~!^") for name in record if name.startswith("~")}
        carded = {name.strip("~!^") for name in record if name.startswith("^")}
        written = key.endswith("!")
        record = {name.strip("~!^"): item for name, item in record.items()}
        key = key.strip("~!^")
        dated = full_date_year(marked) is not None
        persons = holds_a_contact(record, _example_entity)
        return cls(key, marked, persons, key in learnt and not dated,
                   key in learnt and dated, date(2026, 12, 5), written,
                   beside_a_street([item for name, item in record.items() if name != key and isinstance(item, str)]),
                   persons and persons_card(record, _example_entity), key in carded)


def _example_entity(key: str, value: str) -> str | None:
    return {"email": "EMAIL_ADDRESS", "tel": "PHONE_NUMBER", "phone": "PHONE_NUMBER", "name": "PERSON",
            "ime": "PERSON", "nom": "PERSON", "nome": "PERSON"}.get(key)  # fmt: skip


def holds_a_contact(record: dict[str, Any], entity_for: Callable[[str, str], str | None]) -> bool:
    """Whether a record holds an e-mail address or a phone number written with its country code, whatever its key's
    language (`"मोबाइल": "+91 98765 43210"`), or a phone or a name under a key that says so (`entity_for(key, value)`:
    the type the key tells, if the value fits it), directly or in a block of contacts right under it (an object of
    contacts and numbers, no words: `"eshet_kesher": {"email": ..., "nayad": ...}`). An object holding a person's
    record is not one itself: a call's arguments hold the customer and the event booked."""

    def contact(name: str, item: Any) -> bool:
        return isinstance(item, str) and (bool(_EMAIL.fullmatch(item.strip())) or international_phone(item)
                                          or entity_for(name, item) in CONTACT_TYPES)  # fmt: skip

    def block(items: dict[str, Any]) -> bool:
        strings = [(str(name), item) for name, item in items.items() if isinstance(item, str)]
        return any(contact(name, item) for name, item in strings) and not any(
            _EMAIL.fullmatch(item.strip()) is None and any(char.isalpha() for char in item) for _, item in strings
        )

    return any(contact(str(name), item) for name, item in record.items()) or any(
        block(item) for item in record.values() if isinstance(item, dict)
    )


# A code a person is known by inside an organisation: an extension, a staff number, a desk's or a badge's number
# ("214", "T-14", "EXT-0412", "WM-T-219": a depot's, a trade's letters and the number): up to three groups of a few
# capitals joined by dashes or dots, a dash perhaps, then two to six digits; no word, no date.
_CARD_CODE = re.compile(r"(?:[^\W\d_a-z]{1,3}(?:[-.][^\W\d_a-z]{1,3}){0,2}[-.]?)?\d{2,6}")
# A card is a few values: a name, a way to reach them and a code or two.
MAX_CARD_VALUES = 4


def card_code(value: str) -> bool:
    return bool(_CARD_CODE.fullmatch(value.strip()))


def _a_persons_name(value: str) -> bool:
    """No digit, no common word of English, no body's opening noun nor firm's legal form: "Noreen Fitzgibbon", "Dr
    Reshma Pillay", not a court's, a bank's or a division's name under `name` ("Inner London Crown Court", "Banco
    Inter", "Tuj Lub 50+")."""
    words = value.casefold().split()
    return bool(words) and not any(char.isdigit() for char in value) and not any(
        word_counts().get(word, 0) >= COMMON_COUNT or word in OPENING_NOUNS or word in BUSINESS_SUFFIXES
        for word in words
    )


def _a_things_word(key: str) -> bool:
    """A key with a common word of English names a thing the person works with (`truck`, `van`, `loom`, `desk`)
    or a value of a pair (`value`); the English keys that name a person's own number are read by the identifier
    tables already (`staff_no`), and those they miss are abbreviations and other languages' words (`ext`,
    `matricule`)."""
    return any(word_counts().get(word, 0) >= COMMON_COUNT for word in key_words(key))


def persons_card(record: dict[str, Any], entity_for: Callable[[str, str], str | None]) -> bool:
    """A person's record that holds nothing but the person (`"assigned_to": {"name": ..., "ext": "214"}`,
    `"technicien": {"nom": ..., "matricule": "T-14"}`): a name or a contact under a key that says so, and beside
    them only codes (`card_code`), at most four strings and nothing else; a name in a person's shape
    (`_a_persons_name`), codes under no key of a common English word (`_a_things_word`). Such an object, held under
    another object's key, is a staff member or a customer named where a case is assigned, done or asked for; its
    code is theirs, whatever its key's language."""
    if not record or not all(isinstance(item, str) for item in record.values()) or len(record) > MAX_CARD_VALUES:
        return False
    named = [name for name, item in record.items() if entity_for(str(name), item) in CONTACT_TYPES
             and (entity_for(str(name), item) != "PERSON" or _a_persons_name(item))]
    codes = [name for name, item in record.items() if name not in named and card_code(item) and not (
        _a_things_word(str(name)))]
    return bool(named) and bool(codes) and len(named) + len(codes) == len(record)


# The first word of a tool's name that says it reads a record.
READING_VERBS = {"find", "get", "lookup", "look", "search", "fetch", "read", "load", "retrieve", "query", "show",
                 "view", "identify"}  # fmt: skip


def names_a_person(tool_name: str | None) -> bool:
    """A tool that reads a person (`find_applicant`, `get_patient`, `lookupMember`): its name's first word reads a
    record and its last is a person's role, not a thing of theirs (`get_customer_orders`) nor a request for one
    (`request_supervisor`). What it returns is that person's record."""
    words = key_words(tool_name or "")
    return len(words) > 1 and words[0] in READING_VERBS and (
        words[-1] in PERSON_ROLE_WORDS or words[-1].removesuffix("s") in PERSON_ROLE_WORDS
    )


def _name_shaped(record: RecordValue) -> bool:
    """A name's few words, or an address's (a number among them) within a line's length."""
    words = record.value.split()
    numbered = any(char.isdigit() for char in record.value)
    return len(words) > 0 and (numbered or len(words) <= MAX_NAME_WORDS) and len(record.value) <= (
        MAX_ADDRESS_CHARS if numbered else MAX_VALUE_CHARS
    )


def _a_firm_or_a_shared_thing(record: RecordValue) -> bool:
    words = record.value.casefold().split()
    # A number makes it an address's line, whatever the key (`"line": "45/2, காந்திபுரம் 3வது தெரு"`).
    shared = names_a_thing_no_one_owns(record.key) and not any(char.isdigit() for char in record.value)
    return shared or (
        len(words) > 1 and (words[0] in BUSINESS_SUFFIXES or words[-1] in BUSINESS_SUFFIXES)
    )


def _a_records_time(record: RecordValue) -> bool:
    return full_date_year(record.value) is not None and bool(set(key_words(record.key)) & RECORD_TIME_WORDS)


def _a_date_before_this_year(record: RecordValue) -> bool:
    year = full_date_year(record.value)
    return record.in_a_persons_record and year is not None and year <= record.today.year - YEARS_BEFORE_IN_A_RECORD


def _a_date_under_a_birth_key(record: RecordValue) -> bool:
    return record.under_a_birth_key and full_date_year(record.value) is not None


def _a_code_in_a_persons_card(record: RecordValue) -> bool:
    return (record.in_a_persons_card or record.under_a_card_key) and card_code(record.value) and (
        full_date_year(record.value) is None
    )


def _a_long_number(record: RecordValue) -> bool:
    return record.in_a_persons_record and long_number(record.value)


def long_number(value: str) -> bool:
    return bool(_LONG_NUMBER.fullmatch(value.strip())) and full_date_year(value) is None


def _unread_words_in_a_persons_record(record: RecordValue) -> bool:
    # A door's or a block's code is written in Latin letters in any script's address ("B-12, શિવમ એપાર્ટમેન્ટ").
    words = " ".join(word for word in record.value.split() if not any(char.isdigit() for char in word))
    return record.in_a_persons_record and unread_script(words) and _name_shaped(record)


def borne_name_in_an_unread_script(key: str, value: str) -> bool:
    """A name's few words in a script the name model does not read, one of them a given name or a surname people
    bear (Faker's locales and the census), under a key naming no thing no one owns: whoever the record is (a
    station's operator, a vehicle's driver, a check's inspector), the value names a person."""
    words = value.split()
    return (unread_script(value) and 0 < len(words) <= MAX_NAME_WORDS - 1 and len(value) <= MAX_VALUE_CHARS
            and not any(char.isdigit() for char in value) and not names_a_thing_no_one_owns(key)
            and any(word.casefold() in world_names() and sum(map(str.isalpha, word)) >= MIN_BORNE_LETTERS
                    for word in words))  # fmt: skip


def _borne_name_in_an_unread_script(record: RecordValue) -> bool:
    return borne_name_in_an_unread_script(record.key, record.value)


# Two to four words of Latin capitals: how a bank, a register or a form prints a holder's name.
_WORDS_IN_CAPITALS = re.compile(r"[A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+){1,3}")


def borne_name_in_capitals(key: str, value: str) -> bool:
    """A name printed in capitals ("MUHAMMAD USMAN TALPUR"), which the name model does not read: a given name people
    bear first, a name people bear second, and any word after them borne or no common word of English (a surname no
    list holds, "TALPUR", but not "DELIVERY"), not a known place, under a key naming no thing no one owns."""
    words = value.casefold().split()
    return (bool(_WORDS_IN_CAPITALS.fullmatch(value.strip())) and words[0] in world_given_names()
            and words[1] in world_names() and not names_a_thing_no_one_owns(key)
            and all(word in world_names() or word_counts().get(word, 0) < COMMON_COUNT for word in words[2:])
            and value.casefold() not in known_places().large_cities | known_places().countries
            and not any(word in BUSINESS_SUFFIXES for word in words))  # fmt: skip


def _borne_name_in_capitals(record: RecordValue) -> bool:
    return borne_name_in_capitals(record.key, record.value)


def _unread_words_under_a_name_key(record: RecordValue) -> bool:
    return record.under_a_name_key and unread_script(record.value) and _name_shaped(record) and not any(
        char.isdigit() for char in record.value
    )


# A login's shape: lower-case letters and digits in two parts or more joined by an underscore or a dot
# (`tomo_kovac`, `r.haronga`); not a file's or a domain's name, whose last part is a short extension.
_HANDLE = re.compile(r"[a-z][a-z0-9]*(?:[._][a-z0-9]+)+")
_EXTENSION = re.compile(r".*\.[a-z]{1,4}")


def handle(value: str) -> bool:
    text = value.strip()
    return bool(_HANDLE.fullmatch(text)) and not _EXTENSION.fullmatch(text) and sum(map(str.isalpha, text)) >= 4


# A street's line, the whole value: a door's number and a street's words, or the words and then the number, then a
# comma and a place or two ("27 Kellner Street, Westdene", "Lielā iela 12, Sigulda"); no sentence that holds a number.
_STREET_LINE = re.compile(
    r"(?:\d{1,5}[^\W\d_]?\s+[^\W\d_]{2,}(?:\s+[^\W\d_]{2,}\.?){0,3}|[^\W\d_]{2,}(?:\s+[^\W\d_]{2,}){0,3}\.?\s+"
    r"\d{1,5}[^\W\d_]?)(?:,\s*[^\W\d_][^,\n]{1,40}){1,3}"
)
# A postal code of four or five digits, perhaps with a tail, as most countries write one.
_POSTCODE_DIGITS = re.compile(r"\d{4,5}(?:-\d{3,4})?")
_NUMBER = re.compile(r"\d+")


def street_line(value: str) -> bool:
    """A street's line with no number but its door's: one that holds its postal code already (`18 Birch Close,
    Reading RG30 2XP`) leaves the record's other numbers to what they are (a rent, a count)."""
    return bool(_STREET_LINE.fullmatch(value.strip())) and len(_NUMBER.findall(value)) == 1


def beside_a_street(other_values: list[str]) -> bool:
    """A street's line (`street_line`) among the values."""
    return any(map(street_line, other_values))


def _postcode_beside_a_street(record: RecordValue) -> bool:
    return record.beside_a_street and bool(_POSTCODE_DIGITS.fullmatch(record.value.strip())) and not (
        set(key_words(record.key)) & RECORD_TIME_WORDS or names_a_thing_no_one_owns(record.key)
    )


def _a_handle_a_message_writes(record: RecordValue) -> bool:
    return record.written_in_a_message and handle(record.value) and unowned_kind(record.key) is None


# Whom a payment goes to: a payee's or a merchant's handle in a ledger is the business's (`"payee_vpa": "shop@pnb"`).
_PAID_WORDS = frozenset({"payee", "merchant", "shop", "store", "seller", "vendor", "business"})


def payment_handle(key: str, value: str) -> bool:
    """A field's whole value a handle with no dot after its `@` (`lakshmi.n@oksbi`), under a key that names no one
    paid."""
    text = value.strip()
    return bool(HANDLE_IN_TEXT.fullmatch(text)) and handle_with_no_dot(text) and not (set(key_words(key)) &
                                                                                      _PAID_WORDS)  # fmt: skip


def _payment_handle(record: RecordValue) -> bool:
    return payment_handle(record.key, record.value)


def entity(value: str) -> str:
    """The type a personal value of a record is given, by its shape."""
    if handle(value) or HANDLE_IN_TEXT.fullmatch(value.strip()):
        return "USERNAME"
    if _POSTCODE_DIGITS.fullmatch(value.strip()):
        return "ZIP_CODE"
    if full_date_year(value) is not None:
        return "DATE_OF_BIRTH"
    if long_number(value):
        return "ID_NUMBER"
    if card_code(value):
        return IDENTIFIER  # an extension, a staff number: a code of the organisation's own scheme
    if any(char.isdigit() for char in value):
        return "STREET_ADDRESS"
    return "PERSON"


DROP, KEEP = Verdict.DROP, Verdict.KEEP
PERSON_RECORDS: Table[RecordValue] = Table(
    "Person records",
    "Every string of a tool's arguments, results and state that no telling key, role or identifier rule typed. "
    "KEEP: the person's, typed by its shape (a date of birth, a number, an address, a name); DROP (or no rule): "
    "kept.",
    (
        Rule("firm_or_shared_thing_in_a_persons_record", "drops a value with no digit under a key naming a thing "
             "no one owns (a bank, a branch, a status: redaction/rules/unowned.py), or words a firm's legal form "
             "opens or closes (`Ltd`, `ООО`, `ХХК`)", "a customer's record names the bank they pay and the firm paid "
             "beside their own name, in any language; a number among the words makes them an address's line", DROP,
             _a_firm_or_a_shared_thing,
             ('{"name": "Өлзий Гэр ХХК", "bank": "[Хаан банк]"}', '{"email": "a@example.org", "n": "[Өлзий Гэр ХХК]"}',
              '{"email": "a@example.org", "firma": "[ООО Ромашка]"}'),
             ('{"shem": "[נועה שטרן]", "tel": "054-3390217"}', '{"email": "a@example.org", "n": "[Адыг Хаан]"}',
              '{"name": "வசந்தா", "line": "[45/2, காந்திபுரம் 3வது தெரு, கோயம்புத்தூர்]"}')),
        Rule("records_time_in_a_persons_record", "drops a date under a key naming a record's own time (created, "
             "issued, since...)", "when a customer's account was opened is what a case checks", DROP, _a_records_time,
             ('{"email": "a@example.org", "created_at": "[2019-04-01]"}',),
             ('{"email": "a@example.org", "datum_rodjenja": "[2015-06-21]"}',)),
        Rule("earlier_date_in_a_persons_record", f"keeps a full date {YEARS_BEFORE_IN_A_RECORD} years or more before "
             "the session in a person's record", "beside a name or a contact, a day years ago is a date of birth, a "
             "child's too, whatever language the key is in; a record's dates of the last years are its visits", KEEP,
             _a_date_before_this_year,
             ('{"ime": "Lena", "datum_rodjenja": "[2015-06-21]"}', '{"tel": "+372 5562 0913", "s": "[14.09.1961]"}'),
             ('{"ime": "Lena", "dolazak": "[2026-12-03]"}', '{"depot": "Leeds", "opened": "[2015-06-21]"}',
              '{"ime": "Lena", "rociste": "[2024-10-07]"}')),
        Rule("date_under_a_birth_dates_key", "keeps a full date under a key that holds a date of birth (one decades "
             "old: redaction/rules/old_dates.py) in another record of the same list or object", "a list of guests "
             "holds the parents' and the children's dates of birth under one key; only the parents' are decades old",
             KEEP,
             _a_date_under_a_birth_key, ('{"ime": "Paul", "~datum_rodjenja": "[2019-02-08]"}',),
             ('{"ime": "Paul", "~datum_rodjenja": "[nepoznat]"}', '{"dolazak": "[2026-12-03]"}')),
        Rule("long_number_in_a_persons_record", "keeps six digits or more in a person's record, under any key",
             "beside a name or a contact, a long number is an identity number, a postcode or an account: `tz`, "
             "`mikud`", KEEP, _a_long_number, ('{"email": "n@example.net", "tz": "[206119372]"}',),
             ('{"email": "n@example.net", "guests": "[4]"}', '{"ref": "Leeds", "tz": "[206119372]"}',
              '{"email": "n@example.net", "newDate": "[2026-12-16]"}',
              '{"email": "n@example.net", "sum": "[1840.00]"}')),
        Rule("code_in_a_persons_card", "keeps a code of two to six digits, perhaps after a few capitals and a "
             "dash, or two or three such groups of capitals (`214`, `T-14`, `WM-T-219`), in a person's record "
             "held under another object's key that holds nothing but a name or a contact and such codes, under "
             "any key; and such a code alone under a key that holds a "
             "person's card elsewhere in the session", "a case assigned to a staff member, a visit done by a "
             "technician name them with their extension or staff number (`ext`, `matricule`, a key of any "
             "language); the same key holds the code alone in another list of the session (`\"technicien\": "
             "\"T-09\"`)", KEEP, _a_code_in_a_persons_card,
             ('{"name": "Noreen Fitzgibbon", "ext": "[214]"}', '{"nom": "Luc Ehrhart", "matricule": "[T-14]"}',
              '{"name": "覃师傅", "gonghao": "[WM-T-219]"}',
              '{"date": "2024-10-22", "^technicien": "[T-09]"}'),
             ('{"name": "Noreen Fitzgibbon", "ext": "214", "status": "[ASSIGNED]"}',
              '{"name": "Noreen", "status": "ASSIGNED", "ext": "[214]"}',
              '{"date": "2024-10-22", "technicien": "[T-09]"}',
              '{"^technicien": "[Luc]"}', '{"name": "Inner London Crown Court", "code": "[440]"}',
              '{"nome": "Banco Inter", "codigo": "[077]"}', '{"name": "Kemar", "van": "[JX-03]"}',
              '{"name": "Opanin Kwaku Duah", "loom": "[L07]"}')),
        Rule("unread_words_in_a_persons_record", f"keeps up to {MAX_NAME_WORDS} words of a script the name model "
             f"does not read in a person's record (a name; with a number, an address of up to {MAX_ADDRESS_CHARS} "
             "characters, a door's code in Latin letters among them)", "the model finds no name in Hebrew, Arabic or "
             "Thai, and the keys are in their language: the record's shape says whose",
             KEEP, _unread_words_in_a_persons_record,
             ('{"shem": "[נועה שטרן]", "tel": "054-3390217"}', '{"email": "n@example.net", "k": "[רח\' ויצמן 56]"}',
              '{"name": "હિતેશ પંડ્યા", "tel": "+91 98250 14733", "s": "[B-12, શિવમ એપાર્ટમેન્ટ, જજીસ બંગલો રોડ, '
              'બોડકદેવ, અમદાવાદ 380054]"}'),
             ('{"shem": "[Noa Stern]", "tel": "054-3390217"}', '{"maslul": "[אירוע פרטי]", "mechir": "1,450"}')),
        Rule("unread_words_under_a_name_key", "keeps words of a script the name model does not read under a key "
             "that holds a name in a person's record of the same session", "a list of supervisors holds their names "
             "under the key the customer's record held hers", KEEP, _unread_words_under_a_name_key,
             ('{"mashgiach_id": "MSH-0412", "~shem": "[הרב יעקב חדד]"}',),
             ('{"mashgiach_id": "MSH-0412", "shem": "[הרב יעקב חדד]"}', '{"~shem": "[כשר 2]"}')),
        Rule("borne_name_in_an_unread_script", f"keeps up to {MAX_NAME_WORDS - 1} words of a script the name "
             "model does not read, one of them a given name or a surname people bear (Faker's locales and the "
             "census), under any key that names no thing no one owns, in any record", "the model finds no name in "
             "Devanagari, Georgian or Cyrillic, and a record of a station, a vehicle or a check names its operator, "
             "driver or inspector under a key in its own language", KEEP, _borne_name_in_an_unread_script,
             ('{"operator": "[सुनील वर्मा]", "station": "आलमबाग स्वैप स्टेशन"}', '{"चालक": "[संजय निषाद]"}',
              '{"by": "[დავით ხარაბაძე]"}'),
             ('{"station": "[आलमबाग स्वैप स्टेशन]"}', '{"नाम": "[फ्लीट बेसिक प्लान]"}', '{"operator": "[Sunil Verma]"}',
              '{"plan": "[संजय]"}', '{"क": "[सुनील 12]"}', '{"sug_eruaa": "[בר מצווה]"}')),
        Rule("borne_name_in_capitals", "keeps two to four words in Latin capitals, the first a given name people "
             "bear, the second a given name or a surname (Faker's locales and the census), any other borne or no "
             "common word of English, not a known place nor a firm, under any key that names no thing no one owns, "
             "in any record", "a bank, a register or a form "
             "prints its holder's name in capitals, and the name model reads no name written so; a status in "
             "capitals is one word or words joined by underscores", KEEP, _borne_name_in_capitals,
             ('{"bank_title_reported": "[MUHAMMAD USMAN TALPUR]"}', '{"holder": "[MARIA LOPEZ]"}'),
             ('{"status": "[RETURNED]"}', '{"code": "[IBAN_TITLE_MISMATCH]"}', '{"city": "[SANTA ROSA]"}',
              '{"note": "[CASH ON DELIVERY]"}', '{"plan": "[MARIA LOPEZ]"}')),
        Rule("postcode_beside_a_street", "keeps four or five digits (perhaps with a tail after a dash) under any "
             "key of an object whose other values hold a street's line", "beside a door's number and a street, a "
             "short number under `code`, `pin` or a key of any language is the address's postal code", KEEP,
             _postcode_beside_a_street,
             ('{"address": "27 Kellner Street, Westdene, Bloemfontein", "code": "[9301]"}',
              '{"adrese": "Lielā iela 12, Sigulda", "indekss": "[2150]"}'),
             ('{"code": "[9301]"}', '{"address": "27 Kellner Street, Westdene", "since": "[1998]"}',
             '{"summary": "charged 2 times on the card, twice", "store_id": "[0412]"}',
             '{"address": "4211 Morse Rd, Columbus", "store_id": "[0412]"}',
             '{"address": "18 Birch Close, Reading RG30 2XP", "rent_pcm": "[1450]"}',
              '{"venue": "Main Hall", "seats": "[1200]"}')),
        Rule("payment_handle_under_a_key", "keeps a field's whole value that is a handle with an `@` and no dot "
             "after it (`name@bank`), under any key that names no payee, merchant or shop", "an e-mail address has a "
             "domain with a dot; a handle without one is a payment id (UPI) or a login, and a customer's record holds "
             "the customer's under a key of any language; a shop's ledger holds the shop's under its payee's key",
             KEEP, _payment_handle, ('{"upi": "[lakshmi.n@oksbi]", "utr": "UTR 512843907716"}',
                                     '{"भुगतान": "[rameshyadav77@ybl]"}'),
             ('{"payee_vpa": "[shriradhecs@pnb]"}', '{"image": "[pkg@latest]"}', '{"upi": "[pay lakshmi@oksbi]"}')),
        Rule("handle_a_message_writes", "keeps a login's shape (`tomo_kovac`) under any key that names no shared "
             "thing, when a message of the session writes it too", "a user who names their login and a tool that "
             "receives it say whose it is, in a key of any language (`korisnik`)", KEEP,
             _a_handle_a_message_writes, ('{"korisnik!": "[tomo_kovac]", "objekt": "0519802"}',),
             ('{"korisnik": "[tomo_kovac]"}', '{"status!": "[in_progress]"}', '{"fail!": "[tunnistus.pdf]"}')),
    ),
    RecordValue.of,
)


def record_entity(key: str, value: str, in_a_persons_record: bool, under_a_name_key: bool, under_a_birth_key: bool,
                  written_in_a_message: bool, by_a_street: bool, day: date, in_a_persons_card: bool = False,
                  under_a_card_key: bool = False) -> str | None:  # fmt: skip
    """The personal type of a value no other rule typed, read from the record it stands in: the table above,
    judged on the day of the session that holds it (`walk.session_day`), never on the day the tool runs."""
    if not (in_a_persons_record or under_a_name_key or under_a_birth_key or written_in_a_message
            or by_a_street or borne_name_in_an_unread_script(key, value) or borne_name_in_capitals(key, value)
            or payment_handle(key, value) or under_a_card_key):
        return None
    judged = RecordValue(key, value, in_a_persons_record, under_a_name_key, under_a_birth_key, day,
                         written_in_a_message, by_a_street, in_a_persons_card, under_a_card_key)
    return entity(value) if PERSON_RECORDS.verdict(judged) is KEEP else None
