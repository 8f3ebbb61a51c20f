"""One failure, one draft: the same conversation played by many customers (their names, order ids, amounts and
small wording differ) is drafted once, with its count; traces written by the demo agent through the real
OpenTelemetry SDK, read, redacted with Presidio and sampled by `miner sample`."""

from __future__ import annotations

import io
import json
import random
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from miner.commands.sample import run
from miner.demo.agent import Customer, DemoAgent, Planned, _customer
from miner.demo.exporter import OtlpJsonLinesSpanExporter
from miner.diagnostics import Diagnostics
from tests.factory import START

NOW = START + timedelta(days=6)
CUSTOMERS = 8
# Each turn as customers type it: the same request in their own small variations.
OPENINGS = ("Hi, I'm {name}. Where is my order {order}?", "Hello, this is {name}, where's my order {order}?",
            "hi I'm {name}, where is order {order}", "Hi, {name} here. Where is my order {order} please?")
CORRECTIONS = ("That's not what I asked. I want to know where my package is, not the invoice.",
               "That is not what I asked, I want to know where my parcel is, not the invoice!",
               "that's not what I asked. I want to know where the package is, not the invoice",
               "No, that's not what I asked. Where is my package? Not the invoice.")
CLOSINGS = ("Great, thank you. Sorry, I know that was a lot of back and forth.", "Perfect, thank you so much.",
            "great thanks, sorry about all that", "Fine. Thanks.")
OTHER_FAILURE = ("My espresso machine from order {order} arrived broken.",
                 "This is useless, you keep giving me the same answer.", "Whatever. Bye.")


def _conversation(customer: Customer, index: int, rng: random.Random, lines: tuple[str, str, str]) -> Planned:
    order = f"ORD-{rng.randrange(10000, 99999)}"
    amount = rng.randrange(2000, 30000) / 100
    started = START + timedelta(days=2, hours=index)
    planned = Planned(f"{rng.getrandbits(128):032x}", customer, started, "complaint", ["complaint"])
    found = {"order_id": order, "status": "delivered", "total": amount}
    lookup = ("lookup_order", {"order_id": order}, found, None)
    opening, correction, closing = lines
    planned.turns = [
        (opening.format(name=customer.name, order=order), [lookup], f"Order {order} was invoiced for ${amount:.2f}."),
        (correction, [lookup], f"Our records show order {order} as delivered on Tuesday."),
        (closing, [], "You're welcome."),
    ]
    return planned


@pytest.fixture(scope="module")
def traces(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("one-failure") / "traces"
    rng = random.Random(7)
    played = [_conversation(_customer(rng, index), index, rng,
                            (rng.choice(OPENINGS), rng.choice(CORRECTIONS), rng.choice(CLOSINGS)))
              for index in range(CUSTOMERS)]
    played.append(_conversation(_customer(rng, CUSTOMERS), CUSTOMERS, rng, OTHER_FAILURE))
    agent = DemoAgent(OtlpJsonLinesSpanExporter(folder, prefix="spans"))
    for planned in played:
        agent.play(planned, rng)
    agent.shutdown()
    return folder


def test_one_conversation_played_by_many_customers_is_one_draft_with_its_count(
        traces: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    code = run(sources=[str(traces)], since="7d", until=None, feedback_path=None, limit=None, per_kind=None,
               seed=None, dry_run=True, output_format="json", config_path=None, now=NOW, out=out,
               diagnostics=Diagnostics(stream=io.StringIO()))
    assert code == 0
    document = json.loads(out.getvalue())
    assert document["summary"]["bad_by_kind"]["complaint"] == CUSTOMERS + 1
    counts = sorted(item["duplicates"] for item in document["selected"])
    assert counts == [0, CUSTOMERS - 1]  # the one failure, counted; the other failure stands alone
    assert document["summary"]["collapsed_as_duplicates"] == CUSTOMERS - 1


def test_the_demo_customers_differ_in_their_values() -> None:
    rng = random.Random(7)
    customers = [_customer(rng, index) for index in range(CUSTOMERS)]
    assert len({customer.name for customer in customers}) > 1 and isinstance(NOW, datetime)
