"""Reading eval-set files: JSON text to the model, in the current shape or a legacy one, with every schema
problem located in the file as written. Kept apart from the models (`evalset.py`, `legacy.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from miner.errors import MinerError
from miner.formats.evalset import UNION_TAGS, EvalCase, EvalSet, SessionInput
from miner.formats.json_file import JsonFileError, read_json
from miner.formats.json_path import JsonPath
from miner.formats.legacy import LegacyCase, LegacyTurn, legacy_case_id, legacy_inner_path


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
        legacy = legacy_inner_path(inner)
        return legacy if self.shape is FileShape.LEGACY_TURNS else (case_index, "data", *legacy)


def _issues_from(error: ValidationError, prefix: JsonPath = ()) -> list[SchemaIssue]:
    issues = []
    for item in error.errors(include_url=False):
        # pydantic puts the chosen union member's tag after `intermediate_data`; it is not in the file.
        loc = tuple(part for index, part in enumerate(item["loc"])
                    if not (part in UNION_TAGS and index and item["loc"][index - 1] == "intermediate_data"))
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


def read_evalset(path: Path) -> EvalSetFile:
    """Read an eval-set file in the current or a legacy shape."""
    try:
        document = read_json(path)
    except JsonFileError as error:
        raise EvalSetFileError(str(error)) from None
    return parse_evalset(document, path)
