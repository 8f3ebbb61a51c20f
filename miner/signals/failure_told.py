"""A failure of the service told with what it did to the user, with no word of complaint: the displeasure is in the
telling, not in a judgement.

People often voice displeasure at a service by telling the failure and what it cost them, and nothing else. Five
shapes, read by the complaint detector as its `frustration` family (english.py), each one strong alone:

- what the failure did to the person, with the service as its cause: a connection missed because of it ("due to gate
  agents I missed my connecting flight"), someone left stranded ("really know how to leave someone stranded after a
  funeral"), money or a journey the user had to spend because the service did not act ("my sister had to drive 1200
  miles because you did not accommodate a rebook"), a tag of it ("#missedconnection", "#forcedovernight",
  "#stranded");
- a promise broken: told one thing, and never or still not ("I'm being told that I will, but I never get a call back");
- a count of attempts or of hours: calls, messages or complaints made ("Made about 30 calls today", "sent 4
  complaints", "left several msgs"), calling back again and again ("had to call back five times"), calling since a
  day ("been calling since Thursday"), an hour or more on the telephone or on hold ("been on hold to rebook a flight for
  1.5 hrs", "on the phone for 47 minutes"), hours of waiting or delay ("1 1/2 hr wait for bags", "7 Hours for my
  friend to rebook", "spent hour+ trying to check in"), minutes of effort and nothing ("45 minutes of talking to her and
  nothing");
- thanks said sarcastically after a failure: thanks for an automatic answer ("thanks for the generic computer
  generated response"), "way to suck", "really making this the perfect Monday";
- a question of why or how in the face of a failure: why it keeps going wrong ("why does this flight keep getting
  delayed"), why the user must pay or go through it ("Why do I pay more for Coach Plus to be told ...", "why do I have
  to go thru the details again"), how the service has not done something ("how have you not loaded our luggage"), why
  it takes so long ("why so long"), "what's up with the wait times", how the user can do something when the service
  will not ("How can I file a claim when your agents won't let me speak to a supervisor?").

Not read: a trouble told calmly whose cause is a third party or a circumstance ("the coach was 2 hours late and i
missed my connecting flight": no service named as the cause), a promise told with what happened since but neither
"never" nor "still" ("I was told my tyres would be in stock today but the centre rang to say they haven't arrived"),
a try at something of the user's own told with what it showed ("I tried the app this morning, it says locked"), a
wait of minutes under twenty ("on the phone for 5 minutes"), calm thanks ("no that's fine, thanks!") and a question of
why that asks about a rule ("why can't I change my pledge"). The cues of the complaint detector around a failure
still apply: polite words do not cancel a strong cue, and a message naming only someone else counts when the
conversation corroborates it.
"""

from __future__ import annotations

import re

_COUNT = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many)"

