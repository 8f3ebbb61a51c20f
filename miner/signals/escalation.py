"""escalation: the user asking for a person, the agent handing off to people, a hand-off tool, a transfer to a
human agent.

The user's request is read from their own words with the English cue families of `english.py` (asking for a
person, asking to be called back, asking to escalate) and the team's own `phrases` / `patterns`; the agent's
hand-off from its answers ("I'm transferring you to our billing team").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fnmatch import fnmatchcase

from pydantic import Field, field_validator

from miner.model import Evidence, Session, Signal, SignalKind, Turn
from miner.signals.base import DetectorSpec, Section, WordsTest, check_patterns, make_signal, phrase_needles
from miner.signals.borrowed_roles import (
    borrowed_office_and_contact,
    borrowed_role,
    borrowed_role_and_contact,
    borrowed_role_number,
    contact_loanword,
    handed_role,
    names_handed_role,
    opens_on_role,
    sentences,
)
from miner.signals.declared import (
    HANDS_OFF,
    WAITS,
    DeclaredLanguage,
    ReadsLanguages,
    RequestWordsTable,
    phrases_regex,
    with_apologies,
)
from miner.signals.disbelief_marks import figure_disbelieved
from miner.signals.english import (
    ACCEPTANCE,
    AGENT_HANDOFF,
    ANSWER_ABOUT_PEOPLE,
    ELSEWHERE,
    ESCALATION_FAMILIES,
    NEGATIONS,
    OWN_PEOPLE,
    PERSON_OR_REACHING,
    SERVICE_WORKER,
    SPEAKING,
    SPEAKING_PURPOSE,
    TALK_TO_AGENT,
    TIMED_CALL,
    UNREACHED_PERSON,
)
from miner.signals.handoff_corroborated import corroborated
from miner.signals.learned import (
    OFFERS_PERSON,
    Context,
    LearnedModel,
    reads_as_english,
    session_english,
    shipped_model,
    turn_contexts,
)
from miner.signals.letters import UNSPACED
from miner.signals.machine_set_aside import machine_set_aside, real_one_after_machine
from miner.signals.number_asked import number_asked, number_given, number_wanted, thing_answered
from miner.signals.number_called import asks_for_a_number, number_called, written_to
from miner.signals.number_confirmed import number_confirmed
from miner.signals.number_said_back import asked_number_said_back, number_taken
from miner.signals.other_languages import AGENT_APOLOGIES, NATURE_QUESTIONS, PERSON_REQUESTS
from miner.signals.person_sent import person_asked, person_sent
from miner.signals.request_words import (
    CLAUSE,
    QUESTION_MARKS,
    REQUEST_WORDS,
    TELEPHONE,
    PersonRequestRule,
    RequestWords,
    alternation,
    joined,
    merged,
)
from miner.signals.role_named_back import role_named_back
from miner.signals.text import (
    MASK,
    MESSAGE_CHARS_READ,
    Matcher,
    machine_refused,
    names_machine,
    phrase_pattern,
    present,
    required_substrings,
    shown,
    with_apostrophes,
    without_machine_questions,
    without_nature_questions,
    without_quotations,
)
from miner.signals.turned_elsewhere import without_turning_elsewhere
from miner.signals.whom_to_call import without_whom_to_call

# ADK's built-in transfer tool: the target agent is an argument, so a transfer shows as a tool call too.
TRANSFER_TOOLS = {"transfer_to_agent"}
# The user giving their own number ("you can call me on 0151 …", "reach me at +44 …") is no request for a person:
# the learned model, which reads "call me" as one, is not asked about such a message.
_OWN_NUMBER = re.compile(r"\b(?:call|reach|text|ring|phone)\s+me\s+(?:on|at)\s+[(+]?\d", re.IGNORECASE)
_TALK_TO_AGENT = re.compile(TALK_TO_AGENT, re.IGNORECASE)
_PERSON_OR_REACHING = re.compile(PERSON_OR_REACHING, re.IGNORECASE)
_ABOUT_PEOPLE = re.compile(ANSWER_ABOUT_PEOPLE, re.IGNORECASE)
_OWN_PEOPLE = re.compile(OWN_PEOPLE, re.IGNORECASE)
# Saying yes to a person the agent offered ("Would you like me to connect you with our team?" "yes please") is no
# request of the user's own: the agent's offer, and its hand-off, are evidence of their own.
_ACCEPTANCE = re.compile(ACCEPTANCE, re.IGNORECASE)
_EMAIL = re.compile(r"\S+@\S+")
_UNREACHED_PERSON = re.compile(UNREACHED_PERSON, re.IGNORECASE)
_UNREACHED_NEEDLES = required_substrings(UNREACHED_PERSON)
_OTHER_NATURE_QUESTIONS = re.compile(NATURE_QUESTIONS, re.IGNORECASE)
_SERVICE_WORKER = re.compile("|".join(SERVICE_WORKER), re.IGNORECASE)
_TIMED_CALL = re.compile(TIMED_CALL, re.IGNORECASE)
_SPEAKING_PURPOSE = re.compile(SPEAKING_PURPOSE, re.IGNORECASE)
_SPEAKING = re.compile(SPEAKING, re.IGNORECASE)
_SENTENCE = re.compile(r"[^.?!]+[.?!]*")
_NO_MATCH = re.compile(r"(?!)")
# A number to dial: five digits or more, in groups ("0800-55501", "+7 701 555 0193").
_NUMBER_TO_DIAL = re.compile(r"\d(?:[\s-]?\d){4,}")


# A request in English asks: its clause holds a wish (REQUEST_WORDS' English wishes, none of them negated: "can't get
# through to speak with anyone" wishes nothing), opens with an imperative, ends in a question or is short. A call back
# told of ("told to call back", "waiting for a callback"), a talk reported ("I spoke to an agent", "I'm going to speak
# with customer service tomorrow") ask for no one.
_ENGLISH_WISH = re.compile(alternation(REQUEST_WORDS["english"].wish, spaced=True), re.IGNORECASE)


# At most this many words, a clause that names a person asks for one ("human pls", "a manager, now"); not beside
# laughter or cheer, where it greets one found ("Woo! A real person.", "A real person! Haha, I'm also a girl").
SHORT_REQUEST = 4
_CHEER = re.compile(r"\b(?:a?ha(?:ha)+h*|he(?:he)+|lo+l+|lmf?ao+|wo+o+|ya+y+|hooray)\b", re.IGNORECASE)
_NEGATED = re.compile(r"(?<!\bwhy\s)\b(?:\w+n['’]t|cannot|cant|dont|wont|couldnt|wouldnt|didnt|doesnt)\b"
                      r"(?:\s+\w+){0,2}", re.IGNORECASE)
# A wish under a condition is no wish of the user's now ("if you ever need someone to talk to").
_CONDITION = re.compile(r"\b(?:if|when|whenever|unless)\b[^,]*", re.IGNORECASE)
# Nor is a person named only in a condition whose subject is anyone ("you" for people in general, with no "me" or "us"
# in it): "it's a lot easier when you can actually talk to people"; not "it would be easier if I could just talk to a
# person", "I'd appreciate it if you could put me through to someone".
_GENERAL_CONDITION = re.compile(r"\b(?:if|when|whenever|once)\s+(?:you|u|one|people)\b(?![^,]*\b(?:me|us|my|our)\b)"
                                r"[^,]*", re.IGNORECASE)
# A modal after "so" and its subject names a purpose, no wish ("I cleared the store room so your engineer could get to
# the units"; "so can someone call me?" still asks).
_PURPOSE = re.compile(r"\bso(?:\s+that)?\s+(?:[\w']+\s+){1,3}?(?:could|would|can|will|might)\b", re.IGNORECASE)
# A question that asks nothing of the agent: why, whether something works, what will happen ("why can't I speak to
# a human?" still asks, by its wish: the negation after "why" is no negation).
_RHETORICAL = re.compile(r"^\W*(?:and\s+|so\s+|but\s+)?(?:why|will\s+we|what|when|where|"
                         r"how\s+(?!do\s+i|can\s+i|about))\b", re.IGNORECASE)


# A clause, or its part after a comma, opening with an imperative ("get her to call me", "transfer me", "just put
# someone on", "this is too much to type, I beg make your sales person call me", where "I beg" is "please") wishes;
# "have to", "have been" tell.
_IMPERATIVE = re.compile(r"(?:^|,)\W*(?:(?:please|pls|just|then|ok|okay|so|and|now|yes|no|i\s+beg)\W+)*"
                         r"(?:make|get|have(?!\s+(?:to|been|had|got|no)\b)|ask|tell|let|put|transfer|connect|call|ring|phone|"
                         r"send|find|give|pass|escalate|bring)\b", re.IGNORECASE)


# A question of necessity asks whether one must, and wishes nothing ("do I need to call anyone to reorder, or is it in
# the app?", "would I need to call anyone to make sure it goes to principal?", "do we need to report this to your
# security team?"): the subject after the verb, as a question puts it. Its alternative after "or" still may ask ("do I
# have to keep waiting or can someone call me?").
_NECESSITY = re.compile(r"^\W*(?:(?:and|so|but|also|ok|okay|then)\W+)*(?:do|does|did|would|will|should|must|shall)\s+"
                        r"(?:i|we|he|she|they|(?:my|our)\s+\w+)\s+(?:\w+\s+)?(?:need|have|got)\s+to\b", re.IGNORECASE)
# An alternative that is a question of its own ("or can someone call me?"; not "call or email someone").
_ALTERNATIVE = re.compile(r"\bor\s+((?:can|could|would|will|may|is|are|do|does)\b.+)", re.IGNORECASE)


def wished(text: str, finds: Callable[[str], object]) -> bool:
    """Whether a clause of the message that asks for a person (by `finds`) wishes it: see `_ENGLISH_WISH`."""
    for clause in CLAUSE.findall(text):
        clause = clause.strip()
        if _NECESSITY.search(clause):
            clause = alternative.group(1) if (alternative := _ALTERNATIVE.search(clause)) else ""
        if not finds(clause):
            continue
        if ((_ENGLISH_WISH.search(_PURPOSE.sub(" ", _CONDITION.sub(" ", _NEGATED.sub(" ", clause))))
                and finds(_GENERAL_CONDITION.sub(" ", clause)))
                or _IMPERATIVE.search(clause)
                or (len(clause.split()) <= SHORT_REQUEST and not _CHEER.search(text))
                or (text[text.find(clause) + len(clause):][:1] == "?"
                    and not _RHETORICAL.search(clause) and not _NEGATED.search(clause))):
            return True
    return False


def without_unreached_people(text: str) -> str:
    """The message without its clauses about failing to reach a person or waiting for one (UNREACHED_PERSON)."""
    lowered = text.lower()
    if _UNREACHED_NEEDLES is not None and not any(needle in lowered for needle in _UNREACHED_NEEDLES):
        return text
    return _UNREACHED_PERSON.sub(" ", text)


def without_service_workers(text: str) -> str:
    """The message without its sentences that ask for a worker of the service (staff on site, someone to deliver
    or install) and name no conversation with a person."""
    if not _SERVICE_WORKER.search(text):
        return text
    return " ".join(sentence for sentence in _SENTENCE.findall(text)
                    if not _SERVICE_WORKER.search(sentence) or _SPEAKING.search(sentence))


def without_timed_calls(text: str) -> str:
    """The message without the calls it asks of the one coming, timed to the coming (TIMED_CALL), in sentences that
    say nothing to talk about."""
    if not _TIMED_CALL.search(text):
        return text
    return " ".join(sentence if _SPEAKING_PURPOSE.search(sentence) else _TIMED_CALL.sub(" ", sentence)
                    for sentence in _SENTENCE.findall(text))


# A request made of an act of contact and whoever the business has, in any wording ("Can the accommodation office ring
# my mum?", "Tell Mr. Perera or whoever is above him to call me today", "I need a litigation partner on the phone
# today"): the act is the user's, in a clause that asks (`_asks`); whom they ask for is read from the agent's answer,
# which has one of its people reach the user (`_REACHES_USER`) though it had offered no one (`reached_on_request`).
# The act is not one already spoken of ("the call would still be great", "the point of this chat").
_CONTACT_ACT = re.compile(r"(?<!\bthe\s)(?<!\bthis\s)(?<!\bthat\s)"
                          r"\b(?:talk(?:ing)?|speak(?:ing)?|chat(?:ting)?|call|phone|ring|discuss|(?:have|get)\s+a\s+word|"
                          r"on\s+the\s+phone|by\s+phone|face\s+to\s+face|put\s+(?:me|us)\s+through|"
                          r"connect\s+(?:me|us)|pass\s+(?:me|us)\s+(?:on|over|to))\b", re.IGNORECASE)
# The agent's answer having one of its people reach the user: a call, a ring, a phone call or contact, to the user
# ("I've asked a records clerk to call you", "a litigation partner will call you within 2 hours", "she'll phone you
# back", "I've requested a callback"), in a sentence that neither asks nor offers; not a call timed to the coming of
# whoever calls ("a note for the driver to call you when they arrive", "the driver should ring you from the cattle
# grid"): a worker on the way, no one to talk to.
_REACHES_USER = re.compile(r"(?:\b(?:call(?:ed|ing|s)?|phon(?:e|es|ed|ing)|ring(?:s|ing)?|contact(?:s|ed|ing)?)\s+"
                           r"(?:you|u|her|him|them)\b|\bcall[\s-]*back\b|\bcallback\b)"
                           r"(?!(?:\s+[\w']+){0,2}\s+(?:when|once|as\s+soon\s+as|before|from|on\s+(?:his|her|their|the)\s+way)\b)",
                           re.IGNORECASE)


def offers_contact(answer: str) -> bool:
    """Whether the agent's answer offers the user a call or a talk in a sentence that asks or offers ("would you like
    our practice nurse to give a call to book that in?"), or in the sentence before a question closing the answer
    ("Our operations manager can also call you today. Would you like that?"): a request that follows takes up the
    offer."""
    told = _SENTENCE.findall(answer)
    # A question closing the answer asks about the sentence before it too ("Our operations manager can also call you
    # today. Would you like that?").
    if len(told) >= OFFER_SENTENCES and told[-1].rstrip().endswith(QUESTION_MARKS) and (
            _CONTACT_ACT.search(told[-2]) or _REACHES_USER.search(told[-2])):
        return True
    return any((sentence.rstrip().endswith(QUESTION_MARKS) or _OFFER.search(sentence))
               and (_CONTACT_ACT.search(sentence) or _REACHES_USER.search(sentence))
               for sentence in told)


# A title's full stop ends no clause ("Tell Mr. Perera to call me").
_TITLE_DOT = re.compile(r"\b(mr|mrs|ms|dr|st|prof)\.", re.IGNORECASE)
# An imperative after the condition it answers ("if you can't see it then put me through to someone in billing").
_THEN_IMPERATIVE = re.compile(r"\bthen\s+(?:just\s+)?(?:put|get|tell|have|let|transfer|connect|pass|call|ring|phone)\b",
                              re.IGNORECASE)


# A question of whom one should turn to asks to be told, not put through ("Who should I speak with to make sure the
# canteen knows?").
_WHOM_QUESTION = re.compile(r"^\W*(?:(?:and|so|but|ok|okay|then)\W+)*(?:who|whom)\s+"
                            r"(?:should|shall|do|does|would|must)\b", re.IGNORECASE)


def _asks(clause: str, text: str) -> bool:
    """Whether a clause asks: a wish of `_ENGLISH_WISH` not negated, an imperative (`_IMPERATIVE`, or one after the
    condition it answers), or a question mark after it. Looser than `wished`: the agent's answer having its people
    reach the user is the rest of the evidence."""
    end = text.find(clause.strip())
    return bool(_ENGLISH_WISH.search(_NEGATED.sub(" ", clause)) or _IMPERATIVE.search(clause.strip())
                or _THEN_IMPERATIVE.search(clause)
                or (end >= 0 and text[end + len(clause.strip()):][:1] in QUESTION_MARKS
                    and not _WHOM_QUESTION.search(clause)))


def reached_on_request(text: str, answer: str) -> str | None:
    """The words of a message that asks for an act of contact in English words (`_CONTACT_ACT`, in a clause that asks:
    `_asks`) and of the agent's answer having its people reach the user (`_REACHES_USER`, in a sentence that neither
    asks nor offers), joined by an arrow; None otherwise. Not "can you call me when it's ready?" answered "we'll
    call you when it's ready": a call timed to an event is read out before (`without_timed_calls`). Failing that, a
    clause that asks with a person of the business for its subject and an answer sending one of its people to the
    user (`person_sent.py`: "can a real person double-check the order?" "I've asked a records clerk to confirm it")."""
    text = _TITLE_DOT.sub(r"\1", text)
    act = next((found for clause in CLAUSE.findall(text)
                if (found := _CONTACT_ACT.search(clause)) and _asks(clause, text)), None)
    if act is not None:
        for sentence in _SENTENCE.findall(answer):
            if sentence.rstrip().endswith(QUESTION_MARKS) or _OFFER.search(sentence):
                continue
            if reached := _REACHES_USER.search(sentence):
                return f"{act.group(0)} → {reached.group(0)}"
    # A person of the business asked to act, the agent sending one (`person_sent.py`).
    asked = next((words for clause in CLAUSE.findall(text) if (words := person_asked(clause)) and _asks(clause, text)),
                 None)
    if asked is None:
        return None
    for sentence in _SENTENCE.findall(answer):
        if sentence.rstrip().endswith(QUESTION_MARKS) or _OFFER.search(sentence):
            continue
        if sent := person_sent(sentence):
            return f"{asked} → {sent}"
    return None


def call_asked_and_answered(text: str, answer: str) -> str | None:
    """The contact's loanword of a question of the message and of a sentence of the agent's answer that asks nothing
    (`contact_loanword`: "call", "telefon", "ring", "ffonio"), joined by an arrow, when the answer gives no number to
    dial; None otherwise. A call asked for and a call told of in return, in a language no table holds: Tongan "E lava
    ke telefoni mai ha taha mei he falekoloa ...?" "... Kuo u kole ki a ʻAna ... ke ne telefoni atu." (can someone of
    the shop phone me? I have asked Ana to phone you); Welsh "Fedrith rhywun o'r gweithdy fy ffonio i?" "... Dwi wedi
    gofyn i'r gweithdy eich ffonio chi." An answer with a number to dial leaves the user to call themselves."""
    if _NUMBER_TO_DIAL.search(answer):
        return None
    asked = next((word for sentence in _SENTENCE.findall(text) if sentence.rstrip().endswith(QUESTION_MARKS)
                  and (word := contact_loanword(sentence))), None)
    if asked is None:
        return None
    for sentence in _SENTENCE.findall(answer):
        if not sentence.rstrip().endswith(QUESTION_MARKS) and (word := contact_loanword(sentence)):
            return f"{asked} → {word}"
    return None


