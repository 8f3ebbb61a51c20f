"""The detectors, in the order they run by default and break ties between kinds of equal weight. A new detector is
one module with a `SPEC`, and one line here."""

from __future__ import annotations

from miner.signals import complaint, error, escalation, thumbs_down
from miner.signals.base import DetectorSpec

SPECS: tuple[DetectorSpec, ...] = (
    complaint.SPEC,
    escalation.SPEC,
    error.SPEC,
    thumbs_down.SPEC,
)
BY_NAME: dict[str, DetectorSpec] = {spec.name: spec for spec in SPECS}
KINDS: tuple[str, ...] = tuple(spec.name for spec in SPECS)
