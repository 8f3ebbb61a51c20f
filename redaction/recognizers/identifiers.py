"""Account identifiers: booking references, claim, case, policy, member and customer numbers, in any domain.

A value is an identifier when its key names one, or when it has an identifier's shape where one stands:

- the key's grammar: its last word is an identifier's (`id`, `ref`, `reference`, `number`, `no`, `code`,
  `locator`...) or one of its words is a noun teams number things by (account, booking, claim, ticket, case,
  policy, member, customer, order, invoice, contract, subscription...), in any case style (`booking_ref`,
  `bookingRef`, `booking-ref`, `Booking Ref`, `BOOKING_REF`); a key holding a word of something no one owns
  (product, sku, error, status, currency, airport, flight, trace...) is not one;
- the value's shape: letters and digits mixed, a prefix and digits, a PNR-like code of capitals, a long number;
  under a noun without an identifier's word only such a shape counts (`"booking": "M8SAPX"`);
- in free text, the same shapes right after an identifier's noun ("booking reference M8SAPX", "claim
  CLM-2026-192048").

Whatever the domain, a value found so in a session's structure is replaced everywhere in that session (its
free texts included) by one fixture id of a similar shape (`fixture_like`). The configured patterns
(`[[tool.miner.redaction.identifiers]]`) keep their own fixtures.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from presidio_analyzer import EntityRecognizer, Pattern, PatternRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from redaction.config import IdentifierPattern
from redaction.recognizers.cards import luhn_valid
from redaction.recognizers.keys import key_words
from redaction.rules import Verdict
from redaction.rules.codes_in_text import CODE_IN_TEXT, CODES_IN_TEXT, CodeInText
from redaction.rules.digit_group_runs import digit_group_runs
from redaction.rules.key_languages import TRANSLATED, accent_free
from redaction.rules.lettered_codes import lettered_codes
from redaction.rules.masked_at_the_end import digits_before_a_mask
from redaction.rules.numbers_of_a_persons_standing import numbers_of_a_persons_standing
from redaction.rules.shapes_in_text import (
    GROUPS_OF_FOUR,
    HANDLE_IN_TEXT,
    MASKED_NUMBER,
    SHAPE_IN_TEXT,
    SHAPES_IN_TEXT,
    SLASHED_GROUPS,
    ShapeInText,
)
from redaction.rules.unowned import UNOWNED, UNOWNED_WORDS, Unowned

IDENTIFIER = "IDENTIFIER"
# Above any NER finding: the small model takes "A-1001" for a PERSON, and the id must win.
IDENTIFIER_SCORE = 0.99

# The last word of a key that says its value identifies something.
ID_SUFFIXES = {
    "id", "ids", "ref", "refs", "reference", "references", "number", "numbers", "no", "num", "nr", "nbr", "code",
    "locator", "pnr", "uuid", "guid", "identifier",
}  # fmt: skip
# The last words of a key that say its value was issued for one transaction or one person's request.
REFERENCE_WORDS = {"ref", "reference", "locator", "confirmation"}
# Nouns teams number the things a person holds by; a land registry numbers a holding by its plot, its block and its lot
# ("Block 89418B Parcel 211", "Lot 12102"), one owner's however often it is sold.
ID_NOUNS = {
    "account", "booking", "reservation", "claim", "ticket", "case", "policy", "member", "membership", "customer",
    "client", "order", "invoice", "contract", "subscription", "pnr", "confirmation", "locator", "loyalty",
    "patient", "student", "employee", "passenger", "guest", "tenant", "lease", "loan", "mortgage", "application",
    "enrollment", "enrolment", "appointment", "shipment", "tracking", "parcel", "consignment", "waybill", "rma",
    "refund", "payment", "transaction", "txn", "receipt", "quote", "folio", "warranty", "serial", "incident",
    "complaint", "dispute", "chargeback", "vin", "meter", "mpan", "mprn", "imei", "iccid", "sim", "household",
    "person", "party", "beneficiary", "holder", "user", "subscriber", "cust", "acct",
    "acc", "mbr", "ref", "reference", "voucher", "gift", "registration", "enquiry", "inquiry", "return",
    "visit", "admission", "prescription", "referral", "matter", "dossier", "licence", "license",
    "bidder", "paddle", "shopper", "job", "plot", "block", "lot",
    # an entry in a register is one person's arrival or filing: a trader's at a sale yard's gate (`gate_entry`), a
    # customs entry, a baptism's in a parish book, a competitor's
    "entry",
}  # fmt: skip
# A season or a school year ("2026-27", "2025/2026") is a period too, and so are a month of a year ("05/2026",
# "janeiro/2027", "Nov-2026"), a week ("2024-W47"), a date with its month in letters in any language ("02-Dec-2026",
# "3.dez.2026") and a date written year first with dots ("1955.06.02").
_DATE_OR_TIME = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?"
    r"|(?:19|20)\d{2}[-/](?:\d{2}|(?:19|20)\d{2})|(?:19|20)\d{2}[./]\d{1,2}[./]\d{1,2}\.?|(?:19|20)\d{2}-?W\d{2}"
    r"|(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}"
    r"|(?:\d{1,2}[/.\- ](?=[^\W\d_]{3,9}\.?[/.\- ](?:19|20)?\d{2}(?!\d))|(?=[^\W\d_]{3,9}\.?[/.\- ](?:19|20)\d{2}))"
    r"(?:[^\W\d_][^\W\d_A-Z]{2,8}|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)\.?[/.\- ](?:19|20)?\d{2}"
)
_AMOUNT = re.compile(r"[-+]?[$€£]?\d{1,3}(?:,\d{3})*(?:\.\d+)?|[-+]?\d+\.\d+")
# A prefix and digits (CLM-2026-192048, HBC-58485012, INC0012345), letters and digits mixed (M8SAPX, 4QJ7RT).
_PREFIXED = re.compile(r"[A-Za-z]{1,8}[-_/.#]?\d[\dA-Za-z]*(?:[-_/.][\dA-Za-z]+)*")
_MIXED = re.compile(r"(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{3,}")
_PNR = re.compile(r"[A-Z]{5,8}")
_LONG_NUMBER = re.compile(r"\d{5,}")
# Digits padded with a zero ("027") are no amount: a number of a scheme, counted to a fixed width.
_PADDED = re.compile(r"0\d{2,}")
_HEX = re.compile(r"0x[0-9A-Fa-f]+")  # a register or a network's id (pan_id=0x1A62), no one's
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_./#-]{2,63}")
_SPACED_CODE = re.compile(r"[A-Z0-9][A-Z0-9-]*(?: [A-Z0-9][A-Z0-9-]*){1,5}")
_GROUPED_AMOUNT = re.compile(r"\d{1,3}(?: \d{3})+")
_MONTHS = {"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "SEPT", "OCT", "NOV", "DEC"}
VERSION = re.compile(r"[vV]?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?")
# Capitals with a digit between two of them, five to sixteen characters: a generated code (QX2K8W, M8SAPX).
_INTERLEAVED = re.compile(r"(?=[A-Z0-9]{5,16}$)[A-Z0-9]*[A-Z]\d+[A-Z][A-Z0-9]*")


# A list of what a search found (`results[0].id`, read as `results.id`): the word says nothing of what the id
# names, and is no outcome ("result": "declined") either.
SEARCH_HITS = {"results", "matches", "hits"}


def singular(word: str) -> str:
    if len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]  # classes, boxes, branches
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us")) else word


def _read_words(key: str, container: str | None) -> list[str]:
    """The key's words; a key that is only an identifier's word (`id`, `code`, `number`) names nothing itself, so
    the words of the object holding it are read too (`error.code`, `items[0].id`, `flight.number`)."""
    words = [singular(word) for word in key_words(key) if word not in SEARCH_HITS]
    if container and words and all(word in ID_SUFFIXES for word in words):
        words += [singular(word) for word in key_words(container) if word not in SEARCH_HITS]
    return words


def unowned_kind(key: str, container: str | None = None) -> Unowned | None:
    """The kind of thing no one owns the key names, if it names one (redaction/rules/unowned.py)."""
    words = set(_read_words(key, container))
    issued = names_a_reference(key, container) or names_a_holding(key) or names_a_thing_at_a_place(key)
    return next((kind for kind in UNOWNED if words & kind.words and not (issued and kind.issues_references)),
                None)


def names_a_holding(key: str) -> bool:
    """A key whose head, its last word before an identifier's, is a thing a person holds (`dealer_licence`,
    `bank_account_no`): the words before it say whose or where, and a dealer's licence or an account at a bank is
    that person's."""
    words = [singular(word) for word in key_words(key)]
    while words and words[-1] in ID_SUFFIXES:
        words.pop()
    return len(words) >= 2 and words[-1] in ID_NOUNS and words[-1] not in UNOWNED_WORDS


