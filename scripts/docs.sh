#!/usr/bin/env bash
# Builds GestureKit's documentation (its DocC catalog and every doc comment) and fails on any
# DocC warning: a broken symbol link, a misspelled parameter, an article that does not resolve.
# The archive goes to .build/plugins/Swift-DocC/outputs/GestureKit.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package generate-documentation --target GestureKit --warnings-as-errors >"$log" 2>&1; then
    grep -v "^\[" "$log" >&2
    echo "documentation: FAILED (DocC warnings or errors above)" >&2
    exit 1
fi
echo "documentation: GestureKit builds with no DocC warnings"
