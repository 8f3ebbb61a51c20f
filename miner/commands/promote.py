"""`miner promote`: move reviewed, valid drafts (case, sidecar, fixture together) into the suite.

A draft is promoted whole or not at all: every target is checked free before anything is written, each file
is written atomically without replacing anything, and the drafts are removed only once all their copies are
in place. A draft that fails does not stop the others.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from miner.atomic import write_atomically
from miner.config import config_relative, load_config
from miner.errors import UsageError
from miner.formats.evalset import EVALSET_SUFFIX
from miner.formats.spec import SPEC_SUFFIX
from miner.sample import RunLock
from miner.validation.checks import Problem, is_evalset_name, is_spec_name, validate_paths
from miner.validation.inventory import ToolInventory, configured_inventory

FIXTURES_IN_SUITE = "fixtures"


@dataclass
class Promotion:
    draft: Path
    moves: list[tuple[Path, Path]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


def _draft_file(reference: str, drafts_folder: Path) -> Path:
    """A draft named by its eval-set file, its sidecar, or its eval id."""
    path = Path(reference)
    if is_evalset_name(path):
        return path
    if is_spec_name(path):
        return path.with_name(path.name.removesuffix(SPEC_SUFFIX) + EVALSET_SUFFIX)
    if path.suffix or "/" in reference:
        raise UsageError(f"{reference}: name a draft by its .evalset.json, its .spec.json or its eval id")
    return drafts_folder / f"{reference}{EVALSET_SUFFIX}"


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


def run(drafts: list[str], tools: list[str] | None, tools_manifest: Path | None, agent: str | None,
        output_format: str, config_path: Path | None) -> int:
    config, config_file = load_config(config_path)
    inventory = configured_inventory(config, config_file, tools, tools_manifest, agent)
    suite, fixtures = config_relative(config_file, config.suite), config_relative(config_file, config.fixtures)
    drafts_folder = config_relative(config_file, config.drafts)
    files = [_draft_file(reference, drafts_folder) for reference in drafts]
    missing = [str(path) for path in files if not path.is_file()]
    if missing:
        raise UsageError(f"{', '.join(missing)}: no such draft; `miner review` lists the drafts")
    with RunLock(config_relative(config_file, config.sample.ledger).parent, "promote"):
        promotions = [plan(path, inventory, suite, fixtures) for path in files]
        _carry_out_all(promotions)
    report(promotions, output_format)
    return 1 if any(promotion.problems for promotion in promotions) else 0


def _carry_out_all(promotions: list[Promotion]) -> None:
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


def report(promotions: list[Promotion], output_format: str) -> None:
    refused = [promotion for promotion in promotions if promotion.problems]
    if output_format == "json":
        print(json.dumps({
            "promoted": [{"draft": str(p.draft), "files": [str(target) for _s, target in p.moves]}
                         for p in promotions if not p.problems],
            "refused": [{"draft": str(p.draft), "problems": [problem.as_dict() for problem in p.problems]}
                        for p in refused],
        }, indent=2))
    else:
        for promotion in promotions:
            if promotion.problems:
                for problem in promotion.problems:
                    print(problem.line())
                print(f"refused: {promotion.draft}")
            else:
                print(f"promoted: {promotion.draft} -> " + ", ".join(str(t) for _s, t in promotion.moves))
        print(f"miner: {len(promotions) - len(refused)} promoted, {len(refused)} refused", file=sys.stderr)
        print("next: fix the lines above, then promote again" if refused else
              "next: commit the suite; `miner coverage` shows the cells still empty", file=sys.stderr)

