"""`miner promote`: move reviewed, valid drafts into the suite (`miner.validation.promotion`), under the run
lock, and say what moved and what was refused."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from miner.config import config_relative, load_config
from miner.errors import UsageError
from miner.formats.evalset import EVALSET_SUFFIX
from miner.formats.spec import SPEC_SUFFIX
from miner.sample import RunLock
from miner.validation.checks import is_evalset_name, is_spec_name
from miner.validation.inventory import configured_inventory
from miner.validation.promotion import Promotion, carry_out_all, plan


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
        carry_out_all(promotions)
    report(promotions, output_format)
    return 1 if any(promotion.problems for promotion in promotions) else 0


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

