"""`.miner/run.lock`: who holds the repository's run lock (see `miner.sample.lock`); nothing about traces."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel


class LockHolder(BaseModel):
    """What the lock file says about the run holding it."""

    command: str
    pid: int
    host: str
    started_at: datetime

    def describe(self) -> str:
        return (f"`miner {self.command}` (process {self.pid} on {self.host}, "
                f"started {self.started_at:%Y-%m-%d %H:%M:%S} UTC)")
