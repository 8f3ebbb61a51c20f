"""Things no one owns: the words of keys whose values are the same for everyone, so a value under them is never
an identifier, whatever its shape (`"sku": "OZE-05-PEN"`, `"error_code": "E4031"`, `"port": "NLRTM"`).

Every other key may hold an identifier: a value of an identifier's shape under a key that names none of these
is one (redaction/rules/identifiers.py). So this list is kept short, and each kind says why no one owns it: a
word belongs here only when what it names is shared by everyone who meets it (a catalogue entry, a state, an
error, a place or vehicle anyone can use, a measure, a time, the software's own records). Words of things a
person holds (a request, a profile, a property let to a tenant, a parent) are not here, even where the same
word sometimes names the software's own thing: a value replaced too many is a cost, one leaked a failure.

A key's words are read in any case style (`errorCode`, `Error Code`); a key that is only an identifier's word
(`id`, `code`, `number`) is read with the key of the object holding it (`error.code`, `items[0].id`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Unowned:
    name: str
    why: str
    words: frozenset[str]
    fires: tuple[str, ...]  # `key: value` examples this kind keeps as they are
    passes: tuple[str, ...] = ()  # examples it leaves to the rules after it
    # Whether this kind of thing issues references and holdings to the people it serves: a merchant's or a job's
    # reference (`merchant_ref`, `job_ref`) is one transaction's, and a dealer's licence or an account at a bank
    # (`dealer_licence`, `bank_account`) one person's, so a key ending in a reference's word or in a thing a person
    # holds is not this kind's.
    issues_references: bool = False


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


UNOWNED: tuple[Unowned, ...] = (
    Unowned(
        "an_outcome_or_an_error", "a state, a reason or an error code is the same for everyone in that state",
        _words("status state outcome result resolution reason error err exception fault decline verified valid "
               "enabled"),
        ("error_code: E4031", "error.code: E2210", "hold_reason: E1042_TOLL_RECONCILIATION", "status: ACTIVE"),
        ("request_id: GR-40233", "results.id: W-0050318"),
    ),
    Unowned(
        "a_catalogue_entry", "products, plans, fares, classes, services and events are sold to many: their codes "
        "name an offer, not a buyer",
        _words("product sku item listing article model part variant catalog catalogue plan tier tariff fare class "
               "service package pkg bundle category type kind upc ean isbn gtin asin batch lot promo coupon discount "
               "campaign offer reward menu dish recipe course module lesson exam grade game draw commodity protocol "
               "study trial programme program scheme "
               "brand size color colour format template panel cabin fund iso vaccine drug medication diagnosis icd "
               "procedure cpt ndc lab ticker symbol isin cusip mcc hs copy club band "
               # what a buyer ordered and what a picker packed for them: a catalogue's code, whoever bought it
               "ordered packed"),
        ("sku: OZE-05-PEN", "items.id: SKU-88120", "tariff.code: FSD25-E", "class: SPIN45", "protocol: LXR-301",
         "ordered: EBH-TUN-1314", "packed: EBH-TUN-0910"),
        # a test is often one person's (a sample, a hearing test): its id is theirs
        ("ticket: ADM-TKT-55140", "barcode: TKT8841920773", "subject_id: 1187-0231", "eventId: evt_01JD3K8Q2M",
         "test_id: AUD-7720931"),
    ),
    Unowned(
        "a_measure_an_amount_or_a_time", "amounts, counts, readings, dates and times are what a case checks; "
        "they point to no one",
        _words("currency amount price total fee tax vat rate qty quantity count unit measure dimension weight rent "
               "cost balance salary income wage "
               "length size reading usage limit offset page cursor level priority severity date time timestamp ts "
               "created updated changed rotated reset expires expiry exp period duration season year month day"),
        ("currency_code: EUR", "reading: 048213", "amount: 10000", "priority: P1-URGENT", "rent_pcm: 1450",
         "season: 2024"),
        ("meter_serial: E11Z093418",),
    ),
    Unowned(
        "a_place_or_vehicle_anyone_uses", "airports, ports, stations, branches, clinics, flights, routes and "
        "vessels serve everyone; a person's address has its own keys",
        _words("airport iata icao port station stop platform terminal gate branch clinic store outlet warehouse "
               "depot site centre center hotel venue room seat aisle shelf bin origin destination flight route carrier "
               "airline aircraft vessel voyage train bus line lane berth slot pitch table market merchant vendor "
               "supplier distributor dealer wholesaler retailer reseller "
               "country region zone "
               "timezone tz locale language lang bank swift bic ifsc area dial calling postal"),
        ("airport_code: LHR", "flight_number: LH2034", "port: NLRTM", "branch: EGT-112", "station.code: LHRT3",
         "distributor.code: DIST-0041921", "centre_number: 57123", "voyage: FJ449A",
         # a bank branch's code by India's financial system (printed on every cheque of the branch)
         "ifsc: HDFC0001234"),
        ("agreement: RA-6621904", "container: MSKU 448120 3", "sort_code: 20-45-77", "merchant_ref: RMA-77120-BF",
         "ngja_dealer_licence: NGJA/RP/D/3318", "bank_account_no: 1029 5488 6140", "portCallId: PC-MAJ-24-0391"),
        issues_references=True,
    ),
    Unowned(
        "a_record_of_the_software", "ids of traces, spans, tool calls, messages, versions and jobs are the "
        "software's, made for every user alike",
        _words("trace span correlation idempotency tool function invocation message msg thread http "
               "response api endpoint schema field column index version build commit sha hash sequence seq attempt "
               "retry step stage queue workflow task run rule feature flag experiment network provider intent "
               "topic skill team channel department dept action activity operation op set"),
        ("trace_id: 4bf92f3577b34da6", "tool_call_id: call_0_1", "http.response_code: 502", "version: v2-2026"),
        ("appt: AP-77104", "job_ref: JOB-24-771903", "job.ref: JOB-24-771903", "agentCode: AG0458213"),
    ),
)

# Words that look like a shared thing's but name something one person can hold, so they are not above: a key
# naming one of these may hold an identifier, whatever the kind it resembles.
OWNED_LOOKALIKES: dict[str, str] = {
    "subject": "a trial's or a study's subject is a person (`subject_id` numbers a participant)",
    "event": "an event in a log is often one person's (a vehicle's harsh-braking event, a device's alarm); a "
             "show's code is replaced at a cost, a person's event leaked is a failure",
    "container": "a shipping container is leased to one shipper for the voyage and tracked by its number",
    "sort": "a sort code beside an account number is part of that person's bank details",
    "routing": "a routing number beside an account number is part of that person's bank details",
    "candidate": "an exam or job candidate is a person",
    "participant": "a study's participant is a person",
    "agent": "an agent is often a person the business works through (a mobile-money, an insurance or a shipping "
             "agent) and their code is theirs (`agentCode`); a software agent's name is no identifier's shape",
    "call": "a call is a vessel's at a port, a technician's at a home or a phone call to a person (`portCallId`, "
            "`do_not_call`); the software's calls are a tool's or a function's, and those words say so "
            "(`tool_call_id`)",
    "job": "a job is a repair, a visit or a delivery done for one customer (`job_ref`, `job_id`); a batch job's "
           "id replaced is a cost, a customer's visit leaked a failure",
}

UNOWNED_WORDS: frozenset[str] = frozenset().union(*(kind.words for kind in UNOWNED))
