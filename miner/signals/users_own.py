"""The user's own people and work, named as theirs: a cousin, a buddy, the user's job, boss, supervisor, foreman,
workplace, employer or colleagues ("my cousin said he went last year", "these folks at my job done changed the schedule
again", "my buddy has the truck", "Our pay is delayed this month, my supervisor at the contractor said end of month").
Whom the user's story is of: in a message that names nothing of the agent or the service, the learned model's verdict
reads the story's tone, not displeasure at the business, and does not count (`complaint.py`); the rules' cues count as
before.

Not friends nor the household ("my friend", "my daughter", "my parents", "my children"): the user writes for them as
often as of them ("noting it doesn't give my friend a robe. we're sitting here in towels. for a £180 spa day"), and
reading them lost complaint conversations.
"""

from __future__ import annotations

import re

USERS_OWN = (
    r"\b(?:my|our)\s+(?:\w+\s+)?(?:cousins?|buddy|buddies|job|boss|supervisors?|foreman|workplace|employer|"
    r"co-?workers?|colleagues?)\b"
)
_USERS_OWN = re.compile(USERS_OWN, re.IGNORECASE)


def names_users_own(text: str) -> bool:
    """Whether the message names a cousin, a buddy, a job, a boss, a supervisor, a foreman, a workplace, an employer
    or colleagues of the user's own ("my cousin", "at my job", "our boss", "my supervisor")."""
    return bool(_USERS_OWN.search(text))
