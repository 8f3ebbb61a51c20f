"""One pattern that finds every known value of a session in a text, in time linear in the text.

An alternation of the values (`a|b|c|...`) is tried value by value at every position of the text: a pasted
document brings thousands of values, so its time grows with the text times the values. The same values as a
tree of their characters (`a(?:nn(?:a|e)|...)`) are tried character by character: at a position, only the
values that start with the text's next characters are tried at all.

Where the text allows several values at a position, the longer wins (the e-mail over the name in it), as an
alternation sorted longest first would have it.

A class of hundreds of characters (a digit in every script, a word's character with the signs written on letters)
costs milliseconds to compile each time it is written: it is written once per tree, after it (a value ending in a
word's character ends a word), never once per value; and most texts, whose digits are all ASCII and which hold no
sign written on a letter nor a zero-width non-joiner, are read with the same tree written with small classes, the
classes for any text compiled only when a text of the session needs them.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

from redaction.scripts import MARKS

# A digit is the same digit in any script: a user writes in Persian digits ("۴۴۱۰۲۹۸۸۳۱") the number a tool holds
# in ASCII ones, and a Hindi or an Arabic text may do the same.
_DIGITS_OF: dict[str, list[str]] = {}
# Read from the scripts of the Basic Multilingual Plane once, at import.
for _code_point in range(0x10000):
    _char = chr(_code_point)
    if unicodedata.category(_char) == "Nd":
        _DIGITS_OF.setdefault(str(unicodedata.decimal(_char)), []).append(_char)
_DIGIT_CLASS = {digit: "[" + "".join(chars) + "]" for digit, chars in _DIGITS_OF.items()}
# Persian and Urdu write a joiner-less break inside a word (a zero-width non-joiner) where another writer of the same
# words leaves a space ("زرگری‌آباد", "زرگری آباد"): the two are one value.
ZWNJ = "\u200c"
_SPACE_CLASS = "[ \u00a0\u200c]"
_ANY_SCRIPT_DIGITS = 5
_FOLD = str.maketrans({char: digit for digit, chars in _DIGITS_OF.items() for char in chars} | {ZWNJ: " "})


# Every decimal digit of every script, on every plane (Adlam's, Osmanya's), to its ASCII digit: the same length, so a
# match's offsets stand.
_ASCII_DIGITS = {
    code: str(unicodedata.decimal(chr(code)))
    for code in range(128, sys.maxunicode + 1)
    if unicodedata.decimal(chr(code), None) is not None
}


def ascii_digits(text: str) -> str:
    """The text with every script's decimal digits written in ASCII, character for character: the rules that read a
    number's shape read one shape whatever digits its writer used ("۰۸۸۲", "༢༦")."""
    return text.translate(_ASCII_DIGITS) if not text.isascii() else text


def fold(text: str) -> str:
    """A value's key: its case folded, its digits in ASCII, a zero-width non-joiner read as a space; as long as the
    text, character for character."""
    return text.casefold().translate(_FOLD)


