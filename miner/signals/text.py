"""Small text tools the detectors and the sampler share: words, overlap, phrase matching with negation."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from re import _constants, _parser  # type: ignore[attr-defined]

from anyascii import anyascii

from miner.signals.english import AGENT_NATURE_QUESTION, PLEASED_MARKS
from miner.signals.letters import bare_letter, unspaced
from miner.signals.request_words import QUESTION_MARKS, REQUEST_WORDS, alternation

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

_STOPWORD_TEXT = """a an the i me my we our you your it its is are was were be been am do does did to of in on
at for with and or but so if then than that this these those there here can could would should will shall
please pls just also hi hello hey thanks thank ok okay yes yeah what which who whom how when where let get
got have has had from by as about into up out again now still"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
# Words that say nothing beside a question about the agent ("is this a bot? just curious lol").
_FILLERS = frozenset({"curious", "wondering", "asking", "genuinely", "honestly", "lol", "haha", "sorry", "quick",
                      "question", "one", "real", "though", "tho"})

MATCH_WORDS_SHOWN = 6
# The detectors read this much of a message for cues: frustration is said in a few lines, and a pasted log
# or document must not cost more than a message does.
MESSAGE_CHARS_READ = 4000
MASK = "…"


def _identifying(position: int, word: str) -> bool:
    if any(char.isdigit() or char == "@" for char in word):
        return True
    # A capitalised word inside the match is likely a name; shouted words (all capitals) are not.
    letters = word.strip(".,;:!?\"'()")
    return position > 0 and letters[:1].isupper() and not letters.isupper() and letters not in _FIRST_PERSON


_FIRST_PERSON = {"I", "I'm", "I've", "I'd", "I'll"}


def shown(matched: str) -> str:
    """Matched user words as evidence: at most a few words; numbers, emails and names masked.

    Evidence is printed by `miner sample` before redaction runs, so it keeps the words that explain the
    match ("not what I asked") and drops what could identify someone (an order number, an email, a name).
    """
    kept = [MASK if _identifying(position, word) else word
            for position, word in enumerate(matched.split()[:MATCH_WORDS_SHOWN])]
    return " ".join(kept) + (" " + MASK if len(matched.split()) > MATCH_WORDS_SHOWN else "")


# Contractions typed without their apostrophe ("cant", "dont", "youre"), as the cues are written: with it.
_BARE_CONTRACTION = re.compile(
    r"\b(can|don|doesn|didn|won|isn|wasn|aren|weren|haven|hasn|couldn|wouldn|shouldn)t\b|\b(you|they)re\b|"
    r"\b(i)m\b|\b(i|you|we|they)ve\b|\b(that|what|there)s\b", re.IGNORECASE)


def _with_apostrophe(match: re.Match[str]) -> str:
    if match.group(1):
        return f"{match.group(1)}'t"
    stem = next(group for group in match.groups()[1:] if group)
    return stem + "'" + match.group(0)[len(stem):]


@lru_cache(maxsize=4096)  # both detectors read each message
def with_apostrophes(text: str) -> str:
    """The text with bare contractions given their apostrophe: "you cant help me" reads "you can't help me"."""
    return _BARE_CONTRACTION.sub(_with_apostrophe, text)


_NATURE_QUESTION = re.compile(AGENT_NATURE_QUESTION, re.IGNORECASE)
# The wish to know who one is talking to ("I just want to know who I'm talking to", "I'd like to know what I'm
# chatting with"): the same question about what the agent is, said as a wish; it asks for no one.
_WHO_TALKED_TO = re.compile(
    r"(?:\b(?:i|we)\s+)?(?:\b(?:just|only|really)\s+)?\b(?:want(?:ed)?|'d\s+like|would\s+like|need)\s+to\s+know\s+"
    r"(?:who|what)\s+(?:i|we)\s*(?:'m|'re|am|are)?\s*(?:talking|speaking|chatting|writing)\s+(?:to|with)\b"
    r"(?:\s+(?:here|now|right\s+now))?[.?!]*", re.IGNORECASE)


