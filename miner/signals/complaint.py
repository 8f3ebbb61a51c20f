"""complaint: the user's frustration with the agent, from cues in their own words that add up to a score.

Each user message is read for cues of the families in `english.py` (correction, repetition, clarification, negative
stance, sarcasm, frustration, disengagement, and weak ones: contradiction, `!!`), shouting (weak), a common word
stressed in capitals ("it IS my first order"), a word of VADER's lexicon judging the agent or the service (or an
adjective TextBlob's lexicon rates negative describing the agent: "you are mean"), an insult or swearing aimed at it
(the profanity list of `better-profanity`; swearing aimed at nobody is weak), the same request as one of the user's
few messages before (by shared stemmed words), the team's own `phrases` and `patterns`, and the verdict of the
learned model shipped in the package (`learned.py`: a cue of weight `learned` from its cut on; below its floor it
overrules the weak rule cues). A message whose cues add up to `threshold` is a complaint; its evidence names the
turn, each cue's family and the words (for the model: the words that weighed most). A question about what the agent
is ("are you a bot?") has no cues.

The user's words decide, and the agent's answer when it owns the user's displeasure (`agent_concedes`: "I understand
your frustration", "you're right, I'm sorry", "tienes toda la razón", "da haben Sie recht", in English and five
other languages): the production model has read the turn. Otherwise the agent's words only corroborate: a turn that
reaches `threshold` only with the model's verdict counts when the agent's answer reacts to displeasure, the user
asks the same again, or another turn holds a cue (`detect`). The agent apologising ("sorry for the trouble") is
never itself the user complaining. Politeness ("thanks", "no worries", "sorry to bother you") and marks of delight
cancel the weak cues, the model's verdict and giving up ("never mind, found it, thanks"), never a strong rule cue;
someone else's opinion reported ("my wife says it's a scam") cancels the judgements.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from pydantic import Field, field_validator

from miner.model import Evidence, Session, Signal, SignalKind
from miner.signals.answer_denied import answer_denied, words_of
from miner.signals.base import DetectorSpec, Section, WordsTest, check_patterns, make_signal, phrase_needles
from miner.signals.capitals_sentence import capitals_sentences, sentence_in_capitals
from miner.signals.cheered import cheered, tone_only
from miner.signals.circumstance import visit_arranged_around
from miner.signals.declared import ReadsLanguages, apologies_regex, with_apologies
from miner.signals.disbelief_marks import disbelief_marks
from miner.signals.english import (
    AGENT_APOLOGY_OPENS,
    AGENT_CALLS_BACK,
    AGENT_CELEBRATES,
    AGENT_CONCESSION,
    AGENT_FEELINGS,
    AGENT_GRANTS,
    AGENT_GRANTS_FACT,
    AGENT_INABILITY,
    AGENT_LAUGHS,
    AGENT_REACTION,
    AGENT_SAYS_NO,
    AGENT_SYMPATHY,
    AGENT_TARGET,
    AGENT_THANKS_FOR_TELLING,
    AGENT_UNDERSTANDS,
    AGENT_WAIVES_APOLOGY,
    BARE_JUDGEMENTS,
    BOT_CONTRAST,
    CHAT_SENTENCE_START,
    COMPLAINT_FAMILIES,
    COMPLAINT_PROCEDURE,
    DENIED_PRAISE_FRAME,
    DESCRIBED_FRAME,
    DISMISSALS,
    DURATION_BEFORE,
    ESCALATION_FAMILIES,
    EXONERATION,
    FAILURES_COUNTED,
    FOLLOW_UP,
    FORMER_TRADESPERSON,
    HYPOTHETICAL_COMPLAINT,
    INSULT_FRAMES,
    INSULT_WORDS,
    LEXICON_FRAMES,
    NEGATIONS,
    OTHER_PROVIDER,
    OTHERS_SKILL,
    OUTSIDE_PARTY,
    PHONE_FAMILY,
    PLEASED_MARKS,
    POLITE,
    PRAISE_FRAME,
    REPORTED_OPINION,
    SELF_CORRECTION,
    SELF_JUDGED,
    STRESSED_WORDS,
    SWORN_AT_TIME,
    THIRD_PARTY,
    UNAIMED_YOU,
    USER_APOLOGY,
    USER_ASKS_CALL,
    USER_LAUGHS,
    USER_WAIVES_TROUBLE,
)
from miner.signals.figure_passed import figure_passed, figure_passed_within
from miner.signals.history_told import without_history
from miner.signals.learned import (
    Context,
    LearnedModel,
    reads_as_english,
    session_english,
    shipped_model,
    turn_contexts,
)
from miner.signals.other_languages import (
    AGENT_APOLOGIES,
    AGENT_CONCESSIONS,
    COUNTED_TIMES,
    NEGATION_WORDS,
    PERSON_REQUESTS,
    STILL_WORDS,
)
from miner.signals.other_languages import COMPLAINTS as OTHER_LANGUAGE_COMPLAINTS
from miner.signals.request_words import QUESTION_MARKS
from miner.signals.said_again import pairs as word_pairs
from miner.signals.said_again import references, said_again
from miner.signals.sentence_repeated import sentence_repeated, sentences
from miner.signals.sentiment import (
    judging_adjectives,
    negative_words,
    positive_words,
    profane_words,
    swear_words,
    valences,
)
from miner.signals.standard_failed import standard_failed
from miner.signals.text import (
    MESSAGE_CHARS_READ,
    PICTOGRAPHS,
    STOPWORDS,
    Matcher,
    machine_refused,
    present,
    shown,
    with_apostrophes,
    without_nature_questions,
    without_quotations,
)
from miner.signals.users_own import names_users_own
from miner.signals.verdict import verdict_alone
from redaction.scripts import MARKS

# Families that politeness cancels, whatever their weight.
POLITENESS_CANCELS = frozenset({"disengagement", "shouting", "stress", "rephrase", "learned"})
# Weak cues a plain problem report holds too ("it isn't working", "hello??"): asking for a person does not add
# to them.
PROBLEM_REPORT = frozenset({"failure", "exclamation"})
# A weak cue that turns the user's own plan, not the agent's answer ("actually, can they ring me instead?", "ok but
# can I speak to someone at the salon?"): alone it is no frustration a request for a person adds to.
PLAN_TURNED = frozenset({"contradiction"})
# The cues a request for a person does not add to: alone they are no frustration.
NOT_FRUSTRATION = PROBLEM_REPORT | PLAN_TURNED
# Weak cues that contradict the agent: the user's first message has nothing to contradict yet.
CONTRADICTING = frozenset({"no", "contradiction", "already", "proof", "waiting", "stress"})
# Urgency in the user's first message is the situation's ("the POP is sagging now."): the agent has done nothing yet to
# hurry; from the second message on it presses the agent.
FIRST_MESSAGE_SKIPS = CONTRADICTING | {"urgency"}
# Cues of giving up: in the user's first message there is no answer yet to give up on ("I'm switching to you from
# another network", "Actually nevermind, I found them"), so there they count only when the conversation corroborates.
GIVING_UP = frozenset({"disengagement"})
# Cue families beside the regex families of english.py, found here, and their built-in weights.
OTHER_COMPLAINT_CUES = {"stress": 0.5, "shouting": 0.5, "rephrase": 0.5, "lexicon": 1.0, "insult": 1.0,
                        "profanity": 0.5, "phrases": 1.0, "asks_for_person": 0.5, "learned": 1.0,
                        "other_languages": 1.0, "agent_concedes": 1.0, "disputed": 1.0,
                        "apologised_to": 1.0, "apology_opens": 0.5, "echo": 1.0, "number_exclaimed": 1.0,
                        "asked_back": 1.0, "answer_repeated": 1.0, "repeated_in_capitals": 1.0,
                        "number_held": 1.0, "number_said_back": 1.0, "figure_passed": 1.0, "said_again": 1.0,
                        "machine_refused": 1.0, "disbelief_marks": 1.0, "sentence_repeated": 1.0,
                        "answer_denied": 1.0}
COMPLAINT_CUE_NAMES = (*COMPLAINT_FAMILIES, *OTHER_COMPLAINT_CUES)
DEFAULT_WEIGHTS = {**{name: weight for name, (weight, _, _) in COMPLAINT_FAMILIES.items()}, **OTHER_COMPLAINT_CUES}
_POLITE = re.compile(POLITE, re.IGNORECASE)
_SELF_CORRECTION = re.compile(SELF_CORRECTION, re.IGNORECASE)
_USER_APOLOGY = re.compile(USER_APOLOGY, re.IGNORECASE)
_BOT_CONTRAST = re.compile(BOT_CONTRAST, re.IGNORECASE)
_BOT_WORD = re.compile(r"bot|robot|machine", re.IGNORECASE)
# "Please" in English and in the languages the request tables hold most: the machine set aside with it asks, politely
# ("Ich möchte bitte mit einem Mitarbeiter sprechen, nicht mit dem Bot."), and is no displeasure (`machine_refused`).
_PLEASE = re.compile(r"(?<![^\W\d_])(?:please|pls|bitte|por\s+favor|s['’]il\s+vous\s+pla[iî]t|svp|per\s+favore|"
                     r"alstublieft|graag)(?![^\W\d_])", re.IGNORECASE)
_LEXICON = tuple(re.compile(frame, re.IGNORECASE) for frame in LEXICON_FRAMES)
_INSULTS = tuple(re.compile(frame, re.IGNORECASE) for frame in INSULT_FRAMES)
_DENIED_PRAISE = re.compile(DENIED_PRAISE_FRAME, re.IGNORECASE)
_DESCRIBED = re.compile(DESCRIBED_FRAME, re.IGNORECASE)
# The valence (VADER's -4..4) at or below which a word describing the agent judges it.
DESCRIBED_AT_MOST = -1.0
_DISMISSAL = Matcher.build(regexes=DISMISSALS)
_COUNTED_TIMES = Matcher.build(regexes=COUNTED_TIMES)
_NEGATION = re.compile(f"{NEGATION_WORDS}|{STILL_WORDS}", re.IGNORECASE)
_APOLOGY = re.compile(AGENT_APOLOGIES, re.IGNORECASE)
_REACTION = re.compile(AGENT_REACTION, re.IGNORECASE)
_ENGLISH_APOLOGY = re.compile(r"\b(?:sorry|apologi[sz]e\w*|apologies)\b", re.IGNORECASE)
_NUMBER_TEXT = r"\d+(?:[.,:]\d+)?"
_NUMBER = re.compile(_NUMBER_TEXT)


def _figure_asked_granted(text: str, answer: str) -> bool:
    """Whether the user's message is a question (a question mark closes it) holding a figure that the agent's answer
    gives back: a figure recalled as a question, the answer's "you're right" granting the figure."""
    text = text[:MESSAGE_CHARS_READ].rstrip()
    if not text.endswith(QUESTION_MARKS):
        return False
    asked = set(_NUMBER.findall(text))
    return bool(asked & set(_NUMBER.findall(answer[:MESSAGE_CHARS_READ])))


# A digit 1 written beside a Cyrillic letter is the palochka (Ӏ), a letter of the Caucasian languages written in
# Cyrillic, typed as the digit ("лъик1", Avar: good; "Ч1оаг1а", Ingush: very): no number the user holds.
_PALOCHKA = re.compile(r"(?<=[\u0400-\u04FF])1|1(?=[\u0400-\u04FF])")
_NUMBER_PARTS = re.compile(r"[.,:]")
# The word that follows a number in the user's message ("30 sacch"), a space or none between: up to a space, a
# digit or a mark of punctuation (a script's vowel signs, "തെങ്ങിന്റെ", are part of it).
_NUMBER_WORD_AFTER = re.compile(r"\s*([^\s\d.,;:!?()\[\]\"'«»“”„。、，；：！？]+)")
# A number with doubled marks of disbelief after it, a few words on at most ("3 mois de préavis ??"), or before it
# ("？？？5年不满12个月？").
_DISBELIEF = r"(?:\?{2,}|!{2,}|\?!|!\?|？{2,}|！{2,})"
# The agent's answer repeats an earlier one of its own when they share this part of their words (Jaccard), and it holds
# this many different words at least ("Başqa sualınız var?" may be asked at every turn).
REPEATED_ANSWER_SIMILARITY = 0.6
# A word of the sentiment lexicon read as a judgement has this many letters at least.
LEXICON_MIN_LETTERS = 3
REPEATED_ANSWER_MIN_WORDS = 5
# A word the user writes again in capitals has at least this many letters ("DÉMB", "LUGAR"; not "OK").
CAPITALISED_REPEAT_MIN_LETTERS = 3
_LETTER_WORD = re.compile(r"[^\W\d_]+")
# In English, such a word weighs this share of its family's weight: joy shouts the user's own words there too.
ENGLISH_CAPITALS_SHARE = 0.5
_ANY_WORD = re.compile(r"\w+")
_NUMBER_EXCLAIMED = re.compile(rf"(?P<before>{_NUMBER_TEXT})[^\d.?!？！\n]{{0,20}}?{_DISBELIEF}|"
                               rf"{_DISBELIEF}\s*(?P<after>{_NUMBER_TEXT})|"
                               # or asked back as the message's opening question ("Saa 24? Ni siku tano sasa.")
                               rf"^\W*(?:\S+\s+){{0,2}}?(?P<opening>{_NUMBER_TEXT})[^\d.?!？！\n]{{0,20}}?[?？]")
