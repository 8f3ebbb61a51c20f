"""escalation: a hand-off tool, a transfer to a human agent, or the user asking for a person."""

from __future__ import annotations

import re
from fnmatch import fnmatchcase

from miner.model import Evidence, Session, Signal, SignalKind
from miner.signals.base import make_signal
from miner.signals.config import EscalationConfig
from miner.signals.text import Matcher

# ADK's built-in transfer tool: the target agent is an argument, so a transfer shows as a tool call too.
TRANSFER_TOOLS = {"transfer_to_agent"}


class EscalationDetector:
    name = "escalation"
    kind: SignalKind = "escalation"

    def __init__(self, config: EscalationConfig) -> None:
        self._tools = [pattern.lower() for pattern in config.handoff_tools]
        self._human = [re.compile(pattern, re.IGNORECASE) for pattern in config.human_agent_patterns]
        self._request = Matcher.build(regexes=config.person_request_patterns, negations=config.negations)

    def _is_handoff_tool(self, name: str) -> bool:
        return any(fnmatchcase(name.lower(), pattern) for pattern in self._tools)

    def _is_human(self, agent: str) -> bool:
        return any(pattern.search(agent) for pattern in self._human)

    def detect(self, session: Session) -> Signal | None:
        evidence: list[Evidence] = []
        for turn in session.turns:
            if turn.user_text:
                asked = self._request.find(turn.user_text)
                if asked:
                    evidence.append(Evidence(turn=turn.index, detail=f"user asks for a person: \"{asked}\""))
            transferred_to = set()
            for call in turn.tool_calls:
                if self._is_handoff_tool(call.name):
                    evidence.append(Evidence(turn=turn.index, span_id=call.span_id, tool=call.name,
                                             detail="hand-off tool called"))
                elif call.name in TRANSFER_TOOLS:
                    target = str(call.args.get("agent_name", ""))
                    if target and self._is_human(target):
                        transferred_to.add(target)
                        evidence.append(Evidence(turn=turn.index, span_id=call.span_id, tool=call.name,
                                                 detail=f"transfer to agent '{target}'"))
            for agent in turn.transfers:
                if agent not in transferred_to and self._is_human(agent):
                    evidence.append(Evidence(turn=turn.index, detail=f"transfer to agent '{agent}'"))
        return make_signal(self, evidence)
