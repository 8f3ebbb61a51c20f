"""An amount written with its currency's code stays, under any key and in free text ("Net ni KES 11,240",
`"solde_restant": "38 500 XOF"`), while a code of capitals and digits in groups, a document's number after its word
and the person's values beside the amount are still replaced."""

from __future__ import annotations

import pytest

from miner.model import ToolCall
from redaction import Engine, Redactor
from redaction.rules.amounts_with_their_currency import an_amount_with_its_currency
from tests.redaction.conftest import found, redacted_session


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("38 500 XOF", True), ("11 240 KES", True), ("KES 11,240", True), ("17 500 FCFA", True),
        ("EUR 1.250,00", True), ("KSh 2,500", True), ("USD 20000", True), ("1 200 000 XAF", True),
        ("MSKU 448120 3", False), ("ABC 448120", False), ("38 500 XQZ", False), ("XOF-38500", False),
        ("KES 114A", False), ("E-RX 88213-KQ", False), ("KES", False),
    ],
)  # fmt: skip
def test_a_number_with_a_currencys_code_is_an_amount(text: str, amount: bool) -> None:
    assert an_amount_with_its_currency(text) is amount


def test_an_amount_after_a_documents_word_is_no_documents_number(engine: Engine) -> None:
    assert not any(entity == "ID_NUMBER" for entity, _ in found(engine, "Net ni KES 11,240, yalipwa 04/11."))
    assert ("ID_NUMBER", "AB 12 34 56 C") in found(engine, "My NI is AB 12 34 56 C, thanks.")


def test_an_amount_with_its_currency_stays_under_any_key_and_in_the_texts(redactor: Redactor) -> None:
    result = {"device": {"serial": "SK3-OUA-77120458"}, "solde_restant": "38 500 XOF", "montant": "17 500 FCFA",
              "net": "11 240 KES", "container": "MSKU 448120 3"}  # fmt: skip
    session = redacted_session(
        redactor, "Fo solde yaa 38 500 XOF. Net ni KES 11,240.", [ToolCall(name="get_kit_status", result=result)]
    )
    turn = session.turns[0]
    kept = turn.tool_calls[0].result
    assert (kept["solde_restant"], kept["montant"], kept["net"]) == ("38 500 XOF", "17 500 FCFA", "11 240 KES")
    assert kept["container"] != "MSKU 448120 3" and kept["device"]["serial"] != "SK3-OUA-77120458"
    assert turn.user_text == "Fo solde yaa 38 500 XOF. Net ni KES 11,240."
