#!/usr/bin/env bash
# Installs what is missing, then runs every test: the end-to-end window test under Xvfb, a
# package that depends on GestureKit by version, GestureKit's documentation (no DocC warning),
# then the unit, scenario, property and headless render tests (SDL's dummy video driver).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build --build-tests
scripts/e2e.sh
scripts/consumer-test.sh
scripts/docs.sh
SDL_VIDEODRIVER=dummy swift test --skip-build
