"""Session-wide consistent replacements and fixture ids.

Every value found in a session, by the detector or under a telling key, is registered here; then one
pass over the session in reading order replaces every occurrence of every value, wherever it sits, and
numbers replacements in the order they are first read: `<PERSON_1>` (or the first invented name) is the first
person the reader meets. What a value becomes is the operator's choice (`surrogates.py`); a replacement is
never a real value seen in the session.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import phonenumbers

from redaction.known_values import MASK, MASK_MARKS, KnownPattern, KnownValues, fold
from redaction.recognizers.identifiers import IDENTIFIER, fixture_like, plain_token
from redaction.recognizers.precision import TITLE_WORDS
from redaction.rules.address_parts import address_parts, other_writings
from redaction.rules.codes_kept_whole import inside_a_kept_code
from redaction.rules.quoted_nicknames import name_parts
from redaction.rules.romanised_codes import romanised
from redaction.rules.romanised_names import romanised_name
from redaction.scripts import ARABIC_LETTER
from redaction.surrogates import Operator, Placeholders, placeholder

# When one value is found as several types, the most specific wins.
ENTITY_PRIORITY = [
    "SESSION_ID", "USER_ID", "SECRET", "EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "US_SSN", "US_ITIN",
    "IP_ADDRESS", "CRYPTO", "PHONE_NUMBER", "STREET_ADDRESS", "ACCOUNT_NUMBER", "ID_NUMBER", "LICENSE_PLATE",
    "US_PASSPORT", "DATE_OF_BIRTH", "ZIP_CODE", "USERNAME", "PERSON", "LOCATION",
]  # fmt: skip

_ISO_DATE = re.compile(r"((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})")
_DAY_MONTH_YEAR = re.compile(r"(\d{1,2})[-/.](\d{1,2})[-/.]((?:19|20)?\d{2})")


def written_forms(value: str) -> list[str]:
    """The other ways a date of birth is written: year first, day first or month first, with slashes, dots or
    dashes, a two- or a four-digit year, the day and the month with or without the zero that pads them ("1991-07-09"
    is also "07/09/91", "09.07.1991" and "7/9/91"); a form read day first and month first alike, as the session's
    writers do not say which they mean."""
    text = value.strip()
    if match := _ISO_DATE.fullmatch(text):
        year, readings = match.group(1), [(int(match.group(2)), int(match.group(3)))]
    elif match := _DAY_MONTH_YEAR.fullmatch(text):
        short = match.group(3)
        year = short if len(short) == 4 else f"{19 if int(short) >= 30 else 20}{short}"  # "91" is 1991, "05" 2005
        first, second = int(match.group(1)), int(match.group(2))
        readings = [(second, first), (first, second)]
    else:
        return []
    forms = []
    for month, day in readings:
        if not (1 <= month <= 12 and 1 <= day <= 31):
            continue
        forms.append(f"{year}-{month:02d}-{day:02d}")
        for separator in "/.-":
            for short in (year, year[2:]):
                forms += [separator.join([f"{day:02d}", f"{month:02d}", short]),
                          separator.join([f"{month:02d}", f"{day:02d}", short]),
                          separator.join([str(day), str(month), short]),
                          separator.join([str(month), str(day), short])]
    return [form for form in dict.fromkeys(forms) if form != text]


# Values under telling keys that say nothing about anyone and are left as they are.
EMPTY_VALUES = {"", "-", "none", "null", "n/a", "na", "unknown", "true", "false", "yes", "no", "redacted"}

# Session and user ids, and tool names and call ids that are not identifiers, are replaced whatever they look like.
ALWAYS_REPLACED = {"SESSION_ID", "USER_ID", "TOOL_NAME", "AGENT_NAME", "CALL_ID"}
# A session or user id that is an e-mail or a phone number is that, so it gets a surrogate of its format.
_ID_SHAPES = (("EMAIL_ADDRESS", re.compile(r"[^@\s]+@[^@\s]+\.[^\W\d_]{2,}")),
              ("PHONE_NUMBER", re.compile(r"\+?(?:\d[\s().-]{0,2}){7,15}")))
# Shorter values are replaced where they were found, not searched for everywhere else.
_MIN_PROPAGATED = 3

# Numeric values (phones, cards, accounts) of this many digits also match when written with other separators.
_MIN_DIGITS = 7
# Identifiers of letters and digits this long also match in any case with other separators, or none.
_MIN_CODE = 5
# Name parts shorter than this, or titles, are not propagated on their own.
_MIN_NAME_PART = 3
# Fewer parts of an address (a house's number and a street's) are as often another's.
_ADDRESS_PREFIX_PARTS = 2
_ARABIC_LETTER = re.compile(ARABIC_LETTER)
# A name in a script without capitals is written with a case ending joined to it: after the whole name when it has
# three letters or more ("ப்ரியா" -> "ப்ரியாவின்", "ლევან" -> "ლევანმა"), after all of it but its last letter or
# sign when that keeps four ("ბერიძე" -> "ბერიძის", "முருகேசன்" -> "முருகேசனுடன்"); the signs written on letters
# are no letters. Fewer letters begin too many other words.
_MIN_NAME_LETTERS = 3
_MIN_STEM_LETTERS = 4
# A name a key holds in a script with capitals takes a case ending or a plural too ("Перевощиков" -> "Перевощиковлы",
# "Алексей" -> "Алексем", "Nowak" -> "the Nowaks"): one or two letters after the name part or after all of it but its
# last letter, a part of five letters or more that is no word of the language ("Grant" is one, and "Granted" another
# word), and the word so written no word of the language either.
_MIN_CASED_NAME_LETTERS = 5
_TITLES = TITLE_WORDS | {"jr", "sr"}
_TITLE_BEFORE = re.compile(rf"(?i:\b(?:{'|'.join(sorted(TITLE_WORDS))})\.?\s+)$")
_TITLE_REACH = 40  # how far before a value a title is looked for: a title and the spaces after it
# An identifier's scheme prefix and the number after it: people write the number alone ("leerlingnr 2025-11302"
# for LL-2025-11302, "it's 1187 on my card" for NH3-1187).
_SCHEME_AND_NUMBER = re.compile(r"(?P<head>[A-Za-z][A-Za-z0-9]{0,5}[-_/.#])(?P<tail>(?=(?:\D*\d){4})[\w./-]+)")
_YEAR = re.compile(r"(?:19|20)\d{2}")
# A serial's last group padded with zeros to its width: three digits or more, the first a zero ("037", "0388").
_PADDED_SERIAL = re.compile(r"0\d{2,}")
# A number of four digits or more padded with a zero, alone or after a prefix of up to four letters ("0417", "W0417").
_LETTERS_AND_PADDED_NUMBER = re.compile(r"[^\W\d_]{0,4}(?P<number>0\d{3,})")
# The last digits of a person's number, written alone, are that number's: "it's 0113 496 0813 not 0817" for the
# landline 0113 496 0817, a bank's trace number 508841 that ends the reference 230904117720508841. Four digits or
# more, from a number of seven or more the session holds; never a year, and never a date's or a postcode's end.
_MIN_ENDING = 4
_NOT_ENDED = {"DATE_OF_BIRTH", "ZIP_CODE", *ALWAYS_REPLACED}
# A code of a short prefix of letters and one long number (an ear tag TR650004187293, a register's NL123456789): the
# number's last digits are written alone as a number's are ("the end of the number was 187293"). Six digits or more,
# from a number of eight or more: fewer are a count's, a price's, a code's group.
_PREFIX_AND_NUMBER = re.compile(r"[^\W\d_]{1,4}(?P<digits>\d{8,})")
_MIN_CODE_ENDING = 6
# Its last four or five digits are written alone too when no count, price or year is written so: the session's own id
# told in part ("la bocla que s'acaba en 2231" for the ear tag FR4017442231, "the one ending 42231"). A year, or a
# round number (its last two digits zeros: "1000", "24500"), is written for other reasons.
_ROUND = re.compile(r"\d*00")


def _told_in_part(ending: str) -> bool:
    return len(ending) >= _MIN_ENDING and not _YEAR.fullmatch(ending) and not _ROUND.fullmatch(ending)


# A number masked but for its last digits ("XXXX-XXXX-2094", "**** **** **** 3316"): those digits are the number's,
# written alone ("Aadhaar ending 2094") or after a mask of another length ("xx2094").
# One separator at most between the mask's runs, so that a long run of marks with no digits after it fails at once.
_MASKED = re.compile(rf"{MASK_MARKS}+(?:[\s-]{MASK_MARKS}+)*[\s-]?(?P<digits>\d{{4,}})")
# The years people write of: the last century's and this one's first decades. The visible digits a mask leaves are
# the number's unless they are one of these ("XXXX-XXXX-2094" ends in 2094, a year no one writes of yet).
_WRITTEN_YEAR = re.compile(r"19\d{2}|20[0-4]\d")
_NUMBERED = {IDENTIFIER, "ACCOUNT_NUMBER", "ID_NUMBER"}  # what a structure's key says is a number of a scheme
_WORDS = re.compile(r"\w+")
# What a session knows as a record's number is a code wherever it is written again, in any case and spacing: a
# plate ("RTA4F21" in a tool's note is the "rta 4f21" a customer typed), a customer's or an account's number
# ("KL-77310" is the "kl77310" typed), a document's, a login, an IBAN, a postcode.
_CODES = {IDENTIFIER, "LICENSE_PLATE", "ACCOUNT_NUMBER", "ID_NUMBER", "US_PASSPORT", "USER_ID", "IBAN_CODE",
          "ZIP_CODE", "USERNAME"}


def address_prefixes(address: str) -> list[str]:
    """An address's first two comma-separated parts or more, short of the whole: "ଗ୍ରାମ- ନୂଆଗାଁ, ପୋ- କୁସୁମି" and
    "ଗ୍ରାମ- ନୂଆଗାଁ, ପୋ- କୁସୁମି, ଜିଲ୍ଲା- ଖୋର୍ଦ୍ଧା" of the same address with its "ପିନ- 752030" after."""
    parts = [part.strip() for part in address.split(",")]
    return [", ".join(parts[:count]) for count in range(_ADDRESS_PREFIX_PARTS, len(parts))
            if all(parts[:count])]  # fmt: skip


def priority(entity: str, identifier_entities: list[str]) -> int:
    if entity in identifier_entities:
        return -1
    return ENTITY_PRIORITY.index(entity) if entity in ENTITY_PRIORITY else len(ENTITY_PRIORITY)


def _digits(text: str) -> str:
    """The digits of a text, in ASCII whatever script they were written in."""
    return "".join(char for char in fold(text) if char.isdigit())


def _code(value: str) -> str:
    """A code's letters and digits, in capitals: what stays of it whatever the spacing and case."""
    return "".join(char for char in value if char.isalnum()).upper()


