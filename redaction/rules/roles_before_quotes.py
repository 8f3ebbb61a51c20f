"""A name in quotes right after the word of a person's role is that person: "for customer 'patsy king'", "guest
'ganbaa'", "taxpayer name 'CHEBET SALINA'", "account holder 'JIYEON PARK'", "proxy collector 'jolene tan'".

Errors and log lines quote the person a record is about after the word of their role, as a record names them under
a role key, in any case (lower case and capitals as the form was filled in). The role's words are those of the
role keys (`PERSON_ROLE_WORDS`, redaction/recognizers/keys.py), the last word before the quote, or before "name"
then the quote; the quoted value is read as a value under that key is (`role_entity`): a name, or one word no word
of the language, with no digit, no "@" and no dot or underscore (a handle's quoted shape is read elsewhere), and
no part of it a word of the language that is no name. A quoted word of the language (`customer 'Premium'`, `tenant
'Studio Accounts IE'`), one word in capitals (`sender 'RIFTAQUA'`, a sender's code), a value that names nobody (`user
'admin'`) or a group (`owner 'Support Team'`) stays, and so does a quote after any other word ("the tier 'Gold'").
"""

from __future__ import annotations

import re
from collections.abc import Callable

ROLE_THEN_QUOTE = re.compile(
    r"(?<![\w.-])(?P<role>[A-Za-z]+)(?:[ \t]+(?i:name))?[ \t]+(?P<open>['\"‘“])"
    r"(?P<value>[^'\"‘’“”\n\d@_]{2,60}?)(?P<close>['\"’”])(?!\w)"
)

# (text, the name found, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("PaymentError: card_declined for customer 'patsy king' (cus_Q7xR2mLpA9)", "patsy king"),
    ("InvoiceError: GST number missing for customer 'wade' (cust_id=AB-CUST-2281)", "wade"),
    ("BookingValidationError: guest 'ganbaa' dob '1994-02-31' is not a valid date", "ganbaa"),
    ("KRAPinError: PIN 'A009876543Z' does not match taxpayer name 'CHEBET SALINA' on iTax lookup", "CHEBET SALINA"),
    ("BACS rejected mandate for member GC-11872, account holder 'JIYEON PARK'", "JIYEON PARK"),
    ("NRIC checksum invalid for proxy collector 'jolene tan'", "jolene tan"),
    ("upgrade failed for customer 'Premium'", ""),  # a word of the language
    ("login refused for user 'admin'", ""),  # names nobody
    ("the tier 'Gold' is not on sale", ""),  # no role's word
    ("token expired for tenant 'Studio Accounts IE'", ""),  # words of the language: a thing's name
    ("401 InvalidSenderId for sender 'RIFTAQUA'", ""),  # one word in capitals: a code
)


def quoted_people(
    text: str, entity: Callable[[str, str], str | None], is_plain: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names quoted right after a role's word. `entity(role, value)`: the type a value under that
    role key has (`role_entity`), None when it names no one; `is_plain`: a word of the language that is no name."""
    spans = []
    for match in ROLE_THEN_QUOTE.finditer(text):
        value = match.group("value")
        parts = re.split(r"[\s,.-]+", value)
        if value != value.strip() or any(is_plain(part) for part in parts if part) or (
            len(parts) == 1 and value.isupper()
        ):  # a tenant 'Studio Accounts IE', a sender 'RIFTAQUA': a thing's name, a code
            continue
        if entity(match.group("role").casefold(), value) in {"PERSON", "USERNAME"}:
            spans.append((match.start("value"), match.end("value")))
    return spans
