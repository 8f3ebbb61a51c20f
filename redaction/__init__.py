"""Redaction of personal data in agent sessions, before anything is drafted.

Usable alone: it imports nothing from `miner` except the session model.

    redactor = Redactor(RedactionConfig())        # once per process
    for item in redactor.iter_redacted(sessions):   # batched: one spaCy pipe per batch
        item.session, item.report
"""

from redaction.config import IdentifierPattern, RedactionConfig
from redaction.engine import Engine, ModelNotInstalled, check_model
from redaction.redactor import RedactedSession, Redactor
from redaction.report import RedactionReport

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
