"""`[tool.miner.clickhouse]`: how to reach the tables the OpenTelemetry Collector's ClickHouse exporter writes."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, field_validator

# Table names go into the SQL text (ClickHouse binds values, not identifiers): only plain names are accepted.
IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class ClickHouseSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")

    password_env: str = Field(
        "MINER_CLICKHOUSE_PASSWORD",
        description="The environment variable holding the password (never put it in the URL); unset: no password.",
    )
    traces_table: str = Field("otel_traces", description="The exporter's traces table (`traces_table_name`).")
    logs_table: str | None = Field(
        "otel_logs", description="The exporter's logs table (`logs_table_name`); empty to read spans only.",
    )
    secure: bool = Field(False, description="Talk HTTPS to the server (port 8443 on ClickHouse Cloud).")
    sessions_per_batch: int = Field(
        500, ge=1, description="Full spans of the selected sessions are fetched this many sessions at a time.",
    )
    timeout_seconds: int = Field(300, ge=1, description="How long one query may run on the server.")

    @field_validator("traces_table", "logs_table")
    @classmethod
    def _plain_name(cls, value: str | None) -> str | None:
        if value in (None, ""):
            return None
        if not IDENTIFIER.match(value):
            raise ValueError("a table name is letters, digits and underscores (optionally db.table is not allowed: "
                             "put the database in the URL)")
        return value
