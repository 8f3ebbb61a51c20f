"""Real conversations of the tuning sets: a question about what the agent is asks for no one, in English and in a
declared language's words; a person asked for by an imperative after a comma, or by a title and a name, is asked
for; one figure set against the agent's, or the agent likened to a useless thing, is a complaint."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from miner.config import MinerConfig
from miner.signals import detect
from miner.signals import labelled as conversations
from miner.signals.text import without_nature_questions

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"


def _conversation(identifier: str) -> conversations.LabelledConversation:
    return next(conversation for conversation in conversations.load(DATA / "signals_tuning_21.json", "guide")[1]
                if conversation.session.session_id == identifier)


def _requests(identifier: str, languages: dict[str, Any] | None = None) -> set[int]:
    config = MinerConfig.model_validate({"signals": {"languages": languages or {}}})
    return conversations.flagged_turns(detect(_conversation(identifier).session, config).signals)["escalation_request"]


def _declared(name: str) -> dict[str, Any]:
    return {name: json.loads((DATA / "declared_languages" / f"{name}.json").read_text(encoding="utf-8"))}


def test_a_question_naming_a_person_or_one_of_those_systems_asks_for_no_one() -> None:
    # "Hi, is this a real person or one of those automatic systems?"
    conversation = _conversation("house-building-contractor-004")
    assert conversation.turns[0].user.endswith("one of those automatic systems?")
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not _requests("house-building-contractor-004")


@pytest.mark.parametrize(("identifier", "language", "starts"), [
    # Yoruba: is it a robot I am talking with, or a person?
    ("land-plots-005", "yoruba", "Ṣé robot ni"),
    # Lao: am I asking a person or a bot answering by itself? (the agent answers it can pass it on to staff)
    ("wooden-furniture-workshop-004", "lao", "ຂໍໂທດເດີ້"),
])
def test_a_question_naming_a_machine_beside_a_declared_person_asks_for_no_one(
        identifier: str, language: str, starts: str) -> None:
    conversation = _conversation(identifier)
    assert any(turn.user.startswith(starts) for turn in conversation.turns)
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not _requests(identifier, _declared(language))


def test_a_declared_request_beside_a_machine_named_is_still_found() -> None:
    # Yoruba: "... Se mo le ba eniyan gidi soro lori phone?" (can I talk to a real person on the phone?)
    labelled = {turn.index for turn in _conversation("land-plots-003").turns if "escalation_request" in turn.labels}
    assert labelled == {2}
    assert _requests("land-plots-003", _declared("yoruba")) == {2}


@pytest.mark.parametrize(("identifier", "starts"), [
    # "... Honestly this is too much to type, I beg make your sales person call me so I explain"
    ("generator-sales-003", "It runs like"),
    # "I want to speak with Mr Ramdhony himself, the owner. Not with the terms and conditions."
    ("model-ship-workshop-002", "I want to speak with Mr"),
])
def test_an_english_request_after_a_comma_or_of_someone_titled_is_found(identifier: str, starts: str) -> None:
    asked = next(turn for turn in _conversation(identifier).turns if turn.user.startswith(starts))
    assert "escalation_request" in asked.labels
    assert asked.index in _requests(identifier)


def _complaints(identifier: str) -> set[int]:
    return conversations.flagged_turns(detect(_conversation(identifier).session, MinerConfig()).signals)["complaint"]


def test_one_figure_set_against_the_agents_is_a_complaint() -> None:
    # The agent: "... materials can be adjusted when prices change by more than 10%." The user: "30% is not 10%."
    conversation = _conversation("house-building-contractor-003")
    disputed = next(turn for turn in conversation.turns if turn.user == "30% is not 10%.")
    assert "complaint" in disputed.labels
    assert disputed.index in _complaints("house-building-contractor-003")


def test_the_agent_likened_to_a_useless_thing_is_a_complaint() -> None:
    # "You're about as much use as a chocolate teapot. Put me through to somebody in the office please"
    conversation = _conversation("wheelie-bin-cleaning-003")
    likened = next(turn for turn in conversation.turns if "chocolate teapot" in turn.user)
    assert "complaint" in likened.labels
    assert likened.index in _complaints("wheelie-bin-cleaning-003")


def test_the_wish_to_know_who_one_is_talking_to_asks_for_no_one() -> None:
    conversation = next(item for item in conversations.load(DATA / "signals_tuning_33.json", "guide")[1]
                        if item.session.session_id == "enugu-repairs-004")
    asked = next(turn for turn in conversation.turns if turn.user.startswith("Are you a human being or AI?"))
    assert "escalation_request" not in asked.labels
    found = conversations.flagged_turns(detect(conversation.session, MinerConfig()).signals)["escalation_request"]
    assert asked.index not in found


@pytest.mark.parametrize(("text", "kept"), [
    ("Are you a human being or AI? I just want to know who I'm talking to", ""),
    ("i just wanted to know who im chatting with here.", ""),
    ("I want to know who I'm talking to. Put me through to a manager.", "Put me through to a manager."),
    # not the wish to know who one talks to: someone to talk to, whom to talk to
    ("I want to talk to someone who knows what they are doing",
     "I want to talk to someone who knows what they are doing"),
    ("I want to know who to talk to about my refund", "I want to know who to talk to about my refund"),
])
def test_the_wish_to_know_who_one_is_talking_to_is_read_as_nothing(text: str, kept: str) -> None:
    assert without_nature_questions(text) == kept


@pytest.mark.parametrize(("text", "kept"), [
    ("¿jumax jaqïtati? o robot", ""),  # Aymara: are you a person? or a robot
    ("are you human? or a bot", ""),
    ("14 to 15 feb. Is the chat a human? you type nicely", "14 to 15 feb.  you type nicely"),
    ("Is the service down? or the machine", "Is the service down? or the machine"),  # a question of the service's
    ("can I talk to a person instead of a bot?", "can I talk to a person instead of a bot?"),  # asks for one
])
def test_a_machine_added_as_the_other_answer_or_the_chat_asked_about_is_a_question_about_the_agent(
    text: str, kept: str
) -> None:
    assert without_nature_questions(text) == kept
