"""Values whose format says what they are, wherever they stand: a UK driving licence number (the holder's
surname and date of birth folded into sixteen characters), a Brazilian CPF written with its dots, a national
id of twelve digits in groups after its scheme's name ("Aadhaar 7730 4821 6619"), a device's hardware (MAC)
address ("b8:27:eb:4a:19:c2"), a national id of a region's number, a township's letters, a bracketed letter of
the holder's kind and six digits ("12/TaMaNa(N)123456", in any script's letters and digits), and the fields of
an HL7 PID segment (the patient's id, name, date of birth, address, phone and social security number by position).
"""

from __future__ import annotations

import re

from presidio_analyzer import EntityRecognizer, RecognizerResult
from presidio_analyzer.nlp_engine import NlpArtifacts

# MORGA657054SM9IJ: five letters of the surname (padded with 9s), six digits of the birth date, two initials
# (or 9s), a digit and two check letters.
_UK_DRIVING_LICENCE = re.compile(r"(?<![\w-])[A-Z][A-Z9]{4}\d{6}[A-Z9]{2}\d[A-Z]{2}(?:\s?\d{2})?(?![\w-])")
_CPF = re.compile(r"(?<![\w.-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w-])")
# After the scheme's name, in text or a log line: "Aadhaar 7730 4821 6619", "aadhaar=4821 7730 9156".
_GROUPED_ID = re.compile(
    r"(?i:\b(?:aadhaar|aadhar|uid|psn|philsys|pesel|bsn|nin|nric|tfn|ppsn|cnp)(?:[ \t]+(?:number|no\.?))?"
    r"(?:[ \t]+(?:is|was))?[ \t:=#'\"]*)(?P<value>\d{4}(?:[ -]\d{4}){2,3})(?![\w-])"
)
# The fields of a PID segment that hold personal data, by their position (HL7 v2): 3 the patient's ids, 5 the
# name (FAMILY^GIVEN^MIDDLE), 6 the mother's maiden name, 7 the date of birth, 11 the address, 13 and 14 phone
# numbers, 19 the social security number.
_PID_FIELDS = {3: "ACCOUNT_NUMBER", 5: "PERSON", 6: "PERSON", 7: "DATE_OF_BIRTH", 11: "STREET_ADDRESS",
               13: "PHONE_NUMBER", 14: "PHONE_NUMBER", 19: "US_SSN"}  # fmt: skip
# An IBAN's shape (a country's letters, two check digits, groups of four) and a card's (sixteen digits in groups of
# four) are personal whatever their check digits say: a number mistyped by one digit is still someone's.
_IBAN_SHAPE = re.compile(r"(?<![\w-])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![\w-])")
_CARD_SHAPE = re.compile(r"(?<![\w-])\d{4}(?:[ -]\d{4}){3}(?![\w-])")
# A network card's hardware address: six pairs of hexadecimal digits joined by one colon or dash throughout. It
# names one device in one home, as a serial number does.
_MAC_ADDRESS = re.compile(
    r"(?<![\w:.-])[0-9A-Fa-f]{2}(?P<join>[:-])[0-9A-Fa-f]{2}(?:(?P=join)[0-9A-Fa-f]{2}){4}(?![\w:-])"
)
# A region's number, a slash, a township's letters, a bracketed kind and five or six digits: the shape of a
# Burmese national registration card, in Burmese or Latin letters. Burmese vowels are marks no \w matches.
_LETTERS = r"(?:[^\W\d_]|[\u1000-\u103F\u0900-\u0DFF])+"
_BRACKETED_ID = re.compile(rf"(?<![\w/])\d{{1,2}}/{_LETTERS}\({_LETTERS}\)\d{{5,6}}(?![\w/])")
_PID_SEGMENT = re.compile(r"(?<![\w|])PID\|[^\n\r'\"]*")
SCORE = 0.9


class FormatRecognizer(EntityRecognizer):
    NAME = "FormatRecognizer"

    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entities=["ID_NUMBER", "IBAN_CODE", "CREDIT_CARD", *sorted(set(_PID_FIELDS.values()))],
            supported_language=supported_language,
            name=self.NAME,
        )

    def load(self) -> None:
        """Nothing to load: compiled expressions."""

    def analyze(
        self, text: str, entities: list[str], nlp_artifacts: NlpArtifacts | None = None
    ) -> list[RecognizerResult]:
        results = []
        if "ID_NUMBER" in entities:
            for pattern in (_UK_DRIVING_LICENCE, _CPF, _MAC_ADDRESS, _BRACKETED_ID):
                results += [RecognizerResult("ID_NUMBER", m.start(), m.end(), SCORE) for m in pattern.finditer(text)]
            results += [RecognizerResult("ID_NUMBER", m.start("value"), m.end("value"), SCORE)
                        for m in _GROUPED_ID.finditer(text)]  # fmt: skip
        for entity, pattern in (("IBAN_CODE", _IBAN_SHAPE), ("CREDIT_CARD", _CARD_SHAPE)):
            if entity in entities:
                results += [RecognizerResult(entity, m.start(), m.end(), SCORE) for m in pattern.finditer(text)
                            if " " in m.group(0) or entity == "CREDIT_CARD"]  # fmt: skip
        for segment in _PID_SEGMENT.finditer(text):
            results += [result for result in _pid_fields(segment.group(0), segment.start()) if result.entity_type
                        in entities]  # fmt: skip
        return results


def _pid_fields(segment: str, offset: int) -> list[RecognizerResult]:
    results = []
    position = offset
    for index, field in enumerate(segment.split("|")):
        entity = _PID_FIELDS.get(index)
        if entity is not None and field.strip("^ "):
            if entity == "ACCOUNT_NUMBER":
                value = field.split("^")[0]  # the id, not its assigning authority (BTC-772019^^^BTC)
            elif entity == "DATE_OF_BIRTH":
                value = field[:8]
            else:
                value = field.strip("^ ")
            if value:
                start = position + field.find(value)
                results.append(RecognizerResult(entity, start, start + len(value), SCORE))
        position += len(field) + 1
    return results
