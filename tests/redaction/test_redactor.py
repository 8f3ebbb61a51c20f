from __future__ import annotations

import json
import re

from miner.model import ErrorRecord, Evidence, Feedback, Signal, ToolCall, Turn
from redaction import RedactionConfig, Redactor
from redaction.recognizers.keys import TellingKeys
from redaction.walk import SessionWalker
from tests.redaction.conftest import make_session

ORDER_LOOKUP = ToolCall(
    name="lookup_orders",
    args={
        "customer_id": "C-100",
        "filters": json.dumps({"status": "open", "contact": {"email": "k.brennan@example.org"}}),
    },
    result={
        "orders": [
            {
                "id": "A-1001",
                "recipient": {"full_name": "Keelin Brennan", "phone": 14155550187},
                "total": 49.5,
            },
            {"id": "A-1002", "recipient": {"full_name": "Osei Mensah"}, "note": "deliver to 19 Birch Court"},
        ]
    },
)


def support_session():  # type: ignore[no-untyped-def]
    return make_session(
        [
            Turn(
                index=0,
                user_text="where is my order A-1001? it was due on Monday",
                agent_name="support_agent",
                tool_calls=[ORDER_LOOKUP],
                final_response="Order A-1001 is on its way to Keelin Brennan.",
            ),
            Turn(
                index=1,
                user_text="keelin is my sister, but Osei Mensah never got A-1002 either. Call 415-555-0187.",
                agent_name="support_agent",
                transfers=["billing_agent"],
                tool_calls=[
                    ToolCall(
                        name="open_ticket",
                        args={
                            "headers": {"X-Api-Key": "sk-proj-Zx81Qw72Er63Ty54Ui45"},
                            "summary": "Osei waiting",
                        },
                        status="error",
                        error="ticket rejected for k.brennan@example.org",
                    )
                ],
                errors=[ErrorRecord(type="TimeoutError", message="CRM timeout for Keelin Brennan")],
                feedback=[Feedback(score=0.0, explanation="Keelin Brennan says the agent ignored her")],
            ),
        ],
        user_id="crm-user-99817",
        app_name="shop_support",
        state={"profile": {"name": "Keelin Brennan", "dob": "1988-04-02"}, "tier": "Pro"},
        signals=[
            Signal(
                kind="complaint",
                detector="keywords",
                evidence=[Evidence(turn=1, detail="Osei Mensah never got")],
            )
        ],
    )


def dumped(redactor: Redactor, session) -> str:  # type: ignore[no-untyped-def]
    return redactor.redact(session).session.model_dump_json()


def test_no_planted_value_survives_anywhere(redactor: Redactor) -> None:
    text = dumped(redactor, support_session())
    planted = [
        "Keelin", "Brennan", "Osei", "Mensah", "k.brennan@example.org", "14155550187", "415-555-0187",
        "19 Birch Court", "sk-proj-Zx81Qw72Er63Ty54Ui45", "1988-04-02", "A-1001", "A-1002", "C-100",
        "crm-user-99817", "sess-20261120-0001",
    ]  # fmt: skip
    assert [value for value in planted if value.casefold() in text.casefold()] == []


def test_a_name_seen_once_in_a_tool_result_is_replaced_in_later_free_text(redactor: Redactor) -> None:
    session = make_session(
        [
            Turn(index=0, user_text="check my account", tool_calls=[
                ToolCall(name="get_account", args={}, result=[{"holder": {"name": "Zbigniew Qarlsson"}}])]),
            Turn(index=1, user_text="yes, zbigniew qarlsson is me", final_response="Thanks Zbigniew"),
        ]
    )  # fmt: skip
    redacted = redactor.redact(session).session
    assert redacted.turns[0].tool_calls[0].result == [{"holder": {"name": "<PERSON_1>"}}]
    assert redacted.turns[1].user_text == "yes, <PERSON_1> is me"
    assert redacted.turns[1].final_response == "Thanks <PERSON_1>"


