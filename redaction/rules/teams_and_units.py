"""A team's, a unit's or a service desk's name is the business's own: the noun of a unit of people closes or opens it.

A business routes a case to its own teams, desks and offices, and names them with the unit's noun and what it
does or where it sits: "Muhasebe Destek Ekibi" (the accounting support team), "Başkent Destek Merkezi", "Bornova
Vergi Dairesi" (a tax office), "Support Technique Ouaga", "Vestiging Utrecht-Oost", "CPD Evidence Section". The name
model reads the words beside the noun as a person's name or a place, and the whole name is replaced. The unit's
noun says what the name is: a team, a section, a unit, a department, a support desk, in the languages that close a
name with it ("... Team", "... Ekibi", "... Dairesi", "... Osztály") and in those that open it ("Équipe ...",
"Departamento ...", "Afdeling ...", "Vestiging ...", "Tim ..."). These nouns join the nouns of a site or a body
(redaction/rules/named_by_a_site_or_a_body.py), and the name is held as that rule holds one, with all its guards:
only under a key of no person's name, role, record, home or part in a transaction (`"ekip"`, `"equipe"`,
`"vestiging"`, `"VergiDairesi"`, never `"responsable"`, `"escalate_to"` nor `name` alone), never opening with a
name of any name list, and never one the session also holds under a person's key.

Privacy first: a noun that is also a given name or a surname of a name list never opens a name here, and a person's
own office or desk is named by whose it is under a person's key, which the guards above leave alone.
"""

from __future__ import annotations

# Nouns closing the name of a team, a unit or a desk of people, in languages that put the noun last (English,
# Turkish with its possessive ending, Hungarian, Dutch and German written apart).
UNIT_CLOSING_NOUNS = frozenset({
    "team", "teams", "section", "unit", "division", "department", "dept", "directorate", "bureau", "helpdesk",
    "servicedesk", "taskforce", "squad", "crew", "ekibi", "ekip", "birimi", "birim", "merkezi", "merkez", "dairesi",
    "daire", "müdürlüğü", "mudurlugu", "şubesi", "subesi", "bölümü", "bolumu", "osztály", "osztaly", "csoport",
    "iroda", "irodája", "ügyfélszolgálat", "ugyfelszolgalat", "afdeling", "abteilung", "dienst",
})  # fmt: skip
# Nouns opening the name of a team, a unit or a desk, in languages that put the noun first (French, Spanish,
# Portuguese, Italian, Dutch, German, Indonesian and Malay, Swahili).
UNIT_OPENING_NOUNS = frozenset({
    "équipe", "equipe", "service", "support", "pôle", "pole", "cellule", "département", "departement", "bureau",
    "equipo", "departamento", "sección", "seccion", "servicio", "unidad", "equipa", "setor",
    "ouvidoria", "atendimento", "secção", "seccao", "squadra", "reparto", "sportello", "settore", "afdeling",
    "vestiging", "team", "abteilung", "tim", "bagian", "divisi", "jabatan", "kitengo", "idara", "timu",
})  # fmt: skip

# (name, whether the unit's noun makes it a site's or a body's name)
EXAMPLES: tuple[tuple[str, bool], ...] = (
    ("Muhasebe Destek Ekibi", True),
    ("Başkent Destek Merkezi", True),
    ("Bornova Vergi Dairesi", True),
    ("Support Technique Ouaga", True),
    ("Vestiging Utrecht-Oost", True),
    ("CPD Evidence Section", True),
    ("Equipo Soporte Cobán", True),
    ("Kabelo Kgosietsile", False),  # no unit's noun
    ("Team", False),  # the noun alone names nothing
    ("Unit 6 Avonmeads", False),  # a unit of a building opens an address: no unit's noun here
    ("Tim Baker", False),  # a noun that is a given name opens no name
)
