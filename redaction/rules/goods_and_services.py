"""What a business sells and where it works, told by the words around a name: goods before their measure ("Fuggle
100g", "Glo 3.2GB"), the towns a business covers ("we cover Harrogate, Knaresborough", "out as far as Ripon"),
and the business's own phone line ("our store line on +678 22 410", "the Poczta Polska helpline is ...").

Rules of the thing-position table (redaction/rules/thing_position.py) and of the misread findings
(redaction/rules/misread.py), written here: they read a span and a finding the same way those tables do.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.rules.journeys import PLACES_JOINED_BEFORE, may_name_someone

if TYPE_CHECKING:
    from redaction.rules.misread import Finding
    from redaction.rules.thing_position import Span


# A quantity in a unit of weight, volume or data right after the span ("Fuggle 100g", "Westland Multipurpose 50L",
# "Glo 3.2GB"): what is weighed, poured or sold by the gigabyte is goods or a plan. A one-letter unit only joined to
# its number.
_MEASURE_AFTER = re.compile(
    r"[ \t]\d+(?:[.,]\d+)?(?:[gLl]|[ \t]?(?:kg|mg|ml|cl|oz|lbs?|GB|MB|TB|mAh|litres?|liters?))(?![\w'’-])"
)


def measured_after(span: Span) -> bool:
    return _MEASURE_AFTER.match(span.after) is not None and not span.holds_a_given_name


# The towns a business covers or serves, joined ("we cover Harrogate, Knaresborough", "our team covers Auckland,
# Waikato"), and how far it goes ("out as far as Ripon").
_AREA_COVERED_BEFORE = re.compile(
    r"\b(?i:cover|covers|covering|serve|serves|serving|as[ \t]+far[ \t]+as)[ \t]+" + PLACES_JOINED_BEFORE + "$"
)


def where_a_business_works(span: Span) -> bool:
    return _AREA_COVERED_BEFORE.search(span.before) is not None and not may_name_someone(span)


# The business's own line: a helpline or a hotline, or the business's "our" and its site's or its service's line or
# number ("our store line on", "our reception number is"), in the clause before the number.
_BUSINESS_LINE_BEFORE = re.compile(
    r"(?i:\b(?:help[ -]?line|hot[ -]?line|switchboard|care[ -]?line|info[ -]?line)"
    r"|\bour[ \t]+(?:store|shop|office|branch|reception|front[ \t]+desk|depot|clinic|booking|bookings|sales|support|"
    r"customer[ \t]+service|service|main|head[ \t]+office|care)[ \t]+(?:line|number|phone))\b[^.!?\n\d]{0,20}$"
)
# A line named by what it is for, after "our" or "the" ("our studio line is", "our WhatsApp business line is", "the
# emergency farrier line at"): a line with a purpose of its own is a business's; a household's or a person's own line
# is named by whose it is or by its kind ("our home line", "the direct line", "my line"), and stays.
_PERSONS_LINE_WORD = r"(?:home|house|family|land|mobile|cell|private|personal|direct|own|new|old|other|second|phone)"
_PURPOSE_LINE_BEFORE = re.compile(
    rf"(?i:\b(?:our|the)(?:[ \t]+(?!{_PERSONS_LINE_WORD}\b)[A-Za-z][\w'’&-]*){{1,3}}[ \t]+line)\b"
    r"[^.!?\n\d]{0,20}$"
)
# The business's own site after its "our", with what it says up to the number in the same clause ("Our office at Kaki
# Bukit is on", "our desk number is"). Not "ring the shop": a customer's own shop is "the shop" too.
_SITE = r"(?:centre|center|office|desk|studio|workshop|showroom|yard|depot|shop|store|branch|reception|clinic|surgery)"
_SITE_BEFORE = re.compile(rf"(?i:\bour[ \t]+{_SITE})\b[^.!?\n\d]{{0,30}}$")


# The number a message gives for questions about it: "Queries 031 555 0192", "Qs? Call 07 7010 4421", "Any q's ph 06 348
# 9021". A business closes what it sends (a text, a confirmation) with the line its customers ask on, the same for
# every customer; a person who gives their own number for questions says whose it is ("questions? call me on"), and
# a name between the words and the number ("questions, ring Aroha on") is left to the other rules.
_QUESTIONS_BEFORE = re.compile(
    r"(?i:\b(?:queries|query|questions|enquiries|inquiries|q['’]?s)\b)\??[ \t]*[:,-]?[ \t]*"
    r"(?:(?i:call|ring|ph|phone|tel|text|contact|whatsapp)\.?[ \t]+(?:(?i:us)[ \t]+)?)?(?:(?i:on|at)[ \t]+)?:?[ \t]*$"
)


def after_the_words_for_questions(text: str, start: int) -> bool:
    """Whether the words for questions, and a call's word perhaps, stand right before `start`."""
    return _QUESTIONS_BEFORE.search(text, max(0, start - 40), start) is not None


def a_line_for_questions(finding: Finding) -> bool:
    return finding.result.entity_type == "PHONE_NUMBER" and after_the_words_for_questions(
        finding.text, finding.result.start
    )


def a_businesss_own_line(finding: Finding) -> bool:
    before = finding.text[max(0, finding.result.start - 80) : finding.result.start]
    return finding.result.entity_type == "PHONE_NUMBER" and any(
        pattern.search(before) is not None for pattern in (_BUSINESS_LINE_BEFORE, _PURPOSE_LINE_BEFORE, _SITE_BEFORE)
    )
