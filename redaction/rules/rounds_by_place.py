"""A round of the business's own service named by its place: a run, a route, a show, a race, a ride.

A business that drives, sails or shows somewhere calls the round by where it goes: "the Tarawera run", "(Tinui
run)", "the next Chaguanas run", "this Napier show", "our Waiheke route". The place is the round's, the same for
every customer on it, and no one's home. A person before such a noun is a runner or a rider ("let Tom run"), so
the rule reads the noun only as the round's, after an article, a demonstrative, "our" or "next", or inside
brackets, and never when a word of the span is a given name of any name list ("the Priya run" may be hers).

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the same way.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# The round's noun in lower case right after the place ("run", "route"; "Run" capitalised is a named event's).
_ROUND_AFTER = re.compile(
    r"[ \t]+(?:run|runs|round|rounds|route|routes|loop|loops|ride|rides|trip|trips|circuit|leg|show|shows|race|races|"
    r"regatta|muster|drive|drives)\b(?![ \t]*\d)"
)
# The round's determiner before the place, or a bracket that opens the round alone ("(Tinui run)").
_ROUND_DETERMINED = re.compile(
    r"(?:\(|(?<![\w'’])(?i:the|this|that|next|last|our|every|each|weekly|monthly|daily|morning|afternoon|evening)"
    r"[ \t]+)$"
)


def a_round_named_by_its_place(span: Span) -> bool:
    return bool(
        _ROUND_AFTER.match(span.after) and _ROUND_DETERMINED.search(span.before)
        and not span.holds_a_given_name
    )  # fmt: skip
