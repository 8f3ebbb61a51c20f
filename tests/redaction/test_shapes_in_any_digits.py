"""A number's shape read in any script's digits: the free-text rules find in Devanagari digits what they find in ASCII
ones, and what is replaced is the text's own characters."""

from __future__ import annotations

import pytest

from redaction import Engine
from redaction.engine import text_for_analysis
from redaction.known_values import ascii_digits
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "identifier"),
    [
        ("роҳхати № ००४१२७", "००४१२७"),  # a receipt's number after the numero sign, in Devanagari digits
        ("the parcel ०४८२९१७३६५ came back", "०४८२९१७३६५"),  # a long number alone, by its shape
    ],
)
def test_an_identifiers_shape_in_another_scripts_digits_is_found_as_written(
    engine: Engine, text: str, identifier: str
) -> None:
    assert ("IDENTIFIER", identifier) in found(engine, text)
    assert ("IDENTIFIER", ascii_digits(identifier)) in found(engine, ascii_digits(text))


def test_an_amount_in_another_scripts_digits_is_no_identifier(engine: Engine) -> None:
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, "कुल ₹३,१८० का भुगतान हुआ"))


def test_the_analysed_text_keeps_every_offset() -> None:
    text = "ཁང་ཨང་ ༢༦། ۰۸۸۲ १२ ² line\\nnext"
    analysed = text_for_analysis(text)
    assert len(analysed) == len(text)
    assert "26" in analysed and "0882" in analysed and "12" in analysed
    assert "²" in analysed  # a superscript is a digit to `isdigit`, no script's decimal digit: left as written


def test_digits_beyond_the_first_plane_are_read_as_ascii_ones() -> None:
    # Adlam (Fula) and Osmanya (Somali) digits lie outside the Basic Multilingual Plane; the date recognizer and the
    # free-text rules read them through the same table.
    assert ascii_digits("𞥑𞥙𞥗𞥒 𐒡𐒢") == "1972 12"