# One of these is in every question about what the agent is (the nouns of AGENT_NATURE_QUESTION, "who am i", "what
# are"): most messages hold none, and skip the question's pattern.
_NATURE_HINTS = ("bot", "machine", "human", "person", "ai ", "ai?", "ai.", "a.i", "computer", "program", "being",
                 "intelligence", "assistant", "automat", "real", "alive", "sentient", "people", "someone", "somebody",
                 "recording", "script", "who am i", "what are", "reading", "answering", "replying", "typing")


# A machine as most languages name it: the loanwords "bot", "chatbot", "robot", "computer" and "AI" ("IA", "KI", "ИИ"),
# in the scripts they are written in. Not a table of any language's phrases: the same few words everywhere.
_MACHINE = re.compile(
    # "computer" as the languages spell the loanword: komputer, kompyuta, kompjuter, computadora (not "computation")
    r"(?<![^\W\d_])(?:(?:chat[\s-]?)?bot[sa]?|robot\w*|[ck]omp[iyj]?ut(?:er|a)(?!tion)\w*|programm?e?s?|(?:чат-?)?бот\w*|"
    r"робот\w*|компьютер\w*|ρομπότ|ρομποτ|ბოტ(?!ანი)\w*|რობოტ\w*|კომპიუტერ\w*|रोबोट\w*|बॉट\w*|कंप्यूटर\w*|কম্পিউটার\w*|"
    r"রোবট\w*|ሮቦት\w*|ኮምፒውተር\w*|(?-i:AI|A\.I\.?|IA|KI|ИИ|ШІ))(?![^\W\d_])|"
    r"ロボット|ボット|チャットボット|로봇|챗봇|机器人|機器人|人工智能|روبوت|ربات|بوت|רובוט|בוט|บอท|หุ่นยนต์",
    re.IGNORECASE)


def names_machine(text: str) -> bool:
    """Whether the text names a machine by its loanword (`_MACHINE`: "bot", "robot", "AI", "ボット")."""
    return bool(_MACHINE.search(text))


# What works by itself ("automatic", "automatisch", "otomatik", "автоматический"): a machine only when a question sets
# it beside a human being ("is this chat answering automatic or somebody from the studio is typing?"); alone it is a
# renewal's or a payment's ("is the renewal automatic?").
_AUTOMATIC = re.compile(r"(?<![^\W\d_])(?:automat|otomat|автомат)\w*", re.IGNORECASE)
# A human being, and a wish, in any of the languages of the request for a person (`request_words.py`).
_ANY_PERSON, _ANY_WISH = (re.compile("|".join(f"(?:{alternation(getattr(words, kind), words.spaced)})"
                                                for words in REQUEST_WORDS.values()), re.IGNORECASE)
                          for kind in ("person", "wish"))
# The pictographs (emoji), as a character class's ranges.
PICTOGRAPHS = "\u2600-\u27bf\U0001f300-\U0001faff"
# Chat closes a sentence on a pictograph as on a full stop ("... down to the shop 😂 Is it a person I'm talking to or
# one of these AI yokes?"), and on a flag or an enclosed sign (regional indicators, 🆗) too.
_PICTOGRAPH = PICTOGRAPHS + "\U0001f000-\U0001f2ff"
# A sentence of any script, with the marks that end it, or the pictographs ending it before a capital that opens the
# next one.
_ANY_SENTENCE = re.compile(rf"(?:[^.?!;。？！؟\n{_PICTOGRAPH}]|[{_PICTOGRAPH}]+(?!\s+[A-ZÀ-ÖØ-ÞА-ЯЁ]))+"
                           rf"(?:[.?!;。？！؟]+|[{_PICTOGRAPH}]+(?=\s+[A-ZÀ-ÖØ-ÞА-ЯЁ]))?")
# A question naming only a machine is about what the agent is when it is this short ("Вы робот?", "봇이에요?").
_MACHINE_QUESTION_WORDS = 4


