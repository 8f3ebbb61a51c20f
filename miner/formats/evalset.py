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

Legacy `.test.json` files (a bare list of turns, or a list of named cases with `data`) are read with
`read_evalset`, which converts them the way ADK's own converters do and remembers the shape, so messages can
point into the file as written.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationError,
    model_validator,
)
from pydantic.alias_generators import to_camel

from miner.atomic import write_text_atomically
from miner.errors import MinerError

EVALSET_SUFFIX = ".evalset.json"
LEGACY_SUFFIX = ".test.json"

JsonPath = tuple[str | int, ...]


def format_json_path(parts: JsonPath) -> str:
    """`("eval_cases", 0, "conversation")` -> `eval_cases[0].conversation`; `(0, "query")` -> `[0].query`."""
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "(top level)"


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
_UNION_TAGS = frozenset({"data", "events"})


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


# ---------------------------------------------------------------------------------------------------------
# Legacy `.test.json` shapes, converted as ADK converts them (query -> user_content, reference ->
# final_response, expected_tool_use -> FunctionCall(name, args)).

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


class FileShape(StrEnum):
    CURRENT = "current"
    LEGACY_TURNS = "legacy-turns"
    LEGACY_CASES = "legacy-cases"


@dataclass(frozen=True)
class SchemaIssue:
    """One schema problem: where in the file (as written), and pydantic's own message."""

    path: JsonPath
    message: str
    case_index: int | None = None


class EvalSetFileError(MinerError):
    """A file that is not JSON, not an eval set, or breaks the schema. `issues` holds each problem."""

    def __init__(self, message: str, issues: list[SchemaIssue] | None = None) -> None:
        super().__init__(message)
        self.issues = issues or []


@dataclass(frozen=True)
class EvalSetFile:
    """An eval-set file as read: the model, the shape it was written in, and whether its ids are its own."""

    path: Path
    eval_set: EvalSet
    shape: FileShape

    @property
    def has_own_ids(self) -> bool:
        return self.shape is not FileShape.LEGACY_TURNS

    def case_path(self, case_index: int, inner: JsonPath = ()) -> JsonPath:
        """Where `inner` (a path inside case `case_index` of the model) lies in the file as written."""
        if self.shape is FileShape.CURRENT:
            return ("eval_cases", case_index, *inner)
        legacy = _legacy_inner_path(inner)
        return legacy if self.shape is FileShape.LEGACY_TURNS else (case_index, "data", *legacy)


def _legacy_inner_path(inner: JsonPath) -> JsonPath:
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


def legacy_case_id(path: Path) -> str:
    """The id a legacy list-of-turns file is known by in messages: its name without `.test.json`."""
    return path.name.removesuffix(LEGACY_SUFFIX).removesuffix(".json")


def _issues_from(error: ValidationError, prefix: JsonPath = ()) -> list[SchemaIssue]:
    issues = []
    for item in error.errors(include_url=False):
        # pydantic puts the chosen union member's tag after `intermediate_data`; it is not in the file.
        loc = tuple(part for index, part in enumerate(item["loc"])
                    if not (part in _UNION_TAGS and index and item["loc"][index - 1] == "intermediate_data"))
        full = (*prefix, *loc)
        case_index = None
        if full[:1] == ("eval_cases",) and len(full) > 1 and isinstance(full[1], int):
            case_index = full[1]
        elif full[:1] and isinstance(full[0], int) and prefix == ():
            case_index = full[0]
        issues.append(SchemaIssue(path=full, message=item["msg"], case_index=case_index))
    return issues


NOT_AN_EVAL_SET = ("not an eval set: expected an object with eval_set_id and eval_cases, "
                   "or a legacy list of turns ({query, expected_tool_use, reference})")


def parse_evalset(document: Any, path: Path) -> EvalSetFile:
    """Read a parsed JSON document in any of the three shapes; raise EvalSetFileError with the real errors."""
    if isinstance(document, dict):
        if not {"eval_set_id", "eval_cases"} & document.keys():
            camel = {"evalSetId", "evalCases"} & document.keys()
            hint = " (keys at the eval-set level are snake_case: eval_set_id, eval_cases)" if camel else ""
            raise EvalSetFileError(NOT_AN_EVAL_SET + hint)
        try:
            return EvalSetFile(path, EvalSet.model_validate(document), FileShape.CURRENT)
        except ValidationError as error:
            raise EvalSetFileError("schema errors", _issues_from(error)) from None
    if isinstance(document, list) and document and all(isinstance(item, dict) for item in document):
        # Decided by any item, so one broken item gets a schema error rather than "not an eval set".
        if any("data" in item for item in document):
            return _parse_legacy_cases(document, path)
        if any("query" in item for item in document):
            return _parse_legacy_turns(document, path)
    raise EvalSetFileError(NOT_AN_EVAL_SET)


def _parse_legacy_turns(document: list[dict[str, Any]], path: Path) -> EvalSetFile:
    issues: list[SchemaIssue] = []
    turns: list[LegacyTurn] = []
    for index, item in enumerate(document):
        try:
            turns.append(LegacyTurn.model_validate(item))
        except ValidationError as error:
            issues += [SchemaIssue(issue.path, issue.message, 0) for issue in _issues_from(error, (index,))]
    if issues:
        raise EvalSetFileError("schema errors", issues)
    case = EvalCase(eval_id=legacy_case_id(path), conversation=[turn.to_invocation() for turn in turns])
    name = legacy_case_id(path)
    return EvalSetFile(path, EvalSet(eval_set_id=name, name=name, eval_cases=[case]), FileShape.LEGACY_TURNS)


def _parse_legacy_cases(document: list[dict[str, Any]], path: Path) -> EvalSetFile:
    issues: list[SchemaIssue] = []
    cases: list[EvalCase] = []
    for index, item in enumerate(document):
        try:
            legacy = LegacyCase.model_validate(item)
        except ValidationError as error:
            issues += [SchemaIssue(issue.path, issue.message, index)
                       for issue in _issues_from(error, (index,))]
            continue
        session = legacy.initial_session
        cases.append(EvalCase(
            eval_id=legacy.name,
            conversation=[turn.to_invocation() for turn in legacy.data],
            session_input=None if session is None else SessionInput(
                app_name=session.app_name, user_id=session.user_id, state=session.state),
        ))
    if issues:
        raise EvalSetFileError("schema errors", issues)
    name = legacy_case_id(path)
    return EvalSetFile(path, EvalSet(eval_set_id=name, name=name, eval_cases=cases), FileShape.LEGACY_CASES)


def read_json(path: Path) -> Any:
    """The parsed JSON of a file, or EvalSetFileError naming the line and column where it breaks."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise EvalSetFileError("not UTF-8 text; eval sets and sidecars are JSON files") from None
    except OSError as error:
        raise EvalSetFileError(f"cannot be read ({error.strerror})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise EvalSetFileError(f"not valid JSON ({where}: {error.msg})") from None


def read_evalset(path: Path) -> EvalSetFile:
    """Read an eval-set file in the current or a legacy shape."""
    return parse_evalset(read_json(path), path)
