"""The guess of the languages the detectors have no cues for: by script, and in Latin script by the share of common
words of the languages they know; too little text says nothing. Which languages they know is read from their
tables, so that a language added to a table is known from then on."""

from __future__ import annotations

import pytest

from miner.signals.complaint import ComplaintConfig
from miner.signals.config import SignalsConfig
from miner.signals.escalation import EscalationConfig
from miner.signals.languages import OTHER_LATIN, LanguagesRead, languages_read, unread_language
from miner.signals.request_words import REQUEST_WORDS


def read_by(signals: dict[str, object] | None = None) -> LanguagesRead:
    read = languages_read(SignalsConfig.model_validate(signals or {}))
    assert read is not None
    return read


@pytest.mark.parametrize(("texts", "language"), [
    (["আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন"], "Bengali script"),
    (["ჩემი შეკვეთა ჯერ არ მოსულა, გთხოვთ შეამოწმოთ"], "Georgian script"),
    (["Tellimus pole veel kohale jõudnud, palun kontrollige"], OTHER_LATIN),
    # Languages the detectors read: English, the frames of other_languages.py, the words of its `disputed` cue and
    # of the agent owning the user's displeasure, the request words of every language of request_words.py.
    (["where is my order, it has been a week"], None),
    (["¿Dónde está mi pedido? Llevo una semana esperando"], None),
    (["Hallo, waar blijft mijn pakket? Ik wacht al een week"], None),
    (["注文はどこですか？一週間待っています"], None),
    (["Siparişim nerede, bir haftadır bekliyorum"], None),
    (["Здравствуйте, где мой заказ? Жду уже неделю"], None),
    (["주문한 물건이 아직 안 왔어요"], None),
    (["我的订单在哪里？已经等了一个星期了"], None),
    (["Γεια σας, πού είναι η παραγγελία μου;"], None),
    (["أين طلبي؟ أنتظر منذ أسبوع"], None),
    (["मेरा ऑर्डर कहाँ है? एक हफ्ते से इंतज़ार कर रहा हूँ"], None),
    (["Pesanan saya belum sampai, tolong dicek"], None),
    # Too little to say: a number, an emoji, a word.
    (["ok 👍", "12345"], None),
])
def test_the_language_a_user_wrote_in_is_guessed_without_a_dependency(texts: list[str], language: str | None) -> None:
    assert unread_language(texts, read_by()) == language


def test_a_session_is_judged_by_most_of_its_letters() -> None:
    bengali = "আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন, এক সপ্তাহ হয়ে গেল"
    assert unread_language(["hi", bengali], read_by()) == "Bengali script"
    assert unread_language(["নমস্কার", "hello, my order has not arrived and I have waited a week"], read_by()) is None


def test_a_language_added_to_a_table_is_read_from_then_on() -> None:
    georgian = ["ჩემი შეკვეთა ჯერ არ მოსულა, გთხოვთ შეამოწმოთ"]
    assert unread_language(georgian, read_by()) == "Georgian script"
    words = {"wish": ["მინდა"], "contact": ["ვისაუბრო"], "person": ["ოპერატორთან"]}
    assert unread_language(georgian, read_by({"escalation": {"request_words": {"georgian": words}}})) is None
    assert unread_language(georgian, read_by({"complaint": {"phrases": ["ცუდი მომსახურება"]}})) is None


def test_the_languages_of_tables_turned_off_are_not_read() -> None:
    russian = ["Здравствуйте, где мой заказ? Жду уже неделю"]
    assert unread_language(russian, read_by({"complaint": {"other_languages": False},
                                             "escalation": {"other_languages": False}})) == "Cyrillic script"
    assert languages_read(SignalsConfig.model_validate({"detectors": ["error"]})) is None


@pytest.mark.parametrize("description", [ComplaintConfig.model_fields["other_languages"].description,
                                         EscalationConfig.model_fields["other_languages"].description])
def test_the_other_languages_settings_list_no_languages_of_their_own(description: str | None) -> None:
    # The tables decide which languages are read; a list in the setting's description is wrong once one grows.
    assert description
    named = [language for language in REQUEST_WORDS
             if language != "english" and language.capitalize() in description]
    assert named == []
    assert "other_languages.py" in description


def test_the_complaint_setting_names_every_family_it_turns_off() -> None:
    description = ComplaintConfig.model_fields["other_languages"].description or ""
    for family in ("other_languages", "disputed", "agent_concedes", "apologised_to", "asks_for_person"):
        assert f"`{family}`" in description