def names_a_thing_at_a_place(key: str) -> bool:
    """A key ending in an identifier's word whose head, the word before it, is no thing anyone uses (`portCallId`,
    `depot_visit_no`): a place before the head says where the thing named is, and the thing is a person's matter."""
    words = [singular(word) for word in key_words(key)]
    if len(words) < 3 or words[-1] not in ID_SUFFIXES:
        return False
    while words and words[-1] in ID_SUFFIXES:
        words.pop()
    return len(words) >= 2 and words[-1] not in UNOWNED_WORDS and "of" not in words


def names_a_reference(key: str, container: str | None = None) -> bool:
    """A key whose last word is a reference's (`job_ref`, `merchant_ref`, `job.ref`): a reference is issued for
    one transaction, one visit, one person's request."""
    words = [singular(word) for word in key_words(key)]
    return bool(words) and words[-1] in REFERENCE_WORDS


def is_identifier_key(key: str, container: str | None = None) -> bool | None:
    """True when the key's last word is an identifier's; None when only a noun of one is in it; False when it
    names none (a bare `code` names none), or names (or sits in) a thing no one owns (`error.code`,
    `items[0].id`)."""
    words = [singular(word) for word in key_words(key)]
    if not words or unowned_kind(key, container) is not None:
        return False
    joined = "".join(words)
    if words == ["code"]:
        return False  # a bare code is anyone's as often as someone's: its shape alone decides
    if words[-1] in ID_SUFFIXES or (
        len(words) == 1 and joined.endswith(("id", "ref", "number", "reference", "code"))
        and any(joined.startswith(noun) for noun in ID_NOUNS)
    ):  # fmt: skip
        return True
    return None if any(word in ID_NOUNS for word in words) else False