# Every piece of evidence from the user's own words starts so ("user asks for a person: ...").
USER_REQUEST = "user asks"
# The family of a request in a language no table holds, read from the agent's answer handing the user to people.
HANDED_OFF_REQUEST = "asks for a person (the agent hands them off)"
CONTACT_ARRANGED_REQUEST = "asks for a person (the agent arranges contact)"
# ... read from the agent's answer, in any language, handing the user to a role named by its loanword.
ROLE_HANDED_REQUEST = "asks for a person (the agent hands them to a role)"
NUMBER_CALLED_REQUEST = "asks for a person (the agent has the number given called)"
# ... read from the agent's answer, in any language, closing on a question for the number to call.
NUMBER_ASKED_REQUEST = "asks for a person (the agent asks the number to call)"
# The agent asked, was given a new phone number next and said it back (`number_said_back.py`).
NUMBER_SAID_BACK_REQUEST = "asks for a person (the agent asks, and says back the number given next)"
# ... or takes the number given nearly alone next, telling no figure and asking nothing
# (`number_said_back.number_taken`).
NUMBER_TAKEN_REQUEST = "asks for a person (the agent asks, and takes the number given next)"
# The agent closing on a question that puts a phone number to the user to confirm (`number_confirmed.py`).
NUMBER_CONFIRMED_REQUEST = "asks for a person (the agent confirms the number to call)"
NAMED_REQUEST = "asks for a person (by name)"
MACHINE_REFUSED_REQUEST = "asks for a person (not the machine)"
# ... read from the machine set aside in a sentence of its own, answered by an agent saying and asking nothing of it.
MACHINE_SET_ASIDE_REQUEST = "asks for a person (the machine set aside, the answer taking it so)"
ROLE_NAMED_BACK_REQUEST = "asks for a person (a role the user brought in, named back)"
# ... read from an act of contact the user asks for and the agent's answer having its people reach them.
REACHED_ON_REQUEST = "asks for a person (an act of contact asked, the agent's people reaching them)"
# ... read, in any language, from a call asked for by the contact's loanword and one told of in the agent's answer.
CALL_ANSWERED_REQUEST = "asks for a person (a call asked, a call answered)"
# A name: a word of letters, its first a capital and every other small, three letters or more ("Chikondi", "Dolor",
# "Didier"; not "SMS", "WhatsApp", "I"): `EscalationDetector._person_named`.
NAME = re.compile(r"(?<![\w'’-])[^\W\d_]{3,}(?![\w'’-])")
# The agent's hand-off is of the user ("I'll connect you to our sales team", "I've requested a call back"), not of a
# document or a job ("I have forwarded your code to our accounts team", "I can book a technician").
_OF_THE_USER = re.compile(r"\byou\b|\bcall\s*back\b|\bcallback\b", re.IGNORECASE)
_AGENT_APOLOGY = re.compile(AGENT_APOLOGIES, re.IGNORECASE)
# An offer ("I can connect you with a colleague if you like", "would you like me to transfer you") is no hand-off yet.
# A message this short ("Igen.", "Da, vă rog.") says yes to an offer, perhaps made in words no table reads.
SHORT_REPLY = 2
# In a script written without spaces a message is one "word" whatever it says: it says more than a yes from this
# many letters on ("予約について、スタッフの方と話したいです"; not "はい、お願いします"), as a sentence tells something
# there.
SHORT_REPLY_LETTERS = 10
_UNSPACED_LETTERS = re.compile(f"[{UNSPACED}]")