# A question closing on a machine offered as the other answer: the word for "or" (of the languages that say it with a
# word of their own or with the loanword), one or two short words ("or na machine?", "ou um robô?", "o robot"), and a
# machine (a loanword, or the word for "machine" most languages share).
_OR_WORDS = r"or|ou|o|oder|au|ama|atau|ili|lub|eller|tai|veya|yoki|kapa"
_A_MACHINE = rf"(?:{_MACHINE.pattern}|machines?|m[aáà]quina|m[aà]china)"
_OR_A_MACHINE = re.compile(
    rf"\W*(?:{_OR_WORDS})(?:\s+[^\W\d_]{{1,3}}){{0,2}}\s+{_A_MACHINE}\s*[?？!.]*", re.IGNORECASE
)
_NAMES_A_MACHINE = re.compile(_A_MACHINE, re.IGNORECASE)


def _machine_question(sentence: str, person: re.Pattern[str] = _ANY_PERSON, wish: re.Pattern[str] = _ANY_WISH) -> bool:
    """A question about what the agent is, in any language: a question naming a machine (`_MACHINE`) beside a
    human being, or in a few words, that wishes nothing ("Je parle à un robot ou à une vraie personne ?", "am I
    corresponding with a person or with one of these computer programmes?", "Вы робот?"; not "can I talk to a person
    instead of a bot?", which asks for one, nor "is this bot completely useless?")."""
    stripped = sentence.strip()
    if not stripped.endswith(QUESTION_MARKS) or wish.search(stripped):
        return False
    if not _MACHINE.search(stripped):
        return bool(_AUTOMATIC.search(stripped)) and bool(person.search(stripped))
    return bool(person.search(stripped)) or len(stripped.split()) <= _MACHINE_QUESTION_WORDS


def without_machine_questions(text: str, person: re.Pattern[str], wish: re.Pattern[str]) -> str:
    """The text without its questions naming a machine beside a human being of `person` and no wish of `wish`: a
    team's or a declared language's words ("Ṣé robot ni mò ń bá sọ̀rọ̀ ni àbí ènìyàn?", is it a robot I am talking
    with or a person?), as `_machine_question` reads the built-in ones."""
    if not _MACHINE.search(text) and not _AUTOMATIC.search(text):
        return text
    return " ".join(sentence for sentence in _ANY_SENTENCE.findall(text)
                    if not (_machine_question(sentence, person, wish) and person.search(sentence)))


# Where a clause ends: a mark of punctuation before a space or the end ("Ndipei maneja, zvave ...").
CLAUSE_END = re.compile(r"[.,;:!?…。，！？]+(?:\s+|$)")


def clauses_and_ends(text: str) -> list[tuple[str, str]]:
    """The message's clauses, each with the marks that end it (the last one's may be none)."""
    return list(zip(CLAUSE_END.split(text), [*CLAUSE_END.findall(text), ""], strict=True))


# The machine set aside: a clause after the message's first, of a few words, closing on a machine's loanword.
_HAS_LETTER = re.compile(r"[^\W\d_]")
REFUSED_MACHINE_WORDS = (2, 6)
# After a person named by a cognate, a clause naming the machine among its first this many words, after two or more.
MACHINE_OPENS = 4
# A machine by the word most languages say "machine" with ("machine", "máquina", "mesin", "makine", "Maschine"): set
# aside only as the last word of such a clause ("Lon keumeung marit ngon ureueng, petugas PDAM, bukon ngon mesin",
# Acehnese: I want to talk to a person, a PDAM officer, not a machine), for elsewhere it is as often the user's washing
# machine or a ticket machine. Not the words that also mean a car (Romanian "masina", the Slavic "машина", "mašina").
_MACHINE_WORD = re.compile(r"(?<![^\W\d_])(?:machines?|m[aá]quinas?|mesin|makine|maschinen?)(?![^\W\d_])",
                           re.IGNORECASE)
