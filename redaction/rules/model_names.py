"""A model's name after its make and number: "a Parker 51 Aerometric", "the Cessna 172 Skyhawk", "my Yamaha
P45 Digital". The make and its number say goods are meant; the word after them names the model, not a person.

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the way
that table does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# An article or a possessive, a capitalised make and its number (perhaps with letters), right before the span.
_MAKE_AND_NUMBER_BEFORE = re.compile(
    r"(?:^|[ \t(])(?i:a|an|the|my|our|your|his|her|their|this|that)[ \t]+[A-Z][\w'’-]*[ \t]+"
    r"(?:[A-Z]{1,3}-?)?\d{1,4}[A-Za-z]?[ \t]+$"
)


def a_models_name_after_its_number(span: Span) -> bool:
    return _MAKE_AND_NUMBER_BEFORE.search(span.before) is not None and not span.holds_a_given_name
