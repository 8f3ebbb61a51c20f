"""The optional judge (`[tool.miner.signals.judge]`, off by default): a model behind an OpenAI-compatible endpoint,
asked through the client of `miner score`'s rubric judge, confirms or rejects what the cheap detectors found.

It is asked about a session only when the sample would draft it, and only about the kinds it judges (by default
the two read from people's words: complaints and requests for a person). It sees the session's conversation
redacted (placeholders such as `<PERSON_1>`, never a raw value), the tool names and statuses, and which turns
the detectors flagged; never the detectors' evidence, the ids or the tool arguments. Its verdicts are kept in
`.miner/judge-cache.json` by the SHA-256 of the request, with no text, so a rerun asks nothing again. At most
`max_calls` requests per run; after `MAX_FAILURES_IN_A_ROW` failures in a row it is not asked again that run.
Whenever it gives no verdict (over the cap, unreachable, a bad answer) the session keeps the detectors' verdict,
and the summary says how many did.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from miner.atomic import write_text_atomically
from miner.errors import ConfigError, MinerError
from miner.formats.judge_cache import CachedVerdict, JudgeCache
from miner.model import Session, SignalKind
from miner.score.config import JudgeConfig
from miner.score.endpoint import ChatEndpoint, EndpointError, verdict_items
from miner.signals.registry import BY_NAME, KINDS

SECTION = "[tool.miner.signals.judge]"
MAX_FAILURES_IN_A_ROW = 3  # then the endpoint is taken as down for the rest of the run
MAX_CACHED = 100_000  # verdicts kept in the cache, the newest (about 150 bytes each)

# What each kind means to the judge; a kind without an entry is described by its detector's table.
MEANINGS: dict[str, str] = {
    "complaint": (
        "the user complains about the agent or the service: frustration or anger at it, insults or swearing aimed "
        "at it, correcting it, repeating themselves because it did not help, giving up on it. A problem report "
        "alone (\"my card arrived broken\"), thanks, small talk, or a question about what the agent is (\"are you "
        "a bot?\") is no complaint."),
    "escalation": (
        "the user asks to speak with a human person (a human agent, a manager, a call back), or the agent hands "
        "the conversation to people. A question about what the agent is (\"are you human?\") is no such "
        "request."),
}

INSTRUCTIONS = (
    "You review one conversation between a user and a support agent. Personal values are replaced by placeholders "
    "such as <PERSON_1>. Cheap detectors flagged it for the kinds of trouble listed; for each kind, say whether the "
    "conversation really shows it. Answer with one JSON object and nothing else: "
    '{"verdicts": [{"kind": "<kind>", "holds": <true|false>}]} with exactly one verdict per kind listed.'
)


class SignalJudgeConfig(BaseModel):
    """`[tool.miner.signals.judge]`."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(
        False, description="Ask the judge model to confirm or reject the detectors' verdicts before a session is "
                           "drafted (off: no call is ever made).")
    base_url: str | None = Field(
        None, description="An OpenAI-compatible endpoint, e.g. https://api.openai.com/v1; unset: the base_url of "
                          "[tool.miner.judge].")
    model: str | None = Field(
        None, description="A pinned model version (gpt-4o-2024-08-06, not gpt-4o); unset: the model of "
                          "[tool.miner.judge].")
    api_key_env: str = Field("OPENAI_API_KEY", description="The environment variable holding the API key.")
    temperature: float = Field(0.0, ge=0, le=2, description="0: the judge answers the same way every week.")
    timeout_seconds: float = Field(30.0, gt=0, description="How long to wait for one answer of the judge model.")
    kinds: list[str] = Field(
        default_factory=lambda: ["complaint", "escalation"],
        description="The signal kinds the judge confirms or rejects; the others are never sent to it. Known: "
                    + ", ".join(KINDS) + ".")
    max_calls: int = Field(
        50, ge=0, description="At most this many requests per run; the sessions past it keep the detectors' "
                              "verdict (the summary counts them). Verdicts from the cache cost none.")
    cache: str = Field(
        ".miner/judge-cache.json",
        description="The judge's verdicts by SHA-256 of the request (no text), relative to the config file.")

    @field_validator("kinds")
    @classmethod
    def _known_kinds(cls, kinds: list[str]) -> list[str]:
        unknown = [kind for kind in kinds if kind not in KINDS]
        if unknown:
            raise ValueError(f"unknown signal kind '{unknown[0]}' (known: {', '.join(KINDS)})")
        return kinds


