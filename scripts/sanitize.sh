#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: address (AddressSanitizer with LeakSanitizer,
# the default) or thread (ThreadSanitizer). Known false positives are suppressed with the
# commented files in Fuzz/ (lsan.supp, tsan.supp); anything else fails the run.
#
#   scripts/sanitize.sh [address|thread]
#
# Builds in .build-asan or .build-tsan (and the `#Preview` macro's plugin in the regular .build);
# the tests write only in their temporary folders.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-address}
case $sanitizer in
    address) scratch=.build-asan ;;
    thread) scratch=.build-tsan ;;
    *) echo "sanitize: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
esac
# The `#Preview` macro's plugin is the compiler's tool, not the lab's code: the sanitized build
# leaves it and swift-syntax out (Package.swift), and its tests' scenes use the regular build's
# (brought up to date here, in the package as it is without the variables below).
plugin=$PWD/.build/debug/GestureUIMacros-tool
env -u GESTURE_LAB_SANITIZER -u GESTURE_LAB_FUZZ swift build --target GestureUIMacros 2>&1 | grep -E "error:|Build" | tail -1
export GESTURE_LAB_MACRO_PLUGIN=$plugin
export SDL_VIDEODRIVER=dummy
# Memory figures mean nothing under a sanitizer (AddressSanitizer keeps freed memory in
# quarantine): the tests that measure memory skip themselves.
export GESTURE_LAB_SANITIZER=$sanitizer
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0"
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="suppressions=$PWD/Fuzz/tsan.supp:halt_on_error=1"
swift build --build-tests --scratch-path "$scratch" -Xswiftc -sanitize="$sanitizer" 2>&1 | grep -E "error:|Build" | tail -1
# The command-line tests run the gesture-lab built beside the tests, sanitized too.
GESTURE_LAB_BINARY="$PWD/$scratch/debug/gesture-lab" swift test --skip-build --scratch-path "$scratch" 2>&1 | tee "$scratch/sanitize.log" | grep -E "Test run|✘|ERROR: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer" | head -40
if grep -qE "ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer" "$scratch/sanitize.log"; then
    echo "sanitize: $sanitizer sanitizer found problems (details in $scratch/sanitize.log)" >&2
    exit 1
fi
grep -qE "Test run with [0-9]+ tests.* passed" "$scratch/sanitize.log" || { echo "sanitize: tests failed" >&2; exit 1; }
echo "sanitize: the test suite passes under the $sanitizer sanitizer"