# The comma that joins the machine set aside to what is wanted, in one sentence.
_COMMA = re.compile(r"[,，、]")
# A cognate of "person" or "human", romanised (persona, persone, persoon, pessoa, персона, human, umano, Mensch), not
# "personal" nor "personally".
_PERSON_COGNATE = re.compile(r"\b(?:person(?!al)|persoon|persun|pessoa|human|uman[aoei]\b|mensch|mennesk)",
                             re.IGNORECASE)


def machine_refused(text: str) -> str | None:
    """The clause of a message that sets the machine aside, in any language, or None: after a clause of its own (the
    person or the matter wanted), a clause of two to six words that closes on a machine's loanword (`_MACHINE`) and
    asks nothing ("Jeu vi discuorer cun ina persuna, buca cun in robot.", Romansh: I want to talk to a person, not to
    a robot; "Mi laik toktok wantaim em stret, i no wantaim robot.", Tok Pisin; "Je veux parler à un conseiller, pas à
    un robot."). What the clause's other words say (the language's "not") is the one thing left unread: the machine
    named last, after what the user wants, is what they turn from. Not the message's first clause ("Io col computer
    non sono capace", I'm no good with the computer), a clause of one word (the agent addressed: "Nothing personal,
    bot"), a question, a clause holding a digit (an address: "2218 Hwy 9 Sheldon IA"), nor beside a pleased mark
    ("cheers robot 🤖" is thanks). Read by the callers in messages not read as English, where the same shape is as
    often thanks or praise ("you're lovely for a bot", "merry christmas robot").

    The machine may also be followed by what it does, when the clause before names a person by a cognate of
    "person" or "human" (`_PERSON_COGNATE`, romanised: persona, persone, persoon, pessoa, персона, human, umano,
    Mensch): a clause naming the machine as its third or fourth word (`MACHINE_OPENS`: "no cuntun computer", "pas à
    un robot", the language's "not" and its "with a" before it) and going on ("O vuei fevelâ cuntune persone vere dal
    ufici, no cuntun computer che mi conte simpri la stesse robe.", Friulian: I want to talk to a real person of the
    office, not to a computer that always tells me the same thing). The clause is shown up to the machine. Not a
    machine that is a clause's subject, its first or second word ("Ho parlato con una persona, il computer era
    guasto", I spoke to a person, the computer was broken), nor after no person named.

    The closing machine may also be named by the language's word for a machine (`_MACHINE_WORD`: "machine",
    "máquina", "mesin", "makine", "Maschine"): "..., bukon ngon mesin" (Acehnese), "..., noto machine" (Krio), "...,
    non cunha máquina" (Galician). Only last in such a clause, joined by a comma to the clause before, in one
    sentence with what is wanted: a machine named anywhere else, or in a sentence of its own, is as often the user's
    own ("the ticket machine on level 3 was broken", "Vine hoy. Vine a recoger la máquina.")."""
    if not (_MACHINE.search(text) or _MACHINE_WORD.search(text)) or any(mark in text for mark in PLEASED_MARKS):
        return None
    least, most = REFUSED_MACHINE_WORDS
    person_before = False
    before_end = ""
    for index, (clause, end) in enumerate(clauses_and_ends(text)):
        words = [word for word in clause.split() if _HAS_LETTER.search(word)]
        if (index and least <= len(words) and not any(mark in end for mark in QUESTION_MARKS)
                and not any(character.isdigit() for character in clause)):
            bare_words = [word.strip(".,;:!?¿¡()\"'«»“”„") for word in words]
            if len(words) <= most and (_MACHINE.fullmatch(bare_words[-1])
                                       or (_MACHINE_WORD.fullmatch(bare_words[-1]) and _COMMA.search(before_end))):
                return clause.strip()
            if person_before and (at := next((position for position, word in enumerate(bare_words[:MACHINE_OPENS])
                                               if _MACHINE.fullmatch(word)), 0)) >= least:
                return " ".join(words[:at + 1]).strip(".,;:!?")
        person_before = person_before or bool(_PERSON_COGNATE.search(anyascii(clause)))
        before_end = end
    return None


