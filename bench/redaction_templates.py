"""Labelled synthetic agent sessions for the redaction benchmark: chat lines and tool payloads (nested
JSON, lists of objects, JSON inside strings) that record every value they plant. No Faker: small fixed
lists and a seeded random generator, so every run plants the same values.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime

from miner.model import ErrorRecord, Evidence, Feedback, Session, Signal, ToolCall, Turn
from redaction.recognizers.cards import luhn_check_digit

FIRST = [
    "Keelin", "Osei", "Marisol", "Tomasz", "Wanjiru", "Haruto", "Ingrid", "Dmitri", "Aaliyah", "Siobhan",
    "Rafael", "Mei", "Jonas", "Priya", "Kwame", "Elena", "Farid", "Noor", "Lucas", "Ayesha", "Bogdan",
    "Chiara", "Emeka", "Freya", "Gustavo", "Hana", "Ibrahim", "Jasmine", "Kenji", "Leila", "Mateo",
    "Nadia", "Olumide", "Paulina", "Quentin", "Rosalind", "Santiago", "Thandiwe", "Ulrich", "Valentina",
    "Wei", "Ximena", "Yusuf", "Zofia", "Brendan", "Catalina", "Deepak", "Esther", "Finn", "Gabriela",
]  # fmt: skip
LAST = [
    "Brennan", "Mensah", "Okonkwo", "Kowalczyk", "Oduya", "Tanaka", "Lindqvist", "Volkov", "Haddad",
    "Gallagher", "Moreno", "Zhang", "Becker", "Raman", "Asante", "Petrova", "Rahimi", "Farouk", "Oliveira",
    "Siddiqui", "Popescu", "Ricci", "Eze", "Nilsson", "Carvalho", "Sato", "Khalil", "Whitfield", "Nakamura",
    "Mansour", "Ruiz", "Novak", "Adeyemi", "Wiśniewska", "Fontaine", "Abernathy", "Castillo", "Dlamini",
    "Hoffmann", "Greco", "Huang", "Delgado", "Yilmaz", "Jablonski", "McAllister", "Vargas", "Sharma",
    "Lindgren", "Osterberg", "Kaminski",
]  # fmt: skip
STREETS = [
    "Birch",
    "Maple",
    "Harbor",
    "Willow",
    "Juniper",
    "Cedar",
    "Lakeview",
    "Sycamore",
    "Highland",
    "Foxglove",
]
SUFFIXES = ["Street", "St", "Avenue", "Ave", "Road", "Lane", "Court", "Drive", "Boulevard", "Way", "Terrace"]
CITIES = [("Portland", "OR"), ("Springfield", "IL"), ("Columbus", "OH"), ("Tucson", "AZ"), ("Raleigh", "NC"),
          ("Madison", "WI"), ("Boise", "ID"), ("Savannah", "GA")]  # fmt: skip
DOMAINS = ["example.com", "mail.example.org", "example.net", "corp.example.co.uk"]
PRODUCTS = ["blue kettle", "standing desk", "noise-cancelling headphones", "yoga mat", "espresso machine"]


@dataclass
class Planted:
    entity: str
    value: str


@dataclass
class SyntheticSession:
    session: Session
    planted: list[Planted] = field(default_factory=list)


def _luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    return body + luhn_check_digit(body)


def _iban(rng: random.Random) -> str:
    country, bban = rng.choice(
        [("DE", "".join(rng.choice("0123456789") for _ in range(18))),
         ("GB", "NWBK" + "".join(rng.choice("0123456789") for _ in range(14))),
         ("FR", "".join(rng.choice("0123456789") for _ in range(23)))]
    )  # fmt: skip
    numeric = "".join(str(int(char, 36)) for char in bban + country + "00")
    check = 98 - int(numeric) % 97
    return f"{country}{check:02d}{bban}"


def _phone(rng: random.Random) -> str:
    area, mid, last = rng.randint(201, 989), rng.randint(201, 989), rng.randint(1000, 9999)
    return rng.choice(
        [f"({area}) {mid}-{last}", f"{area}-{mid}-{last}", f"+1 {area} {mid} {last}", f"{area}.{mid}.{last}"]
    )


AWS_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _secret(rng: random.Random) -> str:
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

    def run(n: int) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))

    return rng.choice(
        [f"sk-proj-{run(32)}", "AKIA" + "".join(rng.choice(AWS_ALPHABET) for _ in range(16)),
         f"eyJhbGciOiJIUzI1NiJ9.eyJ{run(30)}.{run(43)}", f"ghp_{run(36)}",
         f"xoxb-{rng.randint(10**11, 10**12)}-{run(24)}"]
    )  # fmt: skip


def make_synthetic_session(index: int, rng: random.Random) -> SyntheticSession:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    other_first, other_last = rng.choice(FIRST), rng.choice(LAST)
    while other_first == first:
        other_first = rng.choice(FIRST)
    name, other = f"{first} {last}", f"{other_first} {other_last}"
    email = f"{first.lower()}.{last.lower()}@{rng.choice(DOMAINS)}"
    phone = _phone(rng)
    city, state = rng.choice(CITIES)
    street = f"{rng.randint(10, 9899)} {rng.choice(STREETS)} {rng.choice(SUFFIXES)}"
    zip_code = f"{rng.randint(10000, 99899)}"
    address = f"{street}, {city}, {state} {zip_code}"
    card = _luhn_complete(rng.choice(["4", "51", "37"]), 16, rng)
    card_text = rng.choice([card, " ".join(card[i : i + 4] for i in range(0, 16, 4))])
    iban = _iban(rng)
    ssn = f"{rng.randint(100, 665)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}"
    ip = f"{rng.randint(11, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
    secret = _secret(rng)
    order = rng.choice([f"ORD-{rng.randint(10000, 99999)}", f"A-{rng.randint(1000, 9999)}"])
    order2 = f"ORD-{rng.randint(10000, 99999)}"
    customer = rng.choice([f"C-{rng.randint(100, 9999)}", f"CUST-{rng.randint(10000, 99999)}"])
    product = rng.choice(PRODUCTS)
    planted = [
        Planted("PERSON", name), Planted("PERSON", other), Planted("EMAIL_ADDRESS", email),
        Planted("PHONE_NUMBER", phone), Planted("STREET_ADDRESS", street), Planted("CREDIT_CARD", card_text),
        Planted("IBAN_CODE", iban), Planted("US_SSN", ssn), Planted("IP_ADDRESS", ip),
        Planted("SECRET", secret),
        Planted("ORDER_ID", order), Planted("ORDER_ID", order2), Planted("CUSTOMER_ID", customer),
        Planted("SESSION_ID", f"sess-{index:05d}-{rng.randint(10**6, 10**7)}"),
        Planted("USER_ID", f"u{rng.randint(10**6, 10**7)}"),
    ]  # fmt: skip
    opening = rng.choice(
        [f"Hi, I'm {name}. My order {order} never arrived. Reach me at {email} or {phone}.",
         f"hello my name is {name} and the {product} from order {order} is broken. my number is {phone}",
         f"This is {name}, {email}. Where is {order}??",
         f"Order {order} was supposed to go to {address}. I'm {first}, phone {phone}."]
    )  # fmt: skip
    lookup = ToolCall(
        name="lookup_customer",
        args=rng.choice([{"email": email}, {"query": json.dumps({"email": email, "include": ["orders"]})}]),
        result={
            "customer": {"id": customer, "name": name, "phone": phone, "client_ip": ip,
                         "address": {"line1": street, "city": city, "zip": zip_code}},
            "orders": [
                {"id": order, "items": [{"sku": "KT-100", "title": product, "qty": 1}],
                 "ship_to": {"name": name}},
                {"id": order2, "items": [{"sku": "DK-220", "title": "gift card", "qty": 2}],
                 "notes": f"gift for {other}, leave with neighbour"},
            ],
        },
    )  # fmt: skip
    refund = ToolCall(
        name="issue_refund",
        args={"order_id": order,
              "payload": json.dumps({"card": card_text, "headers": {"Authorization": f"Bearer {secret}"}})},
        result=json.dumps({"status": "rejected", "reason": f"IBAN {iban} does not match {name}"}),
        status="error",
        error=f"refund rejected for customer {customer} ({email})",
    )  # fmt: skip
    turns = [
        Turn(
            index=0, user_text=opening, agent_name="support_agent", tool_calls=[lookup],
            intermediate_texts=[f"Looking up the account of {first}."],
            final_response=f"Thanks {first}, order {order} shipped to {street} and {order2} is for {other}.",
        ),
        Turn(
            index=1, agent_name="support_agent", tool_calls=[refund],
            user_text=rng.choice(
                [f"{other_first} says it never came either. Refund to card {card_text} or IBAN {iban}. "
                 f"SSN {ssn} if needed.",
                 f"just refund me. card {card_text}, iban {iban}, ssn {ssn}. {other} is also waiting"]
            ),
            final_response=f"I'm sorry {first}, the refund for {order} failed. I've escalated it.",
            errors=[ErrorRecord(type="GatewayError", message=f"gateway timeout for {email} from {ip}")],
            feedback=[Feedback(score=0.0, explanation=f"{name} rated the answer as useless")],
        ),
    ]  # fmt: skip
    now = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
    session = Session(
        session_id=planted[-2].value, user_id=planted[-1].value, app_name="shop_support",
        started_at=now, ended_at=now, turns=turns,
        state={"profile": {"name": name, "ssn": ssn, "email": email}, "last_order": order, "plan": "Pro"},
        signals=[Signal(kind="complaint", detector="keywords",
                        evidence=[Evidence(turn=1, detail=f"{other_first} says it never came")])],
    )  # fmt: skip
    return SyntheticSession(session, planted)


# Brands in the last lines: some are in the recognizers' list of known brands, and Dyson, Etsy, Royal Mail
# and Nespresso are not, to show what unknown brands cost.
PII_FREE = [
    "Where is my order? It was supposed to arrive on Tuesday.",
    "The {product} stopped working after two days, can I get a refund?",
    "I was charged twice for the same item, please fix it.",
    "Can you change the delivery to next week instead?",
    "Your app keeps crashing when I open the basket page.",
    "I'd like to cancel my subscription to the Pro plan.",
    "The tracking page says delivered but nothing came.",
    "How long does a refund take to show up on my statement?",
    "I want to speak to a human, this bot is useless.",
    "The discount code SPRING10 did not apply at checkout.",
    "I ordered 3 items and only 2 arrived in the box.",
    "Can I return the {product} if I opened the packaging?",
    "Thanks, that solved it. Have a nice day!",
    "The total was $49.99 but I was charged $59.99 instead.",
    "Is the {product} available in black or only in white?",
    "My package has been stuck in the warehouse for 5 days.",
    "I never received the confirmation e-mail after paying.",
    "Please escalate this, it is the third time I am asking.",
    "The delivery driver left the parcel in the rain and it is soaked.",
    "Can you tell me what the warranty covers for the {product}?",
    "I clicked the link but the page said the session expired.",
    "Why was my account locked after I reset the password?",
    "OK, I will wait until Friday then.",
    "The agent told me yesterday it would be sorted within 24 hours.",
    "Do you ship to Canada, and how much does it cost?",
    "The invoice for last month shows the wrong amount.",
    "Your refund policy says 30 days but the form only allows 14.",
    "I need the receipt for my expenses report.",
    "Please stop sending me marketing messages every morning.",
    "Two of the four chairs came with missing screws.",
    "I paid with Apple Pay and the money left my account twice.",
    "FedEx says the parcel is at the depot since Monday.",
    "The order page does not load in Google Chrome or Firefox.",
    "Can I pay with PayPal or only with Visa?",
    "I bought it on Amazon but the warranty card says to contact you.",
    "The Samsung charger you sent does not fit my phone.",
    "Your Android app logs me out every time I switch to Wi-Fi.",
    "UPS tried to deliver while I was at work.",
    "The Dyson vacuum I ordered came without the charger.",
    "I sold the old one on Etsy, so please hurry with the replacement.",
    "Royal Mail returned the parcel to you last week.",
    "Does the machine take Nespresso capsules?",
]


def pii_free_texts(count: int, rng: random.Random) -> list[str]:
    texts = []
    for _ in range(count):
        first, second = rng.sample(PII_FREE, 2)
        texts.append(f"{first} {second}".replace("{product}", rng.choice(PRODUCTS)))
    return texts
