"""The weekly sample: which bad sessions are drafted this week, and the ledger of those drafted before."""

from miner.sample.config import SampleConfig
from miner.sample.ledger import Ledger, LedgerError
from miner.sample.lock import RunLock, RunLocked
from miner.sample.selection import Candidate, Sampler, Selection

__all__ = ["Candidate", "Ledger", "LedgerError", "RunLock", "RunLocked", "SampleConfig", "Sampler", "Selection"]
