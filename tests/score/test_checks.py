"""Every deterministic check, passing and failing, with the reason a person reads."""

from __future__ import annotations

from typing import Any

import pytest

from miner.formats.results import CallRecord
from miner.formats.spec import ArgRule, MatchType
from miner.score import checks


def call(name: str, **args: Any) -> CallRecord:
    return CallRecord(name=name, args=args)


LOOKUP = ("lookup_order", {"order_id": "8812"})
REFUND = ("issue_refund", {"order_id": "8812", "amount": 3})
TRACK = ("track_shipment", {"order_id": "8812"})


@pytest.mark.parametrize(("match", "actual", "passes"), [
    (MatchType.EXACT, [call("lookup_order", order_id="8812"), call("issue_refund", order_id="8812", amount=3)], True),
    (MatchType.EXACT, [call("lookup_order", order_id="8812"), call("track_shipment", order_id="8812"),
                       call("issue_refund", order_id="8812", amount=3)], False),
    (MatchType.EXACT, [call("issue_refund", order_id="8812", amount=3), call("lookup_order", order_id="8812")], False),
    (MatchType.EXACT, [call("lookup_order", order_id="8812")], False),
    (MatchType.IN_ORDER, [call("lookup_order", order_id="8812"), call("track_shipment", order_id="8812"),
                          call("issue_refund", order_id="8812", amount=3)], True),
    (MatchType.IN_ORDER, [call("issue_refund", order_id="8812", amount=3), call("lookup_order", order_id="8812")],
     False),
    (MatchType.ANY_ORDER, [call("issue_refund", order_id="8812", amount=3), call("track_shipment", order_id="8812"),
                           call("lookup_order", order_id="8812")], True),
    (MatchType.ANY_ORDER, [call("issue_refund", order_id="8812", amount=3)], False),
])
def test_match_types(match: MatchType, actual: list[CallRecord], passes: bool) -> None:
    result = checks.trajectory([LOOKUP, REFUND], actual, match, {})
    assert result.passed is passes
    assert (result.reason is None) is passes
    if not passes:
        assert result.reason.startswith(match.value)


def test_exact_names_the_extra_call_and_in_order_the_missing_one() -> None:
    extra = checks.trajectory([LOOKUP], [call("lookup_order", order_id="8812"), call("escalate", summary="x")],
                              MatchType.EXACT, {})
    assert extra.reason == 'EXACT: 1 call(s) more than expected: escalate {"summary": "x"}'
    missing = checks.trajectory([LOOKUP, REFUND], [call("lookup_order", order_id="8812")], MatchType.IN_ORDER, {})
    assert "expected issue_refund" in missing.reason and "after the calls before it" in missing.reason


def test_any_order_gives_each_expected_call_its_own_call() -> None:
    # Two expected lookups need two calls; one call cannot satisfy both.
    two = [("lookup_order", {"order_id": "1"}), ("lookup_order", {})]
    assert not checks.trajectory(two, [call("lookup_order", order_id="1")], MatchType.ANY_ORDER, {}).passed
    # The general expectation, matched first, must give up the only call the specific one fits.
    general_first = [("lookup_order", {}), ("lookup_order", {"order_id": "1"})]
    both = [call("lookup_order", order_id="1"), call("lookup_order", order_id="2")]
    assert checks.trajectory(general_first, both, MatchType.ANY_ORDER, {}).passed


@pytest.mark.parametrize(("rule", "actual", "passes"), [
    (ArgRule.EXACT, {"order_id": "8812"}, True),
    (ArgRule.EXACT, {"order_id": "8813"}, False),
    (ArgRule.EXACT, {"order_id": "ord-8812"}, False),
    (ArgRule.CASE_INSENSITIVE, {"order_id": "ORD-8812"}, True),
    (ArgRule.CASE_INSENSITIVE, {"order_id": "ord-8813"}, False),
    (ArgRule.PRESENT, {"order_id": "anything"}, True),
    (ArgRule.PRESENT, {}, False),
    (ArgRule.IGNORE, {}, True),
    (ArgRule.IGNORE, {"order_id": "other"}, True),
])
def test_argument_rules(rule: ArgRule, actual: dict[str, Any], passes: bool) -> None:
    expected = "ord-8812" if rule is ArgRule.CASE_INSENSITIVE else "8812"
    result = checks.trajectory([("lookup_order", {"order_id": expected})], [CallRecord(name="lookup_order",
                               args=actual)], MatchType.EXACT, {"lookup_order": {"order_id": rule}})
    assert result.passed is passes


def test_arguments_default_to_exact_and_the_reason_names_the_argument() -> None:
    result = checks.trajectory([LOOKUP], [call("lookup_order", order_id="8813")], MatchType.IN_ORDER,
                               {"lookup_order": {}})
    assert result.reason == ('IN_ORDER: expected lookup_order {"order_id": "8812"}; lookup_order was called with '
                             'order_id="8813", expected "8812"')


def test_numbers_are_normalised_booleans_are_not_numbers_and_extra_arguments_are_allowed() -> None:
    assert checks.trajectory([REFUND], [call("issue_refund", order_id="8812", amount=3.0, reason="broken")],
                             MatchType.EXACT, {}).passed
    assert checks.same_value({"a": [1, 2.0]}, {"a": [1.0, 2]})
    assert not checks.same_value(1, True)
    assert not checks.same_value("3", 3)
    assert not checks.trajectory([REFUND], [call("issue_refund", order_id="8812", amount=3.5)],
                                 MatchType.EXACT, {}).passed


def test_must_not_call_names_the_call_and_the_sub_agent() -> None:
    calls = [call("lookup_order", order_id="8812"),
             CallRecord(name="issue_refund", args={"order_id": "8812"}, agent="refunds")]
    assert checks.must_not_call(["escalate"], calls).passed
    failed = checks.must_not_call(["issue_refund", "escalate"], calls)
    assert not failed.passed and failed.reason == 'called issue_refund {"order_id": "8812"} by refunds'


def test_required_facts_and_forbidden_claims_ignore_case() -> None:
    answer = "Order 8812 is not on your account, so I cannot REFUND it."
    assert checks.required_facts(["8812", "not on your account"], answer).passed
    missing = checks.required_facts(["8812", "C-100"], answer)
    assert not missing.passed and missing.reason == 'the answer does not say "C-100"'
    assert not checks.required_facts(["8812"], None).passed
    assert checks.forbidden_claims(["has been refunded"], answer).passed
    found = checks.forbidden_claims(["cannot refund"], answer)
    assert not found.passed and found.reason == 'the answer says "cannot refund"'


def test_a_clarifying_turn_asks_without_acting() -> None:
    ask = "Which order do you mean? Please give me the order number."
    lookups = ["lookup_order", "track_shipment"]
    assert checks.clarifying(["order number"], ask, [call("lookup_order", order_id="?")], lookups).passed
    acted = checks.clarifying(["order number"], ask, [call("issue_refund", order_id="8812")], lookups)
    assert not acted.passed and acted.reason.startswith("acted instead of asking: called issue_refund")
    vague = checks.clarifying(["order number"], "Could you tell me more?", [], lookups)
    assert not vague.passed and vague.reason == 'the answer does not ask for "order number"'
    # Without read_only_tools every tool acts.
    assert not checks.clarifying(["order number"], ask, [call("lookup_order", order_id="?")], []).passed
