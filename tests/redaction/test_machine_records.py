"""A machine's record read as such: a number under a key that names no phone, an error code in an error line
(redaction/rules/machine_records.py)."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    "text",
    [
        "2026-12-01 15:40:12 ERROR payments.webhook provider=adyen event=AUTHORISATION success=false reason=Refused "
        "psp=8836127712",
        'INFO scanner.read {"event": "scan", "ts": 1733494812, "ok": true}',
        "ERROR ocpp.ws charge_point=MAN-PICC-07 disconnected code=1006 reconnect_attempts=5",
        "TerminalSaleRejected: GAME_CLOSED (code 4031) game=THUNDERBALL draw=2026-11-29 local_time=18:02:44",
        'upstream answered {"error": {"code":"1001", "message": "invalid request"}}',
    ],
)
def test_a_machines_number_and_error_code_stay(engine: Engine, text: str) -> None:
    assert not {value for entity, value in found(engine, text) if entity in {"PHONE_NUMBER", "SECRET"}}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("sms.send to=07700900418 status=queued", "07700900418"),
        ('{"customer_phone": "07700900418", "status": "sent"}', "07700900418"),
        ("ERROR otp verify failed code=884120", "884120"),
        ("WARN door.unlock failed code=7316", "7316"),
        ("call me on 0207 946 0321, the code is 4721", "4721"),
    ],
)
def test_a_phone_or_a_secret_under_its_key_is_still_found(engine: Engine, text: str, value: str) -> None:
    assert any(found_value == value for _, found_value in found(engine, text))
