"""The driver protocol (see `miner.run.protocol`): `driver:package.module:make_driver` names a factory the team
writes; it is called with the run's `ToolBox` once per run and returns a driver with `start(state)` and
`send(text) -> answer` (plain functions or coroutines)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from miner import __version__
from miner.run.protocol import Driver, ToolBox

FRAMEWORK = "driver"


async def _settled(value: Any) -> Any:
    return await value if inspect.isawaitable(value) else value


class DriverConversation:
    def __init__(self, driver: Driver) -> None:
        self.driver = driver

    async def send(self, text: str) -> str | None:
        answer = await _settled(self.driver.send(text))
        return None if answer is None else str(answer)


class DriverAdapter:
    framework = FRAMEWORK

    def __init__(self, target: object) -> None:
        if not callable(target):
            raise TypeError("not a driver factory (a function taking the toolbox and returning an object with "
                            "start(state) and send(text))")
        self.factory: Callable[[ToolBox], Any] = target
        self.agent_name = getattr(target, "__name__", "driver")

    def versions(self) -> tuple[str | None, str | None]:
        return __version__, None

    async def start(self, conversation_id: str, state: dict[str, Any], tools: ToolBox) -> DriverConversation:
        driver = self.factory(tools)
        if not isinstance(driver, Driver):
            raise TypeError(f"the driver factory returned a {type(driver).__name__}, which has no start(state) and "
                            "send(text)")
        await _settled(driver.start(dict(state)))
        return DriverConversation(driver)
