"""The user turning to someone else than the service: "dont bother ill get someone else in. just cancel it", "IM
CALLING SOMEBODY ELSE", "we'll bring someone else then haha", "I'll just get one from someone else then". The user
will get, call, find, hire, use, try or bring another person of their own choosing: whom they turn to is outside the
service, so the clause asks for no one (it is giving up, read by the complaint's cues as before). Read out of the
message before a request for a person is read (`escalation.py`), as a question about what the agent is is.

Not a person of the service asked for: "can you get me someone else", "then I'd like someone else from the accounts
team to call me", "I want someone else looking at it too" (the service asked, or the user's wish) are still read.
"""

from __future__ import annotations

import re

TURNED_ELSEWHERE = (
    r"\b(?:i'?ll|i\s+will|i'?m|i\s+am|im|ill|we'?ll|we\s+will|we'?re|we\s+are|gonna|going\s+to)\s+"
    r"(?:just\s+|have\s+to\s+|need\s+to\s+|go(?:ing|nna)?\s+(?:to\s+)?|then\s+)*"
    r"(?:get|getting|call|calling|ring|ringing|find|finding|hire|hiring|use|using|try|trying|bring|bringing|"
    r"book|booking|go\s+to|going\s+to|ask|asking)\s+(?:in\s+)?(?:[\w'-]+\s+){0,2}?"
    r"(?:someone|somebody|anyone|anybody)\s+else\b(?:\s+in\b)?"
)
_TURNED_ELSEWHERE = re.compile(TURNED_ELSEWHERE, re.IGNORECASE)


def without_turning_elsewhere(text: str) -> str:
    """The message without its clauses in which the user turns to someone else than the service ("ill get someone
    else in"): each read as "that"."""
    if "else" not in text.lower():
        return text
    return _TURNED_ELSEWHERE.sub("that", text)


# (message, the message as read): run as tests (tests/signals/test_turned_elsewhere_and_named_callers.py).
EXAMPLES = (
    ("dont bother ill get someone else in. just cancel it", "dont bother that. just cancel it"),
    ("AND IF NOBODY SHOWS BY 4 IM CALLING SOMEBODY ELSE", "AND IF NOBODY SHOWS BY 4 that"),
    ("no worries, we'll bring someone else then haha", "no worries, that then haha"),
    ("ok. I'll just get one from someone else then", "ok. that then"),
    ("can you get me someone else", "can you get me someone else"),
    ("then I'd like someone else from the accounts team to call me",
     "then I'd like someone else from the accounts team to call me"),
    ("I want someone else looking at it too", "I want someone else looking at it too"),
)