def test_same_value_same_placeholder_numbered_in_reading_order(redactor: Redactor) -> None:
    redacted = redactor.redact(support_session()).session
    first = redacted.turns[0]
    assert first.final_response == "Order ORD-FX0001 is on its way to <PERSON_1>."
    recipients = first.tool_calls[0].result["orders"]
    assert recipients[0]["recipient"]["full_name"] == "<PERSON_1>"
    assert recipients[1]["recipient"]["full_name"] == "<PERSON_2>"
    second = redacted.turns[1]
    assert "<PERSON_1> is my sister, but <PERSON_2> never got ORD-FX0002" in second.user_text
    assert second.errors[0].message == "CRM timeout for <PERSON_1>"
    assert redacted.state["profile"]["name"] == "<PERSON_1>"
    assert redacted.signals[0].evidence[0].detail == "<PERSON_2> never got"
    # The phone stored as a number in the result and typed with dashes later is one phone.
    assert recipients[0]["recipient"]["phone"] == "<PHONE_NUMBER_1>"
    assert "Call <PHONE_NUMBER_1>." in second.user_text


def test_lists_of_objects_and_json_inside_strings(redactor: Redactor) -> None:
    redacted = redactor.redact(support_session()).session
    call = redacted.turns[0].tool_calls[0]
    filters = json.loads(call.args["filters"])
    assert filters == {"status": "open", "contact": {"email": "<EMAIL_ADDRESS_1>"}}
    assert call.result["orders"][1]["note"] == "deliver to <STREET_ADDRESS_1>"
    assert call.result["orders"][0]["total"] == 49.5


def test_a_secret_in_a_tool_argument(redactor: Redactor) -> None:
    redacted = redactor.redact(support_session()).session
    call = redacted.turns[1].tool_calls[0]
    assert call.args["headers"] == {"X-Api-Key": "<SECRET_1>"}
    assert call.error == "ticket rejected for <EMAIL_ADDRESS_1>"


def test_fixture_ids_are_stable_across_args_results_and_text(redactor: Redactor) -> None:
    result = redactor.redact(support_session())
    call = result.session.turns[0].tool_calls[0]
    assert call.args["customer_id"] == "CUST-FX0001"
    assert [order["id"] for order in call.result["orders"]] == ["ORD-FX0001", "ORD-FX0002"]
    assert result.session.turns[0].user_text.startswith("where is my order ORD-FX0001?")
    assert result.report.fixture_ids == {
        "ORD-FX0001": "ORDER_ID",
        "CUST-FX0001": "CUSTOMER_ID",
        "ORD-FX0002": "ORDER_ID",
    }


def test_schema_is_never_touched(redactor: Redactor) -> None:
    session = support_session()
    redacted = redactor.redact(session).session
    assert redacted.tool_names() == session.tool_names()
    assert [turn.agent_name for turn in redacted.turns] == ["support_agent", "support_agent"]
    assert redacted.turns[1].transfers == ["billing_agent"]
    assert redacted.app_name == "shop_support"
    assert list(redacted.turns[0].tool_calls[0].result["orders"][0]) == ["id", "recipient", "total"]
    assert redacted.state["tier"] == "Pro"
    assert redacted.turns[1].errors[0].type == "TimeoutError"


def test_product_words_and_tool_names_in_text_are_kept(redactor: Redactor, engine) -> None:  # type: ignore[no-untyped-def]
    custom = Redactor(RedactionConfig(product_words=["Nimbus Cloud"], replace="placeholder"), engine=engine)
    session = make_session(
        [Turn(index=0, user_text="Nimbus Cloud keeps failing when Mateo Ruiz calls lookup_orders")]
    )
    text = custom.redact(session).session.turns[0].user_text
    assert text == "Nimbus Cloud keeps failing when <PERSON_1> calls lookup_orders"


def test_session_and_user_ids_are_replaced(redactor: Redactor) -> None:
    redacted = redactor.redact(support_session()).session
    assert redacted.session_id == "<SESSION_ID_1>"
    assert redacted.user_id == "<USER_ID_1>"


def test_report_counts_types_and_never_holds_values(redactor: Redactor) -> None:
    report = redactor.redact(support_session()).report
    assert report.distinct_values["PERSON"] == 2
    assert report.replacements["PERSON"] >= 8
    assert report.distinct_values["SECRET"] == 1
    serialized = report.model_dump_json()
    assert not re.search(r"Keelin|Brennan|brennan@|sk-proj|A-1001|415", serialized)


