"""One real engine (Presidio with the real spaCy model) for the whole test session: building it costs ~1 s."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from miner.model import Session, ToolCall, Turn
from redaction import Engine, RedactionConfig, Redactor

NOW = datetime(2026, 11, 20, 9, 30, tzinfo=UTC)


def found(engine: Engine, text: str) -> set[tuple[str, str]]:
    """What the engine finds in `text`: (entity type, the text it covers)."""
    return {(result.entity_type, text[result.start : result.end]) for result in engine.analyze_many([text])[0]}


@pytest.fixture(scope="session")
def engine() -> Engine:
    return Engine(RedactionConfig(n_process=1))


@pytest.fixture(scope="session")
def redactor(engine: Engine) -> Redactor:
    """Placeholders: what was replaced, and where, reads plainly in the assertions."""
    return Redactor(RedactionConfig(n_process=1, replace="placeholder"), engine=engine)


@pytest.fixture(scope="session")
def surrogates(engine: Engine) -> Redactor:
    """The default: synthetic values of the same format."""
    return Redactor(RedactionConfig(n_process=1), engine=engine)


def make_session(turns: list[Turn], **fields: Any) -> Session:
    fields.setdefault("session_id", "sess-20261120-0001")
    return Session(started_at=NOW, ended_at=NOW, turns=turns, **fields)


def redacted_session(redactor: Redactor, user: str, calls: list[ToolCall], agent: str = "Noted.") -> Session:
    """One turn's user text, tool calls and answer, redacted as a session."""
    session = make_session([Turn(index=0, user_text=user, tool_calls=calls, final_response=agent)])
    return redactor.redact(session).session


def assert_name_replaced(redactor: Redactor, text: str, name: str, kept: str) -> None:
    """The user's message redacted: `kept` stays, and `name` is gone, or, when no name is given, the text is
    unchanged."""
    redacted = redacted_session(redactor, text, [], "ok").turns[0].user_text or ""
    assert kept in redacted
    if name:
        assert name not in redacted
    else:
        assert redacted == text