@dataclass
class JudgeFigures:
    """What the judge did in one run, for the summary."""

    model: str
    max_calls: int
    calls: int = 0  # requests sent, answered or not
    from_cache: int = 0  # verdicts read from the cache instead
    confirmed: int = 0  # signals (a session's kind) the judge confirmed
    rejected: int = 0  # ... and rejected
    not_judged_over_cap: int = 0  # sessions that kept the detectors' verdict: the cap was reached
    not_judged_failed: int = 0  # ... the endpoint gave no verdict, or was down
    failure: str | None = None  # the first reason it gave none
    gave_up: bool = False  # it failed MAX_FAILURES_IN_A_ROW times in a row and was not asked again
    cache_note: str | None = None  # why the cache was not read

    def as_dict(self) -> dict[str, object]:
        return {
            "model": self.model, "max_calls": self.max_calls, "calls": self.calls, "from_cache": self.from_cache,
            "confirmed": self.confirmed, "rejected": self.rejected, "not_judged_over_cap": self.not_judged_over_cap,
            "not_judged_endpoint_failed": self.not_judged_failed, "failure": self.failure, "gave_up": self.gave_up,
            "cache_note": self.cache_note,
        }


def conversation(session: Session, flagged: Sequence[int]) -> str:
    """What the judge reads of a (redacted) session: each turn's user words, tools called and answer."""
    lines = []
    for number, turn in enumerate(session.turns, start=1):
        mark = "  [flagged]" if turn.index in flagged else ""
        lines.append(f"Turn {number}{mark}")
        if turn.user_text:
            lines.append(f"User: {turn.user_text}")
        if turn.tool_calls:
            lines.append("Tools: " + ", ".join(call.name + (" (failed)" if call.status == "error" else "")
                                                for call in turn.tool_calls))
        if turn.final_response:
            lines.append(f"Agent: {turn.final_response}")
    return "\n".join(lines)


def request_text(kinds: Sequence[str], text: str) -> str:
    meanings = "\n".join(f"- {kind}: {MEANINGS.get(kind) or _described(kind)}" for kind in kinds)
    return f"Kinds to judge:\n{meanings}\n\nConversation:\n{text}"


def _described(kind: str) -> str:
    """A kind without a meaning of its own, as its detector's table describes it."""
    return " ".join((BY_NAME[kind].config.__doc__ or kind).split())


def parse_verdicts(content: str, kinds: Sequence[str]) -> dict[str, bool]:
    """Whether each kind holds, from the judge's JSON, or ValueError saying what is wrong with it."""
    items = verdict_items(content)
    found: dict[str, bool] = {}
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("holds"), bool):
            raise ValueError("a verdict without a true/false holds")
        kind = item.get("kind")
        if not isinstance(kind, str) or kind not in kinds or kind in found:
            raise ValueError("a verdict names no kind asked, or one twice")
        found[kind] = item["holds"]
    if len(found) != len(kinds):
        raise ValueError(f"the judge gave {len(found)} verdict(s) for {len(kinds)} kinds")
    return found


