"""Names a title opens or closes in scripts whose words no capital marks, found by the real engine."""

from __future__ import annotations

import pytest

from redaction import Engine, Redactor
from tests.redaction.conftest import found, make_session


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


def test_a_name_a_title_opens_as_a_word_of_its_own_in_the_arabic_script(engine: Engine) -> None:
    text = "پەیوەندیم بە کاک هێمن کرد، گوتی کاک ئازاد (بەڕێوەبەر) دەزانێت. مۆلیدەی ئازادی"
    names = {value for entity, value in found(engine, text) if entity == "PERSON"}
    assert {"هێمن", "ئازاد"} <= names and "مۆلیدەی ئازادی" not in names


def test_a_titled_given_name_is_replaced_whole_and_a_word_its_ending_makes_is_left(redactor: Redactor) -> None:
    note = "پەیوەندیم بە کاک ئازاد کرد. ئازاد (بەڕێوەبەر) دەزانێت. ئێرە پشتیوانی مۆلیدەی ئازادییە"
    state = redactor.redact(make_session([]).model_copy(update={"state": {"note": note}})).session.state
    assert "کاک ئازاد" not in str(state) and "ئازاد (" not in str(state) and "مۆلیدەی ئازادییە" in str(state)


def test_a_name_a_cyrillic_title_closes_is_a_person_and_a_lower_case_word_before_one_is_not(engine: Engine) -> None:
    text = "Азыр тигүү этабында, Бурулча эже тигип жатат. Ерлан мырза келет. кичүү эже да келет."
    names = {value for entity, value in found(engine, text) if entity == "PERSON"}
    assert {"Бурулча", "Ерлан"} <= names and "кичүү" not in names
