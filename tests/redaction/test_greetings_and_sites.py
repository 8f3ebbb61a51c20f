"""A greeting of any language opening a message ("Karibu!", "Akwaaba!") and a place said after the noun of a
site and a preposition of place ("the seafront by Lamu Fort") stay; a name called before a comma or a full stop, a
name after a cue and a full name near a site are still replaced."""

from __future__ import annotations

import pytest

from redaction import Redactor
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(
    "text",
    [
        "Karibu! Our 12-inch chess set is KSh 4,500.",
        "Akwaaba! The main crop price is GH¢3,228.75 per bag.",
        "Our sunset dhow leaves at 5:00pm; during the festival the seafront by Lamu Fort gets very busy.",
        "We now expect it at our Freetown terminal on Bai Bureh Road around 7:30pm.",
    ],
)
def test_a_greeting_or_a_site_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Chidinma, your order is ready", "Chidinma"),
        ("Shathi apa, apnar account 00871-RMA te ৳12,400 baki ache.", "Shathi"),
        ("Ngozi. Your order is ready", "Ngozi"),
        ("Dkt. Mushi, the repair invoice has gone to you.", "Mushi"),
        ("Dear Tunde. Your order is ready", "Tunde"),
        ("I met Priya Okafor at the office on Blama Road", "Okafor"),
        ("we met at the stall by Mr Okafor yesterday", "Okafor"),
    ],
)
def test_a_person_stays_replaced(redactor: Redactor, text: str, name: str) -> None:
    assert name not in (redacted_session(redactor, text, [], "ok").turns[0].user_text or "")
