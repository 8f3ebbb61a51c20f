"""The session's own values told in part, as their holder writes them: a number's last digits across its own separator,
in any script's digits ("۴۷۳۶-۷" for 52203-1184736-7); each of two records' codes joined by a slash in a held id
(`TVC-104477/L-3`, then "L-3" alone); and a keypad's or a lockbox's number said right after it, the word "code" left
out ("side door keypad is 7319") (redaction/pseudonyms.py, redaction/recognizers/secrets.py)."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import Engine, RedactionConfig, Redactor
from tests.redaction.conftest import make_session


def _redacted(engine: Engine, user: str, calls: list[ToolCall], agent: str = "ok") -> str:
    session = make_session([Turn(index=0, user_text=user, tool_calls=calls, final_response=agent)])
    return Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session.model_dump_json(
        ensure_ascii=False
    )


def test_a_national_ids_last_digits_told_with_its_separator_in_persian_digits_are_replaced(engine: Engine) -> None:
    calls = [ToolCall(name="get_owner", args={"licence_no": "FL-2023-02194"},
                      result={"owner": {"cnic": "52203-1184736-7", "mobile": "0333-7845120"}})]  # fmt: skip
    dumped = _redacted(engine, "۴۷۳۶-۷. مرچی چالان جوڑ بیت؟", calls)
    assert "۴۷۳۶-۷" not in dumped and "1184736" not in dumped


def test_a_date_or_a_range_beside_a_held_number_stays(engine: Engine) -> None:
    calls = [ToolCall(name="get_owner", args={"cnic": "52203-1184736-7"}, result={"status": "ok"})]
    dumped = _redacted(engine, "Open 10:30-17:00, the fee for 2023-24 is 6500.", calls)
    for value in ("10:30-17:00", "2023-24", "6500"):
        assert value in dumped, value


def test_each_code_of_an_id_joined_by_a_slash_is_replaced_alone(engine: Engine) -> None:
    calls = [
        ToolCall(name="find_customer", args={"address": "x"},
                 result={"customerId": "TVC-104477", "serviceLocations": [{"locId": "L-3", "unit": "Apt 12B"}]}),
        ToolCall(name="hold_slot", args={"ref": "TVC-104477/L-3"}, result={"held": True}),
    ]  # fmt: skip
    dumped = _redacted(engine, "can someone come today?", calls, "Booked for location L-3.")
    assert "L-3" not in dumped and "104477" not in dumped


def test_a_keypads_number_said_without_the_word_code_is_a_secret(engine: Engine) -> None:
    dumped = _redacted(engine, "furnace is in the basement, side door keypad is 7319 if nobody answers", [])
    assert "7319" not in dumped
    kept = _redacted(engine, "the keypad needs 2 AA batteries, model KP-200", [])
    assert "2 AA" in kept and "KP-200" in kept


def test_a_staff_members_initials_under_their_posts_key_are_replaced(engine: Engine) -> None:
    calls = [ToolCall(name="get_pawn", args={"ticket": "24-1187"},
                      result={"status": "ACTIVE", "clerk": "RJ", "owner_code": "NAV"})]  # fmt: skip
    dumped = _redacted(engine, "when is it due?", calls)
    assert '"RJ"' not in dumped and '"ACTIVE"' in dumped


def test_a_configured_patterns_id_told_without_its_prefix_is_replaced(engine: Engine) -> None:
    calls = [ToolCall(name="get_hunter", args={"beneficiary_no": "N-218834"},
                      result={"hunter": {"beneficiary_no": "N-218834", "status": "ACTIVE"}})]  # fmt: skip
    dumped = _redacted(engine, "ᐄ, NTI ᓈᓴᐅᑎᒐ 218834. ᐅᕙᖓ", calls)
    assert "218834" not in dumped
