"""A brand's or a breed's key written in another language (`marque`, `raza`, `raça`, `Rasse`) names a thing, as
`brand` and `breed` do: the name the language model guessed in its value is the thing's, not a person's."""

from __future__ import annotations

from miner.model import ToolCall
from redaction import Redactor
from redaction.recognizers.keys import names_a_thing
from tests.redaction.conftest import redacted_session


def test_a_brands_and_a_breeds_keys_of_other_languages_name_things() -> None:
    for key in ("marque", "appareil.marque", "raza", "raça", "Rasse", "brand", "breed"):
        assert names_a_thing(key), key
    # an animal's ear tag (`marca` in Italian and Spanish) and a race are no brand's or breed's
    for key in ("marca", "race", "nom", "client"):
        assert not names_a_thing(key), key


def test_the_brand_under_marque_is_kept_and_the_customer_replaced(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_appareil", args={"client": "CL-2024-11873"},
                      result={"client": {"nom": "Muller", "prenom": "Odile", "telephone": "03 89 72 14 06"},
                              "appareil": {"type": "poele a bois", "marque": "Invicta"}})]  # fmt: skip
    session = redacted_session(redactor, "le ramonage de mon poele, svp", calls, "C'est noté pour le poêle.")
    text = session.model_dump_json()
    assert '"Invicta"' in text
    assert "Odile" not in text and "72 14 06" not in text
