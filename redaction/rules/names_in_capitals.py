"""A name written in capitals as a card, a bank transfer or a form prints it is a person: "name on card MISS C JONES",
"e-transfer from KIARA J THOMPSON", "payee MR A DE VRIES", "BACS CREDIT MRS E CAMPBELL".

Cards, statements and forms print a name in capitals, where no capital marks it as a proper noun, so its shape is
what says it is a name, in any language and any card's format: a title (`MR`, `MRS`, `MISS`, `DR`, `HERR`, `SRA`...)
before an initial and a word, or an initial between two words. The words beside the initial are a name's when none
is a word in common use ("KIARA J THOMPSON"), or, after a title, when it is a surname or a given name that is a word
too ("MISS C JONES"); "VITAMIN D DROPS", "PLAN B OPTIONS" and "TYPE C CABLE" stay, and so do a word no one bears (a
brand, a day, a month, a label), a word with no vowel (an abbreviation, "TRS") and, with no title, a vowel that is a
word of one letter ("ZONA SOGGETTA A RESTRIZIONE"). Capitals of things, with no initial between their words ("ORDER
CONFIRMED", "NEW ZEALAND POST"), stay.

A payer's or a holder's word, the word for "name" in a language of the key tables ("a nombre de ROXANA VILLCA",
"returned name 'DANLADI MUSA AGWADU'"), or a wallet's name ("wallet name 'KWEKU ESSEL'", "name on wallet: BALKISSA
HAMIDOU", "registered to 'APURI GIFTY'", "belongs to 'KONATE MAMADOU'"), says whose name the capitals after it are, as
a machine's error line prints them ("cardholder BRADLEY J HUNT", "cardholder=G ROBERTSON", "payer J POLGLASE",
"account holder: NGOZI ADEYEMI"), and so does a payer's number right before a bracket ("payment from 254722581064
(PETER OTIENO)"): after such a word two to four words in capitals, initials among them, are a name when none is a word
no one bears and none is a firm's, and, with no initial, each is a given name, a surname or no word in common use
("payer ACME SUPPLIES LTD", "cardholder NOT PRESENT", "payer UNKNOWN" and "payee 'KWUN TONG HUNG SING DRAGON AND
LION'" stay: a firm's word, words of the language, one word, five words or more); in brackets after a number of six
digits or more, perhaps in groups, two or three words each a given name or a surname of any country or no word in
common use, not all of them words in common use ("(KULWA JUMA MSHANA)", "(IAKALO TURALOM)": names of the lists are few
for most countries; "(PENDING REVIEW)" and "(NAIROBI BRANCH)" stay).

Forms, registers and the people who fill them in many countries write the surname first and in capitals, the given
name after it as it is written ("mon nom cest YAKITE Clarisse", "nazali ITOUA Prince", "KOWALSKI Marta"): a word in
capitals of four letters or more with two vowels, no word of the language, then a capitalised word some country's
list holds as a given name is that person, in any language. An acronym before a word ("USPS Media", "WMA Mara") has
fewer vowels or a word after it that no one is given; a given name before capitals ("Jamila BAQ", "Ireland API")
is left alone, as acronyms follow words as often as names.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from redaction.rules.key_languages import TRANSLATED, accent_free

# Titles printed before a name in capitals: English, German, Dutch, French, Spanish, Portuguese, Italian.
TITLES = (
    "MR", "MRS", "MS", "MISS", "MX", "DR", "PROF", "HERR", "FRAU", "DHR", "MEVR", "MME", "MLLE", "SR", "SRA",
    "SRTA", "SIG", "SIGRA",
)  # fmt: skip
_WORD = r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+(?:-[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+)?"
_TITLE = "|".join(sorted(TITLES, key=len, reverse=True))
# A title, then an initial, then a word ("MISS C JONES", "MR A DE VRIES"); or a word, an initial, a word ("KIARA J
# THOMPSON"). The name's last word may be followed by one more word of the name ("DE VRIES").
IN_CAPITALS = re.compile(
    rf"(?<![\w'’-])(?:(?P<title>(?:{_TITLE})\.?)[ \t]+(?P<given>{_WORD}[ \t]+)?|(?P<first>{_WORD})[ \t]+)"
    rf"(?P<initial>[A-Z])\.?[ \t]+(?P<last>{_WORD}(?:[ \t]+{_WORD})?)(?![\w'’-])"
)

# Letters that are words of one letter too ("A", "E", "O", "Y"): an initial only after a title.
_VOWELS = frozenset("AEIOUY")
_VOWEL = re.compile(r"[AEIOUYÀ-ÆÈ-ÏÒ-ÖØ-Ý]")

# A payer's or a holder's word, any case, then "=", ":" or a quote, then the capitals.
_PAYER_WORD = (
    r"(?i:card[ _-]?holder|account[ _-]?holder|holder|payer|payee|remitter|drawer|beneficiary|account[ _]name"
    r"|(?:wallet|account|card)[ _]name|name[ \t]+on[ \t]+(?:the[ \t]+)?(?:wallet|account|card)"
    r"|registered[ \t]+to|belongs?[ \t]+to|in[ \t]+the[ \t]+name[ \t]+of)"
)
# The word for "name" in the languages of the key tables (redaction/rules/key_languages.py: `nombre`, `nom`, `nama`,
# `isim`), perhaps with "of", "is" or "reads" after it: "a nombre de ROXANA VILLCA", "returned name 'DANLADI MUSA
# AGWADU'", "the name reads NGUAVESE AONDOFA UKUMA".
_NAME_WORDS = sorted({word for word, english in TRANSLATED.items() if english == ("name",)} | {"name"}, key=len,
                     reverse=True)  # fmt: skip
_NAME_WORD = (
    r"(?i:(?:" + "|".join(accent_free(word) for word in _NAME_WORDS) + r")(?:[ \t]+(?:of|is|reads|de|del|do|da|du))?)"
)
_CAPITAL_TOKEN = rf"(?:[A-Z]\.?|{_WORD})"
BESIDE_A_PAYER = re.compile(
    rf"(?<![\w-])(?:{_PAYER_WORD}|{_NAME_WORD})[ \t]*[=:]?[ \t]*['\"]?"
    rf"(?P<name>{_CAPITAL_TOKEN}(?:[ \t]+{_CAPITAL_TOKEN}){{1,3}})(?![\w'’-])"
)
# One more word in capitals after the fourth.
_MORE_CAPITALS = re.compile(rf"[ \t]+{_CAPITAL_TOKEN}(?![\w'’-])")
# Capitals in brackets right after a payer's number ("from 254722581064 (PETER OTIENO)").
AFTER_A_NUMBER = re.compile(
    rf"(?<![\w-])\d(?:[ \t]?\d){{5,}}[ \t]*\((?P<name>{_WORD}(?:[ \t]+{_WORD}){{1,2}})\)"
)
# A surname in capitals, then a given name as it is written ("YAKITE Clarisse", "SAGNA Jean-Pierre").
SURNAME_FIRST = re.compile(
    r"(?<![\w'’-])(?P<surname>[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]{3,}(?:-[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'’]+)?)[ \t]+"
    r"(?P<given>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’]+)?)(?![\w'’-])"
)
# Words that make capitals a firm's, not a person's.
FIRM_WORDS = frozenset((
    "LTD", "LIMITED", "PLC", "INC", "LLC", "LLP", "GMBH", "AG", "PTY", "CO", "CORP", "COMPANY", "BANK", "TRUST",
    "GROUP", "SERVICES", "SUPPLIES", "HOLDINGS", "COUNCIL", "SA", "BV", "NV", "SRL", "SPA",
))  # fmt: skip

# (text, the name, or "" when none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("pay with the card ending 4444, name on card MISS C JONES", "C JONES"),
    ("e-transfer from KIARA J THOMPSON received, thanks", "KIARA J THOMPSON"),
    ("BACS CREDIT MRS E CAMPBELL REF 2231", "E CAMPBELL"),
    ("VITAMIN D DROPS back in stock", ""),  # words in common use
    ("ORDER CONFIRMED: NEW ZEALAND POST will deliver", ""),  # capitals of things, no initial
    ("PLAN B OPTIONS ARE LISTED BELOW", ""),
    ("ZONA SOGGETTA A RESTRIZIONE", ""),  # a word of one letter of the language
    ("KOWALCZYK DALE R & BRENDA L TRS", ""),  # an abbreviation, no vowel
)

# (text, the name, or "" when none): a surname in capitals before a given name.
SURNAME_FIRST_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("bonjour mon nom cest YAKITE Clarisse carte beneficiaire BAM-HH-004512", "YAKITE Clarisse"),
    ("mbote, nazali ITOUA Prince, nasombaki tiké IMPF-2408-0117", "ITOUA Prince"),
    ("Passenger: SAGNA Jean-Pierre, seat 4", "SAGNA Jean-Pierre"),
    ("shipped with USPS Media Mail", ""),  # one vowel: an acronym
    ("the WMA Mara conservancy fee", ""),
    ("Jamila BAQ lane 3", ""),  # capitals after the name
    ("ORDER Confirmed", ""),  # a word of the language in capitals
)

# (text, the name, or "" when none): a payer's or a holder's word, or a payer's number, before the capitals.
PAYER_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("3DS authentication failed for card 4862 (cardholder BRADLEY J HUNT), amount GBP 1,140.00", "BRADLEY J HUNT"),
    ("declined (do_not_honor) for booking KMH-24-0655, cardholder=G ROBERTSON", "G ROBERTSON"),
    ("does not match expected 'CME-INV-5521' — payer J POLGLASE, from GB66BARC20915463019877", "J POLGLASE"),
    ("account holder: NGOZI ADEYEMI, sort code 20-00-00", "NGOZI ADEYEMI"),
    ("unmatched C2B payment from 254722581064 (PETER OTIENO) amount=KES 4,000", "PETER OTIENO"),
    ("payer ACME SUPPLIES LTD, invoice 4471", ""),  # a firm's word
    ("cardholder NOT PRESENT, retry with 3DS", ""),  # words of the language, no initial
    ("payer UNKNOWN", ""),  # one word
    ("expected payee 'KWUN TONG HUNG SING DRAGON AND LION' but", ""),  # five words or more: a troupe's, a club's
    ("order 12345678 (PENDING REVIEW)", ""),  # words in common use
    ("payment SJK4H7P2QX from MSISDN 255688041732 (KULWA JUMA MSHANA) amount 12,000", "KULWA JUMA MSHANA"),
    ("BSP transfer from acct 1000 5482 9931 (IAKALO TURALOM) PGK 440.00", "IAKALO TURALOM"),
    ("collection from 0244 318 907 failed - wallet name 'KWEKU ESSEL' does not match", "KWEKU ESSEL"),
    ("wallet 0554 903 227 is registered to 'APURI GIFTY' but member record says", "APURI GIFTY"),
    ("wallet 65 09 37 22 belongs to 'KONATE MAMADOU', not to member", "KONATE MAMADOU"),
    ("payout to 22792110476 for producer GOE-P-0457 (name on wallet: BALKISSA HAMIDOU)", "BALKISSA HAMIDOU"),
    ("settled to 0712 345 678 (NAIROBI BRANCH)", ""),  # a word in common use that no one bears
    ("this number belongs to ANOTHER ACCOUNT", ""),
    ("ya pagué por QR pero no me llega nada, estoy a nombre de ROXANA VILLCA, mi ci es", "ROXANA VILLCA"),
    ("CentralRiesgosError: CI returned code 03 (homonimia) for name 'MAMANI CHOQUE ROSA'", "MAMANI CHOQUE ROSA"),
    ("The one you sent shows it but the name reads NGUAVESE AONDOFA UKUMA, not", "NGUAVESE AONDOFA UKUMA"),
    ("the product name 'NEW ORDER' is", ""),  # words in common use
)


def in_capitals(
    text: str, common: Callable[[str], bool], a_name_part: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names printed in capitals. `common`: a word in common use; `a_name_part`: a given name or a
    surname of any country ("JONES", common as it is); `not_a_name`: a word no one bears (a day, a month, a brand, a
    label, a title)."""
    spans = []
    for match in IN_CAPITALS.finditer(text):
        last = match.group("last").split()
        if len(last) == 2 and (common(last[1]) or not_a_name(last[1]) or len(last[1]) < 2):
            last = last[:1]  # "C JONES REF": the word after the name is none of it
        words = [*last, *(match.group("first") or match.group("given") or "").split()]
        if not match.group("title") and match.group("initial") in _VOWELS:
            continue  # "ZONA SOGGETTA A RESTRIZIONE": a word of one letter of the language, not an initial
        if not all(_VOWEL.search(word) for word in words):
            continue  # "BRENDA L TRS": an abbreviation
        if any(
            not_a_name(part) or (common(part) and not (match.group("title") and a_name_part(part)))
            for word in words for part in word.split("-")
        ):  # after a title, a surname that is a word too ("MISS C JONES")
            continue
        start = match.start("first") if match.group("first") else match.start("given") if match.group("given") else (
            match.start("initial")
        )
        end = match.end("last") if len(last) == 2 else match.start("last") + len(last[0])
        spans.append((start, end))
    return spans


