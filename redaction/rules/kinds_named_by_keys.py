"""A name under a key whose head names a kind of thing or place that is no one's is a name of that kind.

A key says what its value is. When the key's head, its last noun (or, in `port_of_loading`, the noun before "of" and
the one word saying what for), names a kind a grower, a breeder or a shop sells and everyone may buy (a variety, a
cultivar, a breed, a strain, a crop), or a place a service loads, collects, lands or lodges at that is the same for
everyone it serves (a port of loading or discharge, an intake, collection, pickup or drop-off point, a lodge's
cottage or chalet), a name the language model or the noun reader guessed in it is a name of that kind: "Pinot Noir"
under `variety`, "Nuku'alofa" under `port_of_loading`, "Louisvale" under `intake_point`, whatever a list of names
says the words could also be. It is read so only in a short value written as a name (capitalised words, a few of
them), in any domain and language the key tables read.

Privacy first: a key that names a person's role anywhere in it (`buyer.variety`, `guest.cottage`,
`driver.pickup_point`) is left to the other rules; so is a guess with a person's cue around it or that opens with a
given name of any name list before another word ("Kofi Mensah" under `variety` is a person's); a home, a village, a
district or a county is where someone lives, so the places here are only the points and units a service works from;
and a value that is a sentence is prose and may name anyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redaction.recognizers.identifiers import ID_SUFFIXES, singular
from redaction.recognizers.keys import PERSON_ROLE_WORDS, key_words
from redaction.recognizers.provenance import GUESSES, how
from redaction.recognizers.support import world_given_names

if TYPE_CHECKING:
    from redaction.rules.fields import Field

# Kinds sold to everyone: a plant's or an animal's named line, a crop.
SOLD_KINDS = frozenset({"variety", "cultivar", "breed", "strain", "crop", "hybrid", "clone", "rootstock", "grape",
                        "seed", "seedling"})  # fmt: skip
# Places a service loads, collects, lands or lodges at, the same for everyone it serves: a port named with what it is
# for, a point of a route, a unit of a lodge let by the night.
SERVICE_PLACES = frozenset({"port", "point", "cottage", "chalet", "cabin", "lodge", "tent", "bungalow", "villa",
                            "jetty", "wharf", "quay", "dock", "landing"})  # fmt: skip
# Words after the head that only say which of its values this is (`variety_name`, `point.label`).
_NAMING_WORDS = frozenset({"name", "names", "title", "label", "display", "full"})


def _singular(word: str) -> str:
    return word[:-3] + "y" if len(word) > 4 and word.endswith("ies") else singular(word)


def key_head(key: str | None) -> str | None:
    """The key's head: the last noun of its last part that names one (`lines[0].variety` -> variety), or the noun
    before "of" (`port_of_loading` -> port); None when a person's role is anywhere in the key."""
    if key is None:
        return None
    parts = [[_singular(word) for word in key_words(part)] for part in key.replace("[", ".").split(".")]
    parts = [part for part in parts if part and not all(word.isdigit() for word in part)]
    if any(word in PERSON_ROLE_WORDS for part in parts for word in part):
        return None
    for part in reversed(parts):
        if "of" in part[1:] and len(part) - part.index("of") == 2:  # one word after "of": it says what for
            part = part[: part.index("of")]
        words = [word for word in part if word not in _NAMING_WORDS and word not in ID_SUFFIXES]
        if words:
            return words[-1]
    return None


def names_a_kind(key: str | None) -> bool:
    """The key's head names a kind sold to everyone or a place a service uses for everyone."""
    return key_head(key) in SOLD_KINDS | SERVICE_PLACES


def name_of_a_kind(field: Field) -> bool:
    """A guessed name or place, the whole value or inside a short value written as a name, with no person's cue and
    no plain full name, under a key naming a kind sold to everyone or a place a service uses."""
    from redaction.rules.fields import a_names_shape, around  # the fields table imports this rule

    result = field.result
    if result is None or result.entity_type not in {"PERSON", "LOCATION"} or how(result) not in GUESSES:
        return False
    if not a_names_shape(field.text) or not names_a_kind(field.key):
        return False
    support, whole = field.support, field.text
    before, after = around(whole, result.start, result.end)
    words = field.value.split()
    # a given name of any name list first, before another word: a person's full name may be written anywhere
    given = len(words) >= 2 and words[0].strip(".,").casefold() in world_given_names()
    return not given and not support.cued(before, after) and not support.plainly_a_full_name(words)


DOES = ("drops a guessed name or place, with no cue and no plain full name, in a short value written as a name, "
        "under a key whose head names a kind sold to everyone (a variety, a breed, a crop) or a place a service "
        "loads, collects or lodges at for everyone (a port of loading, an intake or pickup point, a cottage)")
WHY = ("\"Pinot Noir\" under `variety`, \"Nuku'alofa\" under `port_of_loading` and \"Louisvale\" under "
       "`intake_point` name a grape, a port and a depot; privacy first, a person's role in the key, a person's cue "
       "or a plain full name leaves the guess to the other rules, and a home, a village or a district is not one of "
       "these places")
FIRES = ("PERSON/NOUN_READING variety: [Pinot Noir]", "LOCATION/MODEL varieties: [Mbwazirume]",
         "PERSON/MODEL lines.cultivar_name: [Cripps Pink]", "PERSON/MODEL breed: [Boran]",
         "PERSON/NOUN_READING port_of_loading: [Nuku'alofa]", "PERSON/NOUN_READING portOfDischarge: [Auckland]",
         "PERSON/NOUN_READING intake_point: [Louisvale]", "LOCATION/MODEL reservation.cottage: [Msuku]",
         "PERSON/MODEL pickup_point: [Narraville] Shell")
PASSES = ("PERSON/MODEL variety: [Kofi Mensah]", "PERSON/MODEL buyer.variety: [Mbwazirume]",
          "PERSON/MODEL guest.cottage: [Msuku]", "PERSON/MODEL village: [Louisvale]",
          "PERSON/MODEL home_district: [Jos South]", "PERSON/KEY variety: [Pinot Noir]",
          "PERSON/MODEL variety: planted by [Amani] last year in the lower block",
          "PERSON/MODEL port_of_loading_agent: [Tevita]", "PERSON/MODEL notes: [Pinot Noir]")
