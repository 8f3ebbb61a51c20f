"""A house's number after the words for "house number" in the language of the text ("ཁང་ཨང་ ༢༦", "ঘৰ নং ১২",
"บ้านเลขที่ 45/2"): where houses are numbered and streets are not named, the number after these words is what finds
the door, whatever script its digits are written in. The words and their number are the finding; the words alone,
or a count after them ("ঘৰ নং ১২টা", no such word in these languages), are not."""

from __future__ import annotations

import re
from typing import Any

from presidio_analyzer import EntityRecognizer, RecognizerResult

# "House number" (or "house no.") in the languages whose addresses are written with it, as each writes it.
HOUSE_NUMBER_WORDS = (
    "ཁང་ཨང་", "ཁྱིམ་ཨང་",  # Tibetan, Dzongkha
    "मकान नंबर", "मकान नं", "मकान संख्या", "घर नंबर", "घर नं", "घर नम्बर", "घर क्रमांक",  # Hindi, Nepali, Marathi
    "ঘৰ নং", "ঘৰ নম্বৰ", "বাড়ি নং", "বাড়ি নম্বর", "বাসা নং", "হোল্ডিং নং",  # Assamese, Bengali
    "ਮਕਾਨ ਨੰ", "ਘਰ ਨੰ", "મકાન નં", "ઘર નં",  # Punjabi, Gujarati
    "வீட்டு எண்", "கதவு எண்", "ఇంటి నంబర్", "ఇంటి నెం", "ಮನೆ ಸಂಖ್ಯೆ", "ಮನೆ ನಂ", "വീട്ടു നമ്പർ", "വീട്ടുനമ്പർ",
    "නිවස අංක", "නිවාස අංක",  # Sinhala
    "บ้านเลขที่", "ເຮືອນເລກທີ", "ផ្ទះលេខ", "အိမ်အမှတ်",  # Thai, Lao, Khmer, Burmese
    "የቤት ቁጥር", "ቤት ቁጥር",  # Amharic
    "дом №", "хонаи №", "үй №", "үйі №", "уй №",  # Russian, Tajik, Kyrgyz, Kazakh, Uzbek: with the number sign
    "სახლი №", "տուն №", "số nhà",  # Georgian, Armenian, Vietnamese
)  # fmt: skip
# The words, a number sign or a colon perhaps, then a number in any digits with a letter or a tail after a slash or a
# dash perhaps ("45/2", "12ক"); a number a letter of a word follows is a count ("১২টা").
HOUSE_NUMBER = re.compile(
    r"(?<!\w)(?:" + "|".join(re.escape(words) for words in sorted(HOUSE_NUMBER_WORDS, key=len, reverse=True))
    + r")\.?[ \t]*(?:[:№#][ \t]*)?\d{1,5}(?:[/-]\d{1,4}|[A-Za-z](?![A-Za-z]))?(?![\d\w])",
)


def house_numbers(text: str) -> list[tuple[int, int]]:
    """Where a house's number and the words before it stand in the text."""
    return [match.span() for match in HOUSE_NUMBER.finditer(text)]


class HouseNumberRecognizer(EntityRecognizer):
    def __init__(self, supported_language: str = "en") -> None:
        super().__init__(supported_entities=["STREET_ADDRESS"], supported_language=supported_language,
                         name="HouseNumberRecognizer")  # fmt: skip

    def load(self) -> None:
        """Nothing to load: one compiled expression."""

    def analyze(self, text: str, entities: list[str], nlp_artifacts: Any = None) -> list[RecognizerResult]:
        return [RecognizerResult("STREET_ADDRESS", start, end, 0.85) for start, end in house_numbers(text)]
