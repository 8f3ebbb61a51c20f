"""`miner run`: the team's agent driven through the suite's cases, turn by turn, its tools answered from the
cases' fixtures, each turn checked as it goes; the runs written as OTLP/JSON for `miner score`.

    config.py     [tool.miner.run]                  fixtures.py  the fixture backend: a tool call -> its answer
    protocol.py   what an adapter and a driver are  spans.py     the spans captured in process, written as OTLP/JSON
    harness.py    one run of one case               runner.py    many runs, in this process or in workers
    adapters/     one file per framework, and their registry
"""
