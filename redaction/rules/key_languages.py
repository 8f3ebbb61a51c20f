"""The words of keys in the languages support teams write them in: each language's nouns for a person and the
things they hold, read as the English word the key grammar knows (`Vorname` is a first name, `Geburtsdatum` a
birth date, `numéro_client` a customer number, `lidnummer` a member number). One table per language; a key's
words are read through all of them (redaction/recognizers/keys.py `key_words`), so every rule that reads a key
(telling keys, roles, identifiers, things no one owns) reads it in these languages too.

Words are compared without accents and case-folded (`Straße` is `strasse`, `prénom` is `prenom`). A compound of
German or Dutch (`Kundennummer`, `rekeningnummer`, `sicherheitscode`) is read as its parts when its tail is a
word of a table or an identifier's word (`name`, `code`, `id`) and its head, less a joining `s`, `n` or `en`, is a
word of a table. A word that is also an English key word with another sense is left out (`data`, `via`, `cap`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from redaction.rules.romanised_keys import romanised
from redaction.rules.unowned import UNOWNED_WORDS


@dataclass(frozen=True)
class KeyLanguage:
    name: str
    words: dict[str, str]  # word -> the English key words it reads as
    examples: tuple[tuple[str, str], ...]  # (key, the words it is read as)


KEY_LANGUAGES: tuple[KeyLanguage, ...] = (
    KeyLanguage("German", {
        "name": "name", "vorname": "first name", "nachname": "last name", "familienname": "last name",
        "rufname": "first name", "geburtsdatum": "birth date", "geburtstag": "birthday", "geburt": "birth",
        "geburts": "birth", "geboren": "birth", "strasse": "street", "hausnummer": "house number",
        "adresse": "address", "anschrift": "address", "plz": "postcode", "postleitzahl": "postcode",
        "ort": "city", "wohnort": "city", "stadt": "city", "gemeinde": "city", "telefon": "phone",
        "telefonnummer": "phone", "handy": "mobile", "mobil": "mobile", "email": "email", "nummer": "number",
        "kunde": "customer", "kunden": "customer", "konto": "account", "kontoinhaber": "account holder",
        "inhaber": "holder", "halter": "owner", "besitzer": "owner", "mitglied": "member", "mitglieds": "member",
        "rechnung": "invoice", "rechnungs": "invoice", "bestellung": "order", "bestell": "order",
        "vertrag": "contract", "vertrags": "contract", "buchung": "booking", "buchungs": "booking",
        "reservierung": "reservation", "sicherheit": "security", "passwort": "password", "kennwort": "password",
        "geheimzahl": "pin", "ausweis": "passport", "personalausweis": "passport", "reisepass": "passport",
        "steuer": "tax", "kennzeichen": "plate", "fahrer": "driver", "ansprechpartner": "contact",
        "kontakt": "contact", "benutzer": "user", "versicherungs": "policy", "vorgang": "case",
        "vorgangs": "case", "akten": "case", "aktenzeichen": "case reference", "koordinaten": "coordinates",
        "breitengrad": "latitude", "laengengrad": "longitude", "betrag": "amount", "preis": "price",
        "jahr": "year", "datum": "date", "grund": "reason", "fehler": "error",
        "warteschlange": "queue", "standort": "site", "kategorie": "category", "filiale": "branch",
        "schule": "school", "buero": "office", "genehmigung": "permit", "genehmigungs": "permit",
        "erlaubnis": "permit", "rasse": "breed",
    }, (("Vorname", "first name"), ("Geburtsdatum", "birth date"), ("Kundennummer", "customer number"),
        ("sicherheitscode_zb1", "security code zb1"), ("Straße", "street"), ("Geburtsjahr", "birth year"),
        ("Genehmigungsnummer", "permit number"))),
    KeyLanguage("Dutch", {
        "naam": "name", "voornaam": "first name", "achternaam": "last name", "geboortedatum": "birth date",
        "geboorte": "birth", "straat": "street", "huisnummer": "house number", "adres": "address",
        "woonplaats": "city", "plaats": "city", "gemeente": "city", "telefoon": "phone", "telefoonnummer": "phone",
        "gsm": "mobile", "nummer": "number", "klant": "customer", "klanten": "customer", "rekening": "account",
        "lid": "member", "leden": "member", "lidmaatschap": "membership", "factuur": "invoice",
        "bestelling": "order", "boeking": "booking", "contract": "contract", "polis": "policy",
        "wachtwoord": "password", "paspoort": "passport", "kenteken": "plate", "eigenaar": "owner",
        "bestuurder": "driver", "chauffeur": "driver", "contactpersoon": "contact", "gebruiker": "user",
        "dossier": "dossier", "coordinaten": "coordinates", "veiligheid": "security", "veiligheids": "security",
        "bedrag": "amount", "prijs": "price", "jaar": "year", "fout": "error", "reden": "reason",
        "wachtrij": "queue", "vestiging": "site", "categorie": "category",
        "kantoor": "office", "vergunning": "permit",
    }, (("voornaam", "first name"), ("lidnummer", "member number"), ("coordinaten", "coordinates"),
        ("geboortejaar", "birth year"))),
    KeyLanguage("French", {
        "nom": "name", "prenom": "first name", "naissance": "birth", "rue": "street", "adresse": "address",
        "ville": "city", "commune": "city", "telephone": "phone", "portable": "mobile", "courriel": "email",
        "numero": "number", "client": "customer", "compte": "account", "titulaire": "holder", "membre": "member",
        "adherent": "member", "facture": "invoice", "commande": "order", "contrat": "contract",
        "securite": "security", "passe": "password", "passeport": "passport", "immatriculation": "registration",
        "proprietaire": "owner", "conducteur": "driver", "chauffeur": "driver", "utilisateur": "user",
        "dossier": "dossier", "sinistre": "claim",
        "agence": "branch",
        "ecole": "school", "bureau": "office", "permis": "permit", "marque": "brand",
    }, (("prénom", "first name"), ("date_de_naissance", "date de birth"), ("numéro_client", "number customer"))),
    KeyLanguage("Spanish", {
        "nombre": "name", "fecha": "date", "apellido": "last name", "apellidos": "last name", "nacimiento": "birth",
        "calle": "street", "direccion": "address", "domicilio": "address", "ciudad": "city",
        "localidad": "city", "telefono": "phone", "movil": "mobile", "celular": "mobile", "cel": "mobile",
        "correo": "email",
        "numero": "number", "cliente": "customer", "cuenta": "account", "titular": "holder", "socio": "member",
        "factura": "invoice", "pedido": "order", "contrato": "contract", "reserva": "booking",
        "seguridad": "security", "contrasena": "password", "pasaporte": "passport", "matricula": "plate",
        "propietario": "owner", "conductor": "driver", "usuario": "user", "expediente": "case",
        "siniestro": "claim", "poliza": "policy",
        "cola": "queue", "sede": "site", "categoria": "category", "sucursal": "branch",
        "escuela": "school", "oficina": "office", "permiso": "permit", "pase": "pass", "raza": "breed",
    }, (("fecha_nacimiento", "date birth"), ("numeroCliente", "number customer"), ("apellidos", "last name"))),
    KeyLanguage("Italian", {
        "nome": "name", "cognome": "last name", "nascita": "birth", "indirizzo": "address", "citta": "city",
        "comune": "city", "telefono": "phone", "cellulare": "mobile", "numero": "number", "cliente": "customer",
        "conto": "account", "titolare": "holder", "socio": "member", "fattura": "invoice", "ordine": "order",
        "contratto": "contract", "prenotazione": "booking", "sicurezza": "security", "passaporto": "passport",
        "targa": "plate", "proprietario": "owner", "iscrizione": "enrolment",
        "protocollo": "reference", "conducente": "driver", "autista": "driver",
        "utente": "user", "pratica": "case", "sinistro": "claim", "polizza": "policy",
        "coda": "queue", "sede": "site", "categoria": "category",
        "scuola": "school", "ufficio": "office", "permesso": "permit",
    }, (("cognome", "last name"), ("data_nascita", "data birth"), ("codice_cliente", "codice customer"))),
    KeyLanguage("Portuguese", {
        "nome": "name", "sobrenome": "last name", "apelido": "last name", "nascimento": "birth", "rua": "street",
        "endereco": "address", "morada": "address", "cidade": "city", "telefone": "phone", "telemovel": "mobile",
        "celular": "mobile", "numero": "number", "cliente": "customer", "conta": "account", "titular": "holder",
        "socio": "member", "fatura": "invoice", "pedido": "order", "encomenda": "order", "contrato": "contract",
        "reserva": "booking", "seguranca": "security", "senha": "password", "passaporte": "passport",
        "matricula": "plate", "placa": "plate", "proprietario": "owner", "motorista": "driver",
        "inscricao": "enrolment", "protocolo": "reference", "utilizador": "user",
        "usuario": "user", "processo": "case", "sinistro": "claim", "apolice": "policy",
        "fila": "queue", "sede": "site", "categoria": "category", "agencia": "branch", "filial": "branch",
        "escola": "school", "escritorio": "office", "raca": "breed",
    }, (("endereço", "address"), ("data_nascimento", "data birth"), ("senha", "password"))),
    KeyLanguage("Polish", {
        "imie": "first name", "nazwisko": "last name", "urodzenia": "birth", "ulica": "street", "adres": "address",
        "miasto": "city", "miejscowosc": "city", "telefon": "phone", "komorka": "mobile", "numer": "number",
        "nr": "number", "klient": "customer", "klienta": "customer", "konta": "account", "konto": "account",
        "rachunek": "account",
        "wlasciciel": "owner", "czlonek": "member", "faktura": "invoice", "zamowienie": "order",
        "umowa": "contract", "rezerwacja": "booking", "haslo": "password", "paszport": "passport",
        "kierowca": "driver", "uzytkownik": "user", "sprawa": "case", "szkoda": "claim", "polisa": "policy",
        "kolejka": "queue", "siedziba": "site", "kategoria": "category", "oddzial": "branch",
        "szkola": "school", "biuro": "office", "pozwolenie": "permit", "przepustka": "pass",
    }, (("imię", "first name"), ("data_urodzenia", "data birth"), ("numer_klienta", "number customer"))),
    KeyLanguage("Danish, Swedish and Norwegian", {
        "navn": "name", "namn": "name", "fornavn": "first name", "fornamn": "first name", "efternavn": "last name",
        "efternamn": "last name", "etternavn": "last name", "fodselsdato": "birth date", "fodelsedatum": "birth date",
        "medlem": "member", "kund": "customer", "kunde": "customer", "avtale": "contract", "avtal": "contract",
        "kontrakt": "contract", "arende": "case", "regnr": "registration number",
        "registreringsnummer": "registration number", "postnr": "postcode", "postnummer": "postcode",
        "gade": "street", "gata": "street", "mobil": "mobile",
    }, (("medlemsnr", "member number"), ("regnr", "registration number"), ("ärendenummer", "case number"))),
    KeyLanguage("Czech and Slovak", {
        "jmeno": "name", "meno": "name", "prijmeni": "last name", "priezvisko": "last name", "narozeni": "birth",
        "narodenia": "birth", "bydliste": "address", "bydlisko": "address", "adresa": "address",
        "ulice": "street", "ulica": "street", "obec": "city", "mesto": "city", "psc": "postcode",
        "cislo": "number", "rodne": "national", "smlouvy": "contract", "smlouva": "contract", "zmluva": "contract",
        "ucet": "account", "uctu": "account", "zakaznik": "customer", "zakaznika": "customer",
        "vlastnik": "owner", "spz": "plate", "heslo": "password",
    }, (("bydliště", "address"), ("rodneCislo", "national number"), ("datum_narozeni", "date birth"),
        ("psč", "postcode"))),
    KeyLanguage("Indonesian and Malay", {
        "nama": "name", "alamat": "address", "nomor": "number", "nombor": "number", "pelanggan": "customer",
        "telepon": "phone", "telefon": "phone", "lahir": "birth", "pemilik": "owner", "pesanan": "order",
        "kontrak": "contract", "anggota": "member", "ahli": "member", "akaun": "account",
    }, (("no_pelanggan", "no customer"), ("nomor_pelanggan", "number customer"), ("alamat", "address"))),
    KeyLanguage("Turkish", {
        "adsoyad": "name", "adisoyadi": "name", "adi": "name", "isim": "name", "soyad": "last name",
        "soyadi": "last name", "dogum": "birth", "tarihi": "date", "tarih": "date", "adres": "address",
        "adresi": "address", "sokak": "street", "sehir": "city", "cep": "mobile", "telefonu": "phone",
        "eposta": "email", "kimlik": "national", "numara": "number", "numarasi": "number", "musteri": "customer",
        "uye": "member", "sahibi": "owner", "hesap": "account", "plaka": "plate", "sozlesme": "contract",
        "siparis": "order", "sifre": "password", "pasaport": "passport", "surucu": "driver",
    }, (("adSoyad", "ad last name"), ("adı_soyadı", "name last name"), ("dogumTarihi", "birth date"),
        ("müşteri_no", "customer no"), ("tcKimlikNo", "tc national no"))),
    KeyLanguage("Ukrainian, transliterated", {
        "nomer": "number", "dohovir": "contract", "dohovoru": "contract", "dohovory": "contract", "pib": "name",
        "adresa": "address", "vulytsia": "street",
    }, (("nomer_dohovoru", "number contract"), ("pib", "name"))),
)

# The tails of compounds read as parts when the head is a word of a table: `Kundennummer`, `sicherheitscode`.
COMPOUND_TAILS = (
    "nummer", "name", "naam", "code", "datum", "jahr", "jaar", "strasse", "straat", "adresse", "adres", "id", "nr",
)  # fmt: skip
_JOINS = ("en", "s", "n", "")

TRANSLATED: dict[str, tuple[str, ...]] = {}
for _language in KEY_LANGUAGES:
    for _word, _english in _language.words.items():
        TRANSLATED.setdefault(_word, tuple(_english.split()))
# The words a key written in another alphabet may be read as (redaction/rules/romanised_keys.py): a table's words,
# the English words they stand for, and the words of things no one owns.
KNOWN_KEY_WORDS = frozenset(TRANSLATED) | {word for english in TRANSLATED.values() for word in english} | UNOWNED_WORDS
_TAIL_WORDS = {
    "datum": ("date",), "jahr": ("year",), "jaar": ("year",), "name": ("name",), "code": ("code",), "id": ("id",),
}  # fmt: skip


def _head(head: str) -> tuple[str, ...] | None:
    for join in _JOINS:
        if head.endswith(join) and head[: len(head) - len(join)] in TRANSLATED:
            return TRANSLATED[head[: len(head) - len(join)]]
    return None


_ACCENTED = {"a": "àáâãä", "e": "èéêë", "i": "ìíîï", "o": "òóôõö", "u": "ùúûü", "c": "ç", "n": "ñ"}


def accent_free(word: str) -> str:
    """A pattern of a table's word that matches it written with or without its accents (`matricula`,
    `matrícula`)."""
    return "".join(f"[{char}{_ACCENTED[char]}]" if char in _ACCENTED else char for char in word)


@lru_cache(maxsize=8192)
def read_key_word(word: str) -> tuple[str, ...]:
    """A key's word (accents removed, case-folded) as the English key words it stands for; itself when no table
    knows it."""
    if word in TRANSLATED:
        return TRANSLATED[word]
    for tail in COMPOUND_TAILS:
        if word.endswith(tail) and len(word) - len(tail) >= 3:
            head = _head(word[: -len(tail)])
            if head is not None:
                return (*head, *(TRANSLATED.get(tail) or _TAIL_WORDS.get(tail) or (tail,)))
    roman = romanised(word, KNOWN_KEY_WORDS)
    if roman is not None:
        return read_key_word(roman)
    return (word,)
