"""The machine set aside, answered by no machine, in any language: the user writes, in words no table holds, what they
want and, in a sentence of its own that asks nothing, names the machine they are done with by its loanword ("...
Qof dhab ah ii gudbi, bot-kan waxba ma fahmayo", Somali: put me through to a real person, this bot understands
nothing; "Etsɔ?! Ao. Medi be maƒo nu kple chef la alo ame aɖe le bureau, menye robot o", Ewe: I want to talk with
the boss or someone at the office, not a robot; "Basta co-a màchina. Veuggio parlâ con unna personn-a vea de
l'uffiçio, subito", Ligurian: enough with the machine). The agent's answer that says nothing of what it is and asks
nothing takes the user at their word (a hand-off, a call promised, in the language's own words): a request for a
person, read with no table of the language.

The machine is named by the loanwords most languages take (`_BOT`: bot, chatbot, robot, AI), or by the word most
languages say "machine" with (`_MACHINE_WORD`: machine, máquina, màchina, mesin, makine, Maschine) only where it
closes its clause or is followed there by one short word ("idịghe machine emi", Ibibio: not this machine), for a
machine named before other words is as often the user's own ("mesin cuci", a washing machine; "makine yolda kalmış",
the machine broke down on the road).

Not in a message of one sentence (a question without its mark, "da li ste vi pravi covek ili neki bot", or a
complaint at the bot: "Kai wannan bot din ba shi da wayo ko kadan"), nor in a question ("Ṣé robot ni mò ń bá sọ̀rọ̀
ni àbí ènìyàn?" asks what the agent is), nor beside a pleased mark ("robot yu xareñ ngeen 👏👏" is praise); not when
the answer names a machine or says what the agent is (by the loanwords it does so with: "Ndi robot (AI assistant)
...", "Yes, I'm the automated assistant") or asks anything (an agent asking again has not taken the user at their
word); not a last sentence of a few words (`SHORT_LAST`), as often a question without its mark ("ok. r u a bot
btw").

    >>> machine_set_aside("Etsɔ?! Ao. Medi be maƒo nu kple chef la alo ame aɖe le bureau, menye robot o",
    ...                   "Mese egɔme. Mele wò tsɔm ɖo ɖe responsable si le dispatch gbɔ fifia. Meɖe kuku, lala vie.")
    'Medi be maƒo nu kple chef la alo ame aɖe le bureau, menye robot o'
    >>> machine_set_aside("Basta co-a màchina. Veuggio parlâ con unna personn-a vea de l'uffiçio, subito",
    ...                   "Ò capio. Ò passou a so segnalaçion a un operatô do serviçio clienti.")
    'Basta co-a màchina.'
    >>> machine_set_aside("Ndax robot nga walla nit?", "Assistant numérique laa ci Teinturerie Sokhna Bazin.") is None
    True
    >>> machine_set_aside("Bang, listrek di rumoh lon sering mate. Lon peu udep mesin cuci lam rumoh.",
    ...                   "Tukang kamoe akan trok singoh.") is None
    True

Nor the machine addressed, its word alone between commas ("Тхьауегъэпсэу, бот, уиIэпыIэгъу иныщ.", Adyghe: thank
you, bot, your help is great, an ironic thanks): the user speaks to the machine, not past it.

    >>> machine_set_aside("Мафэ 30. Тхьауегъэпсэу, бот, уиIэпыIэгъу иныщ.", "Тхьауегъэпсэу.") is None
    True
"""

from __future__ import annotations

import re

from anyascii import anyascii

from miner.signals.english import PLEASED_MARKS
from miner.signals.request_words import QUESTION_MARKS
from miner.signals.text import names_machine

# A machine by the loanwords most languages take: bot (chatbot, "bot-kan"), robot, AI in capitals.
_BOT = re.compile(r"(?<![^\W\d_])(?:(?:chat[\s-]?)?bot[sa]?|robot\w*|(?-i:AI|IA))(?![^\W\d_])", re.IGNORECASE)
# A machine by the word most languages say "machine" with, closing its clause or followed there by one short word.
_MACHINE_WORD = re.compile(r"(?<![^\W\d_])(?:machines?|m[aáà]quina\w*|m[aà]china|mesin|makine|maschinen?)"
                           r"(?:\s+[^\W\d_]{1,3})?\s*(?:[.,;:!]|$)", re.IGNORECASE)
# The same loanwords in the other scripts they are written in (Cyrillic, Greek, Georgian, Devanagari, Bengali,
# Ethiopic, Japanese, Korean, Chinese, Arabic and Persian, Hebrew, Thai), a case ending after them ("मै बोटसे बात करके
# थक गैलुँ", Tharu: I am tired of talking with the bot; "نمِخوم وا ربات حرف بزنم", Luri: I do not want to talk with
# the robot).
_BOT_IN_SCRIPTS = re.compile(r"(?<![^\W\d_])(?:(?:чат-?)?бот\w*|робот\w*|ρομπότ|ρομποτ|ბოტ(?!ანი)\w*|რობოტ\w*|"
                             r"रोबोट\w*|ब[ॉो]ट\w*|রোবট\w*|ሮቦት\w*)(?![^\W\d_])|"
                             r"ロボット|ボット|로봇|챗봇|机器人|機器人|روبوت|ربات|بوت|רובוט|בוט|บอท")
