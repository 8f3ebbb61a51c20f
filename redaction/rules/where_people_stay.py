"""A place after a verb of dwelling or of a person's own travel is where that person lives or comes from: "We stay
in Durbanville", "we shifted from Nagpur to Wakad", "we're driving in from Calgary", "im up in Joondalup", "he lives
way out past Weaverville", "my sister Jess up in Devonport".

People say where they live by what they do there, in any domain: they stay there (said in the present, as a home
is; "staying in" is a visit and is left alone, as is the noun, "your stay in Kyoto"), they shifted there, or they,
named by a pronoun or as someone of theirs, are up, out, over or down in it, or drive or come in, up, down or over
from it. These frames join the cues that say a place is a person's (`_PERSON_PLACE_CUE`,
redaction/recognizers/support.py), and "out past" joins the prepositions a place is guessed after. A route or a
group travelling with no pronoun before the verb ("4 adults, coming up from Mississauga", "the crew were held up on a
job out in Adare") stays a place alone and is dropped.
"""

from __future__ import annotations

# Who: a pronoun (with its verb or alone), or someone of theirs ("my sister Jess").
_WHO = (
    r"\b(?i:i|i'?m|i’m|im|we|we['’]re|he|he'?s|he’s|she|she'?s|she’s|they|they'?re|they’re)"
    r"|\b(?i:my|our|his|her|their)\s+[a-z][\w'’-]*(?:\s+[A-Z][\w'’-]+)?"
)
# Read on the text before the place, up to it.
STAY_CUE = (
    # "we stay in", "she stays at": where someone lives, in the present; not "your stay in", "staying in"
    r"\b(?<![Yy]our )(?<![Tt]he )(?<![Oo]ur )(?<![Mm]y )(?<![\w'’-][Aa] )(?<![Tt]heir )(?<![Hh]er )(?<![Hh]is )"
    r"(?i:stay|stays)\s+(?i:in|at|near)\s+"
    # "we shifted from Nagpur to", "shifting to": moving house
    r"|\b(?i:shift(?:ed|ing))\s+(?:(?i:from)\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+)?(?i:to|from|in)\s+"
    # "we're driving in from", "im up in", "he lives way out past", "my sister Jess up in"
    rf"|(?:{_WHO})\s+(?:(?i:are|is|am|r|will be|would|be|just|now|still)\s+)?"
    r"(?:(?i:driving|drive|drove|coming|come|came|lives?|living|based)\s+)?(?:(?i:way)\s+)?"
    r"(?i:in|up|down|over|out)\s+(?i:from|in|past|at|near)\s+"
)
# (text, the place, whether it is said to be where a person lives or comes from)
EXAMPLES: tuple[tuple[str, str, bool], ...] = (
    ("DOB 12/04/2016. We stay in Durbanville so the Saturday class suits us", "Durbanville", True),
    ("we shifted from Nagpur to Wakad last month", "Wakad", True),
    ("we're driving in from Calgary friday night", "Calgary", True),
    ("hey im up in Joondalup so the 6am is a bit far", "Joondalup", True),
    ("he lives way out past Weaverville so he didnt come back", "Weaverville", True),
    ("gday, my sister Jess up in Devonport wants a gift sub", "Devonport", True),
    ("Book the stay in Kyoto for the two of us", "Kyoto", False),  # the noun
    ("4 adults, coming up from Mississauga", "Mississauga", False),  # a group travelling, no pronoun
    ("the crew were held up on a job out in Adare", "Adare", False),
    ("two lads didnt turn up for the 6am shift in Little Island", "Little Island", False),  # the noun
)
