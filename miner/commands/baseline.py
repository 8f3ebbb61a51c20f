"""`miner baseline accept`: make the latest result of each named case its baseline, with the reason.

Never automatic (seed 001): a baseline is the last result someone chose to hold the agent to. Exit 1 when a case
could not be accepted (no result, or no run scored in it); the others are still written.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from miner.commands.common import echo_err
from miner.config import config_relative, load_config
from miner.errors import UsageError
from miner.formats.baseline import BASELINES_FOLDER, Baseline, read_baseline
from miner.formats.results import ResultFileError, read_result


def run(eval_ids: list[str], reason: str, results: Path | None, suite: Path | None,
           config_path: Path | None) -> int:
    if not reason.strip():
        raise UsageError("--reason: say why this result is the one to hold the agent to")
    config, config_file = load_config(config_path)
    results_folder = results if results is not None else config_relative(config_file, config.score.results)
    baselines = (suite if suite is not None else config_relative(config_file, config.suite)) / BASELINES_FOLDER
    refused = 0
    wanted = list(dict.fromkeys(eval_ids))  # each once, in the order given
    for eval_id in wanted:
        try:
            result = read_result(results_folder / f"{eval_id}.json")
        except ResultFileError as error:
            echo_err(f"miner: {error}")
            refused += 1
            continue
        if result.summary.runs == 0:
            echo_err(f"miner: {eval_id}: no run was scored in its latest result; nothing to accept")
            refused += 1
            continue
        before = read_baseline(baselines / f"{eval_id}.json")
        baseline = Baseline(eval_id=eval_id, accepted_at=datetime.now(UTC), reason=reason.strip(),
                            scored_at=result.scored_at, summary=result.summary)
        path = baseline.write(baselines)
        was = "" if before is None else (f" (was pass rate {before.summary.pass_rate:.2f}, "
                                         f"score {before.summary.score or 0:.2f})")
        print(f"accepted: {eval_id}: pass rate {result.summary.pass_rate:.2f}, score "
              f"{result.summary.score or 0:.2f}{was} -> {path}")
    if refused < len(wanted):
        echo_err(f"next: commit {baselines}/; `miner score` now gates these cases on their new baseline")
    return 1 if refused else 0
