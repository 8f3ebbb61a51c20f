"""Values of sessions written in scripts without capitals, and payment handles with no dot after their @."""

from __future__ import annotations

from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


def _state(surrogates: Redactor, state: dict[str, object]) -> dict[str, object]:
    return surrogates.redact(make_session([]).model_copy(update={"state": state})).session.state


def test_a_payment_handle_is_replaced_with_the_same_value_under_its_key_and_in_free_text(
    surrogates: Redactor,
) -> None:
    redacted = _state(surrogates, {"கட்டணம்": {"upi": "lakshmi.n@oksbi"},
                                   "note": "பணத்தை UPI lakshmi.n@oksbi-க்கு திருப்பவும்."})  # fmt: skip
    assert "lakshmi.n@oksbi" not in str(redacted)
    handle = redacted["கட்டணம்"]["upi"]  # type: ignore[index]
    assert f"UPI {handle}-க்கு" in redacted["note"]  # type: ignore[operator]


def test_an_e_mail_address_and_a_packages_tag_are_no_payment_handle(engine: Engine) -> None:
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, "run npm install pkg@latest again"))
    assert ("IDENTIFIER", "ana@example.com") not in found(engine, "write to ana@example.com today")
