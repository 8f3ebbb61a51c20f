"""A name or a handle under a key named for what someone does, and handles joined by an underscore under a role key
(redaction/rules/doer_keys.py)."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('INFO entry.create order=MR-2026-880933 runner="Mateusz Wróblewski" race=FULL26', "Mateusz Wróblewski"),
        ('INFO lookup.scan keeper="Ngozi Chukwu" status=MISSING', "Ngozi Chukwu"),
        ("roster.add team_id=203 player='Rhiannon ap Dafydd' added_by=captain", "Rhiannon ap Dafydd"),
        ("home-visit booked drape=MADISAR draper=kavitha.r", "kavitha.r"),
    ],
)
def test_a_name_or_a_handle_under_a_doers_key_is_found(engine: Engine, text: str, value: str) -> None:
    assert any(found_value == value for _, found_value in found(engine, text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("INFO pos.sale store=ROBINA total=649.00 cashier=jess_k item=EXO-PT2615", "jess_k"),
        ('guest.checkin booking=MRK-5540 therapist=hassan_b room=MASS-3', "hassan_b"),
        ("sftp.upload user=kwame.osei-tutu bytes=88213", "kwame.osei-tutu"),
    ],
)
def test_a_handle_joined_by_an_underscore_or_with_a_hyphen_under_a_role_key_is_found(
    engine: Engine, text: str, value: str
) -> None:
    assert any(found_value == value for _, found_value in found(engine, text))


@pytest.mark.parametrize(
    "text",
    [
        "deploy server=nginx vendor=\"Acme Supplies\" printer=\"HP LaserJet\"",
        "INFO shift assignee=on_call customer=walk_in scheduler=cron_daily",
        "sync runner=ubuntu-latest filter=\"Open Orders\" layer=\"Base Map\"",
        "catalogue.add artist=\"The Fernhill Collective\" format=LP",
        "relevel table=12ft cushion_rubber=\"Northern Rubber\"",
        "gear.checkout kit=HARN-24 descender=\"Petzl Pirana\" operator=\"Red Funnel\"",
    ],
)
def test_things_and_words_under_such_keys_stay(engine: Engine, text: str) -> None:
    assert not {value for entity, value in found(engine, text) if entity in {"PERSON", "USERNAME"}}
