"""The registry is the only wiring of a detector: its table, its weight and its ClickHouse reading follow it."""

from __future__ import annotations

from dataclasses import fields

import pytest

from miner.receivers.clickhouse import Predicates
from miner.sample.clickhouse import predicates_for, word_detectors, words_filter
from miner.sample.config import SampleConfig
from miner.signals import KINDS, SPECS, SignalsConfig
from miner.signals.base import DetectorSpec, Section


def test_every_detector_has_its_table_and_its_default_weight() -> None:
    config = SignalsConfig()
    for spec in SPECS:
        assert isinstance(config.table(spec.name), spec.config)
    assert set(SampleConfig().weights) == set(KINDS)


def test_a_detector_that_says_nothing_of_the_clickhouse_path_is_refused() -> None:
    with pytest.raises(ValueError, match="neither what the ClickHouse search pushes down"):
        DetectorSpec(name="silent", config=Section, build=lambda config: None, weight=1.0)  # type: ignore[arg-type, return-value]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.name)
def test_every_detector_is_read_on_the_clickhouse_path(spec: DetectorSpec) -> None:
    alone = SignalsConfig.model_validate({"detectors": [spec.name]})
    predicate_fields = {field.name for field in fields(Predicates)}
    if spec.push_down is not None:
        pushed = spec.push_down(alone.table(spec.name))
        assert set(pushed) <= predicate_fields
        searched = predicates_for(alone)
        for name, values in pushed.items():
            assert getattr(searched, name) == values
    if spec.user_words is not None:
        assert word_detectors(alone) == [spec.name]
    else:
        assert word_detectors(alone) == []


def test_a_disabled_detector_pushes_nothing_down() -> None:
    without = SignalsConfig.model_validate({"error": {"enabled": False}, "escalation": {"enabled": False}})
    searched = predicates_for(without)
    assert searched.error_needles == [] and searched.handoff_patterns == [] and searched.agent_said == []


def test_the_words_test_is_the_widest_of_the_word_detectors() -> None:
    assert words_filter(SignalsConfig()) is None  # the built-in English cues need every session's words
    own_words = SignalsConfig.model_validate({
        "complaint": {"english_cues": False, "sentiment_lexicon": False, "phrases": ["rubbish service"]},
        "escalation": {"english_cues": False, "phrases": ["a real person"]},
    })
    test = words_filter(own_words)
    assert test is not None
    assert test.needles == ["person", "rubbish"]
    assert test.min_messages == 2  # a repeated request, which only the complaint detector reads


def test_a_declared_language_widens_the_words_test() -> None:
    own_words = {"complaint": {"english_cues": False, "sentiment_lexicon": False, "phrases": ["rubbish service"]},
                 "escalation": {"english_cues": False, "phrases": ["a real person"]}}
    # An ASCII complaint phrase of a declared language is one more needle; its words of asking for a person, which
    # take endings, leave every session's words to be read.
    test = words_filter(SignalsConfig.model_validate(
        {**own_words, "languages": {"swahili": {"complaint_phrases": ["huduma mbovu"]}}}))
    assert test is not None and test.needles == ["huduma", "person", "rubbish"]
    assert words_filter(SignalsConfig.model_validate(
        {**own_words, "languages": {"swahili": {"request_words": {"person": ["mtu"]}}}})) is None
