"""One run of one case: a fresh conversation seeded with the case's state, the user turns sent in order, each
turn checked as soon as it is answered (the checks `miner score` makes, from `miner.score.scoring`). The first
failing turn ends the run unless every turn is to be played; the turns not played are recorded as such.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from opentelemetry import trace

from miner.formats.evalset import EvalCase
from miner.formats.fixtures import FixtureFile
from miner.formats.run_manifest import RunOutcome, RunRecord, TurnTranscript
from miner.formats.spec import CaseSpec
from miner.run.fixtures import FixtureBackend
from miner.run.protocol import Adapter, ToolBox, mark_failed
from miner.run.spans import SpanCapture, end_turn, start_turn, write_spans
from miner.score.runs import ObservedTurn, text_of
from miner.score.scoring import turn_checks

SPANS_FOLDER = "spans"


@dataclass(frozen=True)
class CaseToRun:
    case: EvalCase
    spec: CaseSpec | None
    fixture: FixtureFile | None


@dataclass(frozen=True)
class RunOptions:
    read_only_tools: tuple[str, ...] = ()
    live_read_only: bool = False
    play_all: bool = False


def conversation_id(eval_id: str, run: int) -> str:
    return f"{eval_id}/run-{run}"


def spans_path(out: Path, eval_id: str, run: int) -> Path:
    return out / SPANS_FOLDER / eval_id / f"run-{run}.otlp.jsonl"


def _transcript_error(error: BaseException) -> str:
    """The exception and the frames it passed, each named by its file's name alone: the folders a program runs
    from name the person who runs it, and the run files do not leave the machine with them."""
    frames = [f"  {Path(frame.filename).name}:{frame.lineno} in {frame.name}"
              for frame in traceback.extract_tb(error.__traceback__)]
    return "\n".join(["Traceback (most recent call last):", *frames,
                      *traceback.format_exception_only(type(error), error)]).rstrip()


def _first_failure(turn: TurnTranscript) -> str:
    if turn.error is not None:
        return f"turn {turn.turn}: the agent raised {turn.error.splitlines()[-1]}"
    failed = next(check for check in turn.checks if check.passed is False)
    return f"turn {turn.turn} {failed.check.value}: {failed.reason or 'failed'}"


async def play(adapter: Adapter, to_run: CaseToRun, run: int, options: RunOptions, capture: SpanCapture,
               tracer: trace.Tracer, out: Path) -> RunRecord:
    case = to_run.case
    started = time.monotonic()
    conversation = case.conversation or []
    run_id = conversation_id(case.eval_id, run)
    backend = FixtureBackend(to_run.fixture, frozenset(options.read_only_tools), options.live_read_only)
    tools = ToolBox(backend, tracer)
    state: dict[str, Any] = dict(case.session_input.state) if case.session_input is not None else {}
    transcript: list[TurnTranscript] = []
    trace_ids: list[int] = []
    stopped_at: int | None = None
    try:
        session = await adapter.start(run_id, state, tools)
        for index, invocation in enumerate(conversation):
            number = index + 1
            user_text = text_of(invocation.user_content)
            backend.begin_turn(number)
            span = start_turn(tracer, adapter.agent_name, run_id, user_text, number)
            trace_ids.append(span.get_span_context().trace_id)
            tools.turn_span = span
            try:
                with trace.use_span(span, end_on_exit=False):
                    answer = await session.send(user_text or "")
            except Exception as error:
                mark_failed(span, error)
                end_turn(span, None)
                transcript.append(TurnTranscript(turn=number, user_text=user_text, calls=backend.turn_calls(number),
                                                 error=_transcript_error(error)))
                stopped_at = number
                break
            end_turn(span, answer)
            observed = ObservedTurn(user_text, backend.turn_calls(number), answer)
            checks = turn_checks(case, to_run.spec, index, observed, options.read_only_tools)
            turn = TurnTranscript(turn=number, user_text=user_text, calls=observed.calls, answer=answer,
                                  checks=checks)
            transcript.append(turn)
            if not turn.passed and stopped_at is None:
                stopped_at = number
                if not options.play_all:
                    break
    except Exception as error:  # the conversation could not even start
        if not transcript:
            transcript.append(TurnTranscript(turn=1, user_text=text_of(conversation[0].user_content)
                                             if conversation else None, error=_transcript_error(error)))
            stopped_at = 1
    finally:
        tools.turn_span = None
    path = spans_path(out, case.eval_id, run)
    spans = capture.take(trace_ids)
    if spans:
        write_spans(path, spans)
    return _record(case.eval_id, run, run_id, len(conversation), transcript, stopped_at, backend,
                   str(path.relative_to(out)) if spans else None, time.monotonic() - started)


def _record(eval_id: str, run: int, run_id: str, total: int, transcript: Sequence[TurnTranscript],
            stopped_at: int | None, backend: FixtureBackend, spans: str | None, seconds: float) -> RunRecord:
    failing = next((turn for turn in transcript if not turn.passed), None)
    if failing is None:
        outcome, reason = RunOutcome.PASSED, None
    else:
        outcome = RunOutcome.RAISED if failing.error is not None else RunOutcome.FAILED
        reason = _first_failure(failing)
    played = [turn.turn for turn in transcript]
    return RunRecord(eval_id=eval_id, run=run, conversation_id=run_id, outcome=outcome, turns_total=total,
                     turns_played=len(played), stopped_at=stopped_at if failing is not None else None,
                     reason=reason, not_played=[number for number in range(1, total + 1) if number not in played],
                     fixture_misses=backend.misses, live_calls=backend.live_calls, spans=spans,
                     seconds=round(seconds, 4), transcript=list(transcript))