# A case ending joined to a name in a script without capitals: a few letters with their marks ("ப்ரியா" ->
# "ப்ரியாவின்", "ბერიძე" -> "ბერიძის"), after the name's stem. A surname in a script with capitals takes up to three
# letters ("Ершов" -> "Ершовтæн", to the Ershovs, in Ossetian), or none after its stem: a family's surname written in
# its other gender's form ("Цаллагова" -> "Цаллагов").
_MOST_ENDING = 6
_MOST_CASED_ENDING = 3
# Numeric values also match when written with other separators (an atom holds one digit).
DIGIT_GAP = r"[\s().+/-]{0,3}"
# Codes (letters and digits) also match in any case with other separators, or none, between their characters; a
# separator may stand between two spaces, as a code read out or typed from a form is written ("NVG - HKP - 0217").
CODE_GAP = r"[\s./-]{0,3}"
_NUMBER_BEFORE = r"(?<![0-9A-Za-z\u00C0-\u024F_-])"
# A number starts a word after a letter of a script other than Latin: Hebrew and Arabic write a preposition joined
# to the number after it ("ב4471", at 4471), so only a digit, a Latin letter or a joiner before it continues a word.
_NUMERAL_BEFORE = r"(?<![0-9A-Za-z\u00C0-\u024F_])"
_NUMBER_AFTER = r"(?![\w-])"
# A number ends before a letter of a script other than Latin: Tamil, Hindi or Georgian join a case ending to a
# number ("3316க்கு", to the card ending 3316), as Hebrew joins a preposition before one; a digit, a Latin letter
# or a joiner after its last digit continues it.
_NUMERAL_AFTER = r"(?!(?<=\d)[\dA-Za-z\u00C0-\u024F_])"
# A code ends at a letter or digit: an underscore joins it to a file's or a key's name, the code still standing
# whole in it ("ADP-25-11902_transfer.pdf", "enquiry_VN/48811/ENQ").
_CODE_BEFORE = r"(?<![^\W_])"
# A mask before a number's last digits: x's, stars, bullets or hashes, a space or a dash after them ("xx2094",
# "**** 0817").
MASK_MARKS = "[xX*•#]"
MASK = re.compile(rf"{MASK_MARKS}{{1,16}}[\s-]?")
_CODE_AFTER = r"(?![^\W_])"


@dataclass(frozen=True)
class _Alphabet:
    """How a pattern writes a word's character, and the atoms it writes otherwise than the tree holds them."""

    word_char: str
    atoms: dict[str, str]

    def atom(self, atom: str) -> str:
        return self.atoms.get(atom, atom)

    def word_before(self) -> str:
        """A value beginning with a word character only matches a whole word there."""
        return rf"(?<!{self.word_char})"

    def word_after(self) -> str:
        """After a value that ends with a word character (the one just read), no word character."""
        return rf"(?!(?<={self.word_char}){self.word_char})"

    def inflected_after(self) -> str:
        return rf"{self.word_char}{{1,{_MOST_ENDING}}}(?!{self.word_char})"


@dataclass
class _Node:
    children: dict[str, _Node] = field(default_factory=dict)
    end: str | None = None  # the assertion after a value ending here ("" when none), None when none ends here
    depth: int = 0  # the longest value below, in atoms

    def add(self, atoms: list[str], end: str) -> None:
        node = self
        node.depth = max(node.depth, len(atoms))
        for position, atom in enumerate(atoms):
            node = node.children.setdefault(atom, _Node())
            node.depth = max(node.depth, len(atoms) - position - 1)
        node.end = end if node.end is None or node.end == end else ""  # two values, two endings: the looser

    def pattern(self, alphabet: _Alphabet) -> str:
        branches = [alphabet.atom(atom) + child.pattern(alphabet) for atom, child in
                    sorted(self.children.items(), key=lambda item: -item[1].depth)]
        if self.end is not None:
            branches.append(self.end)  # after every longer branch: the longest value wins
        if len(branches) == 1:
            return branches[0]
        return "(?:" + "|".join(branches) + ")"


def _atom(char: str, ignore_case: bool, any_script: bool = True) -> str:
    # "²" is a digit to `isdigit` and to no script's digits: it is matched as written.
    if any_script and (digit := char.translate(_FOLD)) in _DIGIT_CLASS:
        return _DIGIT_CLASS[digit]
    if char in (" ", ZWNJ):
        return _SPACE_CLASS
    if ignore_case and char.lower() != char.upper() and len(char.lower()) == len(char.upper()) == 1:
        return f"[{re.escape(char.lower())}{re.escape(char.upper())}]"
    return re.escape(char)


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_" or unicodedata.category(char).startswith("M")



def holds_as_words(text: str, part: str) -> bool:
    """Whether `part` stands in `text` with no letter, digit or `_` right before or after it, as `(?<!\\w)` and
    `(?!\\w)` say, without compiling a pattern for each part."""
    start = text.find(part)
    while start >= 0:
        end = start + len(part)
        before, after = text[start - 1 : start], text[end : end + 1]
        if not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_"):
            return True
        start = text.find(part, start + 1)
    return False


