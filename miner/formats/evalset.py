"""Google ADK's eval-set file format as our own pydantic model (google-adk is too heavy to import).

It mirrors google-adk 2.13 / google-genai 2.34 (`google.adk.evaluation.eval_set`, `.eval_case`, `.common` and
`google.genai.types`), so that a file this model accepts also loads in ADK, and a file it writes is one ADK
reads. The rules copied from there:

- `EvalSet` keys are snake_case only and unknown keys are ignored (ADK's EvalSet is a plain BaseModel).
- Inside a case, keys may be snake_case or camelCase. `Invocation`, `IntermediateData`, `InvocationEvents` and
  the genai types (`Content`, `Part`, `FunctionCall`, `FunctionResponse`) forbid unknown keys; `EvalCase` and
  `SessionInput` allow them; an `InvocationEvent` ignores them.
- `args` and `response` must be JSON objects; a case has exactly one of `conversation` and
  `conversation_scenario`.

Genai part kinds the miner never reads (inline data, files, executable code, ...) are accepted as plain
objects: their own inner rules are not re-checked here.

The legacy `.test.json` shapes are in `legacy.py`; reading files (any shape) is in `loading.py`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, model_validator
from pydantic.alias_generators import to_camel

from miner.atomic import write_text_atomically
from miner.formats.json_path import JsonPath

EVALSET_SUFFIX = ".evalset.json"
LEGACY_SUFFIX = ".test.json"

class _AdkModel(BaseModel):
    """Inside a case: snake_case or camelCase keys, unknown keys refused, errors located by field name."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid",
                              loc_by_alias=False, serialize_by_alias=False)


class FunctionCall(_AdkModel):
    id: str | None = None
    name: str | None = None
    args: dict[str, Any] | None = None
    partial_args: list[dict[str, Any]] | None = None
    will_continue: bool | None = None


class FunctionResponse(_AdkModel):
    id: str | None = None
    name: str | None = None
    response: dict[str, Any] | None = None
    will_continue: bool | None = None
    scheduling: str | None = None
    parts: list[dict[str, Any]] | None = None


class Part(_AdkModel):
    text: str | None = None
    function_call: FunctionCall | None = None
    function_response: FunctionResponse | None = None
    thought: bool | None = None
    thought_signature: str | None = None
    media_resolution: dict[str, Any] | None = None
    code_execution_result: dict[str, Any] | None = None
    executable_code: dict[str, Any] | None = None
    file_data: dict[str, Any] | None = None
    inline_data: dict[str, Any] | None = None
    video_metadata: dict[str, Any] | None = None
    tool_call: dict[str, Any] | None = None
    tool_response: dict[str, Any] | None = None
    part_metadata: dict[str, Any] | None = None
    audio_transcription: dict[str, Any] | None = None
    media_processing: dict[str, Any] | None = None
    speech_metadata: dict[str, Any] | None = None


class Content(_AdkModel):
    role: str | None = None
    parts: list[Part] | None = None

    @classmethod
    def of_text(cls, text: str, role: Literal["user", "model"] = "model") -> Content:
        return cls(role=role, parts=[Part(text=text)])

    def texts(self) -> list[tuple[JsonPath, str]]:
        """The text parts, with their path inside this content."""
        return [(("parts", index, "text"), part.text) for index, part in enumerate(self.parts or [])
                if part.text is not None]


class IntermediateData(_AdkModel):
    """The older trajectory form: tool calls, tool responses and sub-agent responses, in order."""

    tool_uses: list[FunctionCall] = Field(default_factory=list)
    tool_responses: list[FunctionResponse] = Field(default_factory=list)
    intermediate_responses: list[tuple[str, list[Part]]] = Field(default_factory=list)


class InvocationEvent(_AdkModel):
    model_config = ConfigDict(extra="ignore")

    author: str
    content: Content | None = None
    grounding_metadata: dict[str, Any] | None = None
    usage_metadata: dict[str, Any] | None = None
    model_version: str | None = None


class InvocationEvents(_AdkModel):
    """The newer trajectory form: the events of the invocation, in order."""

    invocation_events: list[InvocationEvent] = Field(default_factory=list)


def _intermediate_kind(value: Any) -> str:
    # ADK tries both forms; choosing by key instead gives one clear error rather than one per form.
    if isinstance(value, dict):
        return "events" if {"invocation_events", "invocationEvents"} & value.keys() else "data"
    return "events" if isinstance(value, InvocationEvents) else "data"


IntermediateDataType = Annotated[
    Annotated[IntermediateData, Tag("data")] | Annotated[InvocationEvents, Tag("events")],
    Discriminator(_intermediate_kind),
]
UNION_TAGS = frozenset({"data", "events"})


class Rubric(_AdkModel):
    rubric_id: str
    rubric_content: dict[str, Any]
    description: str | None = None
    type: str | None = None


