"""What every detector is: the small interface it implements, and the declaration that registers it.

A detector is one module holding its class, its configuration table and its `SPEC`; `registry.py` lists the
specs. Everything else (the `[tool.miner.signals]` tables, the sample's default weights, what the ClickHouse
search pushes down or reads from the user-words projection) is derived from the specs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from miner.model import Evidence, Session, Signal, SignalKind
from miner.patterns import check_patterns as check_patterns  # the detectors' validator of their patterns

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


class Section(BaseModel):
    """A detector's table, `[tool.miner.signals.<name>]`: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(True, description="Run this detector (`false` turns it off).")


@dataclass(frozen=True)
class WordsTest:
    """A test on a session's user words that the ClickHouse search runs in SQL, wider than the detector: only
    the sessions it lets through are read and run through the detector. `None` for a field: no such test."""

    needles: tuple[str, ...] = ()  # a session holding one of these words (lowercase) passes
    patterns: tuple[str, ...] = ()  # ... or matching one of these re2 regexes on its lowercased words
    min_messages: int | None = None  # ... or with this many user messages
    min_capitals: int | None = None  # ... or with this many capital letters in one message


ConfigT = TypeVar("ConfigT", bound=Section)


@dataclass(frozen=True)
class DetectorSpec(Generic[ConfigT]):
    """A detector as the rest of the miner sees it. `name` is its kind, its table's name and its registry key;
    its config's docstring describes its table.

    How the ClickHouse search finds its sessions (at least one of the two):
    - `push_down(config)`: the fields of the search's `Predicates` its spans are found by in SQL (each a list of
      needles or re2 regexes, joined to the other detectors' lists);
    - `user_words(config)`: the detector reads what users said; it runs on the user-words projection of the
      window, whose sessions a `WordsTest` may narrow in SQL first (None: every session's words are read).
    """

    name: SignalKind
    config: type[ConfigT]
    build: Callable[[ConfigT], Detector]
    weight: float  # the default badness of its signal in `[tool.miner.sample] weights`
    push_down: Callable[[ConfigT], dict[str, list[str]]] | None = None
    user_words: Callable[[ConfigT], WordsTest | None] | None = field(default=None)

    def __post_init__(self) -> None:
        if self.push_down is None and self.user_words is None:
            raise ValueError(f"detector '{self.name}' says neither what the ClickHouse search pushes down for it "
                             "nor that it reads the user-words projection")


def phrase_needles(phrases: list[str]) -> list[str] | None:
    """The longest plain word of each phrase, lowercased: a session's words hold it wherever the phrase matches.
    None when a phrase has no plain ASCII word (its text may arrive JSON-escaped in SQL)."""
    needles = []
    for phrase in phrases:
        tokens = re.findall(r"[a-z0-9]+", phrase.lower())
        if not tokens or not phrase.isascii():
            return None
        needles.append(max(tokens, key=len))
    return needles
