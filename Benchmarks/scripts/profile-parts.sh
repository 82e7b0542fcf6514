#!/usr/bin/env bash
# Where each standard workload's instructions go, by part of the runtime: the profiles that
# `profile.sh` left (run it first), each function's own instructions summed by what it belongs to.
#
#   Benchmarks/scripts/profile.sh >/dev/null && Benchmarks/scripts/profile-parts.sh
#
# Per W1 pinch event, per W1 drag event, and per W2 tap (two events and the timer that fires the
# single tap). The parts are told apart by the functions' names (patterns below, first match
# wins): the engine's routing and steps (with the bench's delivery loop), the hit test, the
# combinators, the primitives, the callbacks with the values they read, the lab's shape follower.
set -euo pipefail
DIR=${PROFILE_DIR:-/tmp/gesture-lab-profile}
for entry in W1-pinches:12400:event W1-drags:6200:event W2:2000:tap; do
    IFS=: read -r name count unit <<<"$entry"
    out="$DIR/$name.out"
    [ -f "$out" ] || { echo "no $out: run Benchmarks/scripts/profile.sh first" >&2; exit 1; }
    echo "## $name, instructions per $unit"
    callgrind_annotate --inclusive=no --threshold=100 "$out" 2>/dev/null | swift demangle --simplified |
        python3 -c '
import re, sys
count = int(sys.argv[1])
parts = [
    ("engine", r"GestureEngine|GestureSession|TouchMap|SmallList|WorkQueue|RecognitionContext|Array|swift_isUnique|swift_once|BenchRunner"),
    ("hit test", r"GestureScene|ShapeNode|CellTable"),
    ("callbacks and values", r"CallbackSet|CallbackHook|ClosureAction|GestureState|StateUpdate|withValue|magnifyValue|rotateValue|PairValue|closure #1 in TapGesture|closure #1 in SimultaneousGesture|closure #2 in CallbackSet|attachTransformGestures|EngineBench|thunk"),
    ("combinators", r"GatedRecognizer|SimultaneousRecognizer|PairRecognizer|ExclusiveGesture|SequenceGesture|ModifierRecognizer"),
    ("primitives", r"TapRecognizer|DragRecognizer|DragTracker|PinchRecognizer|PinchTracker|VelocityTracker|TouchList|LongPress|atan2"),
    ("follower", r"ShapeFollower"),
]
sums, total = {}, 0
for line in sys.stdin:
    match = re.match(r"\s*([0-9,]+) \(\s*[0-9.]+%\)\s+(.*)", line)
    if not match or "PROGRAM TOTALS" in match.group(2):
        continue
    cost = int(match.group(1).replace(",", ""))
    total += cost
    part = next((name for name, pattern in parts if re.search(pattern, match.group(2))), "other")
    sums[part] = sums.get(part, 0) + cost
for part, cost in sorted(sums.items(), key=lambda item: -item[1]):
    print(f"{part:22s} {cost / count:7.0f}")
print("total".ljust(22), f"{total / count:7.0f}")
' "$count"
done
