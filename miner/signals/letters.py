"""Letters as users type them: the scripts written without spaces between words, and Latin letters without the
marks users often leave off ("servico pessimo" for "serviço péssimo", "zao mi je" for "žao mi je", "djubre" for
"đubre").
"""

from __future__ import annotations

import re
import unicodedata

# Scripts whose words stand side by side without spaces (Thai, Lao, Tibetan, Myanmar, Khmer, Japanese kana, Chinese
# characters): a word of theirs may begin or end anywhere in a run of letters, so no word boundary is asked of it.
UNSPACED = ("\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff\u19e0-\u19ff\u3040-\u30ff\u3400-\u4dbf"
            "\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f")
_UNSPACED_LETTER = re.compile(f"[{UNSPACED}]")
# Latin letters with a stroke, which Unicode does not decompose, as users type them without it.
_STROKED = {"đ": "dj", "Đ": "Dj", "ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ħ": "h", "ı": "i"}


def unspaced(character: str) -> bool:
    """Whether the character is a letter of a script written without spaces between words."""
    return bool(_UNSPACED_LETTER.match(character))


def bare_letter(character: str) -> str:
    """A Latin letter without its marks ("é": "e", "č": "c", "đ": "dj"); any other character unchanged (a Bengali or
    Khmer vowel sign is part of its word, not a mark users leave off)."""
    if character in _STROKED:
        return _STROKED[character]
    decomposed = unicodedata.normalize("NFD", character)
    base = decomposed[0]
    if (len(decomposed) > 1 and base.isascii() and base.isalpha()
            and all(unicodedata.category(mark) == "Mn" for mark in decomposed[1:])):
        return base
    return character


def bare(text: str) -> str:
    """The text with its Latin letters' marks left off, as users often type it."""
    return "".join(bare_letter(character) for character in text)
