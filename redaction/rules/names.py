"""How far a name runs, and names and places filed under the other's type. Applied to every finding once the
guesses are settled (redaction/rules/settling.py); the first rule that decides wins.

- Filed under the wrong type: PLACE, the finding is a place; PERSON, it is a person; no rule: it stays as it is.
- The rest of a name: the model often stops at the given name ("Tyrone" of "Tyrone Washington"), so a name runs
  on over each capitalised word right after it (a surname there) and right before it (a given name there).
  KEEP: the word is part of the name; DROP: the name ends before it. A word no rule decides joins the name.

In an example, the span judged is in [brackets]; for the rest of a name, the word judged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from presidio_analyzer import RecognizerResult

from redaction.recognizers import support as lexicon
from redaction.recognizers.precision import TITLES
from redaction.recognizers.provenance import HOW_KEY, How
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.landforms import names_a_landform_or_a_water

if TYPE_CHECKING:
    from redaction.engine import Engine
    from redaction.recognizers.support import PersonSupport


@dataclass(frozen=True)
class Filed:
    """A finding with its text and what it reads before it."""

    text: str
    result: RecognizerResult
    support: PersonSupport

    @property
    def value(self) -> str:
        return self.text[self.result.start : self.result.end]

    @property
    def before(self) -> str:
        return self.text[max(0, self.result.start - 30) : self.result.start]

    @classmethod
    def of(cls, example: str, engine: Engine) -> Filed:
        """`ENTITY[/HOW]: text with the [finding]`."""
        label, _, rest = example.partition(": ")
        entity, _, made = label.partition("/")
        text, start, end = marked(rest)
        metadata = {HOW_KEY: How[made]} if made else {}
        return cls(text, RecognizerResult(entity, start, end, 0.85, recognition_metadata=metadata),
                   engine.person_support)  # fmt: skip


def _country_filed_as_a_person(filed: Filed) -> bool:
    return lexicon._guessed_person(filed.result) and (
        filed.value.casefold().strip(" .,") in lexicon.known_places().countries
    )


def _known_place_after_a_cue_filed_as_a_person(filed: Filed) -> bool:
    return lexicon._guessed_person(filed.result) and bool(
        lexicon._PLACE_CUE.search(filed.before) and filed.support._place(filed.value, filed.before)
    )


def _full_name_filed_as_a_place(filed: Filed) -> bool:
    return (
        lexicon._modelled_place(filed.result) and filed.support.full_name(lexicon._WORD.findall(filed.value))
        and not filed.support._place(filed.value, "")
        and not names_a_landform_or_a_water(filed.text, filed.result.start, filed.result.end)
    )  # fmt: skip


PLACE, PERSON, KEEP, DROP = Verdict.AS_PLACE, Verdict.AS_PERSON, Verdict.KEEP, Verdict.DROP
WRONG_TYPE: Table[Filed] = Table(
    "Filed under the wrong type",
    "Each finding once guesses are settled. PLACE: it is a place; PERSON: it is a person; no rule: it stays.",
    (
        Rule("country_filed_as_a_person", "re-types as a place a guessed name that is a country", "\"Gudhjem\\n"
             "Denmark\": the model reads a country on an address's last line as a name", PLACE,
             _country_filed_as_a_person, ("PERSON/MODEL: shipped from [Denmark] yesterday",),
             ("PERSON/MODEL: ask [Okonkwo] today", "PERSON/KEY: payee=[Denmark]")),
        Rule("known_place_after_a_cue_filed_as_a_person", "re-types as a place a guessed name that is a known "
             "place right after a place cue", "\"flying home to Accra\"", PLACE,
             _known_place_after_a_cue_filed_as_a_person, ("PERSON/MODEL: flying home to [Accra] today",),
             ("PERSON/MODEL: thanks [Accra] today",)),
        Rule("full_name_filed_as_a_place", "re-types as a person a place the model tagged that is a given name "
             "and a surname, and no known place nor a landform's or a water's name (\"Julia Creek\")",
             "\"Renata Okafor called\"", PERSON, _full_name_filed_as_a_place,
             ("LOCATION/MODEL: [Renata Okafor] called",), ("LOCATION/MODEL: flying to [Accra] today",
                                                          "LOCATION/MODEL: out past [Julia Creek] today")),
    ),
    Filed.of,
)


@dataclass(frozen=True)
class NameWord:
    """A capitalised word right after a name (`side` "after": it would be a surname) or right before it
    ("before": a given name)."""

    word: str
    side: str
    support: PersonSupport

    @property
    def folded(self) -> str:
        return self.word.casefold()

    @classmethod
    def of(cls, example: str, engine: Engine) -> NameWord:
        """`after: Word` or `before: Word`."""
        side, _, word = example.partition(": ")
        return cls(word, side, engine.person_support)


def _one_letter_or_capitals(word: NameWord) -> bool:
    return len(word.word) <= 1 or word.word.isupper()


def _a_firms_or_a_title(word: NameWord) -> bool:
    return word.folded in lexicon.BUSINESS_SUFFIXES | TITLES | lexicon.ORGANISATION_NOUNS


def _a_stop_word(word: NameWord) -> bool:
    return word.folded.replace("’", "'").split("'")[0] in lexicon.STOP_WORDS


def _a_common_word_and_no_name(word: NameWord) -> bool:
    names = word.support.names.surnames if word.side == "after" else word.support.names.given
    return word.support.common(word.word) and word.folded not in names


REST_OF_A_NAME: Table[NameWord] = Table(
    "The rest of a name",
    "Each capitalised word right after a name (a surname's place) or right before it (a given name's). KEEP: "
    "part of the name; DROP: the name ends before it; no rule: part of the name.",
    (
        Rule("one_letter_or_capitals", "ends the name before one letter or a word in capitals", "\"Pontoon C\", "
             "\"Jane SMITH\" is judged on its own", DROP, _one_letter_or_capitals, ("after: C", "after: SMITH"),
             ("after: Washington",)),
        Rule("a_firms_word_or_a_title", "ends the name before a firm's suffix or noun, or a title", "\"Morgan "
             "Stanley Bank\", \"Brandt Ltd\"", DROP, _a_firms_or_a_title, ("after: Ltd", "after: Bank",
                                                                           "before: Dr"),
             ("after: Achterberg",)),
        Rule("a_stop_word", "ends the name before a word like \"The\", \"Thanks\"'s kin", "sentences start "
             "with capitals", DROP, _a_stop_word, ("after: The", "before: Will's"), ("after: Nilsson",)),
        Rule("a_common_word_and_no_name", "ends the name before a word of the language that is no surname "
             "(after) or given name (before)", "\"Priya Thanks\", \"Support Priya\"", DROP,
             _a_common_word_and_no_name, ("after: Support", "before: Support"),
             ("after: Young", "before: Grace", "after: Washington")),
    ),
    NameWord.of,
)
