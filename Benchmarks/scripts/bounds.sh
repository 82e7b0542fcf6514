#!/usr/bin/env bash
# The hand-written bounds (Benchmarks/bounds): W1 and W2 written flat, by hand, in Swift, with
# the scene's SwiftUI semantics and nothing general. Prints each one's time per event (median of
# 7 passes after a warm one, as the peers' rule) and, with valgrind, its instructions per event
# in the same pieces as profile.sh (W1 pinches, W1 drags, W2). Built with plain `swiftc -O` in a
# temporary folder, which is removed after.
#
#   Benchmarks/scripts/bounds.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for w in W1 W2; do
    swiftc -O -parse-as-library Sources/LabBench/Workload.swift Benchmarks/bounds/BoundHarness.swift "Benchmarks/bounds/${w}Bound.swift" -o "$WORK/$w"
    "$WORK/$w"
done
"$WORK/W2" check | head -1   # the W2 sanity stream: one double tap, two singles
command -v valgrind >/dev/null || { echo "(valgrind not installed: no instruction counts)"; exit 0; }
count() {  # name, binary, loop symbol pattern, events in the piece, arguments...
    local name=$1 bin=$2 pattern=$3 events=$4; shift 4
    local loop
    loop=$(nm "$bin" | awk '{print $3}' | grep -E "$pattern" | head -1)
    # The piece is delivered twice (warm, then measured), both collected.
    local total
    total=$(valgrind --tool=callgrind --callgrind-out-file="$WORK/$name.out" "--toggle-collect=$loop" "$bin" instructions "$@" 2>&1 \
        | sed -nE 's/.*I +refs: +([0-9,]+).*/\1/p' | tr -d ,)
    echo "$name: $((total / (2 * events))) instructions per event"
}
count W1-pinches "$WORK/W1" '7deliver.*TransformEngine' 12400 0 12400
count W1-drags "$WORK/W1" '7deliver.*TransformEngine' 6200 248000 6200
count W2 "$WORK/W2" '7deliver.*TapEngine' 40000
