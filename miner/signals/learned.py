"""learned: a small logistic-regression scorer of user messages, trained on labelled turns and shipped inside
the package (`learned_weights.json`, written by `bench/train_signals.py`), read once, offline.

Phrase lists only catch the phrasings their author thought of; the scorer reads a message the way a person
skims it: its words and word pairs, the pieces of its words (character 3- to 5-grams, so "uselesss",
"pointlessly" and "unhelpful" share evidence with what was seen), a few marks of tone (`!!`, a question, a
shouted word), and its context: whether it is the user's first message, how much it repeats the user's own
earlier messages, and whether the agent's previous answer asked a question, refused or offered a person.
One model per kind (complaint, escalation request) over the same features. The detectors add its verdict to
their rule cues (`complaint.py`, `escalation.py`); each hit names the words that weighed most.

The model was trained on English turns: a message with no English function word at all is not scored, so
text in other languages is never flagged by it (a team's own phrases still apply).
"""

from __future__ import annotations

import gzip
import itertools
import json
import math
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from miner.model import Turn
from miner.signals.sentiment import negative_words, positive_words, valences
from miner.signals.text import MESSAGE_CHARS_READ, STOPWORDS, content_words, jaccard, shown

WEIGHTS_FILE = "learned_weights.json"
KINDS = ("complaint", "escalation_request")
CHAR_GRAMS = (3, 4, 5)
# Words that only English text holds (common words of Spanish, French, German, Portuguese left out: "a",
# "me", "no", "die", "so").
_ENGLISH_TEXT = """i i'm i've i'd i'll you you're your the is are was were this that it it's to of and not my
what why can can't don't do does did with for have has just again please thanks thank how who any someone
get want need just said told still yet there their they he she we our us or if at on be been any that's what's
now"""
ENGLISH_WORDS = frozenset(_ENGLISH_TEXT.split())
# Common words of the other languages the cues know (Spanish, French, German, Portuguese, Italian, Dutch; a few of
# Polish, Swedish, Turkish) that English does not use, as `tokens` reads them (an accented letter ends a token:
# "está" is "est"): a message holding one is not read as English on the strength of the user's other messages, and
# one holding more of them than English function words is not read as English at all.
_OTHER_LANGUAGE_TEXT = """el la los las del que por para con una uno esta est estoy es muy tu mi su ser bien pero
gracias hola si le les des du au en et je vous nous ne ce qui ma mes sa ses ils elle pas mais avec sur dans une tout
merci bonjour oui und der dem das ist nicht ich sie wir ein eine mit auf auch noch schon mir mich sehr wie kein
keine ihr zu vom zum ja danke bitte hallo voc em isso muito tudo bem nao meu minha obrigado obrigada il di sono
questo molto anche mio mia grazie ciao della che ik het een dit dat niet maar van voor wil kan jullie mijn graag
bedankt heb ook nog wel geen er nie jest czy jak mnie jag och att inte vill bir ve bu ile değil z na ju prosz
uma quero duas vezes ningu voglio vorrei"""
OTHER_LANGUAGE_WORDS = frozenset(_OTHER_LANGUAGE_TEXT.split())
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
# A token that is a whole word: no letter (nor accent mark) outside ASCII joins it. `_TOKEN` ends at such a letter, so
# "için" and "İyi" (Turkish; "i̇yi" once in lower case) would hold an English "i", "pitäis" (Finnish) an "is".
_WHOLE_TOKEN = re.compile(r"(?<![^\W\d_])(?<![\u0300-\u036f])[a-z0-9]+(?:'[a-z]+)?(?![^\W\d_])(?![\u0300-\u036f])")
# A letter joined by a hyphen to a word is a piece of it, an affix or a clitic, never the English "i" or "a": the
# Mixtec "Kuni-i ka'an-i" (I want to speak), the Zulu and Xhosa "i-invoice", "u-25kg", the Ligurian "co-i".
_JOINED_LETTER = re.compile(r"(?<=[^\W_]-)[^\W\d_](?![^\W_])|(?<![^\W_])[^\W\d_](?=-[^\W_])")
_REFUSAL = re.compile(r"\b(?:can't|cannot|can not|unable|not able|won't be able|isn't possible|not possible|"
                      r"unfortunately|i'm afraid|policy)\b", re.IGNORECASE)
