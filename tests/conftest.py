"""Shared test helpers. `ADK_EVALSETS` holds real eval sets copied from google/adk-python (Apache-2.0; see its
PROVENANCE.txt), kept in the repository so every clone runs the tests that read them."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ADK_EVALSETS = ROOT / "tests" / "data" / "adk-evalsets"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked slow run first: with several workers (`-n`) they overlap the rest of the suite instead of
    ending the run alone."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
