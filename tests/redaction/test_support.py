"""Precision: a name the language model guesses needs support; products, plans, UI words
and values in log lines are not people; names with support and places are still found."""

from __future__ import annotations

import pytest

from miner.model import ToolCall, Turn
from redaction import Engine, Redactor
from redaction.recognizers.support import census_names, known_places
from tests.redaction.conftest import found, make_session


@pytest.mark.parametrize(
    "text",
    [
        # Plans, products, offers and fares in Title Case.
        "Please switch me from Family Saver to Premium Travel Cover.",
        "Is Home Broadband included in the Total Care bundle?",
        "My Gold Rewards points disappeared after the update.",
        "The Night Owl lamp flickers when dimmed.",
        "Cancel the Sports Pack pls",
        "What's the baggage allowance on the Premium Economy fare?",
        "Fast Lane security, where is it in terminal 2?",
        "Can I get a new card with the Aurora design?",
        # UI words, menu paths and labels.
        "Hi there, the app crashes when I tap Checkout.",
        "Mark as read doesn't work in the app for booking messages",
        "Please go to Settings > Devices and pick the headset as the microphone.",
        "Gate changed??",
        "Great, Hope this helps others too lol",
        # Values of keys that are no person's, HTTP reasons, code.
        "3 segments; layovers: 1h 50m, 2h 10m; fare_family=Comfort; refundable=false",
        "loyalty_rule: nights_to_next_tier=7 tier=Silver bonus_campaign=Double Points Autumn",
        "InventorySyncError: channel manager returned 422 Unprocessable Entity for room code DLXK",
        "HTTP/1.1 504 Gateway Timeout - oss.inventory.v1.LineTestService did not respond in 20 s",
        "System.UnauthorizedAccessException: Access to the path is denied.\n   at System.IO.FileStream.Validate()",
        "Internet speed dropped to 5 Mbps",
        "the SOC 2 Type II report for the period ending 30 June 2026 is available",
        "Please connect to the network named Lumen_Guest_5G instead of Lumen_Guest.",
        "issuer returned code 51 (insufficient funds) for transaction batch 7781",
    ],
)
def test_a_guess_without_support_is_not_a_name(engine: Engine, text: str) -> None:
    assert found(engine, text) == set()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mark says it never came.", "Mark"),  # a speech verb after an ambiguous given name
        ("Dear Grant, your refund is on its way.", "Grant"),  # a cue before one
        ("Ibrahim Nilsson is also waiting", "Ibrahim Nilsson"),  # census surname beside a name
        ("Unlike the Mark Young novel, it is fine", "Mark Young"),  # a given name and a surname
        ("Renata Okafor called again about the fridge", "Renata Okafor"),
        ("Sue, can I please speak to your boss?", "Sue"),  # a given name called at the start
        ("They had 6: Platt, David, Claudia, Brenda, Jennifer and Oscar.", "Oscar"),
        ("LDAPSyncWarning: attribute mobile for cn=Lena Fischer exceeds max length", "Lena Fischer"),
        ("my name is tomasz kowalczyk, the kettle is broken", "kowalczyk"),
        ("Conway and Knight were precision engineers.", "Knight"),  # the next name of a list
        ("We asked Bydgoszcz about the bridge.", "Bydgoszcz"),  # WordNet lists it, but it is no common word
        ("Alaine Armijo\nBlackRock Debt Strategies Fund Inc.", "Alaine Armijo"),  # one line at a time
    ],
)
def test_a_name_with_support_is_still_found(engine: Engine, text: str, value: str) -> None:
    assert ("PERSON", value) in found(engine, text)


def test_the_rest_of_a_name_found_beside_it_is_found_too(engine: Engine) -> None:
    text = "Thanks Brad, you are a huge Brad Ferguson fan."
    assert {("PERSON", "Brad"), ("PERSON", "Brad Ferguson")} <= found(engine, text)


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I will be moving to Nicosia next week", "Nicosia"),
        ("I'm flying home to Accra on the 20th", "Accra"),
        ("We moved here from CABBAGE TREE CREEK", "CABBAGE TREE CREEK"),
    ],
)
def test_a_place_the_model_took_for_a_person_is_that_place(engine: Engine, text: str, place: str) -> None:
    assert ("LOCATION", place) in found(engine, text)


def test_an_upgrade_to_a_plan_is_not_a_place(engine: Engine) -> None:
    assert found(engine, "upgrade to Enterprise what changes") == set()


def test_the_name_and_place_lists_ship_inside_packages() -> None:
    names, places = census_names(), known_places()
    assert {"mark", "sue"} <= names.given and {"okafor", "nilsson"} <= names.surnames
    assert {"cyprus", "czech republic"} <= places.countries and "accra" in places.large_cities


def test_a_things_name_and_a_harmless_key_under_a_telling_one_survive_in_a_fixture(redactor: Redactor) -> None:
    result = {"plan": {"name": "Unlimited Max 5G"}, "addons": [{"name": "Travel Pass"}, {"name": "Sports Pack"}],
              "groups": [{"name": "Finance-Reports"}], "flight": "UA 1175",
              "account": {"overdraft_limit": 500, "password_last_set": "2026-10-01T07:12:00Z"},
              "customer": {"name": "Tomasz Kowalczyk", "date_of_birth": "1987-03-14"}}  # fmt: skip
    session = make_session([Turn(index=0, tool_calls=[ToolCall(name="lookup_account", result=result)])])
    out = redactor.redact(session).session.turns[0].tool_calls[0].result
    assert out == {**result, "customer": {"name": "<PERSON_1>", "date_of_birth": "<DATE_OF_BIRTH_1>"}}


def test_a_place_is_personal_when_said_of_a_person_and_kept_in_a_business_context(engine) -> None:  # type: ignore[no-untyped-def]
    for text in ["Does the kettle ship to Canada?", "How long does a SWIFT transfer to Japan take?",
                 "I will be travelling to Cyprus next week", "Traceback: no chair free at Riverside 10:40",
                 "Can I use the app offline? Going from Lisbon to Toronto next week"]:  # fmt: skip
        assert engine.analyze_many([text])[0] == [], text  # neither a place to remove nor a person
    for text, place in [("I live in Tenterden, is there a pick up service?", "Tenterden"),
                        ("We are moving to Portugal in spring", "Portugal"), ("I'm originally from Lisbon", "Lisbon"),
                        ("my cousin: she is in Bari", "Bari"), ("Dana Whitfield, Portland", "Portland")]:  # fmt: skip
        [found] = engine.analyze_many([text])
        assert ("LOCATION", place) in {(r.entity_type, text[r.start : r.end]) for r in found}, text


def test_a_model_after_a_year_or_a_unit_is_no_person(engine) -> None:  # type: ignore[no-untyped-def]
    for text in ["my car is due its service, its a 2019 Astrella", "posters on 300gsm Velline please"]:
        assert [r for r in engine.analyze_many([text])[0] if r.entity_type == "PERSON"] == [], text
