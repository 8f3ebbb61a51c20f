"""Dates of birth in free text. Presidio's date recognizer is dropped (it fires on every delivery date), so a
date counts only next to a birth cue ("dob", "born", "date of birth"): weak alone, certain with its cue. A date in
any script's digits is read as one in ASCII digits ("၈.၇.၂၀၁၅" as "8.7.2015"), one digit for one. A date
decades ago needs no cue ("14 march 1986" answering the question before it; "née le 03/02/1953", "date de naissance
(12/03/1986)" in any language, whose words for birth no table holds), unless a record's own time is said just before
it ("customer since 2 March 2001") or it stands in a path ("api.example.com/2010-04-01/"); a date in digits alone
may be a field's whole value, which its key judges (redaction/rules/old_dates.py)."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from presidio_analyzer import AnalysisExplanation, Pattern, PatternRecognizer, RecognizerResult

from redaction.known_values import ascii_digits
from redaction.recognizers.provenance import How, stamped
from redaction.rules.old_dates import RECORD_TIME_WORDS, YEARS_BEFORE

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
          r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_YEAR = r"(?:19|20)\d{2}"
# Below the default threshold (0.35) alone; Presidio's context enhancement lifts it past it next to a cue.
WEAK = 0.05
# Cues are matched against lemmas: "born" reads as "bear".
BIRTH_CUES = ["dob", "d.o.b", "d.o.b.", "born", "bear", "birth", "birthday", "birthdate", "bday",
              "မွေးနေ့", "မွေး"]  # Burmese: birthday, born
# Above the default threshold alone: a full date this old is most often a birth date.
DECADES_AGO = 0.6
# A date right after a slash or an equals sign is a path's or a query's part ("api.twilio.com/2010-04-01/Accounts").
_IN_A_PATH = re.compile(r"[/=]$")
_YEAR_IN_IT = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_WORD = re.compile(r"[^\W\d_]+")


# The words for "year of birth" and "born in" a year alone follows, in the languages of the sessions read: a year
# alone is no date of birth anywhere else, so it is found only right after them (a colon, "is" or "in" between).
YEAR_OF_BIRTH_WORDS = (
    "year of birth", "birth year", "born in", "yob",  # English
    "год рождения", "года рождения", "г.р.", "родился в", "родилась в",  # Russian
    "соли таваллуд", "соли таваллудаш", "санаи таваллуд",  # Tajik
    "туулган жылы", "туған жылы", "tug'ilgan yili", "туғилган йили", "tuğulğan jılı",  # Kyrgyz, Kazakh, Uzbek...
    "төрсөн он",  # Mongolian
    "doğum yılı", "doğum tarihi",  # Turkish
    "geburtsjahr", "jahrgang", "geboren", "geboortejaar", "geboren in",  # German, Dutch
    "né en", "née en", "année de naissance",  # French
    "año de nacimiento", "nacido en", "nacida en",  # Spanish
    "ano de nascimento", "nascido em", "nascida em",  # Portuguese
    "anno di nascita", "nato nel", "nata nel", "rok urodzenia", "urodzony w", "urodzona w", "rok narození",
    "fødselsår", "födelseår", "syntymävuosi",  # Nordic
    "سال تولد", "سال پیدائش", "سنة الميلاد", "مواليد", "ڄمڻ جو سال",  # Persian, Urdu, Arabic, Sindhi
    "जन्म वर्ष", "जन्म का वर्ष", "জন্ম বছৰ", "জন্ম সাল", "জন্মসাল",  # Hindi, Assamese, Bengali
    "tahun lahir", "lahir tahun", "năm sinh", "taon ng kapanganakan",  # Malay/Indonesian, Vietnamese, Filipino
    "出生年份", "出生年", "생년",  # Chinese, Korean
)  # fmt: skip
_YEAR_AFTER_ITS_WORDS = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(re.escape(words) for words in sorted(YEAR_OF_BIRTH_WORDS, key=len, reverse=True))
    + rf")(?:\s*[:\-–]\s*|\s+(?:is|was|in|в|em|en|nel|:)?\s*|\s*)(?P<year>{_YEAR})(?!\d)",
    re.IGNORECASE,
)
# Certain alone: the words say whose year it is.
YEAR_OF_BIRTH = 0.85


def years_of_birth(read: str) -> list[RecognizerResult]:
    """A year alone right after the words for "year of birth" or "born in" ("соли таваллуд 1951", "born in
    1962"); `read` is the text with its digits ASCII."""
    return [
        RecognizerResult("DATE_OF_BIRTH", match.start("year"), match.end("year"), YEAR_OF_BIRTH,
                         AnalysisExplanation("DateOfBirthRecognizer", YEAR_OF_BIRTH, pattern_name="year_of_birth"))
        for match in _YEAR_AFTER_ITS_WORDS.finditer(read)
    ]


# Two years joined by a dash, a lifetime apart ("1938–2022"), the first decades before the session: a memorial's,
# an obituary's or a plaque's dates of life, the year its person was born in. A war, a lease or a tenure is shorter.
_YEARS_SPANNED = re.compile(rf"(?<![\w/.-])(?P<born>{_YEAR})\s?[-–—]\s?(?P<died>{_YEAR})(?![\w/]|[.-]\d)")
SHORTEST_LIFE, LONGEST_LIFE = 30, 120


def dates_of_life(read: str, year: int) -> list[RecognizerResult]:
    """Two years a lifetime apart, joined by a dash, the first decades before `year` and the second no later
    ("1938–2022"); `read` is the text with its digits ASCII."""
    return [
        RecognizerResult("DATE_OF_BIRTH", match.start(), match.end(), YEAR_OF_BIRTH,
                         AnalysisExplanation("DateOfBirthRecognizer", YEAR_OF_BIRTH, pattern_name="dates_of_life"))
        for match in _YEARS_SPANNED.finditer(read)
        if int(match["born"]) <= year - YEARS_BEFORE and int(match["died"]) <= year
        and SHORTEST_LIFE <= int(match["died"]) - int(match["born"]) <= LONGEST_LIFE
    ]


class DateOfBirthRecognizer(PatternRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(
            supported_entity="DATE_OF_BIRTH",
            patterns=[
                Pattern("numeric_date", rf"\b\d{{1,2}}[./-]\d{{1,2}}[./-](?:{_YEAR}|\d{{2}})\b", WEAK),
                Pattern("iso_date", rf"\b{_YEAR}[-/.]\d{{1,2}}[-/.]\d{{1,2}}\b", WEAK),
                Pattern("day_month_year", rf"\b\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {_MONTH},? {_YEAR}\b", WEAK),
                Pattern("month_day_year", rf"\b{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?,? {_YEAR}\b", WEAK),
            ],
            context=BIRTH_CUES,
            supported_language=supported_language,
            name="DateOfBirthRecognizer",
        )
        # The year of the sessions whose texts are analysed (`Engine.judging_in`), which a date decades ago is
        # counted back from: a text is judged alike whatever day the tool runs. None: a text of no session, this year.
        self.year: int | None = None

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None, regex_flags: int | None = None
                ) -> list[RecognizerResult]:  # fmt: skip
        read = ascii_digits(text)
        found = super().analyze(read, entities, nlp_artifacts, regex_flags)
        oldest = (self.year or date.today().year) - YEARS_BEFORE
        for result in found:
            year = _YEAR_IN_IT.search(read, result.start, result.end)
            said_before = {word.lower() for word in _WORD.findall(read[max(0, result.start - 40) : result.start])}
            named_month = any(char.isalpha() for char in read[result.start : result.end])
            in_a_sentence = read.strip() != read[result.start : result.end] and not _IN_A_PATH.search(
                read, max(0, result.start - 1), result.start
            )
            if (named_month or in_a_sentence) and year and int(year.group(0)) <= oldest and not (
                said_before & RECORD_TIME_WORDS
            ):
                result.score = max(result.score, DECADES_AGO)
        stamped(found, How.BIRTH_CUE)
        if "DATE_OF_BIRTH" in entities:
            found += stamped([year for year in years_of_birth(read) if not any(
                other.start <= year.start and year.end <= other.end for other in found)], How.BIRTH_YEAR_WORDS)
            found += stamped(dates_of_life(read, self.year or date.today().year), How.DATES_OF_LIFE)
        return found
