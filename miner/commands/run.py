"""`miner run`: drive the team's agent through the suite's cases, its tools answered from the cases' fixtures.

Every run of every case is written to `<out>/spans/<eval_id>/run-<n>.otlp.jsonl` (OTLP/JSON, for `miner score
--runs <out>/spans`) and recorded in `<out>/manifest.json`. Exit 0 when every run passed its turns' checks, 1 when
a run failed or raised (each shown with its failing turn), 2 when the runs could not be made.
"""

from __future__ import annotations

import json
import shutil
import time
from datetime import UTC, datetime
from pathlib import Path

from miner import __version__
from miner.commands.common import echo_err
from miner.config import config_relative, config_root, load_config
from miner.errors import UsageError
from miner.formats.fixtures import FIXTURES_IN_SUITE, FixtureFile
from miner.formats.json_file import JsonFileError, read_json
from miner.formats.results import RunResult, RunStatus, TurnResult
from miner.formats.run_manifest import MANIFEST_NAME, RunManifest, RunOutcome, RunRecord, TurnTranscript
from miner.run import adapters
from miner.run.fixtures import uncovered_calls
from miner.run.harness import SPANS_FOLDER, CaseToRun, RunOptions
from miner.run.runner import Job, Player, play_all
from miner.score.report import INDENT, turn_transcript
from miner.validation.drafts import DraftCase, suite_cases
from miner.wording import counted


def _fixture(suite: Path, draft: DraftCase, read_only_tools: list[str], live_read_only: bool) -> FixtureFile | None:
    eval_id = draft.eval_id
    path = suite / FIXTURES_IN_SUITE / f"{eval_id}.json"
    if not path.is_file():
        case = draft.eval_set.eval_set.eval_cases[draft.case_index]
        expected = [call.name for _path, call in case.tool_calls() if call.name]
        uncovered = uncovered_calls(expected, read_only_tools, live_read_only)
        if uncovered:
            allowed = "" if live_read_only else " (--live-read-only runs read-only tools without one)"
            raise UsageError(f"{path}: no fixture for case {eval_id}, whose tools {', '.join(uncovered)} must not run "
                             f"live{allowed}; promote the case with its fixture, or leave it out with --case")
        return None
    try:
        return FixtureFile.model_validate(read_json(path))
    except JsonFileError as error:
        raise UsageError(f"{path}: {error}") from None
    except ValueError as error:
        raise UsageError(f"{path}: not a fixture file ({str(error).splitlines()[0]})") from None


def _prepare_out(out: Path) -> None:
    """Runs of an earlier `miner run` are replaced whole; a folder that holds anything else is left alone."""
    if out.exists() and any(out.iterdir()) and not (out / MANIFEST_NAME).is_file():
        raise UsageError(f"{out}: exists and holds no {MANIFEST_NAME} of earlier runs; choose another --out")
    if (out / SPANS_FOLDER).exists():
        shutil.rmtree(out / SPANS_FOLDER)
    out.mkdir(parents=True, exist_ok=True)


def _as_turn_result(turn: TurnTranscript) -> TurnResult:
    return TurnResult.model_validate(turn.model_dump(exclude={"error"}))


def failing_turn_lines(record: RunRecord) -> list[str]:
    turn = record.failing_turn()
    if turn is None:
        return []
    run = RunResult(run=record.conversation_id, source=record.spans or "", status=RunStatus.FAILED)
    lines = turn_transcript(record.run, run, _as_turn_result(turn))
    if turn.error is not None:
        lines.append(f"{INDENT}The agent raised:")
        lines += [INDENT * 2 + line for line in turn.error.splitlines()]
    if record.not_played:
        lines.append(f"{INDENT}Not played: turn(s) {', '.join(map(str, record.not_played))}")
    return lines


def _line(record: RunRecord) -> str:
    head = f"{record.conversation_id}: {record.outcome.value}, {record.turns_played}/{record.turns_total} turns played"
    if record.fixture_misses:
        head += f", {counted(len(record.fixture_misses), 'fixture miss', 'fixture misses')}"
    return head + (f"; {record.reason}" if record.reason else "")


