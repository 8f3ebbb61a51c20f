"""Where the real Langfuse SDK puts a score: a fake Langfuse on 127.0.0.1 keeps every request the SDK makes while
an application scores its span and its trace the way Langfuse documents (`score_current_span`,
`score_current_trace`, `span.score`), and this prints, per request, what it carried: the exported spans' attribute
keys (OTLP), or the JSON body of any other call.

Usage: python probe_scores.py   (in a virtual environment made from requirements.txt)
Seen with langfuse 5.0.4: the span carries only `langfuse.*` observation keys; the three scores are one
`POST /api/public/scores` of their own, keyed by trace id (and observation id). No score is in the trace.
"""

from __future__ import annotations

import gzip
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

RECEIVED: list[tuple[str, bytes]] = []


class FakeLangfuse(BaseHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        RECEIVED.append((self.path, body))
        self._reply(b"{}")

    def do_GET(self) -> None:
        RECEIVED.append((self.path, b""))
        self._reply(b'{"data": []}')

    def _reply(self, body: bytes) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main() -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), FakeLangfuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    from langfuse import Langfuse

    langfuse = Langfuse(public_key="pk-lf-probe", secret_key="sk-lf-probe",
                        host=f"http://127.0.0.1:{server.server_port}")
    with langfuse.start_as_current_observation(name="chat-turn", as_type="span") as span:
        span.update(input="Where is my order?", output="It has shipped.")
        langfuse.score_current_span(name="user_feedback", value=0, comment="did not help")
        langfuse.score_current_trace(name="thumbs", value="thumbs_down", data_type="CATEGORICAL")
        span.score(name="helpful", value=0.0)
    langfuse.flush()
    langfuse.shutdown()
    server.shutdown()
    for path, body in RECEIVED:
        if path.startswith("/api/public/otel"):
            request = ExportTraceServiceRequest.FromString(body)
            spans = [span for resource in request.resource_spans for scope in resource.scope_spans
                     for span in scope.spans]
            print(json.dumps({"request": path, "spans": [
                {"name": span.name, "attributes": [item.key for item in span.attributes],
                 "events": [event.name for event in span.events]} for span in spans]}))
        else:
            print(json.dumps({"request": path, "body": json.loads(body) if body else None}))


if __name__ == "__main__":
    main()