ANY_TEXT = _Alphabet(rf"[\w{MARKS}]", {})
# In a text with no digit of another script, no zero-width non-joiner and no sign written on a letter, a digit's class
# matches what its ASCII digit does, the space's what a space or a no-break space does, and a word's character is `\w`.
PLAIN_TEXT = _Alphabet(r"\w", {
    _SPACE_CLASS: "[ \u00a0]",
    **{gap + _DIGIT_CLASS[digit]: gap + digit for digit in "0123456789" for gap in ("", DIGIT_GAP, CODE_GAP)},
})  # fmt: skip
_NOT_PLAIN = re.compile(rf"(?![0-9])\d|[{ZWNJ}{MARKS}]")
_WORD_CHAR = re.compile(ANY_TEXT.word_char)


def _own_end(value: str) -> str:
    """The end a value needs of its own: none when the end read after the tree reads its last character ("" for a
    value that ends no word), a word's end for a value ending in a sign written on a letter outside the Basic
    Multilingual Plane, which the classes do not hold."""
    return "" if _WORD_CHAR.fullmatch(value[-1]) or not _word_char(value[-1]) else rf"(?!{ANY_TEXT.word_char})"


# The scripts written with no space between words: Chinese, Japanese, Thai, Lao, Khmer, Burmese and Tibetan. A
# name a tool holds ("韦秀兰") is written inside a sentence of such a script with a word's letters right before and
# after it ("用户韦秀兰(户号..."): no word's edge marks where it stands.
_UNSPACED_SCRIPTS = ("CJK", "HIRAGANA", "KATAKANA", "THAI", "LAO", "KHMER", "MYANMAR", "TIBETAN")
MIN_UNSPACED_LETTERS = 2


def unspaced(value: str) -> bool:
    """Whether a value's letters, two or more, are all of a script written with no space between words."""
    letters = [char for char in value if char.isalpha()]
    return len(letters) >= MIN_UNSPACED_LETTERS and all(
        unicodedata.name(char, "").startswith(_UNSPACED_SCRIPTS) for char in letters
    ) and not any(char.isdigit() for char in value)


