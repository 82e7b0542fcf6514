#!/usr/bin/env bash
# Installs what is missing, then runs every test: the end-to-end window test under Xvfb, a
# package that depends on GestureKit by version, GestureKit's documentation (no DocC warning),
# the whole suite under AddressSanitizer, 6 s of each fuzz target (built without optimisation), then the unit, scenario,
# property and headless render tests (SDL's dummy video driver).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's time on standard error, to see where CI's minutes go.
step() {
    local start=$SECONDS
    "$@"
    echo "test.sh: '$*' took $((SECONDS - start)) s" >&2
}
step scripts/deps.sh
step swift build --build-tests
step scripts/e2e.sh
step scripts/consumer-test.sh
step scripts/docs.sh
step scripts/sanitize.sh address
FUZZ_CONFIG=debug step scripts/fuzz.sh 6
SDL_VIDEODRIVER=dummy step swift test --skip-build
echo "test.sh: everything passed in $SECONDS s" >&2
