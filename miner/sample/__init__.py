"""The weekly sample: which bad sessions are drafted this week, and the ledger of those drafted before."""

from miner.sample.config import SampleConfig
from miner.sample.ledger import Ledger, LedgerEntry, LedgerError, record_drafted
from miner.sample.lock import RunLock, RunLocked
from miner.sample.selection import Candidate, Sampler, Selection, select

__all__ = ["Candidate", "Ledger", "LedgerEntry", "LedgerError", "RunLock", "RunLocked", "SampleConfig", "Sampler",
           "Selection", "record_drafted", "select"]
