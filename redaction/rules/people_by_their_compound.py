"""A key whose last word is a compound naming a person (`fireman`, `foreman`, `linesman`, `chairwoman`,
`contact_person`, `townsfolk`) holds that person's name, as a doer's key does.

English makes the word for who does a job, keeps a post or belongs to a place of a word and `-man`, `-woman`,
`-person` or `-folk` (a fireman, a ferryman, a groundsman, a signalwoman, a chairperson), and rosters and logs name
the crew under those words (`driver='Trevor Blakie' fireman=Josh`, `"foreman": "Ċensu Borg"`). No list holds every
such compound, and a doer's key (redaction/rules/doer_keys.py) is read only for -er, -or, -ant and -ist, so those names
stayed in the texts. The part before the compound's head has three letters or more (`human`, `roman` are no
compounds), and a few such words name a thing or a people (`talisman`, `ottoman`, `walkman`, `german`, `caiman`).
Such a key is read as a doer's: only a value in a person's own shape under it is a person's (two to five capitalised
words not all of the language, a handle, or one given name alone, redaction/rules/one_name_under_a_doer.py).

Applied to each key as a role key is read (`role_entity`, redaction/recognizers/keys.py), beside the doers' keys.
AS_PERSON: the key names a person by a compound; no rule: read as before.
"""

from __future__ import annotations

import re

from redaction.rules import Rule, Table, Verdict, key_example

# A word and the head that makes a person of it: a fire-man, a chair-woman, a sales-person, towns-folk.
_COMPOUND = re.compile(r"[a-z]{3,}(?:man|men|woman|women|person|persons|people|folk|folks)")
# Such words that name a thing, an animal or a people, not who does a job.
THING_COMPOUNDS = frozenset({
    "talisman", "talismans", "ottoman", "ottomans", "walkman", "walkmans", "german", "germans", "caiman", "caimans",
    "dolman", "firman", "pitman", "cayman", "superman", "batman", "pacman", "hetman", "ataman", "shaman",
})  # fmt: skip


def a_person_compound_last(words: tuple[str, ...]) -> bool:
    """Whether the key's last word is a compound of a word and a person's head (-man, -woman, -person, -folk)."""
    if not words:
        return False
    word = words[-1]
    if len(words) > 1 and words[-1] in {"man", "men", "woman", "women", "person", "persons", "people", "folk"}:
        word = words[-2] + words[-1]  # contact_person, fire_man
    return bool(_COMPOUND.fullmatch(word)) and word not in THING_COMPOUNDS


PEOPLE_BY_THEIR_COMPOUND: Table[tuple[str, ...]] = Table(
    "Keys of a person by a compound",
    "Each key a text stands directly under that no listed role, trade or doer's word is "
    "(redaction/recognizers/keys.py). AS_PERSON: the key's last word is a compound naming a person, and a name or a "
    "handle in a person's shape under it is theirs; no rule: read as before.",
    (
        Rule("a_compound_of_a_person", "reads as a doer's key a key whose last word is a word of three letters or "
             "more and `-man`, `-woman`, `-person` or `-folk` (or their plurals), no thing's or people's name "
             "(`talisman`, `ottoman`, `german`); only a value in a person's own shape is read under it",
             "rosters and logs name the crew under such compounds (`fireman=Josh`, `\"foreman\": \"Ċensu Borg\"`), "
             "no list holds them all, and a doer's key was read for -er, -or, -ant and -ist only "
             "(redaction/rules/people_by_their_compound.py)", Verdict.AS_PERSON, a_person_compound_last,
             ("fireman", "foreman", "linesman", "ferrymen", "chairwoman", "contact_person", "salesperson",
              "groundsman", "townsfolk"),
             ("human", "roman", "german", "talisman", "ottoman", "man", "person", "people", "woman_count")),
    ),
    key_example,
)
