"""Every precision rule carries its examples: the ones it must decide and the ones it must leave alone. They run
here against the real engine's lexicon, one test per example."""

from __future__ import annotations

from pathlib import Path

import pytest

from redaction import Engine
from redaction.recognizers.keys import key_words
from redaction.rules import Rule, Table, markdown, tables
from redaction.rules.key_languages import KEY_LANGUAGES
from redaction.rules.unowned import OWNED_LOOKALIKES, UNOWNED_WORDS

CASES = [
    pytest.param(table, rule, example, fires, id=f"{rule.name}-{'fires' if fires else 'passes'}-{number}")
    for table in tables()
    for rule in table.rules
    for fires, examples in ((True, rule.fires), (False, rule.passes))
    for number, example in enumerate(examples)
]


@pytest.mark.parametrize(("table", "rule", "example", "fires"), CASES)
def test_each_rule_decides_its_examples(
    engine: Engine, table: Table, rule: Rule, example: str, fires: bool  # type: ignore[type-arg]
) -> None:
    context = table.context(example, engine)
    assert rule.decides(context) is fires, f"{rule.name} on {example!r}"


def test_every_rule_has_an_example_it_decides_and_a_unique_name() -> None:
    names = [rule.name for table in tables() for rule in table.rules]
    assert len(names) == len(set(names))
    assert all(rule.fires and rule.does and rule.why for table in tables() for rule in table.rules)


def test_the_documented_rules_are_the_rules_in_the_code() -> None:
    page = (Path(__file__).resolve().parents[2] / "docs" / "redaction.md").read_text(encoding="utf-8")
    documented = page.split("<!-- rules:begin -->\n", 1)[1].split("<!-- rules:end -->", 1)[0]
    assert documented.strip() == markdown().strip(), "regenerate with: python -m redaction.rules"


@pytest.mark.parametrize(("key", "words"), [example for language in KEY_LANGUAGES for example in language.examples])
def test_a_key_in_another_language_is_read_as_its_english_words(key: str, words: str) -> None:
    assert key_words(key) == words.split()


def test_an_english_key_reads_as_itself() -> None:
    for key in ("username", "nickname", "filename", "customerId", "data", "sort_code", "hostname"):
        assert "".join(key_words(key)) == key.casefold().replace("_", "")


def test_a_word_named_as_owned_is_in_no_kind_of_thing_no_one_owns() -> None:
    assert not set(OWNED_LOOKALIKES) & UNOWNED_WORDS
