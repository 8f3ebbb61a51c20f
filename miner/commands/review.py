"""`miner review`: the drafts waiting for a person, with the REVIEW markers still open in each."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from miner.config import config_relative, load_config
from miner.errors import UsageError
from miner.formats.json_path import format_json_path
from miner.terminal import printable
from miner.validation.drafts import read_drafts
from miner.wording import counted


def run(directory: Path | None, output_format: str, config_path: Path | None) -> int:
    config, config_file = load_config(config_path)
    if directory is not None and not directory.is_dir():
        raise UsageError(f"{directory}: no such folder; name the folder of the drafts")
    folder_path = directory if directory is not None else config_relative(config_file, config.drafts)
    if not folder_path.is_dir():  # nothing drafted yet: nothing to review, which is not a failure
        print(f"miner: no drafts yet (no {folder_path}/)", file=sys.stderr)
        print("next: `miner sample --since 7d` drafts the week's bad sessions", file=sys.stderr)
        return 0
    drafts = read_drafts([folder_path])
    marked = [case for case in drafts.cases if case.markers]
    if output_format == "json":
        print(json.dumps({
            "drafts": [{"path": str(case.eval_set.path), "eval_id": case.eval_id,
                        "sidecar": str(case.spec.path) if case.spec else None,
                        "open_markers": [{"path": str(path), "json_path": format_json_path(json_path)}
                                         for path, json_path in case.markers]}
                       for case in drafts.cases],
            "unreadable": [problem.as_dict() for problem in drafts.problems],
        }, indent=2))
        return 1 if drafts.problems else 0
    for case in drafts.cases:
        state = f"{counted(len(case.markers), 'open REVIEW marker')}" if case.markers else "reviewed"
        sidecar = "" if case.spec else " (no sidecar)"
        print(printable(f"{case.eval_set.path}: {case.eval_id}: {state}{sidecar}"))
        for line in case.marker_lines():
            print(f"    {printable(line)}")
    for problem in drafts.problems:
        print(f"{problem.line()} (unreadable: fix it before review)")
    ready = len(drafts.cases) - len(marked)
    total = sum(len(case.markers) for case in marked)
    unreadable = len({problem.path for problem in drafts.problems})
    print(f"miner: {counted(len(drafts.cases) + unreadable, 'draft')}: {len(marked)} still marked "
          f"({counted(total, 'marker')}), {ready} reviewed, {unreadable} unreadable", file=sys.stderr)
    if unreadable:
        print("next: fix each unreadable draft (its line above says what is wrong), then `miner review` again",
              file=sys.stderr)
    elif marked:
        print(f"next: replace each marked text with what the agent should do, then `miner validate "
              f"{folder_path}/`", file=sys.stderr)
    elif drafts.cases:
        print("next: `miner promote EVAL_ID` moves each reviewed draft into the suite", file=sys.stderr)
    # A draft that cannot be read cannot be reviewed: the listing is incomplete.
    return 1 if drafts.problems else 0
