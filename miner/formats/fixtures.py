"""`fixtures/<eval_id>.json`: what each tool returned in the session, so a harness can back the tools.

Keyed by tool name, then in call order, with the (redacted) arguments each call was made with: a harness
answers a call by matching its arguments, or replays the calls in order. The fixture identifiers (the
stand-ins redaction put in place of real account ids) are listed so a reviewer can seed test data.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

FIXTURES_IN_SUITE = "fixtures"  # the suite's folder of fixtures, beside its cases


class ToolFixture(BaseModel):
    model_config = ConfigDict(extra="forbid")

    turn: int = Field(ge=1, description="The turn the call was made in, counted from 1 as everywhere the miner "
                                        "writes turns (invocation ids t1, t2, ..., `turn 1` in descriptions).")
    call_id: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    response: Any = Field(None, description="What the tool returned (redacted).")
    status: Literal["ok", "error"] = "ok"
    error: str | None = Field(None, description="The tool's error message when it failed (redacted).")


class FixtureFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    eval_id: str
    tools: dict[str, list[ToolFixture]] = Field(default_factory=dict)
    identifiers: dict[str, str] = Field(
        default_factory=dict, description="Fixture value -> the kind of real identifier it stands for."
    )

    def dump(self) -> str:
        return self.model_dump_json(indent=2) + "\n"