def _is_code(value: str) -> bool:
    code = _code(value)
    return len(code) >= _MIN_CODE and any(c.isdigit() for c in code) and any(c.isalpha() for c in code)


def code_forms(value: str) -> list[str]:
    """The ways people write a code again, as its letters and digits, in any alphabet: as it is, its numbers
    without their leading zeros after a prefix ("amr kul 71453" for AMR-KUL-0071453; every number, when the code
    opens with letters: "kfl mch 24 77" for KFL/MCH/24/0077), and its letters with its
    last number of three digits or more when a group stands between them ("LEA 4521" for the plate LEA-17-4521,
    "sgp web 1093" for SGP-WEB-2425-1093, "CBF 117" for CBF-24-117: the year left out)."""
    groups = [group.upper() for group in re.findall(r"[^\W_]+", value)]
    unpadded = [(group.lstrip("0") or "0") if group.isdigit() and index and groups[index - 1].isalpha() else group
                for index, group in enumerate(groups)]
    forms = [_code(value), "".join(unpadded)]
    if groups and groups[0].isalpha():
        # After a prefix of letters, every number of the code without its leading zeros, a number after a number too
        # ("kfl mch 24 77" for the permit KFL/MCH/24/0077).
        forms.append("".join((group.lstrip("0") or "0") if group.isdigit() and index else group
                             for index, group in enumerate(groups)))
    letters = list(itertools.takewhile(str.isalpha, groups))
    if letters and len(groups) >= 3 and groups[-1].isdigit() and len(unpadded[-1]) >= 3:
        # The first letters with the last number, and all the letters when a group stands after them too.
        heads = [groups[0], *(["".join(letters)] if len(groups) > len(letters) + 1 else [])]
        for head in dict.fromkeys(heads):
            forms += [head + groups[-1], head + unpadded[-1]]
    if (roman := romanised(value)) is not None:
        # The code in Latin letters, as a customer types it (redaction/rules/romanised_codes.py).
        forms += code_forms(roman)
    return [form for form in dict.fromkeys(forms) if _is_code(form)]