OFFERS_PERSON = re.compile(r"\b(?:human|person|colleague|specialist|representative|agent|team|supervisor|"
                            r"manager|transfer|connect you|call you|callback|call back)\b", re.IGNORECASE)
_APOLOGY = re.compile(r"\b(?:sorry|apologi[sz]e|apologies)\b", re.IGNORECASE)
# A word of 3+ capitals (not "I"): stress or shouting.
_CAPITALS = re.compile(r"\b[A-Z]{3,}\b")
# Words whose feature sums are kept per model.
WORDS_KEPT = 50_000
# Top contributing words shown in a learned hit's evidence.
WORDS_SHOWN = 3


@dataclass(frozen=True)
class Context:
    """What the scorer knows around a message: its place, the agent's previous answer, the user's repeats."""

    first: bool
    agent_asked: bool = False
    agent_refused: bool = False
    agent_offered_person: bool = False
    similarity: float = 0.0  # the highest word overlap (Jaccard of content words) with an earlier user message
    agent_apologised: bool = False
    agent_repeated: bool = False  # the agent's previous answer much like one of its earlier answers
    # The message picks up the agent's previous answer: shares content words with it, or names numbers it did not.
    echoes_agent: bool = False
    other_numbers: bool = False
    spelling_similarity: float = 0.0  # the highest character-trigram overlap with an earlier user message
    # Whether the message is read as English: by its own words, or (no English function word in it, as in "yes
    # call me back 07911 123456") by the user's other messages; None: by its own words alone.
    english: bool | None = None

    @classmethod
    def of(cls, first: bool, previous_answer: str | None, similarity: float, **more: bool | float) -> Context:
        asked, refused, offered, apologised = _answer_marks(previous_answer or "")
        return cls(first=first, agent_asked=asked, agent_refused=refused, agent_offered_person=offered,
                   similarity=similarity, agent_apologised=apologised, **more)  # type: ignore[arg-type]

    def features(self) -> list[str]:
        marks = {"x:agent_asked": self.agent_asked, "x:agent_refused": self.agent_refused,
                 "x:agent_offered_person": self.agent_offered_person, "x:same_as_before": self.similarity >= 0.5,
                 "x:like_before": 0.25 <= self.similarity < 0.5, "x:agent_apologised": self.agent_apologised,
                 "x:agent_repeated": self.agent_repeated, "x:echoes_agent": self.echoes_agent,
                 "x:other_numbers": self.other_numbers, "x:spelled_like_before": self.spelling_similarity >= 0.5}
        return ["x:first" if self.first else "x:later", *(name for name, present in marks.items() if present)]


@lru_cache(maxsize=1024)
def _answer_marks(answer: str) -> tuple[bool, bool, bool, bool]:
    """Whether the agent's answer asked a question, refused, offered a person, apologised (agents repeat their
    answers, so kept)."""
    read = answer[-MESSAGE_CHARS_READ:]
    return (read.rstrip().endswith("?"), bool(_REFUSAL.search(read)), bool(OFFERS_PERSON.search(read)),
            bool(_APOLOGY.search(read)))


_last_contexts: tuple[Sequence[Turn], dict[int, Context]] | None = None


