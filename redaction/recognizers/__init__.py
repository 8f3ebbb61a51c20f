"""The project's own recognizers: what to find beyond Presidio's defaults. Operators live elsewhere."""

from redaction.recognizers.addresses import StreetAddressRecognizer
from redaction.recognizers.identifiers import identifier_recognizers
from redaction.recognizers.keys import TellingKeys
from redaction.recognizers.names import IntroducedNameRecognizer
from redaction.recognizers.secrets import SecretRecognizer

__all__ = [
    "IntroducedNameRecognizer",
    "SecretRecognizer",
    "StreetAddressRecognizer",
    "TellingKeys",
    "identifier_recognizers",
]
