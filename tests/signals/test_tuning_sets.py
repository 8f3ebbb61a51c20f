"""The tuning sets under bench/data: the cues of other languages, on by default, flag none of their neutral turns
in other languages; the relabels under the labelling guide join their sets by source and id, texts unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.learned import session_english

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "bench" / "data"
TUNING_SETS = sorted(DATA.glob("signals_tuning*.json"), key=lambda path: (len(path.name), path.name))


def test_the_forty_one_tuning_sets_are_there() -> None:
    assert [path.name for path in TUNING_SETS] == ["signals_tuning.json"] + [
        f"signals_tuning_{number}.json" for number in range(2, 42)]


# Neutral turns flagged that no general reading tells from a complaint of another set: the Ingush "Кхана? ..."
# (tomorrow? the children are home, we need water today) asks the agent's day back and says what the wait costs, as
# the Sicilian complaint "Dumani? E oggi chi fazzu? ..." (tomorrow? and what do I do today?) of set 27 opens. The
# Sango "Ah. Ita ti mbi atene na mbi so ..." (my sibling told me you have caterpillars; I want two kilos) tells what
# the user was told and asks, and the agent opens with "Pardon" (none in season): a message that tells and an
# apology at the opening of the answer, as a calm complaint in a language no model here reads is told and
# answered ("규정 말고요;; 아기가 아파서 못 가는 거라고요." "불편을 드려 죄송합니다"); nothing in its words tells a
# request refused from a complaint. The Tharu "72 unit?? 3 bulb se 72 unit kaise hoi. ..." (72 units?? how 72 units
# from 3 bulbs; the meter reads 1,284, last month 1,262: 22 units) meets the agent's figure with doubled question
# marks and sets its own against it, as the complaint "Moved?? nobody told me anything" of the same set and "Giovedì??
# Semm a lunedì ..." of set 31 do; the labeller read a calm correction. The Palauan "Ng kmal mekeald er a blik, ... 😩"
# (it is very hot in the house, my child cannot sleep) tells a hardship with a weary face and is answered "Sorry er a
# problem", as the Sango message above is: the outage is a car's doing, which no word read here says.
# The Luri "مدیر ساختمونمو گت پیامک خاموشی سی ایما نمیاد. سی چه؟ شماره مو ..." (my building manager said the outage
# SMS does not reach us; why? my number is ...) writes a phone number beside words of its own and the agent says it
# back in its first sentence, as the Dutch "Kan iemand van het bestuur me even bellen ...? 06-48213907" answered
# "Iemand belt je deze week op 06-48213907." does: that the answer says the number is tied to no account is in words
# no table reads. The Iu Mien "081-760-3398, Khun Lek (Mien mbuox: Mey Kouh). ..." gives the number and a name for the
# call the user asked for in the message before, which the detector missed (the agent's answer tells of the call in a
# sentence that goes on to ask which time suits); the agent's saying the number back reads as a call asked for. The
# Miskito "Pain. Bot kabu saura sa naiwa, ..." (fine. the boat: the sea is bad today, a hurricane near Jamaica) names
# the boat by the word English lends it, "bot", spelled as the machine's loanword, alone in its sentence as a machine
# set aside is ("..., bot-kan waxba ma fahmayo"); and its "... kaka sin ai mairin ba ..." holds "sin ai" as English
# would judge the AI, in words of the language's own.
# The Acholi "Apwoyo matek, wabino Thursday." (thank you very much, we will come on Thursday) says again two words of
# the user's own message two turns before ("Gwok wabino Thursday ka ngom otwo", perhaps we come on Thursday when the
# ground dries), which the agent took up by one word ("Ber, Thursday pud ber", fine, Thursday is still good), as the
# German "Der Router wurde schon neu gestartet!" says again what the agent's "starten Sie Ihren Router neu" told it to
# do: a plan confirmed and a step already taken, said again, hold the same pair and the same word answered; the thanks
# that opens the Acholi one is in words no table holds.
# The Shipibo "Atalaya yama, Orellana-nko. Motor 25 HP." (not Atalaya, Orellana; a 25 HP motor) sets right a place the
# agent misread, calmly, and the agent opens with "Disculpa": a message that tells and an apology at the opening of the
# answer, as the Sango message above is; the same correction with stress ("I said HONEY not tobacco") is a complaint.
# Set 38's neutral turns flagged when it became a tuning set, each named until a general reading tells it from a
# complaint or a request: a fare or a price asked about or disputed, a number given, a boss, a wife or a relative
# named in passing, a plumber's number not known, a name's spelling set right.
# Set 39's, named when it became a tuning set: an advance asked about at planting time, with the wages it must pay (a
# hardship told calmly), and a number for a call given with a weary face at the weak signal at home.
# Set 40's, named when it became a tuning set: "nothing" answering the agent's question, a driver praised in capitals
# in Swahili and the turn after it naming him ("si lalamiko", not a complaint), and a name, a village and a number given
# beside a worry about a cow in Kimeru.
# Set 41's, named when it became a tuning set: where to pay asked of "the agents at the dock" in Belizean Kriol, joy in
# capitals in Afrikaans ("AI DIS LEKKER!!!", not the agent's nature), a father's death told to move his number, a
# mother in hospital told to move a technician's visit.
# A turn flagged more, or one of these no longer flagged, fails.
KNOWN_FLAGGED = {"signals_tuning_29.json": [
                     "Var, geçän nedelä verdi. Nicä var yazılmaa: telefonnan mı, ya lääzım gelmää kendim?"],
                 "signals_tuning_32.json": ["Кхана? Бераш ц1аг1а да, хи деза тахан"],
                 "signals_tuning_33.json": ["Ah. Ita ti mbi atene na mbi so ala yeke kä makongo. Mbi ye kilo use."],
                 "signals_tuning_34.json": [
                     "72 unit?? 3 bulb se 72 unit kaise hoi. meter me 1,284 likhal ba, pichhla mahina 1,262 rahe. "
                     "22 unit hoi. photo pathaitu",
                     "Ng kmal mekeald er a blik, a ngelekek ng diak lsebechel el mechiuaiu 😩 ng kmal mekngit a chull "
                     "elii"],
                 "signals_tuning_35.json": [
                     "Haha, kabu saura kaka sin ai mairin ba wala huracán kum sa, yang gasolina nani wal tawan ra iwi "
                     "kaka 😂 ok, lunes 5 am muelle ra"],
                 "signals_tuning_36.json": ["Apwoyo matek, wabino Thursday."],
                 "signals_tuning_37.json": ["Atalaya yama, Orellana-nko. Motor 25 HP."],
                 "signals_tuning_38.json": [
                     "tireko 20 min bhayo, eSewa bata paisa kattyo, ticket aayena. screenshot chha. hi bhayo?",
                     "95? gaau ma ta sabai le 110 bhanchhan ni, last meeting ma 110 pass bhako hoina ra?",
                     "Эртен болады. Акшаны накыт бересиз бе, картага ма? Катыным карта дейди, мен накыт дейим, уьйде "
                     "начальник ол 😂",
                     "8 963 402-15-90. Тез звонить этсин, светке де тоьлев бар, пенсия аз",
                     "Bomba ya kiosk ya Mutituni imepasuka, kĩw'ũ kĩ road yonthe kuma kwakya. Ndimanyi number ya "
                     "plumber wenyu",
                     "3081129. Jabi, alu la records kono n too safeeta 'Kady', bari 'Kaddy' le mu, d fula"],
                 "signals_tuning_39.json": [
                     "अग्रिम केही पैसा दिने चलन छ कि छैन? अहिले रोपाइँको बेला, खेतालालाई ज्याला दिनुपर्ने छ",
                     "0355-5910427 pe, 6 baje ke baad. ghar mein signal sirf chhat pe jaa ke aata hai 😒"],
                 "signals_tuning_40.json": [
                     "nothing",
                     "ha ha sawa. Dereva wa basi la jana T 512 DFK alikuwa mzuri SANA!!! alimsaidia bibi mmoja kushuka "
                     "na mizigo yake mpaka nje",
                     "ndio. si lalamiko hapana, ni pongezi tu 😄 jina lake nadhani ni Juma, basi la saa 1 asubuhi "
                     "kwenda Nzega",
                     "Kathure Nkatha, Kiirua, 0745 218 660. ng'ombe ni Friesian, ndĩ na wasiwasi mũno"],
                 "signals_tuning_41.json": [
                     "is wan a di agent dem at di dock mi must pay or online?",
                     "AI DIS LEKKER!!! 😂 hy gaan so bly wees. aio",
                     "ok. ti ǁgûb is verlede week oorlede. ek wil sy nommer oorsit na my naam sodat die familie hom "
                     "nog kan bel. Petrus ǁGaroëb, 081 455 0936",
                     "taykajax está enferma en el hospital, no voy a estar en casa el sábado para el técnico. ¿podemos "
                     "cambiar al lunes?"]}


@pytest.mark.parametrize("path", TUNING_SETS, ids=lambda path: path.name)
def test_no_neutral_turn_in_another_language_is_flagged(path: Path) -> None:
    config = MinerConfig()
    assert config.signals.complaint.other_languages and config.signals.escalation.other_languages
    neutral = 0
    wrong = []
    for conversation in conversations.load(path, "guide")[1]:
        found = conversations.flagged_turns(detect(conversation.session, config).signals)
        # Read as another language as the detectors read it: no English function word, and not a terse reply in
        # a conversation the user otherwise writes in English ("yes call me back 07911 123456" is English).
        english = session_english(conversation.session.turns)
        for turn in conversation.turns:
            if turn.user and not english[turn.index] and not turn.labels:
                neutral += 1
                if any(turn.index in turns for turns in found.values()):
                    wrong.append(turn.user)
    assert neutral >= 20, "each tuning set holds dozens of neutral turns in other languages"
    assert wrong == KNOWN_FLAGGED.get(path.name, []), wrong


def test_relabels_join_their_sets_with_the_texts_unchanged() -> None:
    for name in ("signals_tuning.json", "signals_tuning_2.json"):
        writer, guide = (conversations.load(DATA / name, labelling)[1] for labelling in ("writer", "guide"))
        assert [item.session for item in writer] == [item.session for item in guide]
        differ = sum(one.labels != other.labels for left, right in zip(writer, guide, strict=True)
                     for one, other in zip(left.turns, right.turns, strict=True))
        assert 0 < differ < sum(len(item.turns) for item in writer) / 10
    # Sets 3 to 11 were labelled under the guide by their writers: one labelling.
    for name in (f"signals_tuning_{number}.json" for number in range(3, 12)):
        writer, guide = (conversations.load(DATA / name, labelling)[1] for labelling in ("writer", "guide"))
        assert writer == guide


def test_a_relabel_of_other_words_is_refused(tmp_path: Path) -> None:
    turns = [{"user": "where is my order", "agent": "On its way.", "labels": []}]
    (tmp_path / "signals_tuning.json").write_text(json.dumps(
        {"about": "a set", "conversations": [{"id": "c1", "turns": turns}]}), encoding="utf-8")
    relabel = {"about": "relabels", "conversations": [
        {"source": "signals_tuning.json", "id": "c1",
         "turns": [{"user": "where is my order??", "agent": "On its way.", "labels": ["complaint"]}]}]}
    (tmp_path / "signals_relabels_1.json").write_text(json.dumps(relabel), encoding="utf-8")
    with pytest.raises(ValueError, match="not its turns"):
        conversations.load(tmp_path / "signals_tuning.json", "guide")
    relabel["conversations"][0]["turns"][0]["user"] = "where is my order"
    (tmp_path / "signals_relabels_1.json").write_text(json.dumps(relabel), encoding="utf-8")
    assert conversations.load(tmp_path / "signals_tuning.json", "guide")[1][0].turns[0].labels == {"complaint"}
    assert conversations.load(tmp_path / "signals_tuning.json", "writer")[1][0].turns[0].labels == frozenset()
