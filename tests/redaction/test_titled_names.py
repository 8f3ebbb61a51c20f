"""Names a title opens or closes in scripts whose words no capital marks, found by the real engine."""

from __future__ import annotations

import pytest

from redaction import Engine
from tests.redaction.conftest import found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("ဓာတ်ပုံ (ကိုမင်းခန့်) နဲ့ ဗီဒီယို", "ကိုမင်းခန့်"),  # Ko, a young man
        ("မန်နေဂျာ ဒေါ်စန္ဒာမိုး ဆီ လွှဲပေးထားပါတယ်", "ဒေါ်စန္ဒာမိုး"),  # Daw, a woman
        ("ကျွန်တော် ဦးဇော်ဝင်းနိုင်ပါ။", "ဦးဇော်ဝင်းနိုင်ပါ"),  # U, an elder: the polite ending goes with it
        ("ඔබ කිව්වා හරි, ජයසිංහ මහත්මයා.", "ජයසිංහ"),  # the Sinhala title after the surname
    ],
)
def test_a_name_its_title_opens_or_closes_is_a_person(engine: Engine, text: str, name: str) -> None:
    assert ("PERSON", name) in found(engine, text)


@pytest.mark.parametrize(
    "text",
    [
        "ဦးစားပေး ဖြစ်ပါတယ်",  # priority
        "၁၀၀ ဒေါ်လာ ပေးရမယ်",  # dollars
        "ကိုယ်တိုင် လာပါမယ်",  # myself
        "ဒေါ်စန္ဒာမိုး နဲ့ ကိုလည်း အသိပေးထားပါတယ်",  # the particle after a name
        "මහත්මයා, ඔබට උදව් කරන්න පුළුවන්.",  # the title alone
    ],
)
def test_words_that_open_with_a_titles_letters_are_no_person(engine: Engine, text: str) -> None:
    persons = {value for entity, value in found(engine, text) if entity == "PERSON"}
    assert persons <= {"ဒေါ်စန္ဒာမိုး"}
