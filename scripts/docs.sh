#!/usr/bin/env bash
# Builds the documentation of the public libraries, GestureKit and GestureUI (their DocC
# catalogs and every doc comment), and fails on any DocC warning: a broken symbol link, a
# misspelled parameter, an article that does not resolve. The archives go to
# .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Both in one run of the plugin (one build of the symbol graphs).
if ! swift package generate-documentation --target GestureKit --target GestureUI --warnings-as-errors >"$log" 2>&1; then
    grep -v "^\[" "$log" >&2
    echo "documentation: FAILED (DocC warnings or errors above)" >&2
    exit 1
fi
echo "documentation: GestureKit and GestureUI build with no DocC warnings"