# A word of the agent's answer asked back: the message opens with a question of at most this many words holding it,
# and goes on ("Qanaqa shuttle? Hech qanaqa avtobus yo'q bu yerda."), the word of this many letters at least.
ASKED_BACK_MAX_WORDS = 2
# A figure, a range of two counted as one ("7-10", "14–21"): the agent's answer gives it alone in its sentence or among
# others (options: "9:10 i 9:50", "containers van 6, 10 en 15 m³").
_FIGURE = re.compile(rf"{_NUMBER_TEXT}(?:\s*[-–]\s*{_NUMBER_TEXT})?")
# A figure said back opens the message: within its first characters, after a word or two at most ("Awa 24 ...",
# hours 24; "Ok, minute 80."), in a message of a few words (a figure alone, "16:00", picks a time).
SAID_BACK_OPENING_CHARS = 20
SAID_BACK_WORDS_BEFORE = 2
SAID_BACK_MIN_WORDS = 3
# Or it closes the message, not asked: within its last characters, a word at most after it ("Anggapo ni met! Puro kayo
# 6PM", Pangasinan: still nothing! you always say 6PM).
SAID_BACK_CLOSING_CHARS = 20
SAID_BACK_WORDS_AFTER = 1
# An emoji, whose tone no rule here reads: beside a figure said back it is as often a start or a laugh at a price taken
# ("Jissie, R489 vir 'n kilo 😳 Ag wat, dis sy 70ste. Sit 1kg in", gosh, R489 a kilo; oh well, put 1kg in).
_EMOJI = re.compile(f"[{PICTOGRAPHS}]")
# Emoji of displeasure: irony (`_IRONY`), anger, sadness, a shrug, a face-palm, a thumb down, a cross. Any other emoji
# (a laugh, a heart, fire, a party, a chick, a mortar-board) shows no displeasure: beside it, in words no rule reads,
# capitals and "!!" are joy ("NDI MUKENU MUNO!! brooder iri tayari 😂🐥", "MALO AUPITO!! Kuo osi ene ako 😭🎓").
_DISPLEASED_EMOJI = frozenset("🙄🙃😒👏😤😡🤬😠👿💢😞😩😫😢😭😔😟😕🙁☹😑😐😬😓😖😣🥲🤨🧐😳🤦🤷👎❌⚠😱💀🤡🖕")
ASKED_BACK_MIN_LETTERS = 3
_SENTENCE_CLOSE = re.compile(r"[.?!。？！]+")
_OPENING_QUESTION = re.compile(r"^[^.?!。？！\n]*?[?？]+(?=\s*\S)")
_SYMPATHY = re.compile(AGENT_SYMPATHY, re.IGNORECASE)
# A sentence of the agent's offering a call, asked as a question ("Would you like him to call you to arrange a demo?").
_CALL_OFFERED = re.compile(rf"[^.?!]*\b{AGENT_CALLS_BACK}\b[^.?!]*\?", re.IGNORECASE)
_CELEBRATES = re.compile(AGENT_CELEBRATES, re.IGNORECASE)
_TAKEN_CALMLY = re.compile(rf"{AGENT_THANKS_FOR_TELLING}|{AGENT_LAUGHS}", re.IGNORECASE)
_GRANTS = re.compile(AGENT_GRANTS, re.IGNORECASE)
_CALLS_BACK = re.compile(AGENT_CALLS_BACK, re.IGNORECASE)
_UNDERSTANDS = re.compile(AGENT_UNDERSTANDS, re.IGNORECASE)
_SAYS_NO = re.compile(AGENT_SAYS_NO, re.IGNORECASE)
_ASKS_CALL = re.compile(USER_ASKS_CALL, re.IGNORECASE)
# The hour a call is asked for (`_call_arranged`): a clock time after "after", "before", "at", "by", "around" or
# "between" ("call me after 2pm", "at 10:30"; not a figure of days, hours or a share), or a part of the day ("in the
# morning", "tomorrow afternoon").
_CALL_HOUR = re.compile(
    r"\b(?:after|before|at|by|around|between)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?"
    r"(?!\s*(?:%|days?|weeks?|hours?))\b|\b(?:in\s+the|this|tomorrow)\s+(?:morning|afternoon|evening)\b",
    re.IGNORECASE)
_WAIVES = re.compile(USER_WAIVES_TROUBLE, re.IGNORECASE)
_PRAISE = re.compile(PRAISE_FRAME, re.IGNORECASE)
# A yes-or-no answer demanded ("is it covered or not?", "yes or no"): after an answer, the user insisting on one; in
# the first message, before any answer, the question itself, as Malaysian and Singaporean English ask one ("ur
# package got include pick up from Sepilok or not?").
_ANSWER_DEMANDED = re.compile(r"\byes\s+or\s+no\b|\bor\s+not\s*\?", re.IGNORECASE)
# A phone number: a run of digits, spaces, dots, dashes and brackets holding at least `PHONE_MIN_DIGITS` digits.
_PHONE_RUN = re.compile(r"\+?\(?\d[\d\s().-]{5,}\d")
PHONE_MIN_DIGITS = 7
_WAIVES_APOLOGY = re.compile(AGENT_WAIVES_APOLOGY, re.IGNORECASE)
_REPORTED = Matcher.build(regexes=[REPORTED_OPINION])
_TARGET = re.compile(AGENT_TARGET, re.IGNORECASE)
_EXONERATION = re.compile(EXONERATION, re.IGNORECASE)
_NO_TARGET = re.compile(f"{EXONERATION}|{UNAIMED_YOU}|{OTHER_PROVIDER}|{OTHERS_SKILL}", re.IGNORECASE)
_OTHER_PROVIDER = re.compile(OTHER_PROVIDER, re.IGNORECASE)
_THIRD_PARTY = re.compile(THIRD_PARTY, re.IGNORECASE)
_FAILURES_COUNTED = re.compile(FAILURES_COUNTED, re.IGNORECASE)
_INABILITY = re.compile(AGENT_INABILITY, re.IGNORECASE)
_APOLOGY_OPENS = re.compile(AGENT_APOLOGY_OPENS, re.IGNORECASE)
_FOLLOW_UP = re.compile(FOLLOW_UP, re.IGNORECASE)
_OUTSIDE_PARTY = re.compile(OUTSIDE_PARTY, re.IGNORECASE)
_HYPOTHETICAL_COMPLAINT = re.compile(HYPOTHETICAL_COMPLAINT, re.IGNORECASE)
_COMPLAINT_PROCEDURE = re.compile(COMPLAINT_PROCEDURE, re.IGNORECASE)
# A sentence of this many words or fewer says nothing of whom the displeasure is aimed at ("ah ok, thanks.").
_FEW_WORDS = 3
# A comma before a clause with a subject or a question of its own ("you're a lifesaver, we're potty training and it's a
# disaster lol", "the heaters were rubbish last year, do you have ones with a wind guard"): the judgement's clause is
# read alone for its target; a comma inside a clause ("your service, honestly, is rubbish") is not an end.
_CLAUSE_END = re.compile(r",\s+(?=(?:i|i'?m|i'?ve|we|we'?re|we'?ve|it|it'?s|they|they'?re|he|she|there|do|does|can|"
                         r"could|would|will|what|how|when|where|why|who|which)\b)", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+|\s+-+\s+|" + CHAT_SENTENCE_START)
# Words one of which a denial of praise holds ("isn't" reads as "isn", "t").
_DENIALS = frozenset({"not", "never", "no", "t"})
# Cue families that judge: someone else's reported judgement is not the user's.
JUDGEMENTS = frozenset({"negative_stance", "lexicon", "insult", "frustration"})
# Cue families that judge, or mock, whatever a sentence names: said of someone outside the exchange, they judge them.
JUDGED_ELSEWHERE = JUDGEMENTS | {"sarcasm"}
# Cue families the user's apology for their own doing leaves standing: a judgement of the agent, sarcasm, swearing,
# shouting and the team's own phrases ("sorry but this is useless"); the rest (a correction, a repetition, giving up,
# the model's verdict) is the user owning the trouble.
STANDS_BESIDE_OWN_APOLOGY = JUDGEMENTS | {"sarcasm", "profanity", "shouting", "phrases"}
# Cue families that judge the agent or the service even in a turn the agent answers with joy ("congratulations on the
# flight; the champagne was warm and the paperwork shambolic").
STANDS_BESIDE_JOY = frozenset({"negative_stance", "lexicon", "insult", "sarcasm", "phrases"})
# Cue families that stand even in a message where the user excuses the business for the trouble told
# (USER_WAIVES_TROUBLE): what judges the agent (an insult, sarcasm, the team's own phrases) and what answers the
# agent's answers back ("done that, still nothing. no worries, what's next": the user has tried what the agent said).
STANDS_BESIDE_WAIVER = frozenset({"insult", "sarcasm", "phrases", "correction", "repetition", "rephrase",
                                  "contradiction", "proof"})
_WORD = re.compile(r"[a-z*]+")
# "you" after a condition is anyone ("when you are fighting", "if you are alone"), not the agent.
_GENERIC_YOU = re.compile(r"\b(?:if|when|whenever|once|unless|until)\s+$", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no|isn't|wasn't|aren't|don't|doesn't|didn't|hardly)\b", re.IGNORECASE)
_SUFFIXES = ("ing", "ed", "es", "s")
# Cues of intensity alone: shouting, "!!", a stressed word, "now!". In a message of delight they are joy ("BOOKING FOR
# SUNDAY THEN!!! wish me luck", "the engineer was super helpful, ordering now!!").
INTENSITY = frozenset({"shouting", "stress", "exclamation", "urgency"})
# Interjections of surprise, joy's as often as anger's ("OMG", "wow"; not "ugh", "smh", "sigh").
SURPRISE = frozenset({"omg", "wow"})
# VADER's valence from which a word is delight ("luck" 2.0, "amazing" 2.8; not "help" 1.7, "please" 1.3).
DELIGHT_AT_LEAST = 2.0
_IRONY = re.compile("[🙄🙃😒👏]")
# Words in capitals (of three letters or more) from which shouted sentences are a message shouted.
SHOUTED_SENTENCE = 5
# Overlap of content words with an earlier user message from which a message asks the same thing again (the
# learned model's own mark of a repeat: `Context.similarity`).
SAME_REQUEST = 0.5


class ComplaintConfig(Section, ReadsLanguages):
    """The user's frustration, in cues that add up to a score: corrections, having to repeat, asking for a real
    answer, judging the agent, sarcasm, giving up, shouting."""

    threshold: float = Field(
        1.0, gt=0,
        description="A user message whose cues add up to this is a complaint (a strong cue weighs 1, a weak 0.5).",
    )
    weights: dict[str, float] = Field(
        default_factory=dict,
        description="Weight per cue family, replacing the built-in one (0 turns a family off). Families: "
                    + ", ".join(COMPLAINT_CUE_NAMES) + ".",
    )
    english_cues: bool = Field(
        True, description="Use the built-in English cue families (miner/signals/english.py).",
    )
    other_languages: bool = Field(
        True, description="Use the built-in complaint cues of languages besides English: the frames of "
                          "miner/signals/other_languages.py (family `other_languages`), the user disputing the agent "
                          "(`disputed`), the agent owning the user's displeasure (`agent_concedes`), a turn after the "
                          "agent apologised (`apologised_to`), a number the agent gave written back with \"??\" "
                          "(`number_exclaimed`), a word of the agent's asked back as the message's opening question "
                          "(`asked_back`), a number of the user's own written again against the agent's "
                          "(`number_held`, any language), a lone figure of the agent's said back as the message's "
                          "opening or close (`number_said_back`, any language), a count or an hour of the agent's "
                          "told back larger "
                          "(`figure_passed`, any language), two words of the user's own earlier message said "
                          "again that no answer took up (`said_again`, any language), a turn after the agent "
                          "repeated an earlier answer of its own (`answer_repeated`, any language), or a sentence of "
                          "one (`sentence_repeated`, any language), a word the user "
                          "wrote before written again in capitals "
                          "(`repeated_in_capitals`, any language), the machine set aside after what the user wants "
                          "(`machine_refused`, any language), doubled question marks or an emoji of irony after "
                          "an answer (`disbelief_marks`, any language) and asking for a person (`asks_for_person`). "
                          "Each reads the languages its table is written in (docs/signals.md).",
    )
    sentiment_lexicon: bool = Field(
        True, description="Count VADER's negative words where they judge the agent or the service.",
    )
    phrases: list[str] = Field(
        default_factory=list,
        description="Your own phrases (any language, any case, whole words) of a complaint; each weighs `phrases` "
                    "in `weights` (1 by default).",
    )
    patterns: list[str] = Field(
        default_factory=list, description="Your own regexes (any case) of a complaint, weighed like phrases.",
    )
    negations: list[str] = Field(
        default_factory=lambda: list(NEGATIONS),
        description="Words just before a cue that cancel it (\"not useless\", \"never frustrating\").",
    )
    rephrase_similarity: float = Field(
        0.7, ge=0, le=1,
        description="Share of its content words (stemmed) a message shares with an earlier one of the user's "
                    "from which it asks the same thing again.",
    )
    rephrase_min_words: int = Field(
        3, ge=1, description="Messages with fewer content words are never rephrasings.",
    )
    rephrase_lookback: int = Field(
        3, ge=1, description="How many earlier user messages a message is compared with.",
    )
    shouting_min_letters: int = Field(8, ge=1, description="Shorter messages are never shouting.")
    shouting_uppercase_ratio: float = Field(
        0.8, ge=0, le=1,
        description="Share of upper-case letters (outside ids and acronyms) that is shouting.",
    )

    _valid_patterns = field_validator("patterns")(check_patterns)

    @field_validator("weights")
    @classmethod
    def _known_families(cls, weights: dict[str, float]) -> dict[str, float]:
        unknown = sorted(set(weights) - set(COMPLAINT_CUE_NAMES))
        if unknown:
            raise ValueError(f"unknown cue families {unknown}; known: {', '.join(COMPLAINT_CUE_NAMES)}")
        return weights


@dataclass(frozen=True)
class Cue:
    family: str
    words: str
    weight: float
    # False for a judgement aimed at nobody or at someone else ("that sucks", "my landlord is useless"): it counts
    # only when the conversation corroborates it.
    aimed: bool = True

    def __str__(self) -> str:
        return f'{self.family.replace("_", " ")} "{self.words}"' if self.words else self.family.replace("_", " ")


def _shouted(text: str, min_letters: int, ratio: float) -> bool:
    """Mostly capitals, counting only words of 3+ letters without digits, so ids and acronyms do not shout."""
    if sum(word.isupper() for word in text.split()) < 2:
        return False  # fewer than two words in capitals: most messages, told at C speed
    letters = [char for word in text.split() if len(word) >= 3 and not any(c.isdigit() for c in word)
               for char in word if char.isalpha()]
    if len(letters) < min_letters:
        return False
    shouted_words = [word for word in text.split() if sum(c.isalpha() for c in word) >= 3 and word.isupper()]
    if len(shouted_words) < 2:
        return False
    return sum(char.isupper() for char in letters) / len(letters) >= ratio


def _stressed(text: str) -> str | None:
    """A word in capitals inside a message in lower case: a common one ("it IS my first order") or a long one
    ("I play on console. CONSOLE."); short capitals outside the common words are acronyms (VAT, SUV, FAQ)."""
    for word in text.split():
        bare = word.strip(".,;:!?\"'()")
        common = len(bare) >= 2 and bare.lower() in STRESSED_WORDS
        if bare.isupper() and bare.isalpha() and (len(bare) >= 5 or common):
            return bare
    return None


def _finder(matcher: Matcher) -> Callable[[str], bool]:
    return lambda text: matcher.find(text) is not None


def _names_the_agent(text: str) -> bool:
    """Whether the text names the agent, the service or the conversation (AGENT_TARGET), leaving aside what names
    none of them ("not your fault", "thank you", another provider)."""
    return bool(_TARGET.search(_NO_TARGET.sub(" ", text)))


def _exonerates(text: str, match: re.Match[str]) -> bool:
    """Whether the words a judgement's frame found lie within words that take the blame off the agent (EXONERATION):
    "but not ur fault la haha" reads "ur" as "you're" before "fault", and the denial before it says the contrary."""
    return any(found.start() <= match.start() and match.end() <= found.end()
               for found in _EXONERATION.finditer(text))


def _aimed(text: str, holds: Callable[[str], bool]) -> bool:
    """Whether a judgement `holds` finds in the text stands in a sentence that names the agent, the service or the
    conversation (AGENT_TARGET; "not your fault", "thank you" do not count)."""
    sentences = [clause for sentence in _SENTENCE_END.split(text) for clause in _CLAUSE_END.split(sentence)
                 if clause.strip()]
    aimed = [sentence for sentence in sentences if _names_the_agent(sentence)]
    if not aimed or len(aimed) == len(sentences):
        return bool(aimed)
    return holds(" ".join(aimed))


def _aimed_elsewhere(text: str, holds: Callable[[str], bool] | None = None) -> bool:
    """Whether displeasure in the text is aimed at someone else or at circumstances: every sentence holding it (that
    `holds` finds; when None, every sentence that says something, neither a question to the agent nor a few words
    such as "ah ok, thanks.") names a third party (THIRD_PARTY: "the cops", "my husband", "him") and not the agent,
    the service or the conversation."""
    sentences = [sentence for sentence in _SENTENCE_END.split(text) if sentence.strip()]
    if holds is None:
        holding = [sentence for sentence in sentences
                   if not sentence.rstrip().endswith("?") and len(sentence.split()) > _FEW_WORDS]
    else:
        holding = [sentence for sentence in sentences if holds(sentence)]
    holding = holding or sentences
    return all(_THIRD_PARTY.search(sentence) and not _names_the_agent(sentence)
               for sentence in holding)


_SWORN_AT_TIME = re.compile(SWORN_AT_TIME)


def _unkind_aimed_elsewhere(text: str, unkind: Callable[[str], bool]) -> bool:
    """Whether, in a text that names nothing of the agent, the service or the conversation, the sentences holding an
    unkind word (`unkind`: "did a terrible job") all name someone outside the exchange (OUTSIDE_PARTY: another
    provider, a neighbour, the council; or someone who did a past job, FORMER_TRADESPERSON): the displeasure is aimed
    at them, whatever the other sentences ask of the agent ("The last carpenter that did the roof ... did a terrible
    job, that's why it's leaking. So please send someone who knows roofing"). "He", "him" and the user's own people
    are not read: the service's own staff are told of so too ("we told him twice to stop", of the game master)."""
    if _names_the_agent(text):
        return False
    holding = [sentence for sentence in _SENTENCE_END.split(text) if sentence.strip() and unkind(sentence)]
    return bool(holding) and all(_OUTSIDE_PARTY.search(sentence) or _FORMER_TRADESPERSON.search(sentence)
                                 for sentence in holding)


def _contrast_unsaid(text: str, words: str, agent_answers: list[str]) -> bool:
    """Whether a correction cue (its `words`) sets aside what no answer of the agent's said ("send invoices to
    accounts@example.net from now on, not my email", "We need an invoice rather than paying by card"): the user
    specifying what they want, not setting right what the agent said ("2023, not 2022." after the agent's "2022";
    "on your website, not the App Store" after its "App Store"). Not before the agent's first answer, where a contrast
    sets right what the service did ("I ordered the blue one, not the red"), nor when what is set aside is the agent,
    the service or the conversation itself ("someone proper, not this chat")."""
    if not agent_answers or not _CONTRAST_CUE.search(words):
        return False
    set_aside = [match.group("set_aside").lower() for match in _CONTRAST.finditer(text[:MESSAGE_CHARS_READ])]
    if not set_aside or any(_names_the_agent(words_set_aside) for words_set_aside in set_aside):
        return False
    said = [answer[:MESSAGE_CHARS_READ].lower() for answer in agent_answers]
    return not any(words_set_aside in answer for words_set_aside in set_aside for answer in said)


def _unsworn_at_time(swearing: frozenset[str], lowered: str) -> frozenset[str]:
    """The swear words of a message less those said of a time of the user's life ("been a shitty week"):
    circumstances."""
    if not swearing:
        return swearing
    return swearing - {match.group("word") for match in _SWORN_AT_TIME.finditer(lowered)
                       if DURATION_BEFORE.isdisjoint(lowered[:match.start()].split()[-2:])}


# A sentence in any script, with the marks that end it.
_ANY_SENTENCE = re.compile(r"[^.?!;。？！؟\n]+[.?!;。？！؟]*")
_LETTERS = re.compile(r"[^\W\d_]+")
# A sentence tells something from this many words on, or this many letters in a script written without spaces.
_TELLING_WORDS, _TELLING_LETTERS = 4, 10
# An answer that reacts to the user's displeasure does so in its first sentences.
_REACTION_SENTENCES = 2
# "ok" opening a sentence, in the spellings languages borrow it in.
_ASSENT_OPENING = re.compile(r"^\W*(?:ok|okay|okey|oke|okei|oki)\b", re.IGNORECASE)
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\u0e00-\u0e7f]")