def _machine_added_to_a_question(sentences: list[str], index: int) -> bool:
    """Whether the sentence, or the one after it, is a machine added as the other answer to a question naming a human
    being or of a few words ("¿jumax jaqïtati? o robot", Aymara: are you a person? or a robot): the question and its
    tail; not "Is the service down? or the machine"."""
    def tail(position: int) -> bool:
        question = sentences[position - 1].strip() if position > 0 else ""
        return position < len(sentences) and bool(_OR_A_MACHINE.fullmatch(sentences[position].strip())) and (
            question.endswith(QUESTION_MARKS)
            and (len(question.split()) < _MACHINE_QUESTION_WORDS or bool(_ANY_PERSON.search(question)))
        )
    return tail(index) or tail(index + 1)


@lru_cache(maxsize=4096)  # both detectors read each message
def without_nature_questions(text: str) -> str:
    """The message without its questions about what the agent is ("are you a bot?", and in any language a question
    naming a machine: `_machine_question`; the wish to know who one is talking to, `_WHO_TALKED_TO`), or "" when
    nothing else in it carries a word (a greeting, "lol", "just curious" are read as nothing)."""
    if _NAMES_A_MACHINE.search(text) or _AUTOMATIC.search(text):
        sentences = _ANY_SENTENCE.findall(text)
        kept = [sentence for index, sentence in enumerate(sentences) if not _machine_question(sentence)
                and not _machine_added_to_a_question(sentences, index)]
        if len(kept) < len(sentences):
            text = " ".join(kept).strip()
            if not text or not re.search(r"[^\W\d_]{2}", text):
                return ""
    if "know" in text.lower() and _WHO_TALKED_TO.search(apostrophed := with_apostrophes(text.replace("’", "'"))):
        text = _WHO_TALKED_TO.sub(" ", apostrophed).strip()
        if not content_words(text) - _FILLERS:
            return ""
    lowered = text.lower()
    if not any(hint in lowered for hint in _NATURE_HINTS) and not lowered.endswith("ai"):
        return text
    if not _NATURE_QUESTION.search(text):
        return text
    rest = _NATURE_QUESTION.sub(" ", text).strip()
    return rest if content_words(rest) - _FILLERS else ""


# Someone else's words in the user's message: a quotation ("a buyer sent me this: \"worst app ever\"", 'my mum keeps
# telling me \'the service is a shambles\'', 「確認します」), or what follows a frame of passing on a message
# ("got a text saying: ...", "he wrote: ..."). A quotation of one or two words is the user's own stress ("it says
# 'processing'??").
_QUOTATION = re.compile(
    r'"[^"\n]{1,400}"|“[^”\n]{1,400}”|„[^“”\n]{1,400}[“”]|«[^»\n]{1,400}»|「[^」\n]{1,400}」|『[^』\n]{1,400}』|'
    r"(?:^|(?<=[\s:(\[]))['‘][^\n]{1,400}?['’](?!\w)")
_PASSED_ON = re.compile(
    r"\b(?:(?:sent|texted|messaged|wrote|emailed|forwarded)\s+(?:me\s+)?(?:this|the\s+following)\s*:|"
    r"(?<!\bi\s)(?:wrote|said|says|texted|messaged|replied|posted)\s*:|"
    r"(?:got|received|had)\s+(?:a|an|this)\s+(?:text|message|sms|email|e-mail|dm|letter)\s+(?:saying|that\s+says|"
    r"telling\s+me)\s*:)(?!\s*that\b)[^\n.!?]*", re.IGNORECASE)
QUOTED_MIN_WORDS = 3
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _quoted(match: re.Match[str]) -> str:
    inner = match.group(0)
    quoted = len(inner.split()) >= QUOTED_MIN_WORDS or bool(_CJK.search(inner))
    return " that " if quoted else inner


