"""ADK's legacy `.test.json` shapes (a bare list of turns, or a list of named cases with `data`), and their
conversion to the current model, done as ADK's own converters do it (query -> user_content, reference ->
final_response, expected_tool_use -> FunctionCall(name, args)).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from miner.formats.evalset import Content, FunctionCall, IntermediateData, Invocation, Part
from miner.formats.json_path import JsonPath

LEGACY_SUFFIX = ".test.json"


class _LegacyModel(BaseModel):
    # ADK's converters read the keys they know and ignore the rest.
    model_config = ConfigDict(extra="ignore")


class LegacyToolUse(_LegacyModel):
    tool_name: str
    tool_input: dict[str, Any]


class LegacyAgentResponse(_LegacyModel):
    author: str
    text: str


class LegacyTurn(_LegacyModel):
    query: str
    reference: str = ""
    expected_tool_use: list[LegacyToolUse] = Field(default_factory=list)
    expected_intermediate_agent_responses: list[LegacyAgentResponse] = Field(default_factory=list)

    def to_invocation(self) -> Invocation:
        return Invocation(
            user_content=Content.of_text(self.query, role="user"),
            final_response=Content.of_text(self.reference),
            intermediate_data=IntermediateData(
                tool_uses=[FunctionCall(name=use.tool_name, args=use.tool_input)
                           for use in self.expected_tool_use],
                intermediate_responses=[(response.author, [Part(text=response.text)])
                                        for response in self.expected_intermediate_agent_responses],
            ),
        )


class LegacyInitialSession(_LegacyModel):
    app_name: str = ""
    user_id: str = ""
    state: dict[str, Any] = Field(default_factory=dict)


class LegacyCase(_LegacyModel):
    name: str
    data: list[LegacyTurn]
    initial_session: LegacyInitialSession | None = None


def legacy_case_id(path: Path) -> str:
    """The id a legacy list-of-turns file is known by in messages: its name without `.test.json`."""
    return path.name.removesuffix(LEGACY_SUFFIX).removesuffix(".json")


def legacy_inner_path(inner: JsonPath) -> JsonPath:
    """Where a path inside a converted case lies in the legacy turn list it came from."""
    if len(inner) < 2 or inner[0] != "conversation":
        return inner
    turn, rest = inner[1], inner[2:]
    mapping: dict[JsonPath, JsonPath] = {("final_response", "parts", 0, "text"): ("reference",)}
    if rest in mapping:
        return (turn, *mapping[rest])
    if rest[:2] == ("intermediate_data", "tool_uses") and len(rest) >= 3:
        tail = ("tool_name",) if rest[3:] == ("name",) else ("tool_input",) if rest[3:] == ("args",) else ()
        return (turn, "expected_tool_use", rest[2], *tail)
    if rest[:2] == ("intermediate_data", "intermediate_responses") and len(rest) >= 3:
        return (turn, "expected_intermediate_agent_responses", rest[2], "text")
    return (turn,)
