"""Which country a phone written with its trunk prefix and no country code is of.

People write their phones as their country dials them inside it: the trunk prefix, then the number, grouped as the
country groups its phones ("8 (3902) 24-61-08" and "8-913-052-77-14" in Russia, where the trunk is 8; "0750 318 2264"
in Iraq, where it is 0). A tool holds such a phone as often as one with a `+` and a country code, and the country
is what says which other runs of digits in the session's texts are phones too (redaction/rules/national_phones.py).
A phone opening with a trunk prefix is read as a number of each numbering plan with that prefix (`phonenumbers`);
when the plan of one country only counts it as one of its phones, that country is the phone's. A trunk many plans
share with numbers of the same length ("0750 318 2264" is a phone in Iraq, Britain and Germany) says no country, and
neither does a phone with no trunk prefix ("320-5561"), nor one written with its country code (read by
`held_countries` as it is). A phone the session holds without its trunk prefix (the name model found "923 594 30 17"
of "тел 8 923 594 30 17") is that phone again where a text writes it after a trunk prefix ("89235943017"), whatever
the country. Applied to the phones the session holds, beside those with a country code
(redaction/redactor.py, before the runs of digits in its texts are judged).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import phonenumbers

from redaction.known_values import ascii_digits

# The plans with a trunk prefix, by that prefix ("8": Russia, Belarus, ...; "0": most of the world).
_PLANS_BY_TRUNK: dict[str, tuple[str, ...]] = {}
for _region in sorted(phonenumbers.SUPPORTED_REGIONS):
    _metadata = phonenumbers.PhoneMetadata.metadata_for_region(_region)
    if _metadata is not None and _metadata.national_prefix:
        _PLANS_BY_TRUNK.setdefault(_metadata.national_prefix, ())
        _PLANS_BY_TRUNK[_metadata.national_prefix] += (_region,)


@lru_cache(maxsize=4096)
def trunk_country(phone: str) -> str | None:
    """The one country whose numbering plan counts a phone written with its trunk prefix as one of its phones."""
    if phone.strip().startswith("+"):
        return None
    digits = "".join(char for char in ascii_digits(phone) if char.isdigit())
    countries = set()
    for trunk, plans in _PLANS_BY_TRUNK.items():
        if not digits.startswith(trunk):
            continue
        for country in plans:
            try:
                number = phonenumbers.parse(digits, country)
            except phonenumbers.NumberParseException:
                continue
            if phonenumbers.is_valid_number_for_region(number, country):
                countries.add(country)
    return countries.pop() if len(countries) == 1 else None


def trunk_countries(phones: Iterable[str]) -> frozenset[str]:
    """The countries of the phones written with a trunk prefix that one country's plan only counts as its phones."""
    return frozenset(country for phone in phones if (country := trunk_country(phone)) is not None)


# The fewest digits of a held phone whose trunk prefix is looked for before it in a text: shorter ones are the endings
# of too many numbers.
MIN_HELD_DIGITS = 7


def held_numbers(phones: Iterable[str]) -> frozenset[str]:
    """The digits of the phones the session holds without a country code, of seven digits or more."""
    numbers = ("".join(char for char in ascii_digits(phone) if char.isdigit()) for phone in phones
               if not phone.strip().startswith("+"))  # fmt: skip
    return frozenset(number for number in numbers if len(number) >= MIN_HELD_DIGITS)


def a_held_number_after_a_trunk(written: str, numbers: frozenset[str]) -> bool:
    """Whether a run of digits is a phone the session holds with a trunk prefix written before it ("89235943017" of a
    held "923 594 30 17")."""
    digits = "".join(char for char in ascii_digits(written) if char.isdigit())
    return any(digits.startswith(trunk) and digits[len(trunk) :] in numbers for trunk in _PLANS_BY_TRUNK)


# (a phone the session holds, the country it says; None for none)
EXAMPLES: tuple[tuple[str, str | None], ...] = (
    ("8 (3902) 24-61-08", "RU"),
    ("8 923 594 30 17", "RU"),
    ("0750 318 2264", None),  # Iraq's, Britain's and Germany's plans all count it
    ("320-5561", None),  # no trunk prefix
    ("+7 913 052 77 14", None),  # a country code: read as it is
)