def run(suite: Path | None, case_ids: list[str], repeat: int | None, jobs: int | None, out: Path | None,
        agent: str | None, live_read_only: bool, play_everything: bool, output_format: str,
        config_path: Path | None) -> int:
    config, config_file = load_config(config_path)
    spec = agent or config.run.agent
    if not spec:
        raise UsageError("no agent to run: set [tool.miner.run] agent = \"adk:package.module:root_agent\" "
                         "or give --agent")
    suite_folder = suite if suite is not None else config_relative(config_file, config.suite)
    out_folder = out if out is not None else config_relative(config_file, config.run.out)
    repeat = repeat or config.run.repeat
    workers = jobs or config.run.jobs
    cases = suite_cases(suite_folder, echo_err)
    unknown = [eval_id for eval_id in case_ids if eval_id not in cases]
    if unknown:
        raise UsageError(f"{', '.join(unknown)}: no such case in {suite_folder}")
    chosen = sorted(case_ids or cases)
    scenarios = [eval_id for eval_id in chosen
                 if not cases[eval_id].eval_set.eval_set.eval_cases[cases[eval_id].case_index].conversation]
    for eval_id in scenarios:
        echo_err(f"miner: warning: {eval_id}: no scripted conversation (a conversation_scenario needs a user "
                 "simulator); not run")
    chosen = [eval_id for eval_id in chosen if eval_id not in scenarios]
    if not chosen:
        raise UsageError(f"{suite_folder}: no case with a scripted conversation to run")
    to_run = {eval_id: CaseToRun(cases[eval_id].eval_set.eval_set.eval_cases[cases[eval_id].case_index],
                                 spec_file.spec if (spec_file := cases[eval_id].spec) else None,
                                 _fixture(suite_folder, cases[eval_id], config.read_only_tools, live_read_only))
              for eval_id in chosen}
    root = config_root(config_file).resolve()
    adapter = adapters.load(spec, root)
    framework_version, model = adapter.versions()
    _prepare_out(out_folder)
    manifest = RunManifest(suite=str(suite_folder), agent=spec, framework=adapter.framework,
                           framework_version=framework_version, model=model, miner_version=__version__,
                           started_at=datetime.now(UTC), repeat=repeat, live_read_only=live_read_only,
                           play_all=play_everything)
    options = RunOptions(tuple(config.read_only_tools), live_read_only, play_everything)
    player = Player(adapter, to_run, options, out_folder.resolve())
    job_list: list[Job] = [(eval_id, number) for eval_id in chosen for number in range(1, repeat + 1)]
    echo_err(f"miner: running {counted(len(chosen), 'case')} x {repeat} with {spec} "
             f"({adapter.framework} {framework_version or ''}".rstrip() + f"), {workers} at a time")
    started = time.monotonic()

    def done(record: RunRecord) -> None:
        manifest.runs.append(record)
        if output_format == "text":
            print(_line(record), flush=True)

    try:
        play_all(job_list, player, spec, root, workers, done)
    finally:
        # Written once, whatever ends the runs (Ctrl-C and SIGTERM included): the runs already written are in it.
        player.close()
        manifest.runs.sort(key=lambda item: (item.eval_id, item.run))
        manifest.write(out_folder)
    return _report(manifest, out_folder, output_format, time.monotonic() - started)


def _report(manifest: RunManifest, out: Path, output_format: str, seconds: float) -> int:
    failed = [record for record in manifest.runs if record.outcome is not RunOutcome.PASSED]
    if output_format == "json":
        print(json.dumps(manifest.model_dump(mode="json"), indent=2))
    else:
        for record in failed:
            print("\n".join(failing_turn_lines(record)))
    misses = sum(len(record.fixture_misses) for record in manifest.runs)
    echo_err(f"miner: {counted(len(manifest.runs), 'run')} in {seconds:.1f}s: "
             f"{len(manifest.runs) - len(failed)} passed, {len(failed)} failed"
             + (f", {counted(misses, 'fixture miss', 'fixture misses')}" if misses else "")
             + f"; traces in {out}/{SPANS_FOLDER}/, manifest in {out}/{MANIFEST_NAME}")
    echo_err(f"next: `miner score --runs {out}/{SPANS_FOLDER}` holds these runs to the suite and gates them on the "
             "baselines")
    return 1 if failed else 0
