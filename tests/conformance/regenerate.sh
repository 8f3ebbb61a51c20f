#!/usr/bin/env bash
# Rebuild every conformance fixture from the real libraries: each producer in its own virtual environment
# (/tmp/venv-<producer>[-<pins>], from its pinned requirements), its agent run against the fake OpenAI server on
# 127.0.0.1. Usage: tests/conformance/regenerate.sh [producer ...]   (default: all)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# CONFORMANCE_SCENARIO=heldout plays the producer conversations (producers/producer_conversations.json) into
# heldout/ instead; heldout-shop the three older held-out shop conversations of scenario.py, also into heldout/;
# heldoutN (heldout2, heldout3, heldout4, ...) the Nth set (producers/producer_conversations_N.json) into heldoutN/,
# by default with the producers that play every such set (PRODUCER_SET_PRODUCERS below), so one command rebuilds a
# new set's fixtures:  CONFORMANCE_SCENARIO=heldout4 tests/conformance/regenerate.sh
# CONFORMANCE_FIXTURES=DIR writes the fixtures under DIR instead (to compare a rerun with the committed ones).
scenario="${CONFORMANCE_SCENARIO:-}"
fixtures="$here/fixtures"
case "$scenario" in
    heldout|heldout-shop) fixtures="$here/heldout";;
    heldout[0-9]*) fixtures="$here/$scenario"
        set_file="$here/producers/producer_conversations_${scenario#heldout}.json"
        if [ ! -f "$set_file" ]; then echo "regenerate: $set_file is missing (the scenario $scenario plays it)" >&2; exit 2; fi;;
esac
fixtures="${CONFORMANCE_FIXTURES:-$fixtures}"
mkdir -p "$fixtures"
PRODUCER_SET_PRODUCERS=(haystack llamaindex logfire openlit openllmetry semantic-kernel agno autogen langtrace)

venv() {  # venv PRODUCER PINS: the producer's environment, from requirements.txt (PINS "-") or requirements-PINS.txt;
          # a file that is a full freeze says `--no-deps` in its first line and is installed so
    local producer="$1" pins="$2" dir="/tmp/venv-$1" file="$here/producers/$1/requirements.txt" flags=()
    if [ "$pins" != "-" ]; then dir="$dir-$pins"; file="$here/producers/$producer/requirements-$pins.txt"; fi
    if head -1 "$file" | grep -q -- "--no-deps"; then flags=(--no-deps); fi
    if [ ! -x "$dir/bin/python" ]; then python3 -m venv "$dir"; fi
    "$dir/bin/python" -m pip install --quiet "${flags[@]}" -r "$file" >&2
    echo "$dir/bin/python"
}

run() {  # run PRODUCER PINS FIXTURE [ARGS...]
    local producer="$1" pins="$2" fixture="$3"; shift 3
    local python; python="$(venv "$producer" "$pins")"
    echo "regenerate: $fixture" >&2
    "$python" "$here/producers/$producer/generate.py" "$fixtures/$fixture" "$@"
}

export CONFORMANCE_SCENARIO="${CONFORMANCE_SCENARIO:-tuning}"
wanted=("$@")
if [ ${#wanted[@]} -eq 0 ] && [[ "$scenario" == heldout[0-9]* ]]; then wanted=("${PRODUCER_SET_PRODUCERS[@]}"); fi
want() { [ ${#wanted[@]} -eq 0 ] || [[ " ${wanted[*]} " == *" $1 "* ]]; }

if want pydantic-ai; then
    run pydantic-ai - pydantic-ai-v5 --version 5
    run pydantic-ai - pydantic-ai-v2 --version 2
fi
if want strands; then
    run strands - strands-default
    run strands - strands-latest --latest
fi
if want langgraph; then
    run langgraph openinference langgraph-openinference --tracer openinference
    run langgraph openllmetry langgraph-openllmetry --tracer openllmetry
fi
if want openai-agents-openinference; then
    run openai-agents-openinference - openai-agents-openinference
fi
if want openllmetry; then
    run openllmetry 0.47 openllmetry-0.47-association --session association --shape history
    run openllmetry 0.52 openllmetry-0.52-association --session association
    run openllmetry 0.62 openllmetry-0.62-conversation --session conversation
    run openllmetry 0.62 openllmetry-0.62-history --session conversation --shape history
fi
if want adk; then
    run adk - adk-v1 --layout v1
    run adk - adk-v2 --layout v2
    run adk - adk-openinference --layout openinference
fi
if want openai-genai; then
    run openai-genai - openai-genai
fi
if want vercel-ai; then  # Node: its packages from the lock file, into the producer's folder (ignored by git)
    (cd "$here/producers/vercel-ai" && npm ci --no-audit --no-fund --silent >&2)
    echo "regenerate: vercel-ai" >&2
    node "$here/producers/vercel-ai/generate.mjs" "$fixtures/vercel-ai"
fi
if want mlflow; then
    run mlflow - mlflow
fi
if want logfire; then
    run logfire - logfire
fi
if want haystack; then
    run haystack - haystack
fi
if want semantic-kernel; then
    run semantic-kernel - semantic-kernel
fi
if want openlit; then
    run openlit - openlit
fi
if want langfuse; then
    run langfuse - langfuse
fi
if want llamaindex; then
    run llamaindex - llamaindex
fi
if want langtrace; then
    run langtrace - langtrace
fi
if want autogen; then
    run autogen - autogen
    run autogen openai autogen-openai --with-openai
fi
if want agno; then
    run agno - agno
fi
