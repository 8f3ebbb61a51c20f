"""A redacted session → a draft: an ADK eval set of one case, its sidecar spec, and its tool fixtures.

Everything the agent did is copied as observed and marked `REVIEW:`: a draft shows what happened, never
what should have happened. The reviewer replaces each marker with the behaviour the case must protect.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from miner import __version__
from miner.drafting.fixtures import fixture_file
from miner.formats.evalset import (
    Content,
    EvalCase,
    EvalSet,
    FunctionCall,
    FunctionResponse,
    IntermediateData,
    Invocation,
    Part,
    SessionInput,
)
from miner.formats.fixtures import FixtureFile
from miner.formats.spec import REVIEW_PREFIX, ArgRule, CaseSpec, MatchType, Provenance, SignalNote
from miner.model import Session, SignalKind, Turn

EVAL_USER = "eval-user"
NO_ANSWER = "(the agent gave no final response)"
# A turn whose user message the trace does not hold: never drafted as an empty message, always marked for review.
NO_USER_TEXT = "(the user's message is not in the trace: write what the user said)"
# A first guess at the case class (seed 002's taxonomy); the first tag, which `miner coverage` reads.
CLASS_OF_KIND: dict[str, str] = {
    "error": "tool_failure",
    "escalation": "escalation",
    "complaint": "misunderstanding",
    "thumbs_down": "answer_quality",
}
PRIORITY_OF_KIND: dict[str, str] = {"error": "p0", "escalation": "p1", "complaint": "p1", "thumbs_down": "p2"}
_VOLATILE_ARG = re.compile(r"(^|_)(idempotency|request|trace|span|nonce|uuid|timestamp|time|date|at)(_|$)|_at$")
_FREE_TEXT_ARG = re.compile(r"(^|_)(reason|summary|message|note|notes|comment|description|text|query)(_|$)")
FREE_TEXT_LENGTH = 60


@dataclass
class Draft:
    eval_id: str
    evalset: EvalSet
    spec: CaseSpec
    fixtures: FixtureFile


@dataclass
class DraftInput:
    """What drafting needs about one selected session; the session is already redacted."""

    session: Session
    eval_id: str
    primary: SignalKind
    session_hash: str
    trace_hashes: list[str]
    redaction_counts: dict[str, int]
    fixture_ids: dict[str, str]
    app_name: str
    focus_tool: str | None = None
    redaction_note: str = ""  # what personal values became, e.g. "synthetic values ... none is a real person's"


def build_draft(source: DraftInput, now: datetime | None = None) -> Draft:
    now = now or datetime.now(UTC)
    session = source.session
    case = EvalCase(
        eval_id=source.eval_id,
        conversation=[_invocation(turn, session) for turn in session.turns],
        session_input=SessionInput(app_name=source.app_name, user_id=EVAL_USER, state=session.state),
        creation_timestamp=now.timestamp(),
    )
    evalset = EvalSet(
        eval_set_id=source.eval_id,
        name=source.eval_id,
        description=_description(source),
        eval_cases=[case],
        creation_timestamp=now.timestamp(),
    )
    return Draft(source.eval_id, evalset, _spec(source, now), fixture_file(
        source.eval_id, session, source.fixture_ids))


def _review(text: str | None) -> str:
    return f"{REVIEW_PREFIX} {text if text else NO_ANSWER}"


def _invocation(turn: Turn, session: Session) -> Invocation:
    author = turn.agent_name or session.app_name or "agent"
    intermediate = IntermediateData(
        tool_uses=[FunctionCall(id=call.call_id, name=call.name, args=call.args) for call in turn.tool_calls],
        tool_responses=[
            FunctionResponse(id=call.call_id, name=call.name, response=_response(call.result, call.error))
            for call in turn.tool_calls
        ],
        intermediate_responses=[(author, [Part(text=_review(text))]) for text in turn.intermediate_texts],
    )
    return Invocation(
        invocation_id=f"t{turn.index + 1}",
        user_content=Content.of_text(turn.user_text or f"{REVIEW_PREFIX} {NO_USER_TEXT}", role="user"),
        final_response=Content.of_text(_review(turn.final_response), role="model"),
        intermediate_data=intermediate,
        creation_timestamp=turn.started_at.timestamp() if turn.started_at else 0.0,
    )


def _response(result: Any, error: str | None) -> dict[str, Any]:
    """ADK wants an object: a failed call says so, a non-object result is wrapped as ADK itself does."""
    if error is not None:
        return {"error": error}
    if isinstance(result, dict):
        return result
    return {"result": result}


def _observed(source: DraftInput) -> list[str]:
    notes = []
    for signal in source.session.signals:
        for evidence in signal.evidence:
            where = f"turn {evidence.turn + 1}" if evidence.turn is not None else "session"
            tool = f", tool {evidence.tool}" if evidence.tool else ""
            notes.append(f"{signal.kind} ({where}{tool}): {evidence.detail}")
    return notes


def turns_without_user_text(session: Session) -> list[int]:
    """The turns (0-based) whose user message is not in the trace."""
    return [turn.index for turn in session.turns if not (turn.user_text and turn.user_text.strip())]


def _description(source: DraftInput) -> str:
    observed = "; ".join(_observed(source)) or source.primary
    missing = turns_without_user_text(source.session)
    unsaid = (f" The user's message of turn {', '.join(str(index + 1) for index in missing)} is not in the trace"
              f"{'' if source.session.content_captured else ' (content capture was off)'}: write it in."
              if missing else "")
    return (f"Mined from a production session flagged {source.primary}. Observed: {observed}.{unsaid} "
            f"Every REVIEW: text shows what the agent did; replace it with what it should do, and fill in "
            f"{source.eval_id}.spec.json." + (f" {source.redaction_note}" if source.redaction_note else ""))


def _spec(source: DraftInput, now: datetime) -> CaseSpec:
    session = source.session
    tools = list(dict.fromkeys(session.tool_names()))
    kinds = list(dict.fromkeys(signal.kind for signal in session.signals))
    observed = _observed(source)
    first = observed[0] if observed else source.primary
    return CaseSpec(
        eval_id=source.eval_id,
        protects=f"{REVIEW_PREFIX} one sentence: the behaviour this case protects. Observed: {first}",
        match=MatchType.IN_ORDER,
        arg_rules=_arg_rules(session),
        must_not_call=[],
        required_facts=_user_facts(session, source.fixture_ids),
        forbidden_claims=[],
        tags=[CLASS_OF_KIND[source.primary], source.focus_tool or (tools[:1] or ["no_tool"])[0],
              PRIORITY_OF_KIND[source.primary],
              *(f"signal:{kind}" for kind in kinds), "mined"],
        provenance=Provenance(
            session_hash=source.session_hash,
            trace_hashes=source.trace_hashes,
            occurred_at=session.started_at,
            mined_at=now,
            miner_version=__version__,
            signals=[SignalNote(kind=signal.kind, detector=signal.detector,
                                evidence=[evidence.detail for evidence in signal.evidence])
                     for signal in session.signals],
            redaction=source.redaction_counts,
        ),
    )


def _arg_rules(session: Session) -> dict[str, dict[str, ArgRule]]:
    """Per tool and argument: volatile values ignored, free text only present, the rest exact."""
    rules: dict[str, dict[str, ArgRule]] = {}
    for turn in session.turns:
        for call in turn.tool_calls:
            tool_rules = rules.setdefault(call.name, {})
            for name, value in call.args.items():
                tool_rules.setdefault(name, _arg_rule(name, value))
    return rules


def _arg_rule(name: str, value: Any) -> ArgRule:
    key = name.lower()
    if _VOLATILE_ARG.search(key):
        return ArgRule.IGNORE
    if _FREE_TEXT_ARG.search(key) or (isinstance(value, str) and len(value) > FREE_TEXT_LENGTH):
        return ArgRule.PRESENT
    return ArgRule.EXACT


def _user_facts(session: Session, fixture_ids: dict[str, str]) -> list[str]:
    """Fixture identifiers the user named: one spelling each, the kind of fact an answer should carry."""
    said = " ".join(turn.user_text or "" for turn in session.turns)
    return [value for value in fixture_ids if value in said]
