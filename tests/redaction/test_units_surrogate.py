"""A room's, a flat's or a bed's code held as an address is replaced by another code of its layout, not a street
(redaction/surrogates.py)."""

from __future__ import annotations

import pytest

from redaction.surrogates import Surrogates


@pytest.mark.parametrize(("code", "surrogate"), [("212-B", "001-B"), ("Rm 7", "Rm 1"), ("K2-118", "K0-001")])
def test_a_units_code_keeps_its_layout(code: str, surrogate: str) -> None:
    assert Surrogates(b"k").street(code, 0) == surrogate


@pytest.mark.parametrize("address", ["12 Acacia Avenue", "Flat 2C", "Bunkhouse B, Rm 212"])
def test_an_address_with_a_word_becomes_a_street(address: str) -> None:
    assert "Example Street" in Surrogates(b"k").street(address, 0)
