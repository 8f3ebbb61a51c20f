"""The request for a person as a wish, a contact act and a human being in one clause, in every declared language."""

from __future__ import annotations

import pytest

from miner.signals.escalation import EscalationConfig, EscalationDetector
from miner.signals.request_words import REQUEST_WORDS, PersonRequestRule, RequestWords, merged

RULE = PersonRequestRule(REQUEST_WORDS)
REQUESTS = [(language, text) for language, words in REQUEST_WORDS.items() for text in words.requests]
NOT_REQUESTS = [(language, text) for language, words in REQUEST_WORDS.items() for text in words.not_requests]


def test_every_language_declares_what_must_and_must_not_match() -> None:
    assert len(REQUEST_WORDS) >= 15
    for language, words in REQUEST_WORDS.items():
        assert words.requests and words.not_requests, language
        assert words.wish and words.contact and words.person, language


@pytest.mark.parametrize(("language", "text"), REQUESTS)
def test_a_declared_request_is_found(language: str, text: str) -> None:
    assert RULE.find(text) is not None, (language, text)


@pytest.mark.parametrize(("language", "text"), NOT_REQUESTS)
def test_a_declared_non_request_is_not_found(language: str, text: str) -> None:
    assert RULE.find(text) is None, (language, text)


def test_the_three_classes_are_needed_in_one_clause() -> None:
    assert RULE.find("quiero hablar con una persona") is not None
    assert RULE.find("quiero hablar. Una persona menor de edad viaja conmigo") is None
    assert RULE.find("hablé con una persona ayer") is None


def test_a_question_wishes_and_the_telephone_is_contact_in_any_language() -> None:
    # no wish word: the question asks; "téléphone" is no word of the French table, the telephone's stem is everyone's
    assert RULE.find("Serait-il possible que quelqu'un me téléphone au 03 53 01 24 68 ?") is not None
    assert RULE.find("¿Alguien me puede llamar por teléfono?") is not None
    # a talk told, not asked; a question with no contact act
    assert RULE.find("quelqu'un m'a téléphoné hier.") is None
    assert RULE.find("¿Hay alguien en la tienda el sábado?") is None


def test_a_question_asks_by_the_question_mark_of_its_script() -> None:
    # Greek asks with a semicolon (or its own letter, U+037E): a team's Greek words and no wish word among them.
    greek = PersonRequestRule(merged({"greek": RequestWords(wish=("θέλω",), contact=("μιλήσω",),
                                                             person=("υπάλληλο",))}))
    assert greek.find("Μπορώ να μιλήσω με έναν υπάλληλο;") is not None
    assert greek.find("Μπορώ να μιλήσω με έναν υπάλληλο\u037e") is not None
    assert greek.find("Μπορώ να μιλήσω με έναν υπάλληλο. Ευχαριστώ") is None
    # After Latin words a semicolon ends a clause and asks nothing.
    assert RULE.find("alguien me llamó por teléfono; nada más") is None


def test_a_refusal_cancels_the_clause() -> None:
    assert RULE.find("no quiero hablar con un agente, solo cambiar la fecha") is None


def test_the_detector_reads_the_rule_in_a_language_no_phrase_lists() -> None:
    detector = EscalationDetector(EscalationConfig())
    found = detector.user_request("Соедините меня с оператором, пожалуйста")
    assert found is not None and "оператором" in found[1]
    assert detector.user_request("Оператор уже ответил мне вчера") is None


def test_a_team_adds_a_language_in_config() -> None:
    text = "haluan puhua ihmisen kanssa"  # Finnish: I want to talk with a person
    assert EscalationDetector(EscalationConfig()).user_request(text) is None
    config = EscalationConfig.model_validate(
        {"request_words": {"finnish": {"wish": ["haluan"], "contact": ["puhu*"], "person": ["ihmi*"]}}})
    assert EscalationDetector(config).user_request(text) is not None


def test_a_team_extends_a_known_language() -> None:
    languages = merged({"spanish": RequestWords(wish=(), contact=("charlar",), person=())})
    assert "charlar" in languages["spanish"].contact and "habl*" in languages["spanish"].contact
    assert PersonRequestRule(languages).find("quiero charlar con un agente") is not None


def test_other_languages_off_turns_the_rule_off() -> None:
    detector = EscalationDetector(EscalationConfig(other_languages=False))
    assert detector.user_request("Соедините меня с оператором, пожалуйста") is None


@pytest.mark.parametrize("text", [
    "Was told it was a software bug. Told to call back this AM",
    "I'm going to speak with customer service at the airport tomorrow morning and see what my options are.",
    "I tried already and I am on the waiting list for a call back",
    "Any info on the flight? Can't get calls through to speak with anyone.",
    "have been waiting two hours to talk to someone about my booking.",
    "I can't even get a supervisor without waiting on hold for an hour?!",
    "The lost property desk is like talking to a brick wall.",
    "Requested to speak to customer service and was transferred to a dead end.",
    "Why does it take three hours to talk to someone?",
    "If you ever need someone to talk to, I'm around here a lot.",
    # a question of necessity asks whether one must
    "and do I need to call anyone to reorder, or is it in the app?",
    "Do I need to talk to a sales person or can I set it up myself",
    "do I need to call or email someone?",
    "audit log shows 3 calls from an unknown IP. do we need to report this to your security team?",
])
def test_an_english_call_or_talk_told_of_asks_for_no_one(text: str) -> None:
    assert EscalationDetector(EscalationConfig()).user_request(text) is None


@pytest.mark.parametrize("text", [
    "I want to speak to a supervisor about this",
    "can a manager call me right now. we have 3 small children on a broken boat.",
    "Yes, that's what I'm saying. We cancelled. Have a manager ring me about a refund.",
    "she has done it 2 times already!! OTP is coming and then page is going blank. human pls",
    "is there someone I can talk to?",
    "how about a phone number to talk to a real person?",
    "Yes, I was hoping to speak with someone directly.",
    "If it's possible, I'd like to talk to a manager.",
    "Kindly arrange for your group sales account manager to contact me directly today.",
    "do I have to keep waiting or can someone call me?",
])
def test_an_english_request_wishes_opens_with_an_imperative_asks_or_is_short(text: str) -> None:
    assert EscalationDetector(EscalationConfig()).user_request(text) is not None
