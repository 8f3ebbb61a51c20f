"""One given name alone under a doer's key, in a log line or in JSON inside a text, is the doer's name; a word of the
language, a country, a code and a firm's name under such a key stay (redaction/rules/one_name_under_a_doer.py)."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("INFO workshop.assign piece=HEI-TIKI-220 carver=manaia updated_from=web", "manaia"),
        ('{"carver": "moraa", "amount_kes": 3200, "workshop": "STALL-02"}', "moraa"),
        ('INFO race.entry bib=4410 runner="Wanjiru" wave=B', "Wanjiru"),
    ],
)
def test_one_given_name_under_a_doers_key_is_found(engine: Engine, text: str, value: str) -> None:
    assert any(entity == "PERSON" and found_value == value for entity, found_value in found(engine, text))


@pytest.mark.parametrize(
    "text",
    [
        "INFO job.done runner=Main status=ok",
        "lot.add grower=Jordan grade=AA weight=60",
        "INFO shift keeper=Unknown gate=3",
        "INFO pay.collect carver=Stripe amount=3200",
        "[inventory] sku=SF-100 qty=0 backorder=true restock_eta=2025-05-20",
    ],
)
def test_words_countries_and_firms_under_a_doers_key_stay(engine: Engine, text: str) -> None:
    assert not {value for entity, value in found(engine, text) if entity in {"PERSON", "USERNAME"}}
