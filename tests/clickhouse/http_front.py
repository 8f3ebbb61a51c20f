"""ClickHouse's HTTP interface in front of the real engine (chdb), on 127.0.0.1, for the HTTP client's tests.

No ClickHouse server that reads the exporter's DDL installs here (Debian ships 18.16, older than the Map type;
PyPI has none), so the requests clickhouse-connect sends are answered by chdb: the `query` parameter or body,
the `param_<name>` bound values (in the engine's text form, as a server takes them) and `default_format`, exactly
as a server reads them. Every request is kept, so a test can check what the client sent.
"""

from __future__ import annotations

import socket
import threading
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email.parser import BytesParser
from email.policy import HTTP
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


@dataclass
class Request:
    sql: str
    parameters: dict[str, str]
    headers: dict[str, str]


@dataclass
class HttpFront:
    port: int
    requests: list[Request] = field(default_factory=list)
    # When set: answers longer than this many bytes are cut there, the connection closed mid-answer (a proxy
    # or a network that fails while the server streams), after announcing the whole length.
    cut_after: int | None = None


@contextmanager
def http_front(store: Path) -> Iterator[HttpFront]:
    from chdb import session

    engine = session.Session(str(store))
    lock = threading.Lock()
    front = HttpFront(0)

    class Handler(BaseHTTPRequestHandler):
        def _answer(self) -> None:
            url = urllib.parse.urlsplit(self.path)
            query = dict(urllib.parse.parse_qsl(url.query))
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            kind = self.headers.get("Content-Type") or ""
            if kind.startswith("multipart/form-data"):  # a client's form: bound values too long for the URL
                form = BytesParser(policy=HTTP).parsebytes(f"Content-Type: {kind}\r\n\r\n".encode() + body)
                query |= {part.get_param("name", header="content-disposition"): part.get_content()
                          for part in form.iter_parts()}
                body = b""
            elif kind.startswith("application/x-www-form-urlencoded"):
                query |= dict(urllib.parse.parse_qsl(body.decode()))
                body = b""
            sql = query.get("query", "") + body.decode()
            parameters = {key.removeprefix("param_"): value for key, value in query.items()
                          if key.startswith("param_")}
            front.requests.append(Request(sql, parameters, dict(self.headers)))
            output_format = query.get("default_format", "TabSeparated")
            try:
                with lock:
                    payload, status = engine.query(sql, output_format, params=parameters).bytes(), 200
            except Exception as exc:  # the engine's error goes back as a server's would
                payload, status = f"Code: 62. DB::Exception: {exc}".encode(), 500
            self.send_response(status)
            self.send_header("Content-Length", str(len(payload)))
            self.send_header("X-ClickHouse-Format", output_format)
            self.end_headers()
            if front.cut_after is not None and len(payload) > front.cut_after:
                self.wfile.write(payload[: front.cut_after])
                self.wfile.flush()
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return
            self.wfile.write(payload)

        do_GET = do_POST = _answer

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    front.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield front
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
        engine.close()
