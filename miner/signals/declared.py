"""A language declared in configuration, `[tool.miner.signals.languages.<name>]`, read by the same rules that read the
built-in tables of other languages (`other_languages.py`, `request_words.py`):

- `agent_apologies`: how the team's agent apologises in that language; read as AGENT_APOLOGIES is (a later message
  the agent's answer opens with an apology to, the user's "no" apologised to, and the agent's reaction that
  corroborates the learned model's verdict); a short one of one word only where it opens a sentence
  (`apologies_regex`);
- `agent_handoffs`: how the agent hands the user to people; read as the agent's English hand-off is (escalation
  evidence), and a message it answers so, that no table reads, is the user asking for a person when the user's words
  say so too (a request word of the language: `handoff_corroborated.py`);
- `request_words`: the language's wish, contact and person words (`request_words.py`), merged with the built-in
  language of the same name if there is one;
- `complaint_phrases`: the user's complaint phrases, read as the complaint table's `phrases` are, but not in a
  message that closes on a question (there the phrase is what the user asks about).

A team knows how its agent apologises and hands off: it wrote the prompt. Every phrase is found as users type it
(any case, Latin letters with or without their marks, and in a script written without spaces anywhere in a run of
letters; a word ending in `*` takes any ending: `text.phrase_pattern`).
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from miner.signals.letters import bare, unspaced
from miner.signals.request_words import RequestWords, alternation
from miner.signals.text import phrase_pattern


class RequestWordsTable(BaseModel):
    """One language's words of asking for a person (`miner/signals/request_words.py`): a clause holding a wish, a
    speaking or contact act and a human being asks for one."""

    model_config = ConfigDict(extra="forbid")

    wish: list[str] = Field(default_factory=list, description="Wishes and imperatives (\"want\", \"please\").")
    contact: list[str] = Field(default_factory=list, description="Acts of speaking or contact (\"talk\", \"call\").")
    person: list[str] = Field(default_factory=list, description="Human beings (\"person\", \"agent\").")
    refusals: list[str] = Field(default_factory=list, description="Negated wishes that cancel the clause.")
    spaced: bool | None = Field(
        None, description="Words end where the language's words end (false: found anywhere; unset: false when the "
                          "words are written in a script without spaces, Chinese, Japanese, Thai, Khmer).",
    )

    def words(self) -> RequestWords:
        """The table as the rule reads it; each word also as users type it without the marks of its Latin letters."""
        spaced = self.spaced
        if spaced is None:
            spaced = not any(unspaced(character) for word in (*self.wish, *self.contact, *self.person)
                             for character in word)
        return RequestWords(wish=_as_typed(self.wish), contact=_as_typed(self.contact),
                            person=_as_typed(self.person), refusals=_as_typed(self.refusals), spaced=spaced)


def _as_typed(words: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(form for word in words for form in (word, bare(word))))


class DeclaredLanguage(BaseModel):
    """One language as the built-in tables hold one: the agent's apologies and hand-offs, the words of asking for a
    person, the user's complaint phrases (any case; Latin letters with or without their marks)."""

    model_config = ConfigDict(extra="forbid")

    agent_apologies: list[str] = Field(
        default_factory=list,
        description="How your agent apologises in this language (\"samahani\", \"žao mi je\"), read as the built-in "
                    "apologies are: a later message the agent's answer opens with one is a complaint.",
    )
    agent_handoffs: list[str] = Field(
        default_factory=list,
        description="How your agent hands the user to people in this language (\"nitakuunganisha na\"): escalation "
                    "evidence, and the message it answers a request for a person when that message (or the one "
                    "before, when the agent asked something) holds one of the language's request_words.",
    )
    request_words: RequestWordsTable = Field(
        default_factory=RequestWordsTable,
        description="The language's words of asking for a person: wish, contact, person (as "
                    "`[tool.miner.signals.escalation.request_words]`).",
    )
    complaint_phrases: list[str] = Field(
        default_factory=list,
        description="The user's complaint phrases in this language, each weighing `phrases` (as the complaint "
                    "table's `phrases`), but not in a message that closes on a question.",
    )

    def handoff_shape(self, phrase: str) -> str:
        """What a declared hand-off tells, read by the language's own request words: `WAITS` when it holds one of
        its wish words ("tafadhali subiri", "გთხოვთ დაელოდოთ", please wait: the agent asking something of the user,
        as a wait or an offer does), else `HANDS_OFF` (someone takes over, calls, was sent the case)."""
        words = self.request_words.words()
        wish = re.search(alternation(words.wish, words.spaced), phrase, re.IGNORECASE) if words.wish else None
        return WAITS if wish else HANDS_OFF

    def handoffs(self, shape: str) -> list[str]:
        """The declared hand-offs of one shape (`handoff_shape`)."""
        return [phrase for phrase in self.agent_handoffs if phrase.strip() and self.handoff_shape(phrase) == shape]

    def person_regex(self) -> re.Pattern[str] | None:
        """The language's person words as one regex, or None when it declares none."""
        words = self.request_words.words()
        return re.compile(alternation(words.person, words.spaced), re.IGNORECASE) if words.person else None


