#!/usr/bin/env bash
# Every figure of BENCHMARKS.md, from a release build in its own scratch folder.
#
#   Benchmarks/scripts/run-all.sh            # time, scaling, frame, start-up (about 3 minutes)
#   Benchmarks/scripts/run-all.sh --malloc   # also the ordo-one/benchmark malloc counts (builds the
#                                            # Benchmarks package: about 4 more minutes the first time)
set -euo pipefail
cd "$(dirname "$0")/../.."
SCRATCH=${SCRATCH:-.build-bench-release}
swift build -c release --scratch-path "$SCRATCH" --product gesture-lab 2>&1 | grep -E "error|warning: unre|Compiling|Build" | tail -1
B="$SCRATCH/release/gesture-lab"
export SDL_VIDEODRIVER=dummy
dirty=$(git diff --quiet HEAD -- Sources/GestureKit Sources/LabCore Sources/LabApp Sources/LabWindow Sources/LabSyntax && echo "" || echo " (plus uncommitted engine/app changes)")
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD)$dirty, $(nproc) cores, $(swift --version 2>/dev/null | head -1)"
"$B" bench hash
for w in W1check W2check; do "$B" bench "$w" | grep -E "verify: (taps|single|double|PASSED|FAILED)"; done
for path in engine app; do
    for w in W1 W2; do
        out=$("$B" bench "$w" --runs 3 --path "$path")
        echo "$out" | sed -n '1,/^run 2 of/p' | grep -E "^verify:" | sed "s/^/  [$w $path run 1] /"
        echo "$out" | tail -1
    done
done
echo "## steady state (--warm: the stream delivered once untimed, then timed again on the same scene):"
"$B" bench W1 --runs 3 --warm | tail -1
"$B" bench W2 --runs 3 --warm | tail -1
echo "## W1 without @GestureState (engine):"
"$B" bench W1 --runs 3 --no-gesture-state | tail -1
echo "## scaling:"
"$B" bench scaling --runs 3 | tail -4
echo "## frame:"
"$B" bench frame
echo "## start-up:"
"$B" bench startup --runs 5 | tail -3
if [ "${1:-}" = "--malloc" ]; then
    echo "## malloc counts (ordo-one/benchmark; the empty baseline should read 0):"
    (GESTURE_LAB_BENCHMARKS=1 swift package --scratch-path .build-benchmarks benchmark --no-progress 2>&1 | grep -E "^(W1|W2|Baseline) |Malloc \(total\)|wall clock" )
fi
SO=.build-benchmarks/release/libMallocInterposerSwift.so
if [ -f "$SO" ]; then
    echo "## allocations in the timed loop (malloc interposer preloaded; cold: fresh scene; warm: second pass):"
    for w in W1 W2; do
        for mode in cold warm; do
            flag=$([ $mode = warm ] && echo --warm || true)
            for path in engine app; do
                LD_PRELOAD="$PWD/$SO" "$B" bench "$w" $flag --path $path | grep "^allocations" | sed "s/^/$w $mode $path: /"
            done
        done
    done
fi
