"""A word of the Myanmar script opening with the prefix Shan names carry is a person's name: "ၸၢႆးမွင်း (front desk)",
"booking PB-0921-4471 (ၸၢႆးၶမ်းလႅင် လႄႈ ၼၢင်းႁွမ်၊ ...)".

Shan writes every person's name after the word that says their sex, joined to it: `ၸၢႆး` (Sai) before a man's,
`ၼၢင်း` (Nang) before a woman's, as a Latin spelling keeps it ("Sai Mong", "Nang Hom"). The name model reads no
Myanmar script, and the script writes no capitals, so a relative, a monk's helper or a desk clerk named only in the
conversation was left. The prefix says it: a run of the script's letters opening with it, with at least one more
syllable after it, is the name; it ends at a space, at the script's punctuation (`၊`, `။`) or at a bracket. The
prefixes of Burmese are left out: `ဦး` opens "ဦးစားပေး" (priority) and `ဒေါ်` "ဒေါ်လာ" (dollar), `မ` is a negation
and `ကို` a particle, so their words are as often no names.
"""

from __future__ import annotations

import re

# The prefixes of sex Shan names open with: Sai (a man), Nang (a woman).
PREFIXES = ("ၸၢႆး", "ၼၢင်း")
# A letter or a sign of the Myanmar script and its extensions, not its digits nor its punctuation (၊ ။).
_LETTER = "[\u1000-\u103f\u104c-\u109f\ua9e0-\ua9ff\uaa60-\uaa7f]"
PREFIXED = re.compile(rf"(?<!{_LETTER})(?:{'|'.join(PREFIXES)}){_LETTER}{{2,}}")


def prefixed_names(text: str) -> list[tuple[int, int]]:
    """The spans of the words opening with a Shan prefix of sex and going on after it."""
    return [(match.start(), match.end()) for match in PREFIXED.finditer(text)]


# (text, the names found in it)
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ၸၢႆးမွင်း (front desk) တေႁွင်ႉ ၾူၼ်း", ("ၸၢႆးမွင်း",)),
    ("booking PB-0921-4471 (ၸၢႆးၶမ်းလႅင် လႄႈ ၼၢင်းႁွမ်၊ တီႈၼင်ႈ 7C/7D)", ("ၸၢႆးၶမ်းလႅင်", "ၼၢင်းႁွမ်")),
    ("ၶေႃႈၽိတ်းၶႃႈ ၸၢႆးၶမ်းလႅင်။", ("ၸၢႆးၶမ်းလႅင်",)),
    ("ၸၢႆး ၶမ်း", ()),  # the prefix alone, a word apart
    ("ဦးစားပေး ဒေါ်လာ ၁၀၀", ()),  # Burmese words opening as its titles do
)
