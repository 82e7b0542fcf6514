#!/usr/bin/env bash
# Installs what is missing, then runs every test: the end-to-end window test under Xvfb, a
# package that depends on GestureKit by version, GestureKit's documentation (no DocC warning),
# the whole suite under AddressSanitizer, 6 s of each fuzz target (built without optimisation), then the unit, scenario,
# property and headless render tests (SDL's dummy video driver).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build --build-tests
scripts/e2e.sh
scripts/consumer-test.sh
scripts/docs.sh
scripts/sanitize.sh address
FUZZ_CONFIG=debug scripts/fuzz.sh 6
SDL_VIDEODRIVER=dummy swift test --skip-build
