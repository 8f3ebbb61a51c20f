"""Eval ids a person can read and any tool can use: the signal, the tool, and a short salted hash.

Never built from text the user or the agent wrote: only from the signal kind, tool names (schema, not
data) and a hash of the session id salted per repository, so no raw id can be recovered from it.
"""

from __future__ import annotations

import re

from anyascii import anyascii

from miner.model import Session, SignalKind

_UNSAFE = re.compile(r"[^a-z0-9]+")
MAX_TOOL_PART = 40


def _safe(text: str) -> str:
    """Lower-case ASCII words joined by underscores; a tool named in another alphabet is written in Latin letters
    (`शिकायत_दर्ज_करें` as `sikayt_drj_krem`, `жалоба` as `zhaloba`), so its case still names it."""
    return _UNSAFE.sub("_", anyascii(text).lower()).strip("_")


def focus_tool(session: Session, kind: SignalKind) -> str | None:
    """The tool the case is most about: the failing one, the hand-off, else the last one called."""
    for signal in session.signals:
        if signal.kind == kind:
            for evidence in signal.evidence:
                if evidence.tool:
                    return evidence.tool
    calls = [call for turn in session.turns for call in turn.tool_calls]
    if kind == "error":
        failing = [call.name for call in calls if call.status == "error"]
        if failing:
            return failing[0]
    return calls[-1].name if calls else None


def eval_id(kind: SignalKind, tool: str | None, session_hash: str) -> str:
    """`error_issue_refund_3f9a2c1b`: matches ADK's `^[a-zA-Z0-9_]+$` and is a safe file name."""
    tool_part = _safe(tool or "")[:MAX_TOOL_PART].strip("_") or "no_tool"
    return f"{kind}_{tool_part}_{session_hash[:8]}"