@lru_cache(maxsize=4096)  # both detectors read each message
def without_quotations(text: str) -> str:
    """The message without someone else's words in it: quotations of three words or more (any script's quotation
    marks; in Chinese, Japanese or Korean any length), and the rest of the sentence after "sent me this:", "he
    wrote:" or "got a text saying:" (when no quotation marks hold it). Each is read as "that" ("it says that");
    neither detector reads the words: a buyer's insult, a mother's opinion, a scam text's "speak with an agent"
    are not the user's."""
    # Most messages hold no quotation mark (an apostrophe inside a word is none) and no colon: nothing to take out.
    quoted = any(mark in text for mark in "\"“„«「『‘") or " '" in text or text.startswith("'")
    if quoted:
        text = _QUOTATION.sub(_quoted, text)
    return _PASSED_ON.sub(" that ", text) if ":" in text else text


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("’", "'"))


def content_words(text: str) -> frozenset[str]:
    """The words that carry a request: lower case, stop words dropped, numbers kept (order 12 ≠ order 13)."""
    return frozenset(word for word in words(text) if word not in STOPWORDS)


def jaccard(left: frozenset[str], right: frozenset[str]) -> float:
    if not left and not right:
        return 1.0
    return len(left & right) / len(left | right)


ZERO_WIDTH_SPACE = "\u200b"
_FULL_WIDTH = {"?": "？", "!": "！", ",": "，", ":": "：", ";": "；"}


def _typed_letter(character: str) -> str:
    """A regex of one character of a phrase: an apostrophe of either form, a mark of punctuation in its ASCII or its
    full-width form, a Latin letter with or without its marks ("é" matches "e" too, "đ" matches "dj" and "d"), a
    letter of a script without spaces with or without a zero-width space after it."""
    if character in "'’":
        return "['’]"
    if character in _FULL_WIDTH:  # "?" and "？" alike: the mark of a Latin keyboard, and of a Chinese or Japanese one
        return f"[{re.escape(character)}{_FULL_WIDTH[character]}]"
    if unspaced(character):
        return re.escape(character) + ZERO_WIDTH_SPACE + "?"  # Khmer and Thai text may mark words with it, or not
    typed = bare_letter(character)
    if typed == character:
        return re.escape(character)
    forms = [character, typed, *([typed[0]] if len(typed) > 1 else [])]
    return "(?:" + "|".join(re.escape(form) for form in forms) + ")"


def phrase_pattern(phrase: str) -> re.Pattern[str]:
    """A plain phrase as a whole-word, any-case, any-whitespace regex (`don't` also matches `don’t`) that finds it as
    users type it: its Latin letters with or without their marks ("servico pessimo" for "serviço péssimo"), and in a
    script written without spaces (Chinese, Japanese, Thai, Khmer) anywhere in a run of letters, where a word has no
    boundary to ask for. A word ending in `*` takes any ending (`_typed_word`)."""
    parts = [_typed_word(part) for part in phrase.replace(ZERO_WIDTH_SPACE, "").split()]
    body = r"\s+".join(parts)
    start = r"\b" if phrase[:1].isalnum() and not unspaced(phrase[0]) else ""
    end = r"\b" if phrase[-1:].isalnum() and not unspaced(phrase[-1]) else ""
    return re.compile(start + body + end, re.IGNORECASE)


# What a word's trailing `*` takes: the rest of the word, its letters and their vowel signs in any script.
_ENDING = r"[^\s.,;:!?！？。，、\"'’()]*"


def _typed_word(word: str) -> str:
    """A regex of one word of a phrase; a trailing `*` after a letter takes any ending ("izvinjav*": izvinjavamo,
    izvinjavam), as in request words; "f***" stays as written."""
    if len(word) > 1 and word.endswith("*") and word[-2].isalpha():
        return "".join(map(_typed_letter, word[:-1])) + _ENDING
    return "".join(map(_typed_letter, word))


def required_substrings(pattern: str) -> frozenset[str] | None:
    """Strings (lower case), one of which is in every text the pattern matches; None when none is certain.

    Read from the parsed pattern: a run of literal characters is required, and so is one of the runs of the
    branches of an alternation when each branch has one. A text holding none of them cannot match, so the
    pattern need not run on it: most messages are neutral, and this skips most of the cue patterns for them.
    """
    try:
        parsed = _parser.parse(pattern, 0)
    except re.error:
        return None
    return _required(list(parsed))


