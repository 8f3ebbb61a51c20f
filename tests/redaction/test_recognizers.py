from __future__ import annotations

import pytest

from redaction import Engine
from redaction.recognizers.keys import TellingKeys


def entities_in(engine: Engine, text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for result in engine.analyze_many([text])[0]:
        out.setdefault(result.entity_type, set()).add(text[result.start : result.end])
    return out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_Xg ok",
         "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_Xg"),
        ("Authorization: Bearer 9f8a7b6c5d4e3f2a1b0c9d8e", "9f8a7b6c5d4e3f2a1b0c9d8e"),
        ("use sk-proj-Ab12Cd34Ef56Gh78Ij90 for the call", "sk-proj-Ab12Cd34Ef56Gh78Ij90"),
        ("AWS key AKIAIOSFODNN7EXAMPLE leaked", "AKIAIOSFODNN7EXAMPLE"),
        ("db: postgres://svc_user:Tr0ub4dor3@db.internal:5432/orders", "svc_user:Tr0ub4dor3"),
        ("login with password=hunter2hunter2 now", "hunter2hunter2"),
        ("stripe sk_live_51HxYzAbCdEfGhIjKl", "sk_live_51HxYzAbCdEfGhIjKl"),
    ],
)  # fmt: skip
def test_secrets_are_found(engine: Engine, text: str, secret: str) -> None:
    assert secret in entities_in(engine, text).get("SECRET", set())


def test_hex_trace_ids_are_not_secrets(engine: Engine) -> None:
    assert "SECRET" not in entities_in(engine, "trace 4bf92f3577b34da6a3ce929d0e0e4736 span 00f067aa0ba902b7")


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Ship it to 1600 Pennsylvania Avenue NW please", "1600 Pennsylvania Avenue"),
        ("I live at 0487 Hull Village Suite 759, Lake Tammy, NJ 69423",
         "0487 Hull Village Suite 759, Lake Tammy, NJ 69423"),
        ("new address: 12 Rue Road Apt. 4", "12 Rue Road Apt. 4"),
    ],
)  # fmt: skip
def test_street_addresses_are_found(engine: Engine, text: str, address: str) -> None:
    assert address in entities_in(engine, text).get("STREET_ADDRESS", set())


def test_counts_and_items_are_not_addresses(engine: Engine) -> None:
    assert "STREET_ADDRESS" not in entities_in(
        engine, "I ordered 2 lamps on the way home and 3 more in the park"
    )


@pytest.mark.parametrize("amount", ["18 640 Kč", "2 000 CZK", "1 554 Kč"])
def test_amounts_in_groups_with_their_currency_are_not_address_lines(engine: Engine, amount: str) -> None:
    assert "STREET_ADDRESS" not in entities_in(engine, amount)


def test_two_numbers_then_a_name_alone_on_a_line_are_still_an_address(engine: Engine) -> None:
    assert "4093 110 Kontomari" in entities_in(engine, "Eleni\n4093 110 Kontomari\n").get("STREET_ADDRESS", set())


def test_introduced_lower_case_names_are_found(engine: Engine) -> None:
    assert "Oduya" in " ".join(entities_in(engine, "hello, my name is Wanjiru Oduya").get("PERSON", set()))


def test_order_ids_win_over_the_model_taking_them_for_people(engine: Engine) -> None:
    found = entities_in(engine, "Where is order A-1001? Customer C-100 asked twice.")
    assert found["ORDER_ID"] == {"A-1001"}
    assert found["CUSTOMER_ID"] == {"C-100"}


@pytest.mark.parametrize(
    ("key", "entity"),
    [
        ("name", "PERSON"), ("customerName", "PERSON"), ("shipping_address", "STREET_ADDRESS"),
        ("email", "EMAIL_ADDRESS"), ("card_number", "CREDIT_CARD"), ("apiKey", "SECRET"),
        ("access_token", "SECRET"), ("dob", "DATE_OF_BIRTH"), ("iban", "IBAN_CODE"), ("ssn", "US_SSN"),
        ("product_name", None), ("tool_name", None), ("card_type", None), ("token_count", None),
        ("order_id", None), ("description", None),
        ("village", "LOCATION"), ("home_village", "LOCATION"), ("hometown", "LOCATION"), ("home_town", "LOCATION"),
        ("townland", "LOCATION"), ("placeOfBirth", "LOCATION"), ("site_town", None), ("nearest_town", None),
    ],
)  # fmt: skip
def test_telling_keys(key: str, entity: str | None) -> None:
    assert TellingKeys().entity_for(key) == entity


def test_a_things_village_is_no_ones() -> None:
    assert TellingKeys().entity_for("village", container="stops") is None
    assert TellingKeys().entity_for("village", container="grower") == "LOCATION"


def test_extra_telling_keys_come_from_configuration() -> None:
    keys = TellingKeys(["member_no=ACCOUNT_NUMBER", "nickname"])
    assert keys.entity_for("memberNo") == "ACCOUNT_NUMBER"
    assert keys.entity_for("nickname") == "SENSITIVE_VALUE"
