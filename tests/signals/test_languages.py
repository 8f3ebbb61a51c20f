"""The guess of the languages the detectors have no cues for: by script, and in Latin script by the share of common
words of the languages they know; too little text says nothing."""

from __future__ import annotations

import pytest

from miner.signals.languages import OTHER_LATIN, unread_language


@pytest.mark.parametrize(("texts", "language"), [
    (["Здравствуйте, где мой заказ? Жду уже неделю"], "Cyrillic script"),
    (["주문한 물건이 아직 안 왔어요"], "Korean"),
    (["我的订单在哪里？已经等了一个星期了"], "Chinese"),
    (["Γεια σας, πού είναι η παραγγελία μου;"], "Greek script"),
    (["Pesanan saya belum sampai, tolong dicek"], OTHER_LATIN),
    (["Tilaukseni ei ole vielä saapunut, mitä teen?"], OTHER_LATIN),
    # Languages the detectors read: English, the frames of other_languages.py, Japanese (kana beside kanji).
    (["where is my order, it has been a week"], None),
    (["¿Dónde está mi pedido? Llevo una semana esperando"], None),
    (["Hallo, waar blijft mijn pakket? Ik wacht al een week"], None),
    (["注文はどこですか？一週間待っています"], None),
    (["Siparişim nerede, bir haftadır bekliyorum"], None),
    # Too little to say: a number, an emoji, a word.
    (["ok 👍", "12345"], None),
])
def test_the_language_a_user_wrote_in_is_guessed_without_a_dependency(texts: list[str], language: str | None) -> None:
    assert unread_language(texts) == language


def test_a_session_is_judged_by_most_of_its_letters() -> None:
    assert unread_language(["hi", "Здравствуйте, где мой заказ? Жду уже неделю, это очень долго"]) == "Cyrillic script"
    assert unread_language(["Здравствуйте", "hello, my order has not arrived and I have waited a week"]) is None