def plain_token(text: str) -> bool:
    """One token that is no date, time, amount or hexadecimal number."""
    return bool(_TOKEN.fullmatch(text)) and not any(
        pattern.fullmatch(text) for pattern in (_DATE_OR_TIME, _HEX, *(() if _PADDED.fullmatch(text) else (_AMOUNT,)))
    )


def spaced_code(text: str) -> bool:
    """One code written with spaces inside: groups of capitals, digits and dashes, four digits or more in all
    ("E-RX 88213-KQ", "MSKU 448120 3", "5520 8813 0042"); not a date ("27 NOV 2026") or a grouped amount
    ("1 200 000")."""
    if not _SPACED_CODE.fullmatch(text) or _GROUPED_AMOUNT.fullmatch(text):
        return False
    groups = text.split(" ")
    return sum(char.isdigit() for char in text) >= 4 and not any(group in _MONTHS for group in groups)


# A file's or a record's number as an office writes it: its label's capitals, a space, and an entry's number and its
# year joined by a slash ("EXP 2291/23", "AZ 4 C 118/24", "RG 1043/2025").
_SLASHED_ENTRY = re.compile(r"[A-Z][A-Z0-9-]*(?: [A-Z0-9][A-Z0-9-]*)* \d{3,}/\d+(?:/\d+)?")


def entry_with_its_label(text: str) -> bool:
    """A record's number written after its label: capitals, then an entry's number of three digits or more joined by a
    slash to another ("EXP 2291/23"); never a day and a month ("DUE 12/05") nor a month's label ("NOV 2026/27")."""
    if not _SLASHED_ENTRY.fullmatch(text) or sum(char.isdigit() for char in text) < 4:
        return False
    groups = text.split(" ")
    return not _DATE_OR_TIME.fullmatch(groups[-1]) and not any(group in _MONTHS for group in groups)


