#!/usr/bin/env bash
# Builds and runs small packages that depend on this one *by version*, as a user's packages
# would, in one package built once: one executable uses GestureKit alone; one is a SwiftUI app
# (`import SwiftUI`, `@main struct MyApp: App`) on the GestureLabUI product, run headless for a
# moment to show its window. The working tree as it is (tracked and untracked files git does not
# ignore) is copied into a fresh clone in a temporary folder, committed and tagged 1.0.0 there,
# and named with `.package(url:from:)`. SwiftPM refuses unsafe build flags in such a dependency, so this fails
# if one comes back. Writes only inside its temporary folder (and SwiftPM's own caches).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

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

# One package with both executables, built once: `consumer` uses GestureKit alone; `MyApp` is a
# SwiftUI app of the user's own, where `import SwiftUI` is GestureLabUI through the compiler's
# module alias, a flag of the app's own (root) package, which SwiftPM allows there.
mkdir -p "$work/consumer/Sources/consumer" "$work/consumer/Sources/MyApp"
cat >"$work/consumer/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(url: "file://$work/gesture-lab", from: "1.0.0")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "GestureKit", package: "gesture-lab")]),
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "GestureLabUI", package: "gesture-lab"),
        ], swiftSettings: [.unsafeFlags(["-module-alias", "SwiftUI=GestureLabUI"])]),
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
cat >"$work/consumer/Sources/MyApp/MyApp.swift" <<'EOF'
import SwiftUI

struct ContentView: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Circle().fill(.blue).frame(width: 100, height: 100).onTapGesture { taps += 1 }
        }
    }
}

@main
struct MyApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
EOF

cd "$work/consumer"
if ! swift build --scratch-path "$work/consumer/.build" >"$work/build.log" 2>&1; then
    cat "$work/build.log" >&2
    echo "consumer package: FAILED to build against GestureKit and GestureLabUI 1.0.0" >&2
    exit 1
fi
output=$("$work/consumer/.build/debug/consumer")
if [ "$output" != "double tap" ]; then
    echo "consumer package: expected 'double tap', got '$output'" >&2
    exit 1
fi
echo "consumer package: built against GestureKit 1.0.0 by version and recognised a double tap"

# The window opens (SDL's dummy video driver: no display needed), draws, and closes on SIGTERM
# with the session's log written.
SDL_VIDEODRIVER=dummy "$work/consumer/.build/debug/MyApp" --log "$work/app.log" &
app=$!
sleep 2
kill -TERM "$app"
wait "$app" || true
if ! grep -q '"type": "final", "state": {"taps": "0"}' "$work/app.log"; then
    echo "consumer app: the app's window did not run (log: $(cat "$work/app.log" 2>/dev/null))" >&2
    exit 1
fi
echo "consumer app: a SwiftUI App built against GestureLabUI 1.0.0 by version, with import SwiftUI, ran in the lab window"
