"""Card numbers Presidio's credit-card pattern leaves out: 12 to 19 digits in one run (Maestro, long
Visa) that pass the Luhn check."""

from __future__ import annotations

import re

from presidio_analyzer import Pattern, PatternRecognizer


def luhn_check_digit(body: str) -> str:
    """The digit that makes `body` + it pass the Luhn check."""
    total = 0
    for index, char in enumerate(reversed([char for char in body if char.isdigit()])):
        digit = int(char)
        if index % 2 == 0:
            digit *= 2
            digit -= 9 if digit > 9 else 0
        total += digit
    return str((10 - total % 10) % 10)


def luhn_valid(number: str) -> bool:
    digits = "".join(char for char in number if char.isdigit())
    return len(digits) > 1 and luhn_check_digit(digits[:-1]) == digits[-1]


class LongCardRecognizer(PatternRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="CREDIT_CARD",
            patterns=[Pattern("card_digits", r"(?<![\d-])\d{12,19}(?![\d-])", 0.5)],
            context=["card", "credit", "debit", "cc", "visa", "mastercard", "maestro"],
            supported_language=supported_language,
            name="LongCardRecognizer",
            global_regex_flags=re.DOTALL | re.MULTILINE,
        )

    def validate_result(self, pattern_text: str) -> bool:
        return luhn_valid(pattern_text)
