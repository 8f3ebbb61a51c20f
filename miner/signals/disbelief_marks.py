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

A figure of the agent's previous answer written back beside such marks (`figure_disbelieved`: "Yim 7?! Nji
fato-nyi-lan mbeji yim adə!", Kanuri, after "... Environmental team-də yim 7-lan isin.", the team comes in 7 days) is
the user disputing what the agent said: the agent's next answer handing the matter on to a role or to people ("Sorry
kalkal. Report-mi yim adə 'urgent', sanitation officer-lan mbeji.") is the agent escalating the complaint of its own
accord, and the request detector does not read it as the user's request for a person (escalation.py). A request
written in such a message is read by its own words ("Siku 7?? ... Nataka kuongea na mtu wenu ..., sio hii robot").
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


# A figure ("7", "21:00", "1,200") with marks of disbelief after it, a few words on at most ("Yim 7?!", "3 mois de
# préavis ??"), or before it ("？？？5年"): not "!!" alone.
_FIGURE = r"\d+(?:[.,:]\d+)?"
_FIGURE_MARKS = r"(?:[?？]{2,}|[?？][!！]|[!！][?？])"
_FIGURE_DISBELIEVED = re.compile(rf"(?P<before>{_FIGURE})[^\d.?!？！\n]{{0,20}}?{_FIGURE_MARKS}|"
                                 rf"{_FIGURE_MARKS}\s*(?P<after>{_FIGURE})")


def figure_disbelieved(text: str, answer: str) -> str | None:
    """A figure of the agent's answer (`answer`, the one the message meets) that the message writes back beside marks
    of disbelief ("Yim 7?!", after "... yim 7-lan isin."), as written in the message; or None."""
    given = set(re.findall(_FIGURE, answer))
    for match in _FIGURE_DISBELIEVED.finditer(text):
        if (match.group("before") or match.group("after")) in given:
            return match.group(0).strip()
    return None


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

# (message, the agent's answer it meets, the figure disbelieved read): run as tests
# (tests/signals/test_disbelief_marks.py).
FIGURE_EXAMPLES = (
    ("Yim 7?! Nji fato-nyi-lan mbeji yim adə!", "Environmental team-də yim 7-lan isin.", "7?!"),
    ("3 mois de préavis ?? La société sera radiée dans 15 jours.", "Le préavis est de 3 mois.", "3 mois de préavis ??"),
    # The marks beside the user's own figure (5 years); the answer's (12 months) asked with one mark.
    ("？？？5年不满12个月？你再看看", "需在申请前连续足额缴存住房公积金满12个月", None),
    ("21:00?! ХОЛОДИЛЬНИК Д1АБАЙНАБ!!!", "Ток 21:00 хьалха бийр бу.", "21:00?!"),
    # A figure of the user's own, not the answer's.
    ("Yim 9?! Nji fato-nyi-lan mbeji!", "Environmental team-də yim 7-lan isin.", None),
    # "!!" alone: joy as often.
    ("Saa 9!! Asante sana.", "Gari litafika saa 9.", None),
    # The figure asked, no disbelief.
    ("Saa 9? Asante.", "Gari litafika saa 9.", None),
)
