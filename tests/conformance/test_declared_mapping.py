"""A producer no mapper knows, read through a declared span mapping alone (`[tool.miner.spans]`, every span
mapper else off): the Langfuse Python SDK's spans (`langfuse.observation.*` keys), written by the real SDK."""

from __future__ import annotations

from pathlib import Path

import pytest

from miner.config import MinerConfig, load_config
from miner.diagnostics import Diagnostics
from miner.errors import ConfigError
from miner.ingest import read_sessions
from miner.receivers.clickhouse import user_words_part
from tests.clickhouse.conftest import bad_ones, dumped, from_files, pushed_down
from tests.clickhouse.test_every_convention import EVERY_SESSION, loaded, said
from tests.conformance.scoring import FIXTURES, score

LANGFUSE = FIXTURES / "langfuse"
MAPPING = """
[tool.miner]
conventions = ["declared", "app-logs"]

[tool.miner.spans]
session_id = ["session.id"]
user_id = ["user.id"]
user_text = "langfuse.observation.input"
user_text_path = "args[0]"
agent_text = "langfuse.observation.output"
tool_span = "langfuse.observation.type"
tool_span_value = "tool"
tool_name = "span.name"
tool_arguments = "langfuse.observation.input"
tool_arguments_path = "kwargs"
tool_result = "langfuse.observation.output"
error = "langfuse.observation.level"
error_value = "ERROR"
"""


@pytest.fixture(scope="module")
def declared(tmp_path_factory: pytest.TempPathFactory) -> MinerConfig:
    folder = tmp_path_factory.mktemp("project")
    (folder / "pyproject.toml").write_text(MAPPING, encoding="utf-8")
    return load_config(folder / "pyproject.toml")[0]


def test_a_declared_mapping_reads_a_producer_no_mapper_knows(declared: MinerConfig) -> None:
    row = score(LANGFUSE, declared)
    misses = [f"{name}: {miss}" for name, cell in row.cells.items() for miss in cell.misses]
    assert not misses, "\n".join(misses)
    assert row.cells["user_texts"].total >= 8 and row.cells["tool_args_results"].total >= 7


def test_without_the_mapping_the_same_spans_give_nothing(declared: MinerConfig) -> None:
    """The mapping is what reads them: with its spans section empty, no session is found."""
    row = score(LANGFUSE, MinerConfig(conventions=declared.conventions))
    assert row.cells["sessions"].right == 0


def test_a_misspelt_mapping_field_is_one_line_naming_it(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.miner.spans]\nsesion_id = ['x']\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="sesion_id"):
        load_config(tmp_path / "pyproject.toml")


def test_a_declared_mapping_reads_the_same_through_clickhouse(declared: MinerConfig, tmp_path: Path) -> None:
    files, source = loaded(LANGFUSE, tmp_path)
    in_files = from_files(str(files), declared)
    projected = read_sessions([user_words_part(source, EVERY_SESSION)], declared.model_copy(update={"workers": 1}),
                              Diagnostics(stream=None))
    assert said(list(projected)) == said(in_files)
    assert dumped(pushed_down(source, declared)) == dumped(bad_ones(in_files, declared))