class SignalJudge:
    """Verdicts on redacted conversations: from the cache, else from the endpoint while the cap allows."""

    def __init__(self, config: SignalJudgeConfig, fallback: JudgeConfig, root: Path) -> None:
        base_url, model = config.base_url or fallback.base_url, config.model or fallback.model
        if not base_url or not model:
            raise ConfigError(f"{SECTION}: the judge is enabled but has no endpoint: set base_url and model (a "
                              "pinned version) there or in [tool.miner.judge]")
        self.config = config
        self.kinds = tuple(config.kinds)
        self.endpoint = ChatEndpoint(base_url=base_url, model=model, api_key_env=config.api_key_env,
                                     temperature=config.temperature, timeout_seconds=config.timeout_seconds,
                                     section=SECTION)
        self.figures = JudgeFigures(model=model, max_calls=config.max_calls)
        self.cache_path = root / config.cache
        self.cache = self._read_cache()
        self._failures_in_a_row = 0
        self._new = 0

    def _read_cache(self) -> JudgeCache:
        try:
            return JudgeCache.model_validate_json(self.cache_path.read_bytes())
        except FileNotFoundError:
            return JudgeCache()
        except (OSError, ValidationError) as error:
            reason = error.strerror if isinstance(error, OSError) else "not a judge cache"
            self.figures.cache_note = f"{self.cache_path}: {reason}; read as empty, rewritten at the end of the run"
            return JudgeCache()

    def key_warning(self) -> str | None:
        return self.endpoint.key_warning("the sessions it cannot judge keep the detectors' verdict")

    def verdict(self, kinds: Sequence[SignalKind], redacted: Session, flagged: Sequence[int]) -> dict[str, bool] | None:
        """Whether each of `kinds` holds in the redacted session, or None when the judge gave no verdict."""
        asked = [kind for kind in self.kinds if kind in kinds]
        if not asked:
            return None
        text = request_text(asked, conversation(redacted, flagged))
        key = hashlib.sha256(json.dumps([self.endpoint.model, INSTRUCTIONS, text]).encode()).hexdigest()
        cached = self.cache.verdicts.get(key)
        if cached is not None and set(cached.confirmed) | set(cached.rejected) == set(asked):
            self.figures.from_cache += 1
            return self._count({kind: kind in cached.confirmed for kind in asked})
        if self._failures_in_a_row >= MAX_FAILURES_IN_A_ROW:
            self.figures.not_judged_failed += 1
            return None
        if self.figures.calls >= self.config.max_calls:
            self.figures.not_judged_over_cap += 1
            return None
        self.figures.calls += 1
        try:
            found = parse_verdicts(self.endpoint.ask(INSTRUCTIONS, text), asked)
        except (EndpointError, ValueError) as error:
            self._failures_in_a_row += 1
            self.figures.gave_up = self._failures_in_a_row >= MAX_FAILURES_IN_A_ROW
            self.figures.not_judged_failed += 1
            self.figures.failure = self.figures.failure or str(error)
            return None
        self._failures_in_a_row = 0
        self.cache.verdicts[key] = CachedVerdict(confirmed=[kind for kind in asked if found[kind]],
                                                 rejected=[kind for kind in asked if not found[kind]],
                                                 judged_at=datetime.now(UTC))
        self._new += 1
        return self._count(found)

    def _count(self, found: dict[str, bool]) -> dict[str, bool]:
        self.figures.confirmed += sum(found.values())
        self.figures.rejected += sum(not holds for holds in found.values())
        return found

    def save(self) -> None:
        """Write the new verdicts atomically, beside those another run may have written meanwhile."""
        if not self._new:
            return
        on_disk = self._read_cache() if self.cache_path.exists() else JudgeCache()
        merged = {**on_disk.verdicts, **self.cache.verdicts}
        newest = sorted(merged.items(), key=lambda item: item[1].judged_at, reverse=True)[:MAX_CACHED]
        document = JudgeCache(verdicts=dict(sorted(newest)))
        try:
            write_text_atomically(self.cache_path, document.model_dump_json(indent=1) + "\n", overwrite=True)
        except OSError as error:
            raise MinerError(f"{self.cache_path}: the judge's verdicts could not be kept ({error.strerror or error}); "
                             "free space or fix the folder's permissions, then rerun") from None
        self._new = 0

