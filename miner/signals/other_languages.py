"""Built-in cues in the languages customers write besides English (Spanish, French, German, Portuguese, Italian,
Dutch; the plainest frames of Polish, Swedish and Turkish; Japanese, read without word boundaries): a user asking for
a person, and the plainest judgements of the service ("es inaceptable", "c'est une blague", "Zeitverschwendung"), as
the same kinds of frames the English cues are: speaking with a person, being called back, being put through; a
judgement of the service, the same answer again, counting the times, nobody answering, giving up.

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
              r"alguien|empleado|t[eé]cnico|comercial|vendedor[a]?)s?")
_FR_PERSON = (r"(?:un\s+|une\s+|le\s+|la\s+|l['’]\s*|quelqu['’]\s*un|votre\s+|des\s+)?(?:humain|personne|agent|"
              r"op[eé]rat(?:eur|rice)|conseill(?:er|[eè]re)|repr[eé]sentant|responsable|superviseur|"
              r"gestionnaire|sup[eé]rieur|technicien|commercial|vendeur|vendeuse|quelqu['’]\s*un)s?")
_DE_PERSON = (r"(?:einem?\s+|einer\s+|dem\s+|der\s+|ihrem?\s+|jemandem\s+)?(?:echten\s+|richtigen\s+)?"
              r"(?:Menschen?|Person|Mitarbeiter(?:in)?|Berater(?:in)?|Vorgesetzten|Sachbearbeiter(?:in)?|"
              r"Techniker(?:in)?|Verantwortlichen|jemandem)")
_PT_PERSON = (r"(?:uma?\s+|algu[eé]m\s+|o\s+|a\s+|seu\s+|sua\s+)?(?:pessoa|humano|atendente|agente|operador[a]?|"
              r"representante|supervisor[a]?|gerente|respons[aá]vel|t[eé]cnico|vendedor[a]?|consultor[a]?|algu[eé]m)s?")
_IT_PERSON = (r"(?:una?\s+|un['’]\s*|qualcuno\s+|il\s+|la\s+|lo\s+)?(?:persona|umano|operat(?:ore|rice)|"
              r"agente|responsabile|supervisore|consulente|tecnico|commerciale|venditore|qualcuno)")
_NL_PERSON = (r"(?:een\s+|de\s+|het\s+|uw\s+|jullie\s+)?(?:echte\s+)?(?:mens|persoon|medewerker|medewerkster|"
              r"adviseur|manager|leidinggevende|verkoper|monteur|iemand)(?:s|en)?")
_PL_PERSON = (r"(?:prawdziwym\s+)?(?:człowiekiem|konsultantem|konsultantką|pracownikiem|kierownikiem|kimś|osobą|"
              r"doradcą|specjalistą|menedżerem)")
_SV_PERSON = (r"(?:en\s+|någon\s+)?(?:riktig\s+|verklig\s+)?(?:människa|person|handläggare|kundtjänst|"
              r"chef|säljare|någon)")
_TR_PERSON = r"(?:gerçek\s+bir\s+|bir\s+)?(?:insanla|yetkiliyle|temsilciyle|müşteri\s+temsilcisiyle|biriyle|çalışanla)"

PERSON_REQUESTS: tuple[str, ...] = (
    # Spanish: hablar con, pasar con, comunicar con, poner con; llamarme / que me llame.
    rf"\b(?:hablar|habla|pasar|pasa|pase|pasen|p[aá]s[ae]me|ponga|p[oó]ngame|comunicar|comun[ií]queme|contactar)"
    rf"\s+(?:con|a)\s+{_ES_PERSON}\b",
    r"\b(?:puede|podr[ií]a|pueden|quiero\s+que)\s+(?:me\s+)?llam(?:arme|e|en)\b|\bque\s+me\s+llam(?:e|en|ara|aran)\b",
    # the imperative with its "me" ("Llámenme al 953 220 714", "llámeme", "llamadme"), not a call timed to an event
    # ("llámame cuando llegue"): the call is the matter
    r"\bll[aá]m(?:a|e|en|ad)me\b(?!\s+(?:cuando|en\s+cuanto|apenas|si)\b)",
    rf"\b{_ES_PERSON}\s+(?:\w+\s+){{0,3}}me\s+(?:llame|llamara|contacte|contactara)\b",
    r"\b(?:agente|persona|operador)\s+(?:humano|humana|real)\b",
    # French: parler à, passer, mettre en relation; me rappeler / qu'on me rappelle.
    rf"\b(?:parler|discuter)\s+(?:à|a|avec)\s+{_FR_PERSON}\b",
    rf"\b{_FR_PERSON}\s+(?!ne\b|n['’])(?:\w+\s+){{0,5}}me\s+(?:rappelle|rappeler|appelle|appeler|contacte|contacter)\b",
    rf"\b(?:passez|passer|mettez|mettre)[- ]moi\s+(?:en\s+relation\s+avec\s+|à\s+)?{_FR_PERSON}\b",
    r"\bqu['’]\s*(?:on|un|une|quelqu['’]\s*un)\b[^.?!]{0,40}\bme\s+(?:rappelle|t[eé]l[eé]phone|contacte)\b",
    r"\b(?:pouvez|pourriez|peut|pourrait)[- ](?:vous|on|il|elle)\s+me\s+(?:rappeler|t[eé]l[eé]phoner|contacter)\b"
    r"(?!\s+(?:de|que|qu['’]|le|la|les|mon|ma|mes|comment|quand|pourquoi|o[uù]))",
    r"\b(?:conseiller|agent|op[eé]rateur|interlocuteur)\s+humain\b|\bvraie\s+personne\b",
    # German: sprechen mit, verbinden Sie mich, zurückrufen / mich anrufen.
    rf"\bmit\s+{_DE_PERSON}\s+(?:\w+\s+){{0,4}}(?:sprechen|reden|verbinden|verbunden|telefonieren|besprechen|kl[aä]ren)\b",
    r"\b(?:verbinden|stellen)\s+Sie\s+mich\s+(?:\w+\s+){0,2}(?:mit|zu|durch)\b",
    r"\b(?:zur[uü]ckruf(?:en|t)|zur[uü]ckzurufen|mich\s+(?:\w+\s+){0,6}anruf(?:en|t))\b|\bR[uü]ckruf\b",
    r"\b(?:echte[nrm]?|richtige[nrm]?)\s+(?:Menschen?|Mitarbeiter(?:in)?|Person)\b",
    # Someone wanted on the phone ("ich brauch jetzt sofort jemanden aus dem Innendienst am Telefon")
    r"\b(?:jemand(?:en)?|einen\s+Mitarbeiter|eine\s+Mitarbeiterin|einen\s+Menschen)\s+(?:\w+\s+){0,4}"
    r"(?:am\s+Telefon|ans\s+Telefon|an\s+den\s+Apparat)\b",
    # Portuguese: falar com, me ligar / ligar-me.
    rf"\b(?:falar|conversar)\s+com\s+{_PT_PERSON}\b",
    r"\b(?:me\s+ligar|ligar[- ]me|me\s+lig(?:ue|uem|asse|assem)|retornar\s+a\s+liga[cç][aã]o)\b",
    r"\b(?:atendente|pessoa|agente)\s+(?:humano|humana|real|de\s+verdade)\b",
    # Italian: parlare con, richiamarmi / mi richiami.
    rf"\b(?:parlare|parlarne|parlarle|passarmi|parlo)\s+(?:con|a)\s+(?:un\s+)?(?:vostr[oa]\s+)?{_IT_PERSON}\b|"
    rf"\b(?:voglio|vorrei|chiedo)\s+(?:parlare\s+con\s+)?(?:un|una|un['’]|l['’])\s*(?:operat(?:ore|rice)|persona|"
    r"consulente|umano|responsabile)\b",
    r"\b(?:richiamarmi|mi\s+richiam(?:i|ate|ino|asse)|chiamarmi|mi\s+chiam(?:i|ate|asse))\b",
    r"\b(?:operatore|persona|agente)\s+(?:umano|umana|reale|vero|vera)\b",
    # Dutch: spreken met, aan de lijn krijgen, doorverbinden; (terug)bellen.
    rf"\b(?:spreken|praten|bellen|chatten)\s+met\s+{_NL_PERSON}\b|\bmet\s+{_NL_PERSON}\s+(?:\w+\s+){{0,3}}"
    r"(?:spreken|praten)\b",
    rf"\b{_NL_PERSON}\s+(?:\w+\s+){{0,4}}aan\s+de\s+(?:lijn|telefoon)\b|\bdoor\s*(?:verbinden|te\s+verbinden)\b|"
    r"\bverbind\s+(?:me|mij)\s+door\b",
    r"\b(?:terugbellen|terug\s+(?:te\s+)?bellen|(?:me|mij)\s+(?:\w+\s+){0,3}(?:bellen|opbellen|terugbellen)|"
    r"(?:me|mij)\s+(?:even\s+)?(?:bellen|terugbellen))\b",
    r"\b(?:echte?|levende)\s+(?:mens|persoon|medewerker)\b",
    # Polish, Swedish, Turkish: speaking with a person, being called back.
    rf"\b(?:rozmawiać|porozmawiać|połączyć\s+(?:mnie\s+)?)\s*z\s+{_PL_PERSON}|\boddzwoni|\bzadzwonić\s+do\s+mnie\b",
    rf"\b(?:prata|tala)\s+med\s+{_SV_PERSON}\b|\bringa\s+(?:upp\s+)?mig\b|\bkoppla\s+mig\b",
    rf"{_TR_PERSON}\s+(?:görüşmek|konuşmak|görüşebilir|konuşabilir)|\bbeni\s+(?:geri\s+)?ara(?:yın|yabilir|sın)",
    # Someone one can speak with ("alguien de la agencia con quien pueda hablar", "qualcuno in laboratorio con cui
    # posso parlare", "jemand, mit dem ich sprechen kann"), and a person of any trade by the endings that name people
    # ("hablar con el veterinario", "parlare con un ottico", "mit dem Rezeptionsleiter sprechen").
    r"\b(?:alguien|alguno|alguna)\b[^.?!]{0,40}\bcon\s+(?:quien|qui[eé]n)\s+(?:\w+\s+)?(?:hablar|pueda|podr[ií]a)\b|"
    r"\bqualcuno\b[^.?!]{0,40}\bcon\s+cui\s+(?:\w+\s+)?(?:parlare|posso|potrei)\b|"
    r"\b(?:jemand(?:en|em)?|einen?\s+Mitarbeiter)\b[^.?!]{0,40}\bmit\s+de[mr]\s+(?:ich\s+)?(?:sprechen|reden)\b|"
    r"\bquelqu['’]\s*un\b[^.?!]{0,40}\bavec\s+qui\s+(?:je\s+)?(?:puisse|peux|pourrais)\s+parler\b",
    r"\b(?:hablar|comunicar(?:me)?|comunique)\s+con\s+(?:el|la|un|una|alg[uú]n|alguna)\s+(?:se[nñ]or[a]?|"
    r"\w+(?:ario|aria|ista|ero|era|ora|ente|enta|ante|ico|ica|ador|adora))\b|"
    r"\b(?:parlare|parlo)\s+con\s+(?:il|la|lo|un|una|un['’]|l['’])\s*\w+(?:ista|ico|ica|ore|ice|ente|iere|aio)\b|"
    r"\bmit\s+(?:dem|der|einem|einer|Ihrem|Ihrer)\s+\w+(?:leiter|leiterin|chef|chefin|meister|meisterin)\s+"
    r"(?:\w+\s+){0,3}(?:sprechen|reden)\b",
    # Calling the user ("¿me podría marcar algún asesor?", "prosić o kontakt telefoniczny z konsultantem"), being put
    # through ("vous pouvez me passer quelqu'un", "Geben Sie mir einen Mitarbeiter", "temsilcisine bağlayın").
    r"\bme\s+(?:podr[ií]a|puede|pueden|podr[ií]an)\s+(?:marcar|llamar|telefonear)\b|\bme\s+marque\b|"
    rf"\bo\s+kontakt\s+(?:telefoniczny\s+)?z\s+{_PL_PERSON}|\bomówić\s+z\s+kimś\b|"
    rf"\bme\s+(?:passer|mettre\s+en\s+relation\s+avec)\s+{_FR_PERSON}|"
    rf"\bgeben\s+Sie\s+mir\s+(?:einen\s+)?{_DE_PERSON}\b|"
    r"\b(?:temsilcisine|temsilciye|yetkiliye|birine|insana|çalışana)\s+bağla",
    # Japanese, read without word boundaries: a person ("スタッフの方", "整備士さん", "担当者") with と
    # (with) and wishing or asking to speak or consult ("と直接話したい", "とお話しできますか"; not
    # "と話しました", did speak); a call asked for ("電話をください", "折り返し連絡"); being put through
    # ("担当者に代わって", "人間につないで").
    r"(?:方|さん|様|者|員|スタッフ|オペレーター|人間|担当|係|フロント|窓口)と(?:直接|電話で)?(?:お?話|相談|通話)し{0,2}"
    r"(?:たい|でき|させ|いただけ|せま|せる)|"
    r"(?:折り返し|お?電話(?:を|で)?)(?:の)?(?:ご?連絡|お?電話)?(?:を)?(?:ください|下さい|いただけ|頂け|ほしい|欲しい|お願い)|"
    r"(?:担当者|人間|オペレーター|スタッフ|責任者|上司)(?:の方)?(?:に|へ)(?:代わ|かわ|つな|繋|転送)|"
    # Someone one can speak with ("電話で話せる人いないの？"), the person in charge asked to get in touch
    # ("ご担当者様からご連絡をいただくことは可能でしょうか").
    r"話せる(?:人|方|担当)|(?:担当|担当者|担当の方|スタッフ|オペレーター)(?:様|さん)?から(?:ご|お)?(?:連絡|電話)を?"
    r"(?:いただ|頂|ください|下さい|ほしい|欲しい|もら)",
    # The whole message naming a person ("Mitarbeiter", "operatore, per favore", "un conseiller svp").
    r"^\W*(?:(?:un|una|une|ein(?:en)?|einem|uma?|een)\s+)?(?:Mitarbeiter(?:in)?|Menschen?|Berater(?:in)?|operatore|"
    r"operador[a]?|op[eé]rat(?:eur|rice)|conseiller|conseill[eè]re|humain|umano|humano|medewerker|atendente)\W*"
    r"(?:(?:bitte|por\s+favor|s['’]il\s+vous\s+pla[iî]t|svp|per\s+favore|alstublieft|graag)\W*)?$",
)

# Asking what the agent is ("lei è una persona vera?", "¿eres un bot?", "Sind Sie ein echter Mensch?"), as the English
# nature questions: no request to be put through to someone; the escalation detector reads the rest of the message.
NATURE_QUESTIONS = (
    r"\b(?:(?:lei\s+)?[eè]|sei|eres|es\s+usted|(?:voc[eê]\s+)?[eé]|(?:vous\s+)?[eê]tes(?:[- ]vous)?|es[- ]tu|t['’]es|"
    r"sind\s+Sie|bist\s+du|ben\s+je|bent\s+u|is\s+dit)\s+(?:(?:un|una|une|uma|um|ein|eine|einen|een|echte[rn]?|"
    r"real|vraie|vrai|vero|vera|de\s+verdad)\s+)*(?:persona|personne|pessoa|Mensch|mens|persoon|humano|humana|"
    r"humain|umano|umana|bot|robot|chatbot|KI|IA|macchina|m[aá]quina|machine)(?:\s+(?:vera|vero|reale|real|de\s+"
    r"verdad|de\s+verdade|r[eé]elle?))?\s*\?"
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
    # The same frames in each language: a bad judgement of the service ("péssimo atendimento"), the same answer again
    # ("ogni volta la stessa risposta"), asking for the third time ("dit is de derde keer"), having written before
    # with no answer ("já mandei mensagem duas vezes e ninguém responde"), giving up ("laat maar"), sarcastic praise
    # ("toller Service wirklich"), an answer that does not help ("no me sirve").
    # Spanish
    r"\b(?:p[eé]simo|mal[ií]simo|fatal|horrible|lamentable)\s+(?:servicio|atenci[oó]n|trato)\b|"
    r"\b(?:siempre|otra\s+vez)\s+la\s+misma\s+respuesta\b|\b(?:es|esta\s+es)\s+la\s+(?:tercera|cuarta|quinta)\s+vez\b|"
    r"\bnadie\s+(?:me\s+)?(?:responde|contesta)\b|\b(?:eso|esa\s+respuesta|su\s+respuesta|esto)\s+no\s+me\s+sirve\b|"
    r"\bno\s+me\s+sirve(?:\s+de\s+nada)?\s*(?:[.!]|$|['\"“«])|\bno\s+es\s+serio\b|\bd[eé]jelo,?\s+(?:ya\s+)?cancelo\b",
    # French
    r"\b(?:service|accueil)\s+(?:nul|lamentable|d[eé]plorable|honteux|catastrophique)\b|"
    r"\btoujours\s+la\s+m[eê]me\s+r[eé]ponse\b|\bc['’]\s*est\s+la\s+(?:troisi[eè]me|quatri[eè]me)\s+fois\b|"
    r"\bpersonne\s+ne\s+(?:me\s+)?r[eé]pond\b|\bce\s+n['’]\s*est\s+pas\s+s[eé]rieux\b|\blaissez\s+tomber\b",
    # German
    r"\b(?:toller|super|klasse|gro[sß]artiger)\s+(?:Service|Kundendienst|Kundenservice)\s*,?\s+(?:wirklich|echt|"
    r"danke\s+auch)\b|\b(?:miserabler|schlechter|mieser|katastrophaler|unterirdischer)\s+(?:Service|Kundendienst|"
    r"Kundenservice)\b|\bjedes\s+Mal\s+die\s+gleiche\s+Antwort\b|\b(?:zum\s+)?(?:dritten|vierten)\s+Mal\b|"
    r"\bniemand\s+antwortet\b|\bvergessen\s+Sie\s+es\b",
    # Portuguese
    r"\b(?:p[eé]ssimo|horr[ií]vel|lament[aá]vel)\s+(?:atendimento|servi[cç]o)\b|"
    r"\bsempre\s+a\s+mesma\s+resposta\b|\b[eé]\s+a\s+(?:terceira|quarta)\s+vez\b|"
    r"\bningu[eé]m\s+(?:me\s+)?responde\b|\bj[aá]\s+(?:mandei|enviei|liguei|escrevi)\b[^.?!]{0,30}\b(?:duas|tr[eê]s|"
    r"v[aá]rias)\s+vezes\b",
    # Italian
    r"\b(?:pessimo|orribile|vergognoso)\s+(?:servizio|assistenza)\b|\b(?:ogni\s+volta|sempre)\s+la\s+stessa\s+"
    r"risposta\b|\b[eè]\s+la\s+(?:terza|quarta)\s+volta\b|\bnessuno\s+(?:mi\s+)?risponde\b|"
    r"\bnon\s+[eè]\s+serio\b|\blasci\s+(?:perdere|stare)\b",
    # Dutch
    r"\b(?:belachelijk|schandalig|waardeloos|onacceptabel|onaanvaardbaar|tijdverspilling|een\s+grap)\b|"
    r"\b(?:slechte|waardeloze|belabberde)\s+(?:service|klantenservice|dienstverlening)\b|"
    r"\b(?:dit\s+is\s+)?de\s+(?:derde|vierde)\s+keer\s+dat\b|\bsteeds\s+(?:hetzelfde|hetzelfde\s+antwoord)\b|"
    r"\bniemand\s+(?:reageert|antwoordt|belt)\b|\bik\s+heb\s+het\s+(?:al|toch)\s+gezegd\b|\blaat\s+maar\b",
    # Having done it already, or having been told otherwise ("obwohl ich sie schon im Mai geändert hatte",
    # "la última vez me dijeron que sí ... y ahora no", "siempre cambiáis las condiciones")
    r"\b(?:aunque|a\s+pesar\s+de\s+que)\s+ya\b|\bme\s+dijeron\s+que\b[^.?!]{0,60}\by\s+ahora\b|"
    r"\bsiempre\s+(?:cambi[aá]is|cambian|me\s+dicen)\b|\bobwohl\s+ich\s+(?:\w+\s+){0,3}(?:schon|bereits)\b|"
    r"\balors\s+que\s+j['’]\s*(?:avais|ai)\s+d[eé]j[aà]\b|\bmesmo\s+(?:j[aá]\s+)?tendo\b|"
    r"\banche\s+se\s+(?:avevo|ho)\s+gi[aà]\b|\bterwijl\s+ik\s+(?:\w+\s+){0,3}al\b",
    # Counting the times, as the English "for the third time", "I've called three times": an ordinal or a number from
    # two on with the word for a time or a go ("tercera vez", "troisième panne", "dritten Mal", "zweimal", "terza
    # volta", "twee keer", "trzeci raz", "üçüncü kez", "üç kere", "três vezes"), and in Japanese, read without word
    # boundaries, the count with 回目 / 度目 ending the sentence or after "already" / "this month"
    # ("今月これで3回目です", "二回目です"; not "2回目の予約", a second booking). The number of times
    # (COUNTED_TIMES) is apart.
    r"\b(?:segunda|tercera|cuarta|quinta|deuxi[eè]me|troisi[eè]me|quatri[eè]me|zweiten|dritten|vierten|f[uü]nften|"
    r"seconda|terza|quarta|quinta|tweede|derde|vierde|drugi|trzeci|czwarty|piąty|ikinci|üçüncü|dördüncü|beşinci|"
    r"andra|tredje|fjärde)\s+(?:\w+\s+)?(?:vez|veces|fois|panne|r[eé]clamation|appel|Mal|volta|keer|raz|kez|kere|"
    r"defa|gången)\b|"
    r"(?:これで|もう|すでに|既に|今月|今週|今日)[^。]{0,6}(?:[2-9２-９]|[二三四五六七八九十何])\s*(?:回|度)目|"
    r"(?:[2-9２-９]|[二三四五六七八九十何])\s*(?:回|度)目(?:です|だ|なんです|になります)?(?:[。！!…]|$)|"
    # Japanese judgements and frames: nothing changes (何も変わらない), it is unacceptable (ありえない), the
    # worst (最悪), no reply (返事がない, 連絡がない), how many times must I say it (何度言えば).
    r"何も変わら|ありえない|あり得ない|最悪|話にならない|いい加減にして|何度言え|何回言え|(?:返事|返信|連絡)が(?:ない|来ない|ありません)|"
    # Frustration by its stem in the languages that share it ("frustrante", "frustriert", "frustrerend"); asking if
    # the agent is serious ("¿en serio?", "sérieusement ?", "im Ernst?", "serio,"); "nobody came" and "nobody
    # called back"; "not what I asked for"; "it's still the same" in the same frames as the English cues.
    r"\bfrustr\w*|¿\s*en\s+serio\s*\?|\bs[eé]rieusement\s*[?!]|\bim\s+Ernst\s*[?!]|\bs[eé]rio\s*[?!]|"
    r"\bsul\s+serio\s*[?!]|^\W*serio\s*[,?!.]|\bciddi\s+mi(?:siniz)?\b|"
    r"\bniemand\s+(?:ist|hat)\s+(?:\w+\s+)?(?:gekommen|angerufen|zur[uü]ckgerufen|geantwortet)\b|"
    r"\bniemand\s+(?:neemt\s+op|is\s+(?:gekomen|langsgekomen))\b|\bkimse\s+(?:beni\s+)?(?:aramadı|dönmedi|gelmedi|"
    r"cevap\s+vermedi|ilgilenmedi)\b|\bnikt\s+(?:nie\s+)?(?:przyjechał|oddzwonił|zadzwonił|odpowiedział)\b|"
    r"\bnon\s+risponde\s+nessuno\b|\bnadie\s+me\s+(?:avis[oó]|llam[oó]|contest[oó])\b|"
    r"\bn[aã]o\s+(?:foi|[eé])\s+(?:isso|o)\s+que\s+eu\s+(?:pedi|combinei|disse|quis)\b|"
    r"\bno\s+es\s+lo\s+que\s+(?:ped[ií]|dije|quer[ií]a)\b|\bce\s+n['’]\s*est\s+pas\s+ce\s+que\s+j['’]\s*ai\s+"
    r"(?:demand[eé]|dit|command[eé])\b|\bnon\s+[eè]\s+(?:quello|ci[oò])\s+che\s+ho\s+(?:chiesto|detto|ordinato)\b|"
    r"\b(?:begrijpt|snapt)\s+(?:mijn\s+vraag|me|mij|het)\s+niet\b|\bhâlâ\s+aynı\b|\bco\s+to\s+za\s+(?:system|serwis|"
    r"obsługa|firma)\b|\bche\s+servizio\s+[eè]\s+questo\b|\bqu[eé]\s+servicio\s+es\s+este\b|"
    # Having done it already ("das habe ich schon gemacht", "já tentei", "ya lo hice") and the plainest judgements that
    # English has too ("c'est du vol", "c'est nul", "ce n'est pas normal", "mi sembra assurdo", "me parece excesivo",
    # "das ist echt ärgerlich").
    r"\b(?:habe|hab|hatte)\s+(?:ich\s+)?(?:\w+\s+){0,4}(?:schon|bereits)\s+(?:\w+\s+){0,3}(?:gemacht|gesagt|"
    r"bezahlt|versucht|geschrieben|angerufen|geschickt|gegeben)\b|\bschon\s+so\s+gesagt\b|"
    r"\bj[aá]\s+(?:tentei|procurei|fiz|mandei|enviei|liguei|paguei|expliquei)\b|"
    r"\bc['’]\s*est\s+(?:du\s+vol|nul|du\s+n['’]importe\s+quoi)\b|\bce\s+n['’]\s*est\s+pas\s+normal\b|"
    r"\bmi\s+sembra\s+(?:assurdo|ridicolo|vergognoso|inaccettabile|esagerato)\b|\bme\s+parece\s+(?:excesivo|"
    r"abusivo|injusto|fatal|incre[ií]ble|una\s+verg[uü]enza)\b|\b(?:das\s+ist|ist\s+das)\s+(?:\w+\s+)?(?:ärgerlich|"
    r"nervig|unverschämt|frech)\b",
    # Being sent round in circles ("mi stai facendo girare in tondo", "je tourne en rond", "ich drehe mich im Kreis"),
    # being told the same before ("das hat man mir letzte Woche auch schon geschrieben", "So einen Hinweis gab es beim
    # letzten Mal auch schon"), asking where the order is ("WO BLEIBT MEINE LIEFERUNG???"), and in Japanese the days
    # already gone ("もう3日経ってるんだけど") and the same answer as before ("前回…も同じ回答でした").
    r"\b(?:girare|giro|gira)\s+in\s+(?:tondo|cerchio)\b|\btourn(?:e|es|er|ons|ez)\s+en\s+rond\b|"
    r"\b(?:im\s+Kreis)\s+(?:drehen|gedreht|dreht|schicken|geschickt)|\bdar\s+vueltas\b|\bandar\s+em\s+c[ií]rculos\b|"
    r"\bin\s+(?:een\s+)?rondje(?:s)?\b|"
    r"\b(?:hat|haben)\s+man\s+mir\s+(?:\w+\s+){0,3}(?:auch\s+)?(?:schon|bereits)\s+(?:gesagt|geschrieben)\b|"
    r"\bbeim\s+letzten\s+Mal\s+auch\s+schon\b|\bwo\s+bleibt\s+(?:\w+\s+){0,2}\w+\s*\?\?|"
    r"(?:もう|すでに|既に)[0-9０-９一二三四五六七八九十]+\s*(?:日|週間|ヶ月|か月)(?:も)?(?:経|たって|過ぎ)|"
    r"(?:前回|前も|この前)[^。]{0,20}同じ(?:回答|返事|答え|説明)|おかしくない(?:ですか)?[？?]|おかしいでしょ|おかしいと思",
    # Polish, Swedish, Turkish
    r"\b(?:to\s+(?:jest\s+)?(?:skandal|żenujące|niedopuszczalne)|strata\s+czasu|nikt\s+nie\s+odpowiada)\b|"
    r"\b(?:det\s+är\s+(?:oacceptabelt|skandalöst|löjligt)|slöseri\s+med\s+tid|ingen\s+svarar|usel\s+service)\b|"
    r"\b(?:rezalet|kabul\s+edilemez|zaman\s+kaybı|kimse\s+cevap\s+vermiyor|berbat\s+(?:bir\s+)?hizmet)\b",
)

# A number of times, from two on ("tres veces", "üç kez aradım", "zweimal gemacht", "twee keer gebeld"): as the English
# "I've called three times", a complaint, except in answer to the agent's question ("¿Lo ha reiniciado?" "Sí, ya lo
# reinicié tres veces"), which `complaint.py` reads as an answer. Not paying in instalments ("en dos veces") nor a
# frequency ("dos veces por semana", "zweimal täglich").
COUNTED_TIMES: tuple[str, ...] = (
    r"(?<!\ben\s)(?<!\bin\s)\b(?:dos|tres|cuatro|cinco|varias|deux|trois|quatre|cinq|plusieurs|zwei|drei|vier|f[uü]nf|mehrere|due|tre|"
    r"quattro|cinque|diverse|twee|drie|vier|vijf|meerdere|dwa|trzy|cztery|pięć|kilka|iki|üç|dört|beş|birkaç|duas|"
    r"tr[eê]s|quatro|cinco|v[aá]rias|två|tre|fyra|flera|[2-9])\s+(?:veces|fois|Mal|volte|keer|razy|kez|kere|defa|"
    r"vezes|gånger)\b(?!\s+(?:por|par|pro|per|al|a\s+la|am|op|w|na|i|om|ao)\b)|"
    r"\b(?:zwei|drei|vier|f[uü]nf|mehr)mal\b(?!\s+(?:t[aä]glich|pro|am|im|die\s+Woche|in\s+der))",
)

# The agent's answer owning the user's displeasure, in the languages the production model answers in: naming the
# user's feeling ("entiendo tu enfado", "ich verstehe Ihren Ärger", "je comprends votre agacement", the frustration
# of any language) or granting that the user is right ("tienes toda la razón", "da haben Sie recht", "vous avez
# raison", "u heeft gelijk", "ma Pan rację"). With the English frames of
# `english.AGENT_CONCESSION`; `complaint.py` reads them in the agent's answer to a user's turn.
AGENT_CONCESSIONS: tuple[str, ...] = (
    # Spanish
    r"\b(?:entiendo|comprendo)\s+(?:tu|su|el|perfectamente\s+(?:tu|su))\s+(?:enfado|frustraci[oó]n|molestia|malestar|"
    r"indignaci[oó]n|enojo|decepci[oó]n)\b",
    r"\b(?:entiendo|comprendo)\s+que\s+(?:est[eé]s?|te\s+sientas|se\s+sienta)\s+(?:molest|enfadad|frustrad|enojad|"
    r"harto|harta|indignad)\w*",
    r"\b(?:tienes|tiene|tiene\s+usted|ten[eé]s)\s+(?:toda\s+la\s+)?raz[oó]n\b",
    # French
    r"\bcomprends\s+(?:tout\s+[àa]\s+fait\s+|parfaitement\s+|bien\s+)?(?:votre|ton|ta|vot)\s*(?:agacement|"
    r"frustration|col[eè]re|m[eé]contentement|d[eé]ception|exasp[eé]ration|irritation|ras-le-bol)\b",
    r"\b(?:vous\s+avez|tu\s+as)\s+(?:tout\s+[àa]\s+fait\s+|enti[eè]rement\s+|bien\s+)?raison\b",
    # German
    r"\bverstehe\s+(?:Ihren|Ihre|deinen|deine|den|die)\s+(?:Ärger|Frust|Frustration|Unmut|Verärgerung|Enttäuschung|"
    r"Unzufriedenheit|Aufregung)\b",
    r"\b(?:Sie\s+haben|du\s+hast|haben\s+Sie|hast\s+du)\s+(?:völlig\s+|vollkommen\s+|absolut\s+|natürlich\s+|"
    r"da\s+)?recht\b(?!\s+(?:auf|zu)\b)",
    # Portuguese
    r"\b(?:entendo|compreendo)\s+(?:a\s+sua|sua|a\s+tua|tua|o\s+seu|seu)\s+(?:frustra[cç][aã]o|irrita[cç][aã]o|"
    r"chateação|indigna[cç][aã]o|descontentamento|decep[cç][aã]o)\b",
    r"\b(?:voc[eê]\s+tem|tem|tens)\s+(?:toda\s+a\s+)?raz[aã]o\b",
    # Italian
    r"\bcapisco\s+(?:la\s+sua|la\s+tua|il\s+suo|il\s+tuo|perfettamente\s+la\s+sua)\s+(?:frustrazione|irritazione|"
    r"delusione|rabbia|fastidio|disappunto)\b",
    r"\b(?:ha|hai|lei\s+ha)\s+(?:perfettamente\s+|assolutamente\s+|pienamente\s+)?ragione\b",
    # Any language: the user's frustration named by the stem the European languages share ("frustrację",
    # "frustratie", "frustrasyon", "фрустрацию"); over the sixteen tuning sets every agent answer naming it answered
    # a complaint.
    r"\bfrustr\w*|фрустр\w*",
    # Granting that the user is right in more languages the production model answers in: Dutch, Polish, the
    # Scandinavian languages, Finnish, Czech, Romanian, Hungarian, Turkish, Russian, Greek, Japanese ("u heeft gelijk",
    # "ma Pan rację", "du har rätt", "haklısınız", "вы правы", "おっしゃる通り").
    r"\b(?:u\s+heeft|je\s+hebt|jij\s+hebt|heeft\s+u|hebt\s+u)\s+(?:helemaal\s+|volkomen\s+|absoluut\s+)?gelijk\b|"
    r"\b(?:ma\s+Pan|ma\s+Pani|masz|mają\s+Państwo|macie)\s+(?:całkowitą\s+|absolutną\s+|zupełną\s+)?racj[ęe]\b|"
    r"\b(?:du|ni|De|dere)\s+har\s+(?:helt\s+)?(?:r[äa]tt|ret|rett)\b|\b(?:olet|olette)\s+(?:täysin\s+)?oikeassa\b|"
    r"\bm[aá](?:te|š)\s+(?:naprostou\s+)?pravdu\b|\b(?:aveți|ai)\s+(?:perfectă\s+)?dreptate\b|\bigaz(?:a|ad)\s+van\b|"
    r"\bhakl[ıi]s[ıi]n[ıi]z\b|\bhakl[ıi]s[ıi]n\b|\b(?:вы|ты)\s+(?:абсолютно\s+|совершенно\s+)?прав[ыа]?\b|"
    r"έχε(?:τε|ις)\s+(?:απόλυτο\s+)?δίκιο|おっしゃる(?:通り|とおり)|ご指摘の(?:通り|とおり)",
    # ... and in languages no tuning set holds, the same two frames (none of these matched an agent's answer there):
    # Indonesian, Vietnamese, Ukrainian, Hindi, Arabic, Hebrew, Chinese, Korean, Greek, Turkish ("Anda benar" opening a
    # sentence, not "alamat Anda benar", your address is right; "bạn nói đúng", "ви праві", "معك حق", "您说得对",
    # "맞는 말씀"), and the user's displeasure named ("kekecewaan Anda", "sự thất vọng", "απογοήτευση", "תסכול",
    # "إحباط", "不满", "ご不満", "답답하셨").
    r"(?:^|[.!,;]\s*)(?:ya,?\s+)?(?:Anda|kamu)\s+(?:memang\s+)?benar\b|\b(?:b[aạ]n|qu[yý]\s+khách)\s+n[oó]i\s+đúng\b|"
    r"\b(?:ви|ти)\s+(?:абсолютно\s+|цілком\s+)?прав[іа]?\b|आप\s+(?:बिल्कुल\s+)?सही\s+(?:हैं|है)|أنتَ?\s+محق|"
    r"أنتِ\s+محقة|معك\s+حق|אתה\s+צודק|את\s+צודקת|您说得对|你说得对|您說得對|맞는\s*말씀|"
    r"\b(?:kekecewaan|kekesalan)\s+Anda\b|\bs[ựu]\s+(?:bực\s+bội|thất\s+vọng)\b|\bhayal\s+kırıklığınızı\b|"
    r"απογοήτευσ\w+|εκνευρισμ\w+|תסכול|إحباط|沮丧|不满|不滿|ご不満|ご不快|답답하셨|불만을?\s*(?:이해|충분히)",
)

# A user's "no" in the languages of Europe and beyond ("não tem isso não", "nie ma takiej zakładki", "nicht pausiert",
# "Llevo 15 minutos esperando y nada", "tidak ada"): with the agent's apology in its answer (AGENT_APOLOGIES), the
# user disputing what the agent did or said, the shape of a calm complaint in a language no model here reads
# (`complaint.py`, family `disputed`). Words, never a part of one; not the words that mean something else in another
# language of the table (French "ne", Romanian "nu", Swedish "nu" = now), nor the Chinese or Japanese negations, which
# are part of their words of politeness (不好意思).
NEGATION_WORDS = (
    r"(?<![\w'’])(?:no|not|nope|never|nothing|nobody|n[aã]o|nunca|nem|nada|nadie|ning[uú]n\w*|ni|non|niente|nulla|"
    r"nessun\w*|pas|jamais|rien|aucun\w*|nicht|nichts|nie|niemals|nein|kein\w*|niemand|niet|nooit|geen|nee|niets|"
    r"nigdy|nic|nikt|brak|żaden|inte|ej|aldrig|ingen|ingenting|ikke|ikkje|aldri|ei|eivät|mitään|nincs|soha|semmi|"
    r"niciodată|nimic|nimeni|není|nemá|nikdy|nikdo|değil|yok|hayır|hiç|asla|не|нет|ні|немає|ничего|никто|никогда|"
    r"δεν|όχι|μην|ποτέ|tidak|belum|bukan|gak|nggak|enggak|không|chưa|nahi|nahin|नहीं|لا|لم|ليس|لن|לא|אין)(?![\w'’])"
)

# "Still" and "again" in the same languages ("het ligt er nog steeds", "hâlâ aynı", "yine olmuyor", "immer noch"):
# the user telling that what the agent did or said has not changed things, read as the user's "no" is. Not the words
# that also mean "more" or "yet" in a plain question ("noch Artikel hinzufügen", "encore merci", "apa lagi").
STILL_WORDS = (
    r"(?<![\w'’])(?:still|todav[ií]a|sigue|siguen|ainda|toujours|immer\s+noch|nog\s+steeds|nog\s+altijd|nadal|wciąż|"
    r"ciągle|fortfarande|fortsatt|stadig|hâlâ|всё\s+ещё|все\s+ещё|до\s+сих\s+пор|досі|vẫn|masih|stále|még\s+mindig|"
    r"vielä|încă|ακόμα|ακόμη|otra\s+vez|de\s+nuevo|de\s+novo|outra\s+vez|di\s+nuovo|schon\s+wieder|wieder|opnieuw|"
    r"znowu|znów|yine|tekrar|снова|опять|znovu|újra|din\s+nou|ξανά)(?![\w'’])"
)

# The agent's apology in the languages it answers in: Spanish to Greek, Indonesian, Vietnamese, Hindi, Arabic, Hebrew,
# Thai, Korean, Chinese, Japanese ("lo sentimos", "przepraszam", "excuses", "maaf", "xin lỗi", "申し訳ございません"),
# and Latvian and Latgalian, Lithuanian and Tahitian ("Atvainojiet", "Atvainojit", "Atsiprašome", "Tātarahapa").
AGENT_APOLOGIES = (
    r"\b(?:sorry|apologi[sz]e\w*|apologies|lo\s+(?:siento|sentimos|lamento|lamentamos)|lamentamos|lamento|"
    r"disculp\w+|perd[oó]n\w*|d[ée]sol[ée]e?s?|excuse[sz]|pardon|tut\s+(?:mir|uns)\s+leid|entschuldig\w+|desculp\w+|"
    r"sinto\s+muito|sentimos\s+muito|lamentamos|mi\s+dispiace|ci\s+dispiace|scus\w+|excuses|spijt|sorry|"
    r"przeprasza\w*|przykro|förlåt|ursäkta|beklag\w*|undskyld|anteeksi|pahoittel\w+|özür|kusura|извин\w+|"
    r"простите|прошу\s+прощения|сожале\w+|вибач\w+|перепрошу\w*|omlouv\w+|elnézés\w*|sajnál\w+|scuze|"
    r"ne\s+pare\s+rău|îmi\s+pare\s+rău|atvainoj\w+|atsiprašom\w*|atsiprašau|t[āa]tarahapa|συγγν\w+|λυπ\w+|"
    r"maaf|mohon\s+maaf|xin\s+lỗi|rất\s+tiếc|क्षमा|माफ़\w*|"
    r"آسف\w*|نعتذر|عذرا|أعتذر|اعتذر|סליחה|מצטער\w*|מתנצל\w*)(?!\w)|"
    r"ขอโทษ|ขออภัย|申し訳|すみません|ごめん|죄송|미안|抱歉|对不起|對不起|不好意思"
)
