"""An occasion told as a date ("the day before Eid", "the 25th of Ramadan", "Sandhya Arghya days", "show day"), a
round of the business's service named by its place ("(Tinui run)"), and a lower-case word of another language that
no name list or gazetteer holds ("bhai amar bata") name no one, and stay. A person after "the day before", a
person's own day in the possessive, a person in lower case who bears a listed name, and a person before "run" stay
found."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from tests.redaction.conftest import found, redacted_session


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "We close for Eid ul-Fitr from the day before Eid until the third day after. Anything dropped off by "
            "the 25th of Ramadan will be ready before the holiday.",
            "25th of Ramadan",
        ),
        ("Both centres will be closed on Chhath Puja (Kharna and Sandhya Arghya days).", "Sandhya Arghya days"),
        ("were heading up for airlie beach race week, can we leave the trailer in the yard", "airlie beach race"),
        ("Our course is open from Victoria Day weekend until Thanksgiving Monday.", "Victoria Day weekend"),
        ("SchedulerConflict: gang G2 double-booked 2025-02-03 (Tinui run)", "(Tinui run)"),
        ("bhai amar bata formal shoe er sole khule geche, koto taka lagbe? size 42", "bhai amar"),
    ],
)
def test_a_date_a_round_or_a_word_of_another_language_stays(redactor: Redactor, text: str, kept: str) -> None:
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert kept in redacted


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("the day before Priya Okafor left the shop was quiet", "Priya Okafor"),
        ("can we move it to the day before Tomasz Wójcik's exam", "Tomasz Wójcik"),
        ("hey its jack mcallister, booked the 3 lesson pack, can we move to sat?", "jack mcallister"),
        ("let Priya Okafor run the stall on Saturday", "Priya Okafor"),
    ],
)
def test_a_person_beside_a_date_or_a_round_is_still_found(engine: Engine, text: str, name: str) -> None:
    assert any(name in covered or covered in name for _, covered in found(engine, text))
