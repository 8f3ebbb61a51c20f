"""Neutral turns of other languages that read like complaints or requests, and English requests for someone of the
business's office or whoever is in charge: a word asked back and then questions alone is asked about; a number given
right after a request is the one to call for it; a word of Devanagari keeps its vowel signs when a request asked again
is sought; someone of the office asked to call, able to or calling the user's own people, and whoever is in charge
asked for, are requests; a judgement or sarcasm of the weather is aimed there."""

from __future__ import annotations

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from tests.factory import complaint_evidence, conversation, labelled_conversation, request_turns

OPENING = ("Hi, I have a question about my account.", "Of course, how can I help?")


@pytest.mark.parametrize("message", [
    "Thank you dear. Would somebody from the rates office be able to ring me at home so I can go through it properly?",
    "Actually it's better if someone from your Jaffna office phones my mother directly and explains where to wait.",
    "I want to see the matron or whoever is in charge of bookings today, I'm standing here at reception",
    "I'd like the person in charge of bookings please",
])
def test_someone_of_the_office_or_whoever_is_in_charge_is_asked_for(message: str) -> None:
    assert request_turns(conversation(OPENING, (message, "Sure, I'll pass that on."))) == [1]


@pytest.mark.parametrize("message", [
    "someone from your office phoned my mother yesterday about the ticket",
    "who is in charge of bookings at the Jaffna office?",
    "the rates office is better now than last year",
])
def test_the_office_or_whoever_is_in_charge_told_of_is_no_request(message: str) -> None:
    assert request_turns(conversation(OPENING, (message, "Thanks for letting me know."))) == []


def test_a_word_asked_back_then_questions_alone_is_asked_about() -> None:
    asked = conversation(
        ("Haaw. Niwii-gagwedwe about the reno program. My roof leaks everywhere apii gimiwang",
         "Nimaanendam about your roof. Giga-ozhibii'aan mazina'igan, then maintenance ta-bi-waabandaan."),
        ("Aandi mazina'igan? Online ina?", "Enh, online on the band website under Housing."))
    assert complaint_evidence(asked, "asked back") == []
    disbelieved = conversation(
        ("Salom, mehmonxonadan Haramga qanday borish mumkin?",
         "Mehmonxonadan shuttle avtobus har soatda qatnaydi."),
        ("Qanaqa shuttle? Hech qanaqa avtobus yo'q bu yerda. Bu aldov-ku", "Uzr so'raymiz."))
    assert [turn for turn, _ in complaint_evidence(disbelieved, "asked back")] == [1]


@pytest.mark.parametrize(("identifier", "turn"), [
    # Gullah: the number given after asking for Miss Ruthie's call, in answer to the agent's question for it
    ("sthelena-sc-gullah-bank-002", 2),
    # Tharu: "Tuesday morning is fine", no request asked again
    ("tharu-forest-hydro-004", 3),
    # Ojibwe: where is the form? online?
    ("ojibwe-on-band-housing-004", 2),
    # Palauan: a plumber came on Saturday and fixed it
    ("palauan-utilities-post-005", 1),
])
def test_neutral_turns_of_set_34_are_not_flagged(identifier: str, turn: int) -> None:
    labelled = labelled_conversation("signals_tuning_34.json", identifier)
    found = conversations.flagged_turns(detect(labelled.session, MinerConfig()).signals)
    assert not any(turn in turns for turns in found.values())


def test_sarcasm_at_the_weather_is_aimed_there() -> None:
    labelled = labelled_conversation("signals_tuning_34.json", "mtgambier-sa-council-001")
    assert not conversations.flagged_turns(detect(labelled.session, MinerConfig()).signals)["complaint"]


def test_the_request_before_the_number_given_is_still_read() -> None:
    labelled = labelled_conversation("signals_tuning_34.json", "sthelena-sc-gullah-bank-002")
    assert conversations.flagged_turns(detect(labelled.session, MinerConfig()).signals)["escalation_request"] == {1}
