"""A pub's, an inn's or a boat's name that opens with a title, after an article: "the Lord Nelson", "The Marquis of
Granby", "the Duke of Wellington", "the Queen Mary". A title says a person when it is written before their name
("Lord Smith", "Lady Okafor"), and that is a cue the rules of names weigh; an article before the title says the name
is a thing's, a sign's or a vessel's: a person is not written "the Lord Nelson".

Privacy first: only a title of rank (Lord, Lady, Duke, Marquis, Earl, King, Queen, Prince...), not one of office or
courtesy ("the Dr Okafor", "the Mrs Jones": a person in a register's voice); a given name and a surname after the title
("the Lady Priya Okafor") and a person's cue before the article ("Dear the ...") keep it as a name.
"""

from __future__ import annotations

import re

from redaction.recognizers import support as lexicon

# An article, a title of rank, and perhaps "of" (and "the"): "the Lord [Nelson]", "The Marquis of [Granby]".
_TITLES = r"(?:Lord|Lady|Duke|Duchess|Marquis|Marquess|Earl|Countess|Baron|Baroness|King|Queen|Prince|Princess|Admiral)"
_ARTICLE_AND_TITLE = re.compile(rf"(?<![\w'’-])(?:the|The|THE)[ \t]+{_TITLES}(?:[ \t]+of(?:[ \t]+the)?)?[ \t]+$")
# The title inside the span, the article before it: "the [Lord Nelson]".
_ARTICLE = re.compile(r"(?<![\w'’-])(?:the|The|THE)[ \t]+$")
_TITLE_OPENING = re.compile(rf"{_TITLES}(?:[ \t]+of(?:[ \t]+the)?)?[ \t]+(?=[A-Z])")


def _a_full_name(words: list[str]) -> bool:
    """Two words or more, the first a given name of any name list: a person's full name, perhaps."""
    return len(words) >= 2 and words[0].casefold() in lexicon.world_given_names()


def a_titled_signs_name(text: str, start: int, end: int, support: lexicon.PersonSupport) -> bool:
    """Capitalised words after an article and a title of rank (perhaps with "of"), that are no given name and
    surname."""
    value = text[start:end]
    if not value[:1].isupper():
        return False
    window = max(0, start - 40)
    title = _TITLE_OPENING.match(value)
    if title is not None and _ARTICLE.search(text, window, start):
        value = value[title.end() :]
    elif _ARTICLE_AND_TITLE.search(text, window, start) is None:
        return False
    return not _a_full_name(lexicon.name_words(value))
