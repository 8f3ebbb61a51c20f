"""Initials standing for a person the session names, or signing a note, wherever written alone in capitals
(redaction/rules/initials.py, redaction/rules/signed_notes.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.initials import EXAMPLES, initials_of, initials_standing_for
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("text", "names", "initials"), EXAMPLES)
def test_the_initials_of_a_held_name(text: str, names: tuple[str, ...], initials: set[str]) -> None:
    assert initials_standing_for([text], names) == initials


def test_capitals_a_field_holds_alone_are_its_code() -> None:
    texts = ["Rua Augusta 1450, apto 82, São Paulo - SP", "SP", "São Paulo"]
    assert initials_standing_for(texts, ["São Paulo"]) == set()
    assert initials_standing_for(texts[:1], ["São Paulo"]) == {"SP"}


@pytest.mark.parametrize(
    ("name", "initials"),
    [("Tunde Bakare", "TB"), ("ADEYEMI, Olufunmilayo T.", None), ("Jo Kim Lee", "JKL"), ("Tunde B.", None),
     ("Polokwane", None), ("van der Berg Anna Maria", None)],
)  # fmt: skip
def test_the_initials_of_a_full_name(name: str, initials: str | None) -> None:
    assert initials_of(name) == initials


def test_initials_handed_a_ticket_are_replaced(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(name="get_staff", args={"branch": "RR"}, result={"duty_officer": "Tunde Bakare"}),
        ToolCall(name="add_ticket_note", args={"ticket_id": "CX-77120", "note": "Client asked callback. fwd to TB"},
                 result={"ok": True}),
    ]  # fmt: skip
    turn = redacted_session(redactor, "any news on my results?", calls).turns[0]
    note = turn.tool_calls[1].args["note"]
    assert "TB" not in note.split()
    assert note.startswith("Client asked callback. fwd to ")


def test_initials_signing_a_note_are_replaced_elsewhere(redactor) -> None:  # type: ignore[no-untyped-def]
    note = "batt. à 12 %, client a attendu remplacement, départ 14h55 - MH"
    calls = [ToolCall(name="get_trip", args={"ref": "BSL-7731"}, result={"incidents": [{"note": note}]})]
    turn = redacted_session(redactor, "je veux un remboursement", calls, "Voir avec MH qui était au ponton.").turns[0]
    assert "MH" not in turn.tool_calls[0].result["incidents"][0]["note"]  # type: ignore[index]
    assert "MH" not in (turn.final_response or "")
    assert "qui était au ponton." in (turn.final_response or "")


def test_capitals_no_one_is_named_by_stay(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_staff", args={"branch": "RR"}, result={"duty_officer": "Tunde Bakare"})]
    turn = redacted_session(redactor, "is the FBC done? fwd to AH or IT", calls, "Sent to IT and AH.").turns[0]
    assert "fwd to AH or IT" in (turn.user_text or "")
    assert turn.final_response == "Sent to IT and AH."
