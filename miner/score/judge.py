"""Rubric grading by a judge model behind an OpenAI-compatible endpoint (`[tool.miner.judge]`, seeds 000 and 004).

The model is pinned and asked at temperature 0 for a JSON verdict on every criterion of a turn at once, with the
earlier turns as context. It is asked `runs` times; a criterion passes when `required` of them pass it, fails when
that can no longer happen, and is left ungraded otherwise. A judge that cannot be reached, or that answers without
a valid verdict, is not held against the agent: its criteria come back with `passed=None` and the reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from miner.errors import ConfigError
from miner.formats.results import CheckKind, CheckResult
from miner.score.checks import describe
from miner.score.config import JudgeConfig
from miner.score.endpoint import ChatEndpoint, EndpointError, verdict_items
from miner.score.runs import ObservedTurn

INSTRUCTIONS = (
    "You grade one turn of a support agent's conversation against numbered criteria. Judge only the current "
    "turn; earlier turns are context. Answer with one JSON object and nothing else: "
    '{"verdicts": [{"criterion": <number>, "pass": <true|false>, "reason": "<one sentence>"}]} '
    "with exactly one verdict per criterion."
)


@dataclass
class Verdict:
    passed: bool
    reason: str


def _turn_text(turn: ObservedTurn) -> str:
    calls = "; ".join(f"{describe(call)} ({call.status})" for call in turn.calls) or "none"
    return f"User: {turn.user_text or ''}\nTool calls: {calls}\nAgent: {turn.answer or ''}"


def prompt(criteria: Sequence[str], earlier: Sequence[ObservedTurn], turn: ObservedTurn) -> str:
    context = "\n\n".join(_turn_text(item) for item in earlier) or "(none)"
    numbered = "\n".join(f"{number}. {criterion}" for number, criterion in enumerate(criteria, start=1))
    return f"Earlier turns:\n{context}\n\nCurrent turn:\n{_turn_text(turn)}\n\nCriteria:\n{numbered}"


def parse_verdicts(content: str, count: int) -> list[Verdict]:
    """One verdict per criterion from the judge's JSON, or ValueError saying what is wrong with it."""
    items = verdict_items(content)
    found: dict[int, Verdict] = {}
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("pass"), bool):
            raise ValueError("a verdict without a true/false pass")
        number = item.get("criterion")
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= count or number in found:
            raise ValueError("a verdict names no criterion, an unknown one, or one twice")
        found[number] = Verdict(item["pass"], str(item.get("reason") or ""))
    if len(found) != count:
        raise ValueError(f"the judge gave {len(found)} verdict(s) for {count} criteria")
    return [found[number] for number in range(1, count + 1)]


class Judge:
    """Grades turns through the endpoint; usable as a scoring `Grader`."""

    def __init__(self, config: JudgeConfig) -> None:
        if not config.base_url or not config.model:
            raise ConfigError("[tool.miner.judge]: base_url and model (a pinned version) are both needed")
        if config.required > config.runs:
            raise ConfigError("[tool.miner.judge]: required is more than runs; no criterion could ever pass")
        self.config = config
        self.endpoint = ChatEndpoint(base_url=config.base_url, model=config.model, api_key_env=config.api_key_env,
                                     temperature=config.temperature, timeout_seconds=config.timeout_seconds,
                                     section="[tool.miner.judge]")

    def key_warning(self) -> str | None:
        """Why a hosted judge would refuse every call: no key in the environment (none for a local server)."""
        return self.endpoint.key_warning("rubrics it does not grade are reported as not judged")

    def grader_run(self, criteria: Sequence[str], text: str) -> list[Verdict] | str:
        """The verdicts of one grader run, or why it gave none."""
        try:
            return parse_verdicts(self.endpoint.ask(INSTRUCTIONS, text), len(criteria))
        except (EndpointError, ValueError) as error:
            return str(error)

    def __call__(self, criteria: Sequence[str], earlier: Sequence[ObservedTurn],
                 turn: ObservedTurn) -> list[CheckResult]:
        text = prompt(criteria, earlier, turn)
        outcomes = [self.grader_run(criteria, text) for _ in range(self.config.runs)]
        failures = [outcome for outcome in outcomes if isinstance(outcome, str)]
        graded = [outcome for outcome in outcomes if not isinstance(outcome, str)]
        required = self.config.required
        results = []
        for index, criterion in enumerate(criteria):
            verdicts = [run[index] for run in graded]
            passes = sum(verdict.passed for verdict in verdicts)
            tally = f"{passes}/{self.config.runs} grader runs passed it, {required} required"
            if passes >= required:
                results.append(CheckResult(check=CheckKind.RUBRIC, passed=True, criterion=criterion))
            elif passes + len(failures) < required:
                reason = next(verdict.reason for verdict in verdicts if not verdict.passed)
                results.append(CheckResult(check=CheckKind.RUBRIC, passed=False, criterion=criterion,
                                           reason=f"{reason} ({tally})"))
            else:
                results.append(CheckResult(check=CheckKind.RUBRIC, passed=None, criterion=criterion,
                                           reason=f"judge unavailable: {failures[0]} ({tally})"))
        return results
