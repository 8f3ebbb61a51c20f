"""Sessions built by hand for the tests of the stages after assembly: no traces needed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from miner.model import Session, ToolCall, Turn

START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


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
