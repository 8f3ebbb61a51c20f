"""A body's or a firm's noun opening its name: "Capitanía de Puerto La Ceiba", "Spółdzielnia Mieszkaniowa Gryfno
Chałpa", "Ξενώνας Σμόλικας", "Caja Vecina" name a harbour master's office, a housing co-operative, a guesthouse and a
bank's agency, not people.

English closes an organisation's name with its noun ("Kingborough Council", "Tema Port": the table *Thing position*,
rule `organisation`); the Romance, Slavic and Greek languages, and others beside them, open it with the noun ("Comune
di Napoli", "Banco do Brasil", "Urząd Miasta", "Δήμος Αθηναίων"). The language model and the proper-noun reading take
the capitalised words after such a noun for a person's name, in a tool's field and in every text that writes them.
A guessed name standing right after one of these nouns (perhaps with the noun's adjective or a particle between:
"Spółdzielnia Mieszkaniowa [Gryfno Chałpa]", "Capitanía de [Puerto La Ceiba]"), or opening with it, is the body's or
the firm's name, and is dropped.

The nouns are of bodies and firms anyone deals with, whatever the domain: a co-operative, a company, a bank or a savings
bank, a town's or a state's office (a municipality, a ministry, a court, a harbour master, a registry, a notary, a
parish, Gaelic's council and commission), an institute, a hospital, a pharmacy, a hotel or a guesthouse. A noun English
writes the same way (`hospital`, `tribunal`, `cooperative`, `commission`) is left out: in English it stands before a
street's or a person's name too ("Hospital Road", "Tribunal Judge Okafor"). Privacy first: many a pharmacy, a practice
or a firm is named after its owner ("Farmacia María López", "Banco Pedro Gómez"), so the name is the body's only when
none of its words after the noun is a given name of any name list, nor is the noun itself one ("Hani" is a Balkan inn
and a given name), and no strong cue before it makes it a person's ("Dear ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable

# The nouns that open a body's or a firm's name in the languages that write the noun first, casefolded as the words
# are read (a Greek final sigma folds to σ).
OPENING_NOUNS = frozenset(word.casefold() for word in {
    # co-operatives, companies, firms
    "cooperativa", "coopérative", "coöperatie", "spółdzielnia", "družstvo", "zadruga", "kooperativ",
    "συνεταιρισμός", "compañía", "companhia", "compagnie", "compagnia", "sociedad", "société", "società",
    "sociedade", "empresa", "entreprise", "impresa", "spółka", "společnost", "przedsiębiorstwo", "zakład",
    "εταιρεία", "distribuidora",
    # banks and savings banks
    "banco", "banque", "banca", "caja", "caixa", "cassa", "τράπεζα",
    # a town's or a state's offices and courts
    "municipalidad", "municipio", "município", "comune", "mairie", "ayuntamiento", "ajuntament",
    "prefeitura", "prefectura", "préfecture", "prefettura", "primăria", "gmina", "starostwo", "urząd", "úřad",
    "úrad", "ministerio", "ministère", "ministero", "ministério", "ministerstwo", "ministerul", "υπουργείο", "δήμος",
    "capitanía", "capitania", "capitaneria", "capitainerie", "gobierno", "governo", "gouvernement", "junta",
    "tribunale", "juzgado", "sąd", "soud", "registro", "registre", "superintendencia", "intendencia",
    "notaría", "notaria", "gestora", "parroquia", "paróquia", "parrocchia", "paroisse", "parokia",
    "comhairle", "coimisean",
    "dirección", "direção", "direzione", "servicio", "servizio", "serviço", "agencia", "agência",
    "agenzia", "agence", "oficina", "ufficio", "escritório", "comité", "comitato", "comisión", "comissão",
    # institutes, associations, hospitals, pharmacies, lodgings
    "instituto", "institut", "istituto", "universidad", "université", "università", "universidade", "asociación",
    "associazione", "associação", "fundación", "fondation", "fondazione", "fundação", "fundacja", "stowarzyszenie",
    "federación", "fédération", "federazione", "sindicato", "syndicat", "sindacato", "hôpital",
    "ospedale", "szpital", "nemocnice", "νοσοκομείο", "przychodnia", "clínica", "clinique", "farmacia", "pharmacie",
    "farmácia", "apteka", "hostal", "pousada", "albergo", "ξενώνας", "ξενοδοχείο",
})  # fmt: skip
# What may stand between the noun and the guessed name: the noun's adjective ("Spółdzielnia Mieszkaniowa") or a
# particle ("Capitanía de", "Banco do").
PARTICLES = frozenset({"de", "del", "la", "di", "da", "do", "dos", "das", "du", "des", "della", "dello", "degli",
                       "na", "nan", "w", "we", "της", "του", "των"})  # fmt: skip
# The name's words right after the noun alone: "[Capitanía] de Puerto La Ceiba", "[Spółdzielnia] Mieszkaniowa Gryfno".
_NAME_AFTER = re.compile(r"(?:[ \t]+(?:(?:de|del|la|di|da|do|dos|das|du|des|della|na|nan|w|της|του|των)[ \t]+)?"
                         r"[^\W\d_]*[^\W\d_a-zß-ÿ][^\W\d_]*(?:['’-][^\W\d_]+)*){1,4}")
# The words right before the span, with nothing but spaces between them and it.
_WORDS_BEFORE = re.compile(r"(?<![\w'’-])(?:[^\W\d_]+[ \t]+){1,3}$")
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")

# (text with the guessed span in brackets, whether it is a body's or a firm's name)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("aviso [Capitanía de Puerto La Ceiba], oleaje 2.5 m", True),
    ("aviso Capitanía de [Puerto La Ceiba], oleaje 2.5 m", True),
    ("[Spółdzielnia Mieszkaniowa Gryfno Chałpa]", True),
    ("zarządca: Spółdzielnia Mieszkaniowa [Gryfno Chałpa]", True),
    ("Ashi s-fatsi la voi, [Ξενώνας Σμόλικας]??", True),
    ("iñche kullin [Caja Vecina] mew", True),
    ("paguei no [Banco do Brasil] ontem", True),
    ("a letter from Comhairle nan [Eilean Siar] today", True),  # Gaelic writes the noun first too
    ("la [Farmacia María López] me lo vendió", False),  # named after its owner: a given name after the noun
    ("Farmacia [María López] me lo vendió", False),
    ("tu [Hani Crushuva]", False),  # no noun of the table opens it
    ("ask [Priya Okafor] today", False),  # no noun
    ("aviso [Capitanía] de Puerto La Ceiba, oleaje", True),  # the noun alone, the name after it
    ("[Spółdzielnia] Mieszkaniowa Gryfno Chałpa", True),
    ("[Farmacia] María López", False),
    ("[Caja]", False),  # the noun alone, no name after it
    ("la [Caja] de ahorros", False),
)


def a_body_named_first(text: str, start: int, end: int, given_name: Callable[[str], bool],
                       cued: Callable[[str], bool]) -> bool:
    """Whether the guessed name text[start:end] opens with, or stands right after, a body's or a firm's noun of
    the languages that write it first, with no given name of any name list (`given_name`) among its words and no
    strong cue (`cued`, read on the text before it) making it a person's."""
    words = _WORD.findall(text[start:end])
    if not words:
        return False
    noun, rest, opening = "", words, start
    if words[0].casefold() in OPENING_NOUNS and len(words) >= 2:
        noun, rest = words[0], words[1:]
    elif len(words) == 1 and words[0].casefold() in OPENING_NOUNS:
        after = _NAME_AFTER.match(text, end)
        if after is None or not any(word[:1].isupper() for word in _WORD.findall(after.group(0))):
            return False
        noun, rest = words[0], _WORD.findall(after.group(0))
    else:
        run = _WORDS_BEFORE.search(text, max(0, start - 60), start)
        tokens = run.group(0).split() if run is not None else []
        for back in range(1, len(tokens) + 1):
            between = tokens[len(tokens) - back + 1 :]
            if tokens[-back].casefold() in OPENING_NOUNS and sum(
                word.casefold() not in PARTICLES for word in between
            ) <= 1:
                noun = tokens[-back]
                opening = text.rindex(noun, 0, start)
                break
    if not noun:
        return False
    if given_name(noun) or any(given_name(word) for word in rest
                               if word[:1].isupper() and word.casefold() not in PARTICLES):
        return False
    return not cued(text[max(0, opening - 40) : opening])
