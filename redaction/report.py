"""The redaction report that travels with a draft: counts per entity type, never a value."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from redaction.config import Replace
from redaction.surrogates import NOTICE


class RedactionReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    replacements: dict[str, int] = Field(
        default_factory=dict, description="Occurrences replaced, per entity type."
    )
    distinct_values: dict[str, int] = Field(
        default_factory=dict, description="Distinct values replaced (one placeholder each), per entity type."
    )
    fixture_ids: dict[str, str] = Field(
        default_factory=dict,
        description="Fixture values put in place of real account identifiers, with their entity type.",
    )
    model: str = Field(description="spaCy model used for named entities.")
    score_threshold: float
    replace: Replace = Field("placeholder", description="What personal values became: surrogates or placeholders.")

    @property
    def notice(self) -> str:
        """One sentence for the draft: the values in it are synthetic, not anyone's."""
        return NOTICE[self.replace]

    @property
    def total(self) -> int:
        return sum(self.replacements.values())

    def merge(self, other: RedactionReport) -> RedactionReport:
        """Totals over several sessions, e.g. for the summary line of a run."""
        return RedactionReport(
            replacements=_add(self.replacements, other.replacements),
            distinct_values=_add(self.distinct_values, other.distinct_values),
            fixture_ids={**self.fixture_ids, **other.fixture_ids},
            model=self.model,
            score_threshold=self.score_threshold,
            replace=self.replace,
        )


def _add(left: dict[str, int], right: dict[str, int]) -> dict[str, int]:
    keys = sorted(set(left) | set(right))
    return {key: left.get(key, 0) + right.get(key, 0) for key in keys}
