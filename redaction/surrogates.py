"""What a personal value becomes: a numbered placeholder (`<PERSON_1>`) or a synthetic value of the same
format (a surrogate), the operators of the redaction stage. What to find lives in `recognizers/`.

Surrogates are recognisable as synthetic and valid for the code a harness runs: invented surnames, e-mails at
example.com, phone numbers in the 555-0100..0199 fiction range, card numbers from the networks' test ranges
(Luhn-valid), IBANs with valid check digits and a TEST bank code, IPs from the documentation ranges
(RFC 5737, RFC 3849), dates of birth shifted by a secret number of days. Types with nothing for a harness to
run on (secrets, session and user ids, tool names) keep placeholders: a fake API key could be mistaken for
a real one.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from datetime import date, timedelta
from typing import Protocol

from redaction.config import Replace
from redaction.recognizers.cards import luhn_check_digit
from redaction.recognizers.positions import POSITION

# Given names in common use with surnames nobody has: the pair reads as a person and as invented.
FIRST_NAMES = [
    "Avery", "Blake", "Casey", "Devon", "Emery", "Finley", "Harper", "Jordan", "Kendall", "Logan", "Morgan",
    "Parker", "Quinn", "Reese", "Rowan", "Sawyer", "Skyler", "Tatum",
]  # fmt: skip
LAST_NAMES = [
    "Testwood", "Sampleby", "Mockridge", "Fictley", "Placeford", "Dummerly", "Stubworth", "Exampleton",
    "Demoford", "Pseudwell", "Trialsby", "Mockwell", "Testerfield", "Samplewick",
]  # fmt: skip
CITIES = ["Exampleton", "Sampleville", "Testford", "Mockbury", "Demoport", "Fictham", "Placeburgh"]
STREETS = ["Example Street", "Sample Avenue", "Test Lane", "Mock Road", "Demo Drive", "Placeholder Way"]
DOCUMENTATION_NETWORKS = ["192.0.2.", "198.51.100.", "203.0.113."]
# Test card prefixes: Visa 4111 11, Mastercard 5555 55, American Express 3782 82, Discover 6011 11.
CARD_PREFIXES = {"3": ("378282", 15), "4": ("411111", 16), "5": ("555555", 16), "2": ("555555", 16),
                 "6": ("601111", 16)}  # fmt: skip
# Placeholders for these: no format a harness needs, or a fake that could be taken for a real secret.
PLACEHOLDER_ONLY = {"SECRET", "CRYPTO", "SESSION_ID", "USER_ID", "TOOL_NAME", "AGENT_NAME", "CALL_ID",
                    "SENSITIVE_VALUE"}  # fmt: skip
NOTICE = {
    "surrogate": (
        "Personal data was replaced by synthetic values of the same format (invented names, e-mails at "
        "example.com, 555-01xx phone numbers, test card numbers, TEST bank IBANs, documentation IPs, shifted "
        "dates of birth): none is a real person's."
    ),
    "placeholder": "Personal data was replaced by placeholders such as <PERSON_1>.",
}


class Operator(Protocol):
    def __call__(self, entity: str, number: int, value: str, attempt: int) -> str:
        """The replacement of the `number`-th value of `entity` in a session; `attempt` > 0 asks for another
        one when the first would equal a real value seen in the session."""


def placeholder(entity: str, number: int) -> str:
    return f"<{entity}_{number}>"


class Placeholders:
    def __call__(self, entity: str, number: int, value: str, attempt: int) -> str:
        return placeholder(entity, number)


class Surrogates:
    """Format-preserving synthetic values. One instance per redactor: the date shift is keyed by a secret
    drawn when it is built, so a shifted date of birth says nothing about the real one."""

    def __init__(self, key: bytes | None = None) -> None:
        self.key = key if key is not None else secrets.token_bytes(16)

    def __call__(self, entity: str, number: int, value: str, attempt: int) -> str:
        index = number - 1 + attempt * 7919  # a prime stride: every attempt lands somewhere new
        make = _MAKERS.get(entity)
        made = None if entity in PLACEHOLDER_ONLY or make is None else make(self, value, index)
        return made if made else placeholder(entity, number)

    def person(self, value: str, index: int) -> str:
        """Always a given name and a surname: a name written as one word is shown as the part it stands for."""
        first = FIRST_NAMES[index % len(FIRST_NAMES)]
        last = LAST_NAMES[(index // len(FIRST_NAMES) + index) % len(LAST_NAMES)]
        return _cased(f"{first} {last}", value)

    def email(self, value: str, index: int) -> str:
        return f"{self.person('a b', index).replace(' ', '.').lower()}@example.com"

    def phone(self, value: str, index: int) -> str:
        count = sum(char.isdigit() for char in value)
        line = f"201555{100 + index % 100:04d}"  # area 201, exchange 555, line 0100..0199
        digits = _digits(value)[: count - 10] + line if count >= 10 else line[-count:]
        return _into_layout(value, digits)

    def card(self, value: str, index: int) -> str:
        count = sum(char.isdigit() for char in value)
        if count < 12:  # a CVV or the last digits under a card key
            return _into_layout(value, f"{index + 1:0{count}d}"[-count:])
        prefix, length = CARD_PREFIXES.get(_digits(value)[:1], CARD_PREFIXES["4"])
        length = count if 13 <= count <= 19 and prefix != "378282" else length
        body = prefix + f"{index + 1:0{length - len(prefix) - 1}d}"
        digits = body + luhn_check_digit(body)
        return _into_layout(value, digits) if count == length else _grouped(digits, value)

    def iban(self, value: str, index: int) -> str:
        compact = re.sub(r"\s", "", value).upper()
        if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{8,30}", compact):
            return ""
        country, bban = compact[:2], compact[4:]
        letters = iter("TEST" * 8)
        synthetic = "".join(next(letters) if char.isalpha() else "0" for char in bban)
        tail = f"{index + 1}"
        synthetic = synthetic[: len(synthetic) - len(tail)] + tail
        numeric = "".join(str(int(char, 36)) for char in synthetic + country + "00")
        check = f"{98 - int(numeric) % 97:02d}"
        characters = iter(country + check + synthetic)
        return "".join(next(characters) if char.isalnum() else char for char in value)

    def ip(self, value: str, index: int) -> str:
        if ":" in value:
            return f"2001:db8::{index + 1:x}"
        return DOCUMENTATION_NETWORKS[index // 254 % 3] + str(index % 254 + 1)

    def birth_date(self, value: str, index: int) -> str:
        shift = 30 + int.from_bytes(hashlib.blake2b(value.encode(), key=self.key, digest_size=4).digest()) % 3600
        return _shifted_date(value.strip(), -shift - index)

    def location(self, value: str, index: int) -> str:
        if POSITION.fullmatch(value.strip()):  # a position stays one, of the same layout, at sea off Africa
            return self.number_like(value, index)
        return _cased(CITIES[index % len(CITIES)], value)

    def street(self, value: str, index: int) -> str:
        if _a_units_code(value):  # a room's or a flat's code ("212-B", "Rm 7"): another of its layout
            return _into_layout(value, _counted(value, index))
        street = f"{100 + index} {STREETS[index % len(STREETS)]}"
        return f"{street}, {CITIES[index % len(CITIES)]}" if "," in value or "\n" in value else street

    def number_like(self, value: str, index: int) -> str:
        """Same layout: letters become X, digits count up from zero."""
        digits, letters = _counted(value, index), sum(char.isalpha() for char in value)
        return _into_layout(value, digits, "X" * letters) if digits or letters else ""

    def ssn(self, value: str, index: int) -> str:
        # 987-65-4320..4329 are reserved for advertising; after them, area 000 is never issued.
        digits = f"98765432{index}" if index < 10 else f"00000{index:04d}"
        return _into_layout(value, digits[-9:]) if sum(char.isdigit() for char in value) == 9 else ""

    def username(self, value: str, index: int) -> str:
        return f"test.user{index + 1}"


# A part of a room's, a flat's or a bed's code: digits, a letter or two, or both ("212-B", "Rm 7", "K2-118").
_UNITS_CODE_PART = re.compile(r"\d+|[^\W\d_]{1,2}|(?=[^\W_]*\d)[^\W_]{2,5}")


def _a_units_code(value: str) -> bool:
    parts = [part for part in re.split(r"[ ./#-]+", value.strip()) if part]
    return any(char.isdigit() for char in value) and all(_UNITS_CODE_PART.fullmatch(part) for part in parts)


_MAKERS = {
    "PERSON": Surrogates.person,
    "EMAIL_ADDRESS": Surrogates.email,
    "PHONE_NUMBER": Surrogates.phone,
    "CREDIT_CARD": Surrogates.card,
    "IBAN_CODE": Surrogates.iban,
    "IP_ADDRESS": Surrogates.ip,
    "DATE_OF_BIRTH": Surrogates.birth_date,
    "LOCATION": Surrogates.location,
    "STREET_ADDRESS": Surrogates.street,
    "ZIP_CODE": Surrogates.number_like,
    "ACCOUNT_NUMBER": Surrogates.number_like,
    "ID_NUMBER": Surrogates.number_like,
    "LICENSE_PLATE": Surrogates.number_like,
    "US_PASSPORT": Surrogates.number_like,
    "US_DRIVER_LICENSE": Surrogates.number_like,
    "US_ITIN": Surrogates.number_like,
    "US_SSN": Surrogates.ssn,
    "USERNAME": Surrogates.username,
}


def operator(replace: Replace) -> Operator:
    return Surrogates() if replace == "surrogate" else Placeholders()


def _counted(value: str, index: int) -> str:
    """As many digits as the value has, counting up from zero to the `index`-th value's number ("" for no digit)."""
    count = sum(char.isdigit() for char in value)
    return f"{index + 1:0{count}d}"[-count:] if count else ""


