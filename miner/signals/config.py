"""Configuration of the signal detectors: `[tool.miner.signals]`, with one table per registered detector.

Each detector owns its table (its module's config model, named by its `SPEC`); this model is derived from the
registry. Every list in a table is the whole list: setting `handoff_tools` replaces the defaults, it does not add
to them. Defaults are tuned on the demo traces and the tuning conversations of `bench/signals.py` (never on its
held-out set).
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, create_model, model_validator

from miner.signals.base import Section
from miner.signals.declared import DeclaredLanguage, ReadsLanguages
from miner.signals.judge import SignalJudgeConfig
from miner.signals.registry import KINDS, SPECS


def _known_kind(name: str) -> str:
    if name not in KINDS:
        raise ValueError(f"unknown detector '{name}' (known: {', '.join(KINDS)})")
    return name


# The name of a registered detector, checked where it is read.
Kind = Annotated[str, AfterValidator(_known_kind)]


class _Signals(BaseModel):
    model_config = ConfigDict(extra="forbid")

    detectors: list[Kind] = Field(
        default_factory=lambda: list(KINDS),
        description="The detectors that run, by name: " + ", ".join(KINDS) + ".",
    )
    judge: SignalJudgeConfig = Field(
        default_factory=SignalJudgeConfig,
        description="The optional judge model that confirms or rejects the detectors' verdicts (off by default).",
    )

    languages: dict[str, DeclaredLanguage] = Field(
        default_factory=dict,
        description="Languages your users write in that the built-in tables do not hold, one table each "
                    "(`[tool.miner.signals.languages.swahili]`): your agent's apologies and hand-offs, the words of "
                    "asking for a person, the user's complaint phrases; read by the same rules as the built-in "
                    "languages (docs/signals.md).",
    )

    @model_validator(mode="after")
    def _declared_to_detectors(self) -> _Signals:
        """Every detector's table that reads languages is handed the declared ones."""
        for name in type(self).model_fields:
            table = getattr(self, name, None)
            if isinstance(table, ReadsLanguages):
                table.declare(self.languages)
        return self

    def table(self, name: str) -> Section:
        """The table of the detector `name`."""
        section: Section = getattr(self, name)
        return section

    if TYPE_CHECKING:
        # A detector's table by its name (`config.signals.complaint`): the fields are made from the registry.
        def __getattr__(self, name: str) -> Any: ...


def described(table: type[Section]) -> str:
    """A detector's table as the configuration reference describes it: its model's docstring."""
    return inspect.cleandoc(table.__doc__ or "")


if TYPE_CHECKING:  # to a type checker the model is its base: its fields, made from the registry, are read by name
    SignalsConfig = _Signals
else:
    SignalsConfig = create_model(
        "SignalsConfig",
        __base__=_Signals,
        __doc__="`[tool.miner.signals]`: which detectors run, and one table per detector.",
        **{spec.name: (spec.config, Field(default_factory=spec.config, description=described(spec.config)))
           for spec in SPECS},
    )
