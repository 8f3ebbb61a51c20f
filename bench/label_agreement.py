"""How far two careful readers agree on the signal labels: a set's first labelling against a second labeller's.

    python bench/label_agreement.py

Two labellings are compared, each made under the same guide by a second labeller who never saw the first labels:
tuning set 4's writer against bench/data/signals_second_labeller_4.json (every user turn), and the fifth outside
held-out set's reader (bench/data/outside_heldout_apple.json, tweets to Apple) against
bench/data/outside_heldout_apple_second_labeller.json (every message, by rows and hashes, no text). Printed per kind:
the second labeller's precision and recall taken as a detector of the first labels, and Cohen's kappa. It bounds
what a detector's figures can mean: a goal above the readers' own agreement could not be measured.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
KINDS = ("complaint", "escalation_request")

Labels = dict[tuple[str, int], tuple[str, set[str]]]


def labels_by_turn(path: Path) -> Labels:
    document = json.loads(path.read_text(encoding="utf-8"))
    return {(conversation["id"], index): (turn["user"], set(turn["labels"]))
            for conversation in document["conversations"] for index, turn in enumerate(conversation["turns"])}


def labels_by_message(path: Path) -> Labels:
    document = json.loads(path.read_text(encoding="utf-8"))
    return {(message["sha256"], message["row"]): (message["sha256"], set(message["labels"]))
            for message in document["messages"]}


def compare(title: str, first: Labels, second: Labels) -> None:
    if first.keys() != second.keys() or any(first[key][0] != second[key][0] for key in first):
        raise SystemExit(f"the second labelling is not of the same items: {title}")
    total = len(first)
    print(f"{total} {title}, labelled twice")
    for kind in KINDS:
        said = {key for key, (_, labels) in second.items() if kind in labels}
        truth = {key for key, (_, labels) in first.items() if kind in labels}
        if not truth and not said:
            print(f"  {kind:<20} none in either labelling")
            continue
        both = len(said & truth)
        agree = total - len(said ^ truth)
        expected = (len(said) * len(truth) + (total - len(said)) * (total - len(truth))) / total**2
        kappa = (agree / total - expected) / (1 - expected)
        precision = f"{both / len(said):.3f}" if said else "n/a"
        recall = f"{both / len(truth):.3f}" if truth else "n/a"
        print(f"  {kind:<20} precision {precision} recall {recall} kappa {kappa:.3f} "
              f"({len(truth)} by the first, {len(said)} by the second labeller, {both} by both)")


def main() -> None:
    compare("user turns of tuning set 4 (writer, second labeller)", labels_by_turn(DATA / "signals_tuning_4.json"),
            labels_by_turn(DATA / "signals_second_labeller_4.json"))
    compare("tweets to Apple of the fifth outside held-out set (reader, second labeller)",
            labels_by_message(DATA / "outside_heldout_apple.json"),
            labels_by_message(DATA / "outside_heldout_apple_second_labeller.json"))


if __name__ == "__main__":
    main()
