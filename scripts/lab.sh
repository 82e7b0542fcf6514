#!/usr/bin/env bash
# Installs what is missing, builds gesture-lab and opens it (arguments are passed on,
# e.g. scripts/lab.sh run long-press-drag).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
swift build -c release --product gesture-lab
exec .build/release/gesture-lab "$@"
