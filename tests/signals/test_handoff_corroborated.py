"""A declared hand-off is the user's request for a person only beside the user's own words of asking: a request word
of the hand-off's language in the message, or in the message before it when the agent's answer between asked the user
something (`miner/signals/handoff_corroborated.py`): the examples of the rule, and real conversations of the tuning
sets with every declaration of `bench/data/declared_languages`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.handoff_corroborated import corroborated

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"
DECLARED = {path.stem: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((DATA / "declared_languages").glob("*.json"))}

# Sakha's request words, as declared: a wish, an act of contact, a person.
WORDS = [(re.compile(r"\bбаҕарабын\b", re.IGNORECASE), re.compile(r"\bкэпсэтиэхпин\b", re.IGNORECASE),
          re.compile(r"\bкиһи\b", re.IGNORECASE))]

CORROBORATED = (
    # the message asks in the language's words
    ("Киһини кытта кэпсэтиэхпин баҕарабын", None, None),
    # the request made in the message before, completed here with what the agent asked for
    ("8 914 000-12-34", "Киһини кытта кэпсэтиэхпин баҕарабын", "Телефоҥҥутун суруйуҥ?"),
)
NOT_CORROBORATED = (
    # where the car is, and when the mechanic can come: the visit arranged (Sakha: Oyunsky 20, in the yard)
    ("Ойуунускай 20, двор иһигэр. Прикурить буоллун.", "Эвакуатор баар дуо?", "Массыынаҕыт ханна турарый?"),
    # the request made before, but the agent's answer between asked nothing: this message is news of its own
    ("Махтал, 10 мөһөөччүк", "Киһини кытта кэпсэтиэхпин баҕарабын", "Сөп."),
)


@pytest.mark.parametrize(("message", "previous", "previous_answer"), CORROBORATED)
def test_corroborated(message: str, previous: str | None, previous_answer: str | None) -> None:
    assert corroborated(message, previous, previous_answer, WORDS)


@pytest.mark.parametrize(("message", "previous", "previous_answer"), NOT_CORROBORATED)
def test_not_corroborated(message: str, previous: str | None, previous_answer: str | None) -> None:
    assert not corroborated(message, previous, previous_answer, WORDS)


def _conversation(number: int, identifier: str) -> conversations.LabelledConversation:
    return next(conversation for conversation in conversations.load(DATA / f"signals_tuning_{number}.json", "guide")[1]
                if conversation.session.session_id == identifier)


def _details(number: int, identifier: str) -> list[str]:
    config = MinerConfig.model_validate({"signals": {"languages": DECLARED}})
    return [evidence.detail for signal in detect(_conversation(number, identifier).session, config).signals
            for evidence in signal.evidence]


@pytest.mark.parametrize(("number", "identifier", "handoff"), [
    # Sakha: where the car is; "the mechanic will be there in 40 minutes, and call you when he arrives"
    (28, "sakha-garage-038", "эһиэхэ эрийиэ"),
    # Sakha: 10 bags, stop by the highway; "the driver will stop by the highway and call you"
    (28, "sakha-farmsupply-037", "эһиэхэ эрийиэ"),
    # Galician: "tomorrow then"; "the technician will call you half an hour before arriving"
    (26, "galician-plumbing-035", "chamaralle"),
    # Setswana: where the cattle post is; "the vet will call you on Tuesday morning to guide the way"
    (26, "setswana-vet-013", "o tla go leletša"),
])
def test_a_declared_hand_off_to_a_message_holding_no_request_word_is_no_request(
        number: int, identifier: str, handoff: str) -> None:
    assert not any("escalation_request" in turn.labels for turn in _conversation(number, identifier).turns)
    details = _details(number, identifier)
    assert f'agent hands off: "{handoff}"' in details
    assert not any(detail.startswith("user asks for a person (the agent hands them off)") for detail in details)


@pytest.mark.parametrize(("number", "identifier", "turn", "handoff"), [
    # Upper Sorbian: "may I go through it with someone by phone?"; "a colleague of the tariffs department will call you"
    (28, "sorbian-prud-033", 1, "wam zazwoni"),
    # Albanian: the number and the time, after "I would like to talk a little with someone of the staff" and the
    # agent's question for them; "the coordinator will call you tomorrow after 17:00"
    (20, "online-counselling-001", 2, "do t'ju telefonojë"),
])
def test_a_declared_hand_off_beside_the_user_s_words_of_asking_is_a_request(
        number: int, identifier: str, turn: int, handoff: str) -> None:
    assert f'user asks for a person (the agent hands them off): "{handoff}"' in _details(number, identifier)
    config = MinerConfig.model_validate({"signals": {"languages": DECLARED}})
    flagged = conversations.flagged_turns(detect(_conversation(number, identifier).session, config).signals)
    assert turn in flagged["escalation_request"]