def _short_spaced_code(text: str) -> bool:
    """Capitals and digits in groups, five characters or more, a digit and a capital among them ("MLB 47F")."""
    return (
        bool(_SPACED_CODE.fullmatch(text)) and len(text.replace(" ", "")) >= 5
        and any(char.isdigit() for char in text) and any(char.isalpha() for char in text)
        and not any(group in _MONTHS for group in text.split(" "))
    )  # fmt: skip


def grouped_long_number(text: str) -> bool:
    """Nine digits or more in groups of three after a first of one to three ("51 824 753 556"): written so,
    a business or tax number, not an amount."""
    return bool(_GROUPED_AMOUNT.fullmatch(text)) and sum(char.isdigit() for char in text) >= 9


# Digits left visible after a mask: "****8831", "•••• 4821", "xxx-xx-4471", "XXXX-XXXX-XXXX-0005".
# Separators between the mask's runs are one or more, never none, so that a long run of marks with no digits after it
# fails at once instead of trying every way to split it.
_MASKED = re.compile(r"(?=(?:[^\d]*?[*•●·xX#]){2})[*•●·xX#]+(?:[ \t.-]+[*•●·xX#]+)*[ \t.-]*\d{2,6}")
# A code written after its label, in the field that holds it: "Gas Safe 584217", "Ouder-ID 550912",
# "Machtigingskenmerk HBW-MND-0092211", "PrDP-G 40112233".
_LABELLED = re.compile(r"(?P<label>(?:[^\W\d_a-z][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*\.?[ \t]+){1,3})(?P<code>\S+)")
# A short code of one to four capitals, a dash and three digits or more: "T-117", "T-342A".
_SHORT_CODE = re.compile(r"[A-Z]{1,4}-\d{3,}[A-Z]?")
# The prefixes payment providers give the objects of a payment and its payer (a charge, a payment, a payment intent
# or method, a customer, a refund, an invoice, a subscription, a card, a bank account, a transfer...) before a
# generated key: `ch_3QpZk8L2x9Vb`, `pay_3KqL9xT2`, `cus_7QnR2xLk9P`. A request's or an event's id (`req_`,
# `evt_`) is the software's.
PROVIDER_PREFIXES = frozenset({
    "ch", "py", "pi", "pm", "pay", "cus", "cust", "re", "rfnd", "in", "inv", "sub", "src", "card", "ba", "acct",
    "txn", "tr", "po", "cs", "seti", "mandate", "order",
})  # fmt: skip
_PROVIDER_ID = re.compile(r"(?P<prefix>[a-z]{2,8})_(?P<key>[A-Za-z0-9]{8,40})")
# A phone number written with its country code: "+36 96 555 0112".
_INTERNATIONAL_PHONE = re.compile(r"\+\d{1,3}(?:[ .-]?\(?\d{1,5}\)?){2,6}")


def masked_digits(value: str) -> bool:
    """Digits shown after a mask: whoever masked them said they are someone's (the last digits of a card, an
    account, a tax id)."""
    return bool(_MASKED.fullmatch(value.strip()))


def labelled_code(value: str) -> tuple[int, int] | None:
    """Where the code is in a value of one to three capitalised words of a label and a code of an identifier's
    shape after them (`"gas_safe_no": "Gas Safe 584217"`), else None."""
    text = value.strip()
    match = _LABELLED.fullmatch(text)
    # A label is written in words; capitals alone before a number are the code's own prefix ("E-RX 88213-KQ").
    if match is None or not any(char.islower() for char in match.group("label")):
        return None
    if not (unmistakable(match.group("code")) or masked_digits(match.group("code"))):
        return None
    offset = value.index(text)
    return offset + match.start("code"), offset + match.end("code")


def provider_id(value: str) -> bool:
    """A payment provider's id: its object's prefix, `_` and a generated key of eight characters or more with a
    digit, capitals and small letters mixed or digits alone (`pay_3KqL9xT2`, `ch_8842017735`); a key of small
    letters alone or hexadecimal is a word or the software's."""
    match = _PROVIDER_ID.fullmatch(value.strip())
    if match is None or match["prefix"] not in PROVIDER_PREFIXES:
        return False
    key = match["key"]
    mixed = any(char.isupper() for char in key) and any(char.islower() for char in key)
    return any(char.isdigit() for char in key) and (mixed or key.isdigit())


