"""A code written only in a text, of the same series as an identifier a tool holds, is replaced as it is."""

from __future__ import annotations

from redaction import Redactor
from tests.redaction.conftest import make_session


def _state(surrogates: Redactor, state: dict[str, object]) -> dict[str, object]:
    return surrogates.redact(make_session([]).model_copy(update={"state": state})).session.state


def test_another_invoice_of_a_held_invoices_series_is_replaced(surrogates: Redactor) -> None:
    note = "got invoice MOF-INV-24-09915 for 4,850. Last year it was 2,900 (MOF-INV-23-08102)."
    redacted = _state(surrogates, {"invoice": {"invoiceNumber": "MOF-INV-24-09915"}, "note": note})
    assert "MOF-INV-23-08102" not in str(redacted) and "MOF-INV-24-09915" not in str(redacted)
    assert str(redacted["note"]).startswith("got invoice ")


def test_a_code_of_another_shape_or_a_years_scheme_is_left(surrogates: Redactor) -> None:
    note = "sku EBH-TUN-1314 sold out, scheme SKEMA-2023 closed"
    redacted = _state(surrogates, {"invoice": {"invoiceNumber": "MOF-INV-24-09915"},
                                   "grant": {"applicationId": "SKEMA-2024"}, "note": note})  # fmt: skip
    assert all(code in str(redacted["note"]) for code in ("EBH-TUN-1314", "SKEMA-2023"))
