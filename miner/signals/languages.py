"""Which languages a session's user wrote in that the detectors have no cues for: a cheap guess, without a dependency,
so that `miner sample` can say where complaints and requests for a person go unseen.

Which languages each detector reads is taken from its own tables, never listed here: the scripts their words are
written in and, in Latin script, their words (`languages_read`). The complaint detector's tables are its cues of
`other_languages.py` (the frames, the counted times, the user's "no", "still" and "again" of the `disputed` cue, the
agent owning the user's displeasure) and the team's complaint `phrases` and `patterns`; the escalation detector's
are the requests for a person (the frames of `other_languages.py` and the three word classes of `request_words.py`
with the team's `request_words`) and the team's escalation `phrases` and `patterns`. A language added to a
detector's tables is read by that detector from then on, and a language one detector reads and the other does not is
said to be unread by the other only (`unread_cues`: Thai has request words and no complaint cues). The guess reads
the letters of the user's messages: their script first (any script besides Latin, by its letters' Unicode names;
Chinese characters with kana beside them are Japanese), and in Latin script whether the words are common words of
English or of the languages of the tables, or words of the tables; Latin text with hardly any of them is "another
Latin-script language". A language declared in `[tool.miner.signals.languages]` is a table like the built-in ones:
its script, or its words, are read. No text is kept: only the name of the guess.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from miner.scripts import CHINESE, JAPANESE, script_of
from miner.signals import enabled
from miner.signals.complaint import DEFAULT_WEIGHTS, ComplaintConfig
from miner.signals.config import SignalsConfig
from miner.signals.escalation import EscalationConfig, team_request_words
from miner.signals.learned import ENGLISH_WORDS, OTHER_LANGUAGE_WORDS, tokens
from miner.signals.other_languages import (
    AGENT_CONCESSIONS,
    COMPLAINTS,
    COUNTED_TIMES,
    NEGATION_WORDS,
    PERSON_REQUESTS,
    STILL_WORDS,
)
from miner.signals.request_words import RequestWords, merged
from miner.signals.text import MESSAGE_CHARS_READ

OTHER_LATIN = "another Latin-script language"
# The detectors whose cues are read from tables, by their names in the configuration.
COMPLAINT = "complaint"
ESCALATION = "escalation"
# Below this many letters a session says too little to guess from ("ok", "👍", an order number).
MIN_LETTERS = 12
# Text in English or a language the cues know has many of their common words ("the", "is", "que", "und": a fifth to
# a half of its words); Latin-script text with fewer than this share of them is another language.
KNOWN_WORDS_SHARE = 0.12
# What a regular expression writes besides its words: escapes (\b, \s, \w), lookarounds, a class (its first letter
# stands for it: "n[aã]o" is "nao").
_ESCAPE = re.compile(r"\\[A-Za-z]")
_CHARACTER_CLASS = re.compile(r"\[\^?(.)[^\]]*\]")


@dataclass(frozen=True)
class LanguagesRead:
    """What the detectors' tables are written in: the scripts besides Latin, and the Latin-script words (accents
    dropped, as the guess reads them)."""

    scripts: frozenset[str]
    latin_words: frozenset[str]


def _plain(pattern: str) -> str:
    """A regular expression's words, without what it writes besides them."""
    return _CHARACTER_CLASS.sub(r"\1", _ESCAPE.sub(" ", pattern))


def _latin_words(text: str) -> list[str]:
    # Accents dropped, so that "está" is the common word "esta" and "mitä" is not "mit".
    return tokens(unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode())


def _read_in(texts: Iterable[str]) -> LanguagesRead:
    """The scripts and Latin-script words of a table's words and patterns."""
    scripts: set[str] = set()
    words: set[str] = set()
    for text in texts:
        plain = _plain(text)
        scripts.update(script for character in plain if (script := script_of(character)) is not None)
        # A lone letter is what is left of a regular expression's group ("m[aá](?:te|š)"), no word.
        words.update(word for word in _latin_words(plain) if word.isalpha() and len(word) > 1)
    return LanguagesRead(frozenset(scripts), frozenset(words))


def _request_words(languages: Iterable[RequestWords]) -> Iterable[str]:
    for words in languages:
        yield from (*words.wish, *words.contact, *words.person)


