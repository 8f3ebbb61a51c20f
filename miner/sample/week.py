"""The week's record: what one sample run saw, kept for `miner report` (`miner.formats.week`).

Each bad session is sorted into failure groups where its signals are read (`failures_of`, beside the sampler's
own per-session work): a tool and its error type, the families of the user's complaint cues, the reasons it
escalated. Only the groups' labels, counts, the eval ids drafted and one redacted user message per group are
kept. Labels that come from the traces (tool names, error types) and examples are shown in placeholder form
(`<PERSON_1>`), whatever form the drafts take: a draft needs values an agent can run on, so its default is a
surrogate (a made-up name of the same kind), but on a page read by people who never see the traces a made-up
name cannot be told from a leaked one, while a placeholder shows that redaction was there. Examples come from
the user turns redaction already read to compare near-duplicates (the drafted sessions first).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from miner.atomic import write_text_atomically
from miner.errors import MinerError
from miner.formats.week import DayCount, FailureGroup, Funnel, WeekFileError, WeekRecord, read_week, week_file_name
from miner.model import Evidence, Session, SignalKind, Turn
from miner.signals.complaint import COMPLAINT_CUE_NAMES
from miner.signals.registry import KINDS

if TYPE_CHECKING:
    from miner.drafting.writer import WriteResult
    from miner.sample.selection import Candidate, Selection

EXAMPLE_CHARS = 240
SHOWN_HASH_LENGTH = 8
NO_TOOL = "(agent)"
UNNAMED_TOOL = "<TOOL_NAME>"  # a tool name that is no identifier is data: the drafts replace it whole too
# What an exception's type looks like at the head of an error message: a class name of two words or more
# (TimeoutError, OrderServiceUnavailable), maybe after its module (httpx.ReadTimeout), or a constant (RATE_LIMITED).
# Anything else there ("Dagobert: ...", "jane.doe: ...") is the message itself, which is content.
_ERROR_TYPE = re.compile(r"(?:[a-z_][a-z0-9_]*\.){0,4}(?=[A-Za-z0-9]*[a-z])(?:[A-Z]+[a-z0-9]*){2,8}"
                         r"|[A-Z][A-Z0-9]*_[A-Z0-9_]+")
# Complaint cue families as their evidence shows them (`Cue.__str__`): longest first, so `no` is not `negative`.
_CUE_NAMES = sorted((name.replace("_", " ") for name in COMPLAINT_CUE_NAMES), key=len, reverse=True)
CUE_SHOWN = {"learned": "learned model", "lexicon": "negative words", "no": "flat no"}
# An escalation's evidence, by how it starts, as the reason shown.
ESCALATION_REASONS = {"user ": "user asked", "hand-off tool": "hand-off tool",
                      "transfer to agent": "transfer to a person", "agent hands off": "agent offered"}


@dataclass(frozen=True)
class Failure:
    """One way a session failed: its kind, its group's label (raw: may hold a tool name), and the turn it shows."""

    kind: SignalKind
    label: str
    turn: int | None


def kind_order(kind: str) -> tuple[int, str]:
    """The registry's order of the signal kinds; a kind it no longer has after them, by name."""
    return (KINDS.index(kind) if kind in KINDS else len(KINDS), kind)


def is_identifier(text: str) -> bool:
    """Redaction's own test of a name that is schema (imported here, not above: the package loads the NLP model,
    and `miner validate` reads the sample's configuration without it)."""
    from redaction.walk import is_identifier as schema_shaped

    return schema_shaped(text)


def failures_of(session: Session) -> tuple[Failure, ...]:
    """The failure groups of a session whose signals are detected, each once, in the order found."""
    found: dict[tuple[SignalKind, str], Failure] = {}
    turns = {turn.index: turn for turn in session.turns}
    for signal in session.signals:
        for evidence in signal.evidence:
            turn = turns.get(evidence.turn) if evidence.turn is not None else None
            for label in _labels(signal.kind, evidence, turn):
                found.setdefault((signal.kind, label), Failure(signal.kind, label, evidence.turn))
    return tuple(found.values())