def unasked(answers: list[str]) -> bool:
    """Whether the conversation's last answer closed on no question: a short message after it says no yes to an
    offer, there being none to take up ("tawo", Hiligaynon: a person, after an answer telling of a repair)."""
    return bool(answers) and not answers[-1].rstrip().endswith(QUESTION_MARKS)


def more_than_a_yes(text: str) -> bool:
    """Whether the message says more than a yes to an offer: more than `SHORT_REPLY` words, or `SHORT_REPLY_LETTERS`
    letters of a script written without spaces."""
    return (len(text.split()) > SHORT_REPLY
            or sum(1 for character in text if _UNSPACED_LETTERS.match(character)) >= SHORT_REPLY_LETTERS)
# A message of a declared language this short, asking nothing, that holds one of its wishes and none of its words of
# contact or of a person ("Ia plis, mi fysa hynny'n haws", Welsh: yes please, that would be easier) says yes to an
# offer too: the language's own words would name whom or how, were it asking.
DECLARED_ASSENT = 6
_OFFER = re.compile(r"\b(?:i|we)\s+(?:can|could)\b|\b(?:shall|should)\s+i\b|\bwould\s+you\s+like\b|"
                    r"\bdo\s+you\s+want\b|\bif\s+(?:you|needed|necessary)\b", re.IGNORECASE)
# The family of a request the learned model alone reads: it counts when the agent's answer corroborates it.
LEARNED_REQUEST = "asks for a person (learned)"
# Words from which the agent's answer says enough to tell whether it took the message as a request for a person.
ANSWER_OF_SUBSTANCE = 8


