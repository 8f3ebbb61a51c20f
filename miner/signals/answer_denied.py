"""The agent's own word denied: the user's message sets aside a word or a figure of the agent's previous answer and
gives another in its place.

"50, not 100. It was changed in January." after "I've found sertraline 100mg"; "PRL, not PLR. That might be the whole
problem actually." after "a session for KX19 PLR"; "It wasn't delayed, it was cancelled." after "the 17:42 was delayed
18 minutes": what the agent said is disputed, calmly as often as not, and the labels count correcting the agent as a
complaint. Read by the complaint detector (family `answer_denied`) in English, from the user's second message on.

What is set aside is a word or a figure the agent's previous answer gave and the user's own earlier messages did not:
the agent repeating the user's slip is the user's to set right ("sorry, make it 25 bags not 20", after the user's own
20 was read back). What is given in its place is none of the answer's words, nor a word of no content ("rainy but not
unsafe", "I'd rather not post it", "drinking a bit not eating": no word of the answer's set right).
"""

from __future__ import annotations

import re

# A word or a figure, with a currency or number sign before it and a decimal or a time after it ("$310", "17:42").
_TOKEN = r"[$£€#]?[^\W_]+(?:[.,:][^\W_]+)?"
# "X, not Y" and "X not Y" ("50, not 100", "Kumasi not Takoradi"), an article or "my" before Y left aside.
_GIVEN_NOT_SAID = re.compile(rf"(?P<given>{_TOKEN})\s*,?\s+not\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<said>{_TOKEN})",
                             re.IGNORECASE)
# "not Y, (it was) X" ("It wasn't delayed, it was cancelled", "Not 420, it is 402").
_SAID_NOT_GIVEN = re.compile(
    rf"\b(?:not|wasn'?t|isn'?t|weren'?t|aren'?t)\s+(?:the\s+|a\s+|an\s+)?(?P<said>{_TOKEN})\s*[,;.]\s*(?:but\s+)?"
    rf"(?:it|they|that|he|she)?\s*(?:'s|was|is|were|are)\s+(?:the\s+|a\s+|an\s+)?(?P<given>{_TOKEN})",
    re.IGNORECASE)
# Words of no content on either side of "not": they set no word of the answer's right.
_NO_CONTENT_TEXT = """
    a an the it its that this these those is was are were be been am s re m ve d ll i you we they he she me my your
    our their to of for in on at by with and or but so if as then than just only really very quite still even also too
    tho though rather bit say says said do does did not no yes why what how
"""
_NO_CONTENT = frozenset(_NO_CONTENT_TEXT.split())
_WORD = re.compile(r"[^\W_]+")
_DIGITS = re.compile(r"\d+")


def _bare(token: str) -> str:
    return token.lower().lstrip("$£€#")


def words_of(text: str) -> set[str]:
    """The words of a text, lowered, and the runs of digits in them ("100mg" gives "100mg" and "100")."""
    return {word.lower() for word in _WORD.findall(text)} | set(_DIGITS.findall(text))


def answer_denied(text: str, previous_answer: str, written: set[str]) -> str | None:
    """The words of the message ("50, not 100") that set aside a word or a figure of `previous_answer` which none of
    the user's earlier messages (their `words_of`: `written`) gave, and give another word or figure that the answer
    did not; None else."""
    said_words = words_of(previous_answer)
    for pattern in (_GIVEN_NOT_SAID, _SAID_NOT_GIVEN):
        for match in pattern.finditer(text):
            said, given = _bare(match.group("said")), _bare(match.group("given"))
            if said == given or said in _NO_CONTENT or given in _NO_CONTENT:
                continue
            if said in said_words and said not in written and given not in said_words:
                return match.group(0)
    return None
