"""A name a tool holds whose own words say a site or a body (a noun of one closing it, or opening it in languages
that put the noun first) is a held thing under a key of the business's own trade; never under a key of a person's
name, role, record, home, holding or part in a transaction."""

from __future__ import annotations

import pytest

from redaction.rules.held_things import held_thing, things_held
from redaction.rules.named_by_a_site_or_a_body import (
    EXAMPLES,
    held_by_its_words,
    names_a_site_or_a_body,
    without_lower_case_words_before,
)


@pytest.mark.parametrize(("key_words", "value", "held"), EXAMPLES)
def test_a_name_is_held_by_its_own_words_only_under_a_key_of_no_ones(
    key_words: tuple[str, ...], value: str, held: bool
) -> None:
    assert held_by_its_words(list(key_words), value) is held


@pytest.mark.parametrize(
    ("value", "names"),
    [("Malava Weighbridge", True), ("Walu Bay Wharf", True), ("Bodega Carchá", True), ("Ghala Kuu Mtwara", True),
     ("Mar Gewargis Hall (Main)", True), ("Ponifasio Construction", False), ("Dalgarno Outdoor Ltd", False),
     ("Kabelo Kgosietsile", False), ("Weighbridge", False), ("Tienda Ruiz", False)],
)  # fmt: skip
def test_a_noun_of_a_site_or_a_body_closes_or_opens_the_name(value: str, names: bool) -> None:
    assert names_a_site_or_a_body(value) is names


def test_a_site_named_under_a_key_of_the_trade_is_held_and_a_persons_is_not() -> None:
    held: list[tuple[str | None, str]] = [
        ("stakabadhi.mkulima.amcos", "Nanyamba AMCOS"), ("halls.name", "Mar Gewargis Hall (Main)"),
        ("tickets.weighbridge", "Malava Weighbridge"), ("consignment.vendor.property", "Mingkurr Station"),
        ("account.tradingName", "Ponifasio Construction"), ("waybill.dest", "Governor's Harbour"),
        ("job.item.inscription", "To Alasdair, Leith Academy 1958"), ("name", "John Hall"),
    ]  # fmt: skip
    assert things_held(held, []) == frozenset(
        {"nanyamba amcos", "mar gewargis hall (main)", "malava weighbridge"}
    )
    assert not held_thing("customer.depot", "Malava Weighbridge")


def test_a_guess_reaching_over_an_article_before_the_name() -> None:
    assert without_lower_case_words_before("li Oficina Cobán") == "Oficina Cobán"
    assert without_lower_case_words_before("Oficina Cobán") == ""
