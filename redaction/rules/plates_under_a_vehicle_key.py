"""A plate under a key naming a vehicle is that vehicle's plate: `"truck": "UBH 227C"`, `"trailer": "UAY 871T"`,
`"vozilo": "AR 045-KT"`, `"transfer": {"vehicle": "TR-512-KK"}`.

A record names a vehicle by its plate the way a sentence does right after the vehicle's word
(redaction/rules/plates_after_a_vehicle.py): the key is that word. So a value under a key whose last word names a
road vehicle, in any of the languages records are written in (`VEHICLE_WORDS`; a key's words are read as
redaction/recognizers/keys.py `key_words` reads them, accents dropped), is a plate when the text rule would read it
as one after the same word: a run of capitals and digits, one capital and two digits at least, at most ten of them in
up to four groups, which is not a year, a model, a fleet's own number closed by a dash and one or two digits
(`"truck": "KCY-HIAB-03"`, `"vehicle": "SPRINTER-3"`) nor one opening with the vehicle's word shortened (`"truck":
"TRK-112"`). The whole value must be read so: a make and a model (`"vehicle": "Toyota LandCruiser 79"`), a kind
(`"vehicle": "CAR_UNDER_5M"`) or a description stay. Other words in the key say it holds something else of the
vehicle (`vehicle_type`, `truck_make`; a plate's own words, `vehicle_reg`, are read by the telling keys).

A bus, a train, a ferry or a plane is the operator's, numbered by its route or its fleet: no word of theirs is read.
"""

from __future__ import annotations

from redaction.rules.plates_after_a_vehicle import fleet_number, plates_after_a_vehicle

# A road vehicle's word, as a key writes it (lower case, no accents), in the languages records are written in.
VEHICLE_WORDS = frozenset({
    # English
    "vehicle", "car", "truck", "lorry", "trailer", "van", "ute", "bakkie", "pickup", "tractor", "motorbike",
    "motorcycle", "scooter", "caravan", "campervan", "camper", "minivan", "suv", "semitrailer",
    # German, Dutch, the Nordic languages, Finnish, Estonian, Latvian, Lithuanian
    "fahrzeug", "pkw", "lkw", "anhanger", "anhaenger", "voertuig", "vrachtwagen", "aanhanger", "aanhangwagen",
    "fordon", "bil", "lastbil", "lastebil", "koretoj", "kjoretoy", "tilhenger", "slapvagn", "ajoneuvo",
    "peravaunu", "soiduk", "haagis", "automasina", "piekabe", "automobilis",
    "priekaba", "vilkikas",
    # French, Spanish, Portuguese, Italian, Catalan, Romanian
    "vehicule", "voiture", "camion", "remorque", "camionnette", "vehiculo", "coche", "carro", "camioneta",
    "remolque", "veiculo", "caminhao", "reboque", "carreta", "veicolo", "rimorchio", "furgone",
    "cotxe", "remolc", "vehicul", "remorca",
    # the Slavic languages, in Latin letters and in Cyrillic; Greek
    "vozilo", "kamion", "prikolica", "pojazd", "samochod", "ciezarowka", "przyczepa", "vozidlo", "automobil",
    "privesnik", "nakladni", "tahac", "возило", "камион", "приколица", "автомобиль", "автомобил",
    "грузовик", "прицеп", "όχημα", "οχημα", "αυτοκινητο", "φορτηγο",
    # Turkish, Hungarian, Indonesian and Malay, Swahili, Tagalog, Vietnamese
    "arac", "kamyon", "romork", "jarmu", "gepkocsi", "teherauto", "potkocsi", "kendaraan", "truk",
    "gandengan", "kenderaan", "lori", "gari", "trekta", "sasakyan", "trak", "xe",
})  # fmt: skip


def plate_under_a_vehicle_key(words: list[str], value: str) -> bool:
    """Whether `value`, under a key of these words (read by `key_words`), is a vehicle's plate."""
    if not words or words[-1] not in VEHICLE_WORDS or any(word not in VEHICLE_WORDS for word in words):
        return False
    text = value.strip()
    written = f"vehicle {text}"  # the text rule's own word; the fleet's shortened word is the key's
    return plates_after_a_vehicle(written) == [(len("vehicle "), len(written))] and not fleet_number(text, words[-1])


# (the key's words, the value, whether it is read as a plate)
EXAMPLES: tuple[tuple[tuple[str, ...], str, bool], ...] = (
    (("truck",), "UBH 227C", True),
    (("trailer",), "UAY 871T", True),
    (("vozilo",), "AR 045-KT", True),
    (("vehicle",), "TR-512-KK", True),
    (("kendaraan",), "DD 1234 XY", True),
    (("truck",), "KCY-HIAB-03", False),  # a fleet's own number
    (("vehicle",), "SPRINTER-3", False),
    (("truck",), "TRK-112", False),  # the vehicle's word shortened
    (("vehicle",), "Toyota LandCruiser 79", False),  # a make and a model
    (("vehicle",), "CAR_UNDER_5M", False),  # a kind
    (("vehicle",), "2019", False),  # a year
    (("vehicle", "type"), "LGV 3T5", False),  # something else of the vehicle
    (("bus",), "M15", False),  # an operator's route
)