def _closes_on_assent(text: str) -> bool:
    """Whether the message's last sentence opens with "ok" ("... Ok mi wetim call."), after a sentence before it."""
    sentences = [sentence for sentence in _ANY_SENTENCE.findall(text) if sentence.strip()]
    return len(sentences) > 1 and bool(_ASSENT_OPENING.search(sentences[-1]))


# Words in the quotation marks of any script; a quotation of this many characters or more of the agent's previous answer
# echoes it.
_QUOTED = re.compile(r'"([^"\n]{1,200})"|“([^”\n]{1,200})”|„([^“”\n]{1,200})[“”]|«\s?([^»\n]{1,200}?)\s?»|'
                     r"「([^」\n]{1,200})」|『([^』\n]{1,200})』|(?:^|(?<=[\s(]))'([^'\n]{1,200})'(?!\w)|‘([^’\n]{1,200})’")
_QUOTE_OPENINGS = ('"', "“", "„", "«", "「", "『", "'", "‘")
_ECHO_MIN_CHARS = 3
# What a correction sets aside ("A human-readable PDF, not the portal link.", "an invoice rather than paying by card"):
# a word or two after "not", "rather than" or "instead of", an article left aside.
_CONTRAST = re.compile(r"\b(?:not|rather\s+than|instead\s+of)\s+(?:the\s+|a\s+|an\s+)?"
                       r"(?P<set_aside>[^\W_]+(?:\s+[^\W_]+)?)", re.IGNORECASE)
# The correction cues that set something aside: "X, not Y" closing a clause, "rather than Y", "instead of Y".
_CONTRAST_CUE = re.compile(r"^[,.]\s*not\b|\brather\s+than\b|\binstead\s+of\b", re.IGNORECASE)
# Half the weight of a correction setting aside what no answer of the agent's said: a weak cue.
UNSAID_CONTRAST_SHARE = 0.5
_GRANTS_FACT = re.compile(AGENT_GRANTS_FACT, re.IGNORECASE)
_LAUGHS = re.compile(USER_LAUGHS, re.IGNORECASE)
_FORMER_TRADESPERSON = re.compile(FORMER_TRADESPERSON, re.IGNORECASE)


# Faces of sadness or weariness, and folded hands: the user's own hardship told, or thanks (🙏🏾 with its tone).
_HARDSHIP_EMOJI = frozenset("😔😞😩😢😭😓😟🥲🙏")


def _hardship_shown(text: str) -> bool:
    """Whether the message shows sadness, weariness or thanks by an emoji (_HARDSHIP_EMOJI): what it tells in words a
    team declared (a phrase of displeasure, a "no" its agent apologises to) is the user's own hardship, not
    displeasure at the service ("Kiy ne ya missing mwaka huu 😔", Kipsigis: a very bad thing this year, of a frost)."""
    return any(character in _HARDSHIP_EMOJI for character in text[:MESSAGE_CHARS_READ])


_EXCLAIMED = re.compile(r"[!！]{2,}")


def _exclaimed_displeased(text: str) -> str | None:
    """"!!" in a message that also shows displeasure by an emoji (`_DISPLEASED_EMOJI`, "... !! ... 😐"): not the joy
    "!!" alone shows as often ("Matondo mingi!!")."""
    found = _EXCLAIMED.search(text[:MESSAGE_CHARS_READ])
    if found and any(emoji in _DISPLEASED_EMOJI for emoji in _EMOJI.findall(text[:MESSAGE_CHARS_READ])):
        return found.group(0)
    return None


def _untroubled_emoji(text: str) -> str | None:
    """The first emoji of the message that shows no displeasure (not one of `_DISPLEASED_EMOJI`), if any."""
    return next((emoji for emoji in _EMOJI.findall(text[:MESSAGE_CHARS_READ]) if emoji not in _DISPLEASED_EMOJI), None)


def _corroborates(cue: Cue) -> bool:
    """Whether a rule cue of the user's, alone in its message, corroborates the learned model's verdict on another
    message: not swearing aimed at nobody (the user's circumstances: "the damn raccoons got two of them") nor an
    interjection of surprise (SURPRISE: "Wow that's handy. Are you a real person?", "omg ok"), joy's as often as
    anger's. Beside another cue in its message, or with a verdict of the model in it, either still counts there."""
    return cue.family != "profanity" and not (cue.family == "interjection" and cue.words.lower() in SURPRISE)


def _celebrated(answer: str | None) -> bool:
    """Whether the agent's answer opens (its first sentence) with the user's joy (AGENT_CELEBRATES)."""
    if not answer:
        return False
    opening = _ANY_SENTENCE.search(answer[:MESSAGE_CHARS_READ])
    return bool(opening and _CELEBRATES.search(opening.group(0)))


def _apology_opens(answer: str | None) -> str | None:
    """The apology the agent's answer opens with (AGENT_APOLOGY_OPENS), not one for what it cannot do
    (AGENT_INABILITY: "I'm sorry, I'm not able to see account manager details"). A weak cue of an English message from
    the user's second turn on, when it answers no question of the agent's: the production model's reaction to what
    the user showed of its last answer or of the service ("That's for March. We're in May, I need April." "Apologies,
    here's April's"); with another weak cue of the user's ("it has said that for 6 days"), a complaint. Alone it is
    none: "the email hasn't come through, she's checked spam" "Sorry! I've resent it now." is a problem reported."""
    if not answer:
        return None
    opening = _APOLOGY_OPENS.search(answer[:MESSAGE_CHARS_READ])
    if opening is None or _INABILITY.match(answer.lstrip()):
        return None
    return shown(opening.group(0).strip(" \t\n.,!:;-"))


def _read_back(number: str, after: str, reply: str) -> bool:
    """Whether the reply writes the number with the word that follows it in the user's message (`after`, the text
    after the number): "30 sacch" written back in "Fatt: 30 sacch de mais classe 600 ...", lowered."""
    word = _NUMBER_WORD_AFTER.match(after)
    if word is None:
        return False
    return re.search(rf"(?<![\d.,:]){re.escape(number)}\s*{re.escape(word.group(1).lower())}"
                     rf"(?![^\s\d.,;:!?()\[\]\"'«»“”„。、，；：！？])", reply.lower()) is not None


def _gives_phone(text: str) -> bool:
    """Whether the message gives a phone number ("01720 423518", "+44 7700 900123"): a user asking to be called, or
    answering the agent's question for the number; the agent arranging the call answers that, not displeasure."""
    return any(sum(character.isdigit() for character in run) >= PHONE_MIN_DIGITS
               for run in _PHONE_RUN.findall(text[:MESSAGE_CHARS_READ]))