def languages_read(signals: SignalsConfig) -> dict[str, LanguagesRead]:
    """What each of the complaint and escalation detectors, as configured, has cues in, by the detector's name
    (`COMPLAINT`, `ESCALATION`); empty when neither runs."""
    return _languages_read_for(signals.model_dump_json())


@lru_cache(maxsize=8)
def _languages_read_for(signals_json: str) -> dict[str, LanguagesRead]:
    read: dict[str, LanguagesRead] = {}
    for _, table in enabled(SignalsConfig.model_validate_json(signals_json)):
        if isinstance(table, ComplaintConfig):
            read[COMPLAINT] = _read_in(_complaint_tables(table))
        elif isinstance(table, EscalationConfig):
            read[ESCALATION] = _read_in(_escalation_tables(table))
    return read


def _complaint_tables(complaint: ComplaintConfig) -> list[str]:
    tables: list[str] = []
    weights = {**DEFAULT_WEIGHTS, **complaint.weights}
    if complaint.other_languages:
        tables += OTHER_LANGUAGE_WORDS
        if weights["other_languages"] > 0:
            tables += (*COMPLAINTS, *COUNTED_TIMES)
        if weights["disputed"] > 0:
            tables += (NEGATION_WORDS, STILL_WORDS)
        if weights["agent_concedes"] > 0:
            tables += AGENT_CONCESSIONS
        if weights["apologised_to"] > 0 or weights["disputed"] > 0:
            tables += complaint.declared("agent_apologies")
    return [*tables, *complaint.phrases, *complaint.patterns, *complaint.declared("complaint_phrases")]


def _escalation_tables(escalation: EscalationConfig) -> list[str]:
    tables: list[str] = []
    if escalation.other_languages:
        tables += OTHER_LANGUAGE_WORDS
        tables += PERSON_REQUESTS
        tables += _request_words(merged(team_request_words(escalation)).values())
        if escalation.agent_handoffs:
            tables += escalation.declared("agent_handoffs")
    return [*tables, *escalation.phrases, *escalation.patterns]


def unread_cues(texts: Iterable[str], read: dict[str, LanguagesRead]) -> tuple[str, tuple[str, ...]] | None:
    """The language of the user's messages (by the guess of `unread_language`) and the detectors, of those in `read`,
    that have no cues for it; None when every one has (or the text is too little to say)."""
    messages = list(texts)
    unread = {name: language for name, table in read.items()
              if (language := unread_language(messages, table)) is not None}
    if not unread:
        return None
    # The guess is the same for every table but in Latin script, where one table's words may make it known: then the
    # language is the one the other tables do not read.
    return next(iter(unread.values())), tuple(sorted(unread))


def unread_figures(sessions: Counter[str], unread_by: Mapping[str, set[str]]) -> dict[str, Any]:
    """What `miner sample` and `miner doctor` say of the sessions in languages a detector has no cues for, from the
    sessions counted by language and the detectors unread for each: how many, by language (most first, ties by name,
    never the order they were met in), and those detectors. Names only."""
    ranked = sorted(sessions.items(), key=lambda item: (-item[1], item[0]))
    return {"sessions": sum(sessions.values()), "languages": dict(ranked),
            "no_cues_in": {language: sorted(unread_by[language]) for language, _ in ranked}}


def unread_language(texts: Iterable[str], read: LanguagesRead) -> str | None:
    """The language of the user's messages when the detectors have no cues for it (by the guess above), or None:
    English, a language the tables are written in, or too little text to say. Chinese characters with kana beside
    them in the same session are Japanese."""
    scripts: Counter[str] = Counter()
    latin = known = counted = 0
    for text in texts:
        text_read = text[:MESSAGE_CHARS_READ]
        for character in text_read:
            if character.isalpha():
                script = script_of(character)
                if script is None:
                    latin += 1
                else:
                    scripts[script] += 1
        words = _latin_words(text_read)
        known += sum(word in ENGLISH_WORDS or word in read.latin_words for word in words)
        counted += sum(word.isalpha() for word in words)
    if scripts[CHINESE] and scripts[JAPANESE]:
        scripts[JAPANESE] += scripts.pop(CHINESE)
    other = sum(scripts.values())
    if latin + other < MIN_LETTERS:
        return None
    if other > latin:
        script, _ = scripts.most_common(1)[0]
        return None if script in read.scripts else script
    return OTHER_LATIN if counted and known / counted < KNOWN_WORDS_SHARE else None
