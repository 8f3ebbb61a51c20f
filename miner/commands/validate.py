"""`miner validate`: the pre-commit gate over eval sets and sidecars."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from miner.config import config_relative, load_config
from miner.errors import UsageError
from miner.validation.changes import scope_of_changes
from miner.validation.checks import Report, validate_paths
from miner.validation.inventory import ToolInventory, configured_inventory
from miner.wording import counted


def print_report(report: Report, inventory: ToolInventory | None, output_format: str) -> None:
    if output_format == "json":
        document = {
            "ok": not report.problems,
            "problems": [problem.as_dict() for problem in report.problems],
            "files_checked": report.files_checked,
            "cases_checked": report.cases_checked,
            "tools": sorted(inventory.names) if inventory else None,
        }
        print(json.dumps(document, indent=2))
        return
    for problem in report.problems:
        print(problem.line())
    files = {problem.path for problem in report.problems}
    checked = f"{counted(report.files_checked, 'file')}, {counted(report.cases_checked, 'case')} checked"
    tools = f"; {inventory.describe()}" if inventory else ""
    if report.problems:
        summary = f"{counted(len(report.problems), 'problem')} in {counted(len(files), 'file')} ({checked}{tools})"
        print(f"miner: {summary}", file=sys.stderr)
        print("next: fix each line above (path: eval_id: json.path: what is wrong), then run again",
              file=sys.stderr)
    else:
        print(f"miner: ok ({checked}{tools})", file=sys.stderr)


def run(paths: list[Path], tools: list[str] | None, tools_manifest: Path | None, agent: str | None,
        output_format: str, config_path: Path | None, changed: bool = False) -> int:
    config, config_file = load_config(config_path)
    if changed:
        scope = scope_of_changes(paths, config, config_file)
        if not scope.paths:
            if output_format == "text":
                print("miner: ok (no eval set, sidecar or tool inventory among the changed files)",
                      file=sys.stderr)
            else:
                print_report(Report(), None, output_format)
            return 0
        if scope.inventory_changed and output_format == "text":
            changed_files = ", ".join(str(path) for path in scope.inventory_changed)
            print(f"miner: the tool inventory changed ({changed_files}): checking the whole suite",
                  file=sys.stderr)
        paths = scope.paths
    inventory = configured_inventory(config, config_file, tools, tools_manifest, agent)
    if not paths:
        folders = (config_relative(config_file, config.drafts), config_relative(config_file, config.suite))
        paths = [folder for folder in folders if folder.is_dir()]
    missing = [str(path) for path in paths if not path.exists()]
    if missing:
        raise UsageError(f"{', '.join(missing)}: no such file or folder; name eval sets, sidecars or folders")
    report = validate_paths(paths, inventory)
    print_report(report, inventory, output_format)
    return 1 if report.problems else 0
