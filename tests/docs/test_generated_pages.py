"""The generated pages of the documentation are those the code and the fixtures give today: a new config key or
a new conformance fixture is documented in the same change (`python scripts/docs.py` rewrites them)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from miner.config import MinerConfig, load_config
from miner.errors import ConfigError
from miner.mappers import producers
from scripts.docs import CONFIGURATION, PRODUCERS, configuration_page, producers_page, switches_table
from tests.conformance.scoring import fixtures


def test_the_configuration_reference_is_in_sync_with_the_models() -> None:
    assert CONFIGURATION.read_text(encoding="utf-8") == configuration_page(), "run `python scripts/docs.py`"


def test_the_conformance_table_and_the_content_switches_are_in_sync_with_the_fixtures_and_the_mappers() -> None:
    committed = PRODUCERS.read_text(encoding="utf-8")
    assert committed == producers_page(committed), "run `python scripts/docs.py`"


def test_the_content_switches_are_what_each_mapper_declares_beside_the_fixtures_its_library_wrote() -> None:
    table = switches_table()
    rows = table.splitlines()[3:-1]
    assert [row.split(" | ")[0].strip("| `") for row in rows] == [name for name, _ in producers()]
    for row, (_, producer) in zip(rows, producers(), strict=True):
        assert " ".join(producer.to_capture.split()) in row
    # Every fixture is read as written by some library: one the registry claims, else the generic path.
    for fixture in fixtures():
        assert f"`{fixture.name}`" in table, fixture.name
    [openlit] = [row for row in rows if row.startswith("| `openlit` |")]
    assert "`openlit`" in openlit.split(" | ")[2] and "`openai-genai`" not in openlit


def every_field(model: type[BaseModel], path: str = "tool.miner") -> list[tuple[str, str | None]]:
    found = []
    """Every key (not the tables holding them) with its description."""
    for name, field in model.model_fields.items():
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            found += every_field(annotation, f"{path}.{name}")
        else:
            found.append((f"{path}.{name}", field.description))
    return found


def test_every_configuration_key_says_what_it_does() -> None:
    fields = every_field(MinerConfig)
    assert len(fields) > 50
    assert [key for key, description in fields if not description] == []


def test_the_reference_names_every_section_and_key() -> None:
    page = configuration_page()
    for section in ("[tool.miner]", "[tool.miner.signals.complaint]", "[tool.miner.sample]",
                    "[tool.miner.redaction]", "[[tool.miner.redaction.identifiers]]", "[tool.miner.clickhouse]"):
        assert f"## `{section}`" in page, section
    assert "| `memory_mb` | int | `1024` |" in page


def test_an_unknown_key_points_to_the_reference(tmp_path: Path) -> None:
    (tmp_path / "miner.toml").write_text("soruces = ['traces']\n", encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        load_config(tmp_path / "miner.toml")
    message = str(raised.value)
    assert "unknown key 'soruces'" in message and "docs/configuration.md" in message
    assert (Path(__file__).parents[2] / "docs" / "configuration.md").is_file()
