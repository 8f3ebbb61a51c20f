"""A scheme's capitals joined by a hyphen to four digits or more, in free text, are one holder's record with no noun
needed before it: "large-order hold placed on CHS-58502", "worker_id WS-0288", "deed holder record BSA-0051907",
"we've updated the ship-to on SUB-7742019", "the deposit for build KV-BLD-0157", "plan KW-2026-00417".

A business numbers what it keeps for each customer (an account, a membership, a plan, a booking) as a short prefix
of capitals, perhaps a second group of capitals or a year, and a serial; staff and error messages quote it with
whatever word the writer used, or none. The prefix names the scheme, so it is kept, and the serial is replaced
(redaction/recognizers/identifiers.py `CuedIdentifierRecognizer`, one fixture id everywhere in the session).

Left alone: a currency's code before an amount ("EUR-1500"; "BAM-HH-004512", capitals after it, is no amount), the
capitals of a thing no one owns, a standard, a product's stock-keeping unit, a model (redaction/rules/unowned.py:
"ISO-9001", "SKU-4410"), a code right after a noun saying it is a catalogue's entry or an error ("sku EBH-TUN-1314",
"error ORA-12541"), a year alone after one group of capitals ("FY-2025", "COP-2026": a period or an event, the same
for everyone), a code with a word in lower case or a letter after its digits (a part's number, "HO-LVT-5-218a"), and
a code inside a path, an address or a longer token.
"""

from __future__ import annotations

import re

from redaction.rules.codes_in_text import CURRENCIES, YEAR
from redaction.rules.unowned import UNOWNED_WORDS

# Two to five capitals, up to two more groups of one to six capitals or digits (a class: "CW-M-20833"), a hyphen
# and four to twelve digits; nothing of a word, a path or an address around it.
LETTERED_CODE = re.compile(
    r"(?<![\w./:@#№-])(?P<letters>[A-Z]{2,5})(?P<middle>(?:-[A-Z0-9]{1,6}){0,2})-(?P<serial>\d{4,12})"
    r"(?![\w@-]|[./:]\w)"
)
# A noun right before the code that says it is a catalogue's entry or an error ("sku EBH-TUN-1314", "error
# ORA-12541"): what everyone who buys the item or meets the error reads the same. Not "plan" nor "build", which name
# what one customer holds as often as a catalogue's or the software's own.
_SHARED_NOUN_BEFORE = re.compile(
    r"(?<![\w-])(?i:sku|upc|ean|isbn|gtin|asin|item|product|part|model|article|variant|error|err|exception|fault)"
    r"[ \t]*[:#]?[ \t]*$"
)

# (text, the code replaced, or "" when none is)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("KYCHold: passport expired 2024-11-30; large-order hold placed on CHS-58502", "CHS-58502"),
    ("TimesheetError: no contract on file for shearer 'tane' (worker_id WS-0288) on 2025-02-04", "WS-0288"),
    ("I've updated the contact details on deed holder record BSA-0051907 as requested", "BSA-0051907"),
    ("Hi Ethan, we've updated the ship-to on SUB-7742019.", "SUB-7742019"),
    ("The $8,000 deposit for build KV-BLD-0157 has been received.", "KV-BLD-0157"),
    ("the IBG certificate for plan KW-2026-00417 is attached", "KW-2026-00417"),
    ("AccessCardProvisioningError: member 'Ewa' (CW-M-20833) rejected by controller", "CW-M-20833"),
    ("Our kilns are certified to ISO-9001 since 2019", ""),  # a standard
    ("Budget for FY-2025 is set", ""),  # a year alone: a period
    ("paid EUR-1500 at the desk", ""),  # an amount
    ("carte beneficiaire BAM-HH-004512 jai pas recu", "BAM-HH-004512"),  # letters after a currency's: no amount
    ("see https://example.com/CHS-58502 for the form", ""),  # inside an address
    ("the part HO-LVT-5218a fits", ""),  # a letter after the digits: a part's number
    ("sku EBH-TUN-1314 sold out", ""),  # a catalogue's entry, named so
    ("Database error ORA-12541 while saving the form", ""),  # an error, named so
)


def lettered_codes(text: str) -> list[tuple[int, int]]:
    """The spans of the codes of a scheme's capitals and a serial in a text."""
    spans = []
    for match in LETTERED_CODE.finditer(text):
        letters = match.group("letters")
        word = letters.casefold()
        # A currency's code opens an amount, which has no group of capitals after it ("BAM-HH-004512" is a code).
        if (letters in CURRENCIES and not re.search("[A-Z]", match.group("middle"))) or (
            {word, word.removesuffix("s")} & UNOWNED_WORDS
        ):
            continue
        if not match.group("middle") and YEAR.fullmatch(match.group("serial")):
            continue
        if _SHARED_NOUN_BEFORE.search(text, 0, match.start()):
            continue
        spans.append((match.start(), match.end()))
    return spans
