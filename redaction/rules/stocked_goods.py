"""What a business stocks, sells or services, told by the verb of the trade around a name: "Our pro shop stocks
Henselite and Taylor Bowls", "We don't sell Perkins Braillers", "Royal Stewart and Black Watch are all in stock",
"is the Perkins SMART Brailler something you sell".

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the way
that table does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.rules.journeys import PLACES_JOINED_BEFORE

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# One stocks, carries on a shelf or services goods and machines, never a person; a person is sold something
# ("we sold Mark a bike"), so "sell" names goods only with no given name in the span (below).
_STOCKING_VERBS = r"stock|stocks|stocked|stocking|restock|restocks|service|services|serviced|servicing"
_SELLING_VERBS = r"sell|sells|selling|sold|resell|resells|reselling"
_TRADE_VERB_BEFORE = re.compile(
    r"(?<![\w-])(?i:(?P<stocking>" + _STOCKING_VERBS + r")|" + _SELLING_VERBS + r")"
    r"[ \t]+(?:(?i:the|any|all|some|genuine|original|new|used|only)[ \t]+)?" + PLACES_JOINED_BEFORE + "$"
)
# "customer service Mark", "room service Priya": the noun, no verb.
_SERVICE_AS_A_NOUN = re.compile(r"(?i:customer|room|client|guest|member|secret|civil|memorial|funeral)[ \t]+$")
# What follows a person sold or serviced something: "sold Mark a bike", "service Priya's car".
_SOMETHING_FOR_SOMEONE_AFTER = re.compile(
    r"(?:['’]s?\b|[ \t]+(?i:a|an|the|my|his|her|their|our|your|some|any|anything|something|one|it|them|this|that|"
    r"these|those)\b)"
)
# The goods a list names, and what they are: "X, Y and Z are all in stock", "X is something you sell".
_NAME_IN_A_LIST = r"[A-Z][\w'’-]*(?:[ \t]+(?:of[ \t]+)?[A-Z0-9][\w'’-]*){0,3}"
_IN_STOCK_AFTER = re.compile(
    r"(?:(?:,|[ \t]+(?:and|or|&))[ \t]+" + _NAME_IN_A_LIST + r")*"
    r"(?:[ \t]+[A-Z0-9][\w'’-]*){0,3}"
    r"[ \t]+(?i:is|are|isn['’]t|aren['’]t)[ \t]+(?i:(?:all|also|still|now|not|currently|back)[ \t]+)*"
    r"(?i:in|out[ \t]+of|back[ \t]+in)[ \t]+stock\b"
    r"|(?:[ \t]+[A-Z0-9][\w'’-]*){0,3}[ \t]+(?i:something|one|a[ \t]+thing|an[ \t]+item|a[ \t]+model)[ \t]+"
    r"(?i:you|we|they)[ \t]+"
    r"(?i:" + _STOCKING_VERBS + "|" + _SELLING_VERBS + r"|carry|carries)\b"
)


def goods_a_business_stocks(span: Span) -> bool:
    # A list of goods runs past the 40 characters the table reads after a span.
    if _IN_STOCK_AFTER.match(span.text, span.end, span.end + 160):
        return True
    verb = _TRADE_VERB_BEFORE.search(span.before)
    if verb is None or _SOMETHING_FOR_SOMEONE_AFTER.match(span.after):
        return False
    if verb.group("stocking"):
        return _SERVICE_AS_A_NOUN.search(span.before[: verb.start()]) is None
    return not span.holds_a_given_name
