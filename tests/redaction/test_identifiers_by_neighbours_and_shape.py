"""Identifiers under a short key inside a person's record, in long groups of digits, under a key naming both an
owner and a code, in free text with no noun before them, in another language's words, inside a JSON key and a
URL: replaced with no configuration; software's ids, queues and departments kept."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import RedactionConfig, Redactor
from tests.redaction.conftest import make_session

RECORD = {
    "titolare": {"nome": "Lorenzo Gallo", "cf": "GLLLNZ88E12L219K", "email": "lorenzo_g@example.net"},
    "address": {"line1": "Flat 602, Sai Krupa CHS, Baner Road", "pincode": "411045"},
    "endereco": {"logradouro": "Rua das Palmeiras, 318, apto 42", "cep": "04116-001"},
    "clientCode": "C-004418", "abn": "51 824 753 556",
    "enquiry": {"ref": "VN/48811/ENQ"}, "enquiry_VN/48811/ENQ": "SUSPENDED",
    "adoptionNo": "ADP-25-11902", "attachments": ["https://shelter.example.org/docs/ADP-25-11902_transfer.pdf"],
}  # fmt: skip
ERROR = ("NlisGatewayError: 503 (devices 982 000412345678 .. 982000412345691); card_declined charge ch_3QpZk8L2x9Vb; "
         "trace 4bf92f3577b34da6a3ce929d0e0e4736, request 1b4e28ba-2fa1-11d2-883f")  # fmt: skip
USER = ("ciao, ho l'iscrizione ISC2026 3952; ISEE prot. INPS-ISEE-2026-00123456789-00. impound # imp 2026 7719. "
        "Veículo já emplacado, placa rta 4f21.")  # fmt: skip
GONE = ["GLLLNZ88E12L219K", "411045", "04116-001", "C-004418", "51 824 753 556", "48811", "11902",
        "982 000412345678", "000412345678", "982000412345691", "ch_3QpZk8L2x9Vb", "ISC2026 3952", "3952",
        "00123456789", "imp 2026 7719", "rta 4f21"]  # fmt: skip
KEPT_TEXT = ["4bf92f3577b34da6a3ce929d0e0e4736", "1b4e28ba-2fa1-11d2-883f", "l'Ufficio Clienti", "Customer Relations"]


def test_identifiers_by_their_neighbours_and_shape_are_replaced_and_shared_names_stay(engine) -> None:  # type: ignore[no-untyped-def]
    calls = [
        ToolCall(name="lookup", args={"plate": "RTA4F21"}, result=RECORD),
        ToolCall(name="transfer", args={"coda": "Ufficio Clienti", "queue": "Customer Relations"}, error=ERROR),
    ]
    agent = "Ho aperto il ticket per l'Ufficio Clienti; logged with Customer Relations."
    session = make_session([Turn(index=0, user_text=USER, tool_calls=calls, final_response=agent)])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session).session
    dumped = redacted.model_dump_json()
    for value in GONE:
        assert value not in dumped, value
    assert "GLLLNZ88E12L219K".lower() not in dumped.lower()
    result = redacted.turns[0].tool_calls[0].result
    assert "enquiry_VN/48811/ENQ" not in result and result["enquiry"]["ref"] in next(k for k in result if "_" in k)
    assert result["attachments"][0].startswith("https://shelter.example.org/docs/")
    assert redacted.turns[0].tool_calls[1].args == {"coda": "Ufficio Clienti", "queue": "Customer Relations"}
    texts = (redacted.turns[0].tool_calls[1].error or "") + redacted.turns[0].final_response
    for value in KEPT_TEXT:
        assert value in texts, value


def test_a_number_after_the_numero_sign_and_a_land_registrys_holding_are_replaced(redactor: Redactor) -> None:
    user = ("Қабз № 55120937, роҳхати №004127. Dr Whitfield's application for Block 89418B Parcel 211; the "
            "comparable Lot 12102 sold in March.")
    session = make_session([Turn(index=0, user_text=user, final_response="Noted.")])
    text = redactor.redact(session).session.turns[0].user_text
    assert not {"55120937", "004127", "89418B", "12102"} & set(text.replace(",", " ").replace(".", " ").split())
    assert "Қабз №" in text and "March" in text