class EscalationConfig(Section, ReadsLanguages):
    """Hand-offs: a hand-off tool, a transfer to a human agent, the agent handing off, or the user asking for a
    person."""

    handoff_tools: list[str] = Field(
        default_factory=lambda: [
            "escalate*", "*handoff*", "*hand_off*", "*_to_human*", "*human_agent*", "*live_agent*",
            "request_human*", "create_support_ticket_for_human*",
        ],
        description="Tool names (shell-style patterns, any case) that hand the conversation to people.",
    )
    human_agent_patterns: list[str] = Field(
        default_factory=lambda: [r"human", r"live[_ -]?agent", r"operator", r"representative", r"person"],
        description="Regexes (any case) on the names of agents transferred to that mean a person takes over.",
    )
    english_cues: bool = Field(
        True, description="Use the built-in English cues for the user asking for a person (miner/signals/english.py).",
    )
    other_languages: bool = Field(
        True, description="Use the built-in cues of languages besides English for the user asking for a person: "
                          "the frames of miner/signals/other_languages.py, and the rule of a wish, a contact act and a "
                          "person in one clause in the languages of miner/signals/request_words.py and "
                          "`request_words`. Each reads the languages its table is written in (docs/signals.md).",
    )
    request_words: dict[str, RequestWordsTable] = Field(
        default_factory=dict,
        description="Words of asking for a person by language, added to the built-in ones of "
                    "miner/signals/request_words.py (a known language's lists extended, a new language added), read "
                    "in messages that are not English when `other_languages` is on.",
    )
    learned: bool = Field(
        True, description="Also ask the learned model shipped in the package (miner/signals/learned.py) whether "
                          "the user asks for a person, in words no cue lists.",
    )
    agent_handoffs: bool = Field(
        True, description="The agent saying it hands the user to people (\"I'm transferring you to our team\").",
    )
    phrases: list[str] = Field(
        default_factory=list,
        description="Your own phrases (any language, any case, whole words) of a user asking for a person.",
    )
    patterns: list[str] = Field(
        default_factory=list, description="Your own regexes (any case) of a user asking for a person.",
    )
    negations: list[str] = Field(
        default_factory=lambda: list(NEGATIONS),
        description="Words that cancel a request for a person: \"no need to talk to a human\"",
    )

    _valid_human = field_validator("human_agent_patterns")(check_patterns)
    _valid_person = field_validator("patterns")(check_patterns)


