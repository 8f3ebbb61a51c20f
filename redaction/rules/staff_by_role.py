"""Someone named right after the work they do for the customer is a person: "Rider Naveed delivery se pehle call
karega", "your backup is Eleni", "Your doula will be Marina", "The crew lead, Dawn, will text", "driver is piotr".

Businesses tell a customer who will come, call or look after them by their role, in any domain and in the mixed
languages customers write: a word of a person's work (`ROLES`: a driver, a rider, a guide, a doula, a technician, a
crew lead...), then at most "is", "will be" or a comma, then one word. That word is a name when it is a given name
(any country's), or in capitals a word rare in running text and no word of the language, and, written in lower case,
no word in common use ("driver is piotr"; not "the driver will call", "lead crystal", "driver didnt come"), and it
ends its clause or a word in lower case follows ("Marina and", "Naveed delivery"). A firm named after a role ("The
Courier Guy") is no one: a role in capitals after "The" opens a name of a thing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

ROLES = (
    "driver", "rider", "courier", "guide", "instructor", "coach", "doula", "midwife", "nurse", "therapist",
    "coordinator", "technician", "tech", "installer", "host", "backup", "crew lead", "team lead", "lead", "stylist",
    "trainer", "tutor", "teacher", "skipper", "chef", "consultant", "advisor", "adviser", "cleaner", "plumber",
    "electrician", "engineer", "surveyor", "photographer", "planner", "caseworker", "case officer", "counsellor",
    "counselor", "physio", "groomer", "walker", "sitter", "nanny", "carer", "caregiver", "concierge", "mechanic",
    "assessor", "inspector", "supervisor", "foreman", "rep", "representative", "handler", "escort", "interpreter",
)  # fmt: skip
_ROLE = "|".join(sorted((re.escape(role).replace(r"\ ", "[ \t]+") for role in ROLES), key=len, reverse=True))
NAMED_BY_ROLE = re.compile(
    rf"(?:(?<=^)|(?<=[\s(,.;:!?]))(?P<role>(?i:{_ROLE}))"
    r"(?:[ \t]+(?i:is|will be|was|today is|tomorrow is))?[ \t]*,?[ \t]+"
    r"(?P<name>[A-Za-zà-öø-ÿ][a-zà-öø-ÿ'’-]*[a-zà-öø-ÿ])"
    r"(?=[ \t]*(?:[,.!?;:)—–\n]|$)|[ \t]+[a-zà-öø-ÿ])"
)
_THE_BEFORE = re.compile(r"(?<![^\W\d_])[Tt]he[ \t]+$")

# (text, the name the role says, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Rider Naveed delivery se pehle call karega", "Naveed"),
    ("Your doula will be Marina and she visits on day 3", "Marina"),
    ("Fine on Tuesday, your backup is Eleni.", "Eleni"),
    ("The crew lead, Dawn, will text before arriving", "Dawn"),
    ("plate is WN21 HFC, driver is piotr. can it use the bay", "piotr"),
    ("The driver will call an hour before", ""),  # a word of the language
    ("Post it with The Courier Guy asked for my ID", ""),  # a firm named after a role
    ("waybill not created, service=The Courier Guy)", ""),
    ("it was 24% lead crystal with a brass foot", ""),  # a word in common use, in lower case
    ("driver didnt come yesterday, bins are full", ""),  # in lower case, no given name
)


def named_by_role(text: str, is_given_name: Callable[[str], bool], common: Callable[[str], bool],
                  not_a_name: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the names a role says. `is_given_name`: a given name of any country; `common`: a word in
    common use; `not_a_name`: a word no one bears (a day, a month, a brand, a title)."""
    spans = []
    for match in NAMED_BY_ROLE.finditer(text):
        word = match.group("name")
        if match.group("role")[0].isupper() and _THE_BEFORE.search(text, 0, match.start("role")):
            continue  # "The Courier Guy", "service=The Courier Guy"
        if len(word) < 3 or not_a_name(word) or not is_given_name(word) or (word.islower() and common(word)):
            continue
        spans.append((match.start("name"), match.end("name")))
    return spans
