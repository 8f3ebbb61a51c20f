"""A business's own values the recognizers took for personal data, kept in the texts that write them: an amount
after a currency's abbreviation, a firm's name quoted beside its legal form; and the personal values beside them,
still replaced."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(surrogates: Redactor, user: str, agent: str) -> str:
    customer = {"name": "Chaltu Gammachuu", "phone": "+251911234567"}
    turn = Turn(index=0, user_text=user, final_response=agent,
                tool_calls=[ToolCall(name="get_order", args={"order_id": "AJ-016-00873"},
                                     result={"customer": customer})])  # fmt: skip
    return surrogates.redact(make_session([turn])).session.model_dump_json()


def test_an_amount_after_a_currencys_abbreviation_stays_whole_and_the_customer_is_replaced(
    surrogates: Redactor,
) -> None:
    redacted = _redacted(
        surrogates, "Ani Chaltu Gammachuu. Kaffaltiin Qar. 13,500.00 telebirr'n kaffaleera.",
        "Galatoomaa, Aadde Chaltu! Waliigalli Qar. 27,300.00 (daakuu Qar. 300.00 dabalatee), kan hafe "
        "Qar. 13,800.00 yeroo kennaa.",
    )
    for amount in ("Kaffaltiin Qar. 13,500.00", "Waliigalli Qar. 27,300.00", "daakuu Qar. 300.00",
                   "Qar. 13,800.00"):  # fmt: skip
        assert amount in redacted
    assert "Gammachuu" not in redacted and "251911234567" not in redacted


def test_a_given_name_before_an_abbreviations_dot_and_an_amount_is_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(surrogates, "Please refund Mary Jo. 13,500.00 was taken twice.", "I will refund Mary Jo.")
    assert "Mary Jo" not in redacted


def test_a_firms_name_quoted_beside_its_legal_form_stays_and_the_foreman_is_replaced(surrogates: Redactor) -> None:
    foreman = {"name": "Пайтеров Андрей", "phone": "+7 927 841 22 10"}
    turn = Turn(index=0, user_text="Сәлам! Газ кайчан тоташтырылачак? Мин Михайлова Ольга.",
                final_response="Ольга, газопровод хывнӑ (наряд НР-24-11902, «Атӑл Газстрой» ООО, бригадир "
                               "Пайтеров Андрей). «Аныҡ Үлсәү» ЯСЙ-ға шылтыратӑр.",
                tool_calls=[ToolCall(name="get_work_orders", args={"contract": "ДП-21-24/04471"},
                                     result={"contractor": "«Атӑл Газстрой» ООО", "foreman": foreman})])  # fmt: skip
    redacted = surrogates.redact(make_session([turn])).session.model_dump_json()
    assert "«Атӑл Газстрой» ООО" in redacted and "«Аныҡ Үлсәү» ЯСЙ-ға" in redacted
    assert "Пайтеров" not in redacted and "Михайлова" not in redacted and "927 841" not in redacted
