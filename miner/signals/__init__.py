"""Signals: why a session is worth a test. One detector per kind, each a module registered in `registry.py`.

`detect(session, config)` returns a copy of the session whose `signals` hold what every configured detector
found, each with its evidence (turn, span or tool, the matched text or status). It is pure and cheap: the
detectors for a configuration are built once and reused.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from miner.model import Session, Signal
from miner.signals.base import Detector, DetectorSpec, Section
from miner.signals.config import SignalsConfig
from miner.signals.registry import BY_NAME, KINDS, SPECS

if TYPE_CHECKING:
    from miner.config import MinerConfig


def enabled(config: SignalsConfig) -> list[tuple[DetectorSpec, Section]]:
    """The enabled detectors' specs with their tables, in the configured order."""
    chosen = (BY_NAME[name] for name in dict.fromkeys(config.detectors))
    return [(spec, table) for spec in chosen if (table := config.table(spec.name)).enabled]


def build_detectors(config: SignalsConfig) -> tuple[Detector, ...]:
    """The enabled detectors, in the configured order."""
    return tuple(spec.build(table) for spec, table in enabled(config))


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


__all__ = ["KINDS", "SPECS", "Detector", "DetectorSpec", "SignalsConfig", "build_detectors", "detect", "enabled"]
