"""Things named after people by the word beside the name: a place's feature or a building closed by a noun no one
is called ("Hermitage Lock", "Abel Tasman National Park"), a condition named after a doctor ("Sever's disease") and a
pub's name after an article and a title ("the Lord Nelson") stay; a person's full name, a person's lock and a title
before a person's name are still replaced."""

from __future__ import annotations

import pytest

from redaction import Redactor
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(
    "text",
    [
        "Hermitage Lock is closed next week for gate repairs, plan to be back through before then.",
        "the warning covers the shoreline near Abel Tasman National Park, not our growing areas",
        "Most of Hull Old Town is a conservation area, so you may need consent for the sign.",
        "my boy keeps getting sore heels after rugby, GP said maybe Sever's disease??",
        "last time at the Lord Nelson we got cocktail sausages n chips",
    ],
)
def test_a_things_name_stays(redactor: Redactor, text: str) -> None:
    assert redacted_session(redactor, text, [], "ok").turns[0].user_text == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("please ask Jordan Lock to call me back about the invoice", "Jordan"),
        ("Hi, I'm Grace Park, can you deliver on Friday?", "Grace"),
        ("I live near Hermitage Lock with my mum, can you deliver there?", "Hermitage"),
        ("please send it to Lord Nelson, he ordered it", "Nelson"),
        ("Dear Priya Okafor, your disease cover is renewed", "Okafor"),
    ],
)
def test_a_person_stays_replaced(redactor: Redactor, text: str, name: str) -> None:
    assert name not in (redacted_session(redactor, text, [], "ok").turns[0].user_text or "")
