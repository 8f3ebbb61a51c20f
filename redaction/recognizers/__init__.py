"""The project's own recognizers: what to find beyond Presidio's defaults. Operators live elsewhere."""

from redaction.recognizers.addresses import StreetAddressRecognizer
from redaction.recognizers.cards import LongCardRecognizer
from redaction.recognizers.dates import DateOfBirthRecognizer
from redaction.recognizers.identifiers import identifier_recognizers
from redaction.recognizers.keys import TellingKeys
from redaction.recognizers.names import IntroducedNameRecognizer, ProperNounNameRecognizer
from redaction.recognizers.places import (
    AccountNumberRecognizer,
    AnyDomainEmailRecognizer,
    DocumentNumberRecognizer,
    LocalPhoneRecognizer,
    PersonIdRecognizer,
    PlaceAfterCueRecognizer,
    PostalCodeRecognizer,
)
from redaction.recognizers.secrets import SecretRecognizer

__all__ = [
    "AccountNumberRecognizer",
    "AnyDomainEmailRecognizer",
    "DateOfBirthRecognizer",
    "DocumentNumberRecognizer",
    "IntroducedNameRecognizer",
    "LocalPhoneRecognizer",
    "LongCardRecognizer",
    "PersonIdRecognizer",
    "PlaceAfterCueRecognizer",
    "PostalCodeRecognizer",
    "ProperNounNameRecognizer",
    "SecretRecognizer",
    "StreetAddressRecognizer",
    "TellingKeys",
    "identifier_recognizers",
]
