"""How a word of a script that writes its long vowels with letters of consonants is read in Latin letters.

Syriac, Arabic, Hebrew, Mandaic and Samaritan write a long vowel with the letter of a consonant: waw for "o" and "u",
yod for "i" and "e" ("ܬܘܡܐ" is Toma, "ܒܛܪܘܣ" Boutros, "ܫܡܥܘܢ" Shamoun, "يوسف" Yousif), though waw at a word's
start is its consonant ("وسيم", Wasim). Read in Latin letters (`anyascii`), such a letter is a "w" or a "v" a Latin
spelling of the name writes as a vowel; so a word of these scripts is read twice when it holds one after its first
letter, as written and with that letter read as the vowel it writes. A letter these scripts write for two sounds a
Latin spelling tells apart is read as one sound: pe is "p" and "f" ("ܝܘܣܦ", Yousif), gamal is "g" and "j" ("ܢܓܝܒܐ",
Najiba). Read by the rule of names written in another script (redaction/rules/names_in_another_script.py): a word is
a held name's when any of its readings is.
"""

from __future__ import annotations

import re
import unicodedata

# The scripts that write a long vowel with the letter of a consonant, by the first word of their letters' names.
SCRIPTS_WITH_VOWEL_LETTERS = ("SYRIAC", "ARABIC", "HEBREW", "MANDAIC", "SAMARITAN")
# A letter of a long vowel read in Latin letters ("w" or "v", after the word's first letter; "y" is read as a vowel
# in every script).
_VOWEL_LETTER = re.compile(r"(?<=.)[wv]")
# The sounds these scripts write with one letter, read as one (the first of each pair as the second) in every
# reading, the held names' in Latin letters too.
ONE_LETTER_SOUNDS = (("f", "p"), ("j", "g"))


def writes_vowels_with_letters(word: str) -> bool:
    """Whether a word's first letter is of a script that writes its long vowels with letters of consonants."""
    return bool(word) and unicodedata.name(word[0], "").split(" ")[0] in SCRIPTS_WITH_VOWEL_LETTERS


def vowel_letters_read(latin_of: str, word: str) -> str | None:
    """A word's letters in Latin letters (`latin_of`, as `anyascii` writes them), each "w" or "v" after the first read
    as the vowel it writes (dropped), when the word is of a script that writes vowels with letters and has one."""
    if not writes_vowels_with_letters(word) or not _VOWEL_LETTER.search(latin_of):
        return None
    return _VOWEL_LETTER.sub("", latin_of)


# (a word, its letters in Latin letters with its vowel letters read as vowels, or None: read as written only)
EXAMPLES: tuple[tuple[str, str | None], ...] = (
    ("ܬܘܡܐ", "tm'"),  # Toma
    ("ܫܡܥܘܢ", "shm`n"),  # Shamoun
    ("يوسف", "ysf"),  # Yousif
    ("وسيم", None),  # Wasim: a waw at the word's start is its consonant
    ("महेश", None),  # Devanagari writes its vowels as signs
)
