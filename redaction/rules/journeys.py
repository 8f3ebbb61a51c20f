"""Where a vehicle or a consignment goes, told by the words before a place: a bus, a ferry or a flight from or to a
town, a trip a business runs on its route (a cruise, a safari, a dhow from a beach), a van that leaves a square, a
timetable's departure at a time of day, goods a business ships or delivers to islands, a package from the town it
was posted in. The place is the route's or the goods', said of no one's home.

A rule of the thing-position table (redaction/rules/thing_position.py), written here: it reads a span the same way.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from redaction.recognizers import support as lexicon

if TYPE_CHECKING:
    from redaction.rules.thing_position import Span

# Places joined before the span ("grown on Pentecost and Maewo", "to Road Town, Nanny Cay and Scrub Island"): a rule
# reads the first place's cue.
PLACES_JOINED_BEFORE = r"(?:[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*(?:,|[ \t]+(?:and|or|&))[ \t]+)*"

# What carries people or goods on a route, and what a business sends.
_VEHICLES = (
    "bus", "buses", "coach", "coaches", "train", "trains", "tram", "trams", "ferry", "ferries", "boat", "boats",
    "flight", "flights", "plane", "planes", "seaplane", "seaplanes", "shuttle", "shuttles", "transfer", "transfers",
    "pickup", "pick-up", "pickups", "taxi", "taxis", "cab", "cabs", "van", "vans", "minibus", "metro", "subway",
    "catamaran", "[SU]-Bahn", "crossing", "crossings", "route", "routes", "connection", "connections", "departure",
    "departures",
    # the trips a business runs on a route of its own
    "cruise", "cruises", "safari", "safaris", "dhow", "dhows", "excursion", "excursions", "sailing", "sailings",
    "charter", "charters", "joyride", "joyrides",
)
_CONSIGNMENTS = (
    "deliver", "delivers", "delivering", "delivery", "deliveries", "ship", "ships", "shipping", "shipment",
    "shipments", "package", "packages", "parcel", "parcels",
)
_PLACE_NAME = r"[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*"
# A vehicle or a consignment, at most three words before the place's "from", "to" or a vehicle's "leaves", none of
# them a home or a person's pronoun ("the bus home to", "the shuttle took me to" are said of someone), the route's
# start between ("from Aguas Calientes to"); or a time of day before "from", as a timetable writes a departure
# ("Expedition 17:20 from Aguas Calientes"). Places joined before the span, or by a slash ("Guam / Saipan").
_ROUTE_BEFORE = re.compile(
    r"(?:\b(?i:" + "|".join((*_VEHICLES, *_CONSIGNMENTS)) + r")\b"
    r"(?:[ \t]+(?!(?i:home|house|flat|me|us|him|her|them)\b)[\w'’:/.-]+){0,3}?"
    r"[ \t]+(?:(?i:from|to)|leaves|departs)"
    r"|\b\d{1,2}[:.]\d{2}[ \t]+(?i:from))"
    r"(?:[ \t]+" + _PLACE_NAME + r"[ \t]+(?i:to))?"
    r"[ \t]+" + PLACES_JOINED_BEFORE + r"(?:" + _PLACE_NAME + r"[ \t]*/[ \t]*)?$"
)


def may_name_someone(span: Span) -> bool:
    """A given name of any name list in the span, or the span one word a name list holds: "the parcel from Mark",
    "the parcel from Okafor", "can you cover Jones on Friday" say a person."""
    return span.holds_a_given_name or (len(span.words) == 1 and span.words[0].casefold() in lexicon.world_names())


def where_a_vehicle_or_consignment_goes(span: Span) -> bool:
    before = span.text[max(0, span.start - 120) : span.start].rsplit("\n", 1)[-1]
    return (
        _ROUTE_BEFORE.search(before) is not None
        and not may_name_someone(span)
        and not re.match(r"[ \t,]*\d+(?![:.]\d)", span.after)
        and not lexicon._PERSON_PLACE_CUE.search(before)
    )  # fmt: skip
