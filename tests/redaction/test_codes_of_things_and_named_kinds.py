"""A code under a key naming a thing that carries a code of its own is the thing's, and a name guessed under a key
naming a kind sold to everyone or a place a service uses is a name of that kind; a person's values around them are
still replaced."""

from __future__ import annotations

from miner.model import ToolCall
from redaction import Redactor
from tests.redaction.conftest import redacted_session


def test_codes_of_a_machine_a_dangerous_good_and_a_bull_stay_and_a_ship_and_a_box_are_replaced(
        redactor: Redactor) -> None:
    calls = [ToolCall(name="get_shipment", args={"booking": "HM-0402"},
                      result={"vessel": {"name": "Frontier Dawn", "call_sign": "V5FD7"},
                              "logistics": {"container": "MSKU 702118 4", "seal": {"id": "ECTS-55012"}},
                              "vehicle": {"fleet_no": "LC79-03"}, "dg": [{"un": "UN1965", "class": "2.1"}],
                              "semen": {"bull_code": "KAGRC-FR-119"},
                              "driver": {"name": "Festus Nangolo", "phone": "+264 81 234 5678"}})]  # fmt: skip
    session = redacted_session(redactor, "where is my shipment?", calls, "It is loaded and sealed.")
    result = session.turns[0].tool_calls[0].result
    assert result is not None
    assert result["vehicle"]["fleet_no"] == "LC79-03" and result["dg"][0]["un"] == "UN1965"
    assert result["semen"]["bull_code"] == "KAGRC-FR-119"
    # A boat's call sign and a container leased to one shipper point to their keeper: replaced.
    assert result["vessel"]["call_sign"] != "V5FD7"
    assert result["logistics"]["container"] != "MSKU 702118 4"
    text = session.model_dump_json()
    assert "Festus" not in text and "234 5678" not in text


def test_a_variety_a_port_and_an_intake_point_stay(redactor: Redactor) -> None:
    calls = [ToolCall(name="get_job", args={"job": "J-1"},
                      result={"job": {"variety": "Pinot Noir", "intake_point": "Louisvale"},
                              "shipping": {"port_of_loading": "Nuku'alofa", "port_of_discharge": "Auckland"},
                              "grower": {"name": "Viliami Kata", "phone": "+676 771 2345"}})]  # fmt: skip
    session = redacted_session(redactor, "status of my job?", calls, "Your job is booked.")
    result = session.turns[0].tool_calls[0].result
    assert result is not None
    assert result["job"] == {"variety": "Pinot Noir", "intake_point": "Louisvale"}
    assert result["shipping"] == {"port_of_loading": "Nuku'alofa", "port_of_discharge": "Auckland"}
    assert "Viliami" not in session.model_dump_json()
