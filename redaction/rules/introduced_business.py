"""A business introducing itself: "Hello Tanya, this is Hanois Knitwear." or "Hi Simon, Island Crab Walks here."
names the business, not a person.

An agent writing for a business opens its message with the business's name after "this is", as a person opens a
call with their own. The words after the cue are a business's name, not a person's, when they are two words or
more that end their clause (a full stop, a comma, "!", "?", a line's end), the last of them a word of the language
no one bears as a surname unless it is in common use (`Knitwear`, `Water`, `Tours`) and the first no given name of
any name list and no title ("this is Laolao Pure Water!", "This is Temwen Island Tours!"). A person introducing
themselves keeps the cue: a given name first ("this is Tanya Waters.", "this is Benedikt Hoffmann,"), a surname
last that is no word in common use ("this is Hanois Aldan.", "this is Okafor Hoffmann."), or a title ("this is Dr
Baker."). The same words opening a clause and followed by "here" that ends it introduce the business as well
("Hi Siew Ling, Island Crab Walks here. The forecast", "G'day Corey, Blackburn Kentia Nursery here."), under the same
conditions ("Hi Tom, Tanya Waters here." is a person; "we left it with Island Crab Walks here." opens no clause).

A business's name is told as the place its staff come from as well: "a person from Shannonside Fuels will ring you",
"someone from Hanois Knitwear", "a colleague at Island Crab Walks". Someone is from a firm, a body or a town, never
from a person, so the words after a person's noun and "from" or "at" are the business's name under the same
conditions, wherever the clause goes on; a given name first ("someone from Tanya Waters") or a surname in no common
use last ("a person from Hanois Aldan") stays a person, privacy first.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.recognizers.precision import TITLE_WORDS

CUE = re.compile(r"(?i:\bthis is)\s+$")
_CLAUSE_END = re.compile(r"[ \t]*(?:[.,!?;:]|$|\n)")
# "here" ending the clause after the name, and a clause opening before it: "Hi Simon, Island Crab Walks here."
_HERE = re.compile(r"[ \t]+(?i:here)[ \t]*(?:[.,!?;:]|$|\n)")
_CLAUSE_OPENS = re.compile(r"(?:^|[.,!?;:\n])[ \t]*$")
# Someone of the business's staff, then "from" or "at" right before its name: "a person from Shannonside Fuels".
_STAFF_FROM = re.compile(
    r"(?i:\b(?:someone|somebody|a[ \t]+person|a[ \t]+colleague|a[ \t]+member[ \t]+of[ \t]+(?:our[ \t]+)?(?:staff|team)|"
    r"one[ \t]+of[ \t]+(?:the[ \t]+)?team|a[ \t]+technician|an[ \t]+engineer|a[ \t]+manager|the[ \t]+team)"
    r"[ \t]+(?:from|at))[ \t]+$"
)
# The titles a person is introduced by, with the peerage's, which open a person's name as well.
_TITLES = TITLE_WORDS | {"dame", "lady", "lord"}

# (text, the words after the cue, whether a business introduces itself)
EXAMPLES: tuple[tuple[str, str, bool], ...] = (
    ("Hello Tanya, this is Hanois Knitwear. Sorry for the wait", "Hanois Knitwear", True),
    ("Hafa adai Josie, this is Laolao Pure Water, and I'm really sorry.", "Laolao Pure Water", True),
    ("Welcome to Saipan! This is Laolao Pure Water. Garapan is on our route", "Laolao Pure Water", True),
    ("Hi, this is Tanya Waters. I called about the order", "Tanya Waters", False),  # a given name first
    ("hello, this is Rose Hill, calling back", "Rose Hill", False),
    ("this is Hanois Aldan. I called earlier", "Hanois Aldan", False),  # a surname no word of the language
    ("this is Okafor Hoffmann, account BA-30912", "Okafor Hoffmann", False),  # a surname in no common use
    ("this is Dr Baker. Your results are in", "Dr Baker", False),  # a title
    ("this is Hanois Knitwear calling about it", "Hanois Knitwear", False),  # the clause goes on
    ("this is Okafor.", "Okafor", False),  # one word
    ("Hi Siew Ling, Island Crab Walks here. The forecast has it", "Island Crab Walks", True),
    ("G'day Corey, Blackburn Kentia Nursery here.", "Blackburn Kentia Nursery", True),
    ("Hi Tom, Tanya Waters here. I called about the order", "Tanya Waters", False),  # a given name first
    ("Hi Tom, Hanois Aldan here.", "Hanois Aldan", False),  # a surname no word of the language
    ("we left it with Hanois Knitwear here.", "Hanois Knitwear", False),  # no clause opens before it
    ("Hi Tom, Hanois Knitwear here and there", "Hanois Knitwear", False),  # the clause goes on
    ("Complaint CMP-2024-0588 is open and a person from Shannonside Fuels will ring you", "Shannonside Fuels", True),
    ("Someone from Hanois Knitwear will call you back today.", "Hanois Knitwear", True),
    ("a colleague at Island Crab Walks has your booking", "Island Crab Walks", True),
    ("someone from Tanya Waters rang", "Tanya Waters", False),  # a given name first
    ("a person from Hanois Aldan will ring you", "Hanois Aldan", False),  # a surname no word of the language
    ("I got a letter from Hanois Knitwear", "Hanois Knitwear", False),  # no one of the staff before "from"
)


def a_business_introducing_itself(
    text: str, start: int, end: int, is_word: Callable[[str], bool], given_name: Callable[[str], bool],
    surname: Callable[[str], bool],
) -> bool:
    """Whether text[start:end], right after "this is" or opening a clause before "here", or after someone of its staff
    and "from" or "at", is a business's name introducing itself. `is_word`: a word
    of the language; `given_name`: a given name of any name list; `surname`: a surname of any name list that is no
    word in common use."""
    words = text[start:end].split()
    return (
        len(words) >= 2
        and (
            (CUE.search(text, 0, start) is not None and _CLAUSE_END.match(text, end) is not None)
            or (_CLAUSE_OPENS.search(text, 0, start) is not None and _HERE.match(text, end) is not None)
            or _STAFF_FROM.search(text, max(0, start - 60), start) is not None
        )
        and words[0].casefold().rstrip(".") not in _TITLES and not given_name(words[0])
        and is_word(words[-1]) and not given_name(words[-1]) and not surname(words[-1])
    )  # fmt: skip