def _labels(kind: SignalKind, evidence: Evidence, turn: Turn | None) -> list[str]:
    detail = evidence.detail
    if kind == "error":
        return [f"{_tool(evidence.tool) if evidence.tool else NO_TOOL} × {_error_type(evidence, turn)}"]
    if kind == "complaint":
        families = []
        for piece in detail.split("; "):
            name = next((name for name in _CUE_NAMES if piece == name or piece.startswith(name + ' "')), None)
            if name is not None and CUE_SHOWN.get(name, name) not in families:
                families.append(CUE_SHOWN.get(name, name))
        return families
    if kind == "escalation":
        return [next((reason for start, reason in ESCALATION_REASONS.items() if detail.startswith(start)),
                     "other hand-off")]
    if kind == "thumbs_down":
        source = detail.rpartition(" from ")[2].partition(":")[0]  # a ratings file is named with its row: not the row
        return [f"rated down ({source})" if is_identifier(source) else "rated down"]
    return [kind.replace("_", " ")]  # a kind this module does not know: one group, its evidence unread


def _tool(name: str) -> str:
    return name if is_identifier(name) else UNNAMED_TOOL


def _error_type(evidence: Evidence, turn: Turn | None) -> str:
    detail = evidence.detail
    if detail.startswith("loop"):
        return "loop"
    if detail.startswith("no answer"):
        return "no answer"
    if evidence.tool is not None:
        call = next((call for call in (turn.tool_calls if turn else []) if call.name == evidence.tool
                     and (evidence.span_id is None or call.span_id == evidence.span_id)), None)
        if call is None or call.status != "error":
            return "error in result"
        head, separator, _ = (call.error or "").partition(":")
        return head.strip() if separator and _ERROR_TYPE.fullmatch(head.strip()[:80]) else "failed"
    if detail.startswith("span error"):
        return "span error"
    error = next((error for error in (turn.errors if turn else []) if error.span_id == evidence.span_id), None)
    return error.type if error is not None and error.type and _ERROR_TYPE.fullmatch(error.type[:80]) else "exception"


@dataclass
class WeekSeen:
    """The groups of the week's bad sessions, their labels redacted, each with a redacted example when one exists."""

    candidates: list[Candidate]
    selected: list[Candidate]
    labels: dict[str, str]  # raw label -> as redaction leaves it
    examples: dict[tuple[SignalKind, str], tuple[str, str]]  # (kind, raw label) -> (raw session id, redacted text)


Redact = Callable[[list[Session]], list[Session]]


def see_week(selection: Selection, redact: Redact) -> WeekSeen:
    """What the record needs that only redaction can give, while the redactor is open, all in placeholder form:
    the labels that come from the traces, and an example message per group. Each example comes from its session
    redacted whole (`redact`), as the drafts are: a value only the session's structure shows to be personal (an
    id under its key in a tool result, repeated in a message) is known there, and the user turns alone would not
    show it. One session per group is redacted, a selected one first."""
    candidates = selection.candidates
    raw_labels = sorted({failure.label for candidate in candidates for failure in candidate.failures
                         if failure.kind == "error"})
    labels = {label: label for candidate in candidates for failure in candidate.failures
              for label in [failure.label]}
    if raw_labels:
        holder = Session(session_id="week labels", started_at=datetime.now(UTC), ended_at=datetime.now(UTC),
                         turns=[Turn(index=index, user_text=label) for index, label in enumerate(raw_labels)])
        redacted = redact([holder])[0]
        labels.update((label, turn.user_text or "") for label, turn in zip(raw_labels, redacted.turns, strict=True))
    chosen: dict[tuple[SignalKind, str], tuple[Session, int | None]] = {}
    for candidate in sorted(candidates, key=lambda item: item.outcome != "selected"):
        for failure in candidate.failures:
            if (failure.kind, failure.label) not in chosen and _example(candidate.session, failure.turn):
                chosen[(failure.kind, failure.label)] = (candidate.session, failure.turn)
    sessions = list({session.session_id: session for session, _ in chosen.values()}.values())
    shown = dict(zip([session.session_id for session in sessions], redact(sessions), strict=True)) if sessions else {}
    examples: dict[tuple[SignalKind, str], tuple[str, str]] = {}
    for group, (session, turn) in chosen.items():
        text = _example(shown[session.session_id], turn)
        if text:
            examples[group] = (session.session_id, text)
    return WeekSeen(candidates, list(selection.selected), labels, examples)


