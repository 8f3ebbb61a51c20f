"""Which bad sessions the week's sample keeps: window, already mined, near-duplicates, quotas, worst first.

Score (worst first): the sum over a session's signals of `weights[kind]` x the signal's severity, where a
signal's severity is 1 for its first piece of evidence and +0.5 for each further one, at most 3. With the
default weights a thumbs-down or an escalation (3) outranks an error or a complaint (2), and a session with
several kinds of trouble outranks one with a single kind. Equal scores are ordered by a hash of the seed and
the session id, so the same seed and input always give the same selection, in any input order.

Near-duplicates are judged on the redacted session, as the reviewer would see the draft: same signal kinds,
same tool trajectory (tool names in order, failing calls marked `!`, repeats folded), the same number of user
turns, and their words overlapping by `duplicate_similarity` or more once normalised (placeholders such as
`<PERSON_1>` read as their type, words holding digits such as `ORD-FX0001` or `1001` dropped). The overlap is
taken turn by turn and summed over the conversation (shared words over words of either, each turn against its
counterpart), so a long turn weighs more than a short one: "Great, thanks!" against "Perfect, thank you so much."
shares nothing, yet does not split one conversation played by two customers. So the same failure met by
different customers, in their own small wording, is one case. Sessions are redacted in score order, only as far as the
quotas need: the worst of a group is kept, the rest are counted. A group holding a session the ledger knows is
skipped whole: that failure was already drafted.

Quota: each kept session counts against the quota of its primary kind (its heaviest signal), then `limit`.

The optional judge (`[tool.miner.signals.judge]`) is asked about a session only when it would otherwise be
selected, so it costs at most one call per draft the week could make. The kinds it rejects leave the session,
which is placed again on what remains (another quota, or none: `rejected_by_judge`, freeing its slot for the next
session), and its near-duplicates are rejected with it, unasked.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable, Collection, Container
from dataclasses import dataclass, field
from datetime import datetime

from miner.model import Evidence, Session, SignalKind
from miner.sample.config import SampleConfig
from miner.sample.week import Failure, failures_of
from miner.signals.registry import KINDS
from miner.signals.sentiment import positive_words
from miner.signals.text import STOPWORDS, words

Outcome = str  # selected, already_mined, duplicate, over_quota, over_limit, rejected_by_judge


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


# What redaction puts in place of a value: a placeholder of its type (`<PERSON_1>`), or a fixture id (`ORD-FX0001`).
REDACTED_VALUE = re.compile(r"<([A-Z][A-Z_]*?)_\d+>|\b[A-Z]+-FX\d+\b")


def user_requests(session: Session) -> tuple[frozenset[str], ...]:
    """Each user turn's words, normalised so that placeholders and identifiers compare equal: contractions read as
    their first word ("where's" is "where"), and stop words, words with digits and pleasantries (the lexicon's
    positive words: "great", "perfect", "thanks") left out, which say nothing of the failure."""
    pleasant = positive_words()
    requests = []
    for turn in session.turns:
        if not turn.user_text:
            continue
        text = REDACTED_VALUE.sub(lambda match: f" {(match.group(1) or 'id').lower()} ", turn.user_text)
        stems = (word.split("'")[0] for word in words(text))
        requests.append(frozenset(stem for stem in stems if stem not in STOPWORDS and stem not in pleasant
                                  and not any(c.isdigit() for c in stem)))
    return tuple(requests)


# Turns sessions into the copies near-duplicates are judged on (the redacted ones), a batch at a time.
Normaliser = Callable[[list[Session]], list[Session]]
# The judge: given a candidate about to be selected, records the kinds it confirmed on it (`confirmed`) and
# returns those it rejected (empty: none, or it gave no verdict).
Confirm = Callable[["Candidate"], frozenset[SignalKind]]
NORMALISE_BATCH = 32


@dataclass
class Candidate:
    """A bad session with what the sampler decided about it."""

    session: Session
    score: float
    primary: SignalKind
    kinds: tuple[SignalKind, ...]
    tiebreak: str
    key: tuple[tuple[SignalKind, ...], tuple[str, ...]]
    duplicates: list[str] = field(default_factory=list)
    already_mined: bool = False
    outcome: Outcome = "selected"
    failures: tuple[Failure, ...] = ()  # its failure groups, for the week's record
    by_kind: dict[SignalKind, float] = field(default_factory=dict)  # its score, kind by kind
    confirmed: tuple[SignalKind, ...] = ()  # the kinds the judge confirmed
    rejected: tuple[SignalKind, ...] = ()  # ... and those it rejected, which left `kinds`

    def reject(self, kinds: Collection[SignalKind]) -> bool:
        """Drop the signal kinds the judge rejected (and their failure groups, which the week's record counts),
        scoring and keying the session on the rest; False when nothing remains."""
        self.rejected += tuple(kind for kind in self.kinds if kind in kinds)
        self.kinds = tuple(kind for kind in self.kinds if kind not in kinds)
        self.failures = tuple(failure for failure in self.failures if failure.kind in self.kinds)
        if not self.kinds:
            return False
        self.by_kind = {kind: score for kind, score in self.by_kind.items() if kind in self.kinds}
        self.score = sum(self.by_kind.values())
        self.primary = max(self.kinds, key=lambda kind: (self.by_kind.get(kind, 0.0), -KINDS.index(kind)))
        self.key = (self.kinds, self.key[1])
        return True

    def judged_session(self, session: Session) -> Session:
        """`session` (this candidate's, whole) without the signals the judge rejected, and the confirmed ones
        saying so."""
        if not self.rejected and not self.confirmed:
            return session
        signals = []
        for signal in session.signals:
            if signal.kind in self.rejected:
                continue
            if signal.kind in self.confirmed:
                signal = signal.model_copy(update={"evidence": [
                    *signal.evidence, Evidence(detail="confirmed by the judge on the redacted conversation")]})
            signals.append(signal)
        return session.model_copy(update={"signals": signals})


def kind_scores(session: Session, weights: dict[SignalKind, float]) -> dict[SignalKind, float]:
    """Each kind's part of the session's score: weight x severity, summed over its signals of that kind."""
    by_kind: dict[SignalKind, float] = dict.fromkeys(KINDS, 0.0)
    for signal in session.signals:
        by_kind[signal.kind] += weights.get(signal.kind, 1.0) * signal.severity
    return by_kind


def score_session(session: Session, weights: dict[SignalKind, float]) -> tuple[float, SignalKind]:
    """The session's score and its primary kind (the kind contributing most; ties by KINDS order)."""
    by_kind = kind_scores(session, weights)
    primary = max(KINDS, key=lambda kind: (by_kind[kind], -KINDS.index(kind)))
    return sum(by_kind.values()), primary


@dataclass
class Selection:
    """The sample, and the counts of the summary: every bad session ends in exactly one outcome."""

    selected: list[Candidate] = field(default_factory=list)
    candidates: list[Candidate] = field(default_factory=list)  # every bad session of the window, worst first
    read: int = 0
    outside_window: int = 0
    bad_by_kind: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    # Sessions read whose user wrote in a language the word detectors have no cues for, by language
    # (`miner.signals.languages`).
    unread_languages: Counter[str] = field(default_factory=Counter)
    # For each of those languages, the detectors that have no cues for it ("complaint", "escalation").
    unread_by: dict[str, set[str]] = field(default_factory=dict)

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

    def _similar(self, left: tuple[frozenset[str], ...], right: tuple[frozenset[str], ...]) -> bool:
        if len(left) != len(right):
            return False
        pairs = list(zip(left, right, strict=True))
        either = sum(len(a | b) for a, b in pairs)
        if not either:
            return True
        return sum(len(a & b) for a, b in pairs) / either >= self.config.duplicate_similarity

    def finish(self, normalise: Normaliser | None = None, confirm: Confirm | None = None) -> Selection:
        """Select, judging near-duplicates on `normalise`d copies (the redacted sessions; as given without), and
        asking `confirm` (the judge) about each session before it is selected."""
        ordered = sorted(self._candidates, key=lambda candidate: (-candidate.score, candidate.tiebreak))
        self.result.candidates = ordered
        requests: dict[int, tuple[frozenset[str], ...]] = {}

        def requests_of(position: int) -> tuple[frozenset[str], ...]:
            if position not in requests:
                batch = [index for index in range(position, len(ordered)) if index not in requests]
                batch = batch[:NORMALISE_BATCH]
                sessions = [ordered[index].session for index in batch]
                copies = normalise(sessions) if normalise is not None else sessions
                requests.update((index, user_requests(copy)) for index, copy in zip(batch, copies, strict=True))
            return requests[position]

        # (key, normalised requests, representative); ledger-known groups first, so they are skipped whole.
        groups: list[tuple[tuple[object, ...], tuple[frozenset[str], ...], Candidate]] = []

        def group_of(position: int) -> Candidate | None:
            candidate = ordered[position]
            found = requests_of(position)
            return next((representative for key, seen, representative in groups
                         if key == candidate.key and self._similar(found, seen)), None)

        for position, candidate in enumerate(ordered):
            if candidate.already_mined and group_of(position) is None:
                groups.append((candidate.key, requests_of(position), candidate))
        # What the judge rejected: (key before, normalised requests, kinds rejected); a near-duplicate of one
        # loses the same kinds without a call.
        rejections: list[tuple[tuple[object, ...], tuple[frozenset[str], ...], frozenset[SignalKind]]] = []
        per_kind: Counter[SignalKind] = Counter()

        def place(position: int, candidate: Candidate) -> Outcome:
            if candidate.already_mined:
                return "already_mined"
            if per_kind[candidate.primary] >= self.per_kind:
                return "over_quota"  # not redacted: nothing of it will be shown
            if len(self.result.selected) >= self.limit:
                return "over_limit"
            if (representative := group_of(position)) is not None:
                representative.duplicates.append(candidate.session.session_id)
                return "duplicate"
            if confirm is not None and not candidate.confirmed and not candidate.rejected:
                key, found = candidate.key, requests_of(position)
                rejected = next((kinds for seen_key, seen, kinds in rejections
                                 if seen_key == key and self._similar(found, seen)), None)
                if rejected is None:
                    rejected = confirm(candidate)
                    if rejected:
                        rejections.append((key, found, rejected))
                if rejected:
                    return place(position, candidate) if candidate.reject(rejected) else "rejected_by_judge"
            per_kind[candidate.primary] += 1
            self.result.selected.append(candidate)
            groups.append((candidate.key, requests_of(position), candidate))
            return "selected"

        for position, candidate in enumerate(ordered):
            candidate.outcome = place(position, candidate)
            self.result.outcomes[candidate.outcome] += 1
        return self.result


def candidate_of(session: Session, weights: dict[SignalKind, float], seed: int,
                 already_mined: Container[str]) -> Candidate | None:
    """A session with signals as a candidate for the sample: its score, kinds and trajectory (its requests are
    compared later, on the redacted session)."""
    if not session.signals:
        return None
    kinds = tuple(kind for kind in KINDS if any(signal.kind == kind for signal in session.signals))
    by_kind = {kind: score for kind, score in kind_scores(session, weights).items() if kind in kinds}
    score, primary = score_session(session, weights)
    return Candidate(
        session=session,
        score=score,
        primary=primary,
        kinds=kinds,
        tiebreak=hashlib.sha256(f"{seed}\x00{session.session_id}".encode()).hexdigest(),
        key=(kinds, trajectory(session)),
        already_mined=session.session_id in already_mined,
        failures=failures_of(session),
        by_kind=by_kind,
    )

