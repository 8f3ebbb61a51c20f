"""Whether a code written only in free text is another of a series the session holds an identifier of.

A tool holds an invoice's number (`MOF-INV-24-09915`); the user and the agent write last year's of the same client
(`MOF-INV-23-08102`) in their texts only, and no key, cue or shape the recognizers know says it is one. It is the
held one's sibling: the same letters, the same separators and digit groups of the same lengths, other digits. Applied
to each code of letters and digits in a session's texts that has a held identifier's shape (redaction/redactor.py,
after every finding is judged); the first rule that decides wins. KEEP: an identifier of the same series, replaced
everywhere in the session; DROP: not one.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.codes_in_text import CURRENCIES

if TYPE_CHECKING:
    from redaction.engine import Engine

# Runs of letters (any script) and of digits, joined by one dash, slash or dot each: "MOF-INV-24-09915".
CODE_IN_TEXT = re.compile(r"(?<![\w./-])[^\W_]+(?:[-/.][^\W_]+)+(?![\w/-]|[.,]\w)")
_RUN = re.compile(r"[^\W\d_]+|\d+|[-/.]")
_YEAR = re.compile(r"(?:19|20)\d{2}")
_CENTS = re.compile(r"\d\.\d{2}$")
MIN_DIGITS = 4


def shape(code: str) -> tuple[str, ...]:
    """A code's letters and separators as written (case folded), each run of digits as its length in `#`."""
    return tuple("#" * len(run) if run.isdigit() else run.casefold() for run in _RUN.findall(code))


def _is_code(code: str) -> bool:
    runs = _RUN.findall(code)
    return (any(run.isalpha() for run in runs) and sum(len(run) for run in runs if run.isdigit()) >= MIN_DIGITS
            and "".join(runs) == code)  # fmt: skip


@dataclass(frozen=True)
class Sibling:
    code: str  # the code in the text
    held: tuple[str, ...]  # the identifiers the session holds

    @classmethod
    def of(cls, example: str, engine: Engine) -> Sibling:
        """A text with the code judged in [brackets], after `held:` and the identifiers the session holds."""
        held, _, text = example.partition(" | ")
        text, start, end = marked(text)
        return cls(text[start:end], tuple(held.removeprefix("held: ").split(", ")))

    @property
    def digit_groups(self) -> list[str]:
        return [run for run in _RUN.findall(self.code) if run.isdigit()]


def _no_code(sibling: Sibling) -> bool:
    return not _is_code(sibling.code)


def _an_amount(sibling: Sibling) -> bool:
    return bool(_CENTS.search(sibling.code)) or _RUN.findall(sibling.code)[0].upper() in CURRENCIES


def _only_a_year(sibling: Sibling) -> bool:
    return all(_YEAR.fullmatch(group) for group in sibling.digit_groups)


def _a_held_codes_shape(sibling: Sibling) -> bool:
    mine = shape(sibling.code)
    return any(_is_code(held) and shape(held) == mine for held in sibling.held)


DROP, KEEP = Verdict.DROP, Verdict.KEEP
SERIES: Table[Sibling] = Table(
    "Codes of a held series",
    "A code of letters and digits in a session's texts, beside the identifiers the session holds. KEEP: another "
    "identifier of a held one's series, replaced everywhere in the session; DROP (or no rule): not one.",
    (
        Rule("no_code", f"drops what has no letters or fewer than {MIN_DIGITS} digits", "a date, a version or a "
             "word with a dash in it is no code of a series", DROP, _no_code,
             ("held: INV-2024-0091 | on [2024-11-03] we", "held: AB-12-CD | model [AB-12]"),
             ("held: MOF-INV-24-09915 | last year [MOF-INV-23-08102] was",)),
        Rule("an_amount", "drops a number with cents after a dot, or after a currency's code", "an amount "
             "(`RM512.00` beside a held `RM612.00`) is what a case checks", DROP, _an_amount,
             ("held: RM612.00 | balance [RM512.00] on", "held: USD-4410 | paid [USD-9920] then"),
             ("held: MOF-INV-24-09915 | last year [MOF-INV-23-08102] was", "held: V2.10-8841 | [V3.11-9902]")),
        Rule("only_a_year", "drops a code whose only numbers are years", "a scheme's or a plan's year "
             "(`PLAN-2023` beside `PLAN-2024`) is the same for every member", DROP, _only_a_year,
             ("held: SKEMA-2024 | under [SKEMA-2023] too",), ("held: INV-2024-0091 | and [INV-2023-0412] then",)),
        Rule("same_series_as_a_held_code", "keeps a code with a held identifier's letters and separators and "
             "digit groups of the same lengths", "the user's own other invoices, orders and cases are written so, "
             "and are theirs as the held one is", KEEP, _a_held_codes_shape,
             ("held: MOF-INV-24-09915 | last year [MOF-INV-23-08102] was", "held: ord/2291/ab | and [ORD/4410/AB]"),
             ("held: MOF-INV-24-09915 | sku [EBH-TUN-1314] out", "held: INV-2024-0091 | ref [INV-2024-00912]")),
    ),
    Sibling.of,
)


def siblings(texts: Iterable[str], held: Iterable[str]) -> Iterator[str]:
    """The codes of the texts that SERIES keeps, each once."""
    held = tuple(code for code in held if _is_code(code))
    shapes = {shape(code) for code in held}
    if not shapes:
        return
    seen: set[str] = set()
    for text in texts:
        for match in CODE_IN_TEXT.finditer(text):
            code = match.group(0)
            if code in seen or shape(code) not in shapes or code in held:
                continue
            seen.add(code)
            if SERIES.verdict(Sibling(code, held)) is KEEP:
                yield code
