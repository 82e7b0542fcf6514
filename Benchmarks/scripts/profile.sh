#!/usr/bin/env bash
# Instruction-level profile of the engine's delivery loop with valgrind's callgrind (counts
# instructions, so the figures repeat whatever else the machine does). Only the timed loop is
# collected (--toggle-collect on BenchRunner.deliver specialised for EngineBench), in the steady
# state (--warm: the same events were delivered once before, untimed and uncollected).
#
#   Benchmarks/scripts/profile.sh                 # W1 pinches, W1 drags, W2
#   PROFILE_DIR=/tmp/prof Benchmarks/scripts/profile.sh
#
# For each stream piece: instructions per event, the top functions by own cost, the top
# GestureKit functions by inclusive cost, and every allocation site (callers of swift_allocObject,
# swift_slowAlloc and malloc, with call counts). Needs valgrind, python3 and a release build in
# .build-bench-release (Benchmarks/scripts/run-all.sh makes one).
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${PROFILE_DIR:-/tmp/gesture-lab-profile}
mkdir -p "$OUT"
. Benchmarks/scripts/profiled-binary.sh

profile() {  # name, events, bench arguments...
    local name=$1 events=$2; shift 2
    valgrind --tool=callgrind --callgrind-out-file="$OUT/$name.out" "--toggle-collect=$LOOP" "$BIN" bench "$@" >"$OUT/$name.log" 2>&1
    python3 - "$OUT/$name.out" "$name" "$events" <<'PY'
import re, subprocess, sys
path, name, events = sys.argv[1], sys.argv[2], int(sys.argv[3])
def annotate(*flags):
    text = subprocess.run(['callgrind_annotate', '--threshold=100', *flags, path], capture_output=True, text=True).stdout
    return subprocess.run(['swift', 'demangle', '--simplified'], input=text, capture_output=True, text=True).stdout
def clean(s):
    s = re.sub(r' \[/[^]]*\]', '', s).replace('???:', '')
    s = re.sub(r'^\S*/(Sources/\w+/)', r'\1', s)
    return s.strip()[:150]
rows = []
for line in annotate('--inclusive=no').splitlines():
    m = re.match(r'^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$', line)
    if m: rows.append((int(m.group(1).replace(',', '')), m.group(2)))
total = next(v for v, f in rows if 'PROGRAM TOTALS' in f)
funcs = [(v, f) for v, f in rows if 'PROGRAM TOTALS' not in f]
print(f'## {name}: {total:,} instructions, {events:,} events, {total / events:,.0f} instructions per event')
print('\nTop functions by own cost:')
for v, f in funcs[:15]:
    print(f'  {100 * v / total:5.1f}%  {clean(f)}')
inc = []
for line in annotate('--inclusive=yes').splitlines():
    m = re.match(r'^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$', line)
    # The project's functions (by file with debug information; without, by the executable).
    function = m.group(2).split(' [')[0] if m else ''
    if m and ('Sources/' in m.group(2) or '/gesture-lab' in m.group(2)) and not re.search(r'main|Bench|below', function):
        inc.append((int(m.group(1).replace(',', '')), m.group(2)))
print('\nThe project\'s functions by inclusive cost:')
seen = set()
for v, f in inc:
    c = clean(f)
    if c in seen or v > total: continue
    seen.add(c)
    print(f'  {100 * v / total:5.1f}%  {c}')
    if len(seen) >= 15: break
tree = annotate('--tree=caller', '--inclusive=yes')
# callee -> [(caller, calls)]
graph = {}
for block in tree.split('\n\n'):
    lines = block.strip('\n').splitlines()
    star = [l for l in lines if re.match(r'^\s*[\d,]+ \([^)]*\)\s+\*', l)]
    if not star: continue
    callee = clean(star[0].split('*', 1)[1])
    edges = graph.setdefault(callee, [])
    for l in lines:
        m = re.search(r'<\s+(.*?)\s+\(([\d,]+)x\)', l)
        if m: edges.append((clean(m.group(1)), int(m.group(2).replace(',', ''))))
# Allocation helpers of the runtime and the standard library are charged to their callers, in
# proportion to their calls, until a function of the project (or of Foundation) is reached.
helper = re.compile(r'_consumeAndCreateNew|_createNewBuffer|_makeUniqueAndReserveCapacityIfNotUnique|_SetStorage|'
                    r'_DictionaryStorage|_NativeSet|_NativeDictionary|Dictionary\.|Dictionary\._Variant|Set\.init|'
                    r'Array\.append|reserveCapacity|ContiguousArray|_ContiguousArrayBuffer|swift_allocBox|allocateBoxForExistential|'
                    r'swift_allocObject|swift_slowAlloc|malloc\.c|operator new|replaceSubrange|Array\.init|_copyOrMoveAndResize|'
                    r'tryCast|swift_dynamicCast|_allocateUninitialized|_ArrayBuffer|Set\.insert|_NativeSet|Hasher|'
                    r'__allocating_init|RangeReplaceableCollection')
charged = {}
def charge(node, count, depth, path):
    edges = graph.get(node)
    if depth < 14 and edges and helper.search(node) and node not in path:
        total = sum(c for _, c in edges)
        for caller, c in edges:
            charge(caller, count * c / total, depth + 1, path | {node})
    else:
        charged[node] = charged.get(node, 0) + count
mallocs = [k for k in graph if re.search(r'malloc\.c:(malloc|calloc|realloc)$', k)]
n = 0
for k in mallocs:
    direct = [(caller, c) for caller, c in graph[k] if not re.search(r'malloc\.c:', caller)]
    # A tail call (jmp) makes callgrind list the outer frames of one call chain as callers too,
    # with the same count: keep the innermost only.
    outer = {b for a, ca in direct for b, cb in direct
             if a != b and ca == cb and any(x == b for x, _ in graph.get(a, []))}
    for caller, c in direct:
        if caller in outer: continue
        n += c
        charge(caller, c, 0, {k})
# One line per function: merge the '<compiler-generated>' and source-file aliases of a symbol.
merged, where = {}, {}
for caller, count in charged.items():
    fn = re.sub(r"^(//<compiler-generated>|[^ :]*\.(swift|h|c)):", '', caller)
    fn = re.sub(r"'\d+$", '', fn)
    merged[fn] = merged.get(fn, 0) + count
    if caller != fn and '.swift:' in caller: where[fn] = caller.split(':', 1)[0]
print(f'\nAllocation sites (calls into malloc/calloc/realloc in callgrind\'s call graph, charged through the'
      f' runtime\'s helpers to the first project function). callgrind\'s call counts are not confined exactly'
      f' to the collected region, so read the shares; exact totals come from the malloc interposer'
      f' (LD_PRELOAD, see BENCHMARKS.md). {n:,} calls:')
for fn, count in sorted(merged.items(), key=lambda kv: -kv[1])[:20]:
    print(f'  {100 * count / max(n, 1):5.1f}%  {count:9,.0f}  {fn}' + (f'  ({where[fn]})' if fn in where else ''))
print()
PY
}

profile W1-pinches 12400 W1 --warm --events 12400            # 100 two-finger sequences
profile W1-drags 6200 W1 --warm --from 248000 --events 6200  # 100 one-finger sequences
profile W2 4000 W2 --warm --events 4000                      # 2,000 taps
echo "callgrind files: $OUT (open with callgrind_annotate or kcachegrind)"