# The agent telling what it is, by the loanwords it says so with in most languages: automatic, virtual, digital,
# assistant ("Yes, I'm the automated assistant", "asisten virtual", "assistant numérique", "mothuši wa dijithale").
_WHAT_THE_AGENT_IS = re.compile(r"(?<![a-z])(?:automat|otomat|avtomat|virtu|digit|dijit|assist|asist)")
# A last sentence naming the machine in at most this many words is as often a question without its mark ("ok. r u a
# bot btw").
SHORT_LAST = 5
# A sentence of any script, with the marks that end it (the Ethiopic and the Devanagari full stops too).
_SENTENCE = re.compile(r"[^.?!;。？！؟።।\n]+[.?!;。？！؟።।]*")
# Marks a sentence may open with before its first word.
_MARKS_BEFORE = " \t\"'“‘«¿¡(-–—*"
# Marks that say the user is pleased (the clapping hands besides `PLEASED_MARKS`): praise of the machine.
_PLEASED = PLEASED_MARKS + "👏"


def machine_set_aside(message: str, answer: str) -> str | None:
    """The sentence of a message of two sentences or more that names the machine (`_BOT`, `_MACHINE_WORD`) and asks
    nothing (if it is the last, in more than `SHORT_LAST` words), when the agent's answer names no machine, says
    nothing of what the agent is (`_WHAT_THE_AGENT_IS`) and asks nothing; else None."""
    if (any(mark in message for mark in _PLEASED) or names_machine(answer)
            or _WHAT_THE_AGENT_IS.search(anyascii(answer).lower())):
        return None
    told = [sentence.strip() for sentence in _SENTENCE.findall(message) if sentence.strip()]
    if len(told) < 2 or any(sentence.strip().endswith(QUESTION_MARKS) for sentence in _SENTENCE.findall(answer)):
        return None
    return next((sentence for position, sentence in enumerate(told, 1) if not sentence.endswith(QUESTION_MARKS)
                 and (position < len(told) or len(sentence.split()) > SHORT_LAST)
                 and _names_machine_after_a_word(sentence)), None)


def _names_machine_after_a_word(sentence: str) -> bool:
    """Whether the sentence names the machine (`_BOT`, `_BOT_IN_SCRIPTS`, `_MACHINE_WORD`) after a word of its own:
    set aside by the words before it ("menye robot o", not a robot; "with this machine"); a machine opening its
    sentence is what the sentence tells of, as often the user's own thing ("Bot kabu saura sa naiwa", Miskito: the
    boat, the sea is bad now)."""
    stripped = sentence.lstrip(_MARKS_BEFORE)
    first = stripped.split(maxsplit=1)
    opening = len(sentence) - len(stripped) + (len(first[0]) if first else 0)  # where its first word ends
    return any(found.start() >= opening and not _addressed(sentence, found.start(), found.end())
               for pattern in (_BOT, _BOT_IN_SCRIPTS, _MACHINE_WORD) for found in pattern.finditer(sentence))


def _addressed(sentence: str, start: int, end: int) -> bool:
    """Whether the machine's word stands alone between commas, the user speaking to it ("Тхьауегъэпсэу, бот,
    уиIэпыIэгъу иныщ.", Adyghe: thank you, bot, your help is great): the machine addressed, not set aside."""
    return sentence[:start].rstrip().endswith((",", "،", "，")) and sentence[end:].lstrip().startswith((",", "،", "，"))


# "One" standing for a person, by the word that sets the human against the machine ("get me a real one please").
_REAL_ONE = re.compile(r"\b(?:a|an|the)\s+(?:real|actual|live|proper|human)\s+one\b", re.IGNORECASE)


def real_one_after_machine(text: str, answer: str) -> str | None:
    """The message with "a real one" read as "a real person" when the agent's previous answer told what it is, by
    the loanwords of the machine (`_BOT`, `_WHAT_THE_AGENT_IS`: "I'm the virtual assistant for ... billing"): the
    one the user asks for is the person the machine is not ("ok then get me a real one please"); else None.

    >>> real_one_after_machine("ok then get me a real one please", "Hi! I'm the virtual assistant for billing.")
    'ok then get me a real person please'
    >>> real_one_after_machine("get me a real one please", "Your bill is $120.") is None
    True
    """
    if not _REAL_ONE.search(text) or not (_BOT.search(answer) or _WHAT_THE_AGENT_IS.search(anyascii(answer).lower())):
        return None
    return _REAL_ONE.sub(lambda found: found.group(0)[: -len("one")] + "person", text)