def _digits(text: str) -> str:
    return "".join(char for char in text if char.isdigit())


def _into_layout(original: str, digits: str, letters: str = "") -> str:
    """`digits` (and `letters`) poured into the original's layout: separators and grouping kept."""
    digit_iter, letter_iter = iter(digits), iter(letters)
    out = []
    for char in original:
        if char.isdigit():
            out.append(next(digit_iter, "0"))
        elif char.isalpha() and letters:
            replacement = next(letter_iter, "X")
            out.append(replacement.lower() if char.islower() else replacement)
        else:
            out.append(char)
    return "".join(out) + "".join(digit_iter)


def _grouped(digits: str, original: str) -> str:
    separator = " " if " " in original.strip() else "-" if "-" in original else ""
    return separator.join(digits[i : i + 4] for i in range(0, len(digits), 4))


def _cased(text: str, like: str) -> str:
    if like.islower():
        return text.lower()
    if like.isupper() and len(like) > 1:
        return text.upper()
    return text


_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]  # fmt: skip


_WORD_DATE = re.compile(r"(?:(\d{1,2})(?:st|nd|rd|th)?\s+)?([A-Za-z]+)\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(\d{4})")


def _shifted_date(value: str, days: int) -> str:
    """The same date format, `days` later (earlier when negative); "" when the format is not known."""
    if match := re.fullmatch(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})", value):
        year, separator, month, day = match.groups()
        moved = _moved(int(year), int(month), int(day), days)
        if moved is None:
            return ""
        return separator.join([str(moved.year), f"{moved.month:0{len(month)}d}", f"{moved.day:0{len(day)}d}"])
    if match := re.fullmatch(r"(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})", value):
        first, separator, second, year = match.groups()
        month_first = int(second) > 12
        day, month = (second, first) if month_first else (first, second)
        full_year = int(year) + (1900 if len(year) == 2 else 0)
        moved = _moved(full_year, int(month), int(day), days)
        if moved is None:
            return ""
        parts = [f"{moved.day:0{len(day)}d}", f"{moved.month:0{len(month)}d}"]
        if month_first:
            parts.reverse()
        return separator.join([*parts, f"{moved.year % 100:02d}" if len(year) == 2 else str(moved.year)])
    if words := _WORD_DATE.fullmatch(value):
        day_before, month_name, day_after, year = words.groups()
        month = next((i + 1 for i, name in enumerate(_MONTHS) if name.startswith(month_name.lower()[:3])), None)
        day = day_before or day_after
        moved = None if month is None or day is None else _moved(int(year), month, int(day), days)
        if moved is None:
            return ""
        name = _MONTHS[moved.month - 1].capitalize()
        if month_name.lower() not in _MONTHS:
            name = name[:3]  # "Jul 9, 1971" stays abbreviated; "9 July 1971" keeps a whole month name
        return f"{moved.day} {name} {moved.year}" if day_before else f"{name} {moved.day}, {moved.year}"
    return ""


def _moved(year: int, month: int, day: int, days: int) -> date | None:
    try:
        return date(year, month, day) + timedelta(days=days)
    except ValueError:
        return None
