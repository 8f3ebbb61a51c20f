"""The one small interface every detector implements, and the registry that picks them by name."""

from __future__ import annotations

from typing import Protocol

from miner.model import Evidence, Session, Signal, SignalKind

# Each further piece of evidence adds this much to a signal's strength, up to MAX_SEVERITY.
EXTRA_EVIDENCE_WEIGHT = 0.5
MAX_SEVERITY = 3.0


class Detector(Protocol):
    """Looks at one session and says whether it shows one kind of trouble, with the evidence."""

    name: str
    kind: SignalKind

    def detect(self, session: Session) -> Signal | None: ...


def make_signal(detector: Detector, evidence: list[Evidence]) -> Signal | None:
    """A signal when there is evidence. Severity: 1 for the first item, +0.5 per further item, at most 3."""
    if not evidence:
        return None
    severity = min(MAX_SEVERITY, 1.0 + EXTRA_EVIDENCE_WEIGHT * (len(evidence) - 1))
    return Signal(kind=detector.kind, detector=detector.name, severity=severity, evidence=evidence)
