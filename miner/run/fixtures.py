"""The fixture backend: every tool call of a run answered from `fixtures/<eval_id>.json`, never live by surprise.

A call is answered by the recorded call of the same tool that fits best: the same turn with the same arguments,
else the same arguments in any turn, else the next recorded call of that tool not used yet. Arguments compare as
JSON values with numbers normalised (3 == 3.0); arguments the recording does not hold are allowed. A call no
recording answers is a fixture miss: the agent gets an error result, and the run records the miss. A read-only
tool with no recording may run live when the run allows it (`--live-read-only`); no other tool ever does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from miner.formats.fixtures import FixtureFile, ToolFixture
from miner.formats.results import CallRecord, CallStatus
from miner.formats.run_manifest import FixtureMiss
from miner.score.checks import same_value

MISS_MESSAGE = ("no recorded call of {tool} in this case's fixture answers these arguments; the harness does not "
                "run tools live")


@dataclass(frozen=True)
class ToolAnswer:
    """What the agent gets for one call: the recorded response, an error, or (live) permission to run the tool."""

    response: Any = None
    error: str | None = None
    live: bool = False
    miss: bool = False

    def as_result(self) -> dict[str, Any]:
        """The answer as a non-empty JSON object, the shape every framework accepts as a tool result."""
        if self.error is not None:
            return {"error": self.error}
        if isinstance(self.response, Mapping) and self.response:
            return dict(self.response)
        return {"result": self.response}


def _fits(recorded: Mapping[str, Any], actual: Mapping[str, Any]) -> bool:
    return all(key in actual and same_value(value, actual[key]) for key, value in recorded.items())


@dataclass
class FixtureBackend:
    """Answers one run's tool calls and records them, turn by turn. One backend per run: it remembers which
    recorded calls were used."""

    fixture: FixtureFile | None
    read_only_tools: frozenset[str] = frozenset()
    live_read_only: bool = False
    turn: int = 1
    calls: dict[int, list[CallRecord]] = field(default_factory=dict)
    misses: list[FixtureMiss] = field(default_factory=list)
    live_calls: list[str] = field(default_factory=list)
    _used: set[tuple[str, int]] = field(default_factory=set)

    def begin_turn(self, turn: int) -> None:
        self.turn = turn
        self.calls.setdefault(turn, [])

    def turn_calls(self, turn: int) -> list[CallRecord]:
        return list(self.calls.get(turn, []))

    def _recorded(self, tool: str) -> list[ToolFixture]:
        return self.fixture.tools.get(tool, []) if self.fixture is not None else []

    def _choose(self, tool: str, args: Mapping[str, Any]) -> int | None:
        recorded = self._recorded(tool)
        unused = [index for index in range(len(recorded)) if (tool, index) not in self._used]
        fitting = [index for index in range(len(recorded)) if _fits(recorded[index].args, args)]
        # Unused recordings first; an identical call made again (a retry) may reuse its answer.
        for pool in ([i for i in fitting if i in unused and recorded[i].turn == self.turn],
                     [i for i in fitting if i in unused],
                     [i for i in fitting if recorded[i].turn == self.turn],
                     fitting,
                     unused):
            if pool:
                return pool[0]
        return None

    def answer(self, tool: str, args: Mapping[str, Any], agent: str | None = None) -> ToolAnswer:
        """The answer to one call, recorded in the current turn."""
        index = self._choose(tool, args)
        if index is None:
            if self.live_read_only and tool in self.read_only_tools:
                self.live_calls.append(tool)
                self.record(tool, args, agent, "completed")
                return ToolAnswer(live=True)
            self.misses.append(FixtureMiss(turn=self.turn, tool=tool, args=dict(args)))
            self.record(tool, args, agent, "failed")
            return ToolAnswer(error=MISS_MESSAGE.format(tool=tool), miss=True)
        self._used.add((tool, index))
        recorded = self._recorded(tool)[index]
        if recorded.status == "error":
            self.record(tool, args, agent, "failed")
            return ToolAnswer(error=recorded.error or "the tool failed")
        self.record(tool, args, agent, "completed")
        return ToolAnswer(response=recorded.response)

    def record_live_failure(self) -> None:
        """The last live call raised: it failed."""
        calls = self.calls.get(self.turn) or []
        if calls:
            calls[-1] = calls[-1].model_copy(update={"status": "failed"})

    def record(self, tool: str, args: Mapping[str, Any], agent: str | None, status: CallStatus) -> None:
        """A call made in the current turn."""
        self.calls.setdefault(self.turn, []).append(CallRecord(name=tool, args=dict(args), status=status, agent=agent))


def uncovered_calls(expected: Iterable[str], read_only_tools: Iterable[str], live_read_only: bool) -> list[str]:
    """The expected tools a run without a fixture file could not answer: all, or with --live-read-only the
    ones that are not read-only."""
    read_only = set(read_only_tools) if live_read_only else set()
    return sorted({tool for tool in expected if tool not in read_only})
