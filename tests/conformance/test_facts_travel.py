"""Facts travel between worker processes with the functions that read their messages, named by module and
name: a mapper that gives `LazyMessages` a lambda or a closure has its lists read in full before they travel.
Checked on every span of every committed fixture, as the real libraries wrote them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from miner.assemble.spill import _name_of
from miner.config import MinerConfig
from miner.diagnostics import Diagnostics
from miner.mappers import select
from miner.mappers.facts import LazyMessages
from miner.receivers import build_receivers
from miner.receivers.files import json_lines
from tests.conformance.scoring import HELDOUT, fixtures


# Whatever reads a fixture (its mapper or, for a producer no mapper knows yet, the generic path), its lists travel.
@pytest.mark.parametrize("fixture", fixtures() + fixtures(HELDOUT),
                         ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_lazy_message_list_travels_unread(fixture: Path) -> None:
    config = MinerConfig()
    mappers, receivers = select(config), build_receivers(config)
    diagnostics = Diagnostics(stream=None)
    lazies: list[tuple[str, LazyMessages]] = []
    for path in sorted(fixture.glob("*.jsonl.gz")):  # the spans, and the logs where a library logs content
        for location, line in json_lines(path, diagnostics):
            document = json.loads(line)
            receiver = next(receiver for receiver in receivers if receiver.recognises(document))
            for record in receiver.records(document, location, diagnostics):
                facts = mappers.facts(record)
                if facts is not None:
                    lazies += [(f"{facts.convention} {facts.name}", lazy)
                               for lazy in (facts.input_messages, facts.output_messages) if lazy is not None]
    assert lazies, "no span of the fixture carries messages"
    unnamed = []
    for where, lazy in lazies:
        state = lazy.state()
        if state is None:
            continue  # messages built at mapping time (events, app logs): they travel as messages
        if _name_of(state[1]) is None or _name_of(state[2]) is None:
            unnamed.append(f"{where}: {state[1]!r}")
    assert not unnamed, "\n".join(unnamed)