class EscalationDetector:
    name = "escalation"
    kind: SignalKind = "escalation"

    def __init__(self, config: EscalationConfig, model: LearnedModel | None = None) -> None:
        self.config = config
        self._model = (model or shipped_model()) if config.english_cues and config.learned else None
        self._tools = [pattern.lower() for pattern in config.handoff_tools]
        self._human = [re.compile(pattern, re.IGNORECASE) for pattern in config.human_agent_patterns]
        families = ESCALATION_FAMILIES if config.english_cues else {}
        self._requests = [(name, Matcher.build(regexes=patterns, negations=(*config.negations, *ELSEWHERE)))
                          for name, patterns in families.items()]
        self._other_languages = Matcher.build(regexes=PERSON_REQUESTS) if config.other_languages else None
        self._request_rule = PersonRequestRule(merged(team_request_words(config))) if config.other_languages else None
        # The team's and the declared languages' human beings and wishes, to read their questions about what the agent
        # is as the built-in ones are read (`without_machine_questions`).
        team_words = list(team_request_words(config).values())
        self._team_person, self._team_wish = (_any_of(team_words, kind) for kind in ("person", "wish"))
        self._team = (Matcher.build(config.phrases, config.patterns, config.negations)
                      if config.phrases or config.patterns else None)
        if self._team is not None:
            self._requests.append(("asks for a person", self._team))
        self._strings = tuple(sorted(frozenset().union(*(matcher.strings for _, matcher in self._requests))))
        languages = config.declared_languages.values()
        declared_handoffs = phrases_regex([phrase for language in languages for phrase in language.handoffs(HANDS_OFF)])
        self._handoff = (Matcher.build(regexes=(*AGENT_HANDOFF, *filter(None, [declared_handoffs])))
                         if config.agent_handoffs else None)
        # The team's own words of its agent handing off are of the user, whatever they name.
        self._declared_handoff = (re.compile(declared_handoffs, re.IGNORECASE)
                                  if config.agent_handoffs and declared_handoffs else None)
        self._agent_apology = with_apologies(_AGENT_APOLOGY, config.declared("agent_apologies"))
        # A declared wait ("tafadhali subiri") hands off only while the agent puts the user through to someone the
        # language's person words name ("... نمائندے سے ملا رہا ہوں، براہ کرم انتظار کریں"); alone it is a wait.
        self._declared_waits = [
            (re.compile(waits, re.IGNORECASE), person) for language in languages
            if (waits := phrases_regex(language.handoffs(WAITS))) and (person := language.person_regex())
        ] if config.agent_handoffs else []

        # A declared hand-off of several words, each a word of one sentence in any order: languages order words freely
        # and put the time or the number between them ("vas bo na 041 555 017 poklicala sodelavka" for "sodelavka vas
        # bo poklicala", "آپ کو 0321 5550143 پر کال کریں گے" for "آپ کو کال کریں گے").
        self._handoff_words = [
            (phrase, [phrase_pattern(word) for word in phrase.split()]) for language in languages
            for phrase in language.handoffs(HANDS_OFF) if len(phrase.split()) > 1
        ] if config.agent_handoffs else []
        self._declared_words = _declared_request_words(config) if config.other_languages else []
        # Each declared language's hand-offs beside its request words: the words that corroborate its hand-off.
        self._handoff_languages = [
            (re.compile(handoffs, re.IGNORECASE), _request_words_of(language))
            for language in languages if (handoffs := phrases_regex(language.agent_handoffs))
        ]

    def _contact_arranged(self, text: str, answer: str) -> str | None:
        """The words of a message that asks for a person in half (a clause holding two of a declared language's
        wish, contact and person words; a question mark is a wish where the clause holds no wish word) when the
        agent's answer, in a sentence that asks nothing, names an act of contact of that language the message does
        not name (or any, when the clause names a person: "have someone phone me" "they will phone"), and gives no
        number to dial: the agent arranging the call the user asked for ("Is daar iemand by julle met wie ek dit oor
        die foon kan uitsort?" "... dan skakel hulle jou."), which no declared hand-off need hold."""
        if _NUMBER_TO_DIAL.search(answer):
            return None  # the user given a number to call is left to reach people alone
        lowered = text.lower()
        telling = [sentence for sentence in _SENTENCE.findall(answer) if not sentence.rstrip().endswith(QUESTION_MARKS)]
        for found in CLAUSE.finditer(text):
            clause = found.group(0)
            asked = text[found.end():found.end() + 1] in QUESTION_MARKS
            for wish, contact, person in self._declared_words:
                matches = [match for match in (wish.search(clause), contact.search(clause) or TELEPHONE.search(clause),
                                               person.search(clause)) if match]
                if len(matches) + (asked and not wish.search(clause)) < 2:
                    continue
                for sentence in telling:
                    arranged = next((match for match in contact.finditer(sentence)
                                     if match.group(0).lower() not in lowered or person.search(clause)), None)
                    if arranged is not None:
                        asking = " … ".join(match.group(0) for match in sorted(matches, key=lambda m: m.start()))
                        return f"{asking} → {arranged.group(0)}"
        return None

    def _person_named(self, text: str) -> str | None:
        """The words of a clause that asks for a person by name in a declared language: the language's wish and its act
        of contact (or the telephone), with a name where its person word would stand, a
        word of `NAME` shape that is not the clause's first nor one of the language's words ("Ndikufuna kulankhula ndi
        a Chikondi a ku sales", Chichewa: I want to talk to Chikondi in sales; "Pwede ko makig-istorya ni Ma'am
        Dolor?"): a team's person words name roles, never its people. Not "ndikufuna kulankhula ndi munthu" (a
        person word, read by the request rule), nor "Ndikufuna kulankhula" (nobody named), nor "Ndikufuna SMS" (no
        act of contact, and a word in capitals is no name), nor a Latin word in a script without capitals ("ໂອນມັດຈຳຜ່ານ
        BCEL One ໄດ້ບໍ່?", Lao: can I transfer the deposit through BCEL One?), nor a question with no wish word.
        Every language a team declares names its people so; none names a role by a capital."""
        for found in CLAUSE.finditer(text):
            clause = found.group(0)
            opening = len(clause) - len(clause.lstrip())
            names = [match for match in NAME.finditer(clause) if match.start() > opening
                     and match.group(0)[0].isupper() and match.group(0)[1:].islower()]
            if not names:
                continue
            for wish, contact, person in self._declared_words:
                wished = wish.search(clause)
                reached = contact.search(clause) or TELEPHONE.search(clause)
                # A capital tells a name only in a script with capitals: the language's wish is written in one.
                if wished is None or reached is None or not any(letter.islower() for letter in wished.group(0)):
                    continue
                own = (wish, contact, person)
                name = next((match for match in names if not any(
                    (word := kind.search(clause, match.start())) and word.start() <= match.start() < word.end()
                    for kind in own)), None)
                if name is not None:
                    return " … ".join(match.group(0) for match in sorted(filter(None, (wished, reached, name)),
                                                                         key=lambda m: m.start()))
        return None

    def _declared_assent(self, text: str) -> bool:
        """Whether the message says yes to an offer in a declared language: `DECLARED_ASSENT` words or fewer, no
        question mark, one of the language's wishes ("plis") and none of its words of contact or of a person, nor the
        telephone ("Ia plis, mi fysa hynny'n haws", Welsh: yes please, that would be easier, to "galla i eich rhoi chi
        drwodd i'r adran warant", I can put you through to the warranty department, an offer in words no table
        holds). Not "Lahko prosim kdo iz pisarne pokliče, da se dogovorimo za IBAN in znesek?" (Slovenian: could
        someone from the office please call), a question whose words the declaration does not spell so. Words holding
        a digit are not counted: a number or a time given with the yes answers the offer ("Ia plis, 07700 900 123, ar ôl
        5pm", yes please, after 5pm)."""
        words = [word for word in text.split() if not any(character.isdigit() for character in word)]
        if len(words) > DECLARED_ASSENT or any(mark in text for mark in QUESTION_MARKS):
            return False
        return any(wish.search(text) and not contact.search(text) and not person.search(text)
                   and not TELEPHONE.search(text) for wish, contact, person in self._declared_words)

    def _without_team_machine_questions(self, text: str) -> str:
        """The text without its questions naming a machine beside a human being in the team's or the declared
        languages' words (`without_machine_questions`)."""
        if self._team_person is None:
            return text
        return without_machine_questions(text, self._team_person, self._team_wish or _NO_MATCH)

    def _handoff_request_words(self, sentence: str) -> list[tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]]:
        """The request words of the declared languages whose hand-off the agent's sentence holds (every declared
        language's, for a hand-off found by its words in any order or a wait)."""
        return ([words for handoffs, words in self._handoff_languages if handoffs.search(sentence)]
                or [words for _, words in self._handoff_languages])

    def _corroborates(self, message: str, previous: str | None, previous_answer: str | None) -> Callable[[str], bool]:
        """Whether the user's words corroborate the declared hand-off in a sentence of the agent's answer to
        `message` (`handoff_corroborated.corroborated`, by the request words of the hand-off's language)."""
        return lambda sentence: corroborated(message, previous, previous_answer,
                                                   self._handoff_request_words(sentence))

    def _handoff_in_any_order(self, text: str) -> str | None:
        """The declared hand-off (as declared) whose every word is in one of the text's sentences, or None."""
        for sentence in _SENTENCE.findall(text):
            for phrase, words in self._handoff_words:
                if all(word.search(sentence) for word in words):
                    return phrase
        return None

    def _is_handoff_tool(self, name: str) -> bool:
        return any(fnmatchcase(name.lower(), pattern) for pattern in self._tools)

    def _is_human(self, agent: str) -> bool:
        return any(pattern.search(agent) for pattern in self._human)

    def user_request(self, text: str, context: Context | None = None) -> tuple[str, str] | None:
        """(what the user asks, their words) when the message asks for a person; `context` is what the learned
        model reads around the message (none: the rule cues only)."""
        # An e-mail address names no person ("send it to manager@example.org").
        # Someone else's words quoted or passed on (a scam text's "call ... to speak with an agent") are not the user's.
        text = with_apostrophes(text[:MESSAGE_CHARS_READ].replace("’", "'"))
        english = reads_as_english(text)  # by the whole message: a quotation is read as "that" below
        text = without_quotations(text)
        if "@" in text:
            text = _EMAIL.sub("e-mail", text)
        if self.config.english_cues:
            # "are you a human?": what the agent is, not a request to be put through to someone; the rest is read
            text = without_unreached_people(without_service_workers(without_timed_calls(
                without_turning_elsewhere(without_whom_to_call(without_nature_questions(without_own_role(text)))))))
            if not text.strip():
                return None
        model = self._model if context is not None else None
        probability = (model.probability("escalation_request", text, context)
                       if model and context and (english or context.english) else None)
        # The model sure it is no request overrules the built-in rules, not the team's own words.
        overruled = model is not None and probability is not None and probability < model.floors["escalation_request"]
        strings = present(self._strings, text.lower())
        for family, matcher in self._requests:
            if overruled and matcher is not self._team:
                continue
            words = matcher.find(text, strings)
            if words and (matcher is self._team or not english or wished(text, matcher.find)):
                return family, words
        if self._other_languages is not None and not english:
            read = _OTHER_NATURE_QUESTIONS.sub(" ", text)
            read = self._without_team_machine_questions(read)
            words = self._other_languages.find(read)
            if words:
                return "asks for a person", words
            if self._request_rule is not None and (found := self._request_rule.find(read)):
                return "asks for a person", found[1]
            if role := (borrowed_role(read) or borrowed_role_and_contact(read) or borrowed_role_number(read)
                        or borrowed_office_and_contact(read)):
                return "asks for a person", role
            # "..., buca cun in robot": after what the user wants, the machine they turn from (`machine_refused`), in
            # a message the conversation does not read as English either ("legend. merry christmas robot" is thanks)
            if (context is None or not context.english) and (refused := machine_refused(read)):
                return MACHINE_REFUSED_REQUEST, shown(refused)
            if self._declared_words and (named := self._person_named(read)):
                return NAMED_REQUEST, named
        if (model is not None and probability is not None and probability >= model.cuts["escalation_request"]
                and not _OWN_NUMBER.search(text) and not _TALK_TO_AGENT.search(text)
                and _PERSON_OR_REACHING.search(_OWN_PEOPLE.sub(" ", text))
                and wished(text, lambda clause: _PERSON_OR_REACHING.search(_OWN_PEOPLE.sub(" ", clause)))):
            return LEARNED_REQUEST, model.top_words("escalation_request", text)
        return None

    @staticmethod
    def _answer_about_people(turn: Turn) -> bool:
        """Whether the agent's answer to a turn speaks of someone or of reaching them (PERSON_OR_REACHING: "our team",
        "a colleague will call you", "I can't transfer you"), or says too little to tell ("Let me check."): an answer
        about anything else ("Yes! Our crystal vase is £65 including up to 60 characters of engraving.") says the
        model's verdict read a request in a message that held none."""
        answer = turn.final_response
        if not answer or len(answer.split()) < ANSWER_OF_SUBSTANCE:
            return True
        answer = answer[:MESSAGE_CHARS_READ]
        return bool(_PERSON_OR_REACHING.search(answer) or _ABOUT_PEOPLE.search(answer))

    def _declared_wait(self, text: str, around: str) -> str | None:
        """The words of a declared wait in the text when `around` (the agent's message) names someone the wait's
        language names a person by."""
        for wait, person in self._declared_waits:
            if (found := wait.search(text)) and person.search(around):
                return shown(found.group(0))
        return None

    def _agent_handoff(self, turn: Turn) -> Evidence | None:
        if self._handoff is None:
            return None
        for text in (*turn.intermediate_texts, turn.final_response or ""):
            read = text[:MESSAGE_CHARS_READ].replace("’", "'")
            words = self._handoff.find(read) or self._declared_wait(read, read) or self._handoff_in_any_order(read)
            if words:
                return Evidence(turn=turn.index, detail=f"agent hands off: \"{words}\"")
        return None

    @staticmethod
    def _handed_to_role(text: str, answer: str) -> str | None:
        """The loanword of the role the agent's answer hands the user to in its opening (`handed_role`: "Claro. Te
        transfiero con un agente de soporte."), in a language no table need hold; None when the answer says what the
        agent is (a machine named: "Mi wan AI asistan ..., be ol staf oli stap"), when the message asks what the agent
        is (a question naming a machine: "Сіз роботсыз ба әлде адамсыз ба?", answered with who else there is), when it
        opens on the role (`opens_on_role`: the role spoken of) or on a number to dial (the user's details given, in
        answer to the agent asking for them: "Lwandile Mqolomba, 073 555 0162. Enkosi kakhulu."), or when the answer
        gives a number the message does not hold (the user left to reach people alone: "... +7 701 555 0193 нөміріне
        қоңырау шалыңыз")."""
        told = sentences(text)
        if (names_machine(answer) or opens_on_role(text) or (told and _NUMBER_TO_DIAL.search(told[0]))
                or any(names_machine(sentence) and sentence.rstrip().endswith(QUESTION_MARKS) for sentence in told)):
            return None
        given = "".join(character for character in text if character.isdigit())
        if any("".join(character for character in number.group(0) if character.isdigit()) not in given
               for number in _NUMBER_TO_DIAL.finditer(answer)):
            return None
        return handed_role(answer)

    def _hands_user_off(self, turn: Turn, corroborated: Callable[[str], bool]) -> str | None:
        """The words of the agent's answer handing the user to people, when it does so plainly: no offer (a
        question, "I can ... if you like"), no apology (an agent handing off a complaint of its own accord), no
        message beside it (`written_to`: "Ir ga ni sanba SMS wala ir ga ni ce waati kaŋ boro din na tu.", Zarma: we
        will send you an SMS or call you when that person agrees, a notice), and of the user (`_OF_THE_USER`); a
        declared hand-off only in a sentence whose hand-off the user's words corroborate (`corroborated`,
        `handoff_corroborated.py`)."""
        answer = (turn.final_response or "")[:MESSAGE_CHARS_READ].replace("’", "'")
        if self._handoff is None or not answer or self._agent_apology.search(answer):
            return None
        for sentence in _SENTENCE.findall(answer):
            if sentence.rstrip().endswith(QUESTION_MARKS) or _OFFER.search(sentence) or written_to(sentence):
                continue
            if self._handoff_languages and corroborated(sentence):
                if self._declared_handoff is not None and (declared := self._declared_handoff.search(sentence)):
                    return shown(declared.group(0))
                if waiting := self._declared_wait(sentence, answer):
                    return waiting
                if ordered := self._handoff_in_any_order(sentence):
                    return ordered
            words = self._handoff.find(sentence)
            if words and _OF_THE_USER.search(words):
                return words
        return None

    def detect(self, session: Session) -> Signal | None:
        evidence: list[Evidence] = []
        contexts = turn_contexts(session.turns) if self._model is not None else {}
        english: dict[int, bool] | None = None  # per user message, read as English (`session_english`)
        offered = False  # the agent's previous answer offered the user a person
        proposed = False  # ... in a sentence that offers or asks (`_offers_person`)
        handing_off = False  # the agent's previous answer handed the user to people
        answers: list[str] = []  # the agent's answers so far, as read: one naming a role began a hand-off
        previous: str | None = None  # the user's previous message
        said_before: list[str] = []  # every message of the conversation so far, the user's and the agent's, in order
        asked_before = False  # the user's previous message was read as a request for a person
        requested = False  # a message of the user's so far was read as a request for a person

        def not_english(turn: Turn) -> bool:
            """Whether the conversation does not read the user's message as English (`session_english`, read once
            for the session when first asked: it is slow)."""
            nonlocal english
            if english is None:
                english = session_english(session.turns)
            return not english.get(turn.index, True)

        for position, turn in enumerate(session.turns):
            accepting = offered and bool(_ACCEPTANCE.search(turn.user_text or ""))
            said = self._agent_handoff(turn)
            asked = None
            if turn.user_text and not accepting:
                asked = self.user_request(turn.user_text, contexts.get(turn.index))
                # "A real one" after the agent told it is a machine: a real person (`real_one_after_machine`).
                if asked is None and answers and (person := real_one_after_machine(turn.user_text, answers[-1])):
                    asked = self.user_request(person, contexts.get(turn.index))
                if asked is not None and asked[0] == LEARNED_REQUEST and not self._answer_about_people(turn):
                    asked = None
                # A name the conversation wrote before is the matter's, a place or someone spoken of, not a person of
                # the business the user asks for by name ("... ki Vaitupu ..." "... Vaitupu ..." "E mafai o faipati au
                # i te radio ki toku kaiga i Vaitupu mai te vaka?", Tuvaluan: can I talk by radio to my family in
                # Vaitupu from the ship?) (`named_before`).
                if asked is not None and asked[0] == NAMED_REQUEST and named_before(asked[1], said_before):
                    asked = None
                # A yes to what the agent's answer offered in a question, in its own verb, in any language ("Si
                # quiere, la señora Yajaira la puede llamar ... ¿Le parece?" "Aa, anasü, que me llame. 300 712
                # 4490."): the user takes up the offer, no request of their own (`takes_up_offer`), in a conversation
                # where the user had asked for no one before (asked again, the request stands) and a message not
                # read as English (English's yes to a person offered is read by `_ACCEPTANCE`).
                if (asked is not None and answers and not requested and takes_up_offer(asked[1], answers[-1])
                        and not_english(turn)):
                    asked = None
                # In a language no table holds, the user's request shows in the agent's answer: it hands them to
                # people it had neither offered nor begun to ("Naeza ongea na mtu wa sales?" "Sure! I'll connect
                # you to our sales team.").
                # A question about what the agent is ("ທ່ານແມ່ນຄົນ ຫຼື ແມ່ນ bot ຕອບອັດຕະໂນມັດ?") is answered with what
                # it is and who else there is ("... ສາມາດສົ່ງຕໍ່ໃຫ້ພະນັກງານໄດ້", staff can take it on): no request.
                asked_of_us = self._without_team_machine_questions(without_nature_questions(turn.user_text))
                # A figure of the agent's last answer met with disbelief ("Yim 7?!", `figure_disbelieved`): the
                # user disputes the answer, and the agent handing the matter on, to people or to a role, does so of
                # its own accord; a request written beside it is read by its own words.
                disputed = bool(answers) and bool(figure_disbelieved(turn.user_text[:MESSAGE_CHARS_READ], answers[-1]))
                # A short message after an answer that closed on no question says no yes to an offer, there being none
                # to take up (`unasked`), when the user had asked for no one before: it is read as a longer one is. A
                # message made short only by setting aside a question about what the agent is asks for no one.
                short_unasked = unasked(answers) and not requested and not more_than_a_yes(turn.user_text)
                not_a_yes = more_than_a_yes(asked_of_us) or short_unasked
                if (asked is None and said is not None and self.config.other_languages and not proposed
                        and not handing_off and not disputed
                        and (len(asked_of_us.split()) > SHORT_REPLY or short_unasked)
                        and not self._declared_assent(asked_of_us)
                        and (words := self._hands_user_off(turn, self._corroborates(
                            turn.user_text, previous, answers[-1] if answers else None)))
                        and not_english(turn)):
                    asked = HANDED_OFF_REQUEST, words
                if (asked is None and self._declared_words and not proposed and not handing_off and turn.final_response
                        and (words := self._contact_arranged(asked_of_us, turn.final_response[:MESSAGE_CHARS_READ]))
                        and not_english(turn)):
                    asked = CONTACT_ARRANGED_REQUEST, words
                # In any language, the agent's answer opening on a role it hands the user to ("Przepraszam.
                # Przekazuję rozmowę do konsultanta."), when no answer before named one (`_handed_to_role`).
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not disputed and turn.final_response
                        and not_a_yes
                        and not reads_as_english(turn.user_text)  # read so, the conversation reads it so too
                        and not_english(turn)
                        and not self._declared_assent(asked_of_us)
                        and (role := self._handed_to_role(turn.user_text, turn.final_response[:MESSAGE_CHARS_READ]))
                        and not any(names_handed_role(earlier) for earlier in answers)):
                    asked = ROLE_HANDED_REQUEST, role
                # In any language, the agent's answer saying back the phone number the user wrote with words of their
                # own, from the user's second message on (`number_called`: "... bellen om de plek te bespreken?
                # 06-48213907" "Iemand belt je deze week op 06-48213907."); not right after a message read as a
                # request, where the number is the one to call for it ("Kin oona hab she call me?" "... Wuh numbuh
                # oona wan she fa call?" "843-838-2147. Uh home all day.", Gullah); nor after an answer that named a
                # role itself, whose call the number takes up ("Sɛ epɛ payment plan a, metum ama credit officer afrɛ
                # wo." "Aane, mepa wo kyɛw, ma ɔmfrɛ me. 020 917 4432.", Fante: if you want a payment plan I can have
                # a credit officer call you; yes please, let him call me).
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not asked_before and answers and not asks_for_a_number(answers[-1])
                        and not names_handed_role(answers[-1]) and turn.final_response
                        and not reads_as_english(turn.user_text) and not_english(turn)
                        and number_called(turn.user_text, turn.final_response[:MESSAGE_CHARS_READ])):
                    asked = NUMBER_CALLED_REQUEST, MASK  # the number itself is never shown
                # In any language, the agent's answer closing on a question for the user's number by its loanword,
                # from the user's second message on, answering a message of more than a yes that gives no figure of
                # its own (`number_given`: the agent's figures said back or counted in its unit are not given), after
                # an answer that asked for no number (`number_wanted`: one given with its figure is the agent's own)
                # (`number_asked`: "Biko jikoo m na mmadu n'ezie" "... Kedu nọmba ekwentị gị?"), unless the user's
                # next message answers with a code and no phone number (`thing_answered`: a receipt's number asked).
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and answers and not number_wanted(answers[-1]) and turn.final_response
                        and not_a_yes and not number_given(turn.user_text, answers[-1])
                        and not reads_as_english(turn.user_text) and not_english(turn)
                        and not self._declared_assent(asked_of_us)
                        and (question := number_asked(turn.final_response[:MESSAGE_CHARS_READ]))
                        and not (position + 1 < len(session.turns)
                                 and thing_answered((session.turns[position + 1].user_text or "")[
                                     :MESSAGE_CHARS_READ]))):
                    asked = NUMBER_ASKED_REQUEST, question
                # In any language, the machine set aside in a sentence of its own that asks nothing, in a message of
                # two sentences or more, answered by the agent naming no machine and asking nothing
                # (`machine_set_aside`: "... Qof dhab ah ii gudbi, bot-kan waxba ma fahmayo").
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not_a_yes and turn.final_response
                        and not reads_as_english(turn.user_text) and not_english(turn)
                        and not self._declared_assent(asked_of_us)
                        and (refused := machine_set_aside(asked_of_us, turn.final_response[:MESSAGE_CHARS_READ]))):
                    asked = MACHINE_SET_ASIDE_REQUEST, shown(refused)
                # In any language, from the user's second message on, a role or a trade named by its
                # loanword that no earlier message named and the agent's answer names back (`role_named_back`: "Ke
                # batla go bua le officer wa Land Board" "... kwa officer wa dikabelo ...").
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not disputed and said_before and turn.final_response
                        and not_a_yes and not reads_as_english(turn.user_text)
                        and not_english(turn) and not self._declared_assent(asked_of_us)
                        and (role := role_named_back(turn.user_text[:MESSAGE_CHARS_READ],
                                                     turn.final_response[:MESSAGE_CHARS_READ], said_before))):
                    asked = ROLE_NAMED_BACK_REQUEST, role
                # A message asking for an act of contact, in English words, answered by the agent having its people
                # reach the user though it had offered no one (`reached_on_request`: "can a real person double-check
                # the order went through?" is no act of contact; "can the accommodation office ring my mum?" "I've
                # asked the accommodation office to call her.").
                if (asked is None and self.config.english_cues and self._handoff is not None
                        and not handing_off and not disputed and turn.final_response
                        and not (answers and offers_contact(answers[-1]))
                        and more_than_a_yes(asked_of_us)
                        and (reached := reached_on_request(
                            without_timed_calls(without_whom_to_call(asked_of_us[:MESSAGE_CHARS_READ])),
                            turn.final_response[:MESSAGE_CHARS_READ]))):
                    asked = REACHED_ON_REQUEST, reached
                # In any language, a question of the message calling for a call by the contact's loanword, answered
                # by the agent telling of a call in return (`call_asked_and_answered`).
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not disputed and turn.final_response
                        and not_a_yes and not reads_as_english(turn.user_text)
                        and not_english(turn) and not self._declared_assent(asked_of_us)
                        and (called := call_asked_and_answered(asked_of_us[:MESSAGE_CHARS_READ],
                                                               turn.final_response[:MESSAGE_CHARS_READ]))):
                    asked = CALL_ANSWERED_REQUEST, called
                # In any language, from the user's second message on, the agent's answer closing on a question, the
                # user's next message giving a phone number written nowhere before, and the agent's next answer saying
                # it back (`asked_number_said_back`: "... مِشه ی کارشناس وا مو تماس بگیره ...؟" "... شماره و ساعت
                # مناسب؟" "۰۹۱۶۶۱۳۰۲۴۷، عصر بعد چهار" "... وا ۰۹۱۶۶۱۳۰۲۴۷ تماس مِگیره"): a call arranged for it.
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not disputed and answers and turn.final_response
                        and position + 1 < len(session.turns)
                        and asked_number_said_back(turn.final_response[:MESSAGE_CHARS_READ],
                                                   (session.turns[position + 1].user_text or "")[:MESSAGE_CHARS_READ],
                                                   (session.turns[position + 1].final_response or "")[
                                                       :MESSAGE_CHARS_READ],
                                                   [*said_before, turn.user_text[:MESSAGE_CHARS_READ]])
                        and more_than_a_yes(asked_of_us) and not reads_as_english(turn.user_text)
                        and not_english(turn) and not self._declared_assent(asked_of_us)):
                    asked = NUMBER_SAID_BACK_REQUEST, MASK  # the number itself is never shown
                # The same exchange with the number not said back: given nearly alone after the agent's question for
                # it in words of its own, and taken by an answer telling no figure and asking nothing (`number_taken`:
                # "... Можу просити ваше телефонне чісло?" "0915 482 317" "Дякую, записала єм. Пекный день.").
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not disputed and answers and turn.final_response
                        and position + 1 < len(session.turns)
                        and number_taken(turn.final_response[:MESSAGE_CHARS_READ],
                                         (session.turns[position + 1].user_text or "")[:MESSAGE_CHARS_READ],
                                         (session.turns[position + 1].final_response or "")[:MESSAGE_CHARS_READ],
                                         [*said_before, turn.user_text[:MESSAGE_CHARS_READ]])
                        and more_than_a_yes(asked_of_us) and not reads_as_english(turn.user_text)
                        and not_english(turn) and not self._declared_assent(asked_of_us)):
                    asked = NUMBER_TAKEN_REQUEST, MASK  # the number itself is never shown
                # In any language, from the user's second message on, the agent's answer closing on a question that
                # holds a phone number the message did not give (`number_confirmed`: "... Kei te tika tonu tō nama
                # waea 021 448 902?", is your phone number still ...?): the number to call, put to the user to confirm.
                if (asked is None and self.config.other_languages and self._handoff is not None and not proposed
                        and not handing_off and not disputed and answers and turn.final_response
                        and number_confirmed(turn.user_text[:MESSAGE_CHARS_READ],
                                             turn.final_response[:MESSAGE_CHARS_READ])
                        and more_than_a_yes(asked_of_us) and not reads_as_english(turn.user_text)
                        and not_english(turn) and not self._declared_assent(asked_of_us)):
                    asked = NUMBER_CONFIRMED_REQUEST, MASK  # the number itself is never shown
            if asked is not None:
                family, words = asked
                evidence.append(Evidence(turn=turn.index, detail=f"user {family}: \"{words}\""))
            asked_before = asked is not None
            requested = requested or asked_before
            previous = turn.user_text
            if turn.user_text:
                said_before.append(turn.user_text[:MESSAGE_CHARS_READ])
            if turn.final_response:
                answer = turn.final_response[:MESSAGE_CHARS_READ]
                answers.append(answer)
                said_before.append(answer)
                offered = self.config.english_cues and bool(OFFERS_PERSON.search(answer))
                proposed = offered and _offers_person(answer)
            transferred_to = set()
            handed_off = False
            for call in turn.tool_calls:
                if self._is_handoff_tool(call.name):
                    handed_off = True
                    evidence.append(Evidence(turn=turn.index, span_id=call.span_id, tool=call.name,
                                             detail="hand-off tool called"))
                elif call.name in TRANSFER_TOOLS:
                    target = str(call.args.get("agent_name", ""))
                    if target and self._is_human(target):
                        transferred_to.add(target)
                        evidence.append(Evidence(turn=turn.index, span_id=call.span_id, tool=call.name,
                                                 detail=f"transfer to agent '{target}'"))
            for agent in turn.transfers:
                if agent not in transferred_to and self._is_human(agent):
                    transferred_to.add(agent)
                    evidence.append(Evidence(turn=turn.index, detail=f"transfer to agent '{agent}'"))
            if not handed_off and not transferred_to and said is not None:
                evidence.append(said)
            handing_off = handed_off or bool(transferred_to) or said is not None
        return make_signal(self, evidence)


