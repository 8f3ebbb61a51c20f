"""A few built-in cues in Spanish, French, German, Portuguese and Italian: a user asking for a person, and the
plainest judgements of the service ("es inaceptable", "c'est une blague", "Zeitverschwendung").

The English cue families (`english.py`) and the learned model read English only; users who write in another
language still ask for people and still say they have had enough. These patterns are narrow on purpose: a verb
of speaking or calling with a person ("hablar con una persona", "parler à un conseiller", "mit einem
Mitarbeiter sprechen"), or a person who is real ("agente humano", "echter Mensch"), never a word alone, so a
neutral message in these languages ("una persona menor de edad", "mon conseiller m'a dit") is not flagged. A
team adds its own words in any language with `phrases` (`[tool.miner.signals.complaint]`, `.escalation`);
`other_languages = false` turns these off.
"""

from __future__ import annotations

# Someone of the company, as the languages say it (singular and plural).
_ES_PERSON = (r"(?:una?\s+|alg[uú]n\s+|alguien\s+|el\s+|la\s+|los\s+|las\s+|su\s+)?(?:persona|humano|agente|"
              r"operador[a]?|representante|supervisor[a]?|encargad[oa]|gerente|responsable|asesor[a]?|"
              r"alguien|empleado|t[eé]cnico)s?")
_FR_PERSON = (r"(?:un\s+|une\s+|le\s+|la\s+|l['’]\s*|quelqu['’]\s*un|votre\s+|des\s+)?(?:humain|personne|agent|"
              r"op[eé]rat(?:eur|rice)|conseill(?:er|[eè]re)|repr[eé]sentant|responsable|superviseur|"
              r"gestionnaire|sup[eé]rieur|technicien|quelqu['’]\s*un)s?")
_DE_PERSON = (r"(?:einem?\s+|einer\s+|dem\s+|der\s+|ihrem?\s+|jemandem\s+)?(?:echten\s+|richtigen\s+)?"
              r"(?:Menschen?|Person|Mitarbeiter(?:in)?|Berater(?:in)?|Vorgesetzten|Sachbearbeiter(?:in)?|"
              r"Techniker(?:in)?|Verantwortlichen|jemandem)")
_PT_PERSON = (r"(?:uma?\s+|algu[eé]m\s+|o\s+|a\s+|seu\s+|sua\s+)?(?:pessoa|humano|atendente|agente|operador[a]?|"
              r"representante|supervisor[a]?|gerente|respons[aá]vel|t[eé]cnico|algu[eé]m)s?")
_IT_PERSON = (r"(?:una?\s+|un['’]\s*|qualcuno\s+|il\s+|la\s+|lo\s+)?(?:persona|umano|operat(?:ore|rice)|"
              r"agente|responsabile|supervisore|consulente|tecnico|qualcuno)")

PERSON_REQUESTS: tuple[str, ...] = (
    # Spanish: hablar con, pasar con, comunicar con, poner con; llamarme / que me llame.
    rf"\b(?:hablar|habla|pasar|pasa|pase|pasen|p[aá]s[ae]me|ponga|p[oó]ngame|comunicar|comun[ií]queme|contactar)"
    rf"\s+(?:con|a)\s+{_ES_PERSON}\b",
    r"\b(?:puede|podr[ií]a|pueden|quiero\s+que)\s+(?:me\s+)?llam(?:arme|e|en)\b|\bque\s+me\s+llame\b",
    r"\b(?:agente|persona|operador)\s+(?:humano|humana|real)\b",
    # French: parler à, passer, mettre en relation; me rappeler / qu'on me rappelle.
    rf"\b(?:parler|discuter)\s+(?:à|a|avec)\s+{_FR_PERSON}\b",
    rf"\b(?:passez|passer|mettez|mettre)[- ]moi\s+(?:en\s+relation\s+avec\s+|à\s+)?{_FR_PERSON}\b",
    r"\bqu['’]\s*(?:on|un|une|quelqu['’]\s*un)\b[^.?!]{0,40}\bme\s+(?:rappelle|t[eé]l[eé]phone|contacte)\b",
    r"\b(?:pouvez|pourriez|peut|pourrait)[- ](?:vous|on|il|elle)\s+me\s+(?:rappeler|t[eé]l[eé]phoner|contacter)\b"
    r"(?!\s+(?:de|que|qu['’]|le|la|les|mon|ma|mes|comment|quand|pourquoi|o[uù]))",
    r"\b(?:conseiller|agent|op[eé]rateur|interlocuteur)\s+humain\b|\bvraie\s+personne\b",
    # German: sprechen mit, verbinden Sie mich, zurückrufen / mich anrufen.
    rf"\bmit\s+{_DE_PERSON}\s+(?:\w+\s+){{0,3}}(?:sprechen|reden|verbinden|verbunden|telefonieren)\b",
    r"\b(?:verbinden|stellen)\s+Sie\s+mich\s+(?:\w+\s+){0,2}(?:mit|zu|durch)\b",
    r"\b(?:zur[uü]ckruf(?:en|t)|zur[uü]ckzurufen|mich\s+(?:\w+\s+){0,3}anruf(?:en|t))\b|\bR[uü]ckruf\b",
    r"\b(?:echte[nrm]?|richtige[nrm]?)\s+(?:Menschen?|Mitarbeiter(?:in)?|Person)\b",
    # Portuguese: falar com, me ligar / ligar-me.
    rf"\b(?:falar|conversar)\s+com\s+{_PT_PERSON}\b",
    r"\b(?:me\s+ligar|ligar[- ]me|me\s+ligue|me\s+liguem|retornar\s+a\s+liga[cç][aã]o)\b",
    r"\b(?:atendente|pessoa|agente)\s+(?:humano|humana|real|de\s+verdade)\b",
    # Italian: parlare con, richiamarmi / mi richiami.
    rf"\b(?:parlare|passarmi|parlo)\s+(?:con|a)\s+{_IT_PERSON}\b",
    r"\b(?:richiamarmi|mi\s+richiam(?:i|ate|ino)|chiamarmi|mi\s+chiam(?:i|ate))\b",
    r"\b(?:operatore|persona|agente)\s+(?:umano|umana|reale|vero|vera)\b",
)

