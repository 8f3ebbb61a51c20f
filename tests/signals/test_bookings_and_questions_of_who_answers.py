"""Real conversations of the tuning sets: "put me through for the 12th" books a date and asks for no one; a question
setting what answers ("automatic", a computer in the language's spelling of the loanword) beside a person asks what
the agent is, in English and in a declared language; a request to be put through to someone is still one."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from miner.config import MinerConfig
from miner.model import Session, Turn
from miner.signals import detect
from miner.signals import labelled as conversations

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"
START = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)


def _conversation(identifier: str, data: str = "signals_tuning_23.json") -> conversations.LabelledConversation:
    return next(conversation for conversation in conversations.load(DATA / data, "guide")[1]
                if conversation.session.session_id == identifier)


def _requests(session: Session, languages: dict[str, Any] | None = None) -> set[int]:
    config = MinerConfig.model_validate({"signals": {"languages": languages or {}}})
    return conversations.flagged_turns(detect(session, config).signals)["escalation_request"]


def _declared(name: str) -> dict[str, Any]:
    return {name: json.loads((DATA / "declared_languages" / f"{name}.json").read_text(encoding="utf-8"))}


def _said(user: str, agent: str) -> Session:
    turn = Turn(index=0, user_text=user, final_response=agent, started_at=START)
    return Session(session_id="conv-1", started_at=START, ended_at=START + timedelta(minutes=1), turns=[turn],
                   app_name="tours_app")


def test_put_me_through_for_a_date_books_it() -> None:
    # "Brilliant. Can you put me through for the 12th of March provisionally? ..."
    conversation = _conversation("falklands-battlefield-tours-004")
    assert "put me through for the 12th" in conversation.turns[1].user
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not _requests(conversation.session)


@pytest.mark.parametrize("user", ["Can you put me through to a manager?", "please put me through, this is urgent"])
def test_put_me_through_to_someone_still_asks_for_them(user: str) -> None:
    assert _requests(_said(user, "One moment, I'll check who is available.")) == {0}


@pytest.mark.parametrize(("identifier", "language", "starts"), [
    # English: is this chat answering automatic or somebody from the studio is typing?
    ("bhutan-thangka-studio-004", None, "is this chat answering automatic"),
    # Luganda: are you a person or a computer ("kompyuta")?
    ("uganda-phone-instalments-004", "luganda", "Ggwe muntu oba kompyuta?"),
])
def test_a_question_setting_what_answers_beside_a_person_asks_for_no_one(
        identifier: str, language: str | None, starts: str) -> None:
    conversation = _conversation(identifier)
    assert conversation.turns[0].user.startswith(starts)
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not _requests(conversation.session, _declared(language) if language else None)


def test_something_automatic_beside_a_person_asked_for_is_still_a_request() -> None:
    # a renewal that is automatic, then a person asked for in a sentence of its own
    found = _requests(_said("Is the renewal automatic? I want to speak to a person about it.",
                            "The renewal is automatic each year."))
    assert found == {0}


def test_a_machine_in_the_georgian_script_asked_about_asks_for_no_one() -> None:
    # Georgian: am I talking to an operator or a bot ("ბოტთან")?
    conversation = _conversation("reupholstery-004", "signals_tuning_19.json")
    assert conversation.turns[0].user == "ოპერატორთან ვსაუბრობ თუ ბოტთან?"
    assert not any("escalation_request" in turn.labels for turn in conversation.turns)
    assert not _requests(conversation.session, _declared("georgian"))
