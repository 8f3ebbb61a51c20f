"""Which bad sessions the week's sample keeps: window, already mined, near-duplicates, quotas, worst first.

Score (worst first): the sum over a session's signals of `weights[kind]` x the signal's severity, where a
signal's severity is 1 for its first piece of evidence and +0.5 for each further one, at most 3. With the
default weights a thumbs-down or an escalation (3) outranks an error or a complaint (2), and a session with
several kinds of trouble outranks one with a single kind. Equal scores are ordered by a hash of the seed and
the session id, so the same seed and input always give the same selection, in any input order.

Near-duplicates: same signal kinds, same tool trajectory (tool names in order, failing calls marked `!`,
repeats folded), and first user requests whose word sets overlap by `duplicate_similarity` or more (numbers
ignored, so "order 123" and "order 456" are the same request). The worst of a group is kept; the rest are
counted. A group holding a session the ledger knows is skipped whole: that failure was already drafted.

Quota: each kept session counts against the quota of its primary kind (its heaviest signal), then `limit`.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from datetime import datetime

from miner.model import SIGNAL_KINDS, Session, SignalKind
from miner.sample.config import SampleConfig
from miner.signals.text import content_words

Outcome = str  # selected, already_mined, duplicate, over_quota, over_limit


def in_window(session: Session, since: datetime | None, until: datetime | None) -> bool:
    """A session belongs to the window when it started at or after `since` and strictly before `until`."""
    return started_in(session.started_at, since, until)


def started_in(started_at: datetime, since: datetime | None, until: datetime | None) -> bool:
    return (since is None or started_at >= since) and (until is None or started_at < until)


def trajectory(session: Session) -> tuple[str, ...]:
    """Tool names in call order, failing calls marked with `!`, consecutive repeats folded."""
    steps: list[str] = []
    for turn in session.turns:
        for call in turn.tool_calls:
            step = call.name + ("!" if call.status == "error" else "")
            if not steps or steps[-1] != step:
                steps.append(step)
    return tuple(steps)


def first_request(session: Session) -> frozenset[str]:
    text = next((turn.user_text for turn in session.turns if turn.user_text), "") or ""
    return frozenset(word for word in content_words(text) if not any(char.isdigit() for char in word))


@dataclass
class Candidate:
    """A bad session with what the sampler decided about it."""

    session: Session
    score: float
    primary: SignalKind
    kinds: tuple[SignalKind, ...]
    tiebreak: str
    key: tuple[tuple[SignalKind, ...], tuple[str, ...]]
    request: frozenset[str]
    duplicates: list[str] = field(default_factory=list)
    already_mined: bool = False
    outcome: Outcome = "selected"


def score_session(session: Session, weights: dict[SignalKind, float]) -> tuple[float, SignalKind]:
    """The session's score and its primary kind (the kind contributing most; ties by SIGNAL_KINDS order)."""
    by_kind: Counter[SignalKind] = Counter()
    for signal in session.signals:
        by_kind[signal.kind] += weights.get(signal.kind, 1.0) * signal.severity
    primary = max(SIGNAL_KINDS, key=lambda kind: (by_kind[kind], -SIGNAL_KINDS.index(kind)))
    return sum(by_kind.values()), primary


@dataclass
class Selection:
    """The sample, and the counts of the summary: every bad session ends in exactly one outcome."""

    selected: list[Candidate] = field(default_factory=list)
    read: int = 0
    outside_window: int = 0
    bad_by_kind: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)

    @property
    def bad(self) -> int:
        return sum(self.outcomes.values())


