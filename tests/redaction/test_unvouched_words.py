"""A word only its strangeness vouches for, right after a preposition of a likeness or a time ("like Peony", "after
Hogmanay", "during Parrtjima"), is no person's name: it stays. A word a name list holds, one joined to a name, one
said again in the text, or one after a preposition a person is the object of ("of", "for"), is still replaced."""

from __future__ import annotations

import pytest

from redaction import Redactor
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(
    "text",
    [
        "Your replacement goes in the next shipment after Songkran (13-15 April we close).",
        "can i get a bouquet in december? I want something like Peony but cheaper",
        "he starts in the school band after Hogmanay and the tutor said a long one is fine",
        "are you open during Parrtjima? and do you stock weaving?",
    ],
)
def test_an_unvouched_word_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("please leave the parcel for Tipene at the door", "Tipene"),
        ("the dog is the son of Tipene, Tipene Walker bred him", "Tipene"),
        ("The true gender of Satomi has been under debate for years.", "Satomi"),
        ("the shop is closed until Tipene, Tipene Walker, is back", "Tipene"),
        ("Bride loves Dafydd ap Gwilym, could we carve a line from his poem?", "Gwilym"),
        ("the booking is in the name of Siobhán, she will pay", "Siobhán"),
        ("we met after Okafor finished his shift", "Okafor"),
    ],
)
def test_a_person_stays_replaced(redactor: Redactor, text: str, name: str) -> None:
    assert name not in (redacted_session(redactor, text, [], "ok").turns[0].user_text or "")
