"""Values that are not personal and must survive redaction whole, in the structure and in the texts that repeat
them: a plan or a model named with its number, a status written as a constant in capitals, a model inside an
account's object; and the personal values beside them, still replaced."""

from __future__ import annotations

from typing import Any

from miner.model import ToolCall, Turn
from redaction import Redactor
from tests.redaction.conftest import make_session


def _redacted(surrogates: Redactor, result: dict[str, Any], user: str, agent: str) -> str:
    turn = Turn(index=0, user_text=user, final_response=agent,
                tool_calls=[ToolCall(name="lookup_account", args={"q": "x"}, result=result)])  # fmt: skip
    return surrogates.redact(make_session([turn])).session.model_dump_json()


def test_a_plan_named_with_its_number_stays_in_the_structure_and_in_the_texts(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"musteri": {"adSoyad": "Ayşe Demirtaş", "eposta": "ayse.demirtas@example.com.tr"},
                     "Paket": "Kurumsal 5000 Kontör"},
        "Merhaba, Ayşe Demirtaş. Kurumsal 5000 Kontör için ödedik.",
        "Kurumsal 5000 Kontör paketiniz aktif, Ayşe Hanım.",
    )  # fmt: skip
    assert redacted.count("Kurumsal 5000 Kontör") == 3
    assert "Demirtaş" not in redacted and "ayse.demirtas" not in redacted


def test_a_street_and_its_door_number_is_still_an_address(surrogates: Redactor) -> None:
    redacted = _redacted(surrogates, {"cliente": {"nome": "Glória Benedito", "rua": "Rua Augusta 1500"}},
                         "Oi, moro na Rua Augusta 1500", "Obrigado, Glória.")  # fmt: skip
    assert "Glória" not in redacted


def test_a_status_in_capitals_is_no_handle_of_a_label_taken_for_a_name(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"yoyaku": {"status": "SEIKYU_ZUMI", "kokyaku_id": "KC-0051977"}},
        "Seikyu no ken desu, KC-0051977.", "・Seikyu: 22,000-en\n・Status: SEIKYU_ZUMI",
    )  # fmt: skip
    assert redacted.count("SEIKYU_ZUMI") == 2
    assert "KC-0051977" not in redacted


def test_a_handle_in_capitals_holding_a_full_names_part_is_still_replaced(surrogates: Redactor) -> None:
    redacted = _redacted(surrogates, {"holder": {"name": "Priya Okafor"}, "login": "OKAFOR_P"},
                         "Hi, Priya Okafor here", "Logged in as OKAFOR_P.")  # fmt: skip
    assert "OKAFOR" not in redacted.upper()


def test_a_model_inside_an_accounts_object_is_no_account_number(surrogates: Redactor) -> None:
    redacted = _redacted(
        surrogates, {"account": {"number": "DK-448120-77", "equipment": {"model": "Vertical Lift VL-4000"}}},
        "Our lift is down", "Your Vertical Lift VL-4000 is under warranty.",
    )  # fmt: skip
    assert redacted.count("Vertical Lift VL-4000") == 2
    assert "DK-448120-77" not in redacted


def test_a_things_name_with_a_possessive_ending_in_a_text_is_still_the_things(surrogates: Redactor) -> None:
    redacted = _redacted(surrogates, {"candidate": {"centre": {"name": "Ravensbourne Academy"}}},
                         "Where do I collect my certificate?",
                         "I understand. Ravensbourne Academy's exams officer can reissue it.")  # fmt: skip
    assert redacted.count("Ravensbourne Academy") == 2
