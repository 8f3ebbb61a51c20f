#!/usr/bin/env bash
# Rebuild every conformance fixture from the real libraries: each producer in its own virtual environment
# (/tmp/venv-<producer>, from its pinned requirements.txt), its agent run against the fake OpenAI server on
# 127.0.0.1. Usage: tests/conformance/regenerate.sh [producer ...]   (default: all)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
fixtures="$here/fixtures"

venv() {  # venv PRODUCER: the producer's environment, installed from its pins
    local producer="$1" dir="/tmp/venv-$1"
    if [ ! -x "$dir/bin/python" ]; then python3 -m venv "$dir"; fi
    "$dir/bin/pip" install --quiet -r "$here/producers/$producer/requirements.txt"
    echo "$dir/bin/python"
}

run() {  # run PRODUCER FIXTURE [ARGS...]
    local producer="$1" fixture="$2"; shift 2
    local python; python="$(venv "$producer")"
    echo "regenerate: $fixture" >&2
    "$python" "$here/producers/$producer/generate.py" "$fixtures/$fixture" "$@"
}

wanted=("$@")
want() { [ ${#wanted[@]} -eq 0 ] || [[ " ${wanted[*]} " == *" $1 "* ]]; }

if want pydantic-ai; then
    run pydantic-ai pydantic-ai-v5 --version 5
    run pydantic-ai pydantic-ai-v2 --version 2
fi
if want strands; then
    run strands strands-default
    run strands strands-latest --latest
fi
if want langgraph-openinference; then
    run langgraph-openinference langgraph-openinference
fi
if want openai-agents-openinference; then
    run openai-agents-openinference openai-agents-openinference
fi
