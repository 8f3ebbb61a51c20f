"""A word right before an honorific written in its own script is a person's name: "معذرت ظفر علی صاحب", "سلام نرگس
خانم", "सुनील जी गी अपना आधार", "సరే లచ్చు గారు", "ನಮಸ್ಕಾರ ಸೋಮಯ್ಯ ಅವರೇ".

Urdu, Persian, Kashmiri, Hindi and its neighbours, Telugu and Kannada speak of a person, and address them, with a
word of respect after the name, as redaction/rules/honorifics.py reads them in Latin letters ("Khalid sahib", "Sunita
ji", "Narges khanum"). Written in the language's own script there are no capitals to tell a name from a word, and
the name model reads none of these scripts, so a name said only in the conversation's words (a relative, a clerk, a
driver) was left. The honorific says it: the word right before it is the name it honours. The honorifics are those
of the Latin rule in their scripts (`صاحب` and its spoken `صاب`, `خانم`, `جان`, `जी`, `साहब`) and the Dravidian
ones (Telugu `గారు` and its forms, Kannada `ಅವರೇ`, `ಅವರಿಗೆ`); each is written apart, after a word of the same
script. The word before is the name; one more word before it is the name's too when it is a given name of any name
list ("ظفر علی صاحب"). `जी` and `جی` are "yes" as often ("हाँ जी"), so before them only a given name of a name list is
one ("सुनील जी"). A word opening a sentence is a greeting or an answer as often ("नमस्ते साहब", "شکریہ جان") and
stays; a word of a script with capitals is read by the Latin rule, a number or a sign is no name, and an honorific
before an honorific is none ("جی صاحب").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from redaction.scripts import MARKS

# Said after a name, in the script of its language: Urdu, Persian and Kashmiri (sahib, its spoken saab, khanum, jan,
# ji, bhai), Hindi and its neighbours in Devanagari (ji, sahab, sahib, bhai), Telugu (garu, its genitive and dative),
# Kannada (avare, the vocative, and avarige, to them, of a person addressed with respect).
AFTER = (
    "صاحب", "صاب", "صٲب", "خانم", "جان", "جی", "بھائی", "जी", "साहब", "साहिब", "भाई", "గారు", "గారి", "గారికి",
    "ಅವರೇ", "ಅವರಿಗೆ",
)  # fmt: skip
# Honorifics that are also "yes": only a given name of a name list is read before them.
ALSO_YES = frozenset({"जी", "جی"})
_WORD = rf"[^\W\d_][\w{MARKS}]*"
_AFTER = "|".join(sorted(AFTER, key=len, reverse=True))
HONOURED = re.compile(
    rf"(?<![\w{MARKS}])(?:(?P<before>{_WORD})[ \t]+)?(?P<name>{_WORD})[ \t]+(?P<honorific>{_AFTER})(?![\w{MARKS}])"
)
# Where a sentence opens: the text's start, or a full stop, a question or an exclamation mark of any script before.
_OPENS_A_SENTENCE = re.compile(r"(?:^|[.!?।॥۔؟][ \t]*|\n[ \t]*)$")


def _without_capitals(word: str) -> bool:
    """Whether every letter of the word is of a script that writes no capitals (Arabic, Devanagari, Telugu...)."""
    for char in word:
        if char.isalpha() and (char.isupper() or char.islower() or "LATIN" in unicodedata.name(char, "")):
            return False
    return True


def honoured(text: str, is_given_name: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the names an honorific written in its own script stands after."""
    spans = []
    for match in HONOURED.finditer(text):
        name, before = match.group("name"), match.group("before")
        if name in AFTER or not _without_capitals(name):
            continue
        if match.group("honorific") in ALSO_YES and not is_given_name(name):
            continue
        start = match.start("name")
        if before and before not in AFTER and _without_capitals(before) and is_given_name(before):
            start = match.start("before")
        elif _OPENS_A_SENTENCE.search(text, 0, match.start("name")):
            continue
        spans.append((start, match.end("name")))
    return spans


# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("سلام نرگس خانم، خسته نبید", "نرگس"),
    ("معذرت ظفر علی صاحب، سیٹ ہولڈ", "ظفر علی"),
        ("ठीक करोआने आस्तै सुनील जी गी अपना आधार", "सुनील"),
    ("हाँ जी, ठीक है", ""),  # "yes"
    ("ठीक है हाँ जी", ""),  # "yes" after a word no name list holds
    ("नमस्ते साहब, आपका ऑर्डर", ""),  # a greeting opening the text
    ("شکریہ۔ شکریہ جان", ""),  # a word opening a sentence
    ("సరే లచ్చు గారు. కాల్ బుక్ అయింది", "లచ్చు"),
    ("ನಮಸ್ಕಾರ ಸೋಮಯ್ಯ ಅವರೇ! ಇಂದ್", "ಸೋಮಯ್ಯ"),
    ("Shukriya Khalid sahib, order received", ""),  # Latin letters: redaction/rules/honorifics.py
    ("جی صاحب، ٹھیک ہے", ""),  # an honorific before an honorific
    ("رقم 450 صاحب", ""),  # a number is no name
    ("अरे जीवन", ""),  # the honorific inside a word
)
