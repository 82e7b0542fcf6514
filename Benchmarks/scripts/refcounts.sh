#!/usr/bin/env bash
# The reference counts of the engine's delivery loop, by call site: how often each place in the
# code retains or releases an object, per event, in the steady state. Each count that reaches a
# live object is an atomic read-modify-write, which costs more time than a dozen ordinary
# instructions; a count of nil or of an immortal object returns at once and is cheap (the
# "instructions per call" column tells them apart: about 9-11 for a real one, under 6 for the
# others).
#
#   Benchmarks/scripts/refcounts.sh              # W1 pinches, W1 drags and W2
#   WORKLOAD=W2 Benchmarks/scripts/refcounts.sh  # one of them
#
# Needs valgrind, python3 and the release build in .build-bench-release that profile.sh uses.
set -euo pipefail
cd "$(dirname "$0")/../.."
. Benchmarks/scripts/profiled-binary.sh
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

count() {  # name, events, bench arguments...
    local name=$1 events=$2; shift 2
    valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$WORK/$name.out" "--toggle-collect=$LOOP" \
        "$BIN" bench "$@" >"$WORK/$name.log" 2>&1
    # Callgrind counts calls outside the collected region too: with --warm the untimed pass
    # delivers the same events first, so every call count is twice the timed pass's.
    PYTHONPATH="$PWD/Benchmarks/scripts" python3 - "$WORK/$name.out" "$name" "$((events * 2))" <<'PY' | swift demangle --simplified
import collections, sys
from callgrind_lines import cost_lines
out, name, calls_per_event = sys.argv[1], sys.argv[2], int(sys.argv[3])
targets = {'swift_retain', 'swift_release', 'swift_retain_n', 'swift_release_n', 'swift_bridgeObjectRetain',
           'swift_bridgeObjectRelease', 'swift_unknownObjectRetain', 'swift_unknownObjectRelease'}
calls, cost = collections.Counter(), collections.Counter()
for line in cost_lines(out):
    if line.callee in targets:
        key = (line.function, line.callee, line.address)
        calls[key] += line.calls
        cost[key] += line.cost
real = sum(n for k, n in calls.items() if cost[k] / n >= 8) / calls_per_event
print(f'## {name}: {real:.2f} counts of live objects per event '
      f'({sum(calls.values()) / calls_per_event:.2f} calls in all)')
for key, n in sorted(calls.items(), key=lambda kv: -kv[1]):
    if n / calls_per_event < 0.01: continue
    function, callee, address = key
    print(f'  {n / calls_per_event:6.2f}  {cost[key] / n:5.1f} instr/call  {callee:26s} {function} +{address:#x}')
PY
}

case ${WORKLOAD:-all} in
    pinches) count W1-pinches 12400 W1 --warm --events 12400 ;;
    drags) count W1-drags 6200 W1 --warm --from 248000 --events 6200 ;;
    W2) count W2 4000 W2 --warm --events 4000 ;;
    all)
        count W1-pinches 12400 W1 --warm --events 12400
        count W1-drags 6200 W1 --warm --from 248000 --events 6200
        count W2 4000 W2 --warm --events 4000 ;;
    *) echo "WORKLOAD is pinches, drags, W2 or all" >&2; exit 2 ;;
esac