# How a declared hand-off reads (`DeclaredLanguage.handoff_shape`).
HANDS_OFF = "hands off"
WAITS = "waits"


def handoff_notes(languages: dict[str, DeclaredLanguage]) -> list[str]:
    """One line for each language that declares hand-offs and no request words (its hand-offs are never the user's
    request: `handoff_corroborated.py`), and for each declared hand-off that does not read as one alone (`WAITS`),
    naming its key and phrase."""
    notes = []
    for name, language in languages.items():
        where = f"[tool.miner.signals.languages.{name}] agent_handoffs"
        words = language.request_words
        if any(phrase.strip() for phrase in language.agent_handoffs) and not (
                words.wish or words.contact or words.person):
            notes.append(f"{where}: declared without request_words, so a hand-off is escalation evidence only, never "
                         "the user asking for a person (it counts beside a request word of the language in the "
                         "user's message)")
        for phrase in language.handoffs(WAITS):
            read = ("read as a hand-off only where the agent's message also names a person (request_words.person)"
                    if language.request_words.person else
                    "never read as a hand-off (no request_words.person to put the user through to)")
            notes.append(f'{where}: "{phrase}" holds a wish word of request_words.wish, so it asks the user (a wait '
                         f"or an offer): {read}")
    return notes


def phrases_regex(phrases: list[str]) -> str | None:
    """The phrases as one regex (`text.phrase_pattern` each), or None when there are none."""
    parts = [phrase_pattern(phrase).pattern for phrase in phrases if phrase.strip()]
    return "|".join(f"(?:{part})" for part in parts) or None


# A declared apology of one word this short, in a script that spaces its words ("isa", Fijian; "sori", "pole",
# "ndo"), is a word of other languages too ("... e nka libeke tse 3 ho isa ho tse 4", Sesotho: 3 to 4 weeks): it is
# read only where it opens a sentence, as the agent's reaction opens its answer ("Isa, au kerea ...", "Ndo.").
SHORT_APOLOGY = 4
# The opening of a sentence: the text's start, or after a mark that ends one (and a space).
_OPENS = r"(?:^|(?<=[\n.?!;。？！؟…])|(?<=[.?!;。？！؟…]\s))"


def apologies_regex(phrases: list[str]) -> str | None:
    """The declared apologies as one regex (`phrases_regex`), a short one of one word (`SHORT_APOLOGY` letters or
    fewer, in a script with spaces) only where it opens a sentence; None when there are none."""
    parts = []
    for phrase in filter(str.strip, phrases):
        pattern = phrase_pattern(phrase).pattern
        word = phrase.strip().rstrip("*")
        if " " not in word and len(word) <= SHORT_APOLOGY and not any(map(unspaced, word)):
            pattern = _OPENS + pattern
        parts.append(f"(?:{pattern})")
    return "|".join(parts) or None


def with_apologies(pattern: re.Pattern[str], phrases: list[str]) -> re.Pattern[str]:
    """A built-in table's regex of apologies with the declared ones (`apologies_regex`) as further alternatives."""
    extra = apologies_regex(phrases)
    return pattern if extra is None else re.compile(f"{pattern.pattern}|{extra}", pattern.flags)


class ReadsLanguages(BaseModel):
    """A detector's table that reads the declared languages, which `[tool.miner.signals]` hands it."""

    _languages: dict[str, DeclaredLanguage] = PrivateAttr(default_factory=dict)

    @property
    def declared_languages(self) -> dict[str, DeclaredLanguage]:
        return self._languages

    def declare(self, languages: dict[str, DeclaredLanguage]) -> None:
        self._languages = languages

    def declared(self, field: str) -> list[str]:
        """Every declared language's phrases of one field (`agent_apologies`, ...)."""
        return [phrase for language in self._languages.values() for phrase in getattr(language, field)]