# What the failure did to the person, with the service as its cause.
CONSEQUENCE = (
    r"\b(?:due\s+to|because\s+of|thanks\s+to)\s+[^.?!]{0,30}\b(?:i|we)\s+missed\s+(?:my|our)\s+"
    r"(?:connect\w*|flight|train)\b|#(?:missedconnection|forcedovernight|stranded)\b",
    r"\b(?:has|have|had|left|leaves?|leaving|leave)\s+(?:me|us|him|her|them|someone|\w+\s+passengers)?\s*stranded\b",
    r"\bhad\s+to\s+(?:drive|buy|pay|spend|sleep|book)\b[^.?!]{0,60}\b(?:because|since|as|after)\s+(?:you|your|u)\b",
)
# A promise broken: told one thing, and never or still not.
PROMISE_BROKEN = (
    r"\b(?:told|said|promised)\b[^.?!]{0,60}\bbut\s+(?:i\s+|we\s+)?(?:never|still\s+(?:no|not|haven'?t|nothing))\b",
)
# A count of attempts or of hours.
COUNTED = (
    rf"\b(?:made|sent|left)\s+(?:about\s+|over\s+)?{_COUNT}\s+(?:calls|complaints|messages|msgs|emails|e-mails)\b",
    rf"\bcall(?:ed)?\s+back\s+{_COUNT}\s+times\b|\bbeen\s+(?:calling|trying|ringing|emailing)\s+since\b",
    r"\b(?:on\s+the\s+phone|on\s+hold)\s+(?:\w+\s+){0,6}for\s+(?:over\s+)?(?:an?\s+hour|\d+(?:[.,]\d+)?\s*"
    r"(?:hours?|hrs?)|[2-9]\d\s*(?:minutes|mins))\b",
    r"\b(?:\d+(?:[.,/ ]\d+)*|an?)\s*\+?\s*(?:hours?|hrs?)\s+(?:wait|delay|for\s+(?:my|a|the|his|her))\b|"
    r"\bspent\s+(?:an?\s+)?hour\+?",
    r"\bminutes\s+of\s+\w+ing\b[^.?!]{0,30}\bnothing\b",
)
# Thanks said sarcastically after a failure.
SARCASTIC_THANKS = (
    r"\bthanks?\s+for\s+the\s+(?:generic|automated|canned|auto|computer|copy|standard|useless|form)\b",
    r"\bway\s+to\s+(?:suck|fail|lose|screw)\b|\breally\s+making\s+this\s+(?:the\s+)?(?:perfect|best|great)\b",
)
# A question of why or how in the face of a failure.
WHY = (
    r"\bwhy\s+(?:does|do|is|are|did)\s+(?:this|my|the|your|our)\s+[^.?!]{0,30}\bkeep\s+\w+ing\b",
    r"\bwhy\s+do\s+(?:i|we)\s+(?:have\s+to|pay)\b",
    r"\bhow\s+(?:have|has|could|did|can)\s+(?:you|they|u)\s+not\b",
    r"\bwhy\s+so\s+(?:long|slow)\b|\bwhat'?s\s+up\s+with\s+(?:the|your)\b",
    r"\bhow\s+can\s+(?:i|we)\b[^.?!]{0,40}\bwhen\s+(?:your|you|they)\s+(?:\w+\s+)?(?:won'?t|don'?t|can'?t|didn'?t)\b",
)
FAILURE_TOLD: tuple[str, ...] = (*CONSEQUENCE, *PROMISE_BROKEN, *COUNTED, *SARCASTIC_THANKS, *WHY)

_READ = re.compile("|".join(f"(?:{pattern})" for pattern in FAILURE_TOLD), re.IGNORECASE)


def failure_told(text: str) -> str | None:
    """The words of the message that tell a failure by what it did to the user, or None."""
    found = _READ.search(text.replace("\u2019", "'"))
    return found.group(0) if found else None


# (message, whether it is read): run as tests (tests/signals/test_failure_told.py).
EXAMPLES = (
    ("due to your gate staff I missed my connecting flight to Lisbon", True),
    ("overbooked again. #missedconnection #forcedovernight", True),
    ("you really know how to leave someone stranded after a funeral", True),
    ("my parents had to drive 300 miles because you did not rebook them", True),
    ("I keep being told it's on its way, but I never get a tracking number", True),
    ("made about 20 calls today and each time the line drops", True),
    ("sent 4 complaints and got one call back, when I was asleep", True),
    ("I had to call back five times to reach someone who knew the answer", True),
    ("I've been calling since Monday", True),
    ("been on hold to change my booking for 1.5 hrs", True),
    ("1 1/2 hr wait for the bags at the carousel", True),
    ("45 minutes of talking to the supervisor and nothing", True),
    ("thanks for the generic automated response", True),
    ("Still on hold. Way to suck.", True),
    ("why does my train keep getting cancelled?", True),
    ("why do I have to type the whole order again when a person picks up?", True),
    ("how have you not refunded me yet?", True),
    ("the queue is 40 minutes - why so long?", True),
    ("How can I claim when your agents won't give me a reference?", True),
    ("the coach was 2 hours late and i missed my connecting flight at stansted", False),
    ("I was told my tyres would be in stock today but the centre rang to say they haven't arrived", False),
    ("I tried the app this morning, it says locked. is there another way in?", False),
    ("I was on the phone for 5 minutes and it's sorted, thanks", False),
    ("no that's fine, thanks!", False),
    ("Why can't I change my pledge", False),
)
