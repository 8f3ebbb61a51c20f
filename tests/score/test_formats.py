"""The formats `miner score` writes publish their JSON Schemas through `miner schema`."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from click.testing import Result

from miner.formats.adk_eval_history import EvalSetResult
from miner.formats.baseline import Baseline
from miner.formats.results import EvalResult


@pytest.mark.parametrize(("kind", "model"), [("results", EvalResult), ("baseline", Baseline),
                                             ("adk-eval-history", EvalSetResult)])
def test_schemas_are_published(kind: str, model: type, miner: Callable[..., Result]) -> None:
    result = miner("schema", kind)
    assert result.exit_code == 0
    schema = json.loads(result.stdout)
    assert schema["title"] == model.__name__
    assert set(model.model_fields) <= set(schema["properties"])
