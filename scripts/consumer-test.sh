#!/usr/bin/env bash
# Builds and runs a small package that depends on GestureKit *by version*, as a user's package
# would: the working tree as it is (tracked and untracked files git does not ignore) is copied
# into a fresh clone in a temporary folder, committed and tagged 1.0.0 there, and named with
# `.package(url:from:)`. SwiftPM refuses unsafe build flags in such a dependency, so this fails
# if one comes back. Writes only inside its temporary folder (and SwiftPM's own caches).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

clone="$work/gesture-lab"
git clone --quiet . "$clone"
git -C "$clone" rm -r --quiet --cached .
find "$clone" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] || continue   # deleted in the working tree
    mkdir -p "$clone/$(dirname "$file")"
    cp -p "$file" "$clone/$file"
done
git -C "$clone" add -A
git -C "$clone" -c user.name=consumer-test -c user.email=consumer-test@localhost \
    commit --quiet --allow-empty -m "the working tree under test"
git -C "$clone" tag 1.0.0

mkdir -p "$work/consumer/Sources/consumer"
cat >"$work/consumer/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(url: "file://$work/gesture-lab", from: "1.0.0")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "GestureKit", package: "gesture-lab")]),
    ]
)
EOF
cat >"$work/consumer/Sources/consumer/main.swift" <<'EOF'
import GestureKit

// A double tap on a card, recognised from timestamped touches with no window.
let scene = GestureScene(size: CGSize(width: 800, height: 600))
let card = scene.add(ShapeNode(id: "card", kind: .roundedRectangle(cornerRadius: 16),
                               center: CGPoint(x: 400, y: 300), size: CGSize(width: 300, height: 200)))
card.onTapGesture(count: 2) { print("double tap") }
let engine = GestureEngine(scene: scene)
for (time, phase) in [(0.0, TouchEvent.Phase.began), (0.05, .ended), (0.2, .began), (0.25, .ended)] {
    engine.send(TouchEvent(time: time, phase: phase, id: 1, location: CGPoint(x: 400, y: 300)))
}
engine.advance(to: GestureTime(seconds: 1)!)
EOF

cd "$work/consumer"
if ! swift build --scratch-path "$work/consumer/.build" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "consumer package: FAILED to build against GestureKit 1.0.0" >&2
    exit 1
fi
output=$("$work/consumer/.build/debug/consumer")
if [ "$output" != "double tap" ]; then
    echo "consumer package: expected 'double tap', got '$output'" >&2
    exit 1
fi
echo "consumer package: built against GestureKit 1.0.0 by version and recognised a double tap"
