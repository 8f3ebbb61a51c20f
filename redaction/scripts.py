"""The script a letter is written in, by its Unicode name, without a dependency; and which scripts the name model
of redaction reads, decided here once: for the rules that read a person's record in a script the model cannot
(redaction/rules/person_records.py), and for `miner doctor` and `miner sample`, which say where names may pass
unredacted (miner/scripts.py).

The name model is the spaCy model of `[tool.miner.redaction]` (`model`, `language`), through Presidio: it finds
people's names (and places, organisations) in the script its language is written in, and none in another. Patterns
(e-mail addresses, phone numbers, identifiers) are read in any script.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from redaction.config import RedactionConfig

LATIN = "Latin script"


def _mark_ranges() -> str:
    code_points = [code for code in range(0x10000) if unicodedata.category(chr(code)).startswith("M")]
    ranges: list[list[int]] = []
    for code in code_points:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return "".join(f"{re.escape(chr(first))}-{re.escape(chr(last))}" for first, last in ranges)


# The signs written on a letter in any script of the Basic Multilingual Plane (a vowel sign, a virama, a diacritic:
# Unicode's categories Mn, Mc and Me), as a regular expression class's ranges, read once at import: `\w` reads none
# of them, and would cut "லக்ஷ்மி" or "मंगर" into its letters. A word of such a script is its letters with their marks.
MARKS = _mark_ranges()
# A letter of the Arabic script (Arabic, Persian, Kurdish, Urdu, Sindhi, Pashto), as a regular expression's class:
# for the rules that read a word of it by its letters.
ARABIC_LETTER = r"[\u0620-\u064A\u0671-\u06D3\u06D5]"
JAPANESE = "Japanese"
CHINESE = "Chinese"
KOREAN = "Korean"
# Words a letter's Unicode name begins with that name no script of their own ("MODIFIER LETTER", "MATHEMATICAL
# BOLD", "FULLWIDTH LATIN").
_NO_SCRIPT = frozenset({"MODIFIER", "MATHEMATICAL", "FULLWIDTH", "HALFWIDTH", "SUPERSCRIPT", "SUBSCRIPT"})
_LETTER_OF_A_SCRIPT = re.compile(r"\b(?:LETTER|SYLLABLE|CHARACTER|IDEOGRAPH)")
# The scripts a spaCy model's language is written in, by its code, where it is not Latin alone; a model whose
# language is not here reads Latin script.
_SCRIPTS_OF_LANGUAGE: dict[str, tuple[str, ...]] = {
    "ru": ("Cyrillic script",), "uk": ("Cyrillic script",), "bg": ("Cyrillic script",), "sr": ("Cyrillic script",),
    "mk": ("Cyrillic script",), "el": ("Greek script",), "he": ("Hebrew script",), "ar": ("Arabic script",),
    "fa": ("Arabic script",), "ur": ("Arabic script",), "hi": ("Devanagari script",), "mr": ("Devanagari script",),
    "ne": ("Devanagari script",), "bn": ("Bengali script",), "ta": ("Tamil script",), "te": ("Telugu script",),
    "th": ("Thai script",), "ko": (KOREAN,), "zh": (CHINESE,), "ja": (JAPANESE, CHINESE),
}


def is_latin(character: str) -> bool:
    """A letter of the Latin script, which every name model reads."""
    return character.isascii() or unicodedata.name(character, "").startswith("LATIN")


def script_of(character: str) -> str | None:
    """The script of a letter, by its Unicode name ("CYRILLIC SMALL LETTER A": "Cyrillic script"); None for Latin
    and for what is no letter of a script."""
    if not character.isalpha() or is_latin(character):
        return None
    name = unicodedata.name(character, "")
    first = name.split(" ", 1)[0]
    if first.startswith(("HIRAGANA", "KATAKANA")):
        return JAPANESE
    if first == "CJK":
        return CHINESE
    if first == "HANGUL":
        return KOREAN
    if first in _NO_SCRIPT or not _LETTER_OF_A_SCRIPT.search(name):
        return None
    return f"{first.title()} script"


def name_model_scripts(config: RedactionConfig) -> frozenset[str]:
    """The scripts besides Latin in which the configured name model finds names."""
    return frozenset(_SCRIPTS_OF_LANGUAGE.get(config.language.split("_")[0].split("-")[0].lower(), ()))


def unread_script(text: str, read: frozenset[str] = frozenset()) -> bool:
    """Letters, none of them Latin nor of a script in `read` (`name_model_scripts`): a text the name model finds no
    name in. Without `read`, a text the English name model does not read (Hebrew, Arabic, Cyrillic, Greek,
    Devanagari, Thai, Han...)."""
    letters = [char for char in text if char.isalpha()]
    return bool(letters) and not any(is_latin(char) or script_of(char) in read for char in letters)