def turn_contexts(turns: Sequence[Turn]) -> dict[int, Context]:
    """The context of each turn the user spoke in, by turn index: the same in training and in the detectors.
    The last session's are kept (its turns held, so the identity check is sound): both detectors read them."""
    global _last_contexts
    if _last_contexts is not None and _last_contexts[0] is turns:
        return _last_contexts[1]
    found: dict[int, Context] = {}
    english = session_english(turns)
    earlier: list[frozenset[str]] = []
    earlier_spelling: list[frozenset[str]] = []
    answers: list[frozenset[str]] = []
    answer_repeated = False
    previous_answer: str | None = None
    for turn in turns:
        if turn.user_text:
            words = request_words(turn.user_text)
            spelling = trigrams(words)
            answer_words = answers[-1] if answers else frozenset()
            numbers, answer_numbers = ({word for word in group if word.isdigit()} for group in (words, answer_words))
            found[turn.index] = Context.of(
                not earlier, previous_answer, max_similarity(words, earlier),
                agent_repeated=answer_repeated,
                echoes_agent=len(words & answer_words - numbers) >= 2,
                other_numbers=bool(answer_numbers and numbers - answer_numbers),
                spelling_similarity=max_similarity(spelling, earlier_spelling), english=english[turn.index])
            earlier.append(words)
            earlier_spelling.append(spelling)
        if turn.final_response:
            previous_answer = turn.final_response
            answer = request_words(previous_answer)
            answer_repeated = max_similarity(answer, answers) >= 0.5
            answers.append(answer)
    _last_contexts = (turns, found)
    return found


def trigrams(words: frozenset[str]) -> frozenset[str]:
    """The character trigrams of a message's content words: "cancelation" and "cancellation" share most."""
    return frozenset(word[start:start + 3] for word in words for start in range(max(len(word) - 2, 1)))


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text[:MESSAGE_CHARS_READ].lower().replace("’", "'"))


def is_english(words: list[str], whole_words: list[str] | None = None) -> bool:
    """An English function word, and no more common words of another language than English ones: "dit is de derde
    keer dat ik dit vraag" holds "is" but is Dutch. The English words are counted among `whole_words` when given:
    a piece of a word written with a letter outside ASCII is no English word (the "i" of "için" and of Luxembourgish
    "Mäi", the "is" of Finnish "pitäis"), nor is a letter joined to a word by a hyphen (`reads_as_english`: the "i"
    of Mixtec "Kuni-i", of Zulu "i-invoice")."""
    english = sum(word in ENGLISH_WORDS for word in (words if whole_words is None else whole_words))
    return english > 0 and english >= sum(word in OTHER_LANGUAGE_WORDS and word not in ENGLISH_WORDS
                                          for word in words)


def session_english(turns: Sequence[Turn]) -> dict[int, bool]:
    """Per user message, whether it is read as English: it holds an English function word and English words make up
    enough of it (`reads_as_english`); or it is terse and holds none, nor a letter outside ASCII, nor a common word of
    the five other languages, and more of the user's other messages read as English than not (so "YES!!! so excited"
    in an English conversation is English; "merci beaucoup", "sí, gracias" and a sentence in Dutch never are)."""
    own = {turn.index: reads_as_english(turn.user_text) for turn in turns if turn.user_text}
    english_count = sum(own.values())
    result = {}
    for turn in turns:
        if turn.user_text:
            others_english = english_count - own[turn.index]
            others = len(own) - 1 - others_english
            result[turn.index] = own[turn.index] or (others_english > others and _may_be_english(turn.user_text))
    return result


# An English sentence longer than this nearly always holds a function word ("the", "is", "to", "you"); a reply
# this short often has none ("yes call me back", "human pls", "YES!!! so excited").
TERSE_WORDS = 5


def _may_be_english(text: str) -> bool:
    """A terse message (one to TERSE_WORDS words of letters) with no letter outside ASCII and no common word of
    another language the cues know."""
    read = text[:MESSAGE_CHARS_READ]
    if any(character.isalpha() and not character.isascii() for character in read):
        return False
    words = tokens(read)
    lettered = sum(word.isalpha() for word in words)
    return 0 < lettered <= TERSE_WORDS and not any(word in OTHER_LANGUAGE_WORDS for word in words)


def read_as_english(text: str, context: Context | None) -> bool:
    """Whether a message is read as English: by its own words, or by its context when known (`session_english`)."""
    return reads_as_english(text) or (context is not None and bool(context.english))


