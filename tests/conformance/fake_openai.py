"""A fake OpenAI-compatible server on 127.0.0.1 that answers chat completions from a script.

The script maps a user's message to the model's steps for it: each step is either tool calls or a text. The
step to answer with is the number of assistant messages since the request's last user message, so whatever
a library sends (history, retries, system prompts) the answer is the one the script means. Streaming
(`"stream": true`) is served as server-sent events, for the libraries that stream. A step may also fail the way
an endpoint does: `{"status": 503}` answers with that HTTP status, `{"cut": true}` cuts the link mid-answer, and
`"delay": seconds` beside any step answers that late.

Standard library only: generator scripts run it inside each producer's own virtual environment.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Step = dict[str, Any]  # {"text": str}, {"tool_calls": [{"name": str, "arguments": dict}]}, {"status": int}, ...


def _text_of(content: Any) -> str:
    if isinstance(content, list):
        return "".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return str(content or "")


class Script:
    """What the model says to each user message, step by step."""

    def __init__(self, steps_by_user_text: dict[str, list[Step]]) -> None:
        self.steps = steps_by_user_text
        self.calls = 0

    def answer(self, messages: list[dict[str, Any]]) -> Step:
        last_user = max((i for i, message in enumerate(messages) if message.get("role") == "user"), default=-1)
        if last_user < 0:
            return {"text": "Hello."}
        user_text = _text_of(messages[last_user].get("content")).strip()
        steps = self.steps.get(user_text)
        if steps is None:
            return {"text": "I can only help with orders."}
        done = sum(1 for message in messages[last_user + 1:] if message.get("role") == "assistant")
        return steps[min(done, len(steps) - 1)]


class _Handler(BaseHTTPRequestHandler):
    server: FakeOpenAI  # type: ignore[assignment]

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        self._send_json({"object": "list", "data": [{"id": "fake-model", "object": "model"}]})

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        request = json.loads(self.rfile.read(length) or b"{}")
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self.send_error(404, "only chat completions are served")
            return
        script = self.server.script
        with self.server.lock:
            script.calls += 1
            number = script.calls
        step = script.answer(request.get("messages") or [])
        model = request.get("model") or "fake-model"
        if step.get("delay"):
            time.sleep(step["delay"])
        if "status" in step:
            self.send_error(step["status"])
            return
        if step.get("cut"):
            self.send_response(200)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", "4096")
            self.end_headers()
            self.wfile.write(b'{"id": "chatcmpl-')
            self.close_connection = True
            return
        if request.get("stream"):
            self._stream(step, model, number, bool((request.get("stream_options") or {}).get("include_usage")))
        else:
            self._send_json(_completion(step, model, number))

    def _send_json(self, body: dict[str, Any]) -> None:
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _stream(self, step: Step, model: str, number: int, usage: bool) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.end_headers()
        base = {"id": f"chatcmpl-{number}", "object": "chat.completion.chunk", "created": 1_795_000_000,
                "model": model}
        message = _message(step, number)
        chunks: list[dict[str, Any]] = [{"index": 0, "delta": {"role": "assistant", "content": ""}}]
        if message.get("content"):
            chunks.append({"index": 0, "delta": {"content": message["content"]}})
        for index, call in enumerate(message.get("tool_calls") or ()):
            chunks.append({"index": 0, "delta": {"tool_calls": [{"index": index, **call}]}})
        chunks.append({"index": 0, "delta": {}, "finish_reason": _finish(step)})
        for choice in chunks:
            self._event({**base, "choices": [choice]})
        if usage:
            self._event({**base, "choices": [], "usage": _USAGE})
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def _event(self, body: dict[str, Any]) -> None:
        self.wfile.write(b"data: " + json.dumps(body).encode() + b"\n\n")


_USAGE = {"prompt_tokens": 20, "completion_tokens": 10, "total_tokens": 30}


def _message(step: Step, number: int = 0) -> dict[str, Any]:
    """The model's message; each tool call's id unique within the server's life, as OpenAI's are (a turn that
    calls the same tool in two steps gets two ids): `call_<name>_<response number>_<index>`."""
    if "tool_calls" in step:
        return {"role": "assistant", "content": None, "tool_calls": [
            {"id": call.get("id") or f"call_{call['name']}_{number}_{index}", "type": "function",
             "function": {"name": call["name"], "arguments": json.dumps(call.get("arguments") or {})}}
            for index, call in enumerate(step["tool_calls"])]}
    return {"role": "assistant", "content": step["text"]}


def _finish(step: Step) -> str:
    return "tool_calls" if "tool_calls" in step else "stop"


def _completion(step: Step, model: str, number: int) -> dict[str, Any]:
    return {"id": f"chatcmpl-{number}", "object": "chat.completion", "created": 1_795_000_000, "model": model,
            "choices": [{"index": 0, "message": _message(step, number), "finish_reason": _finish(step)}],
            "usage": _USAGE}


class FakeOpenAI(ThreadingHTTPServer):
    """`with FakeOpenAI(script) as server:` serves on `server.base_url` (127.0.0.1, a free port) until exit."""

    daemon_threads = True

    def __init__(self, script: Script) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script = script
        self.lock = threading.Lock()
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/v1"

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that gave up waiting (a timeout under test) closed the link: nothing to report

    def __enter__(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
        self.server_close()
        self._thread.join(timeout=5)