def _a_firms_or_no_ones(words: list[str], not_a_name: Callable[[str], bool]) -> bool:
    """Whether a word in capitals is a firm's, one no one bears, or an abbreviation with no vowel."""
    return any(word in FIRM_WORDS or not_a_name(word) or not _VOWEL.search(word) for word in words)


def beside_a_payer(
    text: str, common: Callable[[str], bool], a_name_part: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names in capitals after a payer's or a holder's word, or in brackets after a payer's number.
    The arguments are `in_capitals`'."""
    spans = []
    for match in BESIDE_A_PAYER.finditer(text):
        if _MORE_CAPITALS.match(text, match.end("name")):
            continue  # "payee 'KWUN TONG HUNG SING DRAGON AND LION'": five words in capitals or more name a thing
        words = match.group("name").split()
        full = [word for word in words if len(word.rstrip(".")) > 1]
        if not full or _a_firms_or_no_ones(full, not_a_name):
            continue
        if len(full) == len(words) and any(common(word) and not a_name_part(word) for word in full):
            continue  # "cardholder NOT PRESENT": with no initial, every word a name's
        spans.append((match.start("name"), match.start("name") + len(match.group("name").rstrip("'’"))))
    for match in AFTER_A_NUMBER.finditer(text):
        words = match.group("name").split()
        if _a_firms_or_no_ones(words, not_a_name):
            continue
        # A payer's name of any country: each word a name of the lists or no word in common use ("(KULWA JUMA
        # MSHANA)"), never words in common use alone ("(PENDING REVIEW)", "(NAIROBI BRANCH)").
        if all(a_name_part(word) or not common(word) for word in words) and not all(map(common, words)):
            spans.append((match.start("name"), match.end("name")))
    return spans


def surname_first(
    text: str, common: Callable[[str], bool], any_given: Callable[[str], bool], not_a_name: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The spans of the names written surname first in capitals, then a given name (see SURNAME_FIRST)."""
    spans = []
    for match in SURNAME_FIRST.finditer(text):
        surname, given = match.group("surname"), match.group("given")
        if len(_VOWEL.findall(surname)) < 2 or common(surname) or surname in FIRM_WORDS:
            continue
        if not any_given(given.split("-")[0]) or not_a_name(given) or not_a_name(surname):
            continue
        spans.append((match.start(), match.end()))
    return spans