class KnownValues:
    """Texts (as the session wrote them, any case, or case-sensitive), digit strings (any separators) and codes
    (any case, any separators)."""

    def __init__(self) -> None:
        self._words = _Node()  # values that begin with a word character: a word must start there
        self._numerals = _Node()  # values that begin with a digit: a number must start there
        self._others = _Node()
        self._unspaced = _Node()  # values of a script written with no space between words: found inside words
        self._numbers = _Node()
        self._codes = _Node()
        self._stems = _Node()
        self._masked = _Node()
        self._cased_stems = _Node()
        self._after: list[str] = []
        self._empty = True

    def add_text(self, value: str, ignore_case: bool) -> None:
        """A value as written, in any case if `ignore_case`; its digits in any script when it has five or more (a
        short number in another script is most often another number: a branch's "۴۴۰۲" in its name), or four
        opening with a zero (a code's digits: no count, amount or year opens with a zero; a grower code's last digits
        "0882" written "۰۸۸۲")."""
        if not value:
            return
        digits = sum(char.isdigit() for char in value)
        any_script = digits >= _ANY_SCRIPT_DIGITS or (
            digits >= _ANY_SCRIPT_DIGITS - 1 and value[0].translate(_FOLD) == "0"
        )
        atoms = [_atom(char, ignore_case, any_script) for char in value]
        if unspaced(value):
            self._unspaced.add(atoms, "")
            self._empty = False
            return
        node = self._numerals if value[0].isdigit() else self._words if _word_char(value[0]) else self._others
        node.add(atoms, _own_end(value))  # a word's end after a word's character is read once, after the tree
        self._empty = False

    def add_digits(self, digits: str) -> None:
        if not digits:
            return
        atoms = [_atom(digits[0], False)] + [DIGIT_GAP + _atom(digit, False) for digit in digits[1:]]
        self._numbers.add(atoms, _NUMBER_AFTER)
        self._empty = False

    def add_code(self, characters: str) -> None:
        """A code's letters and digits, found in any case with any separators between them ("E-RX 88213-KQ" as
        "erx 88213 kq" or "ERX88213KQ")."""
        if not characters:
            return
        atoms = [_atom(characters[0], True)] + [CODE_GAP + _atom(char, True) for char in characters[1:]]
        self._codes.add(atoms, _CODE_AFTER)
        self._empty = False

    def add_stem(self, stem: str) -> None:
        """A name's stem, found with a short ending joined to it, as a case ending is in a script without capitals."""
        if not stem:
            return
        self._stems.add([_atom(char, False) for char in stem], "")  # the ending is read once after the tree
        self._empty = False

    def add_cased_stem(self, stem: str) -> None:
        """A surname's stem in a script with capitals, found as written with up to three letters joined to it."""
        if not stem:
            return
        self._cased_stems.add([_atom(char, False) for char in stem], "")
        self._empty = False

    def add_masked(self, digits: str) -> None:
        """A number's last digits after a mask of any length ("xx2094", "****2094")."""
        if not digits:
            return
        self._masked.add([_atom(digit, False) for digit in digits], _NUMBER_AFTER)
        self._empty = False

    def add_after(self, before: str, value: str) -> None:
        """A value found only right after these exact words ("11" of "päättyy 11"): too short to be searched
        for anywhere else. Few and tried only where the value is, so the text stays read once."""
        self._after.append(f"(?<={re.escape(before)}){re.escape(value)}{_own_end(value)}")
        self._empty = False

    def compile(self) -> KnownPattern | None:
        return None if self._empty else KnownPattern(self)

    def pattern(self, alphabet: _Alphabet) -> str:
        branches = []
        if self._words.children:
            branches.append(alphabet.word_before() + self._words.pattern(alphabet) + alphabet.word_after())
        if self._numerals.children:
            branches.append(_NUMERAL_BEFORE + self._numerals.pattern(alphabet) + _NUMERAL_AFTER
                            + rf"(?!(?<=[^\W\d]){alphabet.word_char})")
        if self._others.children:
            branches.append(self._others.pattern(alphabet) + alphabet.word_after())
        if self._unspaced.children:
            branches.append(self._unspaced.pattern(alphabet))
        if self._numbers.children:
            branches.append(_NUMBER_BEFORE + self._numbers.pattern(alphabet))
        if self._codes.children:
            branches.append(_CODE_BEFORE + self._codes.pattern(alphabet))
        if self._cased_stems.children:
            branches.append(alphabet.word_before() + self._cased_stems.pattern(alphabet)
                            + rf"[^\W\d_]{{0,{_MOST_CASED_ENDING}}}(?!{alphabet.word_char})")
        if self._masked.children:
            branches.append(_CODE_BEFORE + MASK.pattern + self._masked.pattern(alphabet))
        if self._stems.children:  # after every value written whole: a name as written wins over its stem
            branches.append(alphabet.word_before() + self._stems.pattern(alphabet) + alphabet.inflected_after())
        if self._after:
            branches.append("(?:" + "|".join(self._after) + ")" + alphabet.word_after())
        return "|".join(branches)


class KnownPattern:
    """A session's known values, found in a text: with the small classes when the text allows them, else with the
    classes for any text, compiled the first time a text needs them."""

    def __init__(self, known: KnownValues) -> None:
        self._known = known
        self._plain = re.compile(known.pattern(PLAIN_TEXT))
        self._any_text: re.Pattern[str] | None = None

    def sub(self, replacement: Callable[[re.Match[str]], str], text: str) -> str:
        if _NOT_PLAIN.search(text) is None:
            return self._plain.sub(replacement, text)
        if self._any_text is None:
            self._any_text = re.compile(self._known.pattern(ANY_TEXT))
        return self._any_text.sub(replacement, text)
