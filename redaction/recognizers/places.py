"""Places the small model misses: a capitalised (or all-capital) name after "in", "from", "near"...,
postal codes at the end of an address line or after "zip", and phone numbers in local formats when a
word like "phone" or "mobile" stands before them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from presidio_analyzer import EntityRecognizer, Pattern, PatternRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

from redaction.recognizers.keys import ID_OWNER_WORDS
from redaction.recognizers.names import NOT_NAME_WORDS
from redaction.recognizers.provenance import How, stamped
from redaction.rules import Verdict
from redaction.rules.amounts_with_their_currency import an_amount_with_its_currency, continued
from redaction.rules.introduced_with_a_place import introduced_with_a_place
from redaction.rules.key_languages import TRANSLATED, accent_free
from redaction.rules.living_on import living_on
from redaction.rules.passports_in_passing import passports_in_passing
from redaction.rules.phone_groups import PHONE_GROUPS, DigitGroups
from redaction.rules.plates_after_a_vehicle import plates_after_a_vehicle
from redaction.rules.plates_in_text import PLATE_IN_TEXT, PLATES_IN_TEXT, PlateInText

_PLACE_WORD = r"[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:['’-][^\W\d_]+)*(?!\w)"
PLACE_AFTER_CUE = re.compile(
    r"\b(?:[Ii]n|[Ff]rom|[Nn]ear|[Aa]t|based in|located in|moved to|living in|live in|lives in|visiting|out past|"
    r"city|town|village)\s+"
    rf"(?P<place>{_PLACE_WORD}(?:[ -]{_PLACE_WORD}){{0,2}})"
)
NOT_PLACES = NOT_NAME_WORDS | {
    "the",
    "my",
    "your",
    "our",
    "this",
    "that",
    "general",
    "total",
    "stock",
    "time",
}


class PlaceAfterCueRecognizer(EntityRecognizer):
    SCORE = 0.4

    def __init__(self, supported_language: str = "en", is_word: Callable[[str], bool] = lambda word: True) -> None:
        super().__init__(
            supported_entities=["LOCATION"],
            supported_language=supported_language,
            name="PlaceAfterCueRecognizer",
        )
        self.is_word = is_word

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = []
        for match in PLACE_AFTER_CUE.finditer(text):
            words = match.group("place").split()
            if words[0].lower() in NOT_PLACES:
                continue
            results.append(RecognizerResult("LOCATION", match.start("place"), match.end("place"), self.SCORE))
        # "we live out on Wilmington Island": redaction/rules/living_on.py
        results += [RecognizerResult("LOCATION", start, end, self.SCORE) for start, end in living_on(text)]
        # "hi its heather from mosgiel": redaction/rules/introduced_with_a_place.py
        results += [RecognizerResult("LOCATION", start, end, self.SCORE)
                    for start, end in introduced_with_a_place(text, self.is_word)]  # fmt: skip
        return stamped(results, How.PLACE_CUE)


_CA = "[A-CEGHJ-NPR-TV-Z]"  # the letters Canada Post uses


class PostalCodeRecognizer(PatternRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="ZIP_CODE",
            patterns=[
                # Last thing on an address line after a word: "Tunisia 16852", "TRENGEREID nan 5263".
                Pattern("line_end_code", r"(?<=[A-Za-zÀ-ÿ] )\d{4,5}(?=[ \t]*(?:\n|$))", 0.4),
                Pattern("us_zip", r"\b\d{5}(?:-\d{4})?\b", 0.05),
                Pattern("four_digit_code", r"\b\d{4}\b", 0.05),
                Pattern("uk_postcode", r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b", 0.3),
                # A whole UK postcode, written with its space and the letters Royal Mail uses (none of C, I, K, M, O,
                # V in its last two), is as distinctive as Canada's: "L32 7QE". Not a size ("PS5 1TB", "M2 2TB").
                Pattern("uk_postcode_whole", r"\b[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? (?!\d[GT]B\b)\d[ABD-HJLNP-UW-Z]{2}\b",
                        0.4),
                # Canada's letter-digit-letter shape is distinctive on its own: "S4P 3Y2".
                Pattern("canadian_postcode", rf"\b[A-CEGHJ-NPR-TVXY]\d{_CA} ?\d{_CA}\d\b", 0.4),
                # Typed in lower case by a user as often: "b2w3k9", "s4p 3y2".
                Pattern("canadian_postcode_lower_case", rf"\b[a-ceghj-npr-tvxy]\d{_CA.lower()} ?\d{_CA.lower()}\d\b",
                        0.4),
            ],
            context=["zip", "postal", "postcode", "post code", "zipcode"],
            supported_language=supported_language,
            name="PostalCodeRecognizer",
            global_regex_flags=re.DOTALL | re.MULTILINE,
        )

    def analyze(self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None,
                regex_flags: int | None = None) -> list[RecognizerResult]:  # fmt: skip
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        if "ZIP_CODE" in entities:
            results += [RecognizerResult("ZIP_CODE", start, end, 0.6) for start, end in codes_of_address_blocks(text)]
            results += [RecognizerResult("ZIP_CODE", match.start("code"), match.end("code"), 0.6)
                        for match in _CODE_AFTER_A_HOUSE_NUMBER.finditer(text)]  # fmt: skip
        return results


# A Dutch postcode (four digits, two capitals) right after a street's name and its house number, with the number's
# suffix if any: "Hooftstraat 7-III 2313 BC", "Nijmeegseweg 41, 6541 AS Nijmegen". The street's capitalised name
# before says an address.
_CODE_AFTER_A_HOUSE_NUMBER = re.compile(
    r"(?<![\w-])[A-ZÀ-Þ][^\W\d_]{2,}[ \t]+\d{1,5}(?:[-/][A-Za-z0-9]{1,4}|[a-z])?,?[ \t]+"
    r"(?P<code>[1-9]\d{3}[ \t]?(?!SA|SD|SS)[A-Z]{2})(?![\w-])"
)


# A line that holds only a postal code's shape, a few lines after a street line (a house number before words,
# or an apartment or suite): the last line of an address block ("...Apt. 612\n DENTON\n nan\n M34 2FX").
_CODE_LINE = re.compile(
    r"^[ \t]*(?P<code>[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|\d{3,5}(?:[ -]\d{2,4})?)[ \t]*$", re.MULTILINE
)
_STREET_LINE = re.compile(r"(?m:^[^\n]*(?:\b(?:Apt|Suite|Unit|Flat)\b\.?[ \t]*\d|^[^\w\n]*\d{1,6}[ \t]+[^\W\d]))")


def codes_of_address_blocks(text: str) -> list[tuple[int, int]]:
    spans = []
    for match in _CODE_LINE.finditer(text):
        above = text[: match.start()].split("\n")[-5:-1]
        if any(_STREET_LINE.search(line) for line in above):
            spans.append((match.start("code"), match.end("code")))
    return spans


DIGIT_GROUPS = r"(?<![\w.-])\+?\(?\d{2,4}\)?(?:[ .-]?\d{2,4}){1,4}(?:x\d{1,5})?(?![\w-])"
_PHONE_WORDS = (
    "phone mobile tel telephone call fax desk cell number whatsapp sms messages answering office reach"
)
PHONE_CONTEXT = _PHONE_WORDS.split()


PHONE_CUE = re.compile(
    r"(?i:\b(?:call|calls|called|ring|phone|tel|telephone|mobile|cell|text|sms|whatsapp|reach|contact|dial|"
    r"answering|message|messages|fax|desk|office|registered|number)\b(?:[^\d\n]|\(\d{1,3}\)){0,16})$"
)
# The words for a phone of the key tables' languages ("celular", "cel", "telefone", "telepon", "handy"), before the
# digits as the English cue words are: "su cel 951 447 209", "mi celular es 72418836".
_TRANSLATED_PHONE_WORDS = sorted(
    (word for word, english in TRANSLATED.items() if english in {("phone",), ("mobile",)}), key=len, reverse=True
)
PHONE_CUE_OF_THE_KEY_LANGUAGES = re.compile(
    r"(?i:\b(?:" + "|".join(accent_free(word) for word in _TRANSLATED_PHONE_WORDS) + r")\b"
    r"(?:[ \t]+(?:es|é|est|ist|is|adalah|no|nr|number|numero|número))?[ \t:.#=-]{0,4})$"
)
PHONE_AFTER = re.compile(r"(?i:(?:\s\d{1,4})?\s*-?\s*\(?(?:office|fax|mobile|cell|home|work|desk)\b)")


class LocalPhoneRecognizer(PatternRecognizer):
    """Phone numbers in forms the phonenumbers library rejects without a region ("97 714494",
    "0318 4417896", "598-816-0033x6997"): weak alone, certain next to a telling word."""

    CUED_SCORE = 0.6

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="PHONE_NUMBER",
            patterns=[
                Pattern(
                    "digit_groups",
                    r"(?<![\w.-])\+?\(?\d{2,4}\)?(?:[ .-]?\d{2,4}){1,4}(?:x\d{1,5})?(?![\w-])",
                    0.1,
                ),
                Pattern("extension", r"(?<![\w.-])\d{3}-\d{3}-\d{4}x\d{1,5}\b", 0.6),
            ],
            context=[
                "phone",
                "mobile",
                "tel",
                "telephone",
                "call",
                "fax",
                "desk",
                "cell",
                "number",
                "whatsapp",
                "sms",
                "messages",
                "answering",
                "office",
                "reach",
            ],
            supported_language=supported_language,
            name="LocalPhoneRecognizer",
            global_regex_flags=re.DOTALL | re.MULTILINE,
        )

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None, regex_flags: int | None = None
    ) -> list[RecognizerResult]:
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        for result in results:
            # Presidio's context words skip stop words, and "call" is one: "call me on 76 177 296".
            before = text[max(0, result.start - 30) : result.start]
            if PHONE_CUE.search(before) or PHONE_CUE_OF_THE_KEY_LANGUAGES.search(before) or PHONE_AFTER.match(
                text[result.end : result.end + 12]
            ) or PHONE_GROUPS.verdict(DigitGroups.at(text, result.start, result.end)) is Verdict.KEEP:
                result.score = max(result.score, self.CUED_SCORE)
        return results

    def validate_result(self, pattern_text: str) -> bool | None:
        # None, not True: Presidio lifts a validated finding to the maximum score, and a run of digit
        # groups is only a phone number next to a telling word (the context lifts it then).
        return None if 6 <= sum(char.isdigit() for char in pattern_text) <= 15 else False


class AnyDomainEmailRecognizer(PatternRecognizer):
    """E-mail addresses at any domain: Presidio's recognizer checks the top-level domain against the public
    suffix list, and traces are full of internal and reserved ones (`corp.internal`, `mailbox.example`)."""

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="EMAIL_ADDRESS",
            patterns=[Pattern("any_domain_email", r"\b[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\b", 0.6)],
            supported_language=supported_language,
            name="AnyDomainEmailRecognizer",
        )


# Digits, or groups of digits joined by hyphens ("7711-20834"), after an optional short prefix ("FF-").
ACCOUNT_DIGITS = r"(?<![\w.,-])(?:[A-Z]{1,4}-)?(?:\d{6,17}|\d{2,6}(?:-\d{2,8}){1,3})(?![\w-])"


class AccountNumberRecognizer(PatternRecognizer):
    """Account, membership and policy numbers written as digits after the word that says so ("account
    88231907", "member number HM-33019842"): weak alone, certain next to the cue. Ids with a configured
    prefix (ACC-1234) are identifiers."""

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="ACCOUNT_NUMBER",
            patterns=[Pattern("account_digits", ACCOUNT_DIGITS, 0.05)],
            context=["account", "acct", "member", "membership", "policy", "subscriber", "customer", "client",
                     "loyalty", "iban", "sort", "flyer", "patron", "mrn", "patient", "policyholder"],
            supported_language=supported_language,
            name="AccountNumberRecognizer",
        )

    def invalidate_result(self, pattern_text: str) -> bool:
        return re.fullmatch(r"\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4}", pattern_text) is not None  # a date


# Words that say whose an id is: a person in a role, or what a person holds (a policy, a licence).
_PERSON_ID_OWNERS = sorted(
    ID_OWNER_WORDS | {"licence", "license", "passport", "driver's licence", "national insurance", "nhs"},
    key=len,
    reverse=True,
)
# An id in a person's name after the word that says so: "child CH-20577", "(owner OW-11856)", "my member
# number is FC-00912", "licence number SHARM012047A99ZY". Upper-case letters, digits and hyphens with three
# digits or more; the cue must stand right before it (with at most "number", "no.", "id" and "is" between),
# so "the owner of booking BK-7731" and "order ORD-1" stay references.
PERSON_ID_AFTER_CUE = re.compile(
    r"(?i:\b(?:" + "|".join(re.escape(word) for word in _PERSON_ID_OWNERS) + r")s?"
    r"(?:[ \t]+(?:number|no\.?|num|nr\.?|id|ref|reference|#))?(?:[ \t]+(?:is|was))?[ \t:#=/]*)"
    r"(?P<value>(?=[A-Z0-9-]*\d[A-Z0-9-]*\d[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)*)(?![\w-])"
)
_DATE_LIKE = re.compile(r"\d{4}-\d{2}(?:-\d{2})?|\d{1,2}-\d{1,2}-\d{2,4}|\d{1,3}")


class PersonIdRecognizer(EntityRecognizer):
    """A person's id in running text, named by the word before it (see PERSON_ID_AFTER_CUE)."""

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["ACCOUNT_NUMBER"], supported_language=supported_language,
                         name="PersonIdRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        if "ACCOUNT_NUMBER" not in entities:
            return []
        return [
            RecognizerResult("ACCOUNT_NUMBER", match.start("value"), match.end("value"), 0.8)
            for match in PERSON_ID_AFTER_CUE.finditer(text)
            if not _DATE_LIKE.fullmatch(match.group("value")) and len(match.group("value")) >= 5
        ]


# Documents that name a person: a national insurance number by its shape, and a passport, national id or
# vehicle registration after the words that say so ("passport no. 533401827", "reg GX23 KPT").
_NINO = r"\b[A-Z]{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D]\b"
_DOCUMENT_CUES = {
    "ID_NUMBER": r"passport|national (?:id|identity|insurance)|id card|identity card|ni|nino|personal (?:id|number)"
                 r"|social security|tax (?:id|code|number)|ssn|sin|bsn|pesel|nif|nie|dni",
    "LICENSE_PLATE": r"reg|rego|registration|(?:number |licen[cs]e )?plate|numberplate|vrm|"
                     # the words of the key tables for a plate ("placa", "targa", "Kennzeichen")
                     + "|".join(accent_free(word) for word, english in TRANSLATED.items()
                                if english in {("plate",), ("registration",)}),
}
_DOCUMENT_VALUE = r"(?=[A-Z0-9 -]*\d)(?=[A-Z0-9 -]*[A-Z0-9]{2})[A-Z0-9]{1,10}(?:[ -][A-Z0-9]{1,8}){0,4}"
DOCUMENT_AFTER_CUE = {
    entity: re.compile(
        rf"(?i:\b(?:{cues})(?:[ \t]+(?:number|no\.?|num|nr\.?|#))?(?:[ \t]+(?:is|was))?[ \t:#='\"‘“]*)"
        rf"(?P<value>{_DOCUMENT_VALUE})(?![\w-])"
    )
    for entity, cues in _DOCUMENT_CUES.items()
}
# A UK PAYE tax code is a band many people share, not a person's number: "tax code 1257L W1", "K475 M1".
_UK_TAX_CODE = re.compile(r"[SC]?(?:K\d{1,4}|\d{1,4}[LMNT])(?:[ \t]+(?:W1|M1|X))?")
_UK_PLATE = re.compile(r"\b[A-Z]{2}\d{2}[ \t]?[A-Z]{3}\b")


# Shape first: a value that looks like a document's number (six digits or more, or letters and digits mixed
# over eight characters or more; in groups or not) right after a name of some scheme, written as an acronym
# ("PADI 1804A22917", "CDL is D4481-...", "BVN 22123456789", "PSN 1234-5678-...") or as a word
# with "number" or "no" ("Clubcard number 634004 0191 ...", "diver number is ..."). References and things'
# numbers are named as such and stay (order, booking, tracking, SKU, IMEI, EAN...).
_DOCUMENT_SHAPE = (
    r"(?=(?:[A-Z\d][ -]?){6,})(?=[A-Z\d -]*\d)"
    r"(?:\d[\d -]*\d|(?=[A-Z\d-]*[A-Z])(?=[A-Z\d-]*\d[A-Z\d-]*\d[A-Z\d-]*\d)[A-Z\d]+(?:-[A-Z\d]+)*)"
)
_REFERENCE_NAMES = (
    "order|booking|tracking|track|ticket|invoice|receipt|ref|reference|quote|job|load|shipment|parcel|waybill"
    "|awb|consignment|sku|ean|upc|gtin|asin|isbn|mpn|imei|serial|batch|lot|part|model|item|product|po|rma|case"
    "|claim|transaction|txn|confirmation|pnr|flight|room|table|seat|locker|compartment|phone|mobile|tel|fax"
    "|account|iban|sort|routing|postcode|zip|vat|tax year|year|page|line|version|build|release|error|code|status"
    "|msisdn|amount|price|total|qty|count|id|usd|eur|gbp|inr|jpy|nok|sek|dkk|chf|aud|cad|nzd|ngn|php|pln|cny|rmb"
    "|zar|brl|mxn|ksh|kes|aed|sgd|hkd|try|czk|huf|ron"
)
DOCUMENT_BY_SHAPE = re.compile(
    r"(?:(?<![\w-])(?P<acronym>[A-Z]{2,6})(?=[ \t:=#'\"‘“])|(?i:\b(?P<word>[a-z]{3,20})[ \t]+(?:number|no\.?|nr\.?|#)))"
    r"(?:[ \t]+(?:is|was))?[ \t:=#'\"‘“]*(?P<value>" + _DOCUMENT_SHAPE + r")(?![\w-])"
)
_NOT_A_DOCUMENT = re.compile(rf"(?i:{_REFERENCE_NAMES})s?")
_DATE_START = re.compile(r"\d{4}-(?:\d{2}-\d{2}|W\d{2})")


def documents_by_shape(text: str) -> list[tuple[int, int]]:
    """Spans of document numbers found by their shape after a scheme's name (see DOCUMENT_BY_SHAPE)."""
    spans = []
    for match in DOCUMENT_BY_SHAPE.finditer(text):
        name = match.group("acronym") or match.group("word")
        value = match.group("value").rstrip(" -")
        if (
            _NOT_A_DOCUMENT.fullmatch(name) or _DATE_LIKE.fullmatch(value) or _DATE_START.match(value)
            or len(value.replace(" ", "")) < 6
        ):  # fmt: skip
            continue
        spans.append((match.start("value"), match.start("value") + len(value)))
    return spans


class DocumentNumberRecognizer(EntityRecognizer):
    """National ids, passports and vehicle registrations (see DOCUMENT_AFTER_CUE), and document numbers by
    their shape after a scheme's name (see DOCUMENT_BY_SHAPE)."""

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["ID_NUMBER", "LICENSE_PLATE"], supported_language=supported_language,
                         name="DocumentNumberRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: compiled expressions."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = []
        if "ID_NUMBER" in entities:
            results += [RecognizerResult("ID_NUMBER", m.start(), m.end(), 0.85) for m in re.finditer(_NINO, text)]
        if "LICENSE_PLATE" in entities:
            results += [RecognizerResult("LICENSE_PLATE", m.start(), m.end(), 0.6) for m in _UK_PLATE.finditer(text)]
            results += [RecognizerResult("LICENSE_PLATE", m.start(), m.end(), 0.6) for m in PLATE_IN_TEXT.finditer(text)
                        if PLATES_IN_TEXT.verdict(PlateInText.read(m.group(0)))
                        is Verdict.KEEP]  # fmt: skip
            # A plate right after a vehicle's word, whatever its shape ("Your car 241-KK-1187"):
            # redaction/rules/plates_after_a_vehicle.py
            results += [
                RecognizerResult("LICENSE_PLATE", start, end, 0.6) for start, end in plates_after_a_vehicle(text)
            ]
        for entity, pattern in DOCUMENT_AFTER_CUE.items():
            if entity not in entities:
                continue
            for match in pattern.finditer(text):
                value = match.group("value").rstrip(" -")
                if (
                    _DATE_LIKE.fullmatch(value) or sum(char.isdigit() for char in value) < 2 or len(value) < 5
                    or _UK_TAX_CODE.fullmatch(value)
                    # an amount with its currency's code: redaction/rules/amounts_with_their_currency.py
                    or an_amount_with_its_currency(
                        text[match.start("value") : continued(text, match.start("value") + len(value))]
                    )
                ):  # fmt: skip
                    continue
                results.append(RecognizerResult(entity, match.start("value"), match.start("value") + len(value), 0.8))
        if "ID_NUMBER" in entities:
            results += [RecognizerResult("ID_NUMBER", start, end, 0.7) for start, end in documents_by_shape(text)]
            # A passport's number a few words after its word ("you need the passport? Mine is C4JF2K7LM"):
            # redaction/rules/passports_in_passing.py
            results += [RecognizerResult("ID_NUMBER", start, end, 0.8) for start, end in passports_in_passing(text)]
        return results
