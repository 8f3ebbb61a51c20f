"""A condition named after the doctor who described it: "Sever's disease", "Bell's palsy", "Down syndrome",
"Raynaud's phenomenon". The name before a condition's noun, in the possessive or not, is the condition's, and a
person who has it is written otherwise ("my boy has Sever's disease"): nobody is called "Sever's disease".

Privacy first: a given name and a surname before the noun ("Priya Okafor's disease") may still be a person's, and a
person's cue around it ("Dear Sever, disease ...", "Mrs Bell's palsy") keeps it as a name.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon

# The condition's noun right after the name, past its possessive: "Sever['s disease]", "Down[ syndrome]".
_CONDITION_AFTER = re.compile(
    r"(?:['’]s?)?[ \t]+(?i:disease|diseases|syndrome|palsy|phenomenon|lymphoma|sarcoma|dystrophy|contracture)\b"
)


def _a_full_name(words: list[str]) -> bool:
    """Two words or more, the first a given name of any name list: a person's full name, perhaps."""
    return len(words) >= 2 and words[0].casefold() in lexicon.world_given_names()


def a_conditions_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words right before a condition's noun (disease, syndrome, palsy, phenomenon...), in the
    possessive or not, that are no given name and surname, with no person's cue before them."""
    value = text[start:end]
    if not value[:1].isupper() or _CONDITION_AFTER.match(text, end) is None:
        return False
    if _a_full_name(lexicon.name_words(value)):
        return False
    return not support.cued(text[max(0, start - 40) : start], "")
