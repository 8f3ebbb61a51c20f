"""Moving reviewed, valid drafts (case, sidecar, fixture together) into the suite (`miner promote`).

A draft is promoted whole or not at all: every target is checked free before anything is written, each file
is written atomically without replacing anything, and the drafts are removed only once all their copies are
in place. A draft that fails does not stop the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from miner.atomic import write_atomically
from miner.formats.fixtures import FIXTURES_IN_SUITE
from miner.validation.checks import Problem, validate_paths
from miner.validation.inventory import ToolInventory


@dataclass
class Promotion:
    draft: Path
    moves: list[tuple[Path, Path]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def plan(draft: Path, inventory: ToolInventory, suite: Path, fixtures: Path) -> Promotion:
    promotion = Promotion(draft)
    if not draft.is_file():
        promotion.problems.append(Problem(str(draft), "no such draft", "missing"))
        return promotion
    report = validate_paths([draft], inventory, context=[suite] if suite.is_dir() else [])
    promotion.problems = report.problems
    if promotion.problems or not report.eval_sets:
        return promotion
    promotion.moves.append((draft, suite / draft.name))
    for loaded_spec in report.specs:
        promotion.moves.append((loaded_spec.path, suite / loaded_spec.path.name))
    for case in report.eval_sets[0].eval_set.eval_cases:
        fixture = fixtures / f"{case.eval_id}.json"
        if fixture.is_file():
            promotion.moves.append((fixture, suite / FIXTURES_IN_SUITE / fixture.name))
    for _source, target in promotion.moves:
        if target.exists():
            message = f"{target} is already in the suite; not overwritten"
            promotion.problems.append(Problem(str(draft), message, "exists"))
    return promotion


def carry_out(promotion: Promotion) -> None:
    written: list[Path] = []
    try:
        for source, target in promotion.moves:
            write_atomically(target, source.read_bytes())
            written.append(target)
    except BaseException:
        for target in written:
            target.unlink(missing_ok=True)
        raise
    for source, _target in promotion.moves:
        source.unlink()


def carry_out_all(promotions: list[Promotion]) -> None:
    for promotion in promotions:
        if not promotion.problems:
            try:
                carry_out(promotion)
            except FileExistsError:
                message = "a file of it appeared in the suite meanwhile; nothing moved"
                promotion.problems.append(Problem(str(promotion.draft), message, "exists"))
            except OSError as error:
                message = f"could not be moved ({error.strerror}); nothing moved"
                promotion.problems.append(Problem(str(promotion.draft), message, "io"))
