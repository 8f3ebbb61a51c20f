"""Redaction of personal data in agent sessions, before anything is drafted.

Usable alone: it imports nothing from `miner` except the session model.

    redactor = Redactor(RedactionConfig())        # once per process
    for item in redactor.iter_redacted(sessions):   # batched: one spaCy pipe per batch
        item.session, item.report

Names load on first use: the engine brings in Presidio and spaCy (over a second), and reading a
configuration, as every command does, must not pay for them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from redaction.config import IdentifierPattern, RedactionConfig
    from redaction.engine import Engine, ModelNotInstalled, check_model
    from redaction.redactor import RedactedSession, Redactor
    from redaction.report import RedactionReport

_HOMES = {
    "Engine": "engine",
    "IdentifierPattern": "config",
    "ModelNotInstalled": "engine",
    "RedactedSession": "redactor",
    "RedactionConfig": "config",
    "RedactionReport": "report",
    "Redactor": "redactor",
    "check_model": "engine",
}
__all__ = [
    "Engine",
    "IdentifierPattern",
    "ModelNotInstalled",
    "RedactedSession",
    "RedactionConfig",
    "RedactionReport",
    "Redactor",
    "check_model",
]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'redaction' has no attribute '{name}'")
    return getattr(importlib.import_module(f"redaction.{_HOMES[name]}"), name)
