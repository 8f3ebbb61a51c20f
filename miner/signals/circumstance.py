"""A visit arranged around the weather or a place: the user asks the one coming to call before coming and tells why,
the rain, a flood, a road in a bad state ("Delivery boy should call me before coming. road is very bad in this rain,
tempo cannot enter inside, I will come to main road and take"). The cause told is a circumstance, not the service, and
the call asked arranges the visit: the message voices no displeasure at the business.

Read by the complaint detector: such a message, holding no cue of the rules (only the learned model's verdict), is
news of the circumstance, as a message the agent thanked the user for telling is (`calm` in complaint.py): its
verdict corroborates no other message's verdict of the model, and no other verdict of the model corroborates its own.
A complaint in the user's own words elsewhere, or the agent's apology, still corroborates it.

Not read: a circumstance told without a visit arranged ("the gravel road out past our place has a big washout after
the storms", a trouble the council is asked about), a call asked without a circumstance ("call me before coming"),
and a sentence that says what to talk about (the call is then asked for a person: SPEAKING_PURPOSE of english.py).
"""

from __future__ import annotations

import re

from miner.signals.english import TIMED_CALL

# The weather, or a road, a track, a lane or a bridge in a bad state.
CIRCUMSTANCE = (
    r"\b(?:rain|raining|rains|rainy|flood|flooded|flooding|floods|storm|storms|snow|snowing|snowed|cyclone|monsoon|"
    r"landslide|washed\s+out|washout)\b|"
    r"\b(?:road|track|lane|bridge)\s+(?:\w+\s+){0,4}?(?:is|was|'s)\s+(?:very\s+|so\s+|really\s+|wile\s+)?"
    r"(?:bad|flooded|shut|closed|blocked|muddy|washed)\b"
)
_CIRCUMSTANCE = re.compile(CIRCUMSTANCE, re.IGNORECASE)
_TIMED_CALL = re.compile(TIMED_CALL, re.IGNORECASE)


def visit_arranged_around(text: str) -> str | None:
    """The circumstance told ("rain") when the message also asks the one coming to call, timed to the coming; else
    None."""
    if not _TIMED_CALL.search(text):
        return None
    found = _CIRCUMSTANCE.search(text)
    return found.group(0) if found else None


# (message, the circumstance read): run as tests (tests/signals/test_visits_around_weather_and_whom_to_call.py).
EXAMPLES = (
    ("Delivery boy should call me before coming. road is very bad in this rain, tempo cannot enter inside",
     "road is very bad"),
    ("can the delivery driver call me before coming? road to our village is very bad after the rain", "road to our "
     "village is very bad"),
    ("tell the driver to ring me when he's at the bottom of the lane, the lane is flooded", "lane is flooded"),
    ("the gravel road out past our place has a big washout after the storms last week", None),
    ("call me before coming please", None),
)
