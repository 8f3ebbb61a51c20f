"""The precision rules of the redaction stage, as tables a person can read.

A recognizer proposes findings; the rules decide which stand. Each rule is one entry: its name, what it does,
why, the verdict it gives (keep or drop the finding, keep it re-typed as a place or a person, or, for
identifiers, replace the value), and examples it
must decide and examples it must leave alone. The examples run as tests (tests/redaction/test_rules.py), and
docs/redaction.md lists every table from these entries (`python -m redaction.rules`, which prints them).

Tables are applied in the order of `TABLES`; within a table, rules are tried in order and the first that
decides wins, so a rule's examples hold whatever the rules after it say. In an example, the span judged is
written in [brackets].
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from redaction.engine import Engine


class Verdict(Enum):
    KEEP = "keep"
    DROP = "drop"
    AS_PLACE = "place"  # the finding stands, re-typed as a place
    AS_PERSON = "person"  # the finding stands, re-typed as a person


Context = TypeVar("Context")


@dataclass(frozen=True)
class Rule(Generic[Context]):
    name: str
    does: str
    why: str
    verdict: Verdict
    decides: Callable[[Context], bool]
    fires: tuple[str, ...]
    passes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Table(Generic[Context]):
    name: str
    judges: str  # which findings the table judges, and what its verdict means
    rules: tuple[Rule[Context], ...]
    example_context: Callable[[str, Engine], Context]  # an example's text, read as the stage reads a finding

    def context(self, example: str, engine: Engine) -> Context:
        return self.example_context(example, engine)

    def verdict(self, context: Context) -> Verdict | None:
        for rule in self.rules:
            if rule.decides(context):
                return rule.verdict
        return None

    def first(self, context: Context) -> Rule[Context] | None:
        """The rule that decides, if any (for explanations and tests)."""
        return next((rule for rule in self.rules if rule.decides(context)), None)


def key_example(example: str, engine: object) -> tuple[str, ...]:
    """A key table's example as the key reader reads it: the key's words (`homeArea` -> ("home", "area"))."""
    from redaction.recognizers.keys import key_words  # the key reader imports the rules

    return tuple(key_words(example))


def marked(example: str) -> tuple[str, int, int]:
    """An example's text without its brackets, and the span the brackets marked."""
    start = example.index("[")
    end = example.index("]", start) - 1
    return example.replace("[", "", 1).replace("]", "", 1), start, end


