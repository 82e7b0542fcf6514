#!/usr/bin/env bash
# Builds the documentation of the public libraries, GestureKit and GestureUI (their DocC
# catalogs and every doc comment), and fails on any DocC warning: a broken symbol link, a
# misspelled parameter, an article that does not resolve. The archives go to
# .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in GestureKit GestureUI; do
    if ! swift package generate-documentation --target "$target" --warnings-as-errors >"$log" 2>&1; then
        grep -v "^\[" "$log" >&2
        echo "documentation: $target FAILED (DocC warnings or errors above)" >&2
        exit 1
    fi
    echo "documentation: $target builds with no DocC warnings"
done
