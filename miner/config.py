"""The miner's configuration: `[tool.miner]` in pyproject.toml, or a `miner.toml`.

One pydantic model is the single source of truth. Unknown keys and wrong types are errors that name the
key: a typo must never be silently ignored, or the weekly run quietly mines with defaults.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from miner.errors import ConfigError
from miner.mappers import REGISTRY
from miner.mappers.declared import SpanMapping
from miner.receivers.app_logs import AppLogMapping
from miner.receivers.clickhouse.settings import ClickHouseSettings
from miner.report.config import ReportConfig
from miner.run.config import RunConfig
from miner.sample.config import SampleConfig
from miner.score.config import JudgeConfig, ScoreConfig
from miner.signals.config import SignalsConfig
from redaction.config import RedactionConfig

DEFAULT_SOURCE = "traces"


class MinerConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sources: list[str] = Field(
        default_factory=lambda: [DEFAULT_SOURCE],
        description="Trace files, directories or globs read when no --source is given.",
    )
    conventions: list[str] = Field(
        default_factory=lambda: list(REGISTRY),
        description="The mappers (miner.mappers.REGISTRY) tried on each record, in order; the first that "
                    "recognises it maps it. A record type none of them reads is read by every mapper of that type. "
                    "Default: every registered mapper, in the registry's order.",
    )
    session_keys: list[str] = Field(
        default_factory=list,
        description="Span attributes that name the conversation in your traces, tried in order before the keys "
                    "each convention knows (see docs/producers.md for their lookup order).",
    )
    session_idle: str = Field(
        "2h",
        description="Log records that name a conversation but no trace are one trace per this much time.",
    )
    workers: int | None = Field(
        None, ge=1, description="Processes that read, assemble and detect in parallel (default: the cores there are)."
    )
    memory_mb: int = Field(
        1024, ge=64, description="Memory budget of ingestion in MB, all workers together: the input is split into "
                                 "as many shards as it takes for each to fit, whatever the size of the input.",
    )
    spill_dir: str | None = Field(
        None, description="Where ingestion keeps its shards while it runs (default: the system's temporary folder).",
    )
    app_name: str | None = Field(None, description="App name for drafted cases when the traces carry none.")
    drafts: str = Field("drafts", description="Where `miner sample` writes draft eval sets and sidecars.")
    fixtures: str = Field("fixtures", description="Where `miner sample` writes the tool fixtures of drafts.")
    suite: str = Field("evals", description="Where `miner promote` moves reviewed cases.")
    signals: SignalsConfig = Field(default_factory=SignalsConfig, description="The signal detectors.")
    sample: SampleConfig = Field(default_factory=SampleConfig, description="The weekly sample, its ledger.")
    tools: list[str] | None = Field(None, description="The agent's tool names, for `miner validate`.")
    tools_manifest: str | None = Field(
        None, description="JSON list of the agent's tool definitions (gen_ai.tool.definitions shape)."
    )
    agent: str | None = Field(
        None, description="The ADK agent to read the tools from, as package.module:root_agent (imported)."
    )
    redaction: RedactionConfig = Field(
        default_factory=RedactionConfig,
        description="How personal data is found and replaced before anything is drafted.",
    )
    app_logs: AppLogMapping = Field(default_factory=AppLogMapping,
                                    description="How to read the application's own JSON-lines logs.")
    spans: SpanMapping = Field(default_factory=SpanMapping,
                               description="Where spans of a producer no mapper knows keep each fact: a declared "
                                           "span mapping, read before any convention (docs/producers.md).")
    read_only_tools: list[str] = Field(
        default_factory=list,
        description="Tools that only read (lookups); every other tool acts. A clarifying turn may call only these.",
    )
    score: ScoreConfig = Field(default_factory=ScoreConfig, description="`miner score`: run matching, the gate.")
    judge: JudgeConfig = Field(default_factory=JudgeConfig, description="The judge model grading rubric criteria.")
    run: RunConfig = Field(default_factory=RunConfig,
                           description="`miner run`: the agent it drives through the suite, repeats, jobs.")
    clickhouse: ClickHouseSettings = Field(
        default_factory=ClickHouseSettings,
        description="How to read a clickhouse:// source: the exporter's tables, the password's variable.",
    )
    report: ReportConfig = Field(default_factory=ReportConfig,
                                 description="`miner report`: the weeks' records and the page made of them.")


CONFIG_FILES = ("miner.toml", "pyproject.toml")


def config_root(config_file: Path | None) -> Path:
    """The folder the configuration's relative paths are read from: its file's, else the current one."""
    return config_file.parent if config_file is not None else Path.cwd()


def config_relative(config_file: Path | None, path: str | Path) -> Path:
    """A path written in the configuration (or given for it), relative to `config_root`.

    Kept relative when that root is the current folder, so messages name files as the user wrote them.
    """
    path, root = Path(path), config_root(config_file)
    if path.is_absolute() or root.resolve() == Path.cwd().resolve():
        return path
    return root / path


def _format_error(error: ValidationError, origin: str) -> str:
    first = error.errors()[0]
    key = ".".join(str(part) for part in first["loc"]) or "(top level)"
    if first["type"] == "extra_forbidden":
        return f"{origin}: unknown key '{key}' (every key is in the configuration reference, docs/configuration.md)"
    return f"{origin}: key '{key}': {first['msg']}"


def load_config(path: Path | None = None, start: Path | None = None) -> tuple[MinerConfig, Path | None]:
    """Read the configuration from `path`, or from the first miner.toml / pyproject.toml found in `start`.

    Returns the config and the file it came from (None when defaults are used).
    """
    candidates = [path] if path else [(start or Path.cwd()) / name for name in CONFIG_FILES]
    for candidate in candidates:
        if not candidate.is_file():
            if path:
                raise ConfigError(f"{candidate}: configuration file not found")
            continue
        try:
            document = tomllib.loads(candidate.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{candidate}: not valid TOML ({exc})") from None
        if candidate.name == "pyproject.toml":
            table = document.get("tool", {}).get("miner")
            if table is None:
                continue
            origin = f"{candidate} [tool.miner]"
        else:
            table = document.get("tool", {}).get("miner", document)
            origin = str(candidate)
        try:
            return MinerConfig.model_validate(table), candidate
        except ValidationError as exc:
            raise ConfigError(_format_error(exc, origin)) from None
    return MinerConfig(), None