def tables() -> list[Table]:
    """Every table, in the order the stage applies them (titled names and the codes in free text are judged as
    they are found)."""
    from redaction.rules.bare_names import BARE_NAMES
    from redaction.rules.codes_in_text import CODES_IN_TEXT
    from redaction.rules.constants import CONSTANTS
    from redaction.rules.doer_keys import DOER_KEYS
    from redaction.rules.dwellings import DWELLINGS
    from redaction.rules.fields import FIELDS
    from redaction.rules.flats import FLATS
    from redaction.rules.greetings_before_a_name import GREETINGS_BEFORE_A_NAME
    from redaction.rules.identifiers import IDENTIFIERS
    from redaction.rules.inherited import INHERITED
    from redaction.rules.initials_of_a_doer import INITIALS_OF_A_DOER
    from redaction.rules.keys_of_a_person import KEYS_OF_A_PERSON
    from redaction.rules.login_handles import HANDLES_UNDER_A_LISTED_ROLE, LOGIN_HANDLES
    from redaction.rules.misread import MISREAD
    from redaction.rules.model_misread import MODEL_MISREAD
    from redaction.rules.named_things import NAMED_THINGS
    from redaction.rules.names import REST_OF_A_NAME, WRONG_TYPE
    from redaction.rules.names_in_another_script import NAMES_IN_ANOTHER_SCRIPT
    from redaction.rules.names_with_signs import NAMES_WITH_SIGNS
    from redaction.rules.national_phones import NATIONAL_PHONES
    from redaction.rules.numbered_things import NUMBERED_THINGS
    from redaction.rules.old_dates import OLD_DATES
    from redaction.rules.one_name_under_a_doer import ONE_NAME_UNDER_A_DOER
    from redaction.rules.person_records import PERSON_RECORDS
    from redaction.rules.person_support import PERSON_SUPPORT
    from redaction.rules.phone_groups import PHONE_GROUPS
    from redaction.rules.places import MODELLED_PLACES, PLACES_AFTER_A_CUE
    from redaction.rules.plates_in_text import PLATES_IN_TEXT
    from redaction.rules.series import SERIES
    from redaction.rules.settling import LONE_PLACES, UNSUPPORTED_GUESSES
    from redaction.rules.shapes_in_text import SHAPES_IN_TEXT
    from redaction.rules.signed_entries import SIGNED_ENTRIES
    from redaction.rules.surname_logins import SURNAME_LOGINS
    from redaction.rules.thing_position import THING_POSITION
    from redaction.rules.titled_names import TITLED_NAMES
    from redaction.rules.trade_keys import TRADE_KEYS
    from redaction.rules.unborne_words import UNBORNE_WORDS
    from redaction.rules.whoever_did_it import WHOEVER_DID_IT

    return [INHERITED, MODEL_MISREAD, MISREAD, THING_POSITION, NAMED_THINGS, PERSON_SUPPORT, PLACES_AFTER_A_CUE,
            MODELLED_PLACES, UNSUPPORTED_GUESSES, WRONG_TYPE, LONE_PLACES, REST_OF_A_NAME, TRADE_KEYS, DOER_KEYS,
            ONE_NAME_UNDER_A_DOER, LOGIN_HANDLES, HANDLES_UNDER_A_LISTED_ROLE, SURNAME_LOGINS,
            BARE_NAMES, KEYS_OF_A_PERSON, NAMES_WITH_SIGNS, WHOEVER_DID_IT, INITIALS_OF_A_DOER, SIGNED_ENTRIES, FIELDS,
            NUMBERED_THINGS,
            UNBORNE_WORDS, IDENTIFIERS, OLD_DATES, PERSON_RECORDS, TITLED_NAMES, DWELLINGS, FLATS, CODES_IN_TEXT,
            SHAPES_IN_TEXT, PHONE_GROUPS, NATIONAL_PHONES, NAMES_IN_ANOTHER_SCRIPT, PLATES_IN_TEXT, SERIES, CONSTANTS,
            GREETINGS_BEFORE_A_NAME]


def markdown() -> str:
    """The tables as Markdown, for docs/redaction.md."""
    lines = []
    for table in tables():
        lines += [f"### {table.name}", "", table.judges, "", "| # | rule | verdict | what it does | why | e.g. |",
                  "| --- | --- | --- | --- | --- | --- |"]  # fmt: skip
        for number, rule in enumerate(table.rules, 1):
            example = f"`{rule.fires[0]}`".replace("|", "\\|") if rule.fires else ""
            lines.append(f"| {number} | `{rule.name}` | {rule.verdict.value} | {rule.does} | {rule.why} | "
                         f"{example} |")  # fmt: skip
        lines.append("")
    return "\n".join([*lines, *_key_languages_markdown()])


def _key_languages_markdown() -> list[str]:
    from redaction.rules.key_languages import KEY_LANGUAGES
    from redaction.rules.unowned import OWNED_LOOKALIKES

    lines = ["### Keys in other languages", "", "A key's words are read in English before any rule reads them "
             "(redaction/rules/key_languages.py); a compound is read as its parts.", "",
             "| language | words | e.g. |", "| --- | --- | --- |"]  # fmt: skip
    for language in KEY_LANGUAGES:
        examples = ", ".join(f"`{key}` is `{words}`" for key, words in language.examples)
        lines.append(f"| {language.name} | {len(language.words)} | {examples} |")
    lines += ["", "### Owned, though they look shared", "", "Words no kind of thing no one owns lists, on purpose:",
              "", "| word | why |", "| --- | --- |"]  # fmt: skip
    lines += [f"| `{word}` | {why} |" for word, why in OWNED_LOOKALIKES.items()]
    return [*lines, ""]
