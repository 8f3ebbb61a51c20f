"""Digits a mask left visible in free text, a number written in groups after its noun, a code under a Scandinavian
key, a Canadian postcode typed in lower case, the ids of a search's hits, and a date of birth written another way."""

from __future__ import annotations

import time

import pytest

from miner.model import Turn
from redaction import Engine, Redactor
from redaction.pseudonyms import written_forms
from redaction.rules.shapes_in_text import ShapeInText
from tests.redaction.conftest import found, make_session


def _state(surrogates: Redactor, state: dict[str, object]) -> dict[str, object]:
    return surrogates.redact(make_session([]).model_copy(update={"state": state})).session.state


def test_digits_a_mask_left_in_free_text_are_replaced_with_the_same_fixture_everywhere(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"betaling": {"kort": "Visa •••• 4417"},
                                   "note": "dit kort (Visa •••• 4417) var udløbet. Slet Visa ****4417."})  # fmt: skip
    assert "4417" not in str(redacted)
    card = redacted["betaling"]["kort"]  # type: ignore[index]
    assert card.startswith("Visa •••• ") and card.removeprefix("Visa •••• ") in redacted["note"]  # type: ignore[operator]


def test_digits_a_mask_left_at_the_end_of_a_text_are_found(engine: Engine) -> None:
    # a number masked in its middle is found whole, its first digits with its last
    assert ("IDENTIFIER", "+353 86 *** 0178") in found(engine, "+353 86 *** 0178")


def test_a_long_run_of_mask_letters_not_before_the_digits_is_judged_at_once() -> None:
    # Read as touching groups, 24 x's ending in another letter took half a second (every split of the run was
    # tried), and each more letter doubled it.
    text = "x" * 24 + "b1234"
    began = time.process_time()
    shape = ShapeInText.at(text, 25, 29)
    assert time.process_time() - began < 0.1
    assert not shape.after_a_mask
    assert ShapeInText.at("Visa xx xx 4417", 11, 15).after_a_mask


def test_a_number_in_bold_is_no_masked_number(engine: Engine) -> None:
    assert found(engine, "**2024** was a good year") == set()


@pytest.mark.parametrize("text", ["medlem 302 117 skriver", "member 302 117 writes", "customer 12 345 678 called"])
def test_a_number_in_groups_after_an_identifiers_noun_is_one(engine: Engine, text: str) -> None:
    value = text.split(" ", 1)[1].rsplit(" ", 1)[0]
    assert ("IDENTIFIER", value) in found(engine, text)


@pytest.mark.parametrize("text", ["the loan 250 000 was paid", "a payment 12 500 kr went out", "order 12 items"])
def test_an_amount_after_an_identifiers_noun_is_none(engine: Engine, text: str) -> None:
    assert not any(entity == "IDENTIFIER" for entity, _ in found(engine, text))


def test_a_plate_under_a_swedish_registration_key_is_replaced_everywhere(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"fordon": {"regnr": "MLB 47F"}, "note": "bilen MLB 47F kom fram 07:21"})
    assert "MLB 47F" not in str(redacted)
    assert redacted["fordon"]["regnr"] in redacted["note"]  # type: ignore[index,operator]


def test_a_month_and_a_year_under_an_identifiers_key_stay(surrogates: Redactor) -> None:
    assert _state(surrogates, {"booking_ref": "NOV 2026"}) == {"booking_ref": "NOV 2026"}


@pytest.mark.parametrize("text", ["b2w3k9", "my postal code is s4p 3y2"])
def test_a_canadian_postcode_in_lower_case_is_found(engine: Engine, text: str) -> None:
    assert any(entity == "ZIP_CODE" for entity, _ in found(engine, text))


def test_the_ids_of_a_searchs_hits_are_replaced(surrogates: Redactor) -> None:
    redacted = _state(surrogates, {"results": [{"id": "W-0050318"}, {"id": "W-0052210"}]})
    assert "W-0050318" not in str(redacted) and "W-0052210" not in str(redacted)


def test_an_error_codes_under_a_result_stay(surrogates: Redactor) -> None:
    assert _state(surrogates, {"result": {"code": "E4031"}}) == {"result": {"code": "E4031"}}


def test_a_date_of_birth_is_replaced_wherever_the_session_writes_it_another_way(surrogates: Redactor) -> None:
    session = make_session([Turn(index=0, user_text="07/09/91. please dont revoke me"),
                            Turn(index=1, user_text="it is 09.07.1991 on my licence")],
                           state={"defendant": {"dob": "1991-07-09"}})  # fmt: skip
    redacted = surrogates.redact(session).session
    texts = [turn.user_text or "" for turn in redacted.turns]
    assert not any(form in text for form in ["07/09/91", "09.07.1991"] for text in texts)
    assert "1991-07-09" not in str(redacted.state)


def test_a_date_that_is_no_ones_birth_stays_however_it_is_written(surrogates: Redactor) -> None:
    session = make_session([Turn(index=0, user_text="the hearing moved to 07/09/26")],
                           state={"defendant": {"dob": "1991-07-09"}, "hearing": "2026-07-09"})  # fmt: skip
    redacted = surrogates.redact(session).session
    assert redacted.turns[0].user_text == "the hearing moved to 07/09/26"


def test_the_written_forms_of_a_date_read_it_day_first_and_month_first() -> None:
    assert {"07/09/91", "09.07.1991", "1991-07-09"} <= set(written_forms("07/09/1991"))
    assert "2005-04-03" in written_forms("03/04/05") and written_forms("Friday") == []


def test_a_code_with_letters_of_another_script_under_a_transliterated_key_is_replaced_everywhere(
    surrogates: Redactor,
) -> None:
    session = make_session([Turn(index=0, user_text="Договір № 147/2016-ОЗ, ділянка 12")],
                           state={"nomer_dohovoru": "147/2016-ОЗ", "dohovory": [{"nomer": "147/2016-ОЗ"}]})  # fmt: skip
    redacted = surrogates.redact(session).session
    assert "147/2016" not in str(redacted.state) and "147/2016" not in (redacted.turns[0].user_text or "")


def test_a_word_of_another_script_under_an_identifiers_key_stays(surrogates: Redactor) -> None:
    assert _state(surrogates, {"nomer": "відсутній"}) == {"nomer": "відсутній"}
