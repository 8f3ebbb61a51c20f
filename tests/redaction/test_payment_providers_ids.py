"""A payment provider's id is a payer's, though the record listing it is the software's (`payment_providers_id` in
redaction/rules/identifiers.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.recognizers.identifiers import provider_id
from tests.redaction.conftest import redacted_session


def test_a_payment_providers_id_in_a_list_of_attempts_is_replaced_everywhere(redactor: Redactor) -> None:
    result = {"attempts": [{"id": "pay_3KqL9xT2", "amount": 1846.2, "result": "failed"},
                           {"id": "pay_3KqLbQ07", "amount": 1846.2, "result": "failed"}],
              "decline_code": "insufficient_funds"}  # fmt: skip
    session = redacted_session(redactor, "my payment keeps failing", [ToolCall(name="get_payment_attempts",
                               result=result)], "Attempts pay_3KqL9xT2 and pay_3KqLbQ07 both failed.")  # fmt: skip
    text = session.model_dump_json()
    assert "pay_3KqL9xT2" not in text and "pay_3KqLbQ07" not in text
    assert "insufficient_funds" in text


@pytest.mark.parametrize(("value", "is_one"), [
    ("pay_3KqL9xT2", True), ("ch_8842017735", True), ("cus_7QnR2xLk9P", True), ("pi_3PvKq2Lw9Tn0aR1e7XcD", True),
    ("req_9d2f7a11c3", False), ("evt_01JD3K8Q2M", False), ("card_declined", False), ("ch_3f9a21c4", False),
    ("pay_abcdefgh", False), ("dark_mode", False),
])  # fmt: skip
def test_a_providers_id_is_its_objects_prefix_and_a_generated_key(value: str, is_one: bool) -> None:
    assert provider_id(value) is is_one