class Invocation(_AdkModel):
    invocation_id: str = ""
    user_content: Content
    final_response: Content | None = None
    intermediate_data: IntermediateDataType | None = None
    creation_timestamp: float = 0.0
    duration: float | None = None
    model_duration: float | None = None
    tool_duration: float | None = None
    rubrics: list[Rubric] | None = None
    app_details: dict[str, Any] | None = None

    def tool_calls(self) -> list[tuple[JsonPath, FunctionCall]]:
        """Every expected tool call, with its path inside this invocation."""
        found: list[tuple[JsonPath, FunctionCall]] = []
        data = self.intermediate_data
        if isinstance(data, IntermediateData):
            found += [(("intermediate_data", "tool_uses", i), call) for i, call in enumerate(data.tool_uses)]
        elif isinstance(data, InvocationEvents):
            for path, part in _event_parts(data):
                if part.function_call is not None:
                    found.append(((*path, "function_call"), part.function_call))
        return found

    def tool_responses(self) -> list[tuple[JsonPath, FunctionResponse]]:
        found: list[tuple[JsonPath, FunctionResponse]] = []
        data = self.intermediate_data
        if isinstance(data, IntermediateData):
            found += [(("intermediate_data", "tool_responses", i), response)
                      for i, response in enumerate(data.tool_responses)]
        elif isinstance(data, InvocationEvents):
            for path, part in _event_parts(data):
                if part.function_response is not None:
                    found.append(((*path, "function_response"), part.function_response))
        return found

    def reference_texts(self) -> list[tuple[JsonPath, str]]:
        """The texts a person vouches for: the final response and the intermediate responses."""
        found: list[tuple[JsonPath, str]] = []
        if self.final_response is not None:
            found += [(("final_response", *path), text) for path, text in self.final_response.texts()]
        data = self.intermediate_data
        if isinstance(data, IntermediateData):
            for i, (_author, parts) in enumerate(data.intermediate_responses):
                found += [(("intermediate_data", "intermediate_responses", i, 1, j, "text"), part.text)
                          for j, part in enumerate(parts) if part.text is not None]
        elif isinstance(data, InvocationEvents):
            for path, part in _event_parts(data):
                if part.text is not None:
                    found.append(((*path, "text"), part.text))
        return found


def _event_parts(data: InvocationEvents) -> list[tuple[JsonPath, Part]]:
    return [(("intermediate_data", "invocation_events", i, "content", "parts", j), part)
            for i, event in enumerate(data.invocation_events) if event.content is not None
            for j, part in enumerate(event.content.parts or [])]


class SessionInput(_AdkModel):
    model_config = ConfigDict(extra="allow")

    app_name: str
    user_id: str
    session_id: str | None = None
    state: dict[str, Any] = Field(default_factory=dict)


class ConversationScenario(_AdkModel):
    starting_prompt: str
    conversation_plan: str
    user_persona: Any = None


class EvalCase(_AdkModel):
    model_config = ConfigDict(extra="allow")

    eval_id: str
    conversation: list[Invocation] | None = None
    conversation_scenario: ConversationScenario | None = None
    session_input: SessionInput | None = None
    creation_timestamp: float = 0.0
    rubrics: list[Rubric] | None = None
    final_session_state: dict[str, Any] | None = Field(default_factory=dict)

    @model_validator(mode="after")
    def _one_conversation_kind(self) -> EvalCase:
        if (self.conversation is None) == (self.conversation_scenario is None):
            raise ValueError("exactly one of conversation and conversation_scenario must be given")
        return self

    def tool_calls(self) -> list[tuple[JsonPath, FunctionCall]]:
        return [(("conversation", i, *path), call) for i, turn in enumerate(self.conversation or [])
                for path, call in turn.tool_calls()]

    def tool_responses(self) -> list[tuple[JsonPath, FunctionResponse]]:
        return [(("conversation", i, *path), response) for i, turn in enumerate(self.conversation or [])
                for path, response in turn.tool_responses()]

    def reference_texts(self) -> list[tuple[JsonPath, str]]:
        return [(("conversation", i, *path), text) for i, turn in enumerate(self.conversation or [])
                for path, text in turn.reference_texts()]


class EvalSet(BaseModel):
    """One eval-set file. snake_case keys only at this level, like ADK's."""

    model_config = ConfigDict(extra="ignore")

    eval_set_id: str
    name: str | None = None
    description: str | None = None
    eval_cases: list[EvalCase]
    creation_timestamp: float = 0.0

    def dump(self) -> str:
        """The JSON text ADK's `EvalSet.model_validate_json` reads back: snake_case, no empty optionals."""
        return self.model_dump_json(indent=2, exclude_none=True) + "\n"

    def write(self, path: Path, *, overwrite: bool = False) -> None:
        """Write atomically (temp file in the same folder, then rename); never replace a file unless asked."""
        write_text_atomically(path, self.dump(), overwrite=overwrite)




# Names that moved to their own modules, still importable from here.
_MOVED = {
    "format_json_path": "miner.formats.json_path",
    "LegacyTurn": "miner.formats.legacy", "LegacyCase": "miner.formats.legacy",
    "LegacyToolUse": "miner.formats.legacy", "LegacyAgentResponse": "miner.formats.legacy",
    "LegacyInitialSession": "miner.formats.legacy", "LEGACY_SUFFIX": "miner.formats.legacy",
    "legacy_case_id": "miner.formats.legacy",
    "FileShape": "miner.formats.loading", "SchemaIssue": "miner.formats.loading",
    "EvalSetFileError": "miner.formats.loading", "EvalSetFile": "miner.formats.loading",
    "NOT_AN_EVAL_SET": "miner.formats.loading", "parse_evalset": "miner.formats.loading",
    "read_json": "miner.formats.json_file", "JsonFileError": "miner.formats.json_file",
    "read_evalset": "miner.formats.loading",
}


def __getattr__(name: str) -> Any:
    if name in _MOVED:
        import importlib

        return getattr(importlib.import_module(_MOVED[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
