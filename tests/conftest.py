"""Shared test helpers. `ADK_EVALSETS` holds real eval sets copied from google/adk-python (Apache-2.0; see its
PROVENANCE.txt), kept in the repository so every clone runs the tests that read them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ADK_EVALSETS = ROOT / "tests" / "data" / "adk-evalsets"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked slow run first: with several workers (`-n`) they overlap the rest of the suite instead of
    ending the run alone."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True, scope="session")
def one_redaction_engine_per_configuration() -> Iterator[None]:
    """The engines the commands under test build, kept for the session, one per configuration: building one loads
    the spaCy model and its word lists (a second or more, about a hundred times in the suite), and an engine keeps
    nothing of the run that used it."""
    import redaction.redactor
    from redaction import Engine, RedactionConfig

    built: dict[str, Engine] = {}

    def engine(config: RedactionConfig) -> Engine:
        key = config.model_dump_json()
        if key not in built:
            built[key] = Engine(config)
        return built[key]

    patch = pytest.MonkeyPatch()
    patch.setattr(redaction.redactor, "Engine", engine)
    yield
    patch.undo()
