"""The one client of an OpenAI-compatible chat endpoint: the rubric judge of `miner score` and the signals' judge
of `miner sample` both ask through it. A pinned model, a JSON answer, and every way the endpoint can fail (no
route, a timeout, an HTTP error, a link cut mid-answer, a reply that is no chat completion) raised as one
`EndpointError` saying why, so a caller keeps its own verdict instead of losing the run.
"""

from __future__ import annotations

import http.client
import json
import os
import urllib.error
import urllib.parse
import urllib.request
from typing import Any


class EndpointError(Exception):
    """The endpoint gave no answer; the message says why, in one line holding no text of the request."""


class ChatEndpoint:
    """`ask(instructions, text)`: the model's answer (a JSON object, as asked) to one request."""

    def __init__(self, *, base_url: str, model: str, api_key_env: str, temperature: float,
                 timeout_seconds: float, section: str) -> None:
        self.base_url = base_url
        self.model = model
        self.api_key_env = api_key_env
        self.temperature = temperature
        self.timeout_seconds = timeout_seconds
        self.section = section  # the config table it comes from, as messages name it
        self.api_key = os.environ.get(api_key_env)

    @property
    def host(self) -> str:
        return urllib.parse.urlsplit(self.base_url).hostname or ""

    def key_warning(self, consequence: str) -> str | None:
        """Why a hosted endpoint would refuse every call: no key in the environment. A server on this machine
        commonly needs none, so it gets no warning."""
        host = self.host
        if self.api_key or host == "localhost" or host == "::1" or host.startswith("127."):
            return None
        return (f"{self.section}: the environment variable {self.api_key_env} is not set, so the judge at {host} "
                f"is called without a key; {consequence}")

    def ask(self, instructions: str, text: str) -> str:
        """The content of the model's reply. Raises EndpointError when there is none."""
        body = {
            "model": self.model,
            "temperature": self.temperature,
            "response_format": {"type": "json_object"},
            "messages": [{"role": "system", "content": instructions}, {"role": "user", "content": text}],
        }
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        url = self.base_url.rstrip("/") + "/chat/completions"
        request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_seconds) as response:
                document: Any = json.loads(response.read())
            content = document["choices"][0]["message"]["content"]
        except urllib.error.HTTPError as error:
            if error.code in (401, 403):
                raise EndpointError(f"the judge answered HTTP {error.code} (is {self.api_key_env} set to a valid "
                                    "key?)") from None
            raise EndpointError(f"the judge answered HTTP {error.code}") from None
        except (urllib.error.URLError, TimeoutError, OSError) as error:
            raise EndpointError(f"the judge could not be reached ({getattr(error, 'reason', error)})") from None
        except http.client.HTTPException as error:  # the link was cut mid-answer
            raise EndpointError(f"the judge's answer was cut off ({type(error).__name__})") from None
        except ValueError:
            raise EndpointError("the judge's reply is not JSON") from None
        except (KeyError, IndexError, TypeError):
            raise EndpointError("the judge's reply is not an OpenAI chat completion") from None
        if not isinstance(content, str):
            raise EndpointError("the judge's reply is not an OpenAI chat completion")
        return content


def verdict_items(content: str) -> list[Any]:
    """The `verdicts` list of a judge's JSON answer, or ValueError saying what is wrong with it."""
    try:
        document = json.loads(content)
    except json.JSONDecodeError:
        raise ValueError("the judge's answer is not JSON") from None
    items = document.get("verdicts") if isinstance(document, dict) else None
    if not isinstance(items, list):
        raise ValueError("the judge's answer has no verdicts list")
    return items