# The letters a request's word and the offer's share at their start to be one verb ("llame", "llamar"; "call", "calls").
OFFER_STEM = 4
# The offer is read in the answer's last sentences: the question closing it and the sentence it asks about.
OFFER_SENTENCES = 2


def named_before(words: str, said_before: list[str]) -> bool:
    """Whether the name among the words of a request by name (`EscalationDetector._person_named`: a word of `NAME`
    shape, its first letter a capital and every other small) was written in an earlier message of the conversation."""
    names = [part for part in words.split(" … ") if NAME.fullmatch(part) and part[0].isupper() and part[1:].islower()]
    return any(re.search(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", earlier)
               for name in names for earlier in said_before)


def takes_up_offer(words: str, answer: str) -> bool:
    """Whether the request's words (`words`, as the request tables found them) take up what the agent's previous
    answer offered: the answer closes on a question, and one of its last `OFFER_SENTENCES` sentences holds a word
    opening with the same `OFFER_STEM` letters as a word of the request, in any language ("que me llame" after "...
    la puede llamar para cuadrar la entrega. ¿Le parece?").

    >>> takes_up_offer("que me llame", "Si quiere, Yajaira la puede llamar para cuadrar la entrega. ¿Le parece?")
    True
    >>> takes_up_offer("que me llame", "Yajaira la puede llamar mañana.")
    False
    >>> takes_up_offer("hablar con un supervisor", "¿Algo más en que pueda ayudarle?")
    False
    """
    if not answer.rstrip().endswith(QUESTION_MARKS):
        return False
    stems = {word[:OFFER_STEM] for word in re.findall(r"[^\W\d_]+", words.lower()) if len(word) >= OFFER_STEM}
    closing = " ".join(_SENTENCE.findall(answer)[-OFFER_SENTENCES:]).lower()
    return any(word[:OFFER_STEM] in stems for word in re.findall(r"[^\W\d_]+", closing) if len(word) >= OFFER_STEM)


# The user telling the role they hold ("I'm the assistant manager at a hotel", "I am a staff nurse"): the person named
# is the user, no one asked for.
_OWN_ROLE = re.compile(r"\b(?:i'?m|i\s+am|i\s+work\s+as)\s+(?:the|a|an|one\s+of\s+the)\s+(?:[\w-]+\s+){0,3}?"
                       r"(?:manager|supervisor|agent|operator|representative|rep|staff|colleague|person)s?\b",
                       re.IGNORECASE)


def without_own_role(text: str) -> str:
    """The message without the role the user says they hold, which names the user, not a person asked for.

    >>> without_own_role("Great. I'm the assistant manager at a hotel, so I want to print the timetable.")
    'Great.  at a hotel, so I want to print the timetable.'
    """
    return _OWN_ROLE.sub("", text)


def _offers_person(answer: str) -> bool:
    """Whether the agent's answer offers the user a person: a sentence naming one (`OFFERS_PERSON`) that asks or
    offers (`_OFFER`: "Would you like me to connect you with our team?", "I can put you through to a colleague if you
    like"), whatever the language of the rest ("Kayat mo kadi nga ikonektak ka iti manager?"). A sentence that only
    tells of people ("Ipakaammok daytoy iti team mi", Ilocano: I'll let our team know of it) offers no one: the user who
    then asks for a person, and is handed off, asked of their own accord."""
    return any(OFFERS_PERSON.search(sentence)
               and (sentence.rstrip().endswith(QUESTION_MARKS) or _OFFER.search(sentence) is not None)
               for sentence in _SENTENCE.findall(answer))


def team_request_words(config: EscalationConfig) -> dict[str, RequestWords]:
    """The team's words of asking for a person by language: `request_words` and the declared languages' (one
    language's lists joined when both name it)."""
    tables = [(name, language.request_words) for name, language in config.declared_languages.items()]
    words: dict[str, RequestWords] = {}
    for name, table in [*config.request_words.items(), *tables]:
        words[name] = joined(words[name], table.words()) if name in words else table.words()
    return words


def _any_of(languages: list[RequestWords], kind: str) -> re.Pattern[str] | None:
    """Any of the languages' words of one kind ("person", "wish"), or None when they hold none."""
    patterns = [alternation(getattr(words, kind), words.spaced) for words in languages if getattr(words, kind)]
    return re.compile("|".join(f"(?:{pattern})" for pattern in patterns), re.IGNORECASE) if patterns else None


def _request_words_of(language: DeclaredLanguage) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """A declared language's wish, contact and person words, compiled (a kind it leaves empty never matches)."""
    words = language.request_words.words()
    wish, contact, person = (re.compile(alternation(getattr(words, kind), words.spaced), re.IGNORECASE)
                             for kind in ("wish", "contact", "person"))
    return wish, contact, person


def _declared_request_words(config: EscalationConfig) -> list[tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]]:
    """Each declared language's wish, contact and person words, compiled (a kind it leaves empty never matches);
    a language with no contact words is left out."""
    return [_request_words_of(language) for language in config.declared_languages.values()
            if language.request_words.words().contact]


