"""Sessions built by hand for the tests of the stages after assembly: no traces needed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from miner.config import MinerConfig
from miner.model import Session, ToolCall, Turn
from miner.signals import detect, labelled
from miner.signals.escalation import USER_REQUEST

START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
# The labelled sets the benches read.
BENCH_DATA = Path(__file__).resolve().parents[1] / "bench" / "data"


def tool(name: str, status: str = "ok", error: str | None = None, result: Any = None,
         **args: Any) -> ToolCall:
    return ToolCall(name=name, status=status, error=error, result=result, args=args, span_id=f"span-{name}")


def turn(user_text: str | None = None, *tools: ToolCall, **fields: Any) -> dict[str, Any]:
    return {"user_text": user_text, "tool_calls": list(tools), **fields}


def session(*turns: dict[str, Any] | str, session_id: str = "s-1", started_at: datetime = START,
            **fields: Any) -> Session:
    built = []
    for index, item in enumerate(turns):
        spec = turn(item) if isinstance(item, str) else item
        built.append(Turn(index=index, final_response="Done.", **spec))
    return Session(session_id=session_id, started_at=started_at,
                   ended_at=started_at + timedelta(minutes=5), turns=built, **fields)


def conversation(*exchanges: tuple[str, str], app_name: str = "shop", started_at: datetime = START) -> Session:
    """A session built through the model: one turn per (user, agent) exchange, a minute apart."""
    turns = [Turn(index=index, user_text=user, final_response=agent, started_at=started_at + timedelta(minutes=index))
             for index, (user, agent) in enumerate(exchanges)]
    return Session(session_id="conv-1", started_at=started_at, ended_at=started_at + timedelta(minutes=len(turns)),
                   turns=turns, app_name=app_name)


def complaint_turns(session: Session) -> list[int]:
    """The turns the session's complaint rests on."""
    return [item.turn for signal in detect(session).signals if signal.kind == "complaint"
            for item in signal.evidence if item.turn is not None]


def complaint_evidence(session: Session, family: str) -> list[tuple[int | None, str]]:
    """The (turn, detail) of the session's complaint evidence whose detail names the family ("said again")."""
    return [(item.turn, item.detail) for signal in detect(session).signals if signal.kind == "complaint"
            for item in signal.evidence if family in item.detail]


def request_turns(session: Session) -> list[int]:
    """The turns the session's request for a person rests on: the user's own asking, not the agent's hand-off."""
    return [item.turn for signal in detect(session).signals if signal.kind == "escalation"
            for item in signal.evidence if item.turn is not None and item.detail.startswith(USER_REQUEST)]


def labelled_conversation(name: str, identifier: str) -> labelled.LabelledConversation:
    """One conversation of a labelled set under bench/data, by its id."""
    return next(conversation for conversation in labelled.load(BENCH_DATA / name, "guide")[1]
                if conversation.session.session_id == identifier)


def flagged_requests(conversation: labelled.LabelledConversation) -> set[int]:
    """The user turns of a labelled conversation read as requests for a person, with the default configuration."""
    return labelled.flagged_turns(detect(conversation.session, MinerConfig()).signals)["escalation_request"]


def labelled_request_found(name: str, identifier: str, starts: str) -> bool:
    """Whether the request for a person a conversation of a labelled set under bench/data is labelled with (in its
    user turn opening with `starts`) is found."""
    conversation = labelled_conversation(name, identifier)
    asked = next(item for item in conversation.turns if item.user.startswith(starts))
    assert "escalation_request" in asked.labels
    return asked.index in flagged_requests(conversation)


def unlabelled_requests_flagged(name: str, identifier: str) -> set[int]:
    """The turns read as requests for a person in a conversation of a labelled set labelled with none."""
    conversation = labelled_conversation(name, identifier)
    assert not any("escalation_request" in item.labels for item in conversation.turns)
    return flagged_requests(conversation)
