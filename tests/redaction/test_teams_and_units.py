"""A team's, a unit's or a service desk's name, closed or opened by the unit's noun, is a site's or a body's name,
held under a key of the business's own and never under a person's."""

from __future__ import annotations

import pytest

from redaction.rules.held_things import things_held
from redaction.rules.named_by_a_site_or_a_body import held_by_its_words, names_a_site_or_a_body
from redaction.rules.teams_and_units import EXAMPLES


@pytest.mark.parametrize(("value", "names"), EXAMPLES)
def test_the_units_noun_closes_or_opens_the_name(value: str, names: bool) -> None:
    assert names_a_site_or_a_body(value) is names


def test_a_units_name_is_held_under_the_businesss_key_and_not_under_a_persons() -> None:
    assert held_by_its_words(["ekip"], "Muhasebe Destek Ekibi")
    assert held_by_its_words(["vergi", "dairesi"], "Bornova Vergi Dairesi")
    assert not held_by_its_words(["escalate", "to"], "Area Sales Team")
    assert not held_by_its_words(["name"], "Customer Care Team")
    assert not held_by_its_words(["customer"], "Support Technique Ouaga")
    held: list[tuple[str | None, str]] = [
        ("equipe", "Support Technique Ouaga"), ("queue", "Disputes Team"), ("lead", "Kabelo Kgosietsile"),
        ("contact.name", "Tim Baker"),
    ]  # fmt: skip
    assert things_held(held, []) == frozenset({"support technique ouaga", "disputes team"})
