"""Marks of disbelief or irony after an answer: the user meets the agent's answer with doubled question marks, a
question mark beside an exclamation mark, or an emoji of irony, whatever the language.

"Siku 7?? Hii ni msiba jamani" (Swahili: 7 days?? this is a disaster), "1-3 КҮН??? Төбе жарылайын деп тұр" (Kazakh:
1-3 DAYS??? the ceiling is about to burst), "Nege hesh kim duris juwap bermeydi??" (Karakalpak: why does no one give
a straight answer??), "Etsɔ?! Ao." (Ewe: tomorrow?! no.), "？？？5年不满12个月？" (Mandarin), and the clap, the
upside-down face and the unamused face said to what the agent did ("Aad baad u dhakhso badan tihiin 👏", Somali: you
are very fast, after three weeks; "Bravi, cuntinuati accussì 👏👏", Sicilian: well done, keep it up). Read by the
complaint detector (family `disbelief_marks`) in a message no model here reads (not English), from the user's second
message on, after the agent answered: in the user's first message no answer is met, and the marks stay the weak
`exclamation` cue of english.py. Not read beside an emoji that shows no displeasure (a laugh, a heart: "Kweli?? 😂"),
nor "!!" alone (joy as often: "Natindi 20$ sikoyo. Matondo mingi!!"), nor the rolled eyes (🙄: at a neighbour, a
fiancé or oneself as often as at the agent).
"""

from __future__ import annotations

import re

# Two question marks or more, or a question mark beside an exclamation mark, half-width or full-width; the clap, the
# upside-down face, the unamused face.
_MARKS = re.compile(r"[?？]{2,}|[?？][!！]|[!！][?？]|[👏🙃😒]")


def disbelief_marks(text: str) -> str | None:
    """The first mark of disbelief or irony of the message ("??", "?!", "👏"), or None."""
    found = _MARKS.search(text)
    return found.group(0) if found else None


# (message, the mark read): run as tests (tests/signals/test_disbelief_marks.py).
EXAMPLES = (
    ("Siku 7?? Hii ni msiba jamani hamuwezi kuelewa?", "??"),
    ("1-3 КҮН??? Төбе жарылайын деп тұр", "???"),
    ("？？？5年不满12个月？你再看看", "？？？"),
    ("Etsɔ?! Ao. Medi be maƒo nu kple chef la", "?!"),
    ("Saddex toddobaad kadib ayaa foom la ii soo dirayaa. Aad baad u dhakhso badan tihiin 👏", "👏"),
    ("Mat. Ma n'eo ket prest evit ar Pardon 🙃", "🙃"),
    ("Natindi 20$ sikoyo. Matondo mingi!!", None),
    ("Kuna gari saa 9? Asante.", None),
    ("Signalatu 🙄 comu a simana passata", None),
)
