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
