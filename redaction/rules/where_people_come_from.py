"""A place after "from" is a person's own when the words before it say a person comes from there: a
person's noun ("the guy from Steinbach", "me and 3 mates from Toowoomba", "my cousin Noor from Birmingham", "I'm
Laras, reseller from Solo"), a pronoun right before it ("we from Alor Setar") or a person's relation said to be from
it ("my ah ma is from Penang"; not a thing of theirs, "my card is from SSI").

People say where they come from in these frames in any domain; over the nineteen tuning sets, the places a person
came from that the tool dropped as places alone stood after them. A place is kept only when said of a person, so
these frames join the cues that say so (`_PERSON_PLACE_CUE`, redaction/recognizers/support.py); a trip's start
("the ferry from Oban", "ships from Leeds", "a flight from Dubai") stays a place alone and is dropped. Someone on
the move ("coming down from Shropshire", "would drive down from Aberystwyth") was measured and left out: on the
PII-free texts, groups travelling to a business ("4 adults, coming up from Mississauga", "our new welders are coming
from Kabwe") said it as often as a person said where they live.
"""

from __future__ import annotations

# The nouns a person is called by in a sentence, besides the role words of the keys (customer, driver, student...).
PERSON_NOUNS = (
    "guy", "guys", "bloke", "blokes", "lad", "lads", "lass", "girl", "girls", "woman", "women", "man", "men", "lady",
    "ladies", "gent", "mate", "mates", "friend", "friends", "cousin", "cousins", "family", "couple", "folks", "kid",
    "kids", "son", "daughter", "brother", "sister", "aunt", "auntie", "aunty", "uncle", "nan", "gran", "grandma",
    "grandpa", "mum", "mom", "dad", "partner", "boyfriend", "girlfriend", "neighbour", "neighbor", "fella", "chap",
    "reseller", "seller", "farmer", "newcomer", "student", "students", "customer", "customers", "driver", "rider",
    "member", "members", "teacher", "nurse", "lodger", "tenant", "guest", "guests", "visitor", "visitors",
)  # fmt: skip
# What a person's relation is called after "my": "my ah ma is from Penang" ("my card is from SSI" names a thing).
_KIN = ("ma", "pa", "mama", "papa", "nana", "nanna", "granny", "grandad", "grandmother", "grandfather", "wife",
        "husband", "fiance", "fiancee", "fiancé", "fiancée", "parents", "folks", "boss", "flatmate", "roommate")
# Read on the text before the place, up to it.
FROM_CUE = (
    rf"\b(?i:{'|'.join(PERSON_NOUNS)})(?:\s+[A-Z][\w'’-]+)?\s+(?i:from)\s+"
    r"|\b(?i:we|i|im|us|they)\s+(?i:from)\s+"
    rf"|\b(?i:(?:my|our|his|her|their)\s+(?:[\w'’-]+\s+){{0,2}}(?:{'|'.join(PERSON_NOUNS + _KIN)})\s+"
    r"(?:is|are|was|were|'s)\s+(?:originally\s+)?from)\s+"
)
# (text, the place, whether it is said to be where a person comes from)
EXAMPLES: tuple[tuple[str, str, bool], ...] = (
    ("pretty sure its the guy from Steinbach in the 9 oclock draw", "Steinbach", True),
    ("me and 3 mates from Toowoomba wanna do the jump", "Toowoomba", True),
    ("babe my cousin Noor from Birmingham wants the same design", "Birmingham", True),
    ("I'm Laras, reseller from Solo", "Solo", True),
    ("we from Alor Setar, driving over with the car", "Alor Setar", True),
    ("my ah ma is from Penang so she wants the Hokkien", "Penang", True),
    ("the ferry from Oban leaves at 9", "Oban", False),
    ("we ship orders from Leeds every day", "Leeds", False),
    ("a flight from Dubai lands at 6", "Dubai", False),
    ("4 adults, coming up from Mississauga", "Mississauga", False),  # a group travelling, as often as a person
    ("My Nitrox card is from SSI, is that accepted", "SSI", False),
)

