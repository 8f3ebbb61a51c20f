"""A person of the business asked to act, and the agent sending one (`miner/signals/person_sent.py`): the rule's
examples, read through `reached_on_request`."""

from __future__ import annotations

import pytest

from miner.signals.escalation import reached_on_request
from miner.signals.person_sent import EXAMPLES


@pytest.mark.parametrize(("message", "answer", "read"), EXAMPLES)
def test_the_examples(message: str, answer: str, read: bool) -> None:
    assert (reached_on_request(message, answer) is not None) == read
