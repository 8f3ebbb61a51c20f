"""The deterministic checks of one turn (seed 002): trajectory by match type with argument rules, must-not-call,
required facts and forbidden claims, clarifying turns. Each returns a CheckResult with a reason when it fails.

Both sides are normalised before comparing: a number equals the same number of the other type (3 equals 3.0),
but a boolean is never a number. Arguments the case does not mention are allowed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from miner.formats.results import CallRecord, CheckKind, CheckResult
from miner.formats.spec import ArgRule, MatchType

ARGS_SHOWN = 120

ExpectedCall = tuple[str, dict[str, Any]]


def same_value(expected: Any, actual: Any) -> bool:
    """Equality of JSON values with numbers normalised: 3 == 3.0, True != 1."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return isinstance(expected, bool) and isinstance(actual, bool) and expected == actual
    if isinstance(expected, int | float) and isinstance(actual, int | float):
        return float(expected) == float(actual)
    if isinstance(expected, Mapping) and isinstance(actual, Mapping):
        return expected.keys() == actual.keys() and all(same_value(expected[k], actual[k]) for k in expected)
    if isinstance(expected, list | tuple) and isinstance(actual, list | tuple):
        return len(expected) == len(actual) and all(map(same_value, expected, actual))
    return type(expected) is type(actual) and expected == actual


def argument_problem(name: str, expected: Any, actual: Any, present: bool, rule: ArgRule) -> str | None:
    """Why one argument breaks its rule, or None."""
    if rule is ArgRule.IGNORE:
        return None
    if not present:
        return f"argument {name} missing"
    if rule is ArgRule.PRESENT:
        return None
    if rule is ArgRule.CASE_INSENSITIVE:
        if isinstance(expected, str) and isinstance(actual, str) and expected.casefold() == actual.casefold():
            return None
        return f"{name}={short(actual)}, expected {short(expected)} (any case)"
    if same_value(expected, actual):
        return None
    return f"{name}={short(actual)}, expected {short(expected)}"


def call_problems(expected: ExpectedCall, actual: CallRecord, rules: Mapping[str, ArgRule]) -> list[str]:
    """Why `actual` is not the expected call (empty when it is): name, then each argument by its rule."""
    name, args = expected
    if actual.name != name:
        return [f"{actual.name} is not {name}"]
    return [problem for key, value in args.items()
            if (problem := argument_problem(key, value, actual.args.get(key), key in actual.args,
                                            rules.get(key, ArgRule.EXACT))) is not None]


def _matches(expected: ExpectedCall, actual: CallRecord, rules: Mapping[str, Mapping[str, ArgRule]]) -> bool:
    return not call_problems(expected, actual, rules.get(expected[0], {}))


def trajectory(expected: Sequence[ExpectedCall], actual: Sequence[CallRecord], match: MatchType,
               rules: Mapping[str, Mapping[str, ArgRule]]) -> CheckResult:
    """EXACT: the same calls in the same order and nothing else; IN_ORDER: the expected calls in order, others
    allowed between; ANY_ORDER: each expected call matched by a distinct call, in any order."""
    if match is MatchType.EXACT:
        reason = _exact(expected, actual, rules)
    elif match is MatchType.IN_ORDER:
        reason = _in_order(expected, actual, rules)
    else:
        reason = _any_order(expected, actual, rules)
    return CheckResult(check=CheckKind.TRAJECTORY, passed=reason is None,
                       reason=None if reason is None else f"{match.value}: {reason}")


def _exact(expected: Sequence[ExpectedCall], actual: Sequence[CallRecord],
           rules: Mapping[str, Mapping[str, ArgRule]]) -> str | None:
    for position, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        problems = call_problems(want, got, rules.get(want[0], {}))
        if problems:
            return f"call {position} is {describe(got)}, expected {describe_expected(want)}: {'; '.join(problems)}"
    if len(actual) > len(expected):
        extra = ", ".join(describe(call) for call in actual[len(expected):])
        return f"{len(actual) - len(expected)} call(s) more than expected: {extra}"
    if len(actual) < len(expected):
        missing = ", ".join(describe_expected(call) for call in expected[len(actual):])
        return f"expected {missing} not called"
    return None