def short_code(value: str) -> bool:
    """One to four capitals, a dash and three digits or more ("T-117"): a generated code, though a short one."""
    return bool(_SHORT_CODE.fullmatch(value.strip()))


def four_digits(value: str) -> bool:
    """Four digits written as text: a postal code, a one-time code, a door's, an elector's number."""
    return len(value.strip()) == 4 and value.strip().isdigit()


def international_phone(value: str) -> bool:
    """A number written with its country code, 8 to 15 digits."""
    text = value.strip()
    return bool(_INTERNATIONAL_PHONE.fullmatch(text)) and 8 <= sum(char.isdigit() for char in text) <= 15


def unmistakable(value: str) -> bool:
    """An identifier's shape that needs no key to say so: four digits or more inside a code (ZAC4417,
    AP-77104, 3390-551-227), five or more alone (956000012448810), a digit between capitals (QX2K8W, M8SAPX),
    or a spaced code; never a date, a time, an amount, a version or a hexadecimal number."""
    text = value.strip()
    if spaced_code(text):
        return True
    if not plain_token(text) or VERSION.fullmatch(text):
        return False
    digits = sum(char.isdigit() for char in text)
    if text.isdigit():
        return digits >= 5
    return digits >= 4 or bool(_INTERLEAVED.fullmatch(text))


def strongly_shaped(value: str, is_word: Callable[[str], bool]) -> bool:
    """An identifier's shape on its own: a prefix and digits, letters and digits mixed, a long number, a
    PNR-like run of capitals that is no word, or a spaced code."""
    text = value.strip()
    if spaced_code(text) or entry_with_its_label(text):
        return True
    if not plain_token(text):
        return False
    if _LONG_NUMBER.fullmatch(text) or _MIXED.fullmatch(text) or _PREFIXED.fullmatch(text):
        return sum(char.isdigit() for char in text) >= 2 or len(text) >= 5
    return bool(_PNR.fullmatch(text)) and not is_word(text)


def latin_lettered(text: str) -> str:
    """A code with digits whose letters are of another script, its letters read as X ("147/2016-ОЗ" as
    "147/2016-XX"; a letter's signs, a vowel sign or a virama, with it), its digits of any script as ASCII ones
    ("ರಂ/೨೦೨೪-೨೫/೦೦೪೮೭" as "X/2024-25/00487"): the shape is the same in any alphabet and any digits."""
    return _lettered(text, lambda char: True)


def alphabet_lettered(text: str) -> str:
    """The same, but for an alphabet other than the Latin one only, each letter an X of its case ("КЗН-24-0612" as
    "XXX-24-0612", a letter of a script without case as "x"): a Latin letter with a sign stays what it is
    (`İMZA_HATASI_4023`, "18 640 Kč"), as an ASCII pattern reads it."""
    return _lettered(text, lambda char: not unicodedata.name(char, "").startswith("LATIN"), cased=True)


def _lettered(text: str, read_as_x: Callable[[str], bool], cased: bool = False) -> str:
    if not any(char.isdigit() for char in text):
        return text
    read = []
    for char in text:
        if char.isascii():
            read.append(char)
        elif unicodedata.decimal(char, None) is not None:
            read.append(str(unicodedata.decimal(char)))  # a digit of another script ("೦೦೪೮೭"): the same digit
        elif char.isalpha() and read_as_x(char):
            read.append("x" if cased and not char.isupper() else "X")
        elif not unicodedata.category(char).startswith("M"):
            read.append(char)
    return "".join(read)


def shaped_under_id_key(value: str) -> bool:
    """Under a key that says it holds an identifier, any single token (or spaced code, however few its digits:
    a plate, "MLB 47F") that is no date, amount or word of one letter case throughout shorter than four
    characters; a code's letters may be of any script ("147/2016-ОЗ")."""
    text = latin_lettered(value.strip())
    if spaced_code(text) or _short_spaced_code(text) or entry_with_its_label(text):
        return True
    if not plain_token(text):
        return False
    if text.isdigit():
        # Three digits padded with a zero are no count or amount: a number of a scheme ("pickerNo": "027").
        return len(text) >= 4 or (len(text) == 3 and text.startswith("0"))
    if any(char.isdigit() for char in text):
        return len(text) >= 4
    # Letters alone: a code in capitals (QXKLMP), or mixed case that is no word (aZkPqL); lower-case words joined
    # (`insufficient_funds`) are a state.
    letters = re.sub(r"[^A-Za-z]", "", text)
    return len(letters) >= 5 and (text.isupper() or (not text.islower() and not text.istitle() and "_" not in text))


