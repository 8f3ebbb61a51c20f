"""`miner score`: hold the agent's runs of the suite to each case and its sidecar; write results; gate on baselines.

Every case's result is written to `<out>/<eval_id>.json` before anything is gated. Exit 1 when a case's gate fails,
2 when no run could be scored at all, 0 otherwise (a case with no baseline is not gated).
"""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from miner.commands.common import echo_err, ingest_summary
from miner.config import config_relative, load_config
from miner.diagnostics import Diagnostics
from miner.errors import MinerError
from miner.formats.adk_eval_history import EvalHistoryError
from miner.formats.baseline import BASELINES_FOLDER, BaselineFileError, read_baseline
from miner.formats.results import EvalResult, Gate, GateStatus
from miner.score.judge import Judge
from miner.score.report import case_text, junit
from miner.score.runs import RunsRead, normalised, runs_of_eval_history, runs_of_traces, split_sources
from miner.score.scoring import score_case
from miner.validation.drafts import DraftCase, suite_cases


def first_messages(cases: dict[str, DraftCase]) -> dict[str, list[str]]:
    """The cases each first user message opens (normalised), to match sessions that name no eval id."""
    opening: dict[str, list[str]] = {}
    for eval_id, draft in sorted(cases.items()):
        conversation = draft.eval_set.eval_set.eval_cases[draft.case_index].conversation or []
        parts = conversation[0].user_content.parts or [] if conversation else []
        text = normalised(" ".join(part.text for part in parts if part.text))
        if text:
            opening.setdefault(text, []).append(eval_id)
    return opening


def run(suite: Path | None, runs: list[Path], output_format: str, out: Path | None,
        config_path: Path | None) -> int:
    config, config_file = load_config(config_path)
    suite_folder = suite if suite is not None else config_relative(config_file, config.suite)
    results_folder = out if out is not None else config_relative(config_file, config.score.results)
    cases = suite_cases(suite_folder, echo_err)
    grader: Judge | None = Judge(config.judge) if config.judge.base_url else None
    if grader is not None and (warning := grader.key_warning()):
        echo_err(f"miner: warning: {warning}")

    read = RunsRead()
    history, traces = split_sources(runs)
    ids = set(cases)
    for path in history:
        try:
            runs_of_eval_history(path, ids, read)
        except EvalHistoryError as error:
            echo_err(f"miner: warning: {error} (skipped)")
    diagnostics = Diagnostics()
    if traces:
        runs_of_traces(traces, config, first_messages(cases), ids, diagnostics, read)
    read.sort()

    scored_at = datetime.now(UTC)
    results: list[EvalResult] = []
    for eval_id, draft in sorted(cases.items()):
        eval_case = draft.eval_set.eval_set.eval_cases[draft.case_index]
        spec = draft.spec.spec if draft.spec is not None else None
        try:
            baseline, unreadable = read_baseline(suite_folder / BASELINES_FOLDER / f"{eval_id}.json"), None
        except BaselineFileError as error:
            baseline, unreadable = None, str(error)
        result = score_case(eval_case, spec, str(draft.eval_set.path), read.by_case.get(eval_id, []), baseline,
                            config.score, config.read_only_tools, grader, scored_at)
        if unreadable is not None:  # a damaged baseline must not let a regression through
            result.gate = Gate(status=GateStatus.FAILED, reasons=[unreadable])
        try:
            result.write(results_folder)
        except OSError as error:
            raise MinerError(f"{results_folder}: results cannot be written ({error.strerror})") from None
        results.append(result)

    _show(results, output_format)
    _summary(results, read, results_folder, diagnostics, output_format)
    if sum(result.summary.runs for result in results) == 0:
        if any(result.summary.unscorable for result in results):
            where = "listed above" if output_format == "text" else f"in {results_folder}/, each with why,"
            echo_err(f"miner: nothing could be scored: every run of a suite case is {where} as not scored")
        else:
            echo_err("miner: nothing could be scored: no run of a suite case in " + ", ".join(map(str, runs)))
        return 2
    return 1 if any(result.gate.status is GateStatus.FAILED for result in results) else 0


def _show(results: list[EvalResult], output_format: str) -> None:
    if output_format == "json":
        print(json.dumps([result.model_dump(mode="json") for result in results], indent=2))
    elif output_format == "junit":
        sys.stdout.write(junit(results))
    else:
        for result in results:
            if result.runs:
                print("\n".join(case_text(result)))


def _summary(results: list[EvalResult], read: RunsRead, folder: Path, diagnostics: Diagnostics,
             output_format: str) -> None:
    counts = {status: sum(result.gate.status is status for result in results) for status in GateStatus}
    without_runs = sum(not result.runs for result in results)
    parts = [f"{len(results)} case(s)", f"{counts[GateStatus.FAILED]} failed the gate",
             f"{counts[GateStatus.PASSED]} passed it", f"{counts[GateStatus.NOT_GATED]} not gated"]
    if without_runs:
        parts.append(f"{without_runs} without any run")
    runs = sum(len(result.runs) for result in results)
    unscorable = sum(result.summary.unscorable for result in results)
    parts.append(f"{runs} run(s), {unscorable} not scored")
    if read.unmatched:
        parts.append(f"{read.unmatched} run(s) matched no case")
    if read.ambiguous:
        parts.append(f"{read.ambiguous} run(s) whose first message opens several cases (name the eval id in "
                     "the session: [tool.miner.score] eval_id_attribute)")
    echo_err("miner: scored " + "; ".join(parts) + f"; results in {folder}/")
    if read.report is not None:
        echo_err(ingest_summary(read.report, diagnostics))
    if counts[GateStatus.FAILED]:
        shown = "above" if output_format == "text" else f"in {folder}/ (`--format text` shows them as transcripts)"
        echo_err(f"next: read the failing turns {shown} and fix the agent; if its new behaviour is the right one, "
                 "`miner baseline accept EVAL_ID --reason \"...\"` holds it to that instead")
    elif counts[GateStatus.NOT_GATED] and runs:
        echo_err("next: `miner baseline accept EVAL_ID --reason \"...\"` makes a case's result the baseline its "
                 "later runs are gated on")
    elif runs:
        echo_err("next: nothing regressed; run `miner score` again after each change to the agent")
