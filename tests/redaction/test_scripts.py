"""Which scripts the name model reads is decided once (redaction/scripts.py): redaction's rules for a person's
record in a script the model cannot read, and the figures `miner doctor` and `miner sample` give of where names may
pass, ask the same functions."""

from __future__ import annotations

import pytest

import miner.scripts
import redaction.rules.person_records
import redaction.scripts
from redaction.config import RedactionConfig
from redaction.scripts import name_model_scripts, script_of, unread_script


def test_the_rules_and_the_figures_ask_one_definition() -> None:
    assert redaction.rules.person_records.unread_script is redaction.scripts.unread_script
    assert miner.scripts.script_of is redaction.scripts.script_of
    assert miner.scripts.name_model_scripts is redaction.scripts.name_model_scripts


@pytest.mark.parametrize("letter", ["a", "É", "ß", "Ł", "ǅ"])
def test_a_latin_letter_is_of_no_script_the_model_lacks(letter: str) -> None:
    assert script_of(letter) is None
    assert not unread_script(letter)


@pytest.mark.parametrize(("text", "script"), [("Анна", "Cyrillic script"), ("נועה", "Hebrew script"),
                                               ("สมชาย", "Thai script"), ("さくら", "Japanese")])
def test_a_text_in_another_script_is_unread_by_the_english_model(text: str, script: str) -> None:
    assert {script_of(letter) for letter in text if letter.isalpha()} == {script}
    assert unread_script(text)
    assert not unread_script(f"{text} Smith")  # a Latin letter: the model reads the value


def test_a_model_of_another_language_reads_its_own_script_only() -> None:
    russian = name_model_scripts(RedactionConfig(language="ru", model="ru_core_news_sm"))
    assert not unread_script("Анна Петрова", russian)
    assert unread_script("Ελένη Παππά", russian)
    assert unread_script("Анна Петрова", name_model_scripts(RedactionConfig()))
