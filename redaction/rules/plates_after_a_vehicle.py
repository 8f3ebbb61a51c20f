"""A plate right after the word of a vehicle is that vehicle's: "customer's car 212-WD-4418", "Your car 241-KK-1187 is
on the barrier list", `vehicle="724 KZP"`, "he drives a white F-150 tag RKT4417".

People name a car by its plate the way they name it by its make: right after the word for it ("car", "vehicle",
"ute", "van", "truck", "bakkie", a plate's "tag"). A plate written so needs no shape of its own country's: the word
says what it is, where the groups alone (dashed, as a product's code is, or in two groups, or in one) do not. Only a
run of capitals and digits with at least one capital and two digits is read, at most ten of them in up to four
groups, so a year, a model ("car 2019", "van 3 seater"), a price or a count stays; a date, and a run opening with a
year, a model's name before a number ("the vehicle 2016 LandCruiser") stay too, and so does a fleet's own number,
a code closed by a dash and one or two digits ("vehicle=SB-27", "truck=KCY-HIAB-03") or the vehicle's word shortened
before a number ("truck TRK-112"). Read by `DocumentNumberRecognizer`
(redaction/recognizers/places.py), beside the words that say a plate (`DOCUMENT_AFTER_CUE`).
"""

from __future__ import annotations

import re

# The vehicle's word, perhaps with "is", "reg" or "plate", then the run (its capitals and digits checked below).
VEHICLE_CUE = r"car|vehicle|ute|van|truck|bakkie|tag"
PLATE_AFTER_A_VEHICLE = re.compile(
    rf"(?<![\w'’-])(?P<vehicle>(?i:{VEHICLE_CUE}))\b(?:[ \t]+(?i:is|was|reg|rego|plate))?[ \t]*[:=]?[ \t]*[\"'‘“]?"
    r"(?P<value>(?=[A-Z\d -]*[A-Z])(?=[A-Z -]*\d[A-Z -]*\d)[A-Z\d]{1,8}(?:[ -][A-Z\d]{1,5}){0,3})(?![\w-]|[.,]\d)"
)
_YEAR_FIRST = re.compile(r"(?:19|20)\d\d\b")


# A fleet's number: a code closed by a dash and one or two digits ("vehicle=SB-27", "truck=KCY-HIAB-03", "van=2HLL-03").
_NUMBERED_IN_A_FLEET = re.compile(r"[A-Z\d-]*[A-Z][A-Z\d-]*-\d{1,2}")


def fleet_number(value: str, vehicle: str) -> bool:
    """A fleet's own number, the firm's: a code closed by a dash and a short number ("SB-27", "GC-VAN-03"), or one
    opening with the vehicle's word shortened ("truck TRK-112", "van VN 12")."""
    if _NUMBERED_IN_A_FLEET.fullmatch(value.split(" ")[0]):
        return True
    letters = re.match(r"[A-Z]+", value)
    if letters is None or len(letters.group(0)) < 2:
        return False
    word, rest = letters.group(0).casefold(), iter(vehicle.casefold())
    return word[0] == vehicle[0].casefold() and all(char in rest for char in word)


def plates_after_a_vehicle(text: str) -> list[tuple[int, int]]:
    """Spans of plates right after a vehicle's word."""
    spans = []
    for match in PLATE_AFTER_A_VEHICLE.finditer(text):
        value = match.group("value")
        if sum(char.isalnum() for char in value) > 10 or _YEAR_FIRST.match(value):
            continue
        if fleet_number(value, match.group("vehicle")):
            continue
        spans.append((match.start("value"), match.end("value")))
    return spans


# (text, the plate read, or "" for none)
EXAMPLES: tuple[tuple[str, str], ...] = (
    ('access.note text="customer\'s car 212-WD-4418 moved by 8am"', "212-WD-4418"),
    ("Your car 241-KK-1187 is on the barrier list", "241-KK-1187"),
    ('marina.gate vehicle="724 KZP" owner="Shane Doherty"', "724 KZP"),
    ("he drives a white F-150 tag RKT4417", "RKT4417"),
    ("my ute is 1ABC234 if that helps", "1ABC234"),
    ("we need a car 2019 or newer", ""),  # a year
    ('"vehicle": "2016 LandCruiser 79 dual cab"', ""),  # a year and a model
    ("the van 3 seater is booked", ""),  # no capital
    ("price tag 45.00 on the box", ""),
    ("the car park on Level 2", ""),
    ("your driver will be Mick in truck TRK-112, and he", ""),  # a fleet's own number
    ("WARN fleet.tracker vehicle=VAN-02 model=", ""),
    ("INFO avl.position vehicle=SB-27 route=14B", ""),
    ("last ping from truck CA-TRK-07 14 min ago", ""),
    ("Kofi Mensah reports truck GR 4521-22 (escort", "GR 4521-22"),
    ("ask them to re-plan the stops for van LEA 4521.", "LEA 4521"),
    ("slot 07:00-09:00, vehicle UP 80 DQ 4417. OTP", "UP 80 DQ 4417"),
    ("CARDIO-HF-205", ""),  # no vehicle's word
    ("Hereford bull, tag FK027 00061", "FK027 00061"),
)
