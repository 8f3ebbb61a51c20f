"""The language model's own misreadings: a name or a place the spaCy model found that its own parse says is a
word of the language or a thing's modifier. Applied inside the model's recognizer, to each of its names and
places, before any other table; the first rule that decides wins. KEEP: the finding stands whatever follows;
DROP: the model misread a word. A finding no rule decides stands.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from presidio_analyzer import RecognizerResult

from redaction.recognizers.precision import TITLES, is_common_word, names_a_thing_by_structure
from redaction.rules import Rule, Table, Verdict, marked
from redaction.rules.lower_case_of_another_language import lower_case_words_of_another_language
from redaction.rules.unborne_lower_case import lower_case_words_no_one_bears
from redaction.rules.words_of_a_sentence import FIRES as SENTENCE_FIRES
from redaction.rules.words_of_a_sentence import PASSES as SENTENCE_PASSES
from redaction.rules.words_of_a_sentence import runs_across_a_sentence

if TYPE_CHECKING:
    from redaction.engine import Engine


@dataclass(frozen=True)
class ModelFinding:
    """A name or a place of the model, with the parse of its text (`span`, None when no tokens align)."""

    entity: str
    span: Any
    words: list[Any]  # the span's alphabetic tokens
    before: list[Any]  # the two tokens before it, full stops left out
    english: frozenset[str]
    full_name: Callable[[list[str]], bool]

    @classmethod
    def of(cls, doc: Any, result: RecognizerResult, english: frozenset[str],
           full_name: Callable[[list[str]], bool]) -> ModelFinding:  # fmt: skip
        span = doc.char_span(result.start, result.end, alignment_mode="expand")
        words = [token for token in span if token.is_alpha] if span is not None else []
        before = [token for token in doc[max(0, span.start - 2) : span.start] if token.text != "."] if span else []
        return cls(result.entity_type, span, words, before, english, full_name)

    @classmethod
    def example(cls, example: str, engine: Engine) -> ModelFinding:
        """`ENTITY: text with the [finding]`, parsed by the engine's own model."""
        entity, _, rest = example.partition(": ")
        text, start, end = marked(rest)
        doc = engine.parse(text)
        full_name = engine.person_support.plainly_a_full_name
        return cls.of(doc, RecognizerResult(entity, start, end, 0.85), engine.english_words, full_name)


def _named(finding: ModelFinding) -> bool:
    return finding.entity in {"PERSON", "LOCATION"} and bool(finding.words)


def _after_a_title(finding: ModelFinding) -> bool:
    return _named(finding) and bool(finding.before) and finding.before[-1].lower_ in TITLES


def _modifies_a_thing(finding: ModelFinding) -> bool:
    return _named(finding) and finding.entity == "PERSON" and names_a_thing_by_structure(
        finding.span, finding.full_name
    )


def _words_the_tagger_reads_as_words(finding: ModelFinding) -> bool:
    return _named(finding) and finding.entity == "PERSON" and all(
        is_common_word(token, finding.english) and token.pos_ != "PROPN" for token in finding.words
    )


def _lower_case_words(finding: ModelFinding) -> bool:
    return _named(finding) and all(token.is_lower and is_common_word(token, finding.english) for token in finding.words)


def _lower_case_words_no_one_bears(finding: ModelFinding) -> bool:
    return lower_case_words_no_one_bears(finding.entity, finding.span, finding.words)


# A key's name right before its "=" and its value, as a log line writes it: `lang=en`, `tour=KLM-2H`.
_A_KEYS_EQUALS = re.compile(r"=(?![=\s])")


def _a_keys_name(finding: ModelFinding) -> bool:
    if not _named(finding):
        return False
    span = finding.span
    return bool(_A_KEYS_EQUALS.match(span.doc.text, span.end_char)) and "=" not in span.text


def _lower_case_words_of_another_language(finding: ModelFinding) -> bool:
    return lower_case_words_of_another_language(finding.entity, finding.span, finding.words, finding.english)


def _runs_across_a_sentence(finding: ModelFinding) -> bool:
    return runs_across_a_sentence(finding.entity, finding.span, finding.words, finding.english)


