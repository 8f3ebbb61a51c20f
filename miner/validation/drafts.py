"""Drafts as a reviewer sees them: each case with its sidecar, fixture and open REVIEW markers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from miner.errors import UsageError
from miner.formats.json_path import JsonPath, format_json_path
from miner.formats.loading import EvalSetFile
from miner.validation.checks import (
    LoadedSpec,
    Problem,
    find_files,
    is_evalset_name,
    is_spec_name,
    load_evalset,
    load_spec,
    review_markers,
    spec_review_markers,
)


@dataclass
class DraftCase:
    eval_set: EvalSetFile
    case_index: int
    spec: LoadedSpec | None = None
    markers: list[tuple[Path, JsonPath]] = field(default_factory=list)

    @property
    def eval_id(self) -> str:
        return self.eval_set.eval_set.eval_cases[self.case_index].eval_id

    def marker_lines(self) -> list[str]:
        return [f"{path.name} {format_json_path(json_path)}" for path, json_path in self.markers]


@dataclass
class DraftFolder:
    cases: list[DraftCase] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def read_drafts(paths: list[Path]) -> DraftFolder:
    """Every case of the eval sets under `paths`, paired with its sidecar (same folder, same evalId)."""
    folder = DraftFolder()
    files, folder.problems = find_files(paths)
    specs: dict[tuple[Path, str], LoadedSpec] = {}
    for path in (path for path in files if is_spec_name(path)):
        loaded_spec, problems = load_spec(path)
        folder.problems += problems
        if loaded_spec is not None:
            specs[(path.parent, loaded_spec.spec.eval_id)] = loaded_spec
    for path in (path for path in files if is_evalset_name(path)):
        loaded, problems = load_evalset(path)
        folder.problems += problems
        if loaded is None:
            continue
        markers = review_markers(loaded)
        for index, case in enumerate(loaded.eval_set.eval_cases):
            draft = DraftCase(loaded, index, specs.get((path.parent, case.eval_id)))
            draft.markers = [(path, json_path) for case_index, json_path in markers if case_index == index]
            if draft.spec is not None:
                sidecar = draft.spec
                draft.markers += [(sidecar.path, where) for where in spec_review_markers(sidecar.spec)]
            folder.cases.append(draft)
    return folder


def suite_cases(folder: Path, warn: Callable[[str], None]) -> dict[str, DraftCase]:
    """The suite's cases by eval id; a case whose id is taken by an earlier file is left out, with a warning."""
    if not folder.is_dir():
        raise UsageError(f"{folder}: no suite folder (promote reviewed drafts into it, or name it with --suite)")
    suite = read_drafts([folder])
    for problem in suite.problems:
        warn(f"miner: warning: {problem.line()} (not scored)")
    cases: dict[str, DraftCase] = {}
    for case in suite.cases:
        if case.eval_id in cases:
            warn(f"miner: warning: {case.eval_set.path}: {case.eval_id}: eval id already in "
                     f"{cases[case.eval_id].eval_set.path}; not scored twice")
            continue
        cases[case.eval_id] = case
    if not cases:
        raise UsageError(f"{folder}: the suite holds no eval case")
    return cases
