"""Which values a session holds as identifiers are phones, for the phones of their country in its texts.

A tool's key names what a value is for, not always what it is: a number to call back (`callback`, `notify`,
`reach_on`) is held as an identifier under its key, and yet it is a phone written with a `+` and its country code
("+79021734455"). Its people write it as their country dials it, after the trunk prefix ("8-902-173-44-55"), and
that is the phone the held value is: a value held as an identifier that opens with a `+` and that the numbering plan
of its country code counts as a valid phone (`phonenumbers`) says which country's phones the runs of digits in the
session's texts are (redaction/rules/national_phones.py), as a phone the session holds as a phone does. An id with a
`+` whose digits are no phone of any plan ("+00000000001"), or without a `+` ("79021734455"), says nothing.
Applied to the values the session holds as identifiers, beside its phones (redaction/redactor.py, before the runs of
digits in its texts are judged).
"""

from __future__ import annotations

from collections.abc import Iterable

import phonenumbers

from redaction.known_values import ascii_digits


def a_phone_with_its_country_code(value: str) -> bool:
    """Whether a held value is a phone written with a `+` and a country code that its country's plan counts."""
    value = value.strip()
    if not value.startswith("+"):
        return False
    try:
        number = phonenumbers.parse(ascii_digits(value), None)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(number)


def phones_held_as_ids(values: Iterable[str]) -> list[str]:
    """The values held as identifiers that are phones with their country code."""
    return [value for value in values if a_phone_with_its_country_code(value)]


# (a value held as an identifier, whether it is a phone that says its country)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("+79021734455", True),  # under `callback`: Russia's, written "8-902-173-44-55" in the texts
    ("+44 7781 402119", True),
    ("+00000000001", False),  # no plan counts it
    ("79021734455", False),  # no `+`: an id's digits
    ("CB-2291-0043", False),
)
