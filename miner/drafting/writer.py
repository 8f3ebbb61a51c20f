"""Write drafts: atomically, and never over a file a reviewer may already have edited."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from miner.atomic import write_text_atomically
from miner.drafting.case import Draft
from miner.formats.evalset import EVALSET_SUFFIX
from miner.formats.spec import SPEC_SUFFIX


@dataclass
class WriteResult:
    eval_id: str
    written: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)


def draft_paths(eval_id: str, drafts_dir: Path, fixtures_dir: Path) -> tuple[Path, Path, Path]:
    return (drafts_dir / f"{eval_id}{EVALSET_SUFFIX}", drafts_dir / f"{eval_id}{SPEC_SUFFIX}",
            fixtures_dir / f"{eval_id}.json")


def write_draft(draft: Draft, drafts_dir: Path, fixtures_dir: Path, result: WriteResult | None = None) -> WriteResult:
    """Write the fixture, the sidecar, then the eval set; any that already exists is kept as it is.

    The eval set goes last: it is what a reviewer opens, so it never appears without its sidecar. `result`
    (when given) is filled as the files are written, so that a caller interrupted midway knows which.
    """
    result = result or WriteResult(draft.eval_id)
    evalset_path, spec_path, fixture_path = draft_paths(draft.eval_id, drafts_dir, fixtures_dir)
    contents = [
        (fixture_path, draft.fixtures.dump()),
        (spec_path, draft.spec.model_dump_json(by_alias=True, indent=2, exclude_none=True) + "\n"),
        (evalset_path, draft.evalset.dump()),
    ]
    for path, text in contents:
        try:
            write_text_atomically(path, text)
        except FileExistsError:
            result.kept.append(path)
        else:
            result.written.append(path)
    return result
