"""The agent finding what the user told below the service's standard (`miner/signals/standard_failed.py`): the rule's
examples, and the same answers to a first message that holds no cue, as complaints."""

from __future__ import annotations

import pytest

from miner.signals.standard_failed import EXAMPLES, standard_failed
from tests import factory

REPORT = "your engineer left muddy boot prints all over my cream carpet"


@pytest.mark.parametrize(("answer", "read"), EXAMPLES)
def test_the_answers_read(answer: str, read: bool) -> None:
    assert (standard_failed(answer) is not None) == read


@pytest.mark.parametrize("answer", [answer for answer, read in EXAMPLES if read])
def test_the_report_owned_is_a_complaint(answer: str) -> None:
    session = factory.conversation((REPORT, answer))
    assert factory.complaint_turns(session) == [0]