def _example(session: Session, turn_index: int | None) -> str | None:
    texts = [turn.user_text for turn in session.turns if turn.user_text and turn.user_text.strip()]
    chosen = next((turn.user_text for turn in session.turns if turn.index == turn_index and turn.user_text), None)
    text = (chosen or (texts[0] if texts else "")).strip()
    if not text:
        return None
    return text if len(text) <= EXAMPLE_CHARS else text[:EXAMPLE_CHARS - 1].rstrip() + "…"


def week_record(seen: WeekSeen, counts: Mapping[str, object], start: datetime | None, end: datetime | None,
                dry_run: bool, results: list[WriteResult], hash_of: Callable[[str], str],
                now: datetime | None = None) -> WeekRecord:
    """The record of the run: `counts` are sample's summary, `results` the drafts written or kept, in the order
    of the selection (none on a dry run); a window open at its end ends now."""
    now = now or datetime.now(UTC)
    eval_ids = {candidate.session.session_id: result.eval_id
                for candidate, result in zip(seen.selected, results, strict=False)}
    days: Counter[tuple[date, SignalKind]] = Counter()
    members: dict[tuple[SignalKind, str], list[Candidate]] = {}
    for candidate in seen.candidates:
        day = candidate.session.started_at.astimezone(UTC).date()
        days.update((day, kind) for kind in candidate.kinds)
        for failure in candidate.failures:
            members.setdefault((failure.kind, seen.labels.get(failure.label, failure.label)), []).append(candidate)
    by_raw: dict[tuple[SignalKind, str], tuple[str, str]] = {
        (kind, seen.labels.get(label, label)): example for (kind, label), example in seen.examples.items()}
    groups = []
    for (kind, label), group in members.items():
        example = by_raw.get((kind, label))
        drafts = sorted({eval_ids[item.session.session_id] for item in group if item.session.session_id in eval_ids})
        groups.append(FailureGroup(
            kind=kind, label=label, sessions=len(group),
            example=example[1] if example else None,
            example_session=hash_of(example[0])[:SHOWN_HASH_LENGTH] if example else None,
            drafts=drafts, selected=sum(item.outcome == "selected" for item in group)))
    groups.sort(key=lambda group: (kind_order(group.kind), -group.sessions, group.label))
    funnel = Funnel.model_validate({"read": counts["sessions_read"], **{name: counts.get(name, 0) for name in (
        "outside_window", "bad", "collapsed_as_duplicates", "skipped_as_already_mined", "left_by_quota",
        "left_by_limit", "rejected_by_judge", "selected", "drafted", "kept")}})
    return WeekRecord(
        window_start=start, window_end=end or now, recorded_at=now, dry_run=dry_run, funnel=funnel,
        bad_by_kind={kind: sum(count for (_, each), count in days.items() if each == kind)
                     for kind in sorted({*KINDS, *(kind for _, kind in days)}, key=kind_order)},
        bad_by_day=[DayCount(day=day, kind=kind, sessions=count) for (day, kind), count in sorted(days.items())],
        groups=groups)


def keep_week(folder: Path, record: WeekRecord) -> Path:
    """Write the record atomically, replacing the record of the same window, except that a run which drafted
    nothing (a dry run, or a rerun finding every session mined) never replaces the record of a run that drafted:
    that one holds what the week made."""
    path = folder / week_file_name(record.window_end)
    if record.funnel.drafted == 0:
        try:
            if read_week(path).funnel.drafted > 0:
                return path
        except WeekFileError:
            pass  # none yet, or unreadable: this run's record takes its place
    try:
        write_text_atomically(path, record.dump(), overwrite=True)
    except OSError as error:
        raise MinerError(f"{path}: the week's record could not be written ({error.strerror or error}); free space "
                         "or fix the folder's permissions, then rerun (drafts already written are kept)") from None
    return path