def _is_numeric(value: str) -> bool:
    digits = _digits(value)
    letters = sum(char.isalpha() for char in value)
    return len(digits) >= _MIN_DIGITS and letters == 0


# An id made of two records' codes joined by a slash, each with a letter and a digit ("TVC-104477/L-3").
_JOINED_PARTS = 2
_LETTER_AND_DIGIT = re.compile(r"(?=[^/]*[^\W\d_])(?=[^/]*\d)[^\W_][\w-]*\w")


# Its last digits are told with its own separators too, across its last one: a national id's last five digits
# "۴۷۳۶-۷" for 52203-1184736-7, a card's "4736-7" as the card writes it. Five digits or more, so that no day and month,
# no time and no short count is one; as the number writes them, so that a date's or a range's digits are not.
_MIN_WRITTEN_ENDING = 5
_WRITTEN_ENDING = re.compile(r"\d[\d\s./-]*\d")
_DATE_INSIDE = re.compile(
    r"(?<!\d)(?:\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)?\d{2}|(?:19|20)\d{2}[-/.]\d{1,2}[-/.]\d{1,2})(?!\d)"
)


def _written_endings(key: str) -> list[str]:
    """The last digits of a number as it writes them, a separator among them ("4736-7" of 52203-1184736-7); none of a
    value holding a date (a stay's "17.06.2024 - 30.06.2024" ends in a date, no number's digits)."""
    endings: list[str] = []
    if _DATE_INSIDE.search(key):
        return endings
    for start in range(1, len(key)):
        ending = key[start:]
        if (key[start - 1].isdigit() or not key[start - 1].isalnum()) and _WRITTEN_ENDING.fullmatch(ending) and (
            not ending.isdigit() and sum(char.isdigit() for char in ending) >= _MIN_WRITTEN_ENDING
        ):
            endings.append(ending)
    return endings


