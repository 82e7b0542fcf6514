#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/: scene file, event file, replay, rendering, the worker's
# messages) with
# AddressSanitizer and coverage instrumentation, and runs each for SECONDS (default 60) on a
# corpus seeded from Assets. A crash, a failed check or a hang stops with the input that caused
# it, kept in the temporary folder and named on the terminal (which is removed when all pass).
#
#   scripts/fuzz.sh [SECONDS] [TARGET…]      targets: SceneFile EventFile Replay Render WorkerMessages
#
# FUZZ_CONFIG=debug builds without optimisation: about half the build time, for the brief runs
# of CI (long runs want the release build's speed).
#
# Writes only .build-fuzz (its build folder) and a temporary folder, whose path it prints.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(SceneFile EventFile Replay Render WorkerMessages)
runtime=$(dirname "$(swift -print-target-info 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')")
fuzzer=$(find "$runtime" /opt/swift/usr/lib/clang -name 'libclang_rt.fuzzer_no_main-x86_64.a' 2>/dev/null | head -1)
[ -n "$fuzzer" ] || { echo "fuzz: libFuzzer's runtime (libclang_rt.fuzzer_no_main) is not in this Swift toolchain" >&2; exit 1; }
# SwiftPM gives every executable a main of its own, so the targets link libFuzzer without its
# main and call its driver; -sanitize=fuzzer would bring a second main.
config=${FUZZ_CONFIG:-release}
flags=(-c "$config" -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
       -Xswiftc -parse-as-library -Xlinker "$fuzzer" -Xlinker -lstdc++)
work=$(mktemp -d)
echo "fuzz: corpora and any crashing inputs in $work"
export SDL_VIDEODRIVER=dummy
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
total=0
for target in "${targets[@]}"; do
    GESTURE_LAB_FUZZ=1 swift build --scratch-path .build-fuzz "${flags[@]}" --product "Fuzz$target" 2>&1 | grep -E "error:|Compiling|Build" | tail -1
    corpus="$work/$target"
    mkdir -p "$corpus"
    case $target in
        SceneFile|Render) cp Assets/scenes/*.json "$corpus/" ;;
        EventFile) cp Assets/scenes/*.events.jsonl "$corpus/" ;;
        # A frame, a load and a line, as the lab and its worker write them.
        WorkerMessages) printf '\001\006\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > "$corpus/frame"
                        printf '\001\002\005\000\000\000\000\000\000\000hello' > "$corpus/line"
                        printf '\000\002\000\000\000\000\000\000\000\000' > "$corpus/run" ;;
        Replay) i=0; for f in Assets/scenes/*.events.jsonl; do printf "\\$(printf '%03o' $i)" | cat - "$f" > "$corpus/$i"; i=$((i + 1)); done ;;
    esac
    log="$work/$target.log"
    if ! (cd "$work" && "$OLDPWD/.build-fuzz/$config/Fuzz$target" "$corpus" -max_total_time="$seconds" -timeout=20 \
            -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 >"$log" 2>&1); then
        tail -30 "$log" >&2
        echo "fuzz: Fuzz$target FAILED (input kept in $work)" >&2
        exit 1
    fi
    runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}')
    echo "fuzz: Fuzz$target ran $runs inputs in $seconds s with no crash"
    total=$((total + runs))
done
echo "fuzz: $total inputs in all, no crash"
rm -rf "$work"   # kept only when something failed
