"""bench/signals.py's per-session leave-one-set-out: the real detectors read the model it gives them while inside
and the shipped one after, and a fold's model is trained on every set but the one left out."""

from __future__ import annotations

import importlib.util
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from miner.config import MinerConfig
from miner.model import Session, Signal
from miner.signals import detect
from miner.signals.labelled import load
from miner.signals.learned import KINDS, LearnedModel, shipped_model
from miner.signals.training import examples, train
from tests import factory

BENCH = Path(__file__).resolve().parents[2] / "bench" / "signals.py"
START = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)


def bench_module() -> Any:
    spec = importlib.util.spec_from_file_location("signals_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def complaints(session: Session, config: MinerConfig) -> list[Signal]:
    return [signal for signal in detect(session, config).signals if signal.kind == "complaint"]


def test_the_detectors_read_the_model_given_while_inside_and_the_shipped_one_after() -> None:
    bench = bench_module()
    config = MinerConfig()
    session = factory.conversation(("Hi, my phone won't charge.", "Have you tried another cable?"),
                                   ("Oh of course, a different cable. Because I never thought of that.",
                                    "Sorry, I only meant to rule it out."), app_name="phone_shop", started_at=START)
    silent = LearnedModel({"about": "", "cuts": dict.fromkeys(KINDS, 2.0), "floors": dict.fromkeys(KINDS, 0.0),
                           "bias": dict.fromkeys(KINDS, -30.0), "weights": {kind: {} for kind in KINDS}})
    assert complaints(session, config)
    with bench.model_in_detectors(silent, config):
        assert not complaints(session, config)
    assert complaints(session, config)


def test_a_folds_model_is_trained_on_every_set_but_the_one_left_out(tmp_path: Path) -> None:
    bench = bench_module()
    sets = {}
    for name, words in (("a.json", "this is useless"), ("b.json", "put me through to a person")):
        turns = [{"user": f"{words} {number}", "agent": "Sorry.", "labels": ["complaint"] if number % 2 else []}
                 for number in range(6)]
        path = tmp_path / name
        path.write_text(json.dumps({"about": name, "conversations": [{"id": "c1", "domain": "d", "turns": turns}]}),
                        encoding="utf-8")
        sets[name] = load(path, "writer")[1]
    shipped = shipped_model()
    model = bench.fold_model(sets, "b.json", 0.1, shipped)
    alone = LearnedModel(train(examples(sets["a.json"]), 0.1, "fold"))
    both = LearnedModel(train(examples(sets["a.json"] + sets["b.json"]), 0.1, "fold"))
    assert model.cuts == shipped.cuts and model.floors == shipped.floors
    assert model._weights == alone._weights != both._weights