def _in_order(expected: Sequence[ExpectedCall], actual: Sequence[CallRecord],
              rules: Mapping[str, Mapping[str, ArgRule]]) -> str | None:
    # Matching each expected call to the earliest call that fits leaves the most room for the rest.
    position = 0
    for want in expected:
        while position < len(actual) and not _matches(want, actual[position], rules):
            position += 1
        if position == len(actual):
            return _not_found(want, actual, rules, " after the calls before it" if want is not expected[0] else "")
        position += 1
    return None


def _any_order(expected: Sequence[ExpectedCall], actual: Sequence[CallRecord],
               rules: Mapping[str, Mapping[str, ArgRule]]) -> str | None:
    fits = [[index for index, call in enumerate(actual) if _matches(want, call, rules)] for want in expected]
    owner: dict[int, int] = {}

    def assign(want: int, seen: set[int]) -> bool:  # augmenting path: a call may move to free another
        for index in fits[want]:
            if index not in seen:
                seen.add(index)
                if index not in owner or assign(owner[index], seen):
                    owner[index] = want
                    return True
        return False

    for want in range(len(expected)):
        if not assign(want, set()):
            return _not_found(expected[want], actual, rules, "")
    return None


def _not_found(want: ExpectedCall, actual: Sequence[CallRecord], rules: Mapping[str, Mapping[str, ArgRule]],
               where: str) -> str:
    same_name = [call for call in actual if call.name == want[0]]
    if not same_name:
        called = ", ".join(describe(call) for call in actual) or "no tool"
        return f"expected {describe_expected(want)} not called{where}; called: {called}"
    problems = call_problems(want, same_name[0], rules.get(want[0], {}))
    return f"expected {describe_expected(want)}{where}; {want[0]} was called with " + "; ".join(problems)


def must_not_call(forbidden: Iterable[str], actual: Sequence[CallRecord]) -> CheckResult:
    names = set(forbidden)
    hits = [call for call in actual if call.name in names]
    reason = None
    if hits:
        reason = "called " + ", ".join(describe(call) + (f" by {call.agent}" if call.agent else "") for call in hits)
    return CheckResult(check=CheckKind.MUST_NOT_CALL, passed=not hits, reason=reason)


def required_facts(facts: Sequence[str], answer: str | None) -> CheckResult:
    text = (answer or "").casefold()
    missing = [fact for fact in facts if fact.casefold() not in text]
    reason = "the answer does not say " + ", ".join(map(json.dumps, missing)) if missing else None
    return CheckResult(check=CheckKind.REQUIRED_FACTS, passed=not missing, reason=reason)


def forbidden_claims(claims: Sequence[str], answer: str | None) -> CheckResult:
    text = (answer or "").casefold()
    found = [claim for claim in claims if claim.casefold() in text]
    reason = "the answer says " + ", ".join(map(json.dumps, found)) if found else None
    return CheckResult(check=CheckKind.FORBIDDEN_CLAIMS, passed=not found, reason=reason)


def clarifying(missing_fields: Sequence[str], answer: str | None, actual: Sequence[CallRecord],
               read_only_tools: Iterable[str]) -> CheckResult:
    """A clarifying turn: no action tool called (lookups allowed), and the answer names the missing field."""
    read_only = set(read_only_tools)
    actions = [call for call in actual if call.name not in read_only]
    problems = []
    if actions:
        problems.append("acted instead of asking: called " + ", ".join(describe(call) for call in actions))
    text = (answer or "").casefold()
    unnamed = [field for field in missing_fields if field.casefold() not in text]
    if unnamed:
        problems.append("the answer does not ask for " + ", ".join(map(json.dumps, unnamed)))
    return CheckResult(check=CheckKind.CLARIFYING, passed=not problems, reason="; ".join(problems) or None)


def short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    return text if len(text) <= ARGS_SHOWN else text[:ARGS_SHOWN - 1] + "…"


def describe(call: CallRecord) -> str:
    return f"{call.name} {short(call.args)}"


def describe_expected(call: ExpectedCall) -> str:
    return f"{call[0]} {short(call[1])}"
