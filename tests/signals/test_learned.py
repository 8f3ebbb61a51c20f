"""The learned scorer: it reads words, word pieces and context the same way in training and in the detectors,
trains deterministically, ships inside the package, and leaves text in other languages alone."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import pytest

from miner.signals import detect
from miner.signals import training as trainer
from miner.signals.complaint import ComplaintDetector
from miner.signals.config import SignalsConfig
from miner.signals.labelled import load
from miner.signals.learned import (
    KINDS,
    LearnedModel,
    mostly_english,
    pattern_features,
    reads_as_english,
    session_english,
    shipped_model,
    text_features,
    tokens,
    turn_contexts,
)
from tests import factory

ROOT = Path(__file__).resolve().parents[2]
START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


conversation = partial(factory.conversation, app_name="phone_shop", started_at=START)


def model(weights: dict[str, float], bias: float = -3.0) -> LearnedModel:
    return LearnedModel({"about": "test", "cuts": dict.fromkeys(KINDS, 0.5), "bias": dict.fromkeys(KINDS, bias),
                         "weights": {"complaint": weights, "escalation_request": {}}})


def test_word_pieces_carry_a_weight_to_words_never_seen() -> None:
    # Trained on "useless" only through its character grams: "uselessss" shares most of them.
    grams = [feature for feature in text_features("useless") if not feature.startswith(("w:", "t:"))]
    scorer = model(dict.fromkeys(grams, 4.0))
    later = turn_contexts(conversation(("hi", "Hello! How can I help?"), ("x", "y")).turns)[1]
    assert scorer.probability("complaint", "this is uselessss", later) > 0.5
    assert scorer.probability("complaint", "this is fine", later) < 0.5
    assert "uselessss" in scorer.top_words("complaint", "this is uselessss")


def test_context_reads_repeats_and_the_agents_previous_answer() -> None:
    session = conversation(("I want to change the delivery address for my parcel", "Is that the Leeds address?"),
                           ("I want to change the delivery address for my parcel", "Unfortunately I can't do that."),
                           ("ok", "Would you like me to connect you with a colleague?"), ("yes", "Done."))
    contexts = turn_contexts(session.turns)
    assert contexts[0].features() == ["x:first"]
    assert set(contexts[1].features()) == {"x:later", "x:agent_asked", "x:same_as_before", "x:spelled_like_before"}
    assert "x:agent_refused" in contexts[2].features()
    assert "x:agent_offered_person" in contexts[3].features()


def test_context_reads_the_agent_failing_and_the_user_correcting_it() -> None:
    resent = "Sorry! Invoice 1034 has been resent to your billing address."
    session = conversation(("My invoice 1043 is wrong", resent), ("1043. You sent 1034 again.", resent),
                           ("The invoice, not the receipt, to the billing address", "Done."))
    contexts = turn_contexts(session.turns)
    assert "x:agent_apologised" in contexts[1].features()
    assert "x:other_numbers" in contexts[1].features() and "x:other_numbers" not in contexts[0].features()
    assert "x:agent_repeated" in contexts[2].features() and "x:agent_repeated" not in contexts[1].features()
    assert "x:echoes_agent" in contexts[2].features()
    same = conversation(("Cancel my order", "Order 5502 is cancelled."), ("Thanks, 5502 it is", "Done."))
    assert "x:other_numbers" not in turn_contexts(same.turns)[1].features()


def test_patterns_read_negation_people_and_judgements() -> None:
    assert "n:fault" in pattern_features("not your fault", tokens("not your fault"))
    assert "n:fault" not in pattern_features("your fault", tokens("your fault"))
    judged = "you are useless"
    assert "p:agent_judged" in pattern_features(judged, tokens(judged))
    assert "p:agent_judged" not in pattern_features("useless weather", tokens("useless weather"))
    asked = "can I speak to a real person please"
    assert "p:ask_for_person" in pattern_features(asked, tokens(asked))
    assert "p:people_there" in pattern_features("is anyone there?", tokens("is anyone there?"))
    assert "p:not_that" in pattern_features("Frankfurt, not Amsterdam.", tokens("Frankfurt, not Amsterdam."))
    assert "p:ask_for_person" not in pattern_features("I want to cancel", tokens("I want to cancel"))


def test_text_in_other_languages_is_not_scored() -> None:
    scorer = model({"w:inutil": 9.0, "w:nada": 9.0})
    first = turn_contexts(conversation(("x", "y")).turns)[0]
    assert scorer.probability("complaint", "esto es inutil, no sirve para nada", first) is None
    assert scorer.probability("complaint", "this is inutil", first) is not None


def test_a_terse_reply_without_an_english_word_is_english_when_the_user_writes_english() -> None:
    opening = (("Hi, can you call me about my contract?", "Sure."), ("It's the one from March.", "Found it."),
               ("I want to change the tariff", "Shall we call you back?"))
    english = conversation(*opening, ("yes call me back 07911 123456", "Noted."), ("hmm, YES!!! so excited", "Great."),
                           ("merci beaucoup", "De rien."))
    assert list(session_english(english.turns).values()) == [True, True, True, True, True, False]
    scorer = model({"w:back": 9.0})
    contexts = turn_contexts(english.turns)
    assert scorer.probability("complaint", "yes call me back 07911 123456", contexts[3]) is not None
    assert scorer.probability("complaint", "merci beaucoup", contexts[5]) is None
    others = conversation(*opening, ("sí, gracias", "De nada."),
                          ("ik woon in Nederland maar rijd naar Engeland volgende week", "OK."))
    assert list(session_english(others.turns).values()) == [True, True, True, False, False]
    # Alone, or among the user's messages in another language, it is not read as English.
    alone = conversation(("yes call me back 07911 123456", "Noted."))
    assert session_english(alone.turns) == {0: False}
    spanish = conversation(("hola, tengo un problema con mi factura", "¿Cuál?"), ("call back 07911", "Vale."),
                           ("quiero hablar con alguien de la tienda", "Claro."))
    assert list(session_english(spanish.turns).values()) == [False, False, False]


@pytest.mark.parametrize("text", [
    "Merhaba, yoga dersleri için ayrı ücret var mı?",  # Turkish: "için" holds no English "i"
    "İyi günler, nikah için hangi belgeler lazım?",  # nor "İyi", "i̇yi" once in lower case
    "Ah ok, merci villmools! Mäi Mann kënnt dann mat enger Procuratioun",  # Luxembourgish
    "katto pitäis saada kiinni ennen ku sateet alkaa",  # Finnish: "pitäis" holds no "is"
])
def test_a_piece_of_a_word_written_outside_ascii_is_no_english_word(text: str) -> None:
    assert not reads_as_english(text)


@pytest.mark.parametrize("text", [
    "Siobhán Ní Bhriain, with the accents", "a village near Tarnów, name was Kowalczyk",
    "758-555-0143, ask for Marcia. Mèsi!", "Great. Can I add 2 cases of Comté to tomorrow's order?",
    "正！THANK YOU!!!", "i need help", "I’m still waiting", "Hi, my café order is late",
])
def test_an_english_message_with_a_word_written_outside_ascii_is_english(text: str) -> None:
    assert reads_as_english(text)


@pytest.mark.parametrize("text", [
    "Kuni-i ka'an-i xi'in iin ñayiu, ña xi'in máquina.",  # Mixtec: "-i" (I) holds no English "i"
    "Ngiyibukile i-invoice, ngibona u-25kg! Angisafuni ukukhuluma ne-robot.",  # Zulu: nor the prefix "i-"
    "Ngikuhlolile konke. I-breaker ivuliwe, ilambu liluhlaza",  # Northern Ndebele
    "Wen, i-cancel yo.",  # Ilocano
])
def test_a_letter_joined_to_a_word_by_a_hyphen_is_no_english_word(text: str) -> None:
    assert not reads_as_english(text)


@pytest.mark.parametrize("text", [
    "I sent an e-mail about my t-shirt", "is it up-to-date?", "I-95 is closed", "a-ok thanks",
])
def test_an_english_message_with_a_letter_joined_by_a_hyphen_is_english(text: str) -> None:
    assert reads_as_english(text)


@pytest.mark.parametrize("text", [
    # Languages whose short words ("i", "a", "to", "he", "e", "ia") are English ones: most of their words are not.
    "Ua fiu au i te tali, ou te fia talanoa i se tagata moni, e le o se robot",  # Samoan-like
    "Au sa vinakata me u veitalanoa kei na dua na tamata dina, i sega ni robot",  # Fijian-like
    "Ia ora na, aita ta'u internet e haere mai te mahana maha ra",  # Tahitian
    "Kia ora, he pātai tāku mō ngā karahipi mātauranga. Ka taea e au te tono?",  # Māori
    "Malo e lelei. Oku ou fie ota kahoa lole e 5 ki he graduation a hoku foha",  # Tongan
    "I ni ce. N ka misi saba banana kabini kunun, u te dumuni ke",  # Bambara
    "Ndi khou toda plumber, geyser yanga i khou bvisa madi nga nnda. Ni a da Makhado?",  # Tshivenda
    "Mae gen i ŵyn i fynd i'r mart dydd Iau. Ga i ei nôl o'r iard heddiw?",  # Welsh
    "Nakakainis na talaga, ilang beses ko na to sinabi sa inyo",  # Tagalog
])
def test_a_message_mostly_of_words_english_does_not_hold_is_not_english(text: str) -> None:
    assert not mostly_english(text)
    assert not reads_as_english(text)


@pytest.mark.parametrize("text", [
    "i need a human pls thx",  # abbreviations
    "pleeease get me a human this is uselesss",  # stretched letters, a typo
    "is this scheduled po? my lola is on nebulizer",  # Taglish
    "abeg send someone, this thing no work at all",  # Nigerian English
    "kia ora, I want to talk to a person please",  # Kiwi English
    "Sawa, the name is Neema Lukumay and the number is 0754 218 903",  # names are not judged
    "no thats it",  # too few words to judge: by its function words
    "ya gonna fix it or wat? this is a joke lol",  # slang
])
def test_english_as_people_write_it_stays_english(text: str) -> None:
    assert mostly_english(text)
    assert reads_as_english(text)


def test_a_conversation_in_a_language_sharing_short_words_with_english_is_not_english() -> None:
    # Its terse "ok" follows the user's other messages, none read as English.
    samoan = conversation(("Talofa, ua fiu au i le faatali mo la'u ato i le malaevaalele", "Ou te faamalie atu."),
                          ("Ou te fia talanoa i se tagata moni, e le o se robot, faamolemole",
                           "Ia, o le a ou fesoasoani."),
                          ("ok", "Faafetai."))
    assert list(session_english(samoan.turns).values()) == [False, False, False]


def test_a_request_in_a_language_of_joined_pieces_is_read_in_its_language() -> None:
    # Mixtec: That's not it! You don't know what the farmers go through. I want to speak with a person, not with a
    # machine. / Fine. A person of the office will speak with you now; wait 5 minutes. Read as English for its
    # "Kuni-i ka'an-i", the message was read by no rule of another language (`machine_set_aside`).
    session = factory.labelled_conversation("signals_tuning_32.json", "mixtec-farmsupply-040").session
    assert 2 in factory.request_turns(session)


def test_the_model_is_one_more_cue_that_a_team_can_turn_off() -> None:
    session = conversation(("Hi, my phone won't charge.", "Have you tried another cable?"),
                           ("this is uselessss", "I'm sorry about that."))
    grams = [feature for feature in text_features("uselessss") if not feature.startswith(("w:", "t:"))]
    with_model = ComplaintDetector(SignalsConfig().complaint, model(dict.fromkeys(grams, 4.0)))
    found = with_model.detect(session)
    assert found is not None and found.evidence[0].turn == 1
    assert found.evidence[0].detail.startswith('learned "uselessss"')
    off = SignalsConfig.model_validate({"complaint": {"weights": {"learned": 0}}}).complaint
    assert ComplaintDetector(off, model(dict.fromkeys(grams, 4.0))).detect(session) is None


def test_the_shipped_model_loads_from_the_package_and_flags_an_unlisted_complaint() -> None:
    shipped = shipped_model()
    assert "train_signals.py" in shipped.about
    assert all(0 < shipped.cuts[kind] < 1 for kind in KINDS)
    session = conversation(("Hi, my phone won't charge.", "Have you tried another cable?"),
                           ("Oh of course, a different cable. Because I never thought of that.",
                            "Sorry, I only meant to rule it out."))
    rules_only = SignalsConfig.model_validate({"complaint": {"weights": {"learned": 0}}})
    assert detect(session, rules_only).signals == []
    found = [signal for signal in detect(session).signals if signal.kind == "complaint"]
    assert found and "learned" in found[0].evidence[0].detail and 'agent reacts "Sorry"' in found[0].evidence[0].detail


@pytest.mark.parametrize(("answer", "corroborated"), [
    # The agent's sympathy with the trouble told: said to a washout reported plainly as often as to displeasure.
    ("Sorry to hear about the road. What's its name?", False),
    ("Oh no! I can log that for you now.", False),
    ("Sorry you're dealing with that. I can log it now.", False),
    ("Sorry your road is in that state. I can log it now.", False),
    # An apology that stands alone or owns a part still reacts to displeasure.
    ("I'm sorry about that. I can log it now.", True),
    ("Sorry for the trouble. I can log it now.", True),
    ("I'm sorry that happened. I can log it now.", True),
])
def test_the_agents_sympathy_with_a_trouble_told_corroborates_no_learned_verdict(answer: str,
                                                                                  corroborated: bool) -> None:
    session = conversation(("Hi, is the tip open Saturday?", "Yes, 8am to 4pm."),
                           ("washouts on the main road since the rain, can you send someone", answer))
    grams = [feature for feature in text_features("washouts") if not feature.startswith(("w:", "t:"))]
    found = ComplaintDetector(SignalsConfig().complaint, model(dict.fromkeys(grams, 4.0))).detect(session)
    assert (found is not None) is corroborated
    if found is not None:
        assert found.evidence[0].turn == 1 and "agent reacts" in found.evidence[0].detail


def test_a_turn_resting_on_the_model_alone_needs_the_conversation_to_corroborate_it() -> None:
    sarcasm = "Oh of course, a different cable. Because I never thought of that."
    alone = conversation(("Hi, my phone won't charge.", "Have you tried another cable?"), (sarcasm, "Okay."))
    assert not [signal for signal in detect(alone).signals if signal.kind == "complaint"]
    again = conversation(("Hi, my phone won't charge.", "Have you tried another cable?"), (sarcasm, "Okay."),
                         ("still not charging!!", "Let me check your model."))
    found = [signal for signal in detect(again).signals if signal.kind == "complaint"]
    assert found and found[0].evidence[0].turn == 1 and "cues at turn 2" in found[0].evidence[0].detail


def test_training_is_deterministic_and_learns_its_examples(tmp_path: Path) -> None:
    turns = [{"user": "this is useless, you never listen", "agent": "Sorry.", "labels": ["complaint"]},
             {"user": "thanks, that fixed it", "agent": "Great!", "labels": []},
             {"user": "let me speak to a person", "agent": "Transferring.", "labels": ["escalation_request"]}]
    document = {"about": "test", "conversations": [{"id": f"c{number}", "domain": f"d{number % 2}", "turns": turns}
                                                   for number in range(4)]}
    path = tmp_path / "turns.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    rows = trainer.examples(load(path)[1])
    first, second = (json.dumps(trainer.train(rows, 0.03, "test"), sort_keys=True) for _ in range(2))
    assert first == second
    learned = LearnedModel(json.loads(first))
    contexts = turn_contexts(load(path)[1][0].session.turns)
    assert learned.probability("complaint", turns[0]["user"], contexts[0]) > 0.5
    assert learned.probability("complaint", turns[1]["user"], contexts[1]) < 0.5
    assert learned.probability("escalation_request", turns[2]["user"], contexts[2]) > 0.5


def test_a_user_giving_their_number_is_no_request_for_a_person() -> None:
    message = "Please ship it to my new address instead. You can call me on (415) 555-0100 if needed."
    session = conversation(("Hi, I need to change my delivery address.", "Sure, what is the new address?"),
                           (message, "Done."))
    assert not [signal for signal in detect(session).signals if signal.kind == "escalation"]
    asked = conversation(("Hi, I need to change my delivery address.", "Sure, what is the new address?"),
                         ("can someone from your team call me?", "Of course."))
    assert [signal for signal in detect(asked).signals if signal.kind == "escalation"]
