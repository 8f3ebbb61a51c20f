"""Identifiers under keys whose noun is the business's word: a trading party's id in a person's record, the lot a
call reads, and an entry at a place anyone uses (redaction/rules/identifiers.py
`id_of_a_party_in_its_own_record`, `lot_a_call_reads`; redaction/recognizers/identifiers.py `ID_NOUNS`)."""

from __future__ import annotations

from miner.model import ToolCall
from redaction import Redactor
from redaction.recognizers.identifiers import names_a_holding, unowned_kind
from tests.redaction.conftest import redacted_session


def test_a_supplier_id_in_the_suppliers_record_is_replaced_everywhere(redactor: Redactor) -> None:
    calls = [ToolCall(name="findSupplier", args={"fio": "Тадыев Эркемен"},
                      result={"supplierId": "SUP-0411-87", "fio": "ТАДЫЕВ ЭРКЕМЕН", "phone": "+7 913 691-24-57"}),
             ToolCall(name="getPurchasePayout", args={"supplierId": "SUP-0411-87"}, result={"status": "HOLD"})]
    dumped = redacted_session(redactor, "мой номер SUP-0411-87", calls).model_dump_json()
    assert "SUP-0411-87" not in dumped
    assert "HOLD" in dumped


def test_a_distributors_code_beside_no_person_stays(redactor: Redactor) -> None:
    calls = [ToolCall(name="fetch_consumer", args={"consumer_no": "6028417", "distributor_code": "DIST-0041921"},
                      result={"distributor": {"code": "DIST-0041921", "name": "Sri Venkateshwara Gas Agency"}})]
    dumped = redacted_session(redactor, "my cylinder is late", calls).model_dump_json()
    assert "DIST-0041921" in dumped


def test_the_lot_a_call_reads_is_replaced_and_a_vaccines_batch_stays(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_cold_store_lot", args={"grower_id": "BGC-0217", "lot_no": "LOT/WAL/24/0381"},
                      result={"lot_no": "LOT/WAL/24/0381", "chamber": "CH-2", "bags_in": 14}),
             ToolCall(name="get_pet_record", args={"client_no": "VC-118822"},
                      result={"vaccinations": [{"type": "RABIES", "batch": "RB-24-0917"}]})]  # fmt: skip
    dumped = redacted_session(redactor, "where are my walnuts", calls, "Lot LOT/WAL/24/0381 is in CH-2.")
    text = dumped.model_dump_json()
    assert "LOT/WAL/24/0381" not in text
    assert "RB-24-0917" in text and "CH-2" in text


def test_an_entry_at_a_place_anyone_uses_is_one_persons() -> None:
    assert names_a_holding("gate_entry") and unowned_kind("gate_entry") is None
    assert unowned_kind("gate_code") is not None and unowned_kind("bank_display") is not None
    assert not names_a_holding("flight_number") and not names_a_holding("hotel_room_number")


def test_a_gate_entry_is_replaced_in_the_narrations_that_repeat_it(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_levy_receipts", args={"trader_no": "ILT-0773"},
                      result={"assessed": [{"gate_entry": "GE-241105-0219", "species": "camel", "status": "UNPAID"}]}),
             ToolCall(name="send_stk_push", args={"narration": "Livestock cess GE-241105-0219"}, result={"ok": True})]
    turn = redacted_session(redactor, "nimelipa", calls, "I can see gate entry GE-241105-0219, still UNPAID.").turns[0]
    assert "GE-241105-0219" not in (turn.final_response or "")
    assert "GE-241105-0219" not in str(turn.tool_calls[1].args)
    assert "UNPAID" in (turn.final_response or "")