KEEP, DROP = Verdict.KEEP, Verdict.DROP
MODEL_MISREAD: Table[ModelFinding] = Table(
    "The language model's misreadings",
    "Each name and place the spaCy model finds, read with the model's own parse. KEEP: it stands whatever "
    "follows; DROP: the model misread a word or a thing.",
    (
        Rule("after_a_title", "keeps a name or a place right after a title", "\"ms. Roman\": a title is a strong "
             "cue", KEEP, _after_a_title, ("PERSON: I spoke to ms. [Roman] yesterday",),
             ("PERSON: I spoke to [Roman] yesterday",)),
        Rule("modifies_a_thing", "drops a name that modifies a common noun outside it, or is one end of a route "
             "between places", "\"Castle Mall loading bay\", \"Holyhead–Dublin\" name things", DROP,
             _modifies_a_thing, ("PERSON: deliver to the [Castle Mall] loading bay",),
             ("PERSON: I spoke to [Priya Okafor] yesterday",)),
        Rule("words_the_tagger_reads_as_words", "drops a name whose every word is a word of the language the "
             "tagger reads as no proper noun", "\"Card was charged\": the tagger knows it is a noun", DROP,
             _words_the_tagger_reads_as_words, ("PERSON: [Card] was charged twice",),
             ("PERSON: [Priya] was charged twice",)),
        Rule("lower_case_words", "drops a name or a place of lower-case words of the language", "\"your partner "
             "orders API\": lower-case common words are never names without a cue", DROP, _lower_case_words,
             ("LOCATION: your [partner] orders API",), ("LOCATION: shipped to [Leeds] today",)),
        Rule("lower_case_words_no_one_bears", "drops a name or a place all in lower case none of whose words is a "
             "given name or a surname of any name list, a populated place, a country or a large city, with no cue "
             "of a person or a place right before it (redaction/rules/unborne_lower_case.py)", "romanised Hindi, "
             "Bengali or Swahili and slang mixed into English (\"bhai amar bata\", \"its dreich the day\") are words "
             "the model misreads; a person or a place in lower case is still a name people bear or a place that "
             "exists (\"its jack\", \"moved to halishahar\")", DROP, _lower_case_words_no_one_bears,
             ("LOCATION: [bhai] amar bata formal shoe er sole khule geche", "PERSON: great. its [dreich] the day",
              "PERSON: tuna meza ndogo [ndani] ya viwanja"),
             ("PERSON: hey its [jack], booked the lesson", "PERSON: naam [arif chowdhury] hai",
              "LOCATION: i moved to [halishahar] last year", "PERSON: my name is [zyxwq] ok")),
        Rule("runs_across_a_sentence", "drops a name or a place mixing capitalised and lower-case words where a "
             "lower-case word of four letters or more and of no English ends it or a lower-case run of no English "
             "inside it is no word joining a name's parts, unless every capitalised word is a given name or a surname "
             "or a cue stands right before; or three or more words all in lower case, a short word joining two longer "
             "ones that are no name and no place, with no cue right before (redaction/rules/words_of_a_sentence.py)",
             "the model reads a run of words of another language as one name (\"Majembe ya chapa Mamba ni TSh\", "
             "\"daev lo Toa Maru\"); a name's words are capitalised save the short words joining its parts (\"Maria "
             "de los Angeles\", \"Juma bin Ali\"), a noun of the language after it is its kind (\"Tsamaya village\"), "
             "and the name lists' words of two or three letters (\"ya\", \"ni\") are as often a sentence's", DROP,
             _runs_across_a_sentence, SENTENCE_FIRES, SENTENCE_PASSES),
        Rule("a_keys_name", "drops a name or a place right before an \"=\" and its value", "a log line writes its "
             "keys so (\"template=ramadan_hours lang=en sent=184\"): the model reads the key's word as a name, and no "
             "one's name is written before an equals sign, only after it (\"staff=jodie\")", DROP, _a_keys_name,
             ("PERSON: INFO template=ramadan_hours [lang]=en sent=184 failed=3",),
             ("PERSON: INFO pos.refund staff=[jodie] reason=late", "PERSON: ask [jodie] = the manager")),
        Rule("lower_case_words_of_another_language", "drops a name or a place all in lower case in a sentence whose "
             "other lower-case words (the text's, when the sentence holds too few) are mostly no English in common "
             "use, with no cue of a person or a place right before it, no frame by which a writer names themselves "
             "before it or opening it, no word of kinship or of respect of any language in the two words before it, "
             "and no comma after it (redaction/rules/lower_case_of_another_language.py)",
             "the model reads words of another language as a name, and a name list of some country holds many of "
             "them (\"ya awali\", \"kasih sudah\", \"jana\"); in such a sentence a word in lower case is one more "
             "of its words, and a person is named there after a cue or a frame (\"mimi ni mzee salum\") or closes "
             "an introduction with a comma (\"ami farzana, call dile\")", DROP,
             _lower_case_words_of_another_language,
             ("PERSON: Bei elekezi [ya awali] iliyotangazwa na bodi ni shilingi ngapi kwa kilo",
              "PERSON: Halo kak, terima [kasih sudah] menghubungi kami",
              "PERSON: mbegu zimeisha dukani, na dawa ya funza mnatoa bure kama mwaka [jana] au tununue"),
             ("PERSON: mimi ni [mzee salum] wa Mkundi", "PERSON: order ekhono ashe nai!! [ami farzana], call dile "
              "dhori na", "PERSON: and its shaz btw not [sharon] lol", "PERSON: naam [arif chowdhury] hai",
              "PERSON: nimefika, kaka yangu [juma] atakuja kesho")),
    ),
    ModelFinding.example,
)
