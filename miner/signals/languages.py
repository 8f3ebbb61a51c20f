"""Which languages a session's user wrote in that the detectors have no cues for: a cheap guess, without a
dependency, so that `miner sample` can say where complaints and requests for a person go unseen.

The complaint and escalation detectors read English (its cues and the learned model) and the frames of the
languages in `other_languages.py` (Spanish, French, German, Portuguese, Italian, Dutch, Polish, Swedish, Turkish,
Japanese). A user writing in any other language is read without error and never flagged, unless the team added
its own `phrases`. The guess reads the letters of the user's messages: their script first (Cyrillic, Greek, Arabic,
Hebrew, Devanagari, Thai, Hangul, Chinese characters with no kana), and in Latin script whether the words are
English or common words of a language the cues know; Latin text with hardly any of them is "another Latin-script
language". No text is kept: only the name of the guess.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable

from miner.signals.learned import ENGLISH_WORDS, OTHER_LANGUAGE_WORDS, tokens
from miner.signals.text import MESSAGE_CHARS_READ

# Scripts by the first word of their letters' Unicode names, and how the summary names them.
_SCRIPTS = {"CYRILLIC": "Cyrillic script", "GREEK": "Greek script", "ARABIC": "Arabic script",
            "HEBREW": "Hebrew script", "DEVANAGARI": "Devanagari script", "BENGALI": "Bengali script",
            "TAMIL": "Tamil script", "THAI": "Thai script", "HANGUL": "Korean", "GEORGIAN": "Georgian script",
            "ARMENIAN": "Armenian script", "ETHIOPIC": "Ethiopic script"}
_KANA = ("HIRAGANA", "KATAKANA")
JAPANESE = "Japanese"
CHINESE = "Chinese"
OTHER_LATIN = "another Latin-script language"
# Below this many letters a session says too little to guess from ("ok", "👍", an order number).
MIN_LETTERS = 12
# Text in English or a language the cues know has many of their common words ("the", "is", "que", "und": a fifth to
# a half of its words); Latin-script text with fewer than this share of them is another language.
KNOWN_WORDS_SHARE = 0.12


def _script(character: str) -> str | None:
    """The script of a letter, by the first word of its Unicode name; None for Latin and for what is no letter."""
    if character.isascii() or not character.isalpha():
        return None
    name = unicodedata.name(character, "")
    first = name.split(" ", 1)[0]
    if first in _KANA:
        return JAPANESE
    if first == "CJK":
        return CHINESE
    return _SCRIPTS.get(first)


def unread_language(texts: Iterable[str]) -> str | None:
    """The language of the user's messages when the detectors have no cues for it (by the guess above), or None:
    English, a language the cues know, or too little text to say. Chinese characters with kana beside them in the
    same session are Japanese."""
    scripts: Counter[str] = Counter()
    latin = known = counted = 0
    for text in texts:
        read = text[:MESSAGE_CHARS_READ]
        for character in read:
            if character.isalpha():
                script = _script(character)
                if script is None:
                    latin += 1
                else:
                    scripts[script] += 1
        # Accents dropped, so that "está" is the common word "esta" and "mitä" is not "mit".
        words = tokens(unicodedata.normalize("NFKD", read).encode("ascii", "ignore").decode())
        known += sum(word in ENGLISH_WORDS or word in OTHER_LANGUAGE_WORDS for word in words)
        counted += sum(word.isalpha() for word in words)
    if scripts[CHINESE] and scripts[JAPANESE]:
        scripts[JAPANESE] += scripts.pop(CHINESE)
    other = sum(scripts.values())
    if latin + other < MIN_LETTERS:
        return None
    if other > latin:
        script, _ = scripts.most_common(1)[0]
        return None if script == JAPANESE else script
    return OTHER_LATIN if counted and known / counted < KNOWN_WORDS_SHARE else None
