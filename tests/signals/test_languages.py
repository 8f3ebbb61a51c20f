"""The guess of the languages the detectors have no cues for: by script, and in Latin script by the share of common
words of the languages they know; too little text says nothing. Which languages each detector knows is read from its
own tables, so that a language added to a table is known from then on, and a language one detector reads is said to
be unread by the other only."""

from __future__ import annotations

from collections import Counter

import pytest

from miner.signals.complaint import ComplaintConfig
from miner.signals.config import SignalsConfig
from miner.signals.escalation import EscalationConfig
from miner.signals.languages import (
    COMPLAINT,
    ESCALATION,
    OTHER_LATIN,
    LanguagesRead,
    languages_read,
    unread_cues,
    unread_figures,
)
from miner.signals.request_words import REQUEST_WORDS

BOTH = (COMPLAINT, ESCALATION)


def read_by(signals: dict[str, object] | None = None) -> dict[str, LanguagesRead]:
    read = languages_read(SignalsConfig.model_validate(signals or {}))
    assert set(read) == set(BOTH)
    return read


@pytest.mark.parametrize(("texts", "unread"), [
    (["আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন"], ("Bengali script", BOTH)),
    (["ჩემი შეკვეთა ჯერ არ მოსულა, გთხოვთ შეამოწმოთ"], ("Georgian script", BOTH)),
    (["Tellimus pole veel kohale jõudnud, palun kontrollige"], (OTHER_LATIN, BOTH)),
    # Languages both detectors read: English, the frames of other_languages.py, and for complaints the words of its
    # `disputed` cue and of the agent owning the user's displeasure, for requests the words of request_words.py.
    (["where is my order, it has been a week"], None),
    (["¿Dónde está mi pedido? Llevo una semana esperando"], None),
    (["Hallo, waar blijft mijn pakket? Ik wacht al een week"], None),
    (["注文はどこですか？一週間待っています"], None),
    (["Siparişim nerede, bir haftadır bekliyorum"], None),
    (["Здравствуйте, где мой заказ? Жду уже неделю"], None),
    (["주문한 물건이 아직 안 왔어요"], None),
    (["我的订单在哪里？已经等了一个星期了"], None),
    (["أين طلبي؟ أنتظر منذ أسبوع"], None),
    (["मेरा ऑर्डर कहाँ है? एक हफ्ते से इंतज़ार कर रहा हूँ"], None),
    (["Pesanan saya belum sampai, tolong dicek"], None),
    # Languages one detector reads: Thai has request words and no complaint cue; Greek, Hebrew and Finnish have
    # complaint cues (the user's "no" and "still", the agent conceding) and no request words.
    (["สินค้ายังไม่มาถึงเลยค่ะ ช่วยเช็คให้หน่อย"], ("Thai script", (COMPLAINT,))),
    (["Γεια σας, πού είναι η παραγγελία μου;"], ("Greek script", (ESCALATION,))),
    (["איפה ההזמנה שלי? אני מחכה כבר שבוע"], ("Hebrew script", (ESCALATION,))),
    (["Tilaukseni ei ole vielä saapunut, voitteko tarkistaa"], (OTHER_LATIN, (ESCALATION,))),
    # Too little to say: a number, an emoji, a word.
    (["ok 👍", "12345"], None),
])
def test_the_language_a_user_wrote_in_is_guessed_without_a_dependency(
        texts: list[str], unread: tuple[str, tuple[str, ...]] | None) -> None:
    assert unread_cues(texts, read_by()) == unread


def test_a_session_is_judged_by_most_of_its_letters() -> None:
    bengali = "আমার অর্ডার এখনও আসেনি, দয়া করে দেখুন, এক সপ্তাহ হয়ে গেল"
    assert unread_cues(["hi", bengali], read_by()) == ("Bengali script", BOTH)
    assert unread_cues(["নমস্কার", "hello, my order has not arrived and I have waited a week"], read_by()) is None


def test_a_language_added_to_a_table_is_read_by_its_detector_from_then_on() -> None:
    georgian = ["ჩემი შეკვეთა ჯერ არ მოსულა, გთხოვთ შეამოწმოთ"]
    assert unread_cues(georgian, read_by()) == ("Georgian script", BOTH)
    words = {"wish": ["მინდა"], "contact": ["ვისაუბრო"], "person": ["ოპერატორთან"]}
    assert unread_cues(georgian, read_by({"escalation": {"request_words": {"georgian": words}}})) == (
        "Georgian script", (COMPLAINT,))
    assert unread_cues(georgian, read_by({"complaint": {"phrases": ["ცუდი მომსახურება"]}})) == (
        "Georgian script", (ESCALATION,))
    assert unread_cues(georgian, read_by({"complaint": {"phrases": ["ცუდი მომსახურება"]},
                                          "escalation": {"phrases": ["ოპერატორთან დამაკავშირეთ"]}})) is None


def test_the_languages_of_tables_turned_off_are_not_read() -> None:
    russian = ["Здравствуйте, где мой заказ? Жду уже неделю"]
    assert unread_cues(russian, read_by({"complaint": {"other_languages": False}})) == (
        "Cyrillic script", (COMPLAINT,))
    assert unread_cues(russian, read_by({"complaint": {"other_languages": False},
                                         "escalation": {"other_languages": False}})) == ("Cyrillic script", BOTH)
    assert languages_read(SignalsConfig.model_validate({"detectors": ["error"]})) == {}
    assert set(languages_read(SignalsConfig.model_validate({"detectors": ["escalation"]}))) == {ESCALATION}


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


def test_the_figures_of_unread_languages_never_follow_the_order_they_were_met_in() -> None:
    unread_by = {"Bengali script": {COMPLAINT, ESCALATION}, "Georgian script": {ESCALATION}, OTHER_LATIN: {COMPLAINT}}
    met = [("Georgian script", 2), (OTHER_LATIN, 1), ("Bengali script", 2)]
    figures = [unread_figures(Counter(dict(order)), unread_by) for order in (met, met[::-1])]
    assert figures[0] == figures[1]
    assert [list(figure["languages"].items()) for figure in figures] == [
        [("Bengali script", 2), ("Georgian script", 2), (OTHER_LATIN, 1)]] * 2
    assert figures[0]["sessions"] == 5
    assert figures[0]["no_cues_in"]["Bengali script"] == sorted({COMPLAINT, ESCALATION})