# The plainest judgements of the service or the conversation, in the same languages: strong cues on their own.
COMPLAINTS: tuple[str, ...] = (
    # Spanish
    r"\b(?:es|esto\s+es|me\s+parece)\s+(?:una?\s+)?(?:inaceptable|inadmisible|vergonzoso|una\s+verg[uü]enza|"
    r"una\s+broma|rid[ií]culo|una\s+tomadura\s+de\s+pelo|indignante)\b",
    r"\b(?:p[eé]rdida\s+de\s+tiempo|no\s+sirve(?:s|n)?\s+para\s+nada|ya\s+(?:se\s+)?lo\s+(?:he\s+)?dij[eo]|"
    r"le\s+acabo\s+de\s+decir|no\s+me\s+(?:est[aá]s?|est[aá]n)\s+escuchando|as[ií]\s+no\s+vamos\s+a\s+ning[uú]n\s+lado|"
    r"nadie\s+me\s+(?:ha\s+)?(?:contestado|respondido|llamado))\b",
    # French
    r"\b(?:c['’]\s*est|cela\s+est|ça\s+devient)\s+(?:une?\s+)?(?:inadmissible|inacceptable|scandaleux|honteux|"
    r"ridicule|une\s+blague|du\s+grand\s+n['’]importe\s+quoi|n['’]importe\s+quoi)\b",
    r"\b(?:vous\s+vous\s+moquez\s+de\s+moi|vous\s+ne\s+(?:lisez|[eé]coutez|comprenez)\s+(?:pas|rien)|"
    r"perte\s+de\s+temps|[çc]a\s+ne\s+sert\s+[aà]\s+rien|je\s+(?:vous\s+)?l['’]\s*ai\s+d[eé]j[aà]\s+dit|"
    r"personne\s+ne\s+m['’]\s*a\s+(?:recontact[eé]e?|rappel[eé]e?|r[eé]pondu))\b",
    # German
    r"\b(?:das\s+ist\s+(?:doch\s+)?(?:ein\s+Witz|eine\s+Frechheit|unversch[aä]mt|inakzeptabel|l[aä]cherlich|"
    r"unm[oö]glich)|Zeitverschwendung|Frechheit|Unversch[aä]mtheit)\b",
    r"\b(?:das\s+habe\s+ich\s+(?:doch\s+|Ihnen\s+)?(?:schon\s+|bereits\s+)?(?:gesagt|geschrieben)|Sie\s+h[oö]ren\s+"
    r"(?:mir\s+)?nicht\s+zu|niemand\s+(?:sagt|meldet|antwortet)\s+mi(?:r|ch))\b",
    # Portuguese
    r"\b(?:[eé]\s+(?:um\s+)?(?:inaceit[aá]vel|absurdo|rid[ií]culo|uma\s+vergonha|uma\s+piada)|perda\s+de\s+tempo|"
    r"n[aã]o\s+serve\s+para\s+nada|j[aá]\s+(?:te|lhe)\s+disse|ningu[eé]m\s+me\s+(?:respondeu|ligou))\b",
    # Italian
    r"\b(?:[eè]\s+(?:inaccettabile|assurdo|ridicolo|una\s+vergogna|uno\s+scherzo)|perdita\s+di\s+tempo|"
    r"non\s+serve\s+a\s+niente|te\s+l['’]\s*ho\s+gi[aà]\s+detto|nessuno\s+mi\s+(?:ha\s+)?(?:risposto|richiamato))\b",
)