class Sampler:
    """Takes sessions one at a time (signals already detected); keeps only the bad ones; then selects."""

    def __init__(self, config: SampleConfig, *, since: datetime | None = None, until: datetime | None = None,
                 already_mined: Container[str] = (), seed: int | None = None, limit: int | None = None,
                 per_kind: int | None = None) -> None:
        self.config = config
        self.since, self.until = since, until
        self.already_mined = already_mined  # a Ledger, or any set of session ids
        self.seed = config.seed if seed is None else seed
        self.limit = config.limit if limit is None else limit
        self.per_kind = config.per_kind if per_kind is None else per_kind
        self.result = Selection()
        self._candidates: list[Candidate] = []
        self._seen: set[str] = set()

    def add(self, session: Session) -> None:
        self.take(session.started_at, self.candidate(session))

    def candidate(self, session: Session) -> Candidate | None:
        """The per-session work of selection (None: no signal), which may run apart from the sampler (a worker)."""
        return candidate_of(session, self.config.weights, self.seed, self.already_mined)

    def take(self, started_at: datetime, candidate: Candidate | None) -> None:
        """Count one session read, started at `started_at`; keep it when it is a candidate (it has signals)."""
        self.result.read += 1
        if not started_in(started_at, self.since, self.until):
            self.result.outside_window += 1
            return
        if candidate is None or candidate.session.session_id in self._seen:
            return
        self._seen.add(candidate.session.session_id)
        self.result.bad_by_kind.update(candidate.kinds)
        self._candidates.append(candidate)

    def _groups(self) -> list[list[Candidate]]:
        ordered = sorted(self._candidates, key=lambda candidate: (-candidate.score, candidate.tiebreak))
        groups: dict[tuple[tuple[SignalKind, ...], tuple[str, ...]], list[list[Candidate]]] = {}
        in_order: list[list[Candidate]] = []
        for candidate in ordered:
            same_key = groups.setdefault(candidate.key, [])
            for group in same_key:
                representative = group[0]
                union = candidate.request | representative.request
                overlap = len(candidate.request & representative.request) / len(union) if union else 1.0
                if overlap >= self.config.duplicate_similarity:
                    group.append(candidate)
                    break
            else:
                group = [candidate]
                same_key.append(group)
                in_order.append(group)
        return in_order

    def finish(self) -> Selection:
        per_kind: Counter[SignalKind] = Counter()
        for group in self._groups():
            representative, others = group[0], group[1:]
            if any(candidate.already_mined for candidate in group):
                for candidate in group:
                    candidate.outcome = "already_mined" if candidate.already_mined else "duplicate"
                    self.result.outcomes[candidate.outcome] += 1
                continue
            for candidate in others:
                candidate.outcome = "duplicate"
                representative.duplicates.append(candidate.session.session_id)
            self.result.outcomes["duplicate"] += len(others)
            if per_kind[representative.primary] >= self.per_kind:
                representative.outcome = "over_quota"
            elif len(self.result.selected) >= self.limit:
                representative.outcome = "over_limit"
            else:
                representative.outcome = "selected"
                per_kind[representative.primary] += 1
                self.result.selected.append(representative)
            self.result.outcomes[representative.outcome] += 1
        return self.result


def candidate_of(session: Session, weights: dict[SignalKind, float], seed: int,
                 already_mined: Container[str]) -> Candidate | None:
    """A session with signals as a candidate for the sample: its score, kinds, trajectory and request words."""
    if not session.signals:
        return None
    kinds = tuple(kind for kind in SIGNAL_KINDS if any(signal.kind == kind for signal in session.signals))
    score, primary = score_session(session, weights)
    return Candidate(
        session=session,
        score=score,
        primary=primary,
        kinds=kinds,
        tiebreak=hashlib.sha256(f"{seed}\x00{session.session_id}".encode()).hexdigest(),
        key=(kinds, trajectory(session)),
        request=first_request(session),
        already_mined=session.session_id in already_mined,
    )


def select(sessions: Iterable[Session], config: SampleConfig, *, since: datetime | None = None,
           until: datetime | None = None, already_mined: Container[str] = (), seed: int | None = None,
           limit: int | None = None, per_kind: int | None = None) -> Selection:
    """Run the sampler over sessions that already carry their signals."""
    sampler = Sampler(config, since=since, until=until, already_mined=already_mined, seed=seed, limit=limit,
                      per_kind=per_kind)
    for session in sessions:
        sampler.add(session)
    return sampler.finish()