@lru_cache(maxsize=4096)
def reads_as_english(text: str) -> bool:
    """Whether a message holds an English function word as a whole word (and no more words of another language), and
    English words make up enough of it (`mostly_english`): the English cues and the model read it, the cues of other
    languages (`other_languages.py`) do not."""
    read = unicodedata.normalize("NFC", text[:MESSAGE_CHARS_READ]).replace("’", "'")
    return (is_english(tokens(text), _WHOLE_TOKEN.findall(_JOINED_LETTER.sub(" ", read.lower())))
            and mostly_english(read))


# Words of fewer letters say nothing of the language: "i", "a", "e", "to", "me", "he", "no", "ia" are words of
# English and of many others (Māori, Tahitian, Hawaiian, Bambara, Tshivenda).
JUDGED_LETTERS = 3
# A message with fewer judged words than this is judged by its function words alone ("no thats it", "you a bot?").
JUDGED_WORDS = 3
# The share of its judged words that must be English: no fewer English words than others. Measured over the tuning
# sets' user messages read as English by their function words (bench/RESULTS.md): at 0.5, 2 of the 2,615 of
# conversations in English are no longer read so and 84 of the 281 of conversations in other languages still are
# (English written there among them); at 0.4, 2 and 92; at 0.6, 11 and 76.
ENGLISH_SHARE = 0.5
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")
_SENTENCE_END = re.compile(r"[.!?\n]+")
# Letters written three times or more: "pleeease", "sooo", "uselesss".
_STRETCHED = re.compile(r"([^\W\d_])\1{2,}")


@lru_cache(maxsize=1)
def english_vocabulary() -> frozenset[str]:
    """A broad English vocabulary, read once: pyspellchecker's English dictionary (MIT; 160,000 words counted in
    subtitles, typos and slang of speech among them: "gonna", "dunno", "ya") and the words of VADER's lexicon (chat
    abbreviations and slang: "lol", "thx", "pls", "plz")."""
    packed = resources.files("spellchecker").joinpath("resources", "en.json.gz").read_bytes()
    return frozenset(json.loads(gzip.decompress(packed))) | frozenset(valences())


def _known(word: str, vocabulary: frozenset[str]) -> bool:
    """An English word: in the vocabulary (contractions and many possessives among its words), or a possessive of
    one ("the agent's"), or one once its stretched letters are written once or twice ("pleeease", "uselesss"). A
    glottal stop is no English possessive nor contraction: "ta'u", "mana'o" are not "ta", "mana"."""
    if word in vocabulary or (word.endswith("'s") and word[:-2] in vocabulary):
        return True
    return any((shortened := _STRETCHED.sub(kept, word)) != word and shortened in vocabulary
               for kept in (r"\1", r"\1\1"))


def mostly_english(text: str) -> bool:
    """Whether English words make up at least ENGLISH_SHARE of a message's words of JUDGED_LETTERS letters or more,
    judged with a broad English vocabulary (`english_vocabulary`), not with any other language's words. A capitalised
    word the vocabulary does not hold, not first in its sentence, is a name and is not judged ("Name is Neema
    Lukumay"). With fewer than JUDGED_WORDS judged words the message is not judged so. English as people write it
    stays English: slang, typos, abbreviations, a few local words ("is this scheduled po?", "abeg send someone")."""
    vocabulary = english_vocabulary()
    judged: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        for position, match in enumerate(_WORD.finditer(sentence)):
            word = match.group()
            lower = word.lower()
            if len(word) < JUDGED_LETTERS or (position and word[0].isupper() and word[1:].islower()
                                                and lower not in vocabulary):
                continue
            judged.append(lower)
    if len(judged) < JUDGED_WORDS:
        return True
    return sum(_known(word, vocabulary) for word in judged) >= ENGLISH_SHARE * len(judged)


def request_words(text: str) -> frozenset[str]:
    return content_words(text[:MESSAGE_CHARS_READ])


def max_similarity(request: frozenset[str], earlier: list[frozenset[str]]) -> float:
    """The highest overlap of a message's content words with one of the user's earlier messages."""
    return max((jaccard(request, before) for before in earlier if before and request), default=0.0)


