"""The titles that make a name certain in scripts whose words no capital marks, and the words of those languages
that open with a title's letters. Burmese writes its titles (U, Daw, Ko, Maung) onto the name with no space
("ဦးဇော်ဝင်းနိုင်"), Sinhala puts its title after the name ("ජයසිංහ මහත්මයා"): the recognizer
(redaction/recognizers/titled_names.py) finds a name by them, and this table decides which stand. DROP: a word of
the language, not a name.
"""

from __future__ import annotations

from redaction.rules import Rule, Table, Verdict, marked

# Burmese titles of a man, a woman, an elder or a younger man, written onto the name they open.
BURMESE_TITLES = ("ဦး", "ဒေါ်", "ကို", "မောင်")
# Sinhala titles said after the name: Mr, Mrs, Miss.
SINHALA_TITLES = ("මහත්මයා", "මහත්මිය", "මෙනවිය")
# Titles said as a word of their own before a name in the Arabic script, none of them a word for anything else: Mr
# in Kurdish, Persian and Pashto, Mrs in Kurdish, Mr and Mrs in Arabic.
ARABIC_SCRIPT_TITLES = ("کاک", "آقای", "ښاغلی", "خاتوو", "السيد", "السيدة")
# Titles said as a word of their own before a name in the Tibetan script, none of them a word for anything else in
# a sentence: Aum (a woman), Ap (a man), Dasho and Ashi (honours) in Dzongkha.
TIBETAN_TITLES = ("ཨམ", "ཨཔ", "དཱ་ཤོ", "ཨ་ཞེ")
# The particles written onto the word before them in the Tibetan script, after a tsheg: to, by, of, from, and, the
# honorific "la", plural: not the name's syllables ("ཨམ་ པདྨ་ལུ་" is "to Aum Pema").
TIBETAN_PARTICLES = frozenset({"ལུ", "ལ", "གིས", "གི", "ཀྱི", "ཀྱིས", "གྱི", "གྱིས", "ཡི", "ཡིས", "འི", "ལས", "དང", "ལགས", "ཚུ",
                               "གཉིས", "ཁར", "ནང"})  # fmt: skip
# Titles said as a word of their own after a name in the Cyrillic alphabets of Central Asia, none of them written
# capitalised: elder sister, elder brother, teacher or sir, aunt, madam and mister in Kyrgyz and Kazakh, elder brother
# and sister in Uzbek and Tajik. Only a capitalised word before one is taken for the name ("Бурулча эже").
CYRILLIC_TITLES_AFTER = ("эже", "байке", "агай", "ағай", "апай", "аға", "ханым", "мырза", "ака", "опа", "апа")
# Words of the language that open with a title's letters: priority, leading, aim, dollar, self, siblings; and the
# particle "ကို" before the words that follow it.
BURMESE_WORDS_NOT_NAMES = ("ဦးစား", "ဦးဆောင်", "ဦးတည်", "ဦးခေါင်း", "ဦးနှောက်", "ဒေါ်လာ", "ဒေါသ", "မောင်နှမ",
                           "ကိုလည်း", "ကိုပဲ", "ကိုတော့", "ကိုပါ", "ကိုသာ", "ကိုယ")  # fmt: skip


def _a_word_opening_with_a_titles_letters(name: str) -> bool:
    return name.startswith(BURMESE_WORDS_NOT_NAMES)


def _name_in(example: str) -> str:
    text, start, end = marked(example)
    return text[start:end]


TITLED_NAMES: Table[str] = Table(
    "Titled names",
    "Each name a title opens in Burmese (" + ", ".join(f"`{title}`" for title in BURMESE_TITLES) + ") or closes in "
    "Sinhala (" + ", ".join(f"`{title}`" for title in SINHALA_TITLES) + ") and in the Cyrillic alphabets of "
    "Central Asia (" + ", ".join(f"`{title}`" for title in CYRILLIC_TITLES_AFTER) + ", after a capitalised word), "
    "or opens as a word of its own in the "
    "Arabic script (" + ", ".join(f"`{title}`" for title in ARABIC_SCRIPT_TITLES) + ") and the Tibetan script ("
    + ", ".join(f"`{title}`" for title in TIBETAN_TITLES) + ", its particles after a tsheg left out), as it is "
    "found. DROP: a word of the language; no rule: a person.",
    (
        Rule("a_word_opening_with_a_titles_letters", "drops a word of the language that opens with a title's "
             "letters (" + ", ".join(f"`{word}`" for word in BURMESE_WORDS_NOT_NAMES) + ")", "\"ဦးဆောင်\" (leading) "
             "and \"ဒေါ်လာ\" (dollar) open with the letters of U and Daw, and \"ကို\" is a particle before a word too",
             Verdict.DROP, _a_word_opening_with_a_titles_letters, ("[ဦးဆောင်မှု]", "[ဒေါ်လာ]", "[ကိုယ်တိုင်]"),
             ("[ဦးဇော်ဝင်းနိုင်]", "[ဒေါ်ခင်မြင့်]", "کاک [ئازاد]")),
    ),
    lambda example, engine: _name_in(example),
)
