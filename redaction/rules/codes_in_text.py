"""Whether capitals, a space and digits in free text are one code ("delivery note DN 44129", "acct is BRK 0042"):
a reference written the way forms and printed notes write it, with no key or noun needed to say so. Applied to
each such run of two to five capitals and four digits or more in a message (redaction/recognizers/identifiers.py
`CuedIdentifierRecognizer`); the first rule that decides wins. KEEP: an identifier, replaced everywhere in the
session by one fixture id; DROP: not one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.unowned import UNOWNED_WORDS

if TYPE_CHECKING:
    from redaction.engine import Engine

# Two to five capitals, a space and four digits or more, perhaps a tail or two after a dash or a slash ("NL
# 2024-1873341", "INC 2025/09/031").
CODE_IN_TEXT = re.compile(r"(?<![\w./-])(?P<value>[A-Z]{2,5} \d{4,}(?:[-/]\d+){0,2})(?![\w/-]|[.,]\d)")
YEAR = re.compile(r"(?:19|20)\d{2}")


def _currencies() -> frozenset[str]:
    from faker.providers.currency import Provider

    return frozenset(code for code, _ in Provider.currencies)


CURRENCIES = _currencies()


@dataclass(frozen=True)
class CodeInText:
    letters: str
    digits: str
    is_word: Callable[[str], bool]

    @classmethod
    def of(cls, example: str, engine: Engine) -> CodeInText:
        """A message with the run judged in [brackets]."""
        text, start, end = marked(example)
        letters, _, digits = text[start:end].partition(" ")
        return cls(letters, digits, engine.is_word)


def _currency(code: CodeInText) -> bool:
    return code.letters in CURRENCIES


def _thing_no_one_owns(code: CodeInText) -> bool:
    word = code.letters.casefold()
    return bool({word, word.removesuffix("s")} & UNOWNED_WORDS)


def _word(code: CodeInText) -> bool:
    return code.is_word(code.letters) and "/" not in code.digits


def _year(code: CodeInText) -> bool:
    return bool(YEAR.fullmatch(code.digits))


def _one_code(code: CodeInText) -> bool:
    return True


DROP, KEEP = Verdict.DROP, Verdict.KEEP
CODES_IN_TEXT: Table[CodeInText] = Table(
    "Codes in free text",
    "Two to five capitals, a space and four digits or more in a message. KEEP: one code, an identifier replaced "
    "everywhere in the session; DROP: an amount, a thing's number or a name and a year.",
    (
        Rule("currency_and_an_amount", "drops a currency's code before a number", "an amount is what a case checks",
             DROP, _currency, ("paid [EUR 1500] on Friday", "a deposit of [GBP 2400]"), ("delivery note [DN 44129]",)),
        Rule("thing_no_one_owns_and_its_number", "drops the letters of a thing no one owns before a number "
             "(redaction/rules/unowned.py)", "a product's or a standard's number is the same for every buyer",
             DROP, _thing_no_one_owns, ("the [SKU 12345678] is out of stock", "certified to [ISO 9001]"),
             ("acct is [BRK 0042]",)),
        Rule("word_and_a_number", "drops a word of the language in capitals before a number with no tail after a "
             "slash", "a shouted word and a count, a room or a page are no one's code; a number and its year or "
             "month after slashes is a register's entry (`CX 4471/25`, `INC 2025/09/031`), whatever its letters spell",
             DROP, _word, ("it is in [ROOM 1204]", "see [PAGE 1200] of the manual", "pages [PAGE 1200-1210]"),
             ("acct is [BRK 0042]", "as case [CX 4471/25], with", "incident [INC 2025/09/031] is open")),
        Rule("letters_and_a_year", "drops letters before a year", "a fair's or a model's name and its year name "
             "no one", DROP, _year, ("we met at [CES 2026]", "the [NHS 2024] survey"), ("delivery note [DN 44129]",)),
        Rule("capitals_and_digits_as_one_code", "keeps what is left as one code", "forms, notes and statements "
             "print a reference as a short prefix, a space and its number", KEEP, _one_code,
             ("Lieferschein [DN 44129]", "acct is [BRK 0042]", "rings [NL 2024-1873341] to 1873346",
              "ინციდენტის ნომერია [INC 2025/09/031].", "as case [CX 4471/25], including")),
    ),
    CodeInText.of,
)