def _six_digits(value: str) -> bool:
    """Six digits and nothing else: a company's, a case's or a register's number, also written in two groups of
    three ("128 774")."""
    return len(_digits(value)) == 6 and all(char.isdigit() or char in " -." for char in fold(value))


def _numbers_written(value: str, digits: str) -> list[str]:
    """The digits a phone number is written with again: as it is, and with its country code, after a `+`, left out
    for the national number, or replaced by the trunk's 0 ("0700 555 612" for "+93700555612"; "206 555 0100" for
    "+1 206 555 0100")."""
    forms = [digits]
    if len(digits) == 11 and digits[0] == "1":  # a North American number is written without its country code
        forms.append(digits[1:])
    if value.lstrip().startswith("+"):
        try:
            number = phonenumbers.parse(fold(value), None)
        except phonenumbers.NumberParseException:
            return forms
        national = str(number.national_number)
        if len(national) >= _MIN_DIGITS and national != digits:
            forms += [national, "0" + national]
    return list(dict.fromkeys(forms))


def _bounded(pattern: str, value: str) -> str:
    start = r"(?<!\w)" if value[:1].isalnum() or value[:1] == "_" else ""
    end = r"(?!\w)" if value[-1:].isalnum() or value[-1:] == "_" else ""
    return f"{start}{pattern}{end}"


@dataclass
class _Value:
    entity: str
    rank: int
    typed: bool  # the type came from a telling key or the model, not from a detector's guess


