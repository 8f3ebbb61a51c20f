"""A catalogue entry's name with its number (a model's, a product's) is kept whole: the street, the code or the name
a guess reads inside it is the catalogue's, in the field and in every text of the session that writes it; and a bank
branch's code under a person's account is the branch's."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Redactor
from redaction.rules.catalogue_names import EXAMPLES, NAMES, a_catalogue_name, inside_a_catalogue_name
from redaction.rules.fields import code_no_one_owns
from tests.redaction.conftest import redacted_session


@pytest.mark.parametrize(("key", "value", "kept"), NAMES)
def test_a_catalogue_entrys_name_with_its_number(key: str, value: str, kept: bool) -> None:
    assert a_catalogue_name(key, value) is kept


@pytest.mark.parametrize(("text", "names", "span", "entity", "dropped"), EXAMPLES)
def test_a_guess_is_dropped_only_inside_a_held_name(
    text: str, names: frozenset[str], span: str, entity: str, dropped: bool
) -> None:
    assert span in text
    assert inside_a_catalogue_name(span, entity, names) is dropped


def test_a_models_number_stays_where_a_street_and_a_code_were_read(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_appliances", args={"property_ref": "PR-88123"},
                      result={"appliances": [{"model": "Baxi 800 Combi 2", "serial": "BX-4471-9920"},
                                             {"model": "Tata LPT 1618", "location": "yard"}],
                              "landlord": {"name": "Priya Raman", "phone": "+44 7700 900123"}})]  # fmt: skip
    session = redacted_session(redactor, "hi, is the boiler certificate done? Priya", calls,
                               "Hi Priya, the Baxi 800 Combi 2 passed, and the Tata LPT 1618 is booked.")
    text = session.model_dump_json()
    assert text.count("Baxi 800 Combi 2") == 2 and text.count("Tata LPT 1618") == 2
    assert "Priya" not in text and "900123" not in text and "BX-4471-9920" not in text


def test_a_size_inside_a_code_no_one_owns() -> None:
    assert code_no_one_owns("sku", "SHD-200x300-KM")
    assert not code_no_one_owns("sku", "SHD-box-KM300")
    assert not code_no_one_owns("booking_ref", "SHD-200x300-KM")


def test_a_bank_branchs_code_under_an_account_is_the_branchs(redactor: Redactor) -> None:
    calls = [ToolCall(name="set_refund_account",
                      args={"refund_account": {"account_no": "06551000012345", "ifsc": "PSIB0000655"}},
                      result={"ok": True})]  # fmt: skip
    session = redacted_session(redactor, "refund to account 06551000012345, IFSC PSIB0000655", calls,
                               "Done: the refund goes to 06551000012345 (IFSC PSIB0000655).")
    text = session.model_dump_json()
    assert text.count("PSIB0000655") == 3
    assert "06551000012345" not in text
