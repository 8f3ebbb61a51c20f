"""A part of an address a tool holds, written alone in a text, is that address's when it tells where by itself
(redaction/rules/address_parts.py)."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction.rules.address_parts import EXAMPLES, address_parts
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("address", "parts"), EXAMPLES)
def test_the_parts_that_point_to_one_door(address: str, parts: tuple[str, ...]) -> None:
    assert address_parts(address) == list(parts)


def test_directions_in_a_held_address_are_replaced_in_a_hand_off(redactor) -> None:  # type: ignore[no-untyped-def]
    address = "c/- Leota Pele, next to the EFKS church, Sasina, Savai'i"
    calls = [ToolCall(name="update_delivery_address", args={"orderNo": "SO-77310", "address": address},
                      result={"ok": True})]
    text = "Delivery changed to: Leota Pele, next to the EFKS church, Sasina. 48 sheets, paid WST 5,421.60"
    turn = redacted_session(redactor, text, calls).turns[0]
    assert "next to the EFKS church" not in turn.user_text
    assert "48 sheets, paid WST 5,421.60" in turn.user_text


def test_a_flat_in_a_held_address_is_replaced_alone(redactor) -> None:  # type: ignore[no-untyped-def]
    calls = [ToolCall(name="get_tenant", args={"tenantNo": "T-5521"},
                      result={"address": "Flat 2C, 4th floor, door at the back of the yard, Kolonia"})]
    turn = redacted_session(redactor, "the parcel is for Flat 2C, the door at the back of the yard", calls).turns[0]
    assert "Flat 2C" not in turn.user_text
    assert "door at the back of the yard" not in turn.user_text

