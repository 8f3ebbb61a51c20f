"""A name written bare in a log line after a key runs to the next key (`speaker=Tom Hadley evaluator=Jenny Kovac`).

A value with no quotes ends at a space, so a person's name written bare after a person's key (a role or a doer:
`learner=dafydd ap iorwerth`, `renter=jono mcleod`) was read as its first word, and the rest of the name survived.
A log line sets its pairs side by side: the words that follow a bare value up to the next `key=`
are that value's, when they are words of letters (capitalised or not, one to four of them) and nothing else stands
between. The longer value is read under its key as any value is, a person's name only in a name's shape; a run that
is not followed by a key (`user=bob logged in from home`) is a sentence, and the value stays one
word.

A passenger's name as airlines write it, SURNAME/GIVEN with a title (`pax=KOWALCZYK/JAKUB MR`), is a person's name
under any key: the shape is the booking's, no code's.

Applied to each bare value of a pair in free text (redaction/recognizers/key_values.py). AS_PERSON: the words after
the value are the value's; no rule: the value is its first word.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict

# One to four words of letters after the value, then the next key (`key=`).
RUN_TO_NEXT_KEY = re.compile(
    r"(?P<run>(?:[ \t]+[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*){1,4})"
    r"(?=[ \t]+[A-Za-z][\w.-]{0,40}=)"
)
# SURNAME/GIVEN TITLE, as a booking writes a passenger.
AIRLINE_NAME = re.compile(r"[A-Z][A-Z'-]+/[A-Z][A-Z' -]*?[ ](?:MR|MRS|MS|MISS|MSTR|DR|PROF)")


def a_run_to_the_next_key(after: str) -> bool:
    """Whether the text after a bare value opens with words of letters that run to the next key."""
    return RUN_TO_NEXT_KEY.match(after) is not None


def an_airline_name(value: str) -> bool:
    return AIRLINE_NAME.fullmatch(value) is not None


BARE_NAMES: Table[str] = Table(
    "Bare values that run to the next key",
    "The text after a bare value of a pair in free text (redaction/recognizers/key_values.py), and a bare value. "
    "AS_PERSON: the words after the value are the value's, or the value is a passenger's name; no rule: the value "
    "is its first word.",
    (
        Rule("a_bare_value_runs_to_the_next_key", "reads as a bare value's the one to four words of letters after "
             "it that run to the next `key=`; the longer value is read under its key as any value",
             "a name written bare after a person's key was cut at its first space and the rest of it survived "
             "(`speaker=Tom Hadley evaluator=Jenny Kovac`, `renter=jono mcleod`) "
             "(redaction/rules/bare_names.py)", Verdict.AS_PERSON, a_run_to_the_next_key,
             (" Hadley evaluator=Jenny Kovac", " Kovac project=P2.1", " ap iorwerth amount_gbp=95.00",
              " mcleod renter_ip=122.57.201.88", " MR dob=1987-03-22"),
             (" logged in from the office at 09:14", " 4 retries=2", " https://example.org", " and then failed", "")),
        Rule("a_passengers_name", "reads as a person's name a value written as a booking writes a passenger: "
             "SURNAME/GIVEN and a title", "airline manifests write their passengers so (`pax=KOWALCZYK/JAKUB MR`), "
             "under keys no role list holds (redaction/rules/bare_names.py)", Verdict.AS_PERSON, an_airline_name,
             ("KOWALCZYK/JAKUB MR", "NGUYEN/MINH ANH MS", "O'NEILL/SEAN MSTR"),
             ("ZNA/YWH", "5/6", "KOWALCZYK/JAKUB", "N/A")),
    ),
    lambda example, engine: example,
)
