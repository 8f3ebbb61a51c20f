"""The support a name the language model (or the proper-noun reading) guessed needs to stand: a cue, a word
that is a name and no word of the language, or a given name and a surname. Applied to every guessed name that
the thing-position table left standing; the first rule that decides wins, and a name no rule keeps is dropped.
KEEP: a person's name; DROP: no support.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon
from redaction.recognizers.addresses import STREET_SUFFIXES
from redaction.rules import Rule, Table, Verdict
from redaction.rules.sentences_of_another_language import opens_a_sentence_of_another_language
from redaction.rules.thing_position import Span
from redaction.rules.unvouched_words import an_unvouched_word_in_a_things_phrase


def _cued_or_called(span: Span) -> bool:
    before, after = span.before, span.after
    called = (lexicon._VOCATIVE.search(before) and lexicon._VOCATIVE_AFTER.match(after)) or (
        lexicon._SPEAKER.search(before) and lexicon._SPEAKER_AFTER.match(after)
    )
    return span.cued or bool(called and span.words[0].casefold() in span.support.names.given)


def _at_a_venue(span: Span) -> bool:
    return bool(
        lexicon._AT_BEFORE.search(span.before) and not lexicon._PERSON_PLACE_CUE.search(span.before)
        and not re.match(r"['’]s?\b", span.after) and not span.support.plainly_a_full_name(span.words)
    )  # fmt: skip


def _a_fields_common_words(span: Span) -> bool:
    return span.text[span.start : span.end].strip() == span.text.strip() and all(
        span.support.common(word) for word in span.words
    )


def _opens_with_a_place(span: Span) -> bool:
    return span.support._opens_with_a_place(span.words) and not lexicon._AT_AN_ADDRESS_END.match(span.after)


def _unit_or_model_after_a_number(span: Span) -> bool:
    words, before = span.words, span.before
    return len(words) == 1 and bool(
        (len(words[0]) <= 4 and re.search(r"\d[ \t]*$", before))
        or re.search(r"(?:\b(?:19|20)\d{2}|\d+[A-Za-z]+)[ \t]+$", before)
    )


def _ends_in_a_plain_word(span: Span) -> bool:
    support, words = span.support, span.words
    return bool(
        len(words) > 1 and support.plain_word(words[-1]) and words[0].casefold() not in support.names.given
        and words[-1] not in STREET_SUFFIXES
    )  # fmt: skip


def _common_words_ending_in_a_noun(span: Span) -> bool:
    support, words = span.support, span.words
    return bool(
        len(words) > 1 and all(support.common(word) for word in words)
        and not {words[0].casefold(), words[-1].casefold()} & lexicon.world_surnames()
        and words[-1].casefold() not in support.names.common_surnames and words[-1].casefold() in support.nouns
    )  # fmt: skip


def _brand_in_a_things_slot(span: Span) -> bool:
    support = span.support
    return support._in_a_things_slot(span.text, span.start, span.end, span.before, span.after) and not (
        support._known_name(span.words)
    )


def _opens_a_sentence_of_another_language(span: Span) -> bool:
    return opens_a_sentence_of_another_language(span.text, span.start, span.end, span.support)


def _a_name_word(span: Span) -> bool:
    return any(span.support._name_word(word) for word in span.words)


def _an_unvouched_word_in_a_things_phrase(span: Span) -> bool:
    return an_unvouched_word_in_a_things_phrase(span.text, span.start, span.end)


def _a_surname_in_full(span: Span) -> bool:
    return (len(span.words) > 1 or span.modelled) and any(
        word.casefold() in span.support.name_in_full and word[0].isupper() and not word.isupper()
        for word in span.words
    )


def _given_name_and_surname(span: Span) -> bool:
    names, words = span.support.names, span.words
    return (
        len(words) >= 2 and words[0].casefold() in names.given and words[-1].casefold() in names.surnames
        and all(word[0].isupper() for word in words)
    )  # fmt: skip


DROP, KEEP = Verdict.DROP, Verdict.KEEP
PERSON_SUPPORT: Table[Span] = Table(
    "Person support",
    "Every guessed name the thing-position table left standing. KEEP: a person's name; DROP: no support (and a "
    "name no rule keeps is dropped too).",
    (
        Rule("cued_or_called", "keeps a name after a cue (\"my name is\", \"Dear\", a title, a person's key) or "
             "called at a sentence's start with a given name", "the cue says a person is meant", KEEP,
             _cued_or_called, ("thanks, [Grace Hill]", "[Sue], can I speak to your boss?"),
             ("the [Grace Hill] site",)),
        Rule("at_a_venue", "drops a name right after \"at\", unless said of a person or plainly a full name",
             "\"at Oakhurst Manor\": where things happen", DROP, _at_a_venue, ("lunch at [Oakhurst Manor]",),
             ("I live at [Oakhurst Manor]",)),
        Rule("a_fields_common_words", "drops a field's whole value made of common words", "\"Kitchen Lights\", "
             "\"Front Door\"", DROP, _a_fields_common_words, ("[Front Door]",), ("[Tomasz Kowalczyk]",)),
        Rule("opens_with_a_place", "drops words opening with a country or a large city that is no given name, "
             "unless an address ends there", "\"Rotterdam Centraal\", \"Rotterdam to Poznań\"", DROP,
             _opens_with_a_place, ("from [Rotterdam Centraal] today", "from [Rotterdam] to Poznań"),
             ("from [Priya Okafor] today",)),
        Rule("unit_or_model_after_a_number", "drops one word after a number or a year", "\"5 Mbps\", \"a 2023 "
             "Corsa\"", DROP, _unit_or_model_after_a_number, ("a 2023 [Corsa] again",), ("ask [Corsa] again",)),
        Rule("ends_in_a_plain_word", "drops words ending in a word of the language that is no name, with no given "
             "name first", "\"Docker Desktop\", \"Unprocessable Entity\"", DROP, _ends_in_a_plain_word,
             ("open [Docker Desktop] now",), ("open [Priya Okafor] now",)),
        Rule("common_words_ending_in_a_noun", "drops common words ending in a noun that is no surname",
             "\"Willow Arena\", \"Bell Tent\" name things", DROP, _common_words_ending_in_a_noun,
             ("see you in [Willow Arena] soon",), ("see you, [Rose Hill], soon",)),
        Rule("brand_in_a_things_slot", "drops a word no one bears after an article or a possessive, or before a "
             "model's code", "\"my Juwel Rio 180\" is an aquarium", DROP, _brand_in_a_things_slot,
             ("my [Juwel] Rio 180 leaks",), ("my [Okafor] family",)),
        Rule("an_unvouched_word_in_a_things_phrase", "drops one word no name list of any country holds right "
             "after like, during, until, till, after, before or without, with nothing else vouching for a person "
             "(no name's particle, hyphen or bracket joining it to a name, no digit in it or after it, no comma "
             "or possessive after it, said nowhere else in the text: redaction/rules/unvouched_words.py)",
             "\"open during Parrtjima\", \"ship before Tết\", \"something like Peony\": a word the language "
             "lacks is no person's name by itself, and no one is the object of these prepositions when nothing "
             "else names them", DROP, _an_unvouched_word_in_a_things_phrase,
             ("are you open during [Parrtjima]?", "I want something like [Peony] but cheaper"),
             ("a parcel for [Tipene] today", "we met after [Okafor] left", "The true gender of [Satomi] is",
              "closed until [Tipene], Tipene Walker, is back", "Bride loves Dafydd ap [Gwilym], could we")),
        Rule("opens_a_sentence_of_another_language", "drops one capitalised word no name list holds opening a "
             "sentence whose lower-case words are mostly no English, with no digit, possessive or comma after it and "
             "said nowhere else in the text (redaction/rules/sentences_of_another_language.py)", "\"Okuhepa! Ondjila "
             "...\": in another language every word lacks from the English lexicon, and the first is capitalised "
             "because it opens the sentence", DROP, _opens_a_sentence_of_another_language,
             ("[Okuhepa]! Ondjila yokuya kotauni oyi li ngaa?", "Asante. [Nimepokea] mzigo wako leo asubuhi"),
             ("[Okafor] called about the parcel today", "[Maria] amelipa deni lake jana",
              "[Tipene] amefika leo, tipene@mail.co", "Asante. [Nimepokea] the parcel this morning",
              "Pole sana Bi. [Mwanjala]. Dereva wetu atakupigia simu akifika",
              "Thanks Sue. [Rhodri] from the yard will meet you at the gate",
              "[Shathi] apa, apnar account te taka baki ache", "[Tomislave], pronašao sam problem s prijavom",
              "agent du point ([Lahcen]) lui a dit rien sur le compte")),
        Rule("a_name_word", "keeps a name that holds a word people bear and the language lacks", "\"Okafor\", "
             "\"Renátó\"", KEEP, _a_name_word, ("ask [Okafor] today",), ("ask [Table] today",)),
        Rule("a_surname_in_full", "keeps two words one of which is a census name the lexicon knows only as a "
             "noun", "\"Ibrahim Nilsson\"", KEEP, _a_surname_in_full, ("ask [Ibrahim Nilsson] today",),
             ("ask [Table] today",)),
        Rule("given_name_and_surname", "keeps a given name followed by a surname, each capitalised", "\"Mark "
             "Young\" is a person though both are words", KEEP, _given_name_and_surname,
             ("ask [Mark Young] today",), ("ask [Table Young] today",)),
    ),
    lambda example, engine: Span.of(example, engine.person_support),
)
