"""How far two careful readers agree on the signal labels: tuning set 4's writer against a second labeller.

    python bench/label_agreement.py

The second labeller (bench/data/signals_second_labeller_4.json) labelled every user turn of tuning set 4 under
the same guide without seeing the writer's labels. Printed per kind: the second labeller's precision and recall
taken as a detector of the writer's labels, and Cohen's kappa. It bounds what a detector's figures can mean:
a goal above the readers' own agreement could not be measured.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
KINDS = ("complaint", "escalation_request")


def labels_by_turn(path: Path) -> dict[tuple[str, int], tuple[str, set[str]]]:
    document = json.loads(path.read_text(encoding="utf-8"))
    return {(conversation["id"], index): (turn["user"], set(turn["labels"]))
            for conversation in document["conversations"] for index, turn in enumerate(conversation["turns"])}


def main() -> None:
    writer = labels_by_turn(DATA / "signals_tuning_4.json")
    second = labels_by_turn(DATA / "signals_second_labeller_4.json")
    if writer.keys() != second.keys() or any(writer[key][0] != second[key][0] for key in writer):
        raise SystemExit("the second labelling is not of tuning set 4's turns")
    total = len(writer)
    print(f"{total} user turns of tuning set 4, labelled by its writer and by a second labeller")
    for kind in KINDS:
        said = {key for key, (_, labels) in second.items() if kind in labels}
        truth = {key for key, (_, labels) in writer.items() if kind in labels}
        both = len(said & truth)
        agree = total - len(said ^ truth)
        expected = (len(said) * len(truth) + (total - len(said)) * (total - len(truth))) / total**2
        kappa = (agree / total - expected) / (1 - expected)
        print(f"  {kind:<20} precision {both / len(said):.3f} recall {both / len(truth):.3f} kappa {kappa:.3f} "
              f"({len(truth)} by the writer, {len(said)} by the second labeller, {both} by both)")


if __name__ == "__main__":
    main()
