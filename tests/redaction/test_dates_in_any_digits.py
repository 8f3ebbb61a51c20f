"""A date of birth written in another script's digits, found by the real engine as one in ASCII digits."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("မောင်ထက်အောင်ပိုင် (၉ နှစ်၊ မွေးနေ့ ၈.၇.၂၀၁၅)", "၈.၇.၂၀၁၅"),  # Burmese digits, a Burmese cue
        ("born on ٠٨/٠٧/٢٠١٥ in Cairo", "٠٨/٠٧/٢٠١٥"),  # Arabic-Indic digits
        ("dob १९८६-०३-१४", "१९८६-०३-१४"),  # Devanagari digits, year first
    ],
)
def test_a_birth_date_in_any_scripts_digits_is_found(engine: Engine, text: str, date: str) -> None:
    assert ("DATE_OF_BIRTH", date) in found(engine, text)


def test_a_date_in_other_digits_with_no_birth_cue_is_left(engine: Engine) -> None:
    assert not any(entity == "DATE_OF_BIRTH" for entity, _ in found(engine, "ပို့ဆောင်ရက် ၈.၇.၂၀၁၅ ဖြစ်ပါတယ်"))


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("14 march 1986. the number ends 302", "14 march 1986"),
        ("elle voyage seule le vendredi, née le 03/02/1953, il faut une place assise", "03/02/1953"),
        ("KYCError: date_naissance '1978-07-04' incoherent with NINA", "1978-07-04"),
    ],
)
def test_a_date_decades_ago_in_a_sentence_is_a_birth_date_with_no_cue(engine: Engine, text: str, date: str) -> None:
    assert ("DATE_OF_BIRTH", date) in found(engine, text)


@pytest.mark.parametrize(
    "text",
    ["customer since 2 March 2001", "opened on May 12, 1999", "delivered 30 November 2026", "on 12/05/2019",
     "GET https://api.example.com/2010-04-01/Accounts failed", "1999-05-12"],
)
def test_a_records_own_time_or_a_recent_date_is_no_birth_date(engine: Engine, text: str) -> None:
    assert not any(entity == "DATE_OF_BIRTH" for entity, _ in found(engine, text))
