"""What is never personal data without a strong cue, and what survives redaction."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from redaction.recognizers.precision import is_code_shaped
from tests.redaction.conftest import found, make_session


@pytest.mark.parametrize(
    "text",
    [
        "it's broken. Card was charged twice and nobody answers.",
        "Broken again. Same problem as last week.",
        "Gift wrap was missing although I paid 4.99 for it.",
        "your partner orders API returns 500 since this morning",
        "acme_support_app.OrderNotFoundError: order not found",
        "Traceback: OrderNotFoundError raised in acme_support_app.orders.lookup_order",
        "TypeError: Cannot read properties of undefined (reading 'items') at CartView.render",
        "The order was placed on 2026-11-15 and the ETA is 2026-12-01.",
        "Your order will arrive between Dec 2 and Dec 4.",
        "Can you check why my coupon WINTER25 was rejected?",
        "upstream returned 503 Service Unavailable",
        "I'm on the Unlimited Max plan and still get throttled.",
        "Why was my Smart Saver account closed? The Total Care bundle is fine.",
        "I ordered it in March 2026 and it broke in May.",
    ],
)
def test_nothing_personal_is_found_in_support_and_error_text(engine: Engine, text: str) -> None:
    assert found(engine, text) == set()


@pytest.mark.parametrize(
    ("word", "code"),
    [("OrderNotFoundError", True), ("CartView", True), ("acme_support_app", True), ("orders.lookup", True),
     ("WINTER25", True), ("McAllister", False), ("DeShawn", False), ("Okafor", False), ("O'Neil", False)],
)  # fmt: skip
def test_code_shape(word: str, code: bool) -> None:
    assert is_code_shaped(word) is code


def test_names_with_a_cue_or_a_proper_noun_tag_are_still_found(engine: Engine) -> None:
    assert ("PERSON", "Mark") in found(engine, "Mark says it never came.")
    assert ("PERSON", "Haruto") in found(engine, "Thanks Haruto, the parcel went with UPS.")
    assert ("PHONE_NUMBER", "76 177 296") in found(engine, "Can someone call me on 76 177 296? Thanks")
    assert ("PHONE_NUMBER", "0318 4417896") in found(engine, "phone no 0318 4417896")
    assert ("ACCOUNT_NUMBER", "88231907") in found(engine, "my account 88231907 is locked")
    assert ("STREET_ADDRESS", "0348 65 R. Mongi Bali Apt. 477") in found(engine, "at 0348 65 R. Mongi Bali Apt. 477")
    assert ("PERSON", "Kristian Herzog") in found(engine, "The Kristian Herzog version recorded for us")
    assert ("PERSON", "Mark Young") in found(engine, "Unlike the Mark Young novel, it is fine")


def test_a_titled_name_the_model_files_as_a_place_is_the_same_person(redactor: Redactor) -> None:
    session = make_session([Turn(index=0, user_text="Customer Priya Okafor called twice; Ms Okafor wants a refund.")])
    text = redactor.redact(session).session.turns[0].user_text
    assert "Okafor" not in text and "Priya" not in text
    assert text.startswith("Customer ") and " Ms " in text
    first, second = text.removeprefix("Customer ").split(" called twice; Ms ")
    # One person, one replacement: the surname alone becomes the surname of the full replacement.
    assert second.removesuffix(" wants a refund.") in first


def test_dates_amounts_statuses_and_carriers_survive_and_tracking_numbers_become_fixture_ids(
    redactor: Redactor,
) -> None:
    result = {"order": {"status": "shipped", "placed_at": "2026-11-15", "eta": "2026-12-01", "total": 129.0,
                        "carrier": "UPS", "tracking_number": "1Z999AA10123456784", "waybill": "1234567890",
                        "events": [{"at": "2026-11-29 08:12", "what": "Arrived at facility"}]}}  # fmt: skip
    session = make_session([Turn(index=0, tool_calls=[ToolCall(name="lookup_order", result=result)])])
    order = redactor.redact(session).session.turns[0].tool_calls[0].result["order"]
    assert {key: order[key] for key in ("status", "placed_at", "eta", "total", "carrier", "events")} == {
        key: result["order"][key] for key in ("status", "placed_at", "eta", "total", "carrier", "events")}
    assert order["tracking_number"] != "1Z999AA10123456784" and order["waybill"] != "1234567890"


def test_a_value_under_a_telling_key_gets_that_keys_type_everywhere(redactor: Redactor) -> None:
    result = {"customer": {"name": "Paris Hilton-Ward", "city": "Jordan"},
              "account": {"holder": "Tomasz Kowalczyk", "status": "active", "created": "2021-04-09",
                          "plan": "Pro", "balance": -12.5, "number": "88231907"}}  # fmt: skip
    session = make_session([Turn(index=0, user_text="Paris Hilton-Ward moved to Jordan; Tomasz Kowalczyk too",
                                 tool_calls=[ToolCall(name="lookup_customer", result=result)])])  # fmt: skip
    redacted = redactor.redact(session)
    out = redacted.session.turns[0].tool_calls[0].result
    assert out["customer"] == {"name": "<PERSON_1>", "city": "<LOCATION_1>"}
    assert out["account"] == {"holder": "<PERSON_2>", "status": "active", "created": "2021-04-09", "plan": "Pro",
                              "balance": -12.5, "number": "<ACCOUNT_NUMBER_1>"}  # fmt: skip
    assert redacted.session.turns[0].user_text == "<PERSON_1> moved to <LOCATION_1>; <PERSON_2> too"
