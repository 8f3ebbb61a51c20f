"""How a tool reports a failure inside the result it returns: the shapes the error detector reads, each with the
results it must count as failed and those it must leave alone (they run as tests, and make the table in
docs/signals.md: `python scripts/docs.py`).

The shapes are those real APIs use, not one producer's keys: an error member (a key naming an error by its words:
REST envelopes, Google's `{"error": {"code", "status"}}`, JSON-RPC's `error`, GraphQL's non-empty `errors`, AWS's
`Error.Code`, SOAP's `Fault`, ASP.NET's `ExceptionMessage`, a non-zero `error_code`), an outcome flag (Slack's
`ok: false`, `success: false`, MCP's `isError: true`), an HTTP status beside a body (`status_code`, RFC 9457
problem+json's `status`) or an envelope's `code` beside its message, AWS's exception `__type`, a failed `status`, and
an error text (an error prefix, an XML `Fault`). Every key is read in any spelling (`status_code`, `statusCode`,
`Status-Code`) in the result and in the objects it holds, up to `result_depth` levels down (a body inside a
response), never in lists but an `errors` list itself, within a bounded number of keys and objects. What a
successful result holds is kept out: a number under an error key but a code (`errors: 3` counts them, `error_rate`
is a measure), a zero or empty code, a `code` alone (a postal or a product code), a record's `status` inside a list,
a count under `failed`, a nested record's state ("DELAYED", "cancelled"), a word inside a value ("3 checks
failed"). The rules themselves are in `miner.result_errors`, which a mapper reads too."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from miner.result_errors import KEYS_READ, OBJECTS_READ
from miner.signals.error import ErrorConfig


@dataclass(frozen=True)
class Shape:
    name: str
    does: str  # what it counts; `{key}` is the default of that key of `[tool.miner.signals.error]`
    why: str  # which APIs report failures so
    fires: tuple[Any, ...]  # results it must count as failed
    passes: tuple[Any, ...]  # results it must leave alone


SHAPES: tuple[Shape, ...] = (
    Shape("error member",
          "a key starting with a word of `result_error_words` ({result_error_words}), in any spelling, alone or "
          "followed by what an error carries (a code, a message, a type: `ExceptionMessage`), or a key of "
          "`result_error_keys` ({result_error_keys}), "
          "holding a text, an object, a list or `true`; a number only under a code or a number, never zero (a word "
          "before the error word makes it a record's history or a setting: `last_errors`, `on_error`)",
          "REST error envelopes, Google APIs' `error.code/status`, JSON-RPC's `error`, GraphQL's `errors`, AWS's "
          "`Error.Code`, SOAP's `Fault` and `faultstring`, ASP.NET's `ExceptionMessage`, a message resource's "
          "`error_code`",
          ({"error": {"code": 404, "message": "Requested entity was not found.", "status": "NOT_FOUND"}},
           {"data": None, "errors": [{"message": "Cannot query field 'x'", "path": ["order"]}]},
           {"jsonrpc": "2.0", "id": 4, "error": {"code": -32602, "message": "Invalid params"}},
           {"Error": {"Code": "ThrottlingException", "Message": "Rate exceeded"}},
           {"errorMessage": "upstream timed out"},
           {"Fault": {"faultcode": "soap:Server", "faultstring": "Server was unable to process request"}},
           {"response": {"error": True, "reason": "quota"}},
           {"sid": "SM1f0e", "status": "undelivered", "error_code": 30003, "error_message": ""},
           {"Message": "An error has occurred.", "ExceptionMessage": "Object reference not set to an instance of an "
            "object.", "ExceptionType": "System.NullReferenceException"},
           {"faultstring": "Invalid credentials", "detail": None},
           {"soap:Fault": {"faultcode": "soap:Client", "faultstring": "Invalid account"}}),
          ({"order_id": "A-1", "error": None, "errors": []},
           {"errors": {}, "error_message": "", "exception": False},
           {"processed": 120, "errors": 3},
           {"model": "v2", "error": 0.031, "samples": 400},
           {"upload_id": "U-9", "error": "None"},
           {"job_id": "J-7", "systematic_error_pct": 2.9, "failed_checks_last_cycle": 0},
           {"sid": "SM2a1c", "status": "delivered", "error_code": None, "error_message": None},
           {"transaction": "T-3", "error_code": 0, "errorCode": "0"},
           {"error_rate": 0.02, "errors": 0, "error_margin": "±3%", "errorCount": 0},
           {"name": "retry", "description": "Retries a call after errors and timeouts.", "on_error": "continue"},
           {"machine": "M-7", "status": "in_service", "last_errors": ["POWER_LOSS 06:02"], "lastError": "jam"},
           {"hours": "9-17", "fault_tolerance": "high", "exceptions": [{"date": "2026-12-25", "closed": True}]},
           {"job": "J-4", "status": "en_route", "fault_description": "Coolant leak", "fault_id": "FLT-7762"})),
    Shape("outcome flag",
          "a key of `result_failure_flags` ({result_failure_flags}) that is `false`, or of `result_error_flags` "
          "({result_error_flags}) that is `true`",
          "Slack's `ok: false`, the `success: false` of many JSON APIs, MCP's `CallToolResult.isError`",
          ({"ok": False, "error": "channel_not_found"},
           {"success": False, "message": "card declined"},
           {"isError": True, "content": [{"type": "text", "text": "no such file"}]},
           {"failed": True, "reason": "quota exceeded"},
           {"status_code": 200, "body": {"ok": False}}),
          ({"ok": True, "booking": {"status": "confirmed"}},
           {"success": True, "isError": False},
           {"submitted": 48210, "delivered": 46987, "failed": 612},
           {"batch": {"succeeded": 40, "failed": 1}})),
    Shape("HTTP status",
          "a key of `result_status_code_keys` ({result_status_code_keys}) holding a number from 400 to 599 (or its "
          "three digits as text), or of `result_envelope_code_keys` ({result_envelope_code_keys}) holding such a "
          "number beside a key of `result_message_keys` ({result_message_keys})",
          "an HTTP response handed back whole (`status_code` beside a `body`), RFC 9457 problem+json's `status`, "
          "GitHub's `status: \"404\"`, envelopes' `{code, message}`",
          ({"status_code": 503, "body": {"detail": "Service Unavailable"}},
           {"type": "https://example.com/probs/out-of-credit", "title": "Out of credit", "status": 403},
           {"message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"},
           {"statusCode": 401, "error": "Unauthorized"},
           {"code": 500, "msg": "internal error"},
           {"response": {"status": 500, "text": "Internal Server Error"}}),
          ({"status_code": 200, "body": {"items": []}},
           {"status": 302, "location": "/login"},
           {"code": 540, "city": "Blönduós", "country": "IS"},
           {"sku": "B-4", "code": 451, "name": "Bolt M4", "price": 0.12},
           {"status_code": True},
           {"orders": [{"id": 1, "status": 404}, {"id": 2, "status": 500}]})),
    Shape("exception type",
          "a key of `result_exception_type_keys` ({result_exception_type_keys}) naming an exception (ending in "
          "Exception, Error or Fault)",
          "AWS's JSON protocols (`__type: com.amazonaws...#ResourceNotFoundException`)",
          ({"__type": "com.amazonaws.dynamodb.v20120810#ResourceNotFoundException", "message": "table not found"},),
          ({"__type": "Contoso.Customer:#Shop", "name": "Ana"},)),
    Shape("failed status",
          "the result's own key of `result_status_keys` ({result_status_keys}) is one of `result_error_statuses` "
          "({result_error_statuses}), any case",
          "job and task APIs, Kubernetes' `Status` objects (`status: Failure`)",
          ({"status": "FAILED", "message": "no technician available"},
           {"kind": "Status", "status": "Failure", "reason": "NotFound", "code": 404},
           {"result": {"status": "error", "detail": "timeout"}}),
          ({"order_id": "HO-1", "status": "DELAYED", "reason": "driver shortage"},
           {"order": {"id": 7, "status": "cancelled"}},
           {"job_id": "J-1", "status": "completed", "result": "FAIL"},
           {"payment": {"status": "failed", "id": "pay_1"}, "balance": 0},
           {"summary": "3 of 40 messages failed to deliver", "status": "done"})),
    Shape("error text",
          "a text result starting with one of `result_error_prefixes` ({result_error_prefixes}), any case, or XML "
          "whose root, or in a SOAP envelope its body's first child, is an element an error member could be named "
          "(`Fault`, `Error`, `ErrorResponse`)",
          "tools that return their exception as text; agent frameworks that catch it and hand its text to the model; "
          "SOAP services' `Fault`, XML APIs' `<Error>` document",
          ("Error: connection refused", "Traceback (most recent call last):\n  File ...", {"result": "error: 404"},
           '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>'
           "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Invalid account</faultstring></soap:Fault>"
           "</soap:Body></soap:Envelope>",
           "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>"),
          # A message id before a colon (`CPF4128: ...`, `ORA-00942: ...`) is written as an order, a SKU or a flight
          # is (`BA2490: on time`): no rule tells them apart, so such a text is no failure.
          ("Delivered; no errors.", "The last run failed twice, then succeeded.", "NOTE: delivered",
           "SKU-123: in stock", "BA2490: departed on time",
           '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>'
           "<GetQuoteResponse><Price>12.5</Price><ErrorRate>0</ErrorRate></GetQuoteResponse></soap:Body>"
           "</soap:Envelope>",
           "<order><id>7</id><errors/></order>", "<errors/>")),
)


def described(shape: Shape) -> str:
    """What a shape counts, with the default keys of the configuration it names."""
    defaults = ErrorConfig().model_dump()
    return shape.does.format(**{name: ", ".join(f"`{key}`" for key in defaults[name]) for name in defaults
                                if isinstance(defaults[name], list)})


def markdown() -> str:
    """The table docs/signals.md shows between its `result-shapes` markers."""
    lines = ["| Shape | Counts as failed | Why | Example |", "|---|---|---|---|"]
    for shape in SHAPES:
        lines.append(f"| {shape.name} | {_cell(described(shape))} | {_cell(shape.why)} | "
                     f"`{_cell(_inline(shape.fires[0]))}` |")
    read = (f"Read: the result and the objects it holds, `result_depth` ({ErrorConfig().result_depth}) levels down, "
            f"at most {OBJECTS_READ} objects of {KEYS_READ} keys each, the result's own first; never lists, but an "
            "`errors` list itself.")
    never = [f"- {shape.name}: " + "; ".join(f"`{_cell(_inline(example))}`" for example in shape.passes)
             for shape in SHAPES]
    return "\n".join([*lines, "", read, "", "Never a failure, each shape's examples:", "", *never]) + "\n"


def _inline(example: Any) -> str:
    return json.dumps(example, ensure_ascii=False)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