# In free text: an identifier's noun, in English or a language of the key tables (redaction/rules/key_languages.py:
# "iscrizione", "pratica", "Kunde"), perhaps its word ("reference", "number", "#"), then a value of its shape.
_FOREIGN_NOUNS = [
    accent_free(word) for word, english in TRANSLATED.items() if len(english) == 1 and english[0] in ID_NOUNS
]
# English's nouns are written with accents too ("Votre réservation ZG-BK-3M9TX", "carte bénéficiaire"): read either way.
_NOUNS = "|".join(
    sorted([*(accent_free(noun) for noun in ID_NOUNS if len(noun) > 2), "id", *_FOREIGN_NOUNS], key=len, reverse=True)
)
_CUED = re.compile(
    rf"(?i:\b(?:{_NOUNS})s?(?![A-Za-z])"
    r"(?P<word>[ \t]+(?:(?:id|ref|reference|number|no|num|nr|code|locator)(?![A-Za-z])\.?|#))?"
    r"(?:[ \t]+(?:is|was|of)(?![A-Za-z]))?[ \t]*(?P<sign>[:#=]?)[ \t]*#?[ \t]*)"
    r"(?P<value>(?:[0-9A-Fa-f]{2}:){3,15}[0-9A-Fa-f]{2}(?![\w:])|\d{2,4}(?:[ \t]\d{3}){1,3}(?![\w-]|[.,]\d)"
    r"|(?=[A-Za-z0-9_./-]*\d)[A-Za-z0-9][A-Za-z0-9_./-]{3,40}(?<![./-])|[A-Z]{5,8}(?![\w-]))"
)


# A tax registration number after its tax's word: a country's two letters and its digits ("VAT MT21456601", "USt-IdNr
# DE 123456789", "GST no. GB 123 4567 89"); a tax's amount is a number or a percentage, never after two capitals.
_TAX_NUMBER = re.compile(
    r"(?i:\b(?:vat|gst|tva|btw|iva|mwst|ust|tin|ein|abn|nip)(?:[ \t-]+(?:reg(?:istration)?|idnr|id|no|number|nr)"
    r"\.?)*[ \t]*[:#]?[ \t]*)(?P<value>[A-Z]{2}[ \t]?\d(?:[ \t-]?\d){6,13})(?![\w-]|[.,]\d)"
)
# The word for "number" after a noun in the Arabic script (Urdu and Sindhi `نمبر`, Persian `شماره`, Arabic `رقم`),
# then a number of three digits or more in any digits, perhaps in parts after slashes or dashes ("سروي نمبر 118/2", a
# survey's plot; "ڪيس نمبر ۴۵۲۱"): a record's number, whatever the noun but a phone's, which is its own recognizer's.
_ARABIC_SCRIPT_NUMBER_WORD = re.compile(
    r"(?<![\u0620-\u064A\u0660-\u06FF])(?:نمبر|شماره|شمارهٔ|رقم)[ \t]*[:#]?[ \t]*"
    r"(?P<value>(?=(?:[/-]?\d){3})\d+(?:[/-]\d+)*)(?![\w/-])"
)
_PHONES_WORD_BEFORE = re.compile(
    r"(?:فون|موبائل|موبائيل|ٽيليفون|ٽيلي فون|تلفن|موبایل|هاتف|جوال|واٹس ایپ|واٽس ايپ)[ \t]*$"
)
# A currency after a number says an amount ("12 500 kr", "12 500 EUR").
_MONEY_AFTER = re.compile(r"[ \t]*(?:[$€£¥₴]|kr\b|[A-Z]{3}\b|(?:dkk|sek|nok|eur|usd)\b)")
# Groups of digits written after a code are its own ("iscrizione ISC2026 3952").
_TRAILING_GROUPS = re.compile(r"(?:[ \t]\d{4,})+(?![\w-])")
# The end of a range of ids, written as the id's tail alone ("rings NL 2024-1873341 to 1873346").
_RANGE_END = re.compile(r"[ \t]*(?:to|through|thru|till|until|bis|tot|t/m|à|a|al|–|-)[ \t]*(?P<value>\d{4,})(?![\w-])")