@dataclass
class SessionPseudonyms:
    """The values of one session and the placeholders they get."""

    identifier_fixtures: dict[str, str]
    identifier_entities: list[str] = field(default_factory=list)
    operator: Operator = field(default_factory=Placeholders)
    is_word: Callable[[str], bool] | None = None  # a word of the language (for a surname's endings)
    seen_text: str = ""  # every string of the raw session, casefolded: replacements must not occur in it
    _folded: dict[str, _Value] = field(default_factory=dict)
    _originals: dict[str, str] = field(default_factory=dict)
    _used: set[str] = field(default_factory=set)
    _name_parts: dict[str, list[str]] = field(default_factory=dict)
    _numbers: dict[str, str] = field(default_factory=dict)
    _codes: dict[str, str] = field(default_factory=dict)  # an identifier's letters and digits -> its key
    _tails: dict[str, str] = field(default_factory=dict)  # an identifier's number without its prefix -> its key
    _endings: dict[str, str] = field(default_factory=dict)  # the last digits of a number -> its key
    _stems: dict[str, str] = field(default_factory=dict)  # a name's stem in a script without capitals -> the name
    _cased_stems: dict[str, str] = field(default_factory=dict)  # a surname's stem in a script with capitals -> it
    _cased_owners: dict[str, set[str]] = field(default_factory=dict)  # such a surname -> the names it is a part of
    _aliases: dict[str, str] = field(default_factory=dict)
    _not_propagated: set[str] = field(default_factory=set)
    # A short value where it was found: the words written right before it there ("**** " of "**** 11").
    _bound: dict[str, set[str]] = field(default_factory=dict)
    # A person's initials, found wherever they are written so, in capitals (redaction/rules/initials.py).
    _initials: set[str] = field(default_factory=set)
    _placeholders: dict[str, str] = field(default_factory=dict)
    _counters: Counter[str] = field(default_factory=Counter)
    replacements: Counter[str] = field(default_factory=Counter)
    _pattern: KnownPattern | None = None
    _seen_words: set[str] | None = None
    # Codes no one owns the session holds (casefolded): a name found elsewhere is not replaced inside one
    # (redaction/rules/codes_kept_whole.py).
    kept_codes: frozenset[str] = frozenset()

    def add(self, entity: str, value: str, typed: bool = False, before: str = "", bound: bool = False) -> None:
        """Register a value; a type a telling key gave wins over a detector's, then the most specific. `before`
        is what was written right before it where it was found: a value too short to be searched for everywhere,
        or `bound` to where it stands (a word that is a name only there), is replaced after the same words, and
        nowhere else."""
        value = value.strip()
        if entity in ("SESSION_ID", "USER_ID"):
            entity, typed = next(((shape, True) for shape, pattern in _ID_SHAPES if pattern.fullmatch(value)),
                                 (entity, typed))
        is_id = entity in ALWAYS_REPLACED
        if not value or (not is_id and (value.casefold() in EMPTY_VALUES or len(value) < 2)):
            return
        key = fold(value)
        if len(key) < _MIN_PROPAGATED or (bound and key not in self._folded):
            # "7" as a session id is replaced where it stands, not in every text that counts to seven.
            self._not_propagated.add(key)
            if before.strip():
                self._bound.setdefault(key, set()).add(before)
        rank = priority(entity, self.identifier_entities)
        known = self._folded.get(key)
        if known is None or (typed, -rank) > (known.typed, -known.rank):
            self._folded[key] = _Value(entity, rank, typed)
        self._originals.setdefault(key, value)
        if _is_numeric(value):
            digits = _digits(value)
            for form in _numbers_written(value, digits):
                known_key = self._numbers.setdefault(form, key)
                if known_key != key:
                    self._aliases.setdefault(key, known_key)
            if entity not in _NOT_ENDED and not _ISO_DATE.fullmatch(value) and not _DAY_MONTH_YEAR.fullmatch(value):
                for start in range(1, len(digits) - _MIN_ENDING + 1):
                    ending = digits[start:]
                    if not (len(ending) == _MIN_ENDING and _YEAR.fullmatch(ending)):
                        self._endings.setdefault(ending, key)
                for ending in _written_endings(key):
                    self._endings.setdefault(ending, key)
        elif _six_digits(value):  # "co no. 128 774" for the 128774 a tool holds; never searched for by its ending
            self._numbers.setdefault(_digits(value), key)
        elif entity not in _NOT_ENDED and (masked := _MASKED.fullmatch(key)) is not None:
            visible = masked.group("digits")
            if not (len(visible) == _MIN_ENDING and _WRITTEN_YEAR.fullmatch(visible)):
                self._endings.setdefault(visible, key)
        elif entity not in _NOT_ENDED and (coded := _PREFIX_AND_NUMBER.fullmatch(fold(value))) is not None:
            number = coded.group("digits")
            for start in range(1, len(number) - _MIN_ENDING + 1):
                ending = number[start:]
                if len(ending) >= _MIN_CODE_ENDING or _told_in_part(ending):
                    self._endings.setdefault(ending, key)
            # and its number alone, in groups or not ("cheptèu 40 282 017" for FR40282017).
            self._numbers.setdefault(number, key)
        if (typed and entity in _NUMBERED) or entity in self.identifier_entities:
            # a configured pattern's id is a scheme's number as well, wherever it was found ("N-218834", of an
            # order's shape, a beneficiary's number a tool holds, told "218834")
            self._add_tail(key)
            parts = value.split("/")
            if len(parts) == _JOINED_PARTS and all(_LETTER_AND_DIGIT.fullmatch(part.strip()) for part in parts):
                # Two records' codes joined by a slash ("TVC-104477/L-3", a customer's and their service
                # location's): each is an id of the session alone too, wherever it is written.
                for part in parts:
                    self.add(entity, part, typed=True)
        if entity == "STREET_ADDRESS" and typed:
            # An address a key holds whole is written again in a text without its last parts (its postcode, its
            # district): its first two parts or more are the same address.
            for prefix in address_prefixes(value):
                if fold(prefix) not in self._folded:
                    self.add(entity, prefix, typed)
            # Its parts that point to one door by themselves, written alone (redaction/rules/address_parts.py).
            for part in address_parts(value):
                if fold(part) not in self._folded:
                    self.add(entity, part, typed)
        if entity == "STREET_ADDRESS":
            # An address, held or found, written shorter: without its street's type, a rural route without its box
            # (redaction/rules/address_parts.py `other_writings`).
            for part in other_writings(value):
                if fold(part) not in self._folded:
                    self.add(entity, part, typed)
        if entity == "DATE_OF_BIRTH":
            for form in written_forms(value):
                if fold(form) not in self._folded:
                    self.add(entity, form, typed)
        roman = romanised_name(value) if entity == "PERSON" and typed else None
        if roman is not None and fold(roman) not in self._folded:
            # A name a tool holds, in Latin letters as a bank writes it (redaction/rules/romanised_names.py).
            self.add(entity, roman, typed)
        parts = name_parts(value)  # a nickname between quotes is a part (redaction/rules/quoted_nicknames.py)
        if entity == "PERSON" and len(parts) > 1:
            for part in parts:
                # A script with no capitals (Hebrew, Arabic, Thai, Han, Tamil) writes every name part uncased, and
                # Georgian in letters a title leaves as they are.
                if len(part) >= _MIN_NAME_PART and part.lower() not in _TITLES and part[0].title() == part[0]:
                    owners = self._name_parts.setdefault(part, [])
                    if key not in owners:
                        owners.append(key)
        # A given name alone in the Arabic script is most often a word too ("ئازاد", free; "هێمن", calm), and an
        # ending joined to it makes another ("ئازادی", freedom, in a company's or a street's name): it is found
        # whole; a full name's parts are found with their endings.
        if entity == "PERSON" and (len(parts) > 1 or not _ARABIC_LETTER.search(value)):
            for part in parts:
                self._add_stem(part, key)
        self._pattern = None

    def add_initials(self, initials: str) -> None:
        """A person's initials, replaced wherever they stand alone written so, in capitals, and nowhere else."""
        key = fold(initials)
        self._folded.setdefault(key, _Value("PERSON", priority("PERSON", self.identifier_entities), False))
        self._originals.setdefault(key, initials)
        self._not_propagated.add(key)
        self._initials.add(initials)
        self._pattern = None

    def _add_stem(self, part: str, owner: str) -> None:
        """A name part of a script without capitals (its first letter neither a capital nor changed by a title),
        looked for with a case ending joined to it or to its stem."""
        first = part[:1]
        if first.isupper() and self.is_word is not None:
            if sum(char.isalpha() for char in part) >= _MIN_CASED_NAME_LETTERS and not self.is_word(part):
                self._cased_stems.setdefault(part, part)
                self._cased_stems.setdefault(part[:-1], part)
                self._cased_owners.setdefault(part, set()).add(owner)
            return
        if first.isupper() or first.title() != first:
            return
        if sum(char.isalpha() for char in part) >= _MIN_NAME_LETTERS:
            self._stems.setdefault(part, part)
        if sum(char.isalpha() for char in part[:-1]) >= _MIN_STEM_LETTERS:
            self._stems.setdefault(part[:-1], part)

    def _uninflected(self, matched: str) -> str:
        """The name part a word written with a case ending is ("ப்ரியாவின்" -> "ப்ரியா"); any other text as it is."""
        if fold(matched) in self._folded or matched in self._name_parts:
            return matched
        for length in range(len(matched) - 1, 0, -1):
            part = self._stems.get(matched[:length])
            if part is not None:
                return part
        for length in range(len(matched), len(matched) - 4, -1):  # up to three letters joined to a surname's stem
            part = self._cased_stems.get(matched[:length])
            if part is not None and self.is_word is not None and not self.is_word(matched):
                return part
        return matched

    def _add_tail(self, key: str) -> None:
        """The number of an identifier written without its prefix is the identifier's, unless it is a year or a
        date, which people write for other reasons."""
        # A group of its digits padded with zeros to its width, written alone ("says 0919" for 22-0919-A): no count
        # or amount is written so; and its last group of four digits or more, when it holds seven or more, as a long
        # number's last digits are ("booking 2291" for PKW-0914-2291), or when that group is no year and no round
        # number, whatever its prefix's alphabet ("ქვითარიშ ნომერი 4518" for ქვ-24/4518).
        groups = re.findall(r"\d+", key)
        for group in groups:
            if len(group) >= _MIN_ENDING and _PADDED_SERIAL.fullmatch(group) and group != key:
                self._tails.setdefault(group, key)
        if (len(groups) > 1 and len(groups[-1]) >= _MIN_ENDING and not _YEAR.fullmatch(groups[-1])
                and (len(_digits(key)) >= _MIN_DIGITS or _told_in_part(groups[-1]))):
            self._endings.setdefault(groups[-1], key)
        # A number padded with zeros to its width, alone or right after a prefix of letters ("0417", "W0417"), is
        # written without those zeros too when three digits stay ("weaver 417"), as after a scheme's separator below.
        if (bare := _LETTERS_AND_PADDED_NUMBER.fullmatch(key)) is not None:
            unpadded = bare.group("number").lstrip("0")
            if len(unpadded) >= 3 and not _YEAR.fullmatch(unpadded) and unpadded not in self._folded:
                self._tails.setdefault(unpadded, key)
        match = _SCHEME_AND_NUMBER.fullmatch(key)
        if match is None:
            return
        tail = match.group("tail")
        if _YEAR.fullmatch(tail) or not plain_token(tail) or tail in self._folded:
            return
        self._tails.setdefault(tail, key)
        # Its last group alone when written with the zeros that pad it to the scheme's width ("Request 0388" for
        # RCR-2024-0388, "inscripcion 037" for EST-BAS-2024-037): a count or an amount is never written so.
        last = re.split(r"[-_/.#\s]+", tail)[-1]
        if _PADDED_SERIAL.fullmatch(last) and last != tail and last not in self._folded:
            self._tails.setdefault(last, key)
        # and without those zeros when three digits stay ("Member number is 412" for SKW-0412).
        unpadded = last.lstrip("0")
        padded = _PADDED_SERIAL.fullmatch(last) and len(unpadded) >= 3 and not _YEAR.fullmatch(unpadded)
        if padded and unpadded not in self._folded:
            self._tails.setdefault(unpadded, key)
        # A long number is written without its separators too ("Mitgliedsnr. 3310048827" for M-3310-048827).
        digits = _digits(tail)
        if digits != tail and len(digits) >= _MIN_DIGITS and re.fullmatch(r"[\d./-]+", tail):
            self._tails.setdefault(digits, key)

    def values_of(self, entities: set[str], typed: bool = False) -> list[str]:
        """The registered values of these types, as first written, in the order they were registered; only those a
        telling key typed when `typed`."""
        return [self._originals[key] for key, value in self._folded.items()
                if value.entity in entities and (value.typed or not typed)]  # fmt: skip

    def is_value(self, text: str) -> bool:
        """Whether `text` is, exactly as written, a value registered in this session."""
        return self._originals.get(fold(text.strip())) == text or text in self._tails

    def __len__(self) -> int:
        return len(self._folded)

    def _alias_name_parts(self) -> None:
        """ "Jane" alone is the "Jane Doe" met elsewhere: one person, one placeholder."""
        owners: dict[str, set[str]] = {}
        for part, keys in self._name_parts.items():
            owners.setdefault(fold(part), set()).update(keys)
        for key, value in self._folded.items():
            if value.entity not in {"PERSON", "LOCATION"} or key not in owners:
                continue
            full_names = owners[key] - {key}
            if len(full_names) == 1:
                self._aliases.setdefault(key, next(iter(full_names)))

    def _resolve(self, key: str) -> str:
        seen = {key}
        while key in self._aliases and self._aliases[key] not in seen:
            key = self._aliases[key]
            seen.add(key)
        return key

    def _compile(self) -> KnownPattern | None:
        self._alias_name_parts()
        known = KnownValues()
        for key in self._folded.keys() - self._not_propagated:
            known.add_text(self._originals[key], ignore_case=True)
        for part in self._name_parts:
            if fold(part) not in self._folded or fold(part) in self._not_propagated:
                known.add_text(part, ignore_case=False)
        for digits in self._numbers:
            known.add_digits(digits)
        self._codes = {}
        codes = set(self.identifier_entities)
        for key, value in self._folded.items():
            if value.entity in (_CODES | codes) and key not in self._not_propagated and _is_code(key):
                for form in code_forms(self._originals[key]):
                    self._codes.setdefault(form, key)
        for code in self._codes:
            known.add_code(code)
        for tail in self._tails.keys() - self._folded.keys():
            known.add_text(tail, ignore_case=True)
        for ending in self._endings.keys() - self._folded.keys() - self._numbers.keys() - self._tails.keys():
            known.add_text(ending, ignore_case=False)
        for ending in self._endings:
            known.add_masked(ending)
        for stem, part in self._stems.items():
            if fold(part) not in self._not_propagated:
                known.add_stem(stem)
        # Only a name a telling key typed: a word the name model guessed a name in a text ("Cliente chiede...") would
        # take its endings to other words ("Ufficio Clienti").
        for stem, part in self._cased_stems.items():
            typed = any(self._folded[key].typed for key in self._cased_owners[part])
            if typed and fold(part) not in self._not_propagated:
                known.add_cased_stem(stem)
        for initials in self._initials:
            known.add_text(initials, ignore_case=False)
        for key, befores in self._bound.items():
            for before in befores:
                known.add_after(before, self._originals[key])
        return known.compile()

    def _canonical(self, matched: str) -> str | None:
        key = fold(matched)
        if key in self._folded:
            return key
        if key in self._tails:
            return None
        if matched in self._name_parts:
            return self._name_parts[matched][0]
        return self._numbers.get(_digits(matched)) or self._codes.get(_code(matched))

    def placeholder(self, key: str, matched: str | None = None, after_title: bool = False) -> str:
        """The replacement of a registered value, numbered on first use (reading order). `matched` is the
        text found, when it is part of the value: "Okafor" of "Priya Okafor" becomes the invented surname, and
        so does a one-word name after a title ("Ms Okafor")."""
        key = self._resolve(key)
        if key not in self._placeholders:
            entity = self._folded[key].entity
            self._counters[entity] += 1
            number = self._counters[entity]
            template = self.identifier_fixtures.get(entity)
            self._placeholders[key] = template.format(n=number) if template else self._fresh(key, entity, number)
            self._used.add(self._placeholders[key].casefold())
        entity = self._folded[key].entity
        self.replacements[entity] += 1
        replacement = self._placeholders[key]
        if matched is None or entity not in {"PERSON", "LOCATION"} or replacement.startswith("<"):
            return replacement
        original = self._originals[key]
        if " " in replacement and (fold(matched) != key or " " not in original.strip()):
            if " " not in original.strip():
                word = replacement.split()[-1 if after_title else 0]
                return word.lower() if matched.islower() else word
            return self._part(original, matched, replacement)
        return replacement.lower() if matched.islower() else replacement

    def _fresh(self, key: str, entity: str, number: int) -> str:
        original = self._originals[key]
        for attempt in range(50):
            candidate = (
                fixture_like(original, number + attempt * 7919) if entity == IDENTIFIER
                else self.operator(entity, number, original, attempt)
            )  # fmt: skip
            if not self._taken(candidate, entity):
                return candidate
        return placeholder(entity, number)

    def _taken(self, candidate: str, entity: str) -> bool:
        """A real value of the session, or another value's replacement; for a name, any part of it too."""
        folded = candidate.casefold()
        if folded in self._folded or folded in self._used:
            return True
        words = [folded, *folded.split()] if entity in {"PERSON", "LOCATION"} else [folded]
        return any(self._seen(word) for word in words if len(word) >= 3)

    def _seen(self, word: str) -> bool:
        """Whether `word` stands, as whole words, in the session's text. Each of its words must be one of the
        text's (a set, read once) before the text itself is searched: linear in the text, not in it times the
        values."""
        if self._seen_words is None:
            self._seen_words = set(_WORDS.findall(self.seen_text))
        if not all(part in self._seen_words for part in _WORDS.findall(word)):
            return False
        return re.search(_bounded(re.escape(word), word), self.seen_text) is not None

    @staticmethod
    def _part(full: str, matched: str, replacement: str) -> str:
        words, replaced = full.split(), replacement.split()
        folded = [word.casefold() for word in words]
        position = folded.index(matched.casefold()) if matched.casefold() in folded else len(words) - 1
        word = replaced[0] if position == 0 and len(words) > 1 else replaced[-1]
        return word.lower() if matched.islower() else word

    def whole(self, value: str, entity: str) -> str:
        """A value a telling key marks as personal as a whole: replaced entirely."""
        key = fold(value.strip())
        if key not in self._folded:
            return self.replace(value)
        if self._pattern is None:
            self._pattern = self._compile()
        return self.placeholder(key, value.strip())

    def replace(self, text: str) -> str:
        """Every known value inside a text, replaced by its placeholder."""
        if self._pattern is None:
            self._pattern = self._compile()
        if self._pattern is None:
            return text

        def substitute(match: re.Match[str]) -> str:
            if self.kept_codes and inside_a_kept_code(text, match.start(), match.end(), self.kept_codes):
                return match.group(0)
            tail = self._tail(match.group(0))
            if tail is not None:
                return tail
            ending = self._ending(match.group(0))
            if ending is not None:
                return ending
            matched = self._uninflected(match.group(0))
            key = self._canonical(matched)
            if key is None:
                return match.group(0)
            title = _TITLE_BEFORE.search(text, max(0, match.start() - _TITLE_REACH), match.start())
            return self.placeholder(key, matched, title is not None)

        return self._pattern.sub(substitute, text)

    def _tail(self, matched: str) -> str | None:
        """The replacement of an identifier's number written alone: the same characters of its fixture id."""
        whole = self._tails.get(fold(matched))
        if whole is None or fold(matched) in self._folded:
            return None
        replacement = self.placeholder(whole)
        original = self._originals[whole]
        if len(replacement) == len(original):
            # The same characters of its fixture id: the group where the number stood ("0914" of PKW-0914-2291).
            position = fold(original).rfind(fold(matched))
            position = position if position >= 0 else len(replacement) - len(matched)
            return replacement[position : position + len(matched)]
        return fixture_like(matched, self._counters[self._folded[self._resolve(whole)].entity])

    def _ending(self, matched: str) -> str | None:
        """The replacement of a number's last digits written alone, or after a mask ("xx2094"): the same last digits
        of its replacement, after the same mask."""
        mask = MASK.match(matched)
        prefix = mask.group(0) if mask is not None else ""
        matched = matched[len(prefix) :]
        key = fold(matched)
        whole = self._endings.get(key)
        if whole is None or (not prefix and (key in self._folded or key in self._numbers)):
            return None
        replacement = self.placeholder(whole)
        if not matched.isdigit() and len(replacement) == len(self._originals[self._resolve(whole)]):
            return prefix + replacement[-len(matched) :]  # told with its separators: the same of its fixture's
        digits = _digits(replacement)
        return prefix + (digits[-len(matched) :] if len(digits) >= len(matched) else replacement)

    def replace_codes(self, text: str) -> str:
        """Only the identifiers inside a text (a schema key keeps its words, even one a name shares)."""
        if self._pattern is None:
            self._pattern = self._compile()
        if self._pattern is None:
            return text
        identifiers = {IDENTIFIER, *self.identifier_entities}

        def substitute(match: re.Match[str]) -> str:
            key = self._canonical(match.group(0))
            if key is None or self._folded[self._resolve(key)].entity not in identifiers:
                return match.group(0)
            return self.placeholder(key, match.group(0))

        return self._pattern.sub(substitute, text)

    def distinct(self) -> dict[str, int]:
        counts: Counter[str] = Counter(self._folded[key].entity for key in self._placeholders)
        return dict(sorted(counts.items()))

    def fixture_ids(self) -> dict[str, str]:
        return {
            placeholder: self._folded[key].entity
            for key, placeholder in self._placeholders.items()
            if self._folded[key].entity in self.identifier_fixtures or self._folded[key].entity == IDENTIFIER
        }