def _call_arranged(text: str, person: Matcher | None) -> bool:
    """Whether the message arranges a call: it asks for a person or for a call, and gives the number to call or the
    hour to call at ("Can one of them call our chairman on 0782 330 617 this week?", "can someone from HR call me
    after 2pm?"). The situation the user tells for it (a deposit too big for a group, members without smartphones, a
    night shift) is no judgement of the business."""
    if not (_gives_phone(text) or _CALL_HOUR.search(text[:MESSAGE_CHARS_READ])):
        return False
    return bool((person is not None and person.find(text)) or _ASKS_CALL.search(text))


def _tells_something(text: str) -> bool:
    """Whether one of the message's sentences, not a question, tells something: four words or more, or ten letters
    in a script written without spaces ("Danke.", "2pm", "ok and the second one?" tell nothing)."""
    for sentence in _ANY_SENTENCE.findall(text):
        sentence = sentence.strip()
        if not sentence or sentence.endswith(QUESTION_MARKS):
            continue
        letters = _LETTERS.findall(sentence)
        if len(letters) >= _TELLING_WORDS or (
                _UNSPACED.search(sentence) and sum(map(len, letters)) >= _TELLING_LETTERS):
            return True
    return False


def _as_that(match: re.Match[str]) -> str:
    """The match with the complaint it names as a topic (its group `topic` or `procedure`) read as "that"."""
    group = "topic" if match.group("topic") is not None else "procedure"
    start, end = match.start(group) - match.start(), match.end(group) - match.start()
    return f"{match.group(0)[:start]}that{match.group(0)[end:]}"


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


# A word in any script ("zakładki", "заказ", "παραγγελία"), so a request asked again is found in any language that
# spaces its words; with the marks of its letters, a vowel sign of Devanagari ("मंगर बिहान ठीक बा", Tharu: Tuesday
# morning is fine) or of Thai being part of its word, not a break that leaves single letters any message shares.
_MARKED_LETTERS = rf"[^\W_](?:[^\W_]|[{MARKS}])*"
_ANY_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_REQUEST_WORD = re.compile(rf"{_MARKED_LETTERS}(?:'{_MARKED_LETTERS})?")


def _request(text: str) -> frozenset[str]:
    return frozenset(_stem(word) for word in _REQUEST_WORD.findall(text.lower().replace("’", "'"))
                     if word not in STOPWORDS)


