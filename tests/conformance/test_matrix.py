"""Every committed fixture, written by a real instrumentation library, read through the real ingest entry point
and compared with what its generator knows happened (`labels.json`): every cell of the matrix at 100%."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.conformance import COLUMNS, KNOWN_GAPS, fixtures, score

FIXTURES = fixtures()


def test_there_are_fixtures_and_each_names_its_provenance() -> None:
    assert len(FIXTURES) >= 2
    for fixture in FIXTURES:
        assert list(fixture.glob("*.jsonl.gz")), fixture


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda path: path.name)
def test_every_cell_is_right(fixture: Path) -> None:
    row = score(fixture)
    misses = [f"{name}: {miss}" for name, cell in row.cells.items() for miss in cell.misses
              if (fixture.name, name) not in KNOWN_GAPS]
    assert not misses, "\n".join(misses)
    for (gap_fixture, column) in KNOWN_GAPS:
        if gap_fixture == fixture.name:
            assert row.cells[column].misses, f"{column} is right now: remove it from KNOWN_GAPS"
    assert row.cells["sessions"].total >= 2 and row.cells["turns"].total >= 2
    assert set(row.cells) == set(COLUMNS)
