"""miner: turn the production traces of AI agents into reviewed regression tests."""

__version__ = "0.1.0"