def test_batched_sessions_equal_one_by_one(redactor: Redactor) -> None:
    sessions = [
        support_session(),
        make_session([Turn(index=0, user_text="I am Ines Duarte, ines@example.pt")]),
    ]
    assert redactor.redact_many(sessions) == [redactor.redact(session) for session in sessions]


def test_pii_free_text_comes_through_unchanged(redactor: Redactor) -> None:
    text = "The refund for the blue kettle was approved yesterday; it takes 3 to 5 business days."
    session = make_session([Turn(index=0, user_text=text, final_response="Anything else I can help with?")])
    redacted = redactor.redact(session).session
    assert redacted.turns[0].user_text == text


def test_walk_visits_every_content_string_and_no_key_as_text() -> None:
    seen: list[tuple[str, str | None]] = []
    keys: list[str] = []

    class Recorder:
        def text(self, value: str, entity: str | None, key: str | None = None) -> str:
            seen.append((value, entity))
            return value

        def scalar(self, value: float, entity: str) -> float:
            seen.append((str(value), entity))
            return value

        def key(self, value: str) -> str:
            keys.append(value)
            return value

    SessionWalker(TellingKeys()).walk(support_session().model_dump(mode="json"), Recorder())
    values = [value for value, _ in seen]
    assert ("k.brennan@example.org", "EMAIL_ADDRESS") in seen
    assert ("14155550187", "PHONE_NUMBER") in seen
    assert "Osei Mensah never got" in values  # signal evidence
    assert "Keelin Brennan says the agent ignored her" in values  # feedback explanation
    assert not {"lookup_orders", "support_agent", "recipient", "full_name", "orders"} & set(values)
    assert {"recipient", "full_name", "orders", "X-Api-Key"} <= set(keys)


def test_short_ids_are_replaced_without_touching_numbers_in_text(redactor: Redactor) -> None:
    session = make_session([Turn(index=0, user_text="I have 7 boxes")], session_id="7", user_id="42")
    redacted = redactor.redact(session).session
    assert (redacted.session_id, redacted.user_id) == ("<SESSION_ID_1>", "<USER_ID_1>")
    assert redacted.turns[0].user_text == "I have 7 boxes"


def test_a_tool_name_under_a_name_key_is_kept(redactor: Redactor) -> None:
    call = ToolCall(
        name="plan_route", args={"steps": [{"name": "lookup_orders", "owner": {"name": "Ida Krogh"}}]}
    )
    session = make_session([Turn(index=0, tool_calls=[call, ToolCall(name="lookup_orders")])])
    steps = redactor.redact(session).session.turns[0].tool_calls[0].args["steps"]
    assert steps == [{"name": "lookup_orders", "owner": {"name": "<PERSON_1>"}}]


def test_a_name_whose_model_span_runs_into_an_address_is_still_replaced(redactor: Redactor) -> None:
    text = "Billing address: Krisztián Péter\n    7584 Höfðastígur 86 Apt. 616\n   Bolungarvík"
    redacted = redactor.redact(make_session([Turn(index=0, user_text=text)])).session.turns[0].user_text
    assert "Krisztián" not in redacted
    assert "Höfðastígur" not in redacted


def test_personal_data_used_as_a_json_key_is_replaced_and_ordinary_keys_are_kept(redactor: Redactor) -> None:
    call = ToolCall(
        name="lookup_customer",
        args={"dana.whitlock@example.org": "lookup", "+1 (650) 253-0000": True, "order_id": "A-1001"},
        result={"matches": {"Dana Whitlock": {"tier": "gold"}}},
    )
    session = make_session(
        [Turn(index=0, user_text="find me", tool_calls=[call])],
        state={"by_email": {"dana.whitlock@example.org": 1}},
    )
    redacted = redactor.redact(session).session
    text = redacted.model_dump_json()
    assert [value for value in ("dana.whitlock@", "253-0000", "Dana Whitlock") if value in text] == []
    args = redacted.turns[0].tool_calls[0].args
    assert "order_id" in args and args["order_id"] == "ORD-FX0001"
    assert "<EMAIL_ADDRESS_1>" in args and "<PHONE_NUMBER_1>" in args
    assert list(redacted.turns[0].tool_calls[0].result["matches"]) == ["<PERSON_1>"]
    assert list(redacted.state["by_email"]) == ["<EMAIL_ADDRESS_1>"]


