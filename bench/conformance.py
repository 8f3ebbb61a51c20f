"""Conformance matrix: what the miner reads from the output of each real instrumentation library, per fixture of
tests/conformance/fixtures (the scoring is tests/conformance/scoring.py, shared with the tests).

    python bench/conformance.py [--format table|json] [--misses] [--heldout | --unseen | --third-set | --fourth-set]

Goal: every cell right but the known gaps. Exits 1 when a cell misses that is not a known gap.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.conformance.scoring import (
    AWAITING_MAPPER,
    COLUMNS,
    FIXTURES,
    GENERIC_GOALS,
    HELDOUT,
    KNOWN_GAPS,
    KNOWN_GENERIC_GAPS,
    Row,
    fixtures,
    generic_misses,
    score,
    score_generic,
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--format", choices=("table", "json"), default="table")
    parser.add_argument("--misses", action="store_true", help="list what each cell below 100%% missed")
    parser.add_argument("--heldout", action="store_true",
                        help="the held-out shop conversations and the first producer conversations, read while tuning "
                             "(tests/conformance/heldout)")
    parser.add_argument("--unseen", action="store_true",
                        help="the second producer conversations, no mapper fixed on them (tests/conformance/heldout2)")
    parser.add_argument("--third-set", action="store_true",
                        help="the third producer conversations, written after the rules of a failed tool result were "
                             "frozen (tests/conformance/heldout3)")
    parser.add_argument("--fourth-set", action="store_true",
                        help="the fourth producer conversations (tests/conformance/heldout4)")
    options = parser.parse_args()
    root = (HELDOUT if options.heldout else HELDOUT.parent / "heldout2" if options.unseen
            else HELDOUT.parent / "heldout3" if options.third_set
            else HELDOUT.parent / "heldout4" if options.fourth_set else FIXTURES)
    chosen = fixtures(root) if root.is_dir() else []
    if not chosen:
        print(f"{root.name}/ holds no fixture: play its conversations first "
              f"(CONFORMANCE_SCENARIO={root.name} tests/conformance/regenerate.sh)")
        return 2
    rows = [score(fixture) for fixture in chosen]
    generic = {row.fixture: row for row in map(score_generic, chosen)}
    if options.format == "json":
        print(json.dumps([{"fixture": row.fixture, "producer": row.producer, "versions": row.versions,
                           **{name: {"right": cell.right, "total": cell.total} for name, cell in row.cells.items()},
                           "generic_path": {name: {"right": generic[row.fixture].cells[name].right,
                                                   "total": generic[row.fixture].cells[name].total}
                                            for name in GENERIC_GOALS}}
                          for row in rows], indent=1))
        return 1 if missed(rows) or generic_missed(generic) else 0
    header = ["fixture", *COLUMNS, "generic path (sessions, user_texts)"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        values = [f"{cell.right}/{cell.total}" if cell.total else "-" for cell in row.cells.values()]
        alone = generic[row.fixture].cells
        values.append(", ".join(f"{alone[name].right}/{alone[name].total}" if alone[name].total else "-"
                                for name in GENERIC_GOALS))
        print(f"| {row.fixture} | " + " | ".join(values) + " |")
    if options.misses:
        for row in rows:
            for name, cell in row.cells.items():
                for miss in cell.misses:
                    print(f"{row.fixture}: {name}: {miss}")
    for (fixture, column), reason in KNOWN_GAPS.items():
        print(f"known gap, {fixture} {column}: {reason}")
    for fixture in sorted(AWAITING_MAPPER):
        print(f"awaiting its mapper (measured, not a goal yet): {fixture}")
    total_right = sum(cell.right for row in rows for cell in row.cells.values())
    total = sum(cell.total for row in rows for cell in row.cells.values())
    print(f"\nall cells: {total_right}/{total} ({100 * total_right / max(total, 1):.1f}%) over {len(rows)} fixtures "
          "(goal: every cell but the known gaps and the fixtures awaiting a mapper)")
    unexpected = missed(rows)
    for fixture, column in unexpected:
        print(f"goal missed: {fixture} {column}")
    for fixture, reason in KNOWN_GENERIC_GAPS.items():
        print(f"known generic path gap, {fixture}: {reason}")
    goals = ", ".join(f"{column} >= {goal}" for column, goal in GENERIC_GOALS.items())
    print(f"generic path alone (each fixture read as if no mapper knew it), goal {goals} on every fixture but the "
          "known gaps")
    generic_unexpected = generic_missed(generic)
    for fixture, miss in generic_unexpected:
        print(f"generic path goal missed: {fixture} {miss}")
    return 1 if unexpected or generic_unexpected else 0


def generic_missed(generic: dict[str, Row]) -> list[tuple[str, str]]:
    """The generic path goals missed on fixtures that are no known generic gap."""
    return [(fixture, miss) for fixture, row in generic.items() if fixture not in KNOWN_GENERIC_GAPS
            for miss in generic_misses(row)]


def missed(rows: list) -> list[tuple[str, str]]:
    """The cells below 100% that are no known gap, of fixtures not awaiting their mapper."""
    return [(row.fixture, name) for row in rows for name, cell in row.cells.items()
            if cell.right < cell.total and (row.fixture, name) not in KNOWN_GAPS and row.fixture not in AWAITING_MAPPER]


if __name__ == "__main__":
    sys.exit(main())
