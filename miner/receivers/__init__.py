"""Receivers: read documents (files of OTLP/JSON spans or logs, application log lines) into raw records.

They know nothing about agents or conventions. The interface is `base.Receiver`; adding a kind of source
is one module and one line in `RECEIVERS`: its name (the prefix a user may give a source, `app-logs:logs/`)
and how to build it from the configuration. Files are offered to the receivers in this order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from miner.receivers.app_logs import AppLogsReceiver
from miner.receivers.base import Receiver, ShapeError
from miner.receivers.clickhouse import ClickHouseReceiver
from miner.receivers.otlp import OtlpSpansReceiver
from miner.receivers.otlp_logs import OtlpLogsReceiver

if TYPE_CHECKING:
    from miner.config import MinerConfig

RECEIVERS: dict[str, Callable[[MinerConfig], Receiver]] = {
    "otlp-spans": lambda config: OtlpSpansReceiver(),
    "otlp-logs": lambda config: OtlpLogsReceiver(),
    "app-logs": lambda config: AppLogsReceiver(config.app_logs),
    "clickhouse": lambda config: ClickHouseReceiver(config.clickhouse, config.workers),
}


def build_receivers(config: MinerConfig) -> list[Receiver]:
    """Every registered receiver, built for this configuration, in registry order."""
    return [factory(config) for factory in RECEIVERS.values()]


__all__ = ["RECEIVERS", "Receiver", "ShapeError", "build_receivers"]
