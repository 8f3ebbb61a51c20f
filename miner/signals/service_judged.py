"""The business judged in one message, with no word the other cues read: what it owes withheld, displeasure felt
with it, a demand that it do better, a question asking it to account for what it did, a failure told with it to blame.

People who write to a business once, on a public page or in a message, rarely repeat themselves or correct an
answer: the displeasure is in how they name the business and what it failed to give. Five shapes, read by the
complaint detector as its `frustration` family (english.py), each one strong alone, the same for a bank, a
telecom, a shop or a carrier:

- what a business owes its customer said to be missing: accountability, an apology, communication, compassion,
  flexibility, courtesy, notice, customer service ("No accountability from customer service", "with no apology",
  "absolutely disappointed in your lack of service"), no help to be had at all ("cannot get any sort of help"), and
  "it would have been nice" to be given it;
- displeasure felt with the business, the feeling's word aimed at it ("disappointed with your bank", "not happy
  with you"), the business said to suck or to fail ("you guys suck", "whoever you outsource to is failing you"), not
  to make a good impression, to care only about money, or to treat its paying customers so;
- a demand that the business do better, said to it ("you really need a better system", "you need to train your
  staff", "you should be ashamed");
- a question asking the business to account for what it did, not how to do something: "why would you ...", "is
  this how you treat ...", "why are your ... not ...";
- a failure told with the business to blame: it will not even act ("your agent won't do anything", "you can't even
  tell me why"), it refuses to refund, waive or honour, it broke or damaged what was the customer's, every time the
  customer deals with it something goes wrong, it takes forever; and amends asked for the inconvenience, or attention
  hoped for now that someone above was written to.

Not read: a feeling aimed at someone or something else ("disappointed in myself"), what the user needs ("I need a
better plan"), a question about a rule or a step ("why do you need my date of birth?", "why would you recommend the
yearly plan?", "why is my card not showing in the app?"), "no" before a word the business does not owe or in a
question ("no apology needed", "can I close the account with no notice?"), a wish said politely ("it would be nice
to have the invoice in PDF"), a refund asked ("can I get a refund for the unused month?"), and a thing lost told
plainly ("you lost my parcel, ticket 5520") or an account closed "with no explanation", which the labelling guide
reads as a problem told plainly as often as a complaint.
"""

from __future__ import annotations

import re

# Who the business is, said to it or of it: "you", "you guys", "your <something>", "this company".
_THE_BUSINESS = (r"(?:you(?:\s+(?:guys|all|people|folks))?|y'?all|u|your\s+(?:\w+\s+)?\w+|this\s+(?:company|airline|"
                 r"bank|business|shop|store|service|place)|the\s+(?:company|service))")

