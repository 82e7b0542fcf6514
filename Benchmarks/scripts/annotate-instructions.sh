#!/usr/bin/env bash
# One function of the engine's delivery loop, instruction by instruction: its disassembly with the
# times each instruction ran per event (callgrind --dump-instr=yes), for reading where a function's
# own cost goes once `profile.sh` has named it.
#
#   Benchmarks/scripts/annotate-instructions.sh 'PinchRecognizerC6handle'           # W1 pinches
#   WORKLOAD=drags Benchmarks/scripts/annotate-instructions.sh 'SimultaneousRecognizerC6handle'
#   WORKLOAD=W2 MIN=0.2 Benchmarks/scripts/annotate-instructions.sh '0A5SceneC7hitPath2at4into'
#
# The argument is a pattern (grep -E) for the function's mangled symbol (`nm` lists them); the
# first match is shown. WORKLOAD is pinches (default), drags or W2, the pieces of profile.sh; MIN
# hides instructions run fewer times per event. Needs valgrind, objdump, python3 and the release
# build in .build-bench-release that profile.sh uses (its stripped copy is made here as there).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 1 ] || { echo "usage: $0 SYMBOL-PATTERN" >&2; exit 2; }
PATTERN=$1
. Benchmarks/scripts/profiled-binary.sh
case ${WORKLOAD:-pinches} in
    pinches) EVENTS=12400; ARGS=(W1 --warm --events 12400) ;;
    drags) EVENTS=6200; ARGS=(W1 --warm --from 248000 --events 6200) ;;
    W2) EVENTS=4000; ARGS=(W2 --warm --events 4000) ;;
    *) echo "WORKLOAD is pinches, drags or W2" >&2; exit 2 ;;
esac
read -r ADDRESS SYMBOL < <(nm "$BIN" | awk '$3 != "" {print $1, $3}' | grep -E "$PATTERN" | head -1) || true
[ -n "${SYMBOL:-}" ] || { echo "no symbol matches $PATTERN" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$WORK/out" "--toggle-collect=$LOOP" \
    "$BIN" bench "${ARGS[@]}" >"$WORK/log" 2>&1
objdump -d --no-show-raw-insn --start-address="0x$ADDRESS" --stop-address="$(printf '0x%x' $((0x$ADDRESS + 16384)))" "$BIN" \
    | swift demangle --simplified >"$WORK/asm"
PYTHONPATH="$PWD/Benchmarks/scripts" python3 - "$WORK/out" "$SYMBOL" "$WORK/asm" "$EVENTS" "${MIN:-0.5}" <<'PY'
import re, sys
from callgrind_lines import cost_lines
out, symbol, asm, events, least = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5])
cost = {}
for line in cost_lines(out):
    # The function's own instructions (a call's line carries the callee's cost).
    if line.function == symbol and line.callee is None:
        cost[line.address] = cost.get(line.address, 0) + line.cost
total, started = 0.0, False
for line in open(asm):
    line = line.rstrip()
    if re.match(r'^[0-9a-f]+ <', line):
        if started: break   # the next function
        started = True
        print(line)
        continue
    m = re.match(r'^\s*([0-9a-f]+):', line)
    if not m or not started: continue
    runs = cost.get(int(m.group(1), 16), 0) / events
    total += runs
    if runs >= least: print(f'{runs:7.2f}  {line.strip()}')
print(f'its own instructions per event: {total:.1f}')
PY
