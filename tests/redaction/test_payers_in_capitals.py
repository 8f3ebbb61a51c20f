"""A name in capitals after a payer's or a holder's word, as a machine's error line prints it, is a person
("cardholder BRADLEY J HUNT", "cardholder=G ROBERTSON", "payer J POLGLASE"), and so are capitals in brackets after a
payer's number ("payment from 254722581064 (PETER OTIENO)"); a firm's name, words of the language and capitals of
things stay ("payer ACME SUPPLIES LTD", "cardholder NOT PRESENT", "(PENDING REVIEW)")."""

from __future__ import annotations

import pytest

from redaction import Redactor
from redaction.rules.names_in_capitals import PAYER_EXAMPLES, beside_a_payer
from tests.redaction.conftest import redacted_session

_COMMON = {"not", "present", "unknown", "pending", "review", "supplies", "hunt", "retry", "with", "dragon", "and",
           "lion", "branch", "another", "account", "new", "order"}  # fmt: skip
_NAME_PARTS = {"bradley", "hunt", "robertson", "polglase", "ngozi", "adeyemi", "peter", "otieno"}


@pytest.mark.parametrize(("text", "name"), PAYER_EXAMPLES)
def test_a_payers_or_a_holders_word_says_the_capitals_are_a_name(text: str, name: str) -> None:
    spans = beside_a_payer(text, lambda word: word.casefold() in _COMMON,
                           lambda word: word.casefold() in _NAME_PARTS, lambda word: False)  # fmt: skip
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        (
            "PaymentError: 3DS authentication failed for card 4862 4274 3594 4628 (cardholder BRADLEY J HUNT), "
            "amount GBP 1,140.00",
            ("BRADLEY", "HUNT"),
            "3DS authentication failed",
        ),
        (
            "PaymentError: card declined (do_not_honor) for booking KMH-24-0655, cardholder=G ROBERTSON",
            ("ROBERTSON",),
            "card declined",
        ),
        (
            "PaymentMatchError: bank transfer reference 'boat bill' does not match expected 'CME-INV-5521' — payer "
            "J POLGLASE, amount 642.80",
            ("POLGLASE",),
            "does not match expected",
        ),
        (
            "MpesaReconError: unmatched C2B payment from 254722581064 (PETER OTIENO) amount=KES 4,000",
            ("PETER", "OTIENO"),
            "unmatched C2B payment",
        ),
    ],
)
def test_the_payers_name_is_replaced(redactor: Redactor, text: str, gone: tuple[str, ...], kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert kept in redacted
    for word in gone:
        assert word not in redacted


@pytest.mark.parametrize(
    "text",
    [
        "PaymentError: cardholder NOT PRESENT, retry with 3DS",
        "Invoice 4471 settled by payer ACME SUPPLIES LTD",
        "FPSPayeeMismatch: expected payee 'KWUN TONG HUNG SING DRAGON AND LION' for the deposit",
    ],
)
def test_capitals_of_things_after_a_payers_word_stay(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text
