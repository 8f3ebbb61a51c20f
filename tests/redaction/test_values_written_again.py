"""A value the session knows, written again in another form: a customer's or a contract's number in any case,
spacing and padding, a plate without its middle group."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from redaction.pseudonyms import code_forms
from tests.redaction.conftest import found, make_session


def _state(surrogates: Redactor, state: dict[str, object]) -> dict[str, object]:
    return surrogates.redact(make_session([]).model_copy(update={"state": state})).session.state


@pytest.mark.parametrize(
    ("record", "note", "written"),
    [({"customerId": "KL-77310"}, "terve. kl77310 tässä", "kl77310"),
     ({"contract_id": "AMR-KUL-0071453"}, "contract amr kul 71453. tolong check", "amr kul 71453"),
     ({"plate": "LEA-17-4521"}, "re-plan the stops for van LEA 4521.", "LEA 4521"),
     ({"account": "BRK-0042-771"}, "acct brk 0042 771 is late", "brk 0042 771"),
     ({"permit_ref": "KFL/MCH/24/0077"}, "permit no is kfl mch 24 77 i think", "kfl mch 24 77")],
)  # fmt: skip
def test_a_known_record_number_written_again_in_another_form_is_replaced_as_it(
    surrogates: Redactor, record: dict[str, str], note: str, written: str
) -> None:
    redacted = _state(surrogates, {"record": record, "note": note})
    assert written.casefold() not in str(redacted).casefold()
    assert str(redacted["note"]).startswith(note[:4])


@pytest.mark.parametrize(
    ("value", "forms"),
    [("AMR-KUL-0071453", ["AMRKUL0071453", "AMRKUL71453", "AMR0071453", "AMR71453"]),
     ("LEA-17-4521", ["LEA174521", "LEA4521"]),
     ("FI49 5000 9420 0287 30", ["FI4950009420028730"]),
     ("KL-77310", ["KL77310"]),
     ("KFL/MCH/24/0077", ["KFLMCH240077", "KFLMCH2477", "KFL0077", "KFLMCH0077"])],
)  # fmt: skip
def test_a_codes_other_forms_drop_zeros_only_after_a_prefix_and_a_middle_group_only_before_a_long_number(
    value: str, forms: list[str]
) -> None:
    assert code_forms(value) == forms


def test_a_number_that_only_shares_a_codes_last_group_is_left(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"plate": "LEA-17-4521", "note": "we sold 4521 units, order ABC 4521 shipped"})
    assert "4521 units" in str(redacted["note"]) and "ABC 4521" in str(redacted["note"])


@pytest.mark.parametrize("mac", ["b8:27:eb:4a:19:c2", "B8-27-EB-4A-19-C2"])
def test_a_devices_hardware_address_is_replaced_wherever_it_stands(engine: Engine, mac: str) -> None:
    assert ("ID_NUMBER", mac) in found(engine, f"controller {mac} went offline")


@pytest.mark.parametrize("text", ["at 12:30:45 it failed", "route fe80::1:2:3:4:5 down", "b8:27-eb:4a:19:c2"])
def test_a_time_an_ipv6_route_or_mixed_joins_are_no_hardware_address(engine: Engine, text: str) -> None:
    assert not any(entity == "ID_NUMBER" for entity, _ in found(engine, text))


@pytest.mark.parametrize("national_id", ["12/TaMaNa(N)123456", "၁၂/တမန(နိုင်)၁၂၃၄၅၆", "9/MaYaMa(N)004512"])
def test_a_national_id_with_a_slash_and_a_bracketed_kind_is_replaced(engine: Engine, national_id: str) -> None:
    assert ("ID_NUMBER", national_id) in found(engine, f"မှတ်ပုံတင် - {national_id}\nphone")


@pytest.mark.parametrize("text", ["see 12/Mon(day)123 later", "ratio 3/(n)123456", "path a/b(c)123456"])
def test_a_fraction_or_a_path_with_brackets_is_no_national_id(engine: Engine, text: str) -> None:
    assert not any(entity == "ID_NUMBER" for entity, _ in found(engine, text))


def test_a_hardware_address_under_a_key_no_identifier_word_names_leaves_the_session(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"controller": {"serial": "SMX-4C-0002291", "mac": "b8:27:eb:4a:19:c2"},
                                   "note": "bridge b8:27:eb:4a:19:c2 dropped"})  # fmt: skip
    assert "b8:27:eb:4a:19:c2" not in str(redacted).casefold()


def test_digits_after_one_mask_sign_are_replaced_as_the_account_they_end(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"note": "Vidím dvě platby z účtu končícího *5399 z března. *2024* byl rok."})
    assert "5399" not in str(redacted) and "*2024*" in str(redacted)


def test_an_address_line_with_no_number_is_replaced_and_so_is_its_repeat(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"property": {"line1": "Ocean Spray Apartments, Unit 3",
                                                "line2": "Enterprise Coast Road"},
                                   "summary": "3rd failure at Enterprise Coast Road (BB15046)."})  # fmt: skip
    assert "Enterprise Coast" not in str(redacted) and "Ocean Spray" not in str(redacted)


def test_a_czech_residence_key_says_its_whole_value_is_an_address(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"dluznice": {"bydliste": "Nádražní 412, 739 61 Třinec", "psc": "739 61"}})
    assert "739 61" not in str(redacted) and "Nádražní" not in str(redacted)


def test_two_digits_a_mask_or_an_ending_word_left_are_replaced_there_and_nowhere_else(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"iban_masked": "FI** **** **** **** 11",
                                   "user": "tili on se joka päättyy 11, en muista. Tilasin 11 säkkiä.",
                                   "note": "maksaa jatkossa omalta tililtä (FI** **** **** **** 11)"})  # fmt: skip
    assert "**** 11" not in str(redacted) and "päättyy 11" not in str(redacted)
    assert "Tilasin 11 säkkiä" in str(redacted["user"])


@pytest.mark.parametrize("text", ["the trial ends in 14 days", "the shift ends at 11.", "the plan ends in 2027."])
def test_a_count_a_time_or_a_year_after_an_ending_word_is_kept(surrogates: Redactor, text: str) -> None:
    assert _state(surrogates, {"note": text})["note"] == text


def test_a_stores_number_after_its_number_sign_is_the_stores(surrogates: Redactor) -> None:
    state = {"store": "#04417", "note": "the refill at store #04417 was denied"}
    assert _state(surrogates, state) == state


@pytest.mark.parametrize("period", ["NOV 2026", "Nov-2026", "September 2026"])
def test_a_month_of_a_year_under_a_registration_key_is_no_plate(surrogates: Redactor, period: str) -> None:
    assert _state(surrogates, {"registration_number": period}) == {"registration_number": period}


def test_a_plate_with_a_year_in_it_is_still_a_plate(surrogates: Redactor) -> None:
    assert "MLB 2026" not in str(_state(surrogates, {"registration_number": "MLB 2026"}))


def test_a_message_signed_with_the_start_of_a_known_given_name_is_replaced_there(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"owner": {"name": "Rohan Alleyne"},
                                   "user": "you can reach me after 4. - Ro",
                                   "note": "Ro and Re are symbols."})  # fmt: skip
    assert not str(redacted["user"]).endswith("- Ro")
    assert redacted["note"] == "Ro and Re are symbols."


@pytest.mark.parametrize(
    ("text", "code"),
    [("we zijn verhuisd van Hooftstraat 7-III 2313 BC naar Nijmeegseweg 41, 6541 AS Nijmegen.", "2313 BC"),
     ("Kerkstraat 12a 1017 GC Amsterdam", "1017 GC")],
)  # fmt: skip
def test_a_dutch_postcode_after_a_street_and_its_house_number_is_found(engine: Engine, text: str, code: str) -> None:
    assert ("ZIP_CODE", code) in found(engine, text)


@pytest.mark.parametrize("text", ["the engine 1500 CC is fine", "order 41 1500 CC shipped", "in 2026 AD we met"])
def test_four_digits_and_two_capitals_with_no_street_before_are_no_postcode(engine: Engine, text: str) -> None:
    assert not any(entity == "ZIP_CODE" for entity, _ in found(engine, text))


def test_a_postcode_of_two_capitals_and_two_digits_under_its_key_is_replaced_and_so_is_its_repeat(
    surrogates: Redactor,
) -> None:
    redacted = _state(surrogates, {"address": {"line1": "9 Cedar Hill Lane", "parish": "Warwick", "postcode": "WK 04"},
                                   "note": "9 Cedar Hill Lane, WK 04 removed"})  # fmt: skip
    assert "WK 04" not in str(redacted)


@pytest.mark.parametrize("value", ["NY", "12", "WK", "WKX 04"])
def test_capitals_or_two_digits_alone_under_a_postcode_key_are_left(surrogates: Redactor, value: str) -> None:
    assert _state(surrogates, {"shipping": {"postcode": value}})["shipping"]["postcode"] == value  # type: ignore[index]


def test_an_address_a_key_holds_is_found_again_without_its_last_parts(surrogates: Redactor) -> None:
    address = "ଗ୍ରାମ- ନୂଆଗାଁ, ପୋ- କୁସୁମି, ଜିଲ୍ଲା- ଖୋର୍ଦ୍ଧା, ପିନ- 752030"
    note = "ଗ୍ରାମ- ନୂଆଗାଁ, ପୋ- କୁସୁମି, ଜିଲ୍ଲା- ଖୋର୍ଦ୍ଧା ରେ ପୋଖରୀ"
    redacted = _state(surrogates, {"farmer": {"address": address}, "note": note})
    assert "ପୋ- କୁସୁମି" not in str(redacted) and str(redacted["note"]).endswith(" ରେ ପୋଖରୀ")
