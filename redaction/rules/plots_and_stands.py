"""A plot, a stand or an erf with its number, then a place's name, is an address: "plot 14 Kibomet road", `farm='plot
41 Nemanwa A2'`, "Stand 2281, Rujeko B", "Erf 1187 Kuils River".

Where land is allotted rather than numbered along a street (farms, townships, resettlement schemes, peri-urban
holdings in East and Southern Africa and beyond), an address is the holding's word, its number and the scheme, the
township or the road it lies in: a plot, a stand, an erf. The shape says where one household lives as a house's
number and its street do: the holding's word, "no" or "#" perhaps, a number (perhaps with a letter or a stroke and
a second number: "14B", "2281/3"), perhaps a comma, then one to three capitalised words of a place, perhaps with a
section's letters and digits ("A2", "B", "Ext 4") and a road's word in lower case ("road", "rd"). A number with no
capitalised name after it ("plot 2 of the chart", "stand 3 is free", "Plot 4 shows the trend") is no address, and a
capitalised word of a chart or a stall after it is kept too ("Plot 2 Results", "Stand 12 Hall"). Read by
`StreetAddressRecognizer` (redaction/recognizers/addresses.py).
"""

from __future__ import annotations

import re

_PLACE_WORD = r"[A-Z][a-zà-öø-ÿ'’-]{2,}"
PLOT_OR_STAND = re.compile(
    r"(?<![\w-])(?i:plot|stand|erf)(?:[ \t]+(?i:no\.?|number)|[ \t]*#)?[ \t]*(?P<number>\d{1,6}[A-Za-z]?(?:/\d{1,4})?)"
    rf",?[ \t]+(?P<place>{_PLACE_WORD}(?:[ \t]+{_PLACE_WORD}){{0,2}})"
    r"(?P<tail>(?:[ \t]+(?:[A-Z]{1,2}\d{0,2}|\d{1,2}|Ext\.?[ \t]*\d{1,2}|Extension[ \t]+\d{1,2})(?![\w-]))?"
    r"(?:[ \t]+(?i:road|rd|street|st|avenue|ave|lane|way|drive))?(?![\w-]))"
)
# A capitalised word after a number that names a chart's, a stall's or a sale's part, not a place.
_NOT_A_PLACE = frozenset({
    "results", "result", "shows", "show", "hall", "area", "data", "figure", "chart", "graph", "summary", "total",
    "view", "above", "below", "left", "right", "section", "page", "table", "overview", "details", "detail", "the",
    "and", "for", "with", "from", "has", "was", "is", "are", "price", "size", "seats", "seat", "booked", "free",
})  # fmt: skip


def plots_and_stands(text: str) -> list[tuple[int, int]]:
    """Spans of addresses written as a plot, a stand or an erf, its number and the place's name."""
    spans = []
    for match in PLOT_OR_STAND.finditer(text):
        if match.group("place").split()[0].casefold() in _NOT_A_PLACE:
            continue
        spans.append((match.start(), match.end()))
    return spans


# (text, the address read, or "" for none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("kufika kesho kwa farm yako, plot 14 Kibomet road. Tafadhali", "plot 14 Kibomet road"),
    ("tractor=MF375-03 client=Chiwara farm='plot 41 Nemanwa A2' ha=6", "plot 41 Nemanwa A2"),
    ('"field": "Stand 2281, Rujeko B", "implement": "ridger"', "Stand 2281, Rujeko B"),
    ("delivery to Erf 1187 Kuils River please", "Erf 1187 Kuils River"),
    ("we stay at stand no. 514 Budiriro Ext 4 near the shops", "stand no. 514 Budiriro Ext 4"),
    ("plot 2 of the chart shows the trend", ""),
    ("the stand 3 is free on Saturday", ""),
    ("Plot 2 Results are attached", ""),
    ("a lot 4 Kibomet road", ""),  # no holding's word
    ("stand 12 Hall B at the expo", ""),
)
