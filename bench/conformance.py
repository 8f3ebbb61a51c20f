"""Conformance matrix: what the miner reads from the output of each real instrumentation library, per fixture of
tests/conformance/fixtures (the scoring is tests/conformance/scoring.py, shared with the tests).

    python bench/conformance.py [--format table|json] [--misses] [--heldout]

Goal: every cell right but the known gaps. Exits 1 when a cell misses that is not a known gap.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.conformance.scoring import AWAITING_MAPPER, COLUMNS, FIXTURES, HELDOUT, KNOWN_GAPS, fixtures, score


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--format", choices=("table", "json"), default="table")
    parser.add_argument("--misses", action="store_true", help="list what each cell below 100%% missed")
    parser.add_argument("--heldout", action="store_true",
                        help="the held-out conversations (tests/conformance/heldout), which no mapper was written on")
    options = parser.parse_args()
    rows = [score(fixture) for fixture in fixtures(HELDOUT if options.heldout else FIXTURES)]
    if options.format == "json":
        print(json.dumps([{"fixture": row.fixture, "producer": row.producer, "versions": row.versions,
                           **{name: {"right": cell.right, "total": cell.total} for name, cell in row.cells.items()}}
                          for row in rows], indent=1))
        return 1 if missed(rows) else 0
    header = ["fixture", *COLUMNS]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        values = [f"{cell.right}/{cell.total}" if cell.total else "-" for cell in row.cells.values()]
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
    return 1 if unexpected else 0


def missed(rows: list) -> list[tuple[str, str]]:
    """The cells below 100% that are no known gap, of fixtures not awaiting their mapper."""
    return [(row.fixture, name) for row in rows for name, cell in row.cells.items()
            if cell.right < cell.total and (row.fixture, name) not in KNOWN_GAPS and row.fixture not in AWAITING_MAPPER]


if __name__ == "__main__":
    sys.exit(main())
