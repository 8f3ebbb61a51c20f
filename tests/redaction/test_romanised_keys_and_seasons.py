"""A key's loanword in another alphabet is read as the key word it romanises to (`статус` is a status, `модель` a
model, `телефон` a phone), so a status or a model under it is kept as under its English key; a season is a time, so
a year under it is no identifier, and a code holding that year stays whole."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.recognizers.keys import key_words
from redaction.rules.key_languages import KNOWN_KEY_WORDS
from redaction.rules.romanised_keys import EXAMPLES, romanised
from redaction.rules.unowned import UNOWNED_WORDS
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "reads_as"), EXAMPLES)
def test_a_keys_loanword_is_read_by_its_romanisation_when_a_table_knows_it(key: str, reads_as: str) -> None:
    assert key_words(key) == [reads_as]


@pytest.mark.parametrize("word", ["status", "бүлек", "отдел", "123", "№"])
def test_a_latin_word_an_unknown_word_or_no_letters_is_not_romanised(word: str) -> None:
    assert romanised(word, KNOWN_KEY_WORDS) is None


def test_the_words_a_romanised_key_may_take_include_the_things_no_one_owns() -> None:
    assert UNOWNED_WORDS <= KNOWN_KEY_WORDS


def test_a_status_and_a_model_under_keys_in_cyrillic_stay_and_the_customer_is_replaced(redactor: Redactor) -> None:
    result = {"заявка": {"статус": "ҮТӘЛМӘНЕ", "номер": "ЗВ-2024-10-3381"},
              "счётчик": {"модель": "Пульсар ДУ-15"},
              "абонент": {"исем": "Гөлназ Ҡаһарманова", "телефон": "+79871025543"}}  # fmt: skip
    session = redacted_session(redactor, "Сәләм, мастер килмәне.", [ToolCall(name="get_request", result=result)],
                               "Заявка ЗВ-2024-10-3381: ҮТӘЛМӘНЕ, счётчик Пульсар ДУ-15.")
    text = session.model_dump_json()
    assert "ҮТӘЛМӘНЕ" in text and "Пульсар ДУ-15" in text
    assert "ЗВ-2024-10-3381" not in text and "79871025543" not in text and "Ҡаһарманова" not in text


def test_a_year_under_a_season_is_no_identifier_and_a_code_holding_it_stays_whole(redactor: Redactor) -> None:
    calls = [ToolCall(name="list_deliveries", args={"growerId": "NVG-HKP-0217", "season": "2024"},
                      result={"deliveries": [{"deliveryNo": "DLV-24-0871", "payBatch": "PB-2024-07B"}]})]  # fmt: skip
    session = redacted_session(redactor, "Where is my payment for grower NVG-HKP-0217?", calls,
                               "Both deliveries were paid in the 9 August run (batch PB-2024-07B).")
    text = session.model_dump_json()
    assert "PB-2024-07B" in text and '"2024"' in text
    assert "NVG-HKP-0217" not in text and "DLV-24-0871" not in text
