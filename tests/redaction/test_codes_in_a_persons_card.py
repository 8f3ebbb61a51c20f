"""A person's card held under another object's key (a name or a contact and codes only): its codes are that
person's, whatever their key's language, and the key that holds such a card holds a person's code alone elsewhere in
the session (redaction/rules/person_records.py `code_in_a_persons_card`)."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import Engine, RedactionConfig, Redactor
from tests.redaction.conftest import make_session


def _redacted(engine: Engine, calls: list[ToolCall], agent: str = "ok") -> str:
    session = make_session([Turn(index=0, user_text="bonjour", tool_calls=calls, final_response=agent)])
    return Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session.model_dump_json()


def test_a_staff_members_extension_and_number_in_their_card_are_replaced(engine: Engine) -> None:
    calls = [
        ToolCall(name="request_callback", args={"acct": "DV/S/02286"},
                 result={"callback": {"status": "ASSIGNED", "assigned_to": {"name": "Noreen Fitzgibbon",
                                                                            "ext": "214"}}}),
        ToolCall(name="get_intervention", args={"num_client": "0031872"},
                 result={"interventions": [{"technicien": {"nom": "Luc Ehrhart", "matricule": "T-14"},
                                            "statut": "ANNULÉ"}]}),
        ToolCall(name="get_slots", args={"secteur": "68-RIED-SUD"},
                 result={"creneaux": [{"date": "2024-10-22", "creneau": "13:30-17:30", "technicien": "T-09"},
                                      {"date": "2024-10-24", "creneau": "08:00-12:00", "technicien": "T-14"}]}),
    ]  # fmt: skip
    dumped = _redacted(engine, calls)
    for value in ('"214"', "T-14", "T-09"):
        assert value not in dumped, value
    for value in ("ASSIGNED", "ANNULÉ", "68-RIED-SUD", "13:30-17:30", "2024-10-22"):
        assert value in dumped, value


def test_a_record_with_words_beside_the_name_or_a_code_under_no_cards_key_stays(engine: Engine) -> None:
    calls = [
        ToolCall(name="get_booking", args={"ref": "BK-7781"},
                 result={"booking": {"guest": {"name": "Noreen Fitzgibbon", "status": "CONFIRMED", "room": "214"}},
                         "slots": [{"date": "2024-10-22", "gate": "T-09"}]}),
    ]  # fmt: skip
    dumped = _redacted(engine, calls)
    assert '"214"' in dumped and "T-09" in dumped
