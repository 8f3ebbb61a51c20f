"""Personal values in other languages' keys, in spaced groups, at a range's end, at a pair of coordinates and under
the key of someone's role: replaced with no configuration; organisations under a role key and shared things kept."""

from __future__ import annotations

from miner.model import ToolCall, Turn
from redaction import RedactionConfig, Redactor
from tests.redaction.conftest import make_session

PERSONAL = {
    "Vorname": "Lukas", "Geburtsdatum": "14.02.1991", "Strasse": "Lindwurmstraße 88",
    "sicherheitscode_zb1": "7Xk9Pq2", "prénom": "Amélie", "apellidos": "García Ortega",
    "subject_id": "1187-0231", "sort_code": "20-45-77", "candidate": "8832", "Referring Manager": "Dawn Pickering",
    "hok": {"coordinaten": {"NB": "50.91873", "OL": "3.21455"}},
}  # fmt: skip
KEPT = {"accountManager": "Relationship Team South", "sku": "OZE-05-PEN", "betrag": "142,00 EUR", "status": "offen"}
TEXT = ("Das Geld ist von meinem Konto abgebucht worden!! DE44 7002 0270 0015 2377 91. Lieferschein DN 44129, "
        "acct is BRK 0042, rings NL 2024-1873341 to 1873346; SKU 12345678 and EUR 1500 stay.")  # fmt: skip
GONE = ["DE44 7002 0270 0015 2377 91", "DN 44129", "BRK 0042", "1873341", "1873346"]


def _values(value: object) -> list[str]:
    if isinstance(value, dict):
        return [text for item in value.values() for text in _values(item)]
    return [str(value)]


def test_values_in_other_languages_keys_spaced_groups_and_coordinates_are_replaced(engine) -> None:  # type: ignore[no-untyped-def]
    call = ToolCall(name="lookup", args={"to": 1873346, "year": 2024}, result={**PERSONAL, **KEPT})
    session = make_session([Turn(index=0, user_text=TEXT, tool_calls=[call], final_response="ok")])
    redacted = Redactor(RedactionConfig(n_process=1), engine=engine).redact(session)
    dumped = redacted.session.model_dump_json()
    for value in [*_values(PERSONAL), *GONE]:
        assert value not in dumped, value
    args = redacted.session.turns[0].tool_calls[0].args
    assert args["year"] == 2024 and args["to"] != 1873346  # the range's end the text names is the id's
    result = redacted.session.turns[0].tool_calls[0].result
    assert {key: result[key] for key in KEPT} == KEPT
    text = redacted.session.turns[0].user_text
    assert "SKU 12345678" in text and "EUR 1500" in text