class ComplaintDetector:
    name = "complaint"
    kind: SignalKind = "complaint"

    def __init__(self, config: ComplaintConfig, model: LearnedModel | None = None) -> None:
        self.config = config
        self._weights = {**DEFAULT_WEIGHTS, **config.weights}
        use_model = config.english_cues and self._weights["learned"] > 0
        self._model = (model or shipped_model()) if use_model else None
        families = COMPLAINT_FAMILIES if config.english_cues else {}
        self._families = [
            (name, Matcher.build(regexes=patterns, negations=config.negations if negatable else ()))
            for name, (_, negatable, patterns) in families.items() if self._weights[name] > 0
        ]
        if config.phrases or config.patterns:
            self._families.append(("phrases", Matcher.build(config.phrases, config.patterns, config.negations)))
        # A declared language's complaint phrases weigh `phrases` too, but not in a message that closes on a question
        # (`cues`).
        declared_phrases = config.declared("complaint_phrases")
        self._declared_phrases = Matcher.build(declared_phrases, (), config.negations) if declared_phrases else None
        if self._declared_phrases is not None:
            self._families.append(("phrases", self._declared_phrases))
        bare = BARE_JUDGEMENTS if config.english_cues else {}
        self._bare = [(name, Matcher.build(regexes=patterns, negations=(*config.negations, *SELF_JUDGED)))
                      for name, patterns in bare.items() if self._weights[name] > 0]
        matchers = [matcher for _, matcher in (*self._families, *self._bare)]
        self._strings = tuple(sorted(frozenset().union(*(matcher.strings for matcher in matchers))))
        # Read only in messages with no English function word (`reads_as_english`), so they cost English text nothing.
        self._other_languages = (Matcher.build(regexes=OTHER_LANGUAGE_COMPLAINTS)
                                 if config.other_languages and self._weights["other_languages"] > 0 else None)
        concessions = ([AGENT_CONCESSION] if config.english_cues else []) + (
            list(AGENT_CONCESSIONS) if config.other_languages else [])
        self._concession = (Matcher.build(regexes=concessions)
                            if concessions and self._weights["agent_concedes"] > 0 else None)
        self._disputes = config.other_languages and self._weights["disputed"] > 0
        self._numbers_read = config.other_languages and self._weights["number_exclaimed"] > 0
        self._apologies_read = config.other_languages and self._weights["apologised_to"] > 0
        self._repeats_read = config.other_languages and self._weights["answer_repeated"] > 0
        self._asked_back_read = config.other_languages and self._weights["asked_back"] > 0
        self._capitals_read = config.other_languages and self._weights["repeated_in_capitals"] > 0
        self._held_numbers_read = config.other_languages and self._weights["number_held"] > 0
        self._said_back_read = config.other_languages and self._weights["number_said_back"] > 0
        self._passed_read = config.other_languages and self._weights["figure_passed"] > 0
        self._said_again_read = config.other_languages and self._weights["said_again"] > 0
        self._refusals_read = config.other_languages and self._weights["machine_refused"] > 0
        self._disbelief_read = config.other_languages and self._weights["disbelief_marks"] > 0
        self._sentences_read = config.other_languages and self._weights["sentence_repeated"] > 0
        # The agent's apologies, and its reactions, with those of the declared languages.
        apologies = config.declared("agent_apologies")
        self._apology = with_apologies(_APOLOGY, apologies)
        self._reaction = with_apologies(_REACTION, apologies)
        # The declared apologies in their language's own words (not "sorry"): an answer opening with one is in that
        # language, whatever the guess made of the short message it answers.
        own_words = apologies_regex([phrase for phrase in apologies if not _ENGLISH_APOLOGY.search(phrase)])
        self._declared_apology = re.compile(own_words, re.IGNORECASE) if own_words else None
        # VADER's words of two letters are abbreviations ("po", "fu", "qq") and words of other languages as often
        # ("po": or, in Cornish; after, in Polish; yes, in Albanian): not read ("Os ta den po bot?", man or bot?).
        self._lexicon = (frozenset(word for word in negative_words() - AGENT_FEELINGS
                                   if len(word) >= LEXICON_MIN_LETTERS)
                         if config.sentiment_lexicon and config.english_cues else frozenset())
        english = config.english_cues
        self._praise = positive_words() if self._lexicon else frozenset()
        self._delight = (frozenset(word for word, valence in valences().items() if valence >= DELIGHT_AT_LEAST)
                         if self._lexicon else frozenset())
        self._unkind = (frozenset(word for word, valence in valences().items() if valence < 0)
                        if self._lexicon else frozenset())
        self._described = ((frozenset(word for word, valence in valences().items() if valence <= DESCRIBED_AT_MOST)
                            | judging_adjectives()) - AGENT_FEELINGS if self._lexicon else frozenset())
        insults = english and self._weights["insult"] > 0
        self._insult_words = (profane_words() | INSULT_WORDS) if insults else frozenset()
        self._swear_words = swear_words() if english and self._weights["profanity"] > 0 else frozenset()
        # Asking for a person after the agent failed is giving up on it (plano files escalation under
        # disengagement): a weak cue, so it needs another.
        self._person = (Matcher.build(regexes=[pattern for family, patterns in ESCALATION_FAMILIES.items()
                                               if family != PHONE_FAMILY for pattern in patterns],
                                      negations=config.negations)
                        if config.english_cues and self._weights["asks_for_person"] > 0 else None)
        # ... and in the other languages the cues know ("quiero hablar con una persona"), in messages not in English.
        self._other_person = (Matcher.build(regexes=PERSON_REQUESTS)
                              if config.other_languages and self._weights["asks_for_person"] > 0 else None)

    def _delighted(self, text: str, tokens: frozenset[str]) -> bool:
        """Whether the message's intensity is joy: it holds a word of delight (VADER's valence DELIGHT_AT_LEAST or
        more: "amazing", "luck", "super helpful") and no word VADER rates negative, no negation and no mark of irony
        (sarcasm praises with the same words: "amazing explanation 👏", "great, thanks for nothing")."""
        if self._delight.isdisjoint(tokens) or not self._unkind.isdisjoint(tokens) or _IRONY.search(text):
            return False
        return not _NEGATED.search(text) and "n't" not in text and "nt " not in text

    def _lexicon_cue(self, text: str, tokens: frozenset[str]) -> str | None:
        """A word of the lexicon judging the agent: negative ("you're hopeless"), or positive and denied ("you are
        never nice"). `tokens`: the message's words, which must hold such a word for a frame to be tried."""
        if not _DENIALS.isdisjoint(tokens) and not self._praise.isdisjoint(tokens):
            for match in _DENIED_PRAISE.finditer(text):
                if match.group("word").lower() in self._praise:
                    return shown(match.group(0))
        if not self._described.isdisjoint(tokens):
            for match in _DESCRIBED.finditer(text):
                if (match.group("word").lower() in self._described and not _NEGATED.search(match.group(0))
                        and not _GENERIC_YOU.search(text, 0, match.start()) and not _exonerates(text, match)):
                    return shown(match.group(0))
        if self._lexicon.isdisjoint(tokens):
            return None
        for frame in _LEXICON:
            for match in frame.finditer(text):
                if (match.group("word").lower() in self._lexicon and not _NEGATED.search(match.group(0))
                        and not _GENERIC_YOU.search(text, 0, match.start()) and not _exonerates(text, match)):
                    return shown(match.group(0))
        return None

    def _praises(self, text: str) -> bool:
        """Whether the message praises the agent ("Thank you dear, you've been very kind", "you're great"): a word
        the lexicon rates kindly after "you're" or "you've been", not denied, with no mark of irony."""
        text = with_apostrophes(text[:MESSAGE_CHARS_READ].replace("’", "'"))
        if _IRONY.search(text):
            return False
        return any(match.group("word").lower() in self._praise and not _NEGATED.search(match.group(0))
                   for match in _PRAISE.finditer(text))

    def _insult_cue(self, text: str, tokens: frozenset[str]) -> str | None:
        """Name-calling or swearing aimed at the agent or the service."""
        if self._insult_words.isdisjoint(tokens) and "*" not in text:
            return None
        for frame in _INSULTS:
            for match in frame.finditer(text):
                word = match.group("word").lower()
                if ((word in self._insult_words or "*" in word) and not _NEGATED.search(match.group(0))
                        and not _exonerates(text, match)):
                    return shown(match.group(0))
        return None

    def _learned_cue(self, probability: float | None) -> Cue | None:
        """The model's verdict as a cue of weight `learned` (1: a strong cue) from the model's cut on."""
        if self._model is None or probability is None or probability < self._model.cuts["complaint"]:
            return None
        return Cue("learned", "", self._weights["learned"])

    def cues(self, text: str, earlier: list[tuple[int, frozenset[str]]], agent_asked: bool = False,
             context: Context | None = None) -> list[Cue]:
        """The cues in one user message; `earlier` are the user's previous requests (turn, stemmed words),
        `agent_asked` whether the agent's last answer ended on a question, `context` what the learned model
        reads around the message (none: the rule cues only)."""
        # Someone else's words quoted or passed on ("a buyer sent me this: '...'") are not the user's.
        text = with_apostrophes(text[:MESSAGE_CHARS_READ].replace("’", "'"))
        english = reads_as_english(text)  # by the whole message: a quotation is read as "that" below
        text = without_quotations(text)
        if self.config.english_cues:
            # "are you a bot?": a question about the agent, not about how it serves; the rest is read
            text = without_nature_questions(text)
            if not text:
                return []
            if "omplaint" in text or "rievance" in text:
                # a question about the procedure, complaints as a topic
                text = _COMPLAINT_PROCEDURE.sub(_as_that, _HYPOTHETICAL_COMPLAINT.sub(" that ", text))
        lowered = text.lower()
        strings = present(self._strings, lowered)
        found: list[Cue] = []
        asks = text.rstrip().endswith(QUESTION_MARKS)
        for family, matcher in self._families:
            if (not earlier and family in FIRST_MESSAGE_SKIPS) or (agent_asked and family == "no"):
                continue
            if asks and matcher is self._declared_phrases:
                # A declared phrase in a message that asks is the question's subject ("man k'o ta nupwäq wakami ...
                # ¿La ütz?", Kaqchikel: I have no money now, is that all right?), as the rules that read the user's
                # words in any language do not read a message closing on a question (`said_again`, `number_held`).
                continue
            if matcher is self._declared_phrases and _hardship_shown(text):
                # Beside a face of sadness or weariness, or folded hands, a declared phrase tells the user's own
                # hardship (a frost that burnt the crop, a loom stopped for want of wool) or comes with thanks: no
                # displeasure at the service that a team's phrase, read with no aim, could tell apart.
                continue
            if matcher is self._declared_phrases:
                # Read in the message's sentences that ask nothing: a phrase in a sentence closing on a question is
                # what that sentence asks about, wherever the sentence stands ("... ka o booni ma biɛɣu asiba? N
                # bɔrila ...", Dagbani: can someone call me tomorrow morning? I want ...).
                told = " ".join(sentence for sentence in _ANY_SENTENCE.findall(text)
                                if not sentence.rstrip().endswith(QUESTION_MARKS))
                words = matcher.find(told, present(self._strings, told.lower())) if told.strip() else None
            else:
                words = matcher.find(text, strings)
            if words and not earlier and family == "clarification" and not matcher.find(
                    _ANSWER_DEMANDED.sub(" ", text), strings):
                continue  # "X or not?" in the first message is the question itself: no answer to demand yet
            if words and not earlier and family == "repetition" and not matcher.find(without_history(text), strings):
                # What the user already did about the problem, or a count of what happened ("I've already restarted
                # it twice.", "charged twice."), told before the agent has answered: its history, nothing said again
                # (history_told.py); the user's contacts counted ("Called twice, nothing.") still are.
                continue
            if words:
                # Said of another provider, in a story ("the company we used botched it, so do it properly this
                # time"), or a judgement or sarcasm said of someone outside the exchange or of the weather ("the
                # bloody wind probably knocked it over, lovely spring weather as usual 🙄"; not giving up beside the
                # buyer the user turns to, "nvm lah, next round i ask the buyer come and weigh"): aimed at them, it
                # counts only when the conversation corroborates it.
                outside = family in JUDGED_ELSEWHERE and bool(_OUTSIDE_PARTY.search(text))
                elsewhere = bool(_OTHER_PROVIDER.search(text) or outside) and _aimed_elsewhere(text, _finder(matcher))
                first = not earlier and family in GIVING_UP
                found.append(Cue(family, words, self._weights[family], not elsewhere and not first))
        for family, bare in self._bare:
            if all(cue.family != family for cue in found) and (words := bare.find(text, strings)) and not (
                    _THIRD_PARTY.search(text) and _aimed_elsewhere(text, _finder(bare))):
                # A verdict said alone after what the message told ("... Unacceptable!!") judges the business, from
                # the user's second message on (verdict.py).
                found.append(Cue(family, words, self._weights[family],
                                 _aimed(text, _finder(bare))
                                 or (bool(earlier) and verdict_alone(text, _finder(bare)))))
        other_languages = self._other_languages
        if other_languages is not None and not english:
            if words := other_languages.find(text):
                found.append(Cue("other_languages", words, self._weights["other_languages"]))
            elif not agent_asked and (words := _COUNTED_TIMES.find(text)):
                # A number of times in answer to the agent's question is an answer ("Sí, ya lo reinicié tres veces");
                # in the user's first message it may be what the service did ("me cobraron el deducible dos veces",
                # charged twice: a problem report), so there it is weak.
                found.append(Cue("other_languages", words,
                                 self._weights["other_languages"] * (1 if earlier else 0.5)))
        config = self.config
        if earlier and not english and self._weights["shouting"] > 0 and (capitals := sentence_in_capitals(text)):
            # A sentence wholly in capitals, closed calmly, after the agent answered (capitals_sentence.py): the user
            # shouting one thing at the agent, whatever the words; a strong cue.
            found.append(Cue("shouting", f'sentence in capitals "{capitals}"', self._weights["shouting"] * 2))
        elif _shouted(text, config.shouting_min_letters, config.shouting_uppercase_ratio):
            shouted_words = sum(word.isupper() and sum(c.isalpha() for c in word) >= 3 for word in text.split())
            # Sentences in capitals, or one exclaimed, are shouting at someone: twice the weight. One line in capitals
            # may be typed with caps lock on ("WHAT IS THE INTEREST RATE ON THE SAVER ACCOUNT").
            several = len(_SENTENCE_END.split(text.strip())) > 1 or "!" in text
            weight = self._weights["shouting"] * (2 if shouted_words >= SHOUTED_SENTENCE and several else 1)
            found.append(Cue("shouting", f"{shouted_words} words in capitals", weight))
        elif self.config.english_cues and earlier and (stressed := _stressed(text)):
            found.append(Cue("stress", stressed, self._weights["stress"]))
        elif english and self._person is not None and self._weights["shouting"] > 0 and (asked := next(
                (sentence for sentence in capitals_sentences(text) if self._person.find(sentence)), None)):
            # A request for a person shouted in a sentence of its own, the rest of the message in small letters ("I
            # WANT TO SPEAK TO A PERSON NOW. the fish you delivered yesterday was rotten!!"): the demand is shouted
            # as the message alone would be, however calmly the rest tells the trouble.
            found.append(Cue("shouting", f'request in capitals "{asked}"', self._weights["shouting"]))
        # One judgement of the agent counts once: as the lexicon's word, or else as an insult, or else as swearing.
        tokens = frozenset(_WORD.findall(lowered))
        if self._lexicon and (words := self._lexicon_cue(text, tokens)):
            found.append(Cue("lexicon", words, self._weights["lexicon"], _aimed(
                text, lambda part: self._lexicon_cue(part, frozenset(_WORD.findall(part.lower()))) is not None)))
        elif self._insult_words and (words := _DISMISSAL.find(text)):
            found.append(Cue("insult", words, self._weights["insult"]))  # telling the listener off ("shut up")
        elif self._insult_words and (words := self._insult_cue(text, tokens)):
            found.append(Cue("insult", words, self._weights["insult"], _aimed(
                text, lambda part: self._insult_cue(part, frozenset(_WORD.findall(part.lower()))) is not None)))
        elif swearing := sorted(_unsworn_at_time(self._swear_words & tokens, lowered)):
            found.append(Cue("profanity", swearing[0], self._weights["profanity"]))
        request = _request(text)
        if len(request) >= config.rephrase_min_words and not _FOLLOW_UP.search(text):
            same = [turn for turn, before in earlier[-config.rephrase_lookback:] if self._same_request(request, before)]
            if same:
                # Asked twice before: twice the weight (the third time is a complaint on its own).
                turns = ", ".join(str(turn) for turn in same)
                found.append(Cue("rephrase", f"same as turn {turns}", self._weights["rephrase"] * len(same)))
        if any(cue.family == "correction" for cue in found) and _SELF_CORRECTION.search(text):
            found = [cue for cue in found if cue.family != "correction"]
        if found and english and _USER_APOLOGY.search(text):
            # The user apologising for their own doing ("sorry I was confused earlier, I meant the 80gsm paper not
            # 100", "same question again sorry", "nevermind then. sorry for wasting your time") owns the trouble.
            found = [cue for cue in found if cue.family in STANDS_BESIDE_OWN_APOLOGY]
        if (found and self._person is not None and _BOT_CONTRAST.search(text)
                and any(_BOT_WORD.search(cue.words) for cue in found) and self._person.find(text)):
            # A request for a person set against the bot ("I'd rather talk to a person about it, not a bot") names
            # whom the user wants: the contrast is the request's, neither a judgement of the agent nor a correction.
            found = [cue for cue in found if not (cue.family in {"negative_stance", "correction"}
                                                  and _BOT_WORD.search(cue.words))]
        # (read as English or not by the whole message, its quotations too: the model reads English only)
        probability = (self._model.probability("complaint", text, context)
                       if self._model and context and (english or context.english) else None)
        # A problem report with a request for a person is an ordinary escalation, whatever the model says of it
        # ("please transfer me to an agent, this isn't working"). Without a problem report's cue the model's
        # verdict counts beside the request: asked with displeasure ("this bot is cooked. get me someone real")
        # it is a complaint. (Dropping the verdict on every request for a person lost 0.05 of complaint recall
        # at equal precision, leave-one-set-out over the four tuning sets.) In a message naming the user's own
        # cousin, buddy, job or boss and nothing of the agent or the service (users_own.py: "these folks at my job
        # done changed the schedule again ... they get on my last nerve"), the verdict reads the story's tone: it is
        # not counted.
        reported = bool(found) and all(cue.family in PROBLEM_REPORT for cue in found)
        if (learned := self._learned_cue(probability)) and not (
                reported and self._person is not None and self._person.find(text)) and not (
                names_users_own(text) and not _names_the_agent(text)):
            assert self._model is not None  # a learned cue comes from the model
            # The verdict on a message whose unkind words all stand in sentences naming someone else ("the last
            # carpenter ... did a terrible job") reads their story: counted only when the conversation corroborates it.
            someone_else = bool(_OUTSIDE_PARTY.search(text) or _FORMER_TRADESPERSON.search(text))
            elsewhere = someone_else and _unkind_aimed_elsewhere(
                text, lambda part: bool(self._unkind) and not self._unkind.isdisjoint(_WORD.findall(part.lower())))
            found.append(Cue(learned.family, self._model.top_words("complaint", text), learned.weight, not elsewhere))
        if found and _REPORTED.find(text):
            found = [cue for cue in found if cue.family not in JUDGEMENTS]
        if found and _THIRD_PARTY.search(text) and (_aimed_elsewhere(text) or (
                not earlier and _OUTSIDE_PARTY.search(text) and not _names_the_agent(text))):
            # Cues in a message whose every sentence names someone else and not the agent ("I could honestly kill him
            # 😤"), or in a first message that names someone outside the user's own people and nothing of the agent or
            # the service (a story: "I ordered a print from a seller in Lisbon and it's STILL not here ... I'm losing
            # my mind"), count only when the conversation corroborates them: the agent has done nothing yet the
            # displeasure could be at. (The user's own people are often whom the user writes for: "on behalf of my
            # daughter, her deposit has still not been returned".) A failure of the service counted ("That's the third
            # cancellation this month and my mum's just home from the hospital") is said of the service: it stays.
            found = [cue if _FAILURES_COUNTED.search(cue.words) else replace(cue, aimed=False) for cue in found]
        if found and agent_asked and _gives_phone(text) and not _names_the_agent(text):
            # The number the agent asked for, and the user's circumstances beside it naming nothing of the agent or
            # the service ("01876 500 231, that's the house. Mobile's no use here, no signal in the kitchen"):
            # counted only when the conversation corroborates them.
            found = [replace(cue, aimed=False) for cue in found]
        if any(not cue.aimed for cue in found) and (_POLITE.search(text) or _EXONERATION.search(text)):
            found = [cue for cue in found if cue.aimed]  # "ah what a shame. no worries, thanks anyway"
        if found and (_POLITE.search(text) or any(mark in text for mark in PLEASED_MARKS)):
            found = [cue for cue in found if cue.family not in POLITENESS_CANCELS
                     and cue.weight >= config.threshold]
        if found and self._delight and self._delighted(text, tokens):
            found = [cue for cue in found if cue.family not in INTENSITY]
        if (found and english and any(cue.family == "interjection" and cue.words.lower() in SURPRISE for cue in found)
                and all(cue.family in INTENSITY | {"interjection"} for cue in found)):
            # Surprise and intensity with nothing else ("OMG the bride is going to DIE ...!!!") are joy as often as
            # anger: the marks of one message count as one cue, its strongest.
            found = [max(found, key=lambda cue: cue.weight)]
        if found and not english and _untroubled_emoji(text):
            # In words no rule reads, capitals and "!!" beside an emoji of no displeasure are joy ("SALAMAT KAAYO 🐷🔥
            # excited na kaayo ang mga bata!!!", thank you so much, the children are so excited): the emoji is the one
            # mark of the message's tone that needs no language.
            found = [cue for cue in found if cue.family not in INTENSITY]
        if found and not english and tokens.isdisjoint(valences()) and all(cue.family in INTENSITY for cue in found):
            # In words no rule reads (no English, not one word VADER rates), capitals and "!!!" are joy as often as
            # anger ("ALHAMDULILLAH!!! Na gode sosai", "КЕРЕМЕТ, көп рахмет!!!"): the marks of one message count as one
            # cue, its strongest.
            found = [max(found, key=lambda cue: cue.weight)]
        if found and _WAIVES.search(text):
            # The user excuses the business for the trouble told ("nobody came. No bother, I heard the road was
            # shut"): no displeasure, whatever else the message's words or the model's verdict suggest.
            found = [cue for cue in found if cue.family in STANDS_BESIDE_WAIVER]
        found = [cue for cue in found if cue.weight > 0]
        # Asking for a person is looked for only when it decides: it is the slowest family to read.
        short = config.threshold - self.score(found)
        # A problem report with a request for a person is an ordinary escalation; frustration with one is not. Urgency
        # in the user's first message is the situation's ("connect me to your control room NOW please"): the agent has
        # done nothing yet to be displeased with.
        # Nor does a request for a person add to a plan turned alone ("yes, but could someone from the studio phone
        # me?"): a single weak cue on one turn, the user choosing how to be answered.
        frustrated = any(cue.family not in NOT_FRUSTRATION and (earlier or cue.family != "urgency")
                         for cue in found)
        people = [person for person in (self._person, None if english else self._other_person) if person is not None]
        if people and 0 < short <= self._weights["asks_for_person"] and frustrated and (
                words := next(filter(None, (person.find(text) for person in people)), None)):
            found.append(Cue("asks_for_person", words, self._weights["asks_for_person"]))
        if probability is not None and self._model is not None and probability < self._model.floors["complaint"]:
            # The model is sure it is no complaint: the weak rule cues are overruled; a strong one ("thanks for
            # nothing") and the team's own words are not.
            found = [cue for cue in found if cue.family == "phrases" or cue.weight >= config.threshold]
        return found

    def _reacts(self, answer: str) -> bool:
        """Whether the agent's answer reacts to displeasure: an apology or a reaction (AGENT_REACTION), with the
        declared languages' apologies."""
        return bool(self._reaction.search(answer) or self._apology.search(answer))

    def _understanding_counts(self, text: str, previous_answer: str | None, agent_answers: list[str]) -> bool:
        """Whether the agent's understanding alone (AGENT_UNDERSTANDS: "I understand.", "That's understandable.")
        reacts to displeasure in the user's message: when the message names the agent, the service or the conversation
        ("... a shaking steering wheel that your fitters caused"), or the agent has failed at something before it: an
        earlier answer apologised (its sympathy, "sorry to hear that", and what it cannot do aside: `AGENT_SYMPATHY`,
        `AGENT_INABILITY`), its last answer said no (AGENT_SAYS_NO: "It's not caused by cleaning."), or the user gives
        up on it and asks for a person ("I've filed two. Nothing happened. I want to speak to a person in legal").
        Otherwise the message tells of the user's own circumstances to an agent that has done nothing wrong yet ("my
        supervisor at the mine won't give me that Friday off ... papa can't go alone", "thursday is 4 days of cut
        cane eh. isa bad luck this year, first the cyclone now this one"), and "I understand" is sympathy with them."""
        if _names_the_agent(text):
            return True
        if self._apologised(agent_answers):
            return True
        if previous_answer and _SAYS_NO.search(previous_answer[:MESSAGE_CHARS_READ]):
            return True
        return self._person is not None and self._person.find(text) is not None

    def _granted(self, text: str, answer: str, agent_answers: list[str]) -> bool:
        """Whether the agent's answer grants at once what the user's message asked (AGENT_GRANTS: "Yes, I have marked
        it urgent", "Of course, Mr. Chirwa", "Great, thank you."), reacting to no displeasure (no apology, no
        concession, no call arranged but the one the message asked for; its sympathy aside), before any answer of
        the agent's apologised for its own part, to a message asking for no person: the agent read an ordinary
        request and has failed at nothing yet. A request for a person granted ("Yes, I'll connect you") still gives
        up on the agent."""
        answer = answer[:MESSAGE_CHARS_READ]
        if not _GRANTS.search(answer) or (self._person is not None and self._person.find(text)):
            return False
        if _gives_phone(text) or _ASKS_CALL.search(text):
            answer = _CALLS_BACK.sub(" ", answer)
        return not self._reaction.search(_SYMPATHY.sub(" ", answer)) and not self._apologised(agent_answers)

    def _apologised(self, agent_answers: list[str]) -> bool:
        """Whether an answer of the agent's apologised for its own part (its sympathy, "sorry to hear that", and what it
        cannot do aside: `AGENT_SYMPATHY`, `AGENT_INABILITY`): the agent has failed at something."""
        return any(self._apology.search(_INABILITY.sub(" ", _SYMPATHY.sub(" ", answer[:MESSAGE_CHARS_READ])))
                   for answer in agent_answers)

    def _conceded(self, text: str, answer: str | None) -> str | None:
        """The words of the agent's answer that own the user's displeasure (AGENT_CONCESSION and its other languages:
        "I understand your frustration", "you're right, I'm sorry", "da haben Sie recht"): the production model's
        own reading of the turn it answers. Read from the user's second turn on: to a first message, granting that
        the user is right owns the service's fault, not displeasure with the agent. Not when the user's message is
        a question (a question mark closes it) holding a figure the answer gives back: a figure recalled and asked
        after, granted ("... la semana pasada estava a 380 el kilo, no?" "Tiene razon ke la semana pasada estava a
        380 liras."; "it was 45 last time, right?" "You're right, it was 45 ..."), the user right about a figure,
        not displeased."""
        if self._concession is None or not answer:
            return None
        if _figure_asked_granted(text, answer):
            return None
        return self._concession.find(answer[:MESSAGE_CHARS_READ])

    def _disputed(self, text: str, answer: str | None) -> str | None:
        """A message no model here reads (not English) that says "no", "still" or "again" in any language
        (NEGATION_WORDS, STILL_WORDS) and that the agent answers with an apology (AGENT_APOLOGIES): the user
        disputing what the agent did or said, the shape of a calm complaint in any language ("nie ma takiej
        zakładki" "Przepraszam za niedogodności"). Read from the user's second turn on: to a first message, an
        apology is for the service's fault. Not a message whose last sentence opens with "ok", the word of assent
        every language borrows ("Ah, dispela akaun em i nem blo brata blo mi, mipela share. Ok mi wetim call.", Tok
        Pisin: that account is in my brother's name, we share it; ok, I will wait for the call): the user takes up
        what the agent said and closes on it."""
        if not self._disputes or not answer or _closes_on_assent(text[:MESSAGE_CHARS_READ]):
            return None
        denial = _NEGATION.search(text[:MESSAGE_CHARS_READ])
        apology = denial and self._apology.search(answer[:MESSAGE_CHARS_READ])
        if apology and self._declared_sympathy(text, apology.group(0)):
            return None
        return f"{denial.group(0)} / {apology.group(0)}" if denial and apology else None

    def _declared_sympathy(self, text: str, apology: str) -> bool:
        """Whether the apology read is one a team declared, said to a message showing sadness, weariness or thanks
        (`_hardship_shown`): the agent's sympathy with the user's own hardship ("Kafra, ber yi yɛ dzen ma apofofo
        nyinaa", Fante: sorry, this time is hard for all fishermen, to a sea with no fish 😞), which the built-in
        apologies, read in languages whose sympathy they tell apart, are not taken for."""
        return self._declared_apology is not None and not _APOLOGY.search(apology) and _hardship_shown(text)

    def _apologised_to(self, text: str, answer: str | None) -> str | None:
        """A message no model here reads (not English) that tells something (`_tells_something`) and that the agent
        answers with an apology in its first two sentences (AGENT_APOLOGIES), when it is no answer to the agent's
        question (the caller's part): whatever its words, the production model read displeasure in it ("규정
        말고요;; 아기가 아파서 못 가는 거라고요." "불편을 드려 죄송합니다"). A reaction opens an answer; an apology
        further on is a formula of politeness ("かしこまりました。… お手数をおかけして申し訳ございません。").
        Read from the user's second turn on: to a first message, an apology is for the service's fault. Over the
        seventeen tuning sets, 76 of the 81 later turns not in English that the agent apologised to were
        complaints; the others said a word or two ("Danke.", "2pm"), answered its question, or had the apology
        in passing. The second sentence is read after a first of a word or three ("Ymmärrän. Pahoittelen ...",
        "Tanzwisisa. Tine urombo ..."): an answer whose first sentence tells what the agent found and that apologises
        after it answers a new question ("Barladym: ... töleg kabul edildi. SMS ulgamynda näsazlyk bolupdyr,
        bagyşlaň.", I checked: your payment was received; the SMS system had a fault, sorry)."""
        if not self._apologies_read or not answer or not _tells_something(text[:MESSAGE_CHARS_READ]):
            return None
        sentences = _ANY_SENTENCE.findall(answer[:MESSAGE_CHARS_READ])[:_REACTION_SENTENCES]
        if sentences and len(_LETTERS.findall(sentences[0])) >= _TELLING_WORDS:
            sentences = sentences[:1]
        apology = self._apology.search(" ".join(sentences))
        if apology and self._declared_sympathy(text, apology.group(0)):
            return None
        return apology.group(0) if apology else None

    def _answered_in_declared(self, answer: str | None) -> bool:
        """Whether the agent's answer opens (its first two sentences) with a declared apology in its language's own
        words ("Izvinite na zabuni."): the exchange is in that language, though the user's message, short or holding
        words English shares ("to", "i"), was read as English."""
        if self._declared_apology is None or not answer:
            return False
        opening = " ".join(_ANY_SENTENCE.findall(answer[:MESSAGE_CHARS_READ])[:_REACTION_SENTENCES])
        return bool(self._declared_apology.search(opening))

    def _echoed(self, text: str, previous_answer: str | None, earlier_answers: tuple[str, ...] = ()) -> str | None:
        """Words of the agent's previous answer, or of an earlier answer of its own (`earlier_answers`), the user
        quotes back, in the quotation marks of any script (`„Gut möglich"?`, 'you said "within 48 hours" three days
        ago', 「確認します」って言いましたよね; "Ny vynnav klewes 'drog yw genen' arta", Cornish: I don't want to
        hear 'we are sorry' again, the apology of the agent's first answer): in any language, the user holding the
        agent to its words; not when the user apologises ("sorry, I don't understand, what is 'financial means'?"
        asks). Over the seventeen tuning sets, 55 of the 57 later turns that quoted the agent's previous answer were
        complaints; of the two others one apologised."""
        if self._weights["echo"] <= 0 or not previous_answer or not any(mark in text for mark in _QUOTE_OPENINGS):
            return None
        if self._apology.search(text[:MESSAGE_CHARS_READ]):
            return None  # "sorry, I don't understand, what is 'financial means'?": asking, not holding to account
        said = [answer[:MESSAGE_CHARS_READ].lower() for answer in (previous_answer, *earlier_answers)]
        for match in _QUOTED.finditer(text[:MESSAGE_CHARS_READ]):
            quoted = next(group for group in match.groups() if group).strip()
            if len(quoted) >= _ECHO_MIN_CHARS and any(quoted.lower() in answer for answer in said):
                return shown(quoted)
        return None

    def _number_exclaimed(self, text: str, previous_answer: str | None, agent_asked: bool,
                          numbers_written: set[str]) -> str | None:
        """A number of the agent's previous answer the user writes back with "??" or "!!" beside it, or asks back as
        the message's opening question when the agent asked nothing (an answer to its question may be a number
        asked), in a message no model here reads (not English): in any language, disbelief at what the agent said
        ("Siku 7?? Hii ni msiba", "3 mois de préavis ?? La société sera radiée dans 15 jours", "Saa 24? Ni siku tano
        sasa."). Over the nineteen tuning sets, the 10 later turns not in English that did so were all
        complaints. Not a number the user wrote in an earlier message (`numbers_written`): their own choice taken up
        with joy ("u 14 è u 15 di lugliu", then "Perfettu, metteteci per u 14 allora!!")."""
        if not self._numbers_read or not previous_answer:
            return None
        given = set(_NUMBER.findall(previous_answer[:MESSAGE_CHARS_READ]))
        for match in _NUMBER_EXCLAIMED.finditer(text[:MESSAGE_CHARS_READ]):
            if match.group("opening") and agent_asked:
                continue
            number = match.group("before") or match.group("after") or match.group("opening")
            if number in given and number not in numbers_written:
                return shown(match.group(0).strip())
        return None

    def _number_held(self, text: str, previous_answer: str | None, numbers_written: set[str],
                     numbers_given: set[str], reply: str | None = None) -> str | None:
        """A number the user wrote in an earlier message, written again when the agent's last answer gave numbers
        of its own, and no answer of the agent's had given that one (not "el jueves a las 9", taking up "el jueves a
        las 9:00" the agent offered), in a message no model here reads (not English) that tells (no question closes
        it): the user holding to their figure against the agent's, in any language and any script's digits
        ("？？？5年不满12个月？你再看看", after "...需在申请前连续足额缴存住房公积金满12个月"; "2 giorni su 4, che
        generosità 👏", after "... un buono di 2 giornate"). The caller reads it when the agent asked nothing (an answer
        to its question may give the number again). Over every tuning set, not read as English, the 8 such later
        turns were complaints; in English, where the learned model reads the message, 69 of 75, and 6 conversations
        flagged falsely for 3 found ("add 8 to basket", "10kg extra then. ref GK2NWE"). Not when the agent's reply
        to the message (`reply`) writes the number with the word the user wrote after it ("30 sacch" written back
        in "Fatt: 30 sacch de mais ..."): the figure taken up as the user's own, an order read back, not held against
        the agent's (a reply giving the number with another word, "6 തെങ്ങുകളിൽ" for the user's "6 തെങ്ങിന്റെ", does not
        take the user's words up). A digit 1 beside a Cyrillic letter is the palochka, a letter (`_PALOCHKA`); and a
        new figure of as many characters before the number sets the user's own right ("4-6 ..., na 3-5 🙈")."""
        if not self._held_numbers_read or not previous_answer or not numbers_written:
            return None
        if text.rstrip().endswith(QUESTION_MARKS):
            return None  # "Immisa ayay noqonaysaa 40 xirmo?": how much for 40, asked
        if not _NUMBER.search(previous_answer[:MESSAGE_CHARS_READ]):
            return None
        text = _PALOCHKA.sub("Ӏ", text[:MESSAGE_CHARS_READ])
        new: set[int] = set()  # the lengths of the figures written before that neither side wrote earlier
        for match in _NUMBER.finditer(text):
            number = match.group(0)
            if number not in numbers_written and number not in numbers_given:
                new.add(len(number))
                continue
            if number in numbers_written and number not in numbers_given:
                if len(number) in new:
                    # A new figure of as many characters before it sets the user's own right ("Gav dhymm, kamm o ow
                    # dedhyow – 4-6 mis Est yw, na 3-5 🙈", Cornish: sorry, my dates were wrong, it is the 4th to 6th
                    # of May, not 3-5): the old one after it is no figure held ("Plot 21947, Block 5" holds the 5).
                    return None
                # A question of its own in a later sentence asks something new, the number its background ("... e
                # tla fihla pele ho la 20. Na nka hokahanya kopo ea ka le nomoro e ncha? ...", it should come before
                # the 20th; can I link my new number?); a question around the number ("5年不满12个月？") holds it.
                end = _SENTENCE_CLOSE.search(text, match.end())
                if end is not None and any(mark in text[end.end():] for mark in QUESTION_MARKS):
                    return None
                if reply and _read_back(number, text[match.end():], reply[:MESSAGE_CHARS_READ]):
                    continue
                return number
        return None

    def _number_said_back(self, text: str, previous_answer: str | None) -> str | None:
        """A figure the agent's previous answer gave alone in its sentence (a wait, a time, an amount: "Un avoir sera
        émis sous 5 jours ouvrés."), and never among others (options to choose from: "6, 10 en 15 m³", "9:10 i
        9:50"), that the user's message opens with and goes on after, or closes with when it asks nothing, in a
        message no model here reads (not English): the user holding up what the agent said, in any language ("25
        Minuten, na wunderbar. Dann eben das Ticket.", after "Die aktuelle Wartezeit beträgt ca. 25 Minuten."; "Awa
        24 ya wuce tun jiya fa.", Hausa: 24 hours passed yesterday already, after "... cikin awanni 24 na aiki"; "21
        көн күптән узды.", Tatar: 21 days are long past, after "эшләү срогы 14–21 көн"; "Anggapo ni met! Puro kayo
        6PM", Pangasinan: still nothing! you always say 6PM, after "Say danum et onbalik ed 6PM natan ya agew"). The
        caller reads it when the agent asked nothing (an answer to its question may be its figure). Not beside an
        emoji (`_EMOJI`). Over every tuning set, not read as English, 23 such later turns of 24 opened with it and
        were complaints; the other, with an emoji, took up a price ("Jissie, R489 vir 'n kilo 😳 Ag wat, dis sy
        70ste."); the 2 that closed with it were complaints."""
        if not self._said_back_read or not previous_answer or len(text.split()) < SAID_BACK_MIN_WORDS:
            return None
        if _EMOJI.search(text[:MESSAGE_CHARS_READ]):
            return None
        said: list[str] = []  # the figures at the opening and the close
        opening = _FIGURE.search(text[:SAID_BACK_OPENING_CHARS])
        if opening is not None and len(text[:opening.start()].split()) <= SAID_BACK_WORDS_BEFORE:
            said.append(opening.group(0))
        read = text[:MESSAGE_CHARS_READ].rstrip()
        if not read.endswith(QUESTION_MARKS):
            closing = list(_FIGURE.finditer(read, max(0, len(read) - SAID_BACK_CLOSING_CHARS)))
            if closing and not read[:closing[-1].start()][-1:].isdigit() and len(
                    read[closing[-1].end():].split()) <= SAID_BACK_WORDS_AFTER:
                said.append(closing[-1].group(0))
        if not said:
            return None
        alone: set[str] = set()
        among: set[str] = set()
        for sentence in _ANY_SENTENCE.findall(previous_answer[:MESSAGE_CHARS_READ]):
            figures = _FIGURE.findall(sentence)
            (alone if len(figures) == 1 else among).update(
                number for figure in figures for number in _NUMBER.findall(figure))
        return next((figure for figure in said if any(number in alone - among for number in _NUMBER.findall(figure))),
                    None)

    def _asked_back(self, text: str, previous_answer: str | None, written: set[str],
                    reply: str | None = None) -> str | None:
        """A word of the agent's previous answer, not the user's own before, that the user asks back as the message's
        opening question of a word or two, then goes on, in a message no model here reads (not English): disbelief
        at what the agent said, as a number asked back is ("Qanaqa shuttle? Hech qanaqa avtobus yo'q bu yerda.",
        Uzbek: what shuttle? there is no bus here; "Қандай материал? Сіздер әлі ештеңе кескен жоқсыздар ғой.",
        Kazakh: what material? you have cut nothing yet; "Tylko PDF? Szkoda."). Not beside a pleased mark
        ("Demora? respondeu logo 😄", delay? you answered at once). Not when the agent's reply to the message
        (`reply`) holds every word of the question: the agent answered it as a question asked ("Delivery mbeji? Bag
        uwu", Kanuri: is there delivery? five bags, answered "Aa, delivery Maiduguri-lan mbeji, N3,000. ..."). Not
        when the message goes on with questions alone ("Aandi mazina'igan? Online ina?", Ojibwe: where is the form?
        online?): the user asks on about the word, where disbelief goes on to tell what is so. The caller reads it
        when the agent asked nothing (an answer to its question may be its word asked back)."""
        if not self._asked_back_read or not previous_answer:
            return None
        opening = _OPENING_QUESTION.match(text[:MESSAGE_CHARS_READ])
        if not opening or len(opening.group(0).split()) > ASKED_BACK_MAX_WORDS or any(
                mark in text for mark in PLEASED_MARKS):
            return None
        if all(sentence.rstrip().endswith(("?", "？", "؟"))
               for sentence in _ANY_SENTENCE.findall(text[opening.end():MESSAGE_CHARS_READ]) if sentence.strip()):
            return None  # questions alone go on: the word asked about, not disbelieved
        asked = {word.lower() for word in _LETTER_WORD.findall(opening.group(0))}
        if reply and asked <= {word.lower() for word in _LETTER_WORD.findall(reply[:MESSAGE_CHARS_READ])}:
            return None  # the question answered in its own words: asked, not asked back
        answered = {word.lower() for word in _LETTER_WORD.findall(previous_answer[:MESSAGE_CHARS_READ])}
        for word in _LETTER_WORD.findall(opening.group(0)):
            if len(word) >= ASKED_BACK_MIN_LETTERS and word.lower() in answered and word.lower() not in written:
                return shown(opening.group(0).strip())
        return None

    def _answer_repeated(self, answers: list[frozenset[str]]) -> bool:
        """Whether the agent's last answer (the last of `answers`, the words of each of its answers so far) repeats
        an earlier one: most of their words shared, whatever the language ("Layihəniz hazırda dizaynerimiz tərəfindən
        hazırlanır. ..." twice, "आपले पेमेंट यशस्वी झाले आहे. ..." twice). The user who writes again after it is
        answered by a loop: over the twenty-one tuning sets, 140 of the 145 later turns after such an answer were
        complaints, 6 of 6 not in English; the 5 others asked for a person alone ("operator"), which the caller
        leaves to the escalation detector in English."""
        if not self._repeats_read or len(answers) < 2 or len(answers[-1]) < REPEATED_ANSWER_MIN_WORDS:
            return False
        last = answers[-1]
        return any(len(last & earlier) / len(last | earlier) >= REPEATED_ANSWER_SIMILARITY
                   for earlier in answers[:-1] if earlier)

    def _repeated_in_capitals(self, text: str, written: set[str], previous_answer: str | None) -> str | None:
        """A word of the message in capitals that the user wrote earlier in small letters and the agent's last
        answer does not hold: the user saying again, louder, what the agent passed over (Wolof "Fey naa ko BA PARÉ,
        DÉMB", Malagasy "Nilaza aho hoe 2 HERINANDRO", German "Nein, nicht pausiert. GEKÜNDIGT."). A word always in
        capitals (a code, "SMS") was never written small. Over every tuning set, not read as English, 10 such
        conversations of 10 were complaints; in English joy shouts the user's own words again ("THANK YOU!!" after
        "thank you"), 12 of 100 were none, so there it weighs half and never in thanks."""
        if not self._capitals_read or not written:
            return None
        answered = {word.lower() for word in _LETTER_WORD.findall(previous_answer or "")}
        for word in _LETTER_WORD.findall(text):
            if (len(word) >= CAPITALISED_REPEAT_MIN_LETTERS and word.isupper() and word.lower() in written
                    and word.lower() not in answered):
                return word
        return None

    def _same_request(self, request: frozenset[str], before: frozenset[str]) -> bool:
        if len(before) < self.config.rephrase_min_words:
            return False
        numbers, numbers_before = ({word for word in words if word.isdigit()} for words in (request, before))
        if numbers and numbers_before and numbers != numbers_before:
            return False  # order 1001, then order 1002: two requests
        return len(request & before) / min(len(request), len(before)) >= self.config.rephrase_similarity

    def score(self, cues: list[Cue]) -> float:
        """The strongest cue of each family, added up."""
        best: dict[str, float] = {}
        for cue in cues:
            best[cue.family] = max(best.get(cue.family, 0.0), cue.weight)
        return sum(best.values())

    def detect(self, session: Session) -> Signal | None:
        """The turns whose cues add up to `threshold`. A turn that does so only with the learned model's verdict
        is kept when the conversation corroborates it: the agent's answer to it reacts to displeasure
        (AGENT_REACTION: an apology, "I understand", "you're right"; never its hand-off to people; "I understand" alone
        only where the user shows displeasure or the agent has failed: `_understanding_counts`), the user asks the
        same thing again, or another of the user's messages holds a complaint cue of its own (not swearing aimed at
        nobody alone: the user's circumstances); one turn resting on the model alone, with nothing around it, is no
        complaint, and two such turns corroborate each other only while the user has not praised the agent, and neither
        is a message whose request the agent granted at once before it had failed at anything (`_granted`). A message
        the agent took as news or as a joke (AGENT_THANKS_FOR_TELLING, AGENT_LAUGHS) corroborates no other by its weak
        cues or the model's verdict, and its own verdict is corroborated by no other verdict of the model."""
        evidence: list[Evidence] = []
        # (evidence, the agent's answer, asked again, on the model alone, understanding counts): turns that need the
        # conversation's word
        resting: list[tuple[Evidence, str, bool, bool, bool]] = []
        cued_turns: set[int] = set()  # the user's turns with a rule cue of any weight
        earlier: list[tuple[int, frozenset[str]]] = []
        agent_asked = False
        previous_answer: str | None = None
        answers: list[frozenset[str]] = []  # the words of each of the agent's answers so far
        agent_answers: list[str] = []  # the agent's answers so far
        contexts = turn_contexts(session.turns) if self._model is not None else {}
        # The contexts hold whether each message is read as English; without the model, it is read here.
        english = ({index: context.english for index, context in contexts.items()} if contexts
                   else session_english(session.turns)
                   if self._disputes or self._apologies_read or self._numbers_read or self._repeats_read
                   or self._capitals_read or self._asked_back_read or self._held_numbers_read
                   or self._said_back_read or self._passed_read or self._said_again_read
                   or self._refusals_read or self._disbelief_read or self._sentences_read else {})
        written: set[str] = set()  # the words the user wrote so far not in capitals, lowered
        words_written: set[str] = set()  # every word the user wrote so far, lowered
        pairs_written: set[tuple[str, str]] = set()  # the pairs of words side by side the user wrote so far
        pairs_answered: set[tuple[str, str]] = set()  # the pairs of words side by side the agent's answers gave
        references_written: set[str] = set()  # the references the user wrote so far ("ZW-88213")
        said_sentences: set[str] = set()  # the sentences of the agent's answers before its last (`sentences`)
        answered = False  # whether the agent answered a message so far
        numbers_written: set[str] = set()  # the numbers the user wrote so far
        numbers_given: set[str] = set()  # the numbers the agent's answers gave so far, and their whole parts
        praised = False  # whether the user praised the agent in a message with no cue
        calm: set[int] = set()  # the user's turns the agent took as news or as a joke (AGENT_THANKS_FOR_TELLING)
        granted: set[int] = set()  # the user's turns whose request the agent granted at once (AGENT_GRANTS)
        for turn in session.turns:
            text = turn.user_text
            if text:
                cues = self.cues(text, earlier, agent_asked, contexts.get(turn.index))
                # A correction setting aside what no answer of the agent's said is the user specifying what they
                # want ("A human-readable PDF, not the portal link."): a weak cue, which needs another.
                cues = [replace(cue, weight=cue.weight * UNSAID_CONTRAST_SHARE)
                        if cue.family == "correction" and _contrast_unsaid(
                            with_apostrophes(text.replace("’", "'")), cue.words, agent_answers) else cue
                        for cue in cues]
                # An earlier answer's words quoted are read in a message no model here reads (not English): in
                # English a label the agent named before is quoted as often ("I don't see 'View team pay' there.").
                before = tuple(agent_answers[:-1]) if not english.get(turn.index, True) else ()
                if earlier and (echoed := self._echoed(text, previous_answer, before)):
                    cues.append(Cue("echo", f'"{echoed}"', self._weights["echo"]))
                # Displeasure told of another provider, every sentence saying something naming someone else ("the
                # dispatcher was useless, kept sayin it couldn't have been their driver"): the agent's "that sounds
                # frustrating" is sympathy with the story, neither a concession nor a reaction to a complaint.
                told_of_others = bool(_OTHER_PROVIDER.search(text)) and _aimed_elsewhere(text)
                # A fact or a figure set right with a laugh, asking nothing ("Ok but 550 - 480 is 70 not 40 😅"): the
                # agent owning its mistake is no displeasure of the user's.
                laughed = bool(_LAUGHS.search(text[:MESSAGE_CHARS_READ])) and not any(
                    mark in text[:MESSAGE_CHARS_READ] for mark in QUESTION_MARKS)
                if earlier and not told_of_others and not laughed and (
                        conceded := self._conceded(text, turn.final_response)):
                    cues.append(Cue("agent_concedes", conceded, self._weights["agent_concedes"]))
                # From the first message on, the agent finding what the user told below the service's own standard
                # ("That's not acceptable.", `standard_failed.py`): the report owned as the service's fault.
                elif (self._concession is not None and self.config.english_cues and not told_of_others
                      and turn.final_response
                      and (failed := standard_failed(turn.final_response[:MESSAGE_CHARS_READ]))):
                    cues.append(Cue("agent_concedes", failed, self._weights["agent_concedes"]))
                other_language = not english.get(turn.index, True) or self._answered_in_declared(turn.final_response)
                if earlier and other_language and (disputed := self._disputed(text, turn.final_response)):
                    cues.append(Cue("disputed", disputed, self._weights["disputed"]))
                elif earlier and not agent_asked and other_language and (
                        apologised := self._apologised_to(text, turn.final_response)):
                    cues.append(Cue("apologised_to", apologised, self._weights["apologised_to"]))
                elif earlier and not agent_asked and not other_language and (
                        opened := _apology_opens(turn.final_response)):
                    cues.append(Cue("apology_opens", opened, self._weights["apology_opens"]))
                if earlier and not english.get(turn.index, True) and (
                        exclaimed := self._number_exclaimed(text, previous_answer, agent_asked, numbers_written)):
                    cues.append(Cue("number_exclaimed", exclaimed, self._weights["number_exclaimed"]))
                elif earlier and not agent_asked and not english.get(turn.index, True) and (
                        asked_back := self._asked_back(text, previous_answer, written, turn.final_response)):
                    cues.append(Cue("asked_back", asked_back, self._weights["asked_back"]))
                if earlier and not agent_asked and not english.get(turn.index, True) and (
                        held := self._number_held(text, previous_answer, numbers_written, numbers_given,
                                                  turn.final_response)):
                    cues.append(Cue("number_held", held, self._weights["number_held"]))
                elif earlier and not agent_asked and not english.get(turn.index, True) and (
                        said_back := self._number_said_back(text, previous_answer)):
                    cues.append(Cue("number_said_back", said_back, self._weights["number_said_back"]))
                if earlier and not agent_asked and self._passed_read and previous_answer and not english.get(
                        turn.index, True) and (passed := figure_passed(text[:MESSAGE_CHARS_READ],
                                                                      previous_answer[:MESSAGE_CHARS_READ])):
                    # The hour or the wait the agent gave has passed ("ka poh 11 nyoe", after "singoh poh 9").
                    cues.append(Cue("figure_passed", passed, self._weights["figure_passed"]))
                elif not agent_asked and self._passed_read and not english.get(turn.index, True) and (
                        passed := figure_passed_within(text[:MESSAGE_CHARS_READ])):
                    # The figure given and the figure now, told by the user alone ("Nalipila pa 12, ... Lelo ni pa
                    # 20.", Bemba: I paid on the 12th ... today is the 20th), from the first message on.
                    cues.append(Cue("figure_passed", passed, self._weights["figure_passed"]))
                if earlier and previous_answer and not laughed and self._weights["answer_denied"] > 0 and english.get(
                        turn.index, True) and (denied := answer_denied(text[:MESSAGE_CHARS_READ],
                                                                       previous_answer[:MESSAGE_CHARS_READ],
                                                                       words_written)):
                    # A word or figure of the agent's previous answer set aside for another ("50, not 100" after
                    # "sertraline 100mg"): the agent's own word disputed; with a laugh, asking nothing, a figure set
                    # right ("Ok but 550 - 480 is 70 not 40 😅").
                    cues.append(Cue("answer_denied", denied, self._weights["answer_denied"]))
                if pairs_written and answered and self._said_again_read and not english.get(turn.index, True) and (
                        again_said := said_again(text[:MESSAGE_CHARS_READ], pairs_written, pairs_answered,
                                                 references_written)) and not _untroubled_emoji(text):
                    # Two words of the user's own earlier message, which no answer took up, said again
                    # ("Ndithe imali ibikhona!", I said the money was there); beside a laugh, a heart or folded hands
                    # the user tells their own story back with the good news, as the marks and capitals are read.
                    cues.append(Cue("said_again", again_said, self._weights["said_again"]))
                if previous_answer and self._disbelief_read and not english.get(turn.index, True) and (
                        marked := disbelief_marks(text[:MESSAGE_CHARS_READ]) or _exclaimed_displeased(text)) and (
                        not _untroubled_emoji(text)):
                    # The agent's answer met with "??", "?!" or an emoji of irony ("Siku 7?? Hii ni msiba jamani").
                    cues.append(Cue("disbelief_marks", marked, self._weights["disbelief_marks"]))
                if earlier and self._refusals_read and not english.get(turn.index, True) and (
                        not _PLEASE.search(text) and (refused := machine_refused(without_quotations(text)))):
                    # After the agent answered, the machine set aside ("..., buca cun in robot") is displeasure with it;
                    # with "please" it is a request, asked politely.
                    cues.append(Cue("machine_refused", shown(refused), self._weights["machine_refused"]))
                if earlier and self._answer_repeated(answers) and (not english.get(turn.index, True) or (
                        self._person is not None and not self._person.find(text))):
                    # In English a loop met with a request for a person alone ("operator") is that request.
                    cues.append(Cue("answer_repeated", shown(previous_answer or ""), self._weights["answer_repeated"]))
                elif earlier and self._sentences_read and previous_answer and not english.get(turn.index, True) and (
                        repeated := sentence_repeated(previous_answer[:MESSAGE_CHARS_READ], said_sentences)):
                    # A sentence of an earlier answer said again inside a new one ("Ma oda a mu Lilongwe amafika
                    # pakatha masiku 1 mpaka 2 a ntchito.", twice): the user meets a loop.
                    cues.append(Cue("sentence_repeated", shown(repeated), self._weights["sentence_repeated"]))
                if earlier and (capitalised := self._repeated_in_capitals(text, written, previous_answer)):
                    if not english.get(turn.index, True):
                        if not _untroubled_emoji(text):  # beside a laugh or fire, capitals are joy (`cues`)
                            cues.append(Cue("repeated_in_capitals", capitalised,
                                            self._weights["repeated_in_capitals"]))
                    elif not _POLITE.search(text) and not any(mark in text for mark in PLEASED_MARKS):
                        # In English joy shouts the user's own words too ("THANK YOU!!"): a weak cue, never in
                        # thanks, that needs another ("THURSDAY" and the word in capitals).
                        cues.append(Cue("repeated_in_capitals", capitalised,
                                        self._weights["repeated_in_capitals"] * ENGLISH_CAPITALS_SHARE))
                written.update(word.lower() for word in _LETTER_WORD.findall(text) if not word.isupper())
                words_written |= words_of(text[:MESSAGE_CHARS_READ])
                if self._said_again_read:
                    pairs_written |= word_pairs(text[:MESSAGE_CHARS_READ])
                    references_written |= references(text[:MESSAGE_CHARS_READ])
                numbers_written.update(_NUMBER.findall(_PALOCHKA.sub("Ӏ", text[:MESSAGE_CHARS_READ])))
                if cues and _celebrated(turn.final_response):
                    # The agent read joy in the turn: capitals, "!!!", "the 50th time", "losing my mind over this" and
                    # the model's verdict were delight; a judgement of the agent or the service still stands.
                    cues = [cue for cue in cues if cue.family in STANDS_BESIDE_JOY]
                elif cues and english.get(turn.index, True) and cheered(turn.final_response, self._reacts):
                    # The agent's own exclamation, reacting to no displeasure ("Done!", "Thank you!"), read the
                    # message as glad or ordinary: its marks of tone ("YES!!! BLOODY LEGENDS", "seriously,") are read so
                    # (cheered.py).
                    cues = [cue for cue in cues if not tone_only(cue.family, cue.words)]
                earlier.append((turn.index, _request(text)))
                # The user's own words decide: rule cues aimed at the agent, the service or the conversation.
                rules = [cue for cue in cues if cue.family != "learned" and cue.aimed]
                if turn.final_response and _TAKEN_CALMLY.search(turn.final_response[:MESSAGE_CHARS_READ]):
                    # The agent thanked the user for telling ("Thank you for letting us know") or laughed ("Ha!"):
                    # news or a joke, whose weak cues and model's verdict corroborate no other message (a complaint
                    # in the user's own words still does).
                    calm.add(turn.index)
                elif not rules and visit_arranged_around(text[:MESSAGE_CHARS_READ]):
                    # A visit arranged around the weather or a place ("call me before coming. road is very bad in this
                    # rain"): news of the circumstance, whose model's verdict corroborates no other message.
                    calm.add(turn.index)
                elif not rules and _call_arranged(text, self._person):
                    # A call arranged to the number the user gives or at the hour the user names ("Can one of them
                    # call our chairman on 0782 330 617 this week?", "can someone from HR call me after 2pm?"): the
                    # user's situation told for the call, whose model's verdict corroborates no other message's, as a
                    # visit arranged is.
                    calm.add(turn.index)
                if turn.final_response and self._granted(text, turn.final_response, agent_answers):
                    granted.add(turn.index)
                if any(_corroborates(cue) for cue in rules) and (
                        turn.index not in calm or self.score(rules) >= self.config.threshold):
                    # Swearing aimed at nobody alone ("the damn raccoons got two of them", "that fire was an absolute
                    # bastard") is the user's circumstances: it needs another cue in its own message, and
                    # corroborates no other; so does surprise alone ("Wow that's handy"), joy's as often as anger's.
                    cued_turns.add(turn.index)
                if not cues and self._praise and self._praises(text):
                    praised = True
                if cues and self.score(cues) >= self.config.threshold:
                    found = Evidence(turn=turn.index, detail="; ".join(str(cue) for cue in cues))
                    if self.score(rules) >= self.config.threshold:
                        evidence.append(found)
                    else:
                        context = contexts.get(turn.index)
                        again = (context is not None and context.similarity >= SAME_REQUEST
                                 and not _FOLLOW_UP.search(text))
                        on_model = all(cue.aimed for cue in cues)
                        answer = "" if told_of_others else turn.final_response or ""
                        if ((self._person is not None and self._person.find(text)) or _gives_phone(text)
                                or _ASKS_CALL.search(text)):
                            # a call arranged answers the request for a person, for a call, or to the number given
                            answer = _CALLS_BACK.sub(" ", answer)
                        # The agent's understanding alone reacts to displeasure only where the user shows it
                        # (shouting, "!!", a stressed word, "now!"), the agent has failed at something or the user's
                        # words are of it (`_understanding_counts`).
                        understood = any(cue.family in INTENSITY for cue in cues) or self._understanding_counts(
                            text, previous_answer, agent_answers)
                        resting.append((found, answer, again, on_model, understood))
            if self._sentences_read and previous_answer:
                said_sentences |= sentences(previous_answer[:MESSAGE_CHARS_READ])
            previous_answer = turn.final_response
            if previous_answer:
                agent_answers.append(previous_answer)
            if self._held_numbers_read and previous_answer:
                for number in _NUMBER.findall(previous_answer[:MESSAGE_CHARS_READ]):
                    numbers_given.update((number, _NUMBER_PARTS.split(number)[0]))
            answers.append(frozenset(_ANY_WORD.findall((turn.final_response or "")[:MESSAGE_CHARS_READ].lower())))
            if self._said_again_read and turn.final_response:
                answered = True
                pairs_answered |= word_pairs(turn.final_response[:MESSAGE_CHARS_READ])
            if turn.final_response:
                agent_asked = turn.final_response.rstrip().endswith(QUESTION_MARKS)
        complaints = list(evidence)  # the turns that are complaints by the user's own words
        for found, answer, again, on_model, understood in resting:
            # Another turn resting on the model corroborates; one resting on a judgement aimed at nobody does not.
            # ... unless the user praised the agent: two verdicts of the model then read a trouble told; nor one on a
            # message the agent took as news or as a joke, either way.
            others: set[int | None] = set(cued_turns - {found.turn})
            if not others and not praised and found.turn not in calm | granted:
                others = {item.turn for item, _, _, on_model, _ in resting
                          if on_model and item.turn not in calm | granted} - {found.turn}
            # The agent's sympathy with the trouble told ("sorry to hear that", "sorry you're without power") is said
            # to a problem reported plainly as often as to displeasure: it corroborates no turn.
            answer = _SYMPATHY.sub(" ", answer[:MESSAGE_CHARS_READ])
            if not on_model:
                # Negativity aimed at nobody: nor does a weak cue elsewhere make it a complaint about the agent; a
                # complaint does.
                others = {item.turn for item in complaints} - {found.turn}
            # The agent handing off ("I'm transferring you") answers a request for a person, not displeasure; its
            # apology for what it cannot do ("I'm sorry, I don't have access to that") is its own limit.
            # Nor does its granting one fact the user told ("You're right that until last week the last trip was at
            # 7:30 PM."): it takes the fact up, owning no displeasure.
            answer = _GRANTS_FACT.sub(" ", _WAIVES_APOLOGY.sub(" ", _INABILITY.sub(" ", answer)))
            # Nor does a call it offers as a question ("Would you like me to ask them to call you instead?"): it
            # proposes the next step, reacting to nothing the user said.
            answer = _CALL_OFFERED.sub(" ", answer)
            if not understood and not self._reaction.search(_UNDERSTANDS.sub(" ", answer)):
                # The agent only says it understands ("That's understandable.") a message of the user's circumstances
                # (a boss, the weather, a parent's illness) before it has failed at anything: sympathy, no reaction.
                answer = _UNDERSTANDS.sub(" ", answer)
            if reaction := self._reaction.search(answer):
                detail = f'{found.detail}; agent reacts "{shown(reaction.group(0))}"'
                evidence.append(found.model_copy(update={"detail": detail}))
            elif again:
                evidence.append(found.model_copy(update={"detail": f"{found.detail}; asked again"}))
            elif others:
                turns = ", ".join(str(turn) for turn in sorted(turn for turn in others if turn is not None))
                evidence.append(found.model_copy(update={"detail": f"{found.detail}; cues at turn {turns}"}))
        evidence.sort(key=lambda item: item.turn or 0)
        return make_signal(self, evidence)


def _words_test(config: ComplaintConfig) -> WordsTest | None:
    """Wider than the detector: the team's words, a repeated request (two messages), or enough capitals to shout.
    None (every session's words read) with the built-in English cues: hundreds of words, negations, a score."""
    needles = phrase_needles([*config.phrases, *config.declared("complaint_phrases")])
    if config.english_cues or needles is None:
        return None
    return WordsTest(needles=tuple(needles), patterns=tuple(pattern.lower() for pattern in config.patterns),
                     min_messages=2,
                     min_capitals=int(config.shouting_min_letters * config.shouting_uppercase_ratio))


SPEC = DetectorSpec(name="complaint", config=ComplaintConfig, build=ComplaintDetector, weight=2.0,
                    user_words=_words_test)