class CuedIdentifierRecognizer(EntityRecognizer):
    """An identifier's shape right after an identifier's noun in free text: "booking reference M8SAPX", "claim
    CLM-2026-192048", "your case #48213"."""

    def __init__(self, is_word: Callable[[str], bool], supported_language: str = "en") -> None:
        super().__init__(supported_entities=[IDENTIFIER], supported_language=supported_language,
                         name="CuedIdentifierRecognizer")  # fmt: skip
        self.is_word = is_word

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = []
        for match in _CUED.finditer(text):
            value = match.group("value")
            said = bool(match.group("word") or match.group("sign"))  # "case number 2019", "order: 2019"
            if " " in value or "\t" in value:  # "medlem 302 117"; never an amount ("loan 250 000", "payment 12 500 kr")
                if not value.endswith("000") and not _MONEY_AFTER.match(text, match.end("value")):
                    results.append(RecognizerResult(IDENTIFIER, match.start("value"), match.end("value"), 0.6))
            elif value.isdigit():
                if len(value) >= 5 or (said and len(value) >= 4):
                    results.append(RecognizerResult(IDENTIFIER, match.start("value"), match.end("value"), 0.6))
            elif ":" in value or strongly_shaped(value, self.is_word) or (
                sum(char.isdigit() for char in value) >= 5 and plain_token(value)
            ):  # a serial in pairs of hexadecimal digits; a number in groups ("acct 31055-7")
                results.append(RecognizerResult(IDENTIFIER, match.start("value"), match.end("value"), 0.6))
        for match in _ARABIC_SCRIPT_NUMBER_WORD.finditer(text):
            if not _PHONES_WORD_BEFORE.search(text, max(0, match.start() - 20), match.start()):
                results.append(RecognizerResult(IDENTIFIER, match.start("value"), match.end("value"), 0.6))
        for match in _TAX_NUMBER.finditer(text):
            results.append(RecognizerResult(IDENTIFIER, match.start("value"), match.end("value"), 0.6))
        # "member 0412", "our account 4410", "badge 20417": redaction/rules/numbers_of_a_persons_standing.py
        for start, end in numbers_of_a_persons_standing(text):
            results.append(RecognizerResult(IDENTIFIER, start, end, 0.6))
        for index, result in enumerate(results):
            groups = _TRAILING_GROUPS.match(text, result.end)
            if groups is not None:
                results[index] = RecognizerResult(IDENTIFIER, result.start, groups.end(), result.score)
        for match in SHAPE_IN_TEXT.finditer(text):  # "charge ch_3QpZk8L2x9Vb": redaction/rules/shapes_in_text.py
            group = "signed" if match.group("signed") else "value"
            shape = ShapeInText.at(text, match.start(group), match.end(group))
            if SHAPES_IN_TEXT.verdict(shape) is Verdict.KEEP:
                results.append(RecognizerResult(IDENTIFIER, match.start(group), match.end(group), 0.6))
        # "416-***-0963", which SHAPE_IN_TEXT splits at its mask; "name@bank", which it splits at the @
        # and "1029 5488 6140", whose groups it reads one by one; "0412/ŚL/2009", whose letters it does not read (an
        # ASCII one it reads whole)
        # A card's number in its groups is the card recognizer's, so it is replaced by a card's surrogate.
        runs_of_four = [match for match in GROUPS_OF_FOUR.finditer(text) if not _a_cards_number(match.group())]
        slashed = [match for match in SLASHED_GROUPS.finditer(text) if not match.group().isascii()]
        for match in [*MASKED_NUMBER.finditer(text), *HANDLE_IN_TEXT.finditer(text), *runs_of_four, *slashed]:
            if SHAPES_IN_TEXT.verdict(ShapeInText.at(text, match.start(), match.end())) is Verdict.KEEP:
                results.append(RecognizerResult(IDENTIFIER, match.start(), match.end(), 0.6))
        # "fnr 070585*****", the first digits shown before a mask: redaction/rules/masked_at_the_end.py
        results += [RecognizerResult(IDENTIFIER, start, end, 0.6) for start, end in digits_before_a_mask(text)]
        # "Vipps 2093 1182 457", a number in three groups or more: redaction/rules/digit_group_runs.py
        results += [RecognizerResult(IDENTIFIER, start, end, 0.6) for start, end in digit_group_runs(text)
                    if not _a_cards_number(text[start:end])]  # a card's number is the card recognizer's
        for match in CODE_IN_TEXT.finditer(text):  # "delivery note DN 44129": redaction/rules/codes_in_text.py
            letters, _, digits = match.group("value").partition(" ")
            if CODES_IN_TEXT.verdict(CodeInText(letters, digits, self.is_word)) is Verdict.KEEP:
                results.append(RecognizerResult(IDENTIFIER, match.start("value"), match.end("value"), 0.6))
        # "hold placed on CHS-58502", "build KV-BLD-0157": redaction/rules/lettered_codes.py
        results += [RecognizerResult(IDENTIFIER, start, end, 0.6) for start, end in lettered_codes(text)]
        # The end of a range of ids is the id's tail alone ("rings NL 2024-1873341 to 1873346"): it is one too.
        for result in list(results):
            tail = _RANGE_END.match(text, result.end)
            if tail is not None:
                results.append(RecognizerResult(IDENTIFIER, tail.start("value"), tail.end("value"), 0.6))
        return results


