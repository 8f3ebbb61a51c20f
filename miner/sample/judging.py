"""The optional judge in the sample: a session about to be selected is shown to it redacted, and its verdict is
recorded on the candidate (see `Sampler.finish` for what a rejection does)."""

from __future__ import annotations

from collections.abc import Callable

from miner.model import Session, SignalKind
from miner.sample.selection import Candidate
from miner.signals.judge import SignalJudge


class CandidateJudge:
    """`(candidate, its whole session) -> the kinds rejected`, redacting the session before the judge sees it."""

    def __init__(self, judge: SignalJudge, redact: Callable[[Session], Session]) -> None:
        self.judge = judge
        self.redact = redact

    def __call__(self, candidate: Candidate, whole: Session) -> frozenset[SignalKind]:
        kinds = [kind for kind in candidate.kinds if kind in self.judge.kinds]
        if not kinds:
            return frozenset()
        flagged = sorted({evidence.turn for signal in whole.signals if signal.kind in kinds
                          for evidence in signal.evidence if evidence.turn is not None})
        found = self.judge.verdict(kinds, self.redact(whole), flagged)
        if found is None:
            return frozenset()
        candidate.confirmed = tuple(kind for kind in kinds if found[kind])
        return frozenset(kind for kind in kinds if not found[kind])
