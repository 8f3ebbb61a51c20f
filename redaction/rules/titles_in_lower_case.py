"""A name after a word of respect or kinship written in lower case, with no possessive before it, is a person, in
any language: "kwa farm ya mama Esther", "Dis oom Piet van Kakamas", "Enkosi tata Dlamini", "mimi ni mzee Salum
Kipingu", "uncle Ah Huat at jurong point"; and before one said after the name in lower case: "Bikash sir will take",
"Nimal mahaththaya".

In many languages people speak of and to one another by a word of respect or of kinship and the name, and write
that word in lower case inside a sentence: Swahili ("mama", "baba", "bi", "mzee", "kaka", "dada"), Afrikaans and
Dutch ("oom", "tannie", "tante"), Indonesian and Malay ("om", "kak", "mbak", "pak"), isiXhosa and isiZulu
("tata", "sisi", "bhuti"), and the English of family ("uncle", "auntie"). redaction/rules/honorifics.py reads such a
title capitalised, redaction/rules/kin_by_name.py and redaction/rules/kin_in_any_case.py after "my" or "our"; here
the word stands alone. So: a word of respect or kinship of any language (`LOWER_TITLES`: the honorifics' titles and
the kin words of those rules, in lower case, and the words of `OTHER_LANGUAGES`), then one or two capitalised words,
each a given name or a word rare in running text that is no word of the language, the first no word no one bears (a
day, a month, a brand, a title) and no country or populated place ("mama Africa"); a given name of any country's
lists is read there even when it is a word of the language too ("om Ferry"), as after a possessive and a kin word. As
a title does, a capitalised word after the name makes it a thing's ("uncle Ben Rice", a brand), and a word doubled is
no name and its title. The title must be in lower case: capitalised, it is a sentence's first word or honorifics'
business, and a name in lower case after it is left to the rules that know the frame ("ni mama baraka"). The same
holds of a word of respect said after a name in lower case, in the English of South Asia and in Sinhala, Nepali, Telugu
or Tamil (`LOWER_AFTER`: "sir", "ma'am", "mahaththaya", "dai", "garu"): the one to three capitalised words before it
that read as names are the name ("Bishnu Prasad Ghimire sir will take", "Nimal mahaththaya"; not "Thank you sir").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.honorifics import ABBREVIATED, BEFORE
from redaction.rules.kin_by_name import KIN
from redaction.rules.kin_in_any_case import OTHER_KIN

# Words of respect and of kinship said before a name and written in lower case: Swahili, Afrikaans and Dutch,
# Indonesian and Malay, Javanese, isiXhosa and isiZulu, Yoruba and Nigerian English, Tagalog, Hindi and Urdu, Turkish.
OTHER_LANGUAGES = (
    "mama", "baba", "bi", "bibi", "mzee", "kaka", "dada", "shangazi", "mjomba", "oom", "tannie", "tante", "ouma",
    "oupa", "om", "kak", "kakak", "adik", "bang", "abang", "pakcik", "makcik", "mak", "bude", "pakde", "mbah",
    "tata", "sisi", "bhuti", "gogo", "mkhulu", "malume", "iya", "mummy", "aunty", "nanay", "tatay", "amma", "appa",
    "akka", "anna", "chacha", "chachi", "khala", "teyze", "amca", "dayi",
)  # fmt: skip
# The titles and kin words that English also uses as a word of another sense in lower case ("don", "ate", "pan",
# "mas", "bro", "sis", "pa", "ma", "kid", "child", "baby", "partner", "son", "twin") are left to the rules that read
# them capitalised or after a possessive.
_OTHER_SENSES = frozenset((
    "don", "ate", "pan", "mas", "bro", "sis", "pa", "ma", "kid", "child", "baby", "partner", "son", "twin", "bub",
    "cik", "bu", "dona", "anna",
))  # fmt: skip
LOWER_TITLES = tuple(sorted(
    {word.casefold() for word in (*BEFORE, *KIN, *OTHER_KIN, *OTHER_LANGUAGES) if word not in ABBREVIATED}
    - _OTHER_SENSES,
    key=len, reverse=True,
))  # fmt: skip
_WORD = r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?"
LOWER_TITLED = re.compile(
    r"(?<![\w'’-])(?P<title>" + "|".join(re.escape(word) for word in LOWER_TITLES) + r")[ \t]+"
    rf"(?P<name>{_WORD}(?:[ \t]+{_WORD})?)(?![\w'’-])"
)
_A_THINGS_WORD_AFTER = re.compile(r"[ \t]+[A-ZÀ-ÖØ-Þ]")
_OPENS_A_SENTENCE = re.compile(r"(?:^|[.!?][ \t]+|\n[ \t]*)$")
# Words of respect said after a name, in lower case, in the English of South Asia and in Sinhala, Nepali, Telugu and
# Tamil ("Bikash sir will take", "Nimal mahaththaya", "Sunita ma'am"): honorifics.py reads those of Urdu, Hindi,
# Turkish and Persian.
LOWER_AFTER = ("sir", "madam", "ma'am", "ma’am", "maam", "mahaththaya", "mahattaya", "nona", "dai", "aiya", "ayya",
               "garu", "avargal", "saheb", "babu")  # fmt: skip
LOWER_TITLED_AFTER = re.compile(
    rf"(?<![\w'’-])(?P<name>{_WORD}(?:[ \t]+{_WORD}){{0,2}})[ \t]+"
    r"(?:" + "|".join(re.escape(word) for word in LOWER_AFTER) + r")(?![\w'’-])"
)

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("Niko Saboti, kwa farm ya mama Esther. call me", "Esther"),
    ("Dis oom Piet van Kakamas. bring die vrag môre", "Piet"),
    ("Enkosi tata Dlamini. Siphosethu is now on Route S4", "Dlamini"),
    ("mimi ni mzee Salum Kipingu wa Mkundi, nadai roli 3", "Salum Kipingu"),
    ("tolong titip ke kak Dewi di lantai dua", "Dewi"),
    ("nomor tidak terdaftar (penerima: om Ferry) notifikasi gagal", "Ferry"),  # a given name, though a word too
    ("the parcel is with uncle Tama at the hall", "Tama"),
    ("booking for nan Dot's 80th, 14th June", "Dot"),  # the possessive is no part of the name
    ("we ate Pasta at the hall", ""),  # a word of another sense in English
    ("bring it for mama Africa day on friday", ""),  # a place's name
    ("the stall sells uncle Ben Rice by the kilo", ""),  # a capitalised word after it: a thing's name
    ("ask tante Monday about the key", ""),  # a word no one bears
    ("my uncle said the parcel never came", ""),  # no capitalised word after the kin word
    ("Mama Esther will call", ""),  # a capitalised title: honorifics' and kin words' rules read it
    ("He is weak in Zoology, so Bishnu Prasad Ghimire sir will take an extra class", "Bishnu Prasad Ghimire"),
    ("your 14 geuda are ready to collect, Nimal mahaththaya", "Nimal"),
    ("Thank you sir, see you at nine", ""),  # no name before it
    ("Namaste sir, is the mock test on friday", ""),  # a sentence's first word, no given name
)


def lower_titled(
    text: str,
    reads_as_name: Callable[[str], bool],
    is_given_name: Callable[[str], bool],
    not_a_name: Callable[[str], bool],
    a_place: Callable[[str], bool],
    any_given_name: Callable[[str], bool] = lambda _: False,
) -> list[tuple[int, int]]:
    """The spans of the names after a word of respect or kinship in lower case. `reads_as_name`: a capitalised
    word that reads as a name (a given name, or rare in running text and no word of the language); `is_given_name`:
    a given name (a word opening a sentence is read only so, being capitalised whatever it is); `not_a_name`: a
    word no one bears (a day, a month, a brand, a label, a title); `a_place`: a country's or a populated place's
    name; `any_given_name`: any country's given name, in any case, even a word in common use, as after a
    possessive and a kin word (redaction/rules/kin_by_name.py): capitalised inside a sentence after the title, it is
    the name ("penerima: om Ferry")."""
    spans = []
    for match in LOWER_TITLED.finditer(text):
        words = list(re.finditer(r"\S+", match.group("name")))
        kept: list[tuple[int, int]] = []
        for word in words:
            value, end = word.group(0), word.end()
            possessive = value[-2:] in ("'s", "’s")
            if possessive:  # "uncle Tama's van": the possessive is no part of the name, and ends it
                value, end = value[:-2], end - 2
            if value.casefold() in LOWER_TITLES or not_a_name(value) or a_place(value):
                break
            if value.casefold() == match.group("title") or not all(
                reads_as_name(part) or any_given_name(part) for part in value.split("-")
            ):
                break
            kept.append((word.start(), end))
            if possessive:
                break
        if not kept or kept[0][0] != words[0].start():
            continue
        base = match.start("name")
        if _A_THINGS_WORD_AFTER.match(text, base + kept[-1][1]):
            continue  # "uncle Ben Rice"
        spans.append((base + kept[0][0], base + kept[-1][1]))
    for match in LOWER_TITLED_AFTER.finditer(text):
        # Back from the word of respect, the words run while they read as names.
        back: list[re.Match[str]] = []
        for word in reversed(list(re.finditer(r"\S+", match.group("name")))):
            value = word.group(0)
            if value.casefold() in LOWER_TITLES or not_a_name(value) or a_place(value):
                break
            if not all(reads_as_name(part) for part in value.split("-")):
                break
            if _OPENS_A_SENTENCE.search(text, 0, match.start("name") + word.start()) and not is_given_name(value):
                break  # "Namaste sir", "Yes ma'am": a sentence's first word is capitalised whatever it is
            back.append(word)
        if back:
            base = match.start("name")
            spans.append((base + back[-1].start(), base + back[0].end()))
    return sorted(set(spans))
