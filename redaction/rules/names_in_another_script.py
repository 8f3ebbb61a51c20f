"""Whether a word of a script without capitals is a name the session holds in Latin letters, written in that script.

A tool holds a person's name in Latin letters (`"delivered_by": "Mahesh Gawas"`), and the agent or the customer
writes it again in their own script ("डिलिव्हरी महेश गावस हाणें केल्ली", "ლუკასი", "タカハシ"): the same name, the same
person. The word is read in Latin letters (`anyascii`, offline, as redaction/rules/romanised_keys.py reads a key),
and its sounds are compared by their consonants in order: a script that writes its vowels as signs, or not at all
(Devanagari's inherent vowel, Arabic's short vowels), drops vowels a Latin spelling writes ("mhes" for "Mahesh"),
and the letters two spellings write one sound with are read as one ("sh" and "s", "w" and "v"); the nasal sign of the
scripts of India is the nasal of the consonant after it ("ಪ್ರಶಾಂತ್", Prashanth). Applied to each word
of a script without capitals in a session's texts, beside the name parts in Latin letters a tool holds under a key
that says a person (redaction/redactor.py, after every finding is judged; a name the name model guessed in a text may
be a bank's, "Sampath a/c ..."); the first rule that decides wins. KEEP: the word is that
person's name, replaced everywhere in the session; DROP (or no rule): not one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from anyascii import anyascii

from redaction.known_values import MARKS
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.vowel_letters import ONE_LETTER_SOUNDS, vowel_letters_read

if TYPE_CHECKING:
    from redaction.engine import Engine

# A word: letters with the signs written on them (a vowel sign, a virama), as redaction/known_values.py reads one.
_WORD = re.compile(rf"[^\W\d_][\w{MARKS}]*")
# Two spellings of one sound, read as one (the first of each pair as the second).
_SAME_SOUND = (("sh", "s"), ("th", "t"), ("kh", "k"), ("ph", "p"), ("bh", "b"), ("dh", "d"), ("gh", "g"),
               ("ch", "c"), ("w", "v"), ("q", "k"), *ONE_LETTER_SOUNDS)  # fmt: skip
_VOWELS = re.compile(r"[aeiouy]")
_DOUBLED = re.compile(r"(.)\1+")
# Fewer consonants than this are the sounds of too many words: "Sai" is "s", "Gio" "g".
MIN_CONSONANTS = 3


# The sign of a nasal written above a letter in the scripts of India (an anusvara, Gurmukhi's tippi): it sounds as the
# nasal of the consonant after it, "n" before most ("ಪ್ರಶಾಂತ್" is Prashanth, "संदेश" Sandesh) and "m" before a labial
# ("संभव", Sambhav), though `anyascii` writes it "m" before any.
_NASAL_SIGN = re.compile("[" + "".join(chr(code) for code in range(0x0900, 0x0E00)
                                       if "SIGN ANUSVARA" in unicodedata.name(chr(code), "")
                                       or unicodedata.name(chr(code), "") == "GURMUKHI TIPPI") + "]")
_LABIALS = ("p", "b", "m")


def _in_latin_letters(word: str) -> str:
    """A word in Latin letters (`anyascii`), a nasal sign read as the nasal of the consonant after it."""
    first, *rest = _NASAL_SIGN.split(word)
    latin = anyascii(first)
    for piece in rest:
        after = anyascii(piece)
        latin += ("m" if after[:1].casefold() in _LABIALS else "n") + after
    return latin


def consonants(latin: str) -> str:
    """The consonants of a word in Latin letters, in order, each sound once ("Mahesh" and "mhes" are "mhs")."""
    letters = "".join(char for char in _in_latin_letters(latin).casefold() if char.isalpha())
    for spelling, sound in _SAME_SOUND:
        letters = letters.replace(spelling, sound)
    return _VOWELS.sub("", _DOUBLED.sub(r"\1", letters))


def readings(word: str) -> tuple[str, ...]:
    """A word's consonants as written, and, in a script that writes long vowels with letters, with those letters read
    as vowels (redaction/rules/vowel_letters.py: "ܬܘܡܐ" is "tvm" and "tm")."""
    sounds = consonants(word)
    read = vowel_letters_read(_in_latin_letters(word), word)
    return (sounds,) if read is None or consonants(read) == sounds else (sounds, consonants(read))


def without_capitals(word: str) -> bool:
    """A word of a script whose letters have no capitals: its first letter neither one nor changed by a title (a
    Cyrillic or a Latin word in lower case is of a script with capitals)."""
    first = word[:1]
    return bool(first) and not first.isascii() and not first.isupper() and first.title() == first


def held_names(names: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    """The consonants of the parts of each name of two parts or more in Latin letters, in order."""
    held = []
    for name in names:
        parts = [part for part in re.findall(r"[^\W\d_]+", name) if part.isascii() and part[0].isupper()]
        if len(parts) > 1:
            held.append(tuple(consonants(part) for part in parts))
    return tuple(held)


def held_parts(names: Iterable[str]) -> dict[str, str]:
    """The consonants of each part of the names in Latin letters, capitalised, to the part."""
    parts: dict[str, str] = {}
    for name in names:
        for part in re.findall(r"[^\W\d_]+", name):
            if part.isascii() and part[0].isupper():
                parts.setdefault(consonants(part), part)
    return parts


@dataclass(frozen=True)
class ScriptWord:
    word: str
    sounds: tuple[str, ...]  # its consonants read in Latin letters, once or twice (redaction/rules/vowel_letters.py)
    held: dict[str, str]  # the consonants of each name part the session holds in Latin letters, to the part
    # the consonants of the words written right before and right after it (a space between), and of the parts of each
    # name of two parts or more the session holds in Latin letters
    beside: tuple[str, ...] = ()
    names: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def of(cls, example: str, engine: Engine) -> ScriptWord:
        """A text with the word judged in [brackets], after `held:` and the names the session holds."""
        held, _, text = example.partition(" | ")
        text, start, end = marked(text)
        names = held.removeprefix("held: ").split(", ")
        return cls.at(text[start:end], held_parts(names), words_beside(text, start, end), held_names(names))

    @classmethod
    def at(cls, word: str, held: dict[str, str], beside: tuple[str, ...] = (),
           names: tuple[tuple[str, ...], ...] = ()) -> ScriptWord:
        return cls(word, readings(word), held, tuple(sounds for other in beside for sounds in readings(other)), names)


def words_beside(text: str, start: int, end: int) -> tuple[str, ...]:
    """The words written right before and right after a word, one space or more between, that are of a script
    without capitals."""
    before = re.search(rf"({_WORD.pattern})\s+$", text[:start])
    after = re.match(rf"\s+({_WORD.pattern})", text[end:])
    return tuple(match.group(1) for match in (before, after) if match is not None and without_capitals(match.group(1)))


def _of_a_script_with_capitals(word: ScriptWord) -> bool:
    return not without_capitals(word.word)


def _beside_another_part_of_a_held_name(word: ScriptWord) -> bool:
    """The word has a part's sounds of a name held in Latin letters, and a word beside it another part's of it."""
    for parts in word.names:
        for reading in word.sounds:
            if reading and reading in parts:
                others = [part for part in parts if part]
                others.remove(reading)
                if any(sounds in others and len(reading + sounds) >= MIN_CONSONANTS for sounds in word.beside):
                    return True
    return False


def _few_consonants(word: ScriptWord) -> bool:
    return all(len(sounds) < MIN_CONSONANTS for sounds in word.sounds)


def _a_held_names_sounds(word: ScriptWord) -> bool:
    return any(sounds in word.held and len(sounds) >= MIN_CONSONANTS for sounds in word.sounds)


DROP, KEEP = Verdict.DROP, Verdict.KEEP
NAMES_IN_ANOTHER_SCRIPT: Table[ScriptWord] = Table(
    "Names written in another script",
    "A word of a script without capitals in a session's texts, beside the name parts in Latin letters a tool holds "
    "under a key that says a person. KEEP: that person's name, replaced everywhere in the session; DROP (or no rule): "
    "not one.",
    (
        Rule("a_word_of_a_script_with_capitals", "drops a word in Latin, Cyrillic or Greek letters", "a name in a "
             "script with capitals is read by the name rules, and a word of one in lower case is most often a word",
             DROP, _of_a_script_with_capitals, ("held: Lukas Beridze | call [lukas] now",),
             ("held: Lukas Beridze | დაურეკეთ [ლუკასს]",)),
        Rule("beside_another_part_of_a_held_name", "keeps a word whose consonants are those of a part of a name "
             "the session holds in Latin letters when the word beside it has those of another part of the same name, "
             "however few each has", "a given name and a surname written together are that person's name, though "
             "each alone has the few sounds of many words (\"Deepa\" is \"dp\", \"Shenoy\" \"sn\")", KEEP,
             _beside_another_part_of_a_held_name,
             ("held: Deepa Shenoy | ಮ್ಯಾನೇಜರ್ [ದೀಪಾ] ಶೆಣೈ 30 ನಿಮಿಷೊಡು", "held: Deepa Shenoy | ಮ್ಯಾನೇಜರ್ ದೀಪಾ [ಶೆಣೈ] 30",
              "held: Lina Toma Boutros | ܫܡܝ [ܠܝܢܐ] ܬܘܡܐ ܒܛܪܘܣ", "held: Rita Shamoun | [ܪܝܬܐ] ܫܡܥܘܢ ܒܕ ܡܚܒܪܐ"),
             ("held: Deepa Shenoy | ಮ್ಯಾನೇಜರ್ [ದೀಪಾ] ಬತ್ತೆರ್", "held: Gio Beridze | [გიო] მოვა",
              "held: Deepa Shenoy, Sai Kiran | [ದೀಪಾ] ಕಿರಣ್")),
        Rule("fewer_than_three_consonants", "drops a word whose sounds have fewer than three consonants",
             "so few sounds are those of many words of the language (\"Sai\" is the sound \"s\")", DROP,
             _few_consonants, ("held: Sai Kiran | [సాయి] గారు", "held: Gio Beridze | [გიო] მოვა"),
             ("held: Mahesh Gawas | डिलिव्हरी [महेश] गावस",)),
        Rule("a_held_names_sounds", "keeps a word whose consonants, read in Latin letters, are those of a name part "
             "the session holds in Latin letters, in the same order", "a person a tool names in Latin letters is "
             "written in the script of the people who talk about them, with the vowels that script leaves out or "
             "writes as signs", KEEP, _a_held_names_sounds,
             ("held: Mahesh Gawas | डिलिव्हरी [महेश] गावस", "held: Mahesh Gawas | डिलिव्हरी महेश [गावस]",
              "held: Lukas Beridze | დაურეკეთ [ლუკასს]", "held: Misaki Takahashi | [タカハシ] ミサキ",
              "held: Rajiv Malhotra | [راجیو] ملهوترا", "held: Prashanth Kotian | ನಮಸ್ಕಾರ [ಪ್ರಶಾಂತ್] ಅವರೆ",
              "held: Lina Toma Boutros | ܠܝܢܐ ܬܘܡܐ [ܒܛܪܘܣ]", "held: Najiba Gorgis | ܝܡܝ [ܢܓܝܒܐ]",
              "held: Wasim Haddad | [وسيم] حداد"),
             ("held: Mahesh Gawas | [सिलिंडर] आयज", "held: Rohidas Kamat | [कामगार] आयले",
              "held: Lina Toma Boutros | [ܫܗܕܘܬܐ] ܕܡܥܡܘܕܝܬܐ")),
    ),
    ScriptWord.of,
)


def names_in_another_script(texts: Iterable[str], names: Iterable[str]) -> Iterator[str]:
    """The words of the texts, as written, that NAMES_IN_ANOTHER_SCRIPT keeps, each once."""
    names = list(names)
    held, full = held_parts(names), held_names(names)
    if not held:
        return
    kept: set[str] = set()
    judged: set[tuple[str, tuple[str, ...]]] = set()  # a word, with the words beside it
    for text in texts:
        if text.isascii():
            continue
        for match in _WORD.finditer(text):
            word = match.group(0)
            if word in kept or not without_capitals(word):
                continue
            beside = words_beside(text, match.start(), match.end()) if full else ()
            if (word, beside) in judged:
                continue
            judged.add((word, beside))
            if NAMES_IN_ANOTHER_SCRIPT.verdict(ScriptWord.at(word, held, beside, full)) is KEEP:
                kept.add(word)
                yield word
