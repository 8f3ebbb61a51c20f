"""File formats: one pydantic model per file the miner reads or writes, the single source of truth for
reading, writing and JSON Schema (`miner schema`). Loading lives apart from the models.

    evalset.py         the ADK eval set (current shape)          legacy.py     ADK's legacy .test.json shapes
    loading.py         reading eval-set files, any shape          json_file.py  reading a JSON file, one-line errors
    json_path.py       paths into a document, as messages show    spec.py       the sidecar spec
    fixtures.py        fixtures/<eval_id>.json                    ledger.py     one line of .miner/ledger.jsonl
    tools_manifest.py  the agent's tool definitions               run_lock.py   .miner/run.lock
    run_manifest.py    what `miner run` did, run by run           judge_cache.py  .miner/judge-cache.json
"""
