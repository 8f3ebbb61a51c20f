"""A held code written in another script's digits, the id of what a call created where a configured pattern also
reads it, and a held surname with a case ending or in its other gender's form: each is replaced wherever the session
writes it."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import RedactionConfig, Redactor
from tests.redaction.conftest import make_session


def _redacted(engine, turns: list[Turn]) -> str:  # type: ignore[no-untyped-def]
    return Redactor(RedactionConfig(n_process=1), engine=engine).redact(make_session(turns)).session.model_dump_json()


def test_a_receipt_in_kannada_digits_and_its_last_digits_are_replaced(engine) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="resend_receipt", args={"receipt_no": "ರಂ/೨೦೨೪-೨೫/೦೦೪೮೭", "channel": "SMS"},
                      result={"sent": True})]  # fmt: skip
    user = "ರಸೀದಿ ನಂ 00487 ಅತ್ತೆ? ಈಮೇಲ್ ಬತ್ತ್ಂಡ್."
    agent = "ಅಂದ್, ರಸೀದಿ ರಂ/೨೦೨೪-೨೫/೦೦೪೮೭ ಕಡಪುಡ್ದ್ ಆಂಡ್."
    dumped = _redacted(engine, [Turn(index=0, user_text=user, tool_calls=calls, final_response=agent)])
    for value in ("೦೦೪೮೭", "00487"):
        assert value not in dumped, value
    assert "SMS" in dumped


def test_the_id_of_a_task_a_call_created_is_replaced_though_a_configured_pattern_reads_it(engine) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="create_task", args={"assignee": "Мадина Гуриева", "text": "Позвонить клиенту."},
                      result={"task_id": "T-3318", "due": "2024-09-06", "status": "NEW"})]  # fmt: skip
    agent = "Задача создана, вам позвонят 2024-09-06."
    dumped = _redacted(engine, [Turn(index=0, user_text="Ай хорз нæу", tool_calls=calls, final_response=agent)])
    assert "T-3318" not in dumped
    assert "2024-09-06" in dumped and "NEW" in dumped


def test_a_held_surname_is_found_with_a_case_ending_and_in_its_other_genders_form(engine) -> None:  # type: ignore[no-untyped-def]
    listed = {"applications": [{"applicant": "Ершов Д.А.", "status": "НА ПРОВЕРКЕ"}],
              "client": {"ФИО": "Цаллагова Залина Георгиевна", "email": "z.tsallagova@example.org"}}  # fmt: skip
    calls = [ToolCall(name="get_permit_status", args={"booking_no": "ИХ-24/0815"}, result=listed)]
    agent = "Ершовтæн дæр афтæ. Цаллагов дæр ис списокы."
    dumped = _redacted(engine, [Turn(index=0, user_text="Салам!", tool_calls=calls, final_response=agent)])
    for value in ("Ершов", "Цаллагов"):
        assert value not in dumped, value