def test_a_tool_name_that_is_not_an_identifier_is_data(redactor: Redactor) -> None:
    session = make_session(
        [Turn(index=0, user_text="mail it to otto.kessler@example.net please", tool_calls=[
            ToolCall(name="mail_to_otto.kessler@example.net", status="error", error="bounced"),
            ToolCall(name="lookup_orders")])],
        signals=[Signal(kind="error", detector="error", evidence=[
            Evidence(turn=0, tool="mail_to_otto.kessler@example.net", detail="tool call status error")])],
    )  # fmt: skip
    redacted = redactor.redact(session).session
    assert "otto" not in redacted.model_dump_json().casefold()
    names = redacted.tool_names()
    assert names[1] == "lookup_orders" and names[0].startswith("<") and names[0].endswith(">")
    assert redacted.signals[0].evidence[0].tool == names[0]


def test_a_call_id_holding_personal_data_is_replaced_the_same_wherever_it_is_used(redactor: Redactor) -> None:
    call_ids = ["refund-for-mara.lindqvist@example.se", "toolu_01A09q90qw90lq917835lq9", "1b4e28ba-2fa1-11d2-883f"]
    session = make_session([Turn(index=0, user_text="refund please", tool_calls=[
        ToolCall(name="issue_refund", call_id=call_id) for call_id in call_ids])])
    redacted = [call.call_id for call in redactor.redact(session).session.turns[0].tool_calls]
    assert "lindqvist" not in str(redacted) and redacted[1:] == call_ids[1:]
    assert redacted[0] and redacted[0].startswith("<")


def test_a_schema_key_is_never_renamed_when_a_value_of_the_same_word_is_personal(redactor: Redactor) -> None:
    # A guest whose name is a word used as a key elsewhere: the key is schema and stays, or a harness reading
    # slots[0]["room"] fails with KeyError.
    call = ToolCall(
        name="list_available_slots",
        result={"guest": {"name": "Room"}, "slots": [{"room": "CONSULT-1", "start": "09:15"}],
                "by_customer": {"CUST-00123": {"room": "CONSULT-2"}}},
    )  # fmt: skip
    user = "hi, it's Room here, is there a slot for customer CUST-00123?"
    redacted = redactor.redact(make_session([Turn(index=0, user_text=user, tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["slots"] == [{"room": "CONSULT-1", "start": "09:15"}]
    assert result["guest"]["name"] != "Room"
    assert list(result["by_customer"]) != ["CUST-00123"]  # an id used as a key is data, replaced
    assert list(result["by_customer"].values()) == [{"room": "CONSULT-2"}]


def test_an_error_code_stays_and_quotes_and_folios_are_identifiers(redactor: Redactor) -> None:
    call = ToolCall(
        name="get_quote",
        result={"quote": {"id": "Q-771203", "premium": 189.0}, "error_code": "E-4102", "order_id": "B-20417",
                "folio": {"number": "F-20931"}},
    )  # fmt: skip
    user = "the tariff failed (code E-4102) and quote Q-771203 expired; my order is A-1001"
    redacted = redactor.redact(make_session([Turn(index=0, user_text=user, tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["error_code"] == "E-4102"
    assert result["quote"]["id"] not in {"Q-771203"} and result["folio"]["number"] != "F-20931"
    assert result["order_id"].startswith("ORD-FX")
    text = redacted.turns[0].user_text or ""
    assert "E-4102" in text and "Q-771203" not in text and "A-1001" not in text
    assert result["quote"]["id"] in text  # the same fixture id in the result and in the text


def test_a_schema_key_in_any_script_is_never_renamed_when_a_value_of_the_same_word_is_personal(
    redactor: Redactor,
) -> None:
    # A key written in Devanagari is as much schema as "room": a guest who bears its word leaves it alone.
    call = ToolCall(name="खाली_स्लॉट", result={"guest": {"name": "कमरा"}, "slots": [{"कमरा": "CONSULT-1"}]})
    user = "नमस्ते, मैं कमरा हूँ"
    redacted = redactor.redact(make_session([Turn(index=0, user_text=user, tool_calls=[call])])).session
    result = redacted.turns[0].tool_calls[0].result
    assert result["guest"]["name"] != "कमरा"
    assert result["slots"] == [{"कमरा": "CONSULT-1"}]
