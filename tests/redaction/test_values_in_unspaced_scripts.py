"""A value the walk types under an object whose key gives it another type is judged by the person-record rules, a
staff member's code in their card may hold groups of capitals, and a value of a script written with no space between
words is replaced wherever a text writes it (redaction/walk.py, redaction/rules/person_records.py,
redaction/known_values.py `unspaced`)."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import Engine, RedactionConfig, Redactor
from redaction.known_values import KnownValues, unspaced
from tests.redaction.conftest import make_session


def _redacted(engine: Engine, calls: list[ToolCall], agent: str = "ok") -> str:
    session = make_session([Turn(index=0, user_text="ndei", tool_calls=calls, final_response=agent)])
    return Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session.model_dump_json()


def test_unspaced_scripts() -> None:
    assert unspaced("韦秀兰") and unspaced("สมชาย") and unspaced("やまだ たろう")
    assert not unspaced("Wei Xiulan") and not unspaced("新圩街27号") and not unspaced("韦") and not unspaced("ராம்")


def test_a_value_of_an_unspaced_script_is_found_inside_a_sentence() -> None:
    known = KnownValues()
    known.add_text("韦秀兰", ignore_case=True)
    known.add_text("Lena", ignore_case=True)
    pattern = known.compile()
    assert pattern is not None
    text = "用户韦秀兰(户号3201004587)微信充值; Lenavik, Lena"
    assert pattern.sub(lambda match: "<P>", text) == "用户<P>(户号3201004587)微信充值; Lenavik, <P>"


def test_a_name_under_an_accounts_key_and_told_in_a_note_is_replaced(engine: Engine) -> None:
    calls = [
        ToolCall(name="query_account", args={"hu_hao": "3201004587"},
                 result={"account": {"hu_hao": "3201004587", "huzhu": "韦秀兰", "tel": "138 7716 2045",
                                     "status": "NORMAL"}}),
        ToolCall(name="transfer_to_human", args={"queue": "供气服务组", "note": "用户韦秀兰(户号3201004587)要求上门"},
                 result={"ok": True}),
        ToolCall(name="create_repair_order", args={"hu_hao": "3201004587"},
                 result={"workOrder": {"tech": {"name": "覃师傅", "gonghao": "WM-T-219"}, "slot": "09:00-12:00"}}),
    ]  # fmt: skip
    dumped = _redacted(engine, calls)
    for value in ("韦秀兰", "WM-T-219"):
        assert value not in dumped, value
    for value in ("NORMAL", "供气服务组", "09:00-12:00"):
        assert value in dumped, value
