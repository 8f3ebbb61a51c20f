"""The published sidecar schema is generated from the model and kept up to date."""

from __future__ import annotations

import json
from collections.abc import Callable

from click.testing import Result

from miner.commands.schema import schema_text
from tests.conftest import ROOT

SPEC_SCHEMA = ROOT / "miner" / "formats" / "spec.schema.json"


def test_committed_spec_schema_is_up_to_date() -> None:
    assert SPEC_SCHEMA.read_text(encoding="utf-8") == schema_text("spec"), (
        "regenerate it: python -m miner schema spec > miner/formats/spec.schema.json")


def test_schema_command_prints_the_camel_case_sidecar_schema(miner: Callable[..., Result]) -> None:
    result = miner("schema", "spec")
    schema = json.loads(result.stdout)
    assert result.exit_code == 0
    keys = {"evalId", "protects", "mustNotCall", "argRules", "requiredFacts", "forbiddenClaims", "tags"}
    assert keys <= set(schema["properties"])
    assert schema["additionalProperties"] is False


def test_evalset_schema_is_snake_case(miner: Callable[..., Result]) -> None:
    schema = json.loads(miner("schema", "evalset").stdout)
    assert schema["required"] == ["eval_set_id", "eval_cases"]
    assert "user_content" in schema["$defs"]["Invocation"]["properties"]


def test_every_file_the_miner_keeps_has_a_schema(miner: Callable[..., Result]) -> None:
    """The week record `miner report` reads, the manifest of `miner run`, the report's figures and the judge's cache."""
    for kind, key in (("week", "funnel"), ("run-manifest", "runs"), ("report", "weeks"), ("judge-cache", "verdicts")):
        result = miner("schema", kind)
        assert result.exit_code == 0, result.output
        assert key in json.loads(result.stdout)["properties"], kind
