"""A name written surname first, as a record files it, is a person when it alone fills a quote or a bracket:
"account C-01988 (benjamin, shirley) exceeds limit", "emergency contact phone for 'blanchard, m.' has",
"holder=\"Okafor, Chidi\"".

Systems that sort people by family name print them as "surname, given name" or "surname, initial." inside the
quotes or brackets of an error, a log line or a record, in any case the form was typed in; read as running text the
comma splits the name in two and neither word is introduced. So: a quote or a bracket that holds exactly one word,
a comma and one word or one initial with its dot; the first word some country's list holds as a surname, the second
a given name or the initial; not both words in common use ("(black, white)", "(brown, green)"), not a place and its
country ("'Jordan, Georgia'"; the lists hold "benjamin" and "shirley" as towns too), and no day, month, brand or title.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_WORD = r"[^\W\d_][^\W\d_'’-]*[^\W\d_]"
SURNAME_FIRST = re.compile(
    r"(?P<open>[(\[\"'‘“])"
    rf"(?P<name>(?P<surname>{_WORD}),[ \t]*(?:(?P<given>{_WORD})|(?P<initial>[^\W\d_])\.))"
    r"(?P<close>[)\]\"'’”])"
)
_PAIRS = {"(": ")", "[": "]", '"': '"', "'": "'", "‘": "’", "“": "”"}

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("CreditLimitError: account C-01988 (benjamin, shirley) exceeds limit £500.00", "benjamin, shirley"),
    ("ValidationError: emergency contact phone '709-639-221' for 'blanchard, m.' has wrong number of digits",
     "blanchard, m."),
    ('INFO payout.created holder="Nwosu, Adaeze" amount=120.00', "Nwosu, Adaeze"),
    ("choose a finish (black, white) before checkout", ""),  # words in common use
    ("ShippingError: zone for 'Jordan, Georgia' not configured", ""),  # a place and its country
    ("the sizes (small, medium) are out of stock", ""),
)  # fmt: skip


def surname_first(
    text: str,
    any_surname: Callable[[str], bool],
    any_given_name: Callable[[str], bool],
    common: Callable[[str], bool],
    a_country: Callable[[str], bool],
    not_a_name: Callable[[str], bool],
) -> list[tuple[int, int]]:
    """The spans of the names written surname first that alone fill a quote or a bracket. `any_surname`,
    `any_given_name`: any country's surname and given name, in any case; `common`: a word in common use;
    `a_country`: a country's name; `not_a_name`: a word no one bears."""
    spans = []
    for match in SURNAME_FIRST.finditer(text):
        if _PAIRS[match.group("open")] != match.group("close"):
            continue
        surname, given = match.group("surname"), match.group("given")
        words = [surname] + ([given] if given else [])
        if len(surname) < 2 or not any_surname(surname) or any(not_a_name(word) for word in words):
            continue
        if given is not None and (
            len(given) < 2 or not any_given_name(given) or a_country(given) or (common(surname) and common(given))
        ):
            continue
        if given is None and common(surname):
            continue  # "(brown, b.)" reads as a list's item as often as a person
        spans.append((match.start("name"), match.end("name")))
    return spans