# What a business owes its customer said to be missing.
DUTY_WITHHELD = (
    r"\b(?:no|zero|not\s+(?:a|one|any)|without\s+(?:any|an?)|lack\s+of(?:\s+any)?)\s+(?:\w+\s+)?"
    r"(?:accountability|apology|apologies|communication|compassion|flexibility|courtesy|"
    r"customer\s+service|consideration|notice|warning)\b(?!\s+(?:needed|necessary|required))(?![^.!?]{0,40}\?)",
    r"\black\s+of\s+(?:\w+\s+)?(?:service|help|support|care|respect|professionalism)\b",
    r"\b(?:can'?t|cannot|couldn'?t|unable\s+to)\s+get\s+(?:any|a\s+single)\s+(?:\w+\s+of\s+)?"
    r"(?:help|answer|response|assistance|reply)\b",
    r"\bwould\s+have\s+been\s+nice\b|\bnice\s+to\s+(?:hear|get|receive)\s+an?\s+apolog",
)
# Displeasure felt with the business.
FELT = (
    rf"\b(?:disappointed|unhappy|not\s+(?:at\s+all\s+|very\s+|too\s+)?(?:happy|pleased|impressed)|fed\s+up|"
    rf"saddened|disgusted|appalled|ticked\s+off|pissed\s+off)\s+(?:in|with|by|at)\s+{_THE_BUSINESS}\b",
    rf"\b{_THE_BUSINESS}\s+(?:really\s+|seriously\s+|truly\s+|just\s+)?(?:suck|sucks|stink|stinks|blow)\b",
    rf"\b{_THE_BUSINESS}\s+(?:is|are|has\s+been|have\s+been)\s+(?:really\s+|seriously\s+)?failing\b",
    r"\b(?:is|are)\s+failing\s+(?:you|your\s+\w+|us|me|its\s+\w+|their\s+\w+)\b",
    r"\bnot\s+(?:making|leaving)\s+(?:a\s+)?(?:great|good|very\s+good)\s+(?:first\s+)?impression\b",
    r"\bonly\s+cares?\s+about\s+(?:the\s+)?(?:money|profits?|making\s+money)\b",
    r"\b(?:i'?m|i\s+am|we\s+are|we'?re|as)\s+(?:a\s+)?paying\s+customers?\b|\bpaying\s+customers?\s+(?:away|like|as)\b|"
    r"\b(?:treat|turn\w*|turning)\s+(?:your\s+)?paying\s+customers\b",
)
# A demand that the business do better.
BETTER_DEMANDED = (
    r"\byou(?:\s+(?:guys|all|people|folks))?\s+(?:really\s+|seriously\s+|honestly\s+|desperately\s+)?"
    r"(?:need|have|ought)\s+(?:to\s+(?:get|find|have|hire|invest\s+in)\s+)?(?:an?\s+|some\s+)?better\b",
    r"\byou(?:\s+(?:guys|all|people|folks))?\s+(?:really\s+|seriously\s+|honestly\s+)?(?:need|have|ought)\s+to\s+"
    r"(?:educate|train|retrain|teach)\s+your\b",
    r"\byou(?:\s+(?:guys|all|people|folks))?\s+should\s+(?:be\s+ashamed|change\s+your\s+name)\b",
)
# A question that asks the business to account for what it did.
ACCOUNT_ASKED = (
    r"\bwhy\s+would\s+(?:you|your\s+\w+)\b(?![^.?!]{0,20}\b(?:need|want|like|recommend|suggest)\b)",
    r"\bis\s+this\s+how\s+(?:you|your\s+\w+)\s+(?:treat|let|handle|run|do\s+business)\b",
    r"\bwhy\s+(?:are|is)\s+your\s+[^.?!]{0,40}\bnot\b(?!\s+(?:showing|loading|working|available)\b)",
)
# A failure of the business told with it as the one to blame: it refuses, it cannot even, it lost or broke what was
# the customer's; every time the customer deals with it, something goes wrong; it takes forever.
BLAMED = (
    r"\b(?:you|u|your\s+(?:\w+\s+)?\w+)\s+(?:won'?t|wouldn'?t|refuse[ds]?\s+to|(?:can'?t|cannot|couldn'?t|didn'?t|"
    r"don'?t)\s+even)\s+(?:\w+\s+){0,2}?(?:do|help|answer|tell|give|deliver|refund|reply|respond|call|fix|"
    r"honou?r|waive|say|explain|apologi[sz]e|acknowledge)\w*\b",
    r"\b(?:you|u|y'?all|you\s+guys|your\s+(?:\w+\s+)?\w+)\s+(?:have\s+|has\s+|just\s+|then\s+)?"
    r"(?:broke|damaged|ruined|stole)\s+(?:my|our)\b",
    r"\b(?:won'?t|wouldn'?t|refuse[ds]?\s+to|refusing\s+to)\s+(?:even\s+)?(?:refund|waive|honou?r|reimburse|"
    r"compensate)\b",
    r"\b(?:reimburse\w*|compensat\w+|refund|credit)\b[^.?!]{0,60}\bfor\s+(?:my|our|the)\s+(?:inconvenience|trouble)\b",
    r"\b(?:hopefully|maybe)\s+(?:now\s+)?(?:you|someone)\s+(?:will\s+)?(?:finally\s+)?(?:pay\s+attention|listen|"
    r"take\s+(?:this|me|us)\s+seriously)\b",
    r"\bevery\s*time\s+(?:i|we)\s+(?:\w+\s+){1,3}?(?:with\s+|from\s+|to\s+)?(?:you|your\s+\w+)\b[^.?!]{0,30}\b"
    r"(?:something|always|never)\b",
    r"\b(?:you|u|your\s+(?:\w+\s+)?\w+)\s+(?:took|take|takes|(?:are|is)\s+taking)\s+forever\b",
)
SERVICE_JUDGED: tuple[str, ...] = (*DUTY_WITHHELD, *FELT, *BETTER_DEMANDED, *ACCOUNT_ASKED, *BLAMED)

_READ = re.compile("|".join(f"(?:{pattern})" for pattern in SERVICE_JUDGED), re.IGNORECASE)


def service_judged(text: str) -> str | None:
    """The words of the message that judge the business, or None."""
    found = _READ.search(text.replace("\u2019", "'"))
    return found.group(0) if found else None


# (message, whether it is read): run as tests (tests/signals/test_service_judged.py).
EXAMPLES = (
    ("I'd like to know where my parcel is. No accountability from customer service.", True),
    ("Card blocked for a week with no apology.", True),
    ("absolutely disappointed in your lack of service", True),
    ("Really disappointed with your bank, third time this month.", True),
    ("Strike three!!! You guys suck!!!", True),
    ("whoever runs your branch is failing you big time", True),
    ("your support team is failing every customer who calls", True),
    ("you really need a better system for handling refunds", True),
    ("you guys need to train your staff on what a return label is", True),
    ("why would you post my order to an address I never gave you!", True),
    ("is this how you treat your loyal customers?", True),
    ("why are your plans not priced like the other networks'?", True),
    ("no apology needed, it's fixed now", False),
    ("I'm disappointed in myself for missing the payment date", False),
    ("I need a better plan for my family, what do you have?", False),
    ("why do you need my date of birth?", False),
    ("why would you recommend the yearly plan over the monthly one?", False),
    ("why is my card not showing in the app?", False),
    ("your agent won't do anything about my missing parcel", True),
    ("your courier broke my screen and nobody answers", True),
    ("every time I order from you something arrives broken", True),
    ("your refunds take forever and nobody tells me why", True),
    ("my manager finally signed the form (took forever), can you book it?", False),
    ("Payment cancelled with no notice, again.", True),
    ("can I close the account with no notice?", False),
    ("I lost my card yesterday, can you block it?", False),
    ("you lost my parcel, ticket 5520", False),
    ("No flexibility/compassion from the front desk at all", True),
    ("been queuing since 9 and cannot get any sort of help", True),
    ("it would have been nice to be told before the price went up", True),
    ("whoever you outsource deliveries to is failing you", True),
    ("not making a great first impression, my first order and it's late", True),
    ("this bank only cares about money", True),
    ("I am a paying customer and I get treated like this", True),
    ("the insurer refused to reimburse the repair", True),
    ("I'd like a credit on my bill for the inconvenience", True),
    ("just emailed your CEO so hopefully you pay attention now", True),
    ("it would be nice to have the invoice in PDF", False),
    ("can I get a refund for the unused month?", False),
    ("the app is failing to load my statements", False),
    ("your app won't let me log in since the update", False),
)