def word_features(word: str) -> list[str]:
    """A word ("w:…"), the character 3-5-grams of it between spaces (bare: " us", "usel", "less "), and
    whether VADER's lexicon rates it negative or positive ("v:…": it knows 7,500 words no tuning set holds)."""
    padded = f" {word} "
    found = ["w:" + word, *(padded[start:start + size] for size in CHAR_GRAMS
                            for start in range(len(padded) - size + 1))]
    if word in negative_words():
        found.append("v:negative")
    elif word in positive_words():
        found.append("v:positive")
    return found


def tone_features(text: str, words: list[str]) -> list[str]:
    """Marks of tone ("t:…"): `!!`, a question, `??`, a word in capitals, a message of three words or fewer."""
    read = text[:MESSAGE_CHARS_READ]
    found = []
    if "!!" in read:
        found.append("t:exclamations")
    if "?" in read:
        found.append("t:question")
        if "??" in read:
            found.append("t:questions")
    if _CAPITALS.search(read):
        found.append("t:capitals")
    if len(words) <= 3:
        found.append("t:short")
    return found


_NEGATOR_TEXT = """not never no nothing nobody don't doesn't didn't isn't wasn't aren't won't can't cannot couldn't
wouldn't haven't hasn't"""
_NEGATORS = frozenset(_NEGATOR_TEXT.split())
NEGATION_SCOPE = 3  # words after a negator read as negated ("not your fault": "n:fault")
_AT_AGENT_TEXT = "you you're your you've yours bot chatbot chat service support app company"
_AT_AGENT = frozenset(_AT_AGENT_TEXT.split())
_HUMAN_TEXT = """human humans person people someone somebody anyone anybody manager supervisor agent agents
representative rep operator staff team colleague advisor adviser specialist officer senior boss pharmacist engineer"""
_HUMANS = frozenset(_HUMAN_TEXT.split())
_ASK_VERB_TEXT = "talk speak connect transfer put get give chat escalate call ring phone"
_ASK_VERBS = frozenset(_ASK_VERB_TEXT.split())
_HUMAN_QUESTION = re.compile(r"\b(?:is (?:there|anyone|anybody|someone|somebody)|are (?:there|you) (?:a |an )?"
                             r"(?:real|actual|human|people|person|bot)|real (?:person|human|people)|actual (?:person|"
                             r"human|people)|live (?:person|agent|chat|support)|with a pulse)\b", re.IGNORECASE)
_NOT_BUT = re.compile(r"\b\w+,? not (?:the |a |my )?\w+|\bnot \w+(?: \w+)?,? (?:but|it's|its|i said|i meant)\b",
                      re.IGNORECASE)


def pattern_features(text: str, words: list[str]) -> list[str]:
    """Patterns over the words ("p:…", weighed unscaled, like the context): words inside a negation's scope
    ("n:…"), the agent or service judged with a negative word, a verb of asking near a person, a question about
    people being there, and "X, not Y"."""
    found = []
    negated_until = -1
    negative = negative_words()
    at_agent_at = -10
    asked_at = -10
    for position, word in enumerate(words):
        if position <= negated_until:
            found.append("n:" + word)
        if word in _NEGATORS or word.endswith("n't"):
            negated_until = position + NEGATION_SCOPE
        if word in _AT_AGENT:
            at_agent_at = position
        elif word in negative and position - at_agent_at <= 3 and position > negated_until - NEGATION_SCOPE:
            found.append("p:agent_judged")
        if word in _ASK_VERBS:
            asked_at = position
        elif word in _HUMANS and position - asked_at <= 5:
            found.append("p:ask_for_person")
    read = text[:MESSAGE_CHARS_READ]
    if _HUMAN_QUESTION.search(read):
        found.append("p:people_there")
    if _NOT_BUT.search(read):
        found.append("p:not_that")
    return found


def unscaled_features(text: str, context: Context) -> list[str]:
    """The features that weigh as they are (not scaled by the message's length): context and patterns."""
    return context.features() + pattern_features(text, tokens(text))