def _required(items: list) -> frozenset[str] | None:
    candidates: list[frozenset[str]] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) >= 2:
            candidates.append(frozenset({"".join(run).lower()}))
        run.clear()

    for op, value in items:
        if op is _constants.LITERAL:
            run.append(chr(value))
            continue
        flush()
        if op is _constants.SUBPATTERN:
            found = _required(list(value[-1]))
        elif op is _constants.BRANCH:
            branches = [_required(list(branch)) for branch in value[1]]
            found = frozenset().union(*branches) if all(branches) else None  # type: ignore[arg-type]
        elif op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT) and value[0] >= 1:
            found = _required(list(value[2]))
        else:
            found = None
        if found:
            candidates.append(found)
    flush()
    if not candidates:
        return None
    # Prefer strings of 4+ characters (rarer in text: "transfer" over "me"), then fewer of them.
    return min(candidates, key=lambda strings: (-min(4, *(len(text) for text in strings)), len(strings)))


def present(strings: Iterable[str], lowered: str) -> frozenset[str]:
    """Which of `strings` the (lower-case) text holds: computed once per message for all the matchers."""
    return frozenset(string for string in strings if string in lowered)


@dataclass(frozen=True)
class Matcher:
    """Finds the first of several patterns in a text, unless a negation word stands just before it.

    Each pattern runs only on texts that hold one of its required strings (see `required_substrings`).
    """

    patterns: tuple[tuple[frozenset[str] | None, re.Pattern[str]], ...]
    negation: re.Pattern[str] | None = None

    @classmethod
    def build(cls, phrases: Iterable[str] = (), regexes: Iterable[str] = (),
              negations: Iterable[str] = ()) -> Matcher:
        parts = [phrase_pattern(phrase).pattern for phrase in phrases if phrase.strip()]
        parts += [regex for regex in regexes if regex]
        patterns = tuple((required_substrings(part), re.compile(part, re.IGNORECASE)) for part in parts)
        negation_words = [r"\s+".join(re.escape(part) for part in word.split()) for word in negations]
        # A negation counts when it is among the last three words before the match, in the same sentence:
        # "not really useless", but not "sorry doesn't help. put me through".
        negation = (
            re.compile(r"\b(?:" + "|".join(negation_words) + r")\b(?:[^\w.!?;]+\w+){0,2}[^\w.!?;]*$",
                       re.IGNORECASE)
            if negation_words else None
        )
        return cls(patterns, negation)

    @cached_property
    def strings(self) -> frozenset[str]:
        """Every string some pattern requires."""
        return frozenset().union(*(required for required, _ in self.patterns if required))

    @cached_property
    def _by_string(self) -> tuple[tuple[int, ...], dict[str, tuple[int, ...]]]:
        """The patterns (by position) that require no string, and those that require each string."""
        always = tuple(position for position, (required, _) in enumerate(self.patterns) if required is None)
        by_string: dict[str, list[int]] = {}
        for position, (required, _) in enumerate(self.patterns):
            for string in required or ():
                by_string.setdefault(string, []).append(position)
        return always, {string: tuple(positions) for string, positions in by_string.items()}

    def find(self, text: str, found: frozenset[str] | None = None) -> str | None:
        """The matched text (shortened), or None. `found`: `present(...)` of at least `strings` in this text,
        when the caller has it."""
        if found is None:
            found = present(self.strings, text.lower())
        always, by_string = self._by_string
        candidates = set(always)
        for string in found:
            candidates.update(by_string.get(string, ()))
        # Only the patterns whose required strings the text holds, in their order: the first match wins.
        for position in sorted(candidates):
            pattern = self.patterns[position][1]
            for match in pattern.finditer(text):
                before = text[max(0, match.start() - 40):match.start()]
                if self.negation is not None and self.negation.search(before):
                    continue
                return shown(match.group(0).strip() or match.group(0))
        return None
