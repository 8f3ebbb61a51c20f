"""A word opening a message that is an interjection of any English or a greeting of any language ("Hiya can ye
hire", "Och the grey tank's full", "Ope sorry meant", "Eish, stage 4", "Namaste! Due to") exclaims or greets: it
stays. A name after it, or a name opening a message, is still replaced."""

from __future__ import annotations

import pytest

from redaction import Redactor
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(
    "text",
    [
        "Hiya can ye hire trolleys on the Eden or is it carry only? my back's no great these days",
        "Och the grey tank's full already and we've only been here 2 nights, wheres the nearest dump point",
        "Ope sorry meant 2 ton of the 16% dairy ration not 20 lol. can you fix that before the truck goes out",
        "Eish, stage 4 load shedding tonight 18:00-20:30, will the piano lesson still happen?",
        "Namaste! Due to the bandh announced for tomorrow, all physical classes are cancelled.",
    ],
)
def test_an_interjection_opening_a_message_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hiya Morag, is the van ready for Friday?", "Morag"),
        ("Och Morag, the grey tank's full already", "Morag"),
        ("Is Morag in today? she said she'd check the van", "Morag"),
        ("Hiya, Morag is picking up the van on Friday", "Morag"),
        ("Shalom said he'd call back about the van", "Shalom"),
        ("Ah Ming called about the van", "Ming"),
    ],
)
def test_a_person_stays_replaced(redactor: Redactor, text: str, name: str) -> None:
    assert name not in (redacted_session(redactor, text, [], "ok").turns[0].user_text or "")
