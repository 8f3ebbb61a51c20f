"""Signals: why a session is worth a test. One detector per kind, chosen by `[tool.miner.signals]`.

`detect(session, config)` returns a copy of the session whose `signals` hold what every configured detector
found, each with its evidence (turn, span or tool, the matched text or status). It is pure and cheap: the
detectors for a configuration are built once and reused.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from miner.model import Session, Signal
from miner.signals.base import Detector
from miner.signals.complaint import ComplaintDetector
from miner.signals.config import SignalsConfig
from miner.signals.error import ErrorDetector
from miner.signals.escalation import EscalationDetector
from miner.signals.thumbs_down import ThumbsDownDetector

if TYPE_CHECKING:
    from miner.config import MinerConfig

# name -> how to build it from the signals configuration. A new detector is one module and one line here.
REGISTRY: dict[str, Callable[[SignalsConfig], Detector]] = {
    "error": lambda config: ErrorDetector(config.error),
    "escalation": lambda config: EscalationDetector(config.escalation),
    "complaint": lambda config: ComplaintDetector(config.complaint),
    "thumbs_down": lambda config: ThumbsDownDetector(config.thumbs_down),
}


def build_detectors(config: SignalsConfig) -> tuple[Detector, ...]:
    """The enabled detectors, in the configured order."""
    return tuple(
        REGISTRY[name](config) for name in dict.fromkeys(config.detectors) if getattr(config, name).enabled
    )


@lru_cache(maxsize=8)
def _detectors_for(config_json: str) -> tuple[Detector, ...]:
    return build_detectors(SignalsConfig.model_validate_json(config_json))


def _signals_config(config: SignalsConfig | MinerConfig | None) -> SignalsConfig:
    if config is None:
        return SignalsConfig()
    if isinstance(config, SignalsConfig):
        return config
    return config.signals


def detect(session: Session, config: SignalsConfig | MinerConfig | None = None) -> Session:
    """A copy of `session` whose `signals` are what the configured detectors find (the input is unchanged)."""
    detectors = _detectors_for(_signals_config(config).model_dump_json())
    signals: list[Signal] = []
    for detector in detectors:
        signal = detector.detect(session)
        if signal is not None:
            signals.append(signal)
    return session.model_copy(update={"signals": signals})


__all__ = ["REGISTRY", "Detector", "SignalsConfig", "build_detectors", "detect"]
