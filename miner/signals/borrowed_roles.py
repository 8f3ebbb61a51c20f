"""A person asked for by the word for a role the languages borrow from English, in any script: "konsultant",
"менеджер", "მენეჯერს დამალაპარაკეთ", "ম্যানেজার", "オペレーター". Most languages name the people of a company with
loanwords (manager, operator, supervisor, consultant, coordinator, agent), so this reads a request for a
person in a language no table of `request_words.py` holds.

The message's words are romanised (`anyascii`: any script to ASCII letters, offline) and each is matched at its start
against the stems below, which allow the spellings the loanwords take ("menedzher", "menejer", "myanejar",
"mainejr", "manatzer" all hold "manager"; a case ending after them, "menejers", "operatora"). A role named is a
request only in a message of at most `MAX_WORDS` words, where there is hardly room for anything but asking for it
("konsultant", "მენეჯერს დამალაპარაკეთ. ახლავე."): in a longer message it is as often someone spoken of ("my manager
already approved it", "quem é minha consultora?"). Over the tuning sets' conversations not in English, such messages
were requests in 13 conversations of 13, every language's tables emptied (bench/unseen_languages.py). Not "admin":
Thai users open a message with it as one says "hello" to whoever answers ("แอดมินเป็นคนตอบเองหรือเป็นบอทคะ", admin,
is it you answering or a bot?).

Beside an English word of contact (`_CONTACT`: "call", "phone", "telefon", "talk"), a role so named asks for a person
in a message of any length (`borrowed_role_and_contact`): users writing another language mix both in ("ಯಾರಾದ್ರೂ
supervisor ನನಗೆ call ಮಾಡ್ಲಿ"); over the tuning sets' messages not read as English, 4 held both, all 4 requests. So
does a trade's loanword beside a contact's (plumber, electrician, technician, mechanic, secretary, veterinarian: Efik
"nyom ndineme ye plumber oro ke phone"), read only so. So does the office by its loanword beside a contact's
(`borrowed_office_and_contact`): someone of the office asked to call ("office", "ofis", "ofisi", "अफिसको", the French
"bureau" as Haitian Creole "biwo"; "call", "phone", "ring", the Bantu "foni" and "simu", the Creoles' "rele"): Tok
Pisin "Inap wanpela man bilong ofis i ringim mi?", can a man of the office ring me? Over every tuning set's messages
not read as English, 7 hold both, all 7 requests (5 conversations found only so), none other; in English the same words
are as often a report ("my wife will call your office"), where the rule does not run.

A neighbour's loanwords count the same, for a language no table holds borrows from one that lends to many: the
registry and the call Russian lends the languages of the former Soviet Union (`_REGISTRY`, "регистратура"; "звонить"
in `_OFFICE_CONTACT`: Buryat "Регистратураһаа хүн намда звонить хэжэ үгэхэ аргатай гү?", can someone of the registry
call me?), the human being Arabic lends the languages of Islam, read as a trade is, beside a contact only ("insan",
"inson", "ensan": Zaza "ez wazena bı yew insanî de qıse bıkeri, telefon ra"), and the administrator among the roles an
agent hands the user to (Karakalpak "Sorawıńızdı poliklinika administratorına jiberdim"). Over every tuning set they
found 3 request conversations more (Buryat, Zaza, Karakalpak) and flagged no turn falsely.

A role so named as the last word of a clause of at most `MAX_WORDS` words, in a longer message, is asked for too
(`borrowed_role`): the clause is the request and the rest its reason ("Maiwe. Ndipei maneja, zvave zvekutamba
izvi", Shona: give me the manager, this is a joke now; "mi stai facendo girare in tondo. voglio un operatore").
Last, because a role asked for closes the words asking for it (give me, I want, a ... please) while a role spoken of
is followed by what it did ("ನಮ್ ಮ್ಯಾನೇಜರ್ ಕೇಳ್ತಿದ್ದಾರೆ", our manager is asking). Over the tuning sets' messages not
read as English, 4 more messages (3 conversations) were found so, all requests, none other.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from anyascii import anyascii

from miner.signals.letters import UNSPACED
from miner.signals.text import clauses_and_ends

# At most this many words: a role asked for and hardly another word.
MAX_WORDS = 3
# The roles' stems as romanised, at the start of a word (a case ending may follow).
_ROLE_STEMS = (
    # manager: manager, menedzher (Russian), menejer (Georgian), myanejar (Bengali), mainejr (Hindi), manatzer
    # (Greek), menadzer (Serbian, Croatian), maenijeo (Korean), mynyjr (Urdu, written without its vowels); not the
    # Spanish "manejar" (to handle) nor "manjar" (a dish)
    r"m(?:e|ae|ai|ya|y)n(?:a|e|i|y)(?:dzh|dz|dj|j|tz|zh|g)(?:(?:a|e)?r|eo)|man(?:a|e)(?:g|tz|dzh|dz)(?:a|e)?r",
    # manager as the Bantu languages take it, the closing "r" dropped for a vowel: maneja (Shona), meneja
    # (Swahili); a whole word, so not the Spanish "manejan", "manejar" (the Spanish "maneja", handles, is
    # read in a clause no table of Spanish answered first)
    r"m(?:a|e)n(?:a|e)(?:j|dz)a(?![a-z])",
    # manager as Tok Pisin takes it, its "j" a "s": manesa ("Givim mi namba bilong manesa")
    r"m(?:a|e)nesa(?![a-z])",
    # operator: operator, operatore, operater, operaturi (Sicilian), opereta (Japanese, its long vowel dropped); not
    # "operar", "operation"
    r"op(?:e|a)r(?:a|e)t(?:(?:o|e|a|u)?r|a)",
    # supervisor: supervayzer (Russian), suparbhaijar (Bengali), supervizor, supervaizeri (Georgian), superviseur
    # (French, lent to the languages of West Africa: "ay ma salaŋ nda superviseur de zone", Zarma)
    r"sup(?:e|a)r(?:v|bh|w)(?:a|ai|ay|i)?(?:z|j|s)(?:eu|e|o|a)?r",
    r"[kc]onsultant",
    r"[kc]oordinat(?:o|e)r",
    # agent: agent, agente, ejent (Bengali); not "agenda"
    r"(?:a|e)(?:g|j)ent",
    # human, not "humanitarian"
    r"hy?uman(?!i)",
)
# A trade's people by the words the languages borrow for them: plumber, electrician, technician, mechanic, secretary,
# veterinarian ("plumber", "técnico", "mekanik", "secrètaire", "sekretarka", "ветеринар", "veterinario"). Read only
# beside a contact's loanword (`borrowed_role_and_contact`): alone they are as often who did the work ("the technician
# came", "el técnico ya vino") as who is asked for.
_TRADE_STEMS = (
    r"plumb(?:er|a)",
    r"e?le[ck]tri[cks]i?(?:an|en|yan|jan|ista)",
    r"te[ck]h?ni[ck](?:ian|ien|er|o|us|a)?(?![a-z])",
    r"me[ck]h?ani[ck](?:ian|ien|er|o|us|a)?(?![a-z])",
    r"s[ei][ck]r[ei]t(?:ai|a|e|ä)r",
    r"veterin",
    # a human being by the word Arabic lends its neighbours and the languages of Islam (insan: Turkish, Zaza,
    # Kurdish, Malay, Indonesian; inson: Uzbek; ensan: Persian), with its endings ("insanî", "insannan"); beside a
    # contact's loanword as a trade is, for alone it is as often a person spoken of ("pek ii insan", a very good man)
    r"(?:insan|inson|ensan)(?!e(?:ly)?(?![a-z]))",
)
_TRADE = re.compile("|".join(f"(?:{stem})" for stem in _TRADE_STEMS))
# A contact by the word English lends ("call", "phone", "telefon", "talk"), whole words as romanised: beside a role
# named by its loanword, in a message of any length, they ask for that person ("ಯಾರಾದ್ರೂ supervisor ನನಗೆ call ಮಾಡ್ಲಿ",
# "Operator bilan gaplashsam bo`ladimi, yoki kimdir menga telefon qilsin"). Not "calle" (a street), "fonds".
_CONTACT = re.compile(r"(?:call(?:s|ed|ing)?|(?:tele)?phon\w*|telefon\w*|talk(?:s|ed|ing)?)")
# A number by its loanword (number, namba, nambala, nambari, numero, nomor), whole words as romanised.
_NUMBER = re.compile(r"n[aou]mb(?:er|a|ala|ari)|numero|nomor")
# The boss by its loanword (boss, bos, bosi): a role only as the one whose number is asked for, for alone it is as
# often a way of addressing whoever answers ("makasih bos", thanks boss; "ok bos, nomor resi?") as a person.
_BOSS = re.compile(r"bos{1,2}i?")
# At most this many words between a number and the role it is of ("nambala ya ba boss", "namba bilong manesa").
NUMBER_OF_GAP = 3
# At most this many characters: a language written without spaces holds a sentence in one "word".
MAX_CHARACTERS = 40
_ROLE = re.compile("|".join(f"(?:{stem})" for stem in _ROLE_STEMS))
_WORD = re.compile(r"\w+")
# A clause closed by a question mark asks about the role it ends on ("Who's her supervisor?", Spanish "¿quién lo
# maneja?", who handles it?), not for it.
_QUESTION = re.compile(r"[?？]")
_SENTENCE_END = re.compile(r"[.!?…。！？]+(?:\s+|$)")
# The marks around a word as typed, left out when the word is shown as evidence.
_MARKS = ".,;:!?¿¡()\"'"


def _names_role(word: str) -> bool:
    return any(_ROLE.match(part) for part in _WORD.findall(anyascii(word).lower().replace("'", "")))


def _short(text: str) -> bool:
    return 0 < len(text.split()) <= MAX_WORDS and len(text.strip()) <= MAX_CHARACTERS


def borrowed_role(text: str) -> str | None:
    """The word that names a role by its English loanword in a message of at most `MAX_WORDS` words, or last in
    such a clause of a longer message, or None."""
    if _short(text):
        for word in text.split():
            if _names_role(word):
                return word.strip(_MARKS)
        return None
    for clause, end in clauses_and_ends(text):
        if _short(clause) and not _QUESTION.search(end) and _names_role(last := clause.split()[-1]):
            return last.strip(_MARKS)
    return None


def borrowed_role_and_contact(text: str) -> str | None:
    """The words of a message, of any length, that name a role or a trade (`_TRADE`) and a contact by their English
    loanwords ("supervisor ... call", Efik "nyom ndineme ye plumber oro ke phone", I want to talk with the plumber on
    the phone; Kichwa "Veterinario ... paywan rimanata munani, teléfonopi", I want to talk with the vet, by phone), or
    None."""
    return _who_and_contact(text, lambda part: bool(_ROLE.match(part) or _TRADE.match(part)),
                            lambda part: bool(_CONTACT.fullmatch(part)))


# The word that opens what was said after a verb of saying in the English-lexified Creoles and Pidgins ("Una talk say
# payment na 48 hours", Nigerian Pidgin: you said payment takes 48 hours; Jamaican "dem call seh"): a contact's
# loanword right before it reports speech, no contact asked for. Not "se", "sa", "that": "me telefone se possível"
# (Portuguese: phone me if possible) asks.
_SAYS_THAT = re.compile(r"say|seh|sey")


def _who_and_contact(text: str, who: Callable[[str], bool], contact: Callable[[str], bool]) -> str | None:
    """The first word of the message naming whom (`who`, read on each romanised part of a word) and the first other
    word naming a contact, "whom … contact", or None when either is missing; not a contact reporting speech, right
    before the word that opens what was said (`_SAYS_THAT`)."""
    named = contacted = None
    words = text.split()
    for index, word in enumerate(words):
        following = anyascii(words[index + 1]).lower().strip(_MARKS) if index + 1 < len(words) else ""
        for part in _WORD.findall(anyascii(word).lower().replace("'", "")):
            if named is None and who(part):
                named = word.strip(_MARKS)
            elif contacted is None and contact(part) and not _SAYS_THAT.fullmatch(following):
                contacted = word.strip(_MARKS)
    return f"{named} … {contacted}" if named and contacted else None


# The office by the word most languages borrow for it, romanised, from a word's start or after a locative's or a
# class's short prefix ("office", "oficina", "ofis", "ofisi", "ofiisi" (Luganda), "aphisko" (Nepali "अफिसको"),
# "ophismdhun" (Marathi "ऑफिसमधून"), "wasehhovisi" (Zulu, of the office)), or the French one ("bureau", Haitian
# Creole "biwo", Polish "biuro", Russian "бюро"); a word of at most `OFFICE_WORD` letters, so not "officiel",
# "afficher", "avis".
_OFFICE = re.compile(r"(?:wase|kwi|ku|se|e|i)?(?:(?:o|a)(?:f|ph)f?ii?(?:s|ce|cin)|hhovis)|biwo|bureau|biuro|byuro")
# At most this many letters, a word naming the office with its endings ("ophismdhun").
OFFICE_WORD = 12
# The registry, the desk of a clinic or an office as Russian lends it to the languages of the former Soviet Union
# ("регистратура", Buryat "Регистратураһаа", from the registry; Gagauz "registraturadan"), with endings of any length.
_REGISTRY = re.compile(r"registratur")
# A contact by the words the languages borrow for it, whole words as romanised: those of `_CONTACT`, and "ring"
# (Swedish "ringa", Tok Pisin "ringim"), the phone of the Bantu languages ("foni", Zulu "angifonele", call me;
# "simu", Swahili's, lent to its neighbours: Kikuyu "atuhurire simu") and the Creoles' "rele" (to call, of French
# "appeler"), and the call Russian lends the same languages ("звонить", "позвонить", Buryat "звонить хэжэ", to make a
# call).
_OFFICE_CONTACT = re.compile(
    _CONTACT.pattern + r"|ring(?:s|ed|ing|a|e|im)?|\w{0,6}fon(?:i|e|ele|ela|a)?|s{1,2}imu|rele|(?:po)?zvon\w*")


# A contact's loanword this short or shorter stands as often for a word of the language's own ("ofon", Efik: good) and
# is read only when it is "call", "phone", "telefon" or "talk" (`_CONTACT`).
CONTACT_LETTERS = 4


def contact_loanword(text: str) -> str | None:
    """The first word of the text (as typed) that names a contact by its loanword, romanised (`_OFFICE_CONTACT`: "call",
    "telefon", "ring", "ringa", "ffonio", "zvonit"), or None; one of `CONTACT_LETTERS` letters or fewer only when
    `_CONTACT` reads it."""
    return next((word for word, part in romanised_parts(text)
                 if _CONTACT.match(part) or (len(part) > CONTACT_LETTERS and _OFFICE_CONTACT.match(part))), None)


def borrowed_office_and_contact(text: str) -> str | None:
    """The words of a message, of any length, that name the office and a contact by their loanwords: someone of the
    office asked to call, or to be called (Haitian Creole "Pa gen yon moun nan biwo a ki ka rele m ... nan telefòn?",
    Tok Pisin "Inap wanpela man bilong ofis i ringim mi?", Zulu "Ngicela umuntu wasehhovisi angifonele", Nepali "कुनै
    मान्छेलाई फोन गर्न लगाउनुस्, ड्राइभर वा अफिसको कोही"), or None. Read, as the role's loanword is, only in a
    message no table answered and not read as English ("I'll ring the office", "my wife will call your office" are
    English and a report)."""
    return _who_and_contact(
        text, lambda part: bool((_OFFICE.match(part) and len(part) <= OFFICE_WORD) or _REGISTRY.match(part)),
        lambda part: bool(_OFFICE_CONTACT.fullmatch(part)))


def borrowed_role_number(text: str) -> str | None:
    """The words of a message, of any length, that ask for a role's number by their English loanwords: a number, then
    within `NUMBER_OF_GAP` words the role it is of (Bemba "Mpeleni nambala ya ba boss wenu", give me your boss's
    number; Tok Pisin "Givim mi namba bilong manesa nau"), in a sentence holding no digit, or None. The number first,
    for "the number of": the role first and a number after is the role addressed and something else's number asked
    ("ok bos, nomor resi?"); a digit beside them is a number given ("mi numero de agente es 4")."""
    for sentence in _SENTENCE_END.split(text):
        if _figure(sentence):
            continue
        parts = [(word, part) for word in sentence.split()
                 for part in _WORD.findall(anyascii(word).lower().replace("'", ""))]
        for at, (word, part) in enumerate(parts):
            if not _NUMBER.fullmatch(part):
                continue
            for role_word, role in parts[at + 1:at + 2 + NUMBER_OF_GAP]:
                if _ROLE.match(role) or _BOSS.fullmatch(role):
                    return f"{word.strip(_MARKS)} … {role_word.strip(_MARKS)}"
    return None


# The roles an agent hands the user to, as its answer names them in any language: the roles above but a human being
# (an answer saying what the agent is names one: "I'm not a human"), and staff, officer, specialist, which users seldom
# ask for by the loanword but agents hand off to ("wan staf bambae i ringim yu", Bislama: a staff member will ring you;
# not "Staffelpreise", "špeciálnym", "specializuar"). A word is read from its start; in a script written without
# spaces the loanword runs into the words around it ("スタッフにおつなぎします", "フロントスタッフに"), so a run of such
# letters is read anywhere (`_handed_to_in`).
_HANDED_TO_STEMS = (
    *(stem for stem in _ROLE_STEMS if not stem.startswith("hy?uman")),
    # staff: staff, staf, stafi (Albanian), sutatfu (Japanese), staph (Hindi), a whole word but for a vowel
    r"s(?:u)?ta(?:f|ph|tf)f?(?:u|i|a|e)?(?![a-z])",
    # officer: officer, oficer
    r"off?i(?:c|s)er",
    # specialist: specialist, specjalista, spetsialist (Russian), spesialis, supeshiyarisuto (Japanese)
    r"s(?:u)?pe(?:c|ts|ch|s|sh|z)(?:i|iy|j)a(?:l|r)is",
    # administrator: administrator, administrador, administrateur, администратор, administratorına (Karakalpak, to
    # the administrator); not "administration", "administrativo", nor "admin" (`_ROLE_STEMS`)
    r"administra(?:t|d)(?:o|eu|e)r",
)
_HANDED_TO = re.compile("|".join(f"(?:{stem})" for stem in _HANDED_TO_STEMS))
# A run of letters of a script written without spaces (Japanese kana, Chinese characters, Thai, Lao, Khmer, Myanmar).
_UNSPACED_RUN = re.compile(f"[{UNSPACED}]+")
# The roles as read in such a run: no stem's end need be a word's end ("sutatfu" + "niotsunagishimasu").
_HANDED_TO_IN_RUN = re.compile(_HANDED_TO.pattern.replace("(?![a-z])", ""))


def _handed_to_in(word: str) -> bool:
    """Whether the word names a role `handed_role` reads: a part of it in a spaced script from its start, with an
    elided article read apart ("n'operaturi", "l'operatore") or not, or a run of letters of a script written without
    spaces anywhere ("スタッフにおつなぎします", romanised "sutatfuniotsunagi...")."""
    spaced = _UNSPACED_RUN.sub(" ", word)
    romanised = anyascii(spaced).lower()
    return (any(_HANDED_TO.match(part) for part in _WORD.findall(romanised.replace("'", "")))
            or any(_HANDED_TO.match(part) for part in _WORD.findall(romanised))
            or any(_HANDED_TO_IN_RUN.search(anyascii(run).lower()) for run in _UNSPACED_RUN.findall(word)))


# A sentence of any script, with the marks that end it (the danda of Bengali and Devanagari among them).
_ANY_SENTENCE = re.compile(r"[^.?!;。？！؟।\n]+[.?!;。？！؟।]*")
# At most this many words, an answer's first sentence only acknowledges ("Claro.", "Mi andastanem.", "Lo siento
# mucho."): the hand-off is the next one.
ACKNOWLEDGEMENT = 4


# A list opened in a sentence: a colon, then its first item numbered or bulleted ("...: 1) ...", "...: - ...").
_LIST_OPENED = re.compile(r":\s*(?:1[).]|[-•*])\s")


def _figure(sentence: str) -> bool:
    """Whether the sentence holds a digit: it tells something (a reference and a time: "Mɛhwɛ RF-3309 ɔkyena 10:00.",
    Fante: I will check RF-3309 tomorrow at 10:00), no acknowledgement."""
    return any(character.isdigit() for character in sentence)


def handed_role(answer: str) -> str | None:
    """The word of the agent's answer that names, by its loanword, the role the user is handed to, in the answer's
    opening: its first sentence, or its second after a first of at most `ACKNOWLEDGEMENT` words ("Claro. Te
    transfiero con un agente de soporte."; "Mi andastanem. Mi sendem rikwes blong yu long depo naoia, wan staf bambae
    i ringim yu"), in a sentence that asks nothing; or None. An answer naming a role further on tells something first
    (an apology, sympathy, what the agent found: "Chápem, že je to nepríjemné. ... odovzdal koordinátorovi montáží"),
    the agent escalating of its own accord. A sentence holding a figure (`_figure`) tells something and acknowledges
    nothing; one opening a list (`_LIST_OPENED`: "Kaani Pay agents kaŋ go Boukoki: 1) Alimentation Baraka
    ...; 2) ...", Zarma: the agents in Boukoki are ...) lists places or things, and hands no one off."""
    told = _ANY_SENTENCE.findall(answer)
    opening = told[:2] if told and len(told[0].split()) <= ACKNOWLEDGEMENT and not _figure(told[0]) else told[:1]
    for sentence in opening:
        if _QUESTION.search(sentence) or _LIST_OPENED.search(sentence):
            continue
        for word in sentence.split():
            if _handed_to_in(word):
                return word.strip(_MARKS)
    return None


def sentences(text: str) -> list[str]:
    """The text's sentences in any script, each with the marks that end it."""
    return _ANY_SENTENCE.findall(text)


def opens_on_role(text: str) -> bool:
    """Whether the message's first word names a role `handed_role` reads: the role it speaks of, as its subject
    ("Manager approval workflow isn't triggering ..."), not one it asks for."""
    words = text.split()
    return bool(words) and any(_HANDED_TO.match(part)
                               for part in _WORD.findall(anyascii(words[0]).lower().replace("'", "")))


def names_handed_role(answer: str) -> bool:
    """Whether the agent's answer names, anywhere, a role it hands users to (`handed_role`'s loanwords)."""
    return any(_handed_to_in(word) for word in answer.split())


def role_named(part: str) -> str | None:
    """The stem by which a romanised part of a word names someone with a loanword this module reads, as the part
    writes it (a case ending left out: "menedzher" of "menedzherom" and "menedzheru"), or None: a role (`_ROLE_STEMS`),
    a trade (`_TRADE_STEMS`) or a role an agent hands users to (`_HANDED_TO_STEMS`); not the office nor the registry,
    places the user may go to themselves ("Ke tla ea ofising ka Mantaha", Sesotho: I will go to the office on
    Monday)."""
    for stems in (_ROLE, _TRADE, _HANDED_TO):
        if found := stems.match(part):
            return found.group(0)
    return None


def romanised_parts(text: str) -> list[tuple[str, str]]:
    """Each word of the text as typed beside each part of it romanised and lowered (`anyascii`), digits left out."""
    return [(word.strip(_MARKS), part) for word in text.split()
            for part in _WORD.findall(anyascii(word).lower().replace("'", "")) if not part.isdigit()]
