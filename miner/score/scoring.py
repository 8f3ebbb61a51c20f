"""A case's runs held to the case and its sidecar, turn by turn; pass rate, score, and the gate against a baseline.

Per turn: the trajectory by the case's match type (skipped on a clarifying turn, which has its own check),
mustNotCall (the case's on every turn, a turn's own on that turn), requiredFacts (the case's on the final turn,
a turn's own on that turn), forbiddenClaims (the case's on every turn), and rubric criteria when a judge is
configured. A run passes when every turn passes. A run that could not be scored (no content, no invocation, a
judge that gave no verdict on a run that passed everything else) is reported and counted in neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime

from miner.formats.baseline import Baseline
from miner.formats.evalset import EvalCase
from miner.formats.results import (
    CheckKind,
    CheckResult,
    EvalResult,
    Gate,
    GateStatus,
    RunResult,
    RunStatus,
    Summary,
    TurnResult,
)
from miner.formats.spec import CaseSpec, MatchType
from miner.score import checks
from miner.score.config import ScoreConfig
from miner.score.runs import ObservedTurn, Run

# Grades a turn's answer against criteria, given the earlier turns; one CheckResult per criterion, in order.
Grader = Callable[[Sequence[str], Sequence[ObservedTurn], ObservedTurn], list[CheckResult]]
TOLERANCE = 1e-9


def expected_calls(case: EvalCase, index: int) -> list[checks.ExpectedCall]:
    turn = (case.conversation or [])[index]
    return [(call.name or "", call.args or {}) for _path, call in turn.tool_calls()]


def rubric_criteria(case: EvalCase, spec: CaseSpec | None, index: int) -> list[str]:
    """The criteria a judge grades turn `index` (from 0) against: the sidecar's, then ADK's rubrics."""
    found: list[str] = []
    if spec is not None:
        found += spec.rubrics
        entry = spec.turn_spec(index + 1)
        found += entry.rubrics if entry is not None else []
    invocation = (case.conversation or [])[index]
    for rubric in [*(case.rubrics or []), *(invocation.rubrics or [])]:
        text = rubric.rubric_content.get("text_property")
        if isinstance(text, str) and text.strip():
            found.append(text)
    return list(dict.fromkeys(found))


def turn_checks(case: EvalCase, spec: CaseSpec | None, index: int, observed: ObservedTurn,
                read_only_tools: Sequence[str]) -> list[CheckResult]:
    conversation = case.conversation or []
    number, final = index + 1, index == len(conversation) - 1
    entry = spec.turn_spec(number) if spec is not None else None
    match = (entry.match if entry is not None and entry.match else None) or (
        spec.match if spec is not None else MatchType.IN_ORDER)
    arg_rules = spec.arg_rules if spec is not None else {}
    found: list[CheckResult] = []
    if entry is not None and entry.clarifying:
        found.append(checks.clarifying(entry.required_facts, observed.answer, observed.calls, read_only_tools))
    else:
        found.append(checks.trajectory(expected_calls(case, index), observed.calls, match, arg_rules))
    forbidden = [*(spec.must_not_call if spec is not None else []), *(entry.must_not_call if entry else [])]
    if forbidden:
        found.append(checks.must_not_call(forbidden, observed.calls))
    facts = [*(spec.required_facts if spec is not None and final else []),
             *(entry.required_facts if entry is not None and not entry.clarifying else [])]
    if facts:
        found.append(checks.required_facts(facts, observed.answer))
    claims = [*(spec.forbidden_claims if spec is not None else []), *(entry.forbidden_claims if entry else [])]
    if claims:
        found.append(checks.forbidden_claims(claims, observed.answer))
    return found


def score_run(case: EvalCase, spec: CaseSpec | None, run: Run, read_only_tools: Sequence[str],
              grader: Grader | None) -> RunResult:
    if run.unscorable is not None:
        return RunResult(run=run.run, source=run.source, status=RunStatus.UNSCORABLE, reason=run.unscorable)
    turns: list[TurnResult] = []
    conversation = case.conversation or []
    for index in range(len(conversation)):
        parts = conversation[index].user_content.parts
        user_text = parts[0] if parts else None
        if index >= len(run.turns):
            ended = CheckResult(check=CheckKind.TRAJECTORY, passed=False, reason="the run ended before this turn")
            turns.append(TurnResult(turn=index + 1, user_text=user_text.text if user_text else None, checks=[ended]))
            continue
        observed = run.turns[index]
        found = turn_checks(case, spec, index, observed, read_only_tools)
        criteria = rubric_criteria(case, spec, index)
        if grader is not None and criteria and all(check.passed for check in found):
            # A turn that already failed is not sent to the judge: the run fails either way.
            found += grader(criteria, run.turns[:index], observed)
        turns.append(TurnResult(turn=index + 1, user_text=observed.user_text, calls=observed.calls,
                                answer=observed.answer, checks=found))
    made = [check for turn in turns for check in turn.checks if check.passed is not None]
    score = sum(check.passed is True for check in made) / len(made) if made else None
    if any(check.passed is False for turn in turns for check in turn.checks):
        status, reason = RunStatus.FAILED, None
    elif unjudged := [check for turn in turns for check in turn.checks if check.passed is None]:
        why = f": {unjudged[0].reason}" if unjudged[0].reason else ""
        status, reason = RunStatus.UNSCORABLE, f"the judge gave no verdict (not held against the agent){why}"
    else:
        status, reason = RunStatus.PASSED, None
    return RunResult(run=run.run, source=run.source, status=status, reason=reason, score=score, turns=turns)


def check_key(turn: int, check: CheckResult, rubric_index: int) -> str:
    return f"turn {turn} {check.check.value}" + (f" {rubric_index}" if check.check is CheckKind.RUBRIC else "")


def summarise(runs: Sequence[RunResult]) -> Summary:
    scored = [run for run in runs if run.status is not RunStatus.UNSCORABLE]
    passed = sum(run.status is RunStatus.PASSED for run in scored)
    outcomes: dict[str, list[bool]] = {}
    for run in scored:
        for turn in run.turns:
            rubric_index = 0
            for check in turn.checks:
                rubric_index += check.check is CheckKind.RUBRIC
                if check.passed is not None:
                    outcomes.setdefault(check_key(turn.turn, check, rubric_index), []).append(check.passed)
    scores = [run.score for run in scored if run.score is not None]
    return Summary(
        runs=len(scored), passed=passed, unscorable=len(runs) - len(scored),
        pass_rate=round(passed / len(scored), 6) if scored else None,
        score=round(sum(scores) / len(scores), 6) if scores else None,
        checks={key: round(sum(values) / len(values), 6) for key, values in sorted(outcomes.items())},
    )


def gate(summary: Summary, baseline: Baseline | None, config: ScoreConfig) -> Gate:
    """No baseline: not gated. Otherwise the pass rate and the score may each drop by at most their allowance."""
    if baseline is None:
        return Gate(status=GateStatus.NOT_GATED, reasons=["no baseline (accept one with `miner baseline accept`)"])
    accepted = baseline.summary
    result = Gate(status=GateStatus.PASSED, baseline_pass_rate=accepted.pass_rate, baseline_score=accepted.score)
    if summary.pass_rate is None:
        result.status, result.reasons = GateStatus.NOT_GATED, ["no run could be scored"]
        return result
    pairs = (("pass rate", summary.pass_rate, accepted.pass_rate, config.pass_rate_drop),
             ("score", summary.score, accepted.score, config.score_drop))
    for label, now, before, allowed in pairs:
        if now is not None and before is not None and before - now > allowed + TOLERANCE:
            result.reasons.append(f"{label} {now:.2f}, baseline {before:.2f}: dropped {before - now:.2f}, "
                                  f"more than the {allowed:.2f} allowed")
    if result.reasons:
        result.status = GateStatus.FAILED
    return result


def score_case(case: EvalCase, spec: CaseSpec | None, suite_file: str, runs: Sequence[Run],
               baseline: Baseline | None, config: ScoreConfig, read_only_tools: Sequence[str],
               grader: Grader | None, scored_at: datetime) -> EvalResult:
    results = [score_run(case, spec, run, read_only_tools, grader) for run in runs]
    summary = summarise(results)
    return EvalResult(eval_id=case.eval_id, suite_file=suite_file, scored_at=scored_at, summary=summary,
                      gate=gate(summary, baseline, config), runs=results)