def text_features(text: str) -> list[str]:
    """Every feature of a message, with repeats (a word said twice counts twice): its words with their
    character grams, its word pairs ("b:…") and its marks of tone."""
    words = tokens(text)
    found = [feature for word in words for feature in word_features(word)]
    found += ["b:" + left + " " + right for left, right in itertools.pairwise(words)]
    return found + tone_features(text, words)


class LearnedModel:
    """One logistic regression per kind: text features scaled by 1/sqrt(their number), context features by 1."""

    def __init__(self, document: dict) -> None:
        self.about: str = document["about"]
        # The probability from which a message is of a kind, chosen by cross-validation in training.
        self.cuts: dict[str, float] = {kind: float(document["cuts"][kind]) for kind in KINDS}
        # Below this probability the built-in rule cues of the kind are overruled (also chosen by cross-validation).
        self.floors: dict[str, float] = {kind: float(document.get("floors", {}).get(kind, 0.0)) for kind in KINDS}
        self._bias = {kind: float(document["bias"][kind]) for kind in KINDS}
        self._weights: dict[str, dict[str, float]] = {kind: document["weights"][kind] for kind in KINDS}
        self._words: dict[str, tuple[tuple[float, ...], int]] = {}

    def _word(self, word: str) -> tuple[tuple[float, ...], int]:
        """Per kind, the summed weights of a word's features, and their number: words repeat, so kept."""
        known = self._words.get(word)
        if known is None:
            features = word_features(word)
            known = (tuple(sum(self._weights[kind].get(feature, 0.0) for feature in features) for kind in KINDS),
                     len(features))
            if len(self._words) >= WORDS_KEPT:
                self._words.clear()
            self._words[word] = known
        return known

    @lru_cache(maxsize=4096)  # noqa: B019 - one model per process; the two detectors score the same messages
    def _text_scores(self, text: str) -> tuple[float, ...]:
        words = tokens(text)
        sums = [0.0] * len(KINDS)
        count = 0
        for word in words:
            scores, size = self._word(word)
            count += size
            for position, value in enumerate(scores):
                sums[position] += value
        others = ["b:" + left + " " + right for left, right in itertools.pairwise(words)]
        others += tone_features(text, words)
        count += len(others)
        patterns = pattern_features(text, words)
        for position, kind in enumerate(KINDS):
            get = self._weights[kind].get
            sums[position] = ((sums[position] + sum(get(feature, 0.0) for feature in others)) / math.sqrt(count)
                              + sum(get(feature, 0.0) for feature in patterns))
        return tuple(sums)

    def probability(self, kind: str, text: str, context: Context) -> float | None:
        """The probability that `text` is of `kind`, or None for text the model does not read (not English)."""
        if not read_as_english(text, context):
            return None
        sums = self._text_scores(text)
        weights = self._weights[kind]
        position = KINDS.index(kind)
        z = self._bias[kind] + sums[position] + sum(weights.get(feature, 0.0) for feature in context.features())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def top_words(self, kind: str, text: str) -> str:
        """The user's words whose features weighed most towards `kind` (each word: its own weight, its pairs'
        and the character grams inside it), masked as evidence is."""
        weights = self._weights[kind]
        original = {word.lower().strip(".,;:!?\"'()"): word for word in text[:MESSAGE_CHARS_READ].split()}
        contribution: dict[str, float] = {}
        words = tokens(text)
        for word in dict.fromkeys(words):
            if word in STOPWORDS:
                continue
            contribution[word] = self._word(word)[0][KINDS.index(kind)]
        for left, right in itertools.pairwise(words):
            pair = weights.get(f"b:{left} {right}", 0.0) / 2
            for word in (left, right):
                if word in contribution:
                    contribution[word] += pair
        best = sorted((item for item in contribution.items() if item[1] > 0), key=lambda item: (-item[1], item[0]))
        return shown(" ".join(original.get(word, word) for word, _ in best[:WORDS_SHOWN]))


@lru_cache(maxsize=1)
def shipped_model() -> LearnedModel:
    """The model trained by `bench/train_signals.py`, from inside the package."""
    text = resources.files("miner.signals").joinpath(WEIGHTS_FILE).read_text(encoding="utf-8")
    return LearnedModel(json.loads(text))
