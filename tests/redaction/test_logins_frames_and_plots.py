"""A login's handle under a key of a role (`pilot=ramesh.pun`, `by=yaw.k`), a lower-case name after the words by which
a writer names themselves in their language ("ni wanjiku hapa", "nyowe ni kembabazi."), and a plot or a stand with
its number as an address ("plot 41 Nemanwa A2") are found; code's names, sentences and charts' plots stay."""

from __future__ import annotations

import pytest

from redaction import Engine
from redaction.recognizers.names import _names_no_one
from redaction.rules.names_in_a_frame import EXAMPLES as FRAMES
from redaction.rules.names_in_a_frame import named_in_a_frame
from redaction.rules.plots_and_stands import EXAMPLES as PLOTS
from redaction.rules.plots_and_stands import plots_and_stands
from tests.redaction.conftest import found


@pytest.mark.parametrize(("text", "address"), PLOTS)
def test_a_plot_or_a_stand_with_its_number_and_place_is_an_address(text: str, address: str) -> None:
    assert [text[start:end] for start, end in plots_and_stands(text)] == ([address] if address else [])


@pytest.mark.parametrize(("text", "name"), FRAMES)
def test_a_lower_case_name_after_a_frame_of_self_naming_is_found(engine: Engine, text: str, name: str) -> None:
    support = engine.person_support
    spans = named_in_a_frame(
        text, lambda word: support.any_given_name(word) or support.lower_case_name(word), support.common,
        _names_no_one,
    )
    assert [text[start:end] for start, end in spans] == ([name] if name else [])


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2025-07-28 11:02:44 checkin room=ELMINA-2 guest=boatemaa.a passport=G2104557 by=yaw.k", "yaw.k"),
        ("07:12 hire.dispatch tractor=MF375-03 operator=tinashe.m client=Chiwara ha=6", "tinashe.m"),
        ('INFO pilot_assign slot=0930 pilot=ramesh.pun wing="Advance Bi Beta 6"', "ramesh.pun"),
        ("INFO checkin pier=KIRKWALL sailing=NI-SAN-0700 marshal=kenny.f", "kenny.f"),
        ("api WARN rate limit exceeded user=kavaking_nz endpoint=/v1/orders", "kavaking_nz"),
        ("07:12 hire.dispatch farm='plot 41 Nemanwa A2' ha=6 job=disc_plough", "plot 41 Nemanwa A2"),
        ("agandi, nyowe ni kembabazi. yesterday ur lorry took 80 bunches", "kembabazi"),
    ],
)
def test_a_login_a_framed_name_and_a_plot_are_found(engine: Engine, text: str, value: str) -> None:
    assert any(found_value == value for _, found_value in found(engine, text))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("ImportError in module=numpy.linalg while loading", "numpy.linalg"),
        ("render locale=en_gb currency=GBP", "en_gb"),
        ("plot 2 of the chart shows the trend", "plot 2"),
    ],
)
def test_code_names_and_charts_are_not_found(engine: Engine, text: str, kept: str) -> None:
    assert not any(kept in found_value or found_value in kept for _, found_value in found(engine, text))
