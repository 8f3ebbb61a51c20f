"""How score results are shown: the failing turn of each failing run as a person reads it, and JUnit XML for CI.

The transcript follows seed 004: the user's message, the tool calls with their arguments and status, the answer,
each failed check with its reason, then "k/n runs passed". Long arguments are shortened; the answer never is.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from miner.formats.results import EvalResult, GateStatus, RunResult, RunStatus, TurnResult
from miner.score.checks import describe

INDENT = "    "


def runs_passed(result: EvalResult) -> str:
    summary = result.summary
    line = f"{summary.passed}/{summary.runs} runs passed"
    if summary.unscorable:
        line += f" ({summary.unscorable} not scored)"
    return line


def _indented(text: str, depth: int = 2) -> list[str]:
    return [INDENT * depth + line for line in (text.splitlines() or [""])]


def turn_transcript(number: int, run: RunResult, turn: TurnResult) -> list[str]:
    lines = [f"Run {number}, turn {turn.turn} failed  ({run.run})", f"{INDENT}Prompt:"]
    lines += _indented(turn.user_text or "(no user message)")
    lines.append(f"{INDENT}Tool calls:")
    lines += [f"{INDENT * 2}- {describe(call)} ({call.status})" + (f" by {call.agent}" if call.agent else "")
              for call in turn.calls] or [f"{INDENT * 2}(none)"]
    lines.append(f"{INDENT}Answer:")
    lines += _indented(turn.answer or "(no answer)")
    lines.append(f"{INDENT}Failed checks:")
    for check in turn.checks:
        if check.passed is False:
            label = check.criterion if check.criterion else check.check.value
            lines.append(f"{INDENT * 2}✗ {label}")
            lines += _indented(check.reason or "", 3)
    return lines


def case_text(result: EvalResult) -> list[str]:
    gate = result.gate
    verdict = {GateStatus.FAILED: "GATE FAILED", GateStatus.PASSED: "gate passed",
               GateStatus.NOT_GATED: "not gated"}[gate.status]
    summary = result.summary
    figures = [runs_passed(result)]
    if summary.pass_rate is not None:
        figures.append(f"pass rate {summary.pass_rate:.2f}")
    if summary.score is not None:
        figures.append(f"score {summary.score:.2f}")
    if gate.baseline_pass_rate is not None:
        figures.append(f"baseline pass rate {gate.baseline_pass_rate:.2f}, score {gate.baseline_score or 0:.2f}")
    lines = [f"{result.eval_id}: {verdict}; " + ", ".join(figures)]
    if gate.status is GateStatus.FAILED:
        lines += [f"{INDENT}{reason}" for reason in gate.reasons]
    for number, run in enumerate(result.runs, start=1):
        if run.status is RunStatus.UNSCORABLE:
            lines.append(f"Run {number} not scored ({run.run}): {run.reason}")
        elif run.status is RunStatus.FAILED:
            failed = run.failed_turns()
            lines += turn_transcript(number, run, failed[0])
    if summary.runs and summary.passed < summary.runs:
        lines.append(runs_passed(result) + ".")
    return lines


def junit(results: Sequence[EvalResult], suite_name: str = "miner score") -> str:
    """One <testcase> per eval case: a failure when its gate fails, skipped when nothing was scored.

    A case with failing runs but no baseline passes the gate (it is not gated); its transcript goes to system-out."""
    failures = sum(result.gate.status is GateStatus.FAILED for result in results)
    skipped = sum(result.summary.runs == 0 for result in results)
    suite = ET.Element("testsuite", name=suite_name, tests=str(len(results)), failures=str(failures),
                       errors="0", skipped=str(skipped))
    for result in results:
        testcase = ET.SubElement(suite, "testcase", classname="miner.score", name=result.eval_id,
                                 file=result.suite_file)
        transcript = "\n".join(case_text(result))
        if result.gate.status is GateStatus.FAILED:
            failure = ET.SubElement(testcase, "failure", message="; ".join(result.gate.reasons),
                                    type="gate")
            failure.text = transcript
        elif result.summary.runs == 0:
            ET.SubElement(testcase, "skipped", message="no run could be scored")
        ET.SubElement(testcase, "system-out").text = transcript
    ET.indent(suite)
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"
