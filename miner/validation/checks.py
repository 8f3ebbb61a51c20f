"""The checks `miner validate` runs: schema, review markers, lost tools, sidecar pairing, duplicate ids.

Files are found, read and checked here; the command only prints. A problem is one line,
`path: eval_id: json.path: what is wrong`. Messages name tools and JSON paths, never quote case texts:
cases come from production traces.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from miner.formats.evalset import EVALSET_SUFFIX, Content
from miner.formats.json_file import JsonFileError, read_json
from miner.formats.json_path import JsonPath, format_json_path
from miner.formats.legacy import LEGACY_SUFFIX, legacy_case_id
from miner.formats.loading import EvalSetFile, EvalSetFileError, FileShape, parse_evalset
from miner.formats.spec import REVIEW_PREFIX, SPEC_SUFFIX, CaseSpec, is_review_marked
from miner.terminal import printable
from miner.validation.inventory import ToolInventory

EVALSET_SUFFIXES = (EVALSET_SUFFIX, LEGACY_SUFFIX)
SHOWN_SCHEMA_ERRORS = 20


@dataclass(frozen=True)
class Problem:
    path: str
    message: str
    kind: str
    eval_id: str | None = None
    json_path: str | None = None

    def line(self) -> str:
        parts = [self.path, self.eval_id, self.json_path, self.message]
        return printable(": ".join(part for part in parts if part is not None))

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class LoadedSpec:
    path: Path
    spec: CaseSpec


@dataclass
class Report:
    problems: list[Problem] = field(default_factory=list)
    eval_sets: list[EvalSetFile] = field(default_factory=list)
    specs: list[LoadedSpec] = field(default_factory=list)
    files_checked: int = 0

    @property
    def cases_checked(self) -> int:
        return sum(len(loaded.eval_set.eval_cases) for loaded in self.eval_sets)


def is_evalset_name(path: Path) -> bool:
    return path.name.endswith(EVALSET_SUFFIXES)


def is_spec_name(path: Path) -> bool:
    return path.name.endswith(SPEC_SUFFIX)


def find_files(paths: Iterable[Path]) -> tuple[list[Path], list[Problem]]:
    """Eval sets and sidecars named or found under the given folders (hidden folders skipped)."""
    found: list[Path] = []
    problems: list[Problem] = []
    for path in paths:
        if path.is_dir():
            found += sorted(candidate for candidate in path.rglob("*.json")
                            if (is_evalset_name(candidate) or is_spec_name(candidate))
                            and not any(part.startswith(".") for part in candidate.relative_to(path).parts))
        elif not path.exists():
            problems.append(Problem(str(path), "no such file or folder", "missing"))
        elif is_evalset_name(path) or is_spec_name(path):
            found.append(path)
        else:
            problems.append(Problem(str(path), "not an eval set (*.evalset.json, *.test.json) or sidecar "
                                    "(*.spec.json) by its name; rename it or leave it out", "not-eval-set"))
    unique = list(dict.fromkeys(found))
    return unique, problems


def _case_label(document: Any, path: Path, case_index: int | None) -> str | None:
    """The eval id of a case that failed the schema, read from the raw JSON when it is there."""
    if case_index is None:
        return None
    if isinstance(document, dict):
        cases = document.get("eval_cases")
        if isinstance(cases, list) and case_index < len(cases) and isinstance(cases[case_index], dict):
            raw = cases[case_index].get("eval_id", cases[case_index].get("evalId"))
            if isinstance(raw, str):
                return raw
        return f"eval_cases[{case_index}]"
    if isinstance(document, list) and document and isinstance(document[0], dict) and "data" in document[0]:
        item = document[case_index] if case_index < len(document) else None
        name = item.get("name") if isinstance(item, dict) else None
        return name if isinstance(name, str) else f"{legacy_case_id(path)}[{case_index}]"
    return legacy_case_id(path)


def load_evalset(path: Path) -> tuple[EvalSetFile | None, list[Problem]]:
    try:
        document = read_json(path)
    except JsonFileError as error:
        return None, [Problem(str(path), str(error), "not-json")]
    try:
        return parse_evalset(document, path), []
    except EvalSetFileError as error:
        if not error.issues:
            return None, [Problem(str(path), str(error), "not-eval-set")]
        problems = [Problem(str(path), issue.message, "schema", _case_label(document, path, issue.case_index),
                            format_json_path(issue.path)) for issue in error.issues[:SHOWN_SCHEMA_ERRORS]]
        if len(error.issues) > SHOWN_SCHEMA_ERRORS:
            hidden = len(error.issues) - SHOWN_SCHEMA_ERRORS
            problems.append(Problem(str(path), f"{hidden} more schema errors not shown", "schema"))
        return None, problems


def load_spec(path: Path) -> tuple[LoadedSpec | None, list[Problem]]:
    try:
        document = read_json(path)
    except JsonFileError as error:
        return None, [Problem(str(path), str(error), "not-json")]
    if not isinstance(document, dict):
        return None, [Problem(str(path), "not a sidecar spec: expected an object with evalId, protects, ...",
                              "not-eval-set")]
    try:
        return LoadedSpec(path, CaseSpec.model_validate(document)), []
    except ValidationError as error:
        label = document.get("evalId") if isinstance(document.get("evalId"), str) else None
        return None, [Problem(str(path), item["msg"], "schema", label, format_json_path(tuple(item["loc"])))
                      for item in error.errors(include_url=False)[:SHOWN_SCHEMA_ERRORS]]


MARKED = f"still marked for review (starts with {REVIEW_PREFIX}); replace it with what the agent should do"
EMPTY_FINAL = "empty final response: write what the agent should answer (short, in its voice)"
EMPTY_PROTECTS = "protects is empty: write the one behaviour this case protects"


def review_markers(loaded: EvalSetFile) -> list[tuple[int, JsonPath]]:
    """(case index, path in the file) of every reference text still starting with REVIEW:."""
    return [(index, loaded.case_path(index, inner))
            for index, case in enumerate(loaded.eval_set.eval_cases)
            for inner, text in case.reference_texts() if is_review_marked(text)]


def spec_review_markers(spec: CaseSpec) -> list[JsonPath]:
    found: list[JsonPath] = [("protects",)] if is_review_marked(spec.protects) else []
    for name, texts in (("requiredFacts", spec.required_facts), ("forbiddenClaims", spec.forbidden_claims),
                        ("tags", spec.tags), ("rubrics", spec.rubrics)):
        found += [(name, index) for index, text in enumerate(texts) if is_review_marked(text)]
    for position, entry in enumerate(spec.turns):
        for name, texts in (("requiredFacts", entry.required_facts), ("forbiddenClaims", entry.forbidden_claims),
                            ("rubrics", entry.rubrics)):
            found += [("turns", position, name, index) for index, text in enumerate(texts) if is_review_marked(text)]
    return found


def _not_in_inventory(tool: str) -> str:
    return f"tool '{tool}' is not one of the agent's tools (renamed or removed?)"


def check_evalset(loaded: EvalSetFile, inventory: ToolInventory | None) -> list[Problem]:
    problems: list[Problem] = []
    path = str(loaded.path)
    for index, case in enumerate(loaded.eval_set.eval_cases):
        where = loaded.case_path
        for inner, text in case.reference_texts():
            if is_review_marked(text):
                problems.append(Problem(path, MARKED, "review", case.eval_id,
                                        format_json_path(where(index, inner))))
        for turn, invocation in enumerate(case.conversation or []):
            # A final response left out (or a null text) is ADK's way to expect only tool calls; a blank
            # text is a reference someone emptied, and would check nothing.
            for inner, text in (invocation.final_response or Content()).texts():
                if not text.strip():
                    problems.append(Problem(path, EMPTY_FINAL, "empty", case.eval_id, format_json_path(
                        where(index, ("conversation", turn, "final_response", *inner)))))
        if inventory is None:
            continue
        named = [(inner, call.name) for inner, call in case.tool_calls()]
        named += [(inner, response.name) for inner, response in case.tool_responses()]
        for inner, tool in named:
            if tool is not None and tool not in inventory.names:
                problems.append(Problem(path, _not_in_inventory(tool), "unknown-tool", case.eval_id,
                                        format_json_path(where(index, (*inner, "name")))))
    return problems


def check_spec(loaded: LoadedSpec, inventory: ToolInventory | None,
               cases: dict[tuple[Path, str], tuple[EvalSetFile, int]]) -> list[Problem]:
    spec, path = loaded.spec, str(loaded.path)
    problems = [Problem(path, MARKED, "review", spec.eval_id, format_json_path(json_path))
                for json_path in spec_review_markers(spec)]
    if not spec.protects.strip():
        problems.append(Problem(path, EMPTY_PROTECTS, "empty", spec.eval_id, "protects"))
    if inventory is not None:
        problems += [Problem(path, _not_in_inventory(tool), "unknown-tool", spec.eval_id, f"mustNotCall[{i}]")
                     for i, tool in enumerate(spec.must_not_call) if tool not in inventory.names]
        problems += [Problem(path, _not_in_inventory(tool), "unknown-tool", spec.eval_id, f"argRules.{tool}")
                     for tool in spec.arg_rules if tool not in inventory.names]
    paired = cases.get((loaded.path.parent, spec.eval_id))
    if paired is None:
        message = f"sidecar without its case: no eval set in {loaded.path.parent} has a case with this evalId"
        problems.append(Problem(path, message, "orphan-spec", spec.eval_id, "evalId"))
        return problems
    eval_file, index = paired
    turns = len(eval_file.eval_set.eval_cases[index].conversation or [])
    problems += [Problem(path, f"turn {entry.turn}, but the case has {turns} turn(s)", "schema", spec.eval_id,
                         f"turns[{position}].turn") for position, entry in enumerate(spec.turns) if entry.turn > turns]
    expected: dict[str, JsonPath] = {}
    for inner, call in eval_file.eval_set.eval_cases[index].tool_calls():
        if call.name is not None:
            expected.setdefault(call.name, eval_file.case_path(index, inner))
    for i, tool in enumerate(spec.must_not_call):
        if tool in expected:
            problems.append(Problem(
                path, f"'{tool}' must not be called, yet the case expects it at {eval_file.path.name} "
                f"{format_json_path(expected[tool])}", "contradiction", spec.eval_id, f"mustNotCall[{i}]"))
    return problems


def _duplicates(checked: list[EvalSetFile], context: list[EvalSetFile]) -> list[Problem]:
    places: dict[str, list[tuple[EvalSetFile, int]]] = defaultdict(list)
    for loaded in [*checked, *context]:
        if loaded.shape is FileShape.LEGACY_TURNS:
            continue  # its id is made up from the file name, not chosen by anyone
        for index, case in enumerate(loaded.eval_set.eval_cases):
            places[case.eval_id].append((loaded, index))
    problems = []
    checked_ids = {id(loaded) for loaded in checked}
    for eval_id, found in places.items():
        if len(found) < 2:
            continue
        for loaded, index in found:
            if id(loaded) not in checked_ids:
                continue
            others = ", ".join(f"{other.path}" + (f" {format_json_path(other.case_path(other_index))}"
                                                  if other.path == loaded.path else "")
                               for other, other_index in found if other is not loaded or other_index != index)
            problems.append(Problem(str(loaded.path), f"duplicate eval id: also used in {others}",
                                    "duplicate-id", eval_id,
                                    format_json_path(loaded.case_path(index, ("eval_id",)))))
    return problems


def _folder_files(folder: Path, predicate: Any) -> list[Path]:
    return sorted(path for path in folder.glob("*.json") if predicate(path))


def validate_paths(paths: Iterable[Path], inventory: ToolInventory | None,
                   context: Iterable[Path] = ()) -> Report:
    """Check the eval sets and sidecars named or found under `paths`.

    Sidecars are paired with the eval sets of their folder (read even when not named); the sidecars of a
    named eval set are checked with it. `context` files only count for duplicate eval ids.
    """
    report = Report()
    files, report.problems = find_files(paths)
    evalset_paths = [path for path in files if is_evalset_name(path)]
    spec_paths = [path for path in files if is_spec_name(path)]
    named_specs = set(spec_paths)
    for folder in dict.fromkeys(path.parent for path in evalset_paths):
        spec_paths += [path for path in _folder_files(folder, is_spec_name) if path not in named_specs]
    report.files_checked = len(files)

    for path in evalset_paths:
        loaded, problems = load_evalset(path)
        report.problems += problems
        if loaded is not None:
            report.eval_sets.append(loaded)
            report.problems += check_evalset(loaded, inventory)

    # Every eval set in the sidecars' folders, so a sidecar finds its case even when only it changed.
    known = {loaded.path: loaded for loaded in report.eval_sets}
    companions: list[EvalSetFile] = []
    for folder in dict.fromkeys(path.parent for path in spec_paths):
        for path in _folder_files(folder, is_evalset_name):
            if path not in known and path not in evalset_paths:
                loaded, _ = load_evalset(path)
                if loaded is not None:
                    known[path] = loaded
                    companions.append(loaded)
    cases = {(loaded.path.parent, case.eval_id): (loaded, index)
             for loaded in known.values() for index, case in enumerate(loaded.eval_set.eval_cases)}

    checked_case_keys = {(loaded.path.parent, case.eval_id) for loaded in report.eval_sets
                         for case in loaded.eval_set.eval_cases}
    for path in spec_paths:
        loaded_spec, problems = load_spec(path)
        named = path in named_specs
        if loaded_spec is None:
            stem = path.name.removesuffix(SPEC_SUFFIX)
            if named or (path.parent, stem) in checked_case_keys:
                report.problems += problems
            continue
        if not named and (path.parent, loaded_spec.spec.eval_id) not in checked_case_keys:
            continue  # a sidecar of another case in the folder: not part of this check
        if not named:
            report.files_checked += 1
        report.specs.append(loaded_spec)
        report.problems += check_spec(loaded_spec, inventory, cases)

    context_files = []
    context_paths, _ = find_files(context)
    for path in context_paths:
        if is_evalset_name(path) and path not in known:
            loaded, _ = load_evalset(path)
            if loaded is not None:
                context_files.append(loaded)
    report.problems += _duplicates(report.eval_sets, [*companions, *context_files])
    report.problems.sort(key=lambda problem: problem.path)  # stable: one file's problems stay in file order
    return report
