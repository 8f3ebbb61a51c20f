"""A number right after a word of a person's standing with a business (a member, an account, a customer, a patient, a
badge) is that person's, even at four digits or in groups of four: "member 0412, can you move my slot", "put it on
our account 4410", "badge 20417", "account 1049 7725".

A business numbers the people it knows by what they are to it, in any domain: a member, an account holder, a
customer, a client, a patient, a student, an employee, and the badge staff wear. Such a number is told bare, without
"no." or "#", and short: four digits, or digits in groups of three or four as a bank prints them. A number after one
of those words (`STANDING`), perhaps after "number", "no", "#", "is" or a colon, is theirs at four digits or more,
unless it is a year ("member 2019"), an amount (a currency after it) or part of a longer code or a decimal. A thing's
number after a thing's word ("booking 4471", "lot 1147", "ticket 7713", "print job 0412") is the business's record,
no one's, and stays as before.
"""

from __future__ import annotations

import re

from redaction.rules.codes_in_text import YEAR

# What a person is to the business that numbers them.
STANDING = (
    "member", "membership", "account", "acct", "acc", "customer", "cust", "client", "patient", "student", "employee",
    "badge",
)  # fmt: skip
_STANDING = "|".join(sorted(STANDING, key=len, reverse=True))
NUMBER_OF_A_STANDING = re.compile(
    rf"(?<![\w-])(?i:{_STANDING})s?(?:[ \t]+(?i:number|no\.?|num|nr|#))?(?:[ \t]+(?i:is))?[ \t]*[:#]?[ \t]*"
    r"(?P<value>\d{4}(?:[ \t]\d{3,4}){0,3}|\d{5,})(?![\w/-]|[.,]\d)"
)
_MONEY_AFTER = re.compile(r"[ \t]*(?:[$€£¥₴]|kr\b|[A-Z]{3}\b|(?i:dkk|sek|nok|eur|usd|gbp)\b)")

# (text, the number a person's standing says, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("hi its Gareth member 0412, can you move my slot", "0412"),
    ("mate put it on our account 4410. young Jacko will pick up", "4410"),
    ("po this is marites from line 3, badge 20417, pls check", "20417"),
    ("refunded to account 1049 7725 in the name of Liam", "1049 7725"),
    ("she has been a member since 2019", ""),  # no number after the word
    ("the member 2019 rate still applies", ""),  # a year
    ("booking 4471 was charged twice", ""),  # a thing's number: the business's record
    ("account 2500 EUR overdue", ""),  # an amount
)


def numbers_of_a_persons_standing(text: str) -> list[tuple[int, int]]:
    """The spans of the numbers told after a word of a person's standing with the business."""
    spans = []
    for match in NUMBER_OF_A_STANDING.finditer(text):
        value = match.group("value")
        if YEAR.fullmatch(value) or _MONEY_AFTER.match(text, match.end("value")):
            continue
        spans.append((match.start("value"), match.end("value")))
    return spans
