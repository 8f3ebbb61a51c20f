"""A code under a key naming a thing that carries a code of its own is the thing's, not a person's.

Some things are numbered by the operator that keeps them, by a class every shipper shares or by a breed's register,
and the number travels with the thing whoever uses it: an operator's own number for a machine of its stock (a fleet
number, an asset tag), a dangerous good's class (a UN, IMDG or hazmat number), and an animal's entry in a herd book or
a stud catalogue (a bull's, a sire's, a dam's code, sold as semen to many farms). Such a code points to the thing, in
every domain and language, so a field whose whole value is one code (capitals and digits, perhaps in spaced groups)
under a key whose head names such a thing, or whose key is only an identifier's word inside such a thing
(`assets[0].number`, `sire.code`), keeps its value, whatever shape a recognizer or the key's identifier word saw in it.

Privacy first, the codes that point to one keeper or one shipper stay replaced: a vehicle's registration is its
keeper's, so a key naming a vehicle alone (`truck`, `trailer`, `vehicle`, `tractor`) is not read so, only the
operator's own number for it (`vehicle.fleet_no`); a ship's or an aircraft's registered marks (a call sign, a tail
number) are a private boat's or plane's owner's, and a container and its seal are leased to one shipper for the voyage
and tracked by their numbers (redaction/recognizers/keys.py); a unit of a building is an address's (`delivery.unit`),
so `unit` is not one of these things; a key that also names a person's role (`driver.fleet_no`, `owner.sire_code`) is
left to the other rules; and a value written in lower case, in words or as a sentence is no code.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers.identifiers import ID_SUFFIXES, plain_token, spaced_code
from redaction.recognizers.keys import PERSON_ROLE_WORDS, key_words

if TYPE_CHECKING:
    from redaction.rules.fields import Field

# Heads of keys naming a thing numbered by a register or by the operator keeping it, grouped by kind; each word read
# in the singular.
OPERATORS_STOCK = frozenset({"fleet", "asset"})
DANGEROUS_GOODS = frozenset({"un", "hazmat", "imdg", "dg"})
HERD_BOOK_ANIMALS = frozenset({"bull", "sire", "dam", "stud", "stallion", "ram", "boar"})
THINGS_WITH_CODES = OPERATORS_STOCK | DANGEROUS_GOODS | HERD_BOOK_ANIMALS
# What a guess of a number or a code is found as, or a key types a code as.
_CODE_ENTITIES = frozenset({"ID_NUMBER", "ACCOUNT_NUMBER", "IDENTIFIER", "PHONE_NUMBER", "ZIP_CODE", "LICENSE_PLATE",
                            "ORDER_ID", "NATIONAL_ID"})  # fmt: skip
_TAG_SUFFIXES = frozenset({"tag", "serial", "mark", "marks"})


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def _part_words(part: str) -> list[str]:
    return [_singular(word) for word in key_words(part)]


def a_things_code_key(key: str | None) -> bool:
    """The key's head, its last word before an identifier's (or, for a key that is only an identifier's word, the
    last word of the object holding it), names a thing that carries a code of its own (`fleet_no`,
    `assets[0].number`, `dg[0].un`, `bull_code`); no person's role is in the key."""
    if key is None:
        return False
    parts = [_part_words(part) for part in re.split(r"[.\[\]]+", key) if part and not part.isdigit()]
    if not parts or any(word in PERSON_ROLE_WORDS for part in parts for word in part):
        return False
    for part in reversed(parts):
        words = [word for word in part if word not in ID_SUFFIXES and word not in _TAG_SUFFIXES]
        if words:
            return words[-1] in THINGS_WITH_CODES
    return False


def one_code(text: str) -> bool:
    """One code of capitals and digits, perhaps in spaced groups ("LC79-03", "HB 221904", "UN1965")."""
    text = text.strip()
    return (
        any(char.isdigit() for char in text) and not any(char.islower() for char in text)
        and (plain_token(text) or spaced_code(text))
    )  # fmt: skip


def code_of_a_thing(field: Field) -> bool:
    """A number or code found in, or typed by the key of, a field whose whole value is one code under a key naming a
    thing that carries a code of its own."""
    entity = field.result.entity_type if field.result is not None else field.entity
    return entity in _CODE_ENTITIES and a_things_code_key(field.key) and one_code(field.text)


DOES = ("drops a code found in, or typed by the key of, a field whose whole value is one code under a key whose head "
        "names a thing numbered by its operator, by a class or by a breed's register: an operator's fleet or asset "
        "number, a dangerous good's class, a herd book's animal")
WHY = ("`\"fleet_no\": \"LC79-03\"`, `\"un\": \"UN1965\"` and `\"bull_code\": \"KAGRC-FR-119\"` name a machine, "
       "a dangerous good and a bull; privacy first, a vehicle's registration under `truck` or `vehicle` is its "
       "keeper's, a call sign or a tail number a boat's or a plane's owner's, a container one shipper's, and `unit` "
       "may be a flat's")
FIRES = ("IDENTIFIER fleet_no: LC79-03", "IDENTIFIER vehicle.fleet_no: LC79-03", "IDENTIFIER un: UN1965",
         "IDENTIFIER dg.un: UN1965", "IDENTIFIER bull_code: KAGRC-FR-119", "IDENTIFIER asset_tag: LT-08812",
         "IDENTIFIER sire.code: HB 221904", "ID_NUMBER assets.number: [4471820]")
PASSES = ("LICENSE_PLATE truck: UBH 227C", "LICENSE_PLATE vehicle: BT70 LMN", "IDENTIFIER trailer: UAY 871T",
          "IDENTIFIER call_sign: V5FD7", "LICENSE_PLATE vessel.call_sign: V5FD7",
          "IDENTIFIER aircraft.tail_number: N512UA", "IDENTIFIER container: MSKU 702118 4",
          "IDENTIFIER seal.id: ECTS-55012",
          "IDENTIFIER tractor: MF375-03", "IDENTIFIER unit: 4B-12", "IDENTIFIER driver.fleet_no: LC79-03",
          "IDENTIFIER container: shipped to Tema 4471820", "IDENTIFIER fleet_no: lc79-03",
          "IDENTIFIER booking_id: AIB-5521", "IDENTIFIER owner_code: KAGRC-FR-119", "PERSON container: Kofi Mensah")