def glob_regex(pattern: str) -> str:
    """An fnmatch glob (`escalate*`) as an anchored re2 regex on the lowercased name."""
    out = []
    for char in pattern.lower():
        out.append(".*" if char == "*" else "." if char == "?" else re.escape(char))
    return "^" + "".join(out) + "$"


def agent_handoff_regex() -> str:
    """The patterns of the agent handing off, as one re2 regex on a span's lowercased raw words, kept wider than
    the detector's: a word character may be any but a space (re2's word characters are ASCII, Python's are not),
    and the words between verb and noun may take 300 bytes, what JSON escapes make of 50 characters."""
    wide = [pattern.replace(r"\w", r"[^\s]").replace("{0,50}", "{0,300}") for pattern in AGENT_HANDOFF]
    return "|".join(f"(?:{pattern})" for pattern in wide)


def _push_down(config: EscalationConfig) -> dict[str, list[str]]:
    """Hand-off tools, transfers to a human agent, and the agent saying it hands off, found in SQL."""
    return {
        "handoff_patterns": [glob_regex(tool) for tool in config.handoff_tools],
        "transfer_tools": sorted(TRANSFER_TOOLS),
        "human_patterns": [pattern.lower() for pattern in config.human_agent_patterns],
        "agent_said": [agent_handoff_regex()] if config.agent_handoffs else [],
    }


def _words_test(config: EscalationConfig) -> WordsTest | None:
    """The team's own words of asking for a person; None (every session's words read) with the built-in cues, or with
    a declared language's request words (they take endings, or stand in scripts without spaces) or hand-offs (the
    agent's, answering any message)."""
    needles = phrase_needles(config.phrases)
    declared = any(language.request_words.person or language.agent_handoffs
                   for language in config.declared_languages.values())
    if config.english_cues or needles is None or declared:
        return None
    return WordsTest(needles=tuple(needles), patterns=tuple(pattern.lower() for pattern in config.patterns))


SPEC = DetectorSpec(name="escalation", config=EscalationConfig, build=EscalationDetector, weight=3.0,
                    push_down=_push_down, user_words=_words_test)