def _a_cards_number(number: str) -> bool:
    digits = re.sub(r"\D", "", number)
    return 13 <= len(digits) <= 19 and luhn_valid(digits)


def identifier_recognizers(
    patterns: list[IdentifierPattern], language: str = "en"
) -> list[PatternRecognizer]:
    """The configured identifier patterns (order, customer, account ids by default)."""
    return [
        PatternRecognizer(
            supported_entity=item.entity,
            patterns=[Pattern(item.entity.lower(), item.pattern, IDENTIFIER_SCORE)],
            supported_language=language,
            name=f"Identifier_{item.entity}",
            global_regex_flags=re.DOTALL | re.MULTILINE,
        )
        for item in patterns
    ]


_FIXTURE_PREFIX = re.compile(r"[A-Za-z]{1,6}[-_/.#]")


def fixture_like(value: str, number: int) -> str:
    """A fixture id of the value's shape: its letter prefix kept (the scheme, not the person), its digits
    counting up from 1, its letters "FX" then X (CLM-2026-192048 -> CLM-0000-000001, M8SAPX -> F1XXXX,
    QXKLMP -> FXXXXB)."""
    text = value.strip()
    if masked_digits(text):  # the mask stays a mask: "****8831" -> "****0001"
        digits = str(number).zfill(sum(char.isdigit() for char in text))
        slots = iter(digits[-sum(char.isdigit() for char in text) :])
        return "".join(next(slots) if char.isdigit() else char for char in text)
    prefix = _FIXTURE_PREFIX.match(text)
    head = prefix.group(0) if prefix and any(char.isdigit() for char in text[prefix.end() :]) else ""
    body = text[len(head) :]
    digit_slots = sum(char.isdigit() for char in body)
    letter_slots = sum(char.isalpha() for char in body)
    digits = str(number)
    if digit_slots >= len(digits):
        digits, letters = digits.zfill(digit_slots), "FX".ljust(letter_slots, "X")[:letter_slots]
    else:
        letters = _letters(number, letter_slots) if letter_slots >= 2 else ""
        digits = digits[-digit_slots:] if digit_slots else ""
        if not letters:
            return f"{head}FX{number:0{max(len(body) - 2, 1)}d}"
    digit_iter, letter_iter = iter(digits), iter(letters)
    out = []
    for char in body:
        if char.isdigit():
            out.append(next(digit_iter))
        elif char.isalpha():
            letter = next(letter_iter)
            out.append(letter.lower() if char.islower() else letter)
        else:
            out.append(char)
    return head + "".join(out)


def _letters(number: int, width: int) -> str:
    """The number in capitals (A=0), after "FX" when there is room, padded with X."""
    encoded = ""
    while number:
        number, rest = divmod(number, 26)
        encoded = chr(ord("A") + rest) + encoded
    lead = "FX" if width - len(encoded) >= 2 else ""
    return (lead + encoded.rjust(width - len(lead), "X"))[-width:]
