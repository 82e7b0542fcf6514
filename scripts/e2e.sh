#!/usr/bin/env bash
# End-to-end: the real lab window under Xvfb, driven by xdotool. Records a long press and a
# drag on the long-press-drag scene, then checks that the shape moved, that the recording
# replays to the very same log as the live session, and that a screenshot of the window shows it.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/gesture-lab
[ -x "$bin" ] || swift build --product gesture-lab
out=$(mktemp -d)
. scripts/xvfb.sh
start_xvfb e2e

# Waits for the window of the lab started last ($app; up to 10 s) and for it to settle; sets
# $window and the window's top-left X, Y. The search is by process, and a window counts once the
# same one is found twice, a quarter of a second apart, with its geometry readable: SDL replaces
# the window it first creates when it sets up an OpenGL renderer, and a window of a lab stopped
# just before can outlive its process for a moment. On failure: says what did not open, runs $2
# (to show a log), exits.
wait_for_window() {
    window=""
    local seen="" geometry=""
    for _ in $(seq 40); do
        window=$(xdotool search --onlyvisible --pid "$app" --name "gesture-lab" 2>/dev/null | head -1 || true)
        if [ -n "$window" ] && [ "$window" = "$seen" ]; then
            geometry=$(xdotool getwindowgeometry --shell "$window" 2>/dev/null || true)
            [ -n "$geometry" ] && break
        fi
        seen=$window
        sleep 0.25
    done
    [ -n "$geometry" ] || { echo "e2e: $1" >&2; [ -n "${2:-}" ] && eval "$2"; exit 1; }
    sleep 0.25
    eval "$geometry"
}

SDL_VIDEODRIVER=x11 "$bin" record long-press-drag --output "$out/input.jsonl" --log "$out/live.log" >"$out/stdout" &
app=$!
wait_for_window "the window did not open"
cx=$((X + 500)); cy=$((Y + 320))                          # the circle's centre (scene point 500, 320)
xdotool mousemove "$cx" "$cy"
sleep 0.2
xdotool mousedown 1
sleep 0.8                                                 # hold past the 0.5 s long press
for i in $(seq 1 12); do xdotool mousemove $((cx + 5 * i)) "$cy"; sleep 0.03; done
sleep 0.1
xdotool mouseup 1
sleep 0.4
import -window root "$out/window.png" 2>/dev/null || true
kill -TERM "$app"
wait "$app"
app=""

grep -q '"type": "print", "shape": "circle", "text": "dropped"' "$out/live.log" \
    || { echo "e2e: the live log has no drop:" >&2; cat "$out/live.log" >&2; exit 1; }
grep -q '"circle": {"center": \[560, 320\]' "$out/live.log" \
    || { echo "e2e: the circle did not move 60 points right:" >&2; tail -1 "$out/live.log" >&2; exit 1; }
"$bin" replay long-press-drag --input "$out/input.jsonl" --log "$out/replayed.log"
cmp "$out/live.log" "$out/replayed.log" \
    || { echo "e2e: the replay of the recording differs from the live log" >&2; diff "$out/live.log" "$out/replayed.log" >&2; exit 1; }
echo "e2e: window drag recorded and replayed identically ($(wc -l < "$out/live.log") log lines)"
grep -qx 'dropped' "$out/stdout" \
    || { echo "e2e: the scene's print did not reach the terminal" >&2; cat "$out/stdout" >&2; exit 1; }

# Live input keeps its timing: one xdotool process moves the mouse every 5 ms during a drag; the
# recording must show that spacing (stamped as the events arrive, not when a frame polls).
SDL_VIDEODRIVER=x11 "$bin" record long-press-drag --output "$out/spacing.jsonl" &
app=$!
wait_for_window "the window did not open (spacing)"
moves=""
for i in $(seq 1 80); do moves="$moves mousemove $((X + 300 + 2 * i)) $((Y + 200)) sleep 0.005"; done
# shellcheck disable=SC2086
xdotool mousemove $((X + 300)) $((Y + 200)) mousedown 1 $moves mouseup 1
sleep 0.3
kill -TERM "$app"
wait "$app"
app=""
python3 - "$out/spacing.jsonl" <<'PY'
import json, sys
times = [json.loads(l)["t"] for l in open(sys.argv[1]) if l.startswith("{") and "Move" in l]
gaps = sorted((b - a) * 1000 for a, b in zip(times, times[1:]))
if len(gaps) < 60:
    sys.exit(f"e2e: only {len(gaps) + 1} moves were recorded")
median = gaps[len(gaps) // 2]
under_one = sum(g < 1 for g in gaps) / len(gaps)
# xdotool sleeps 5 ms between moves and takes a little time for each; the spacing must survive.
# Moves stamped when a frame polls would come in bursts a frame apart: a median gap of 0 and
# two in three gaps under 1 ms. A machine that is busy for a moment (the first window after a
# build) delays some moves and lets them arrive together: up to a third of the gaps, seen once.
if not (4.5 <= median <= 8) or under_one > 0.45:
    sys.exit(f"e2e: recorded move spacing is off: median {median:.2f} ms, {under_one:.0%} under 1 ms")
print(f"e2e: {len(gaps) + 1} moves 5 ms apart recorded with a median gap of {median:.2f} ms ({under_one:.0%} under 1 ms)")
PY

# A take, from the window to a video: O starts and stops it around a long press and drag on
# seed 000's circle; the take is trimmed to the action and rendered to a GIF and an MP4.
abs_bin="$(pwd)/$bin"
(cd "$out" && SDL_VIDEODRIVER=x11 exec "$abs_bin" run seed000-draggable-circle 2>"$out/take-stderr") &
app=$!
wait_for_window "the take window did not open" 'cat "$out/take-stderr" >&2'
xdotool mousemove $((X + 195)) $((Y + 422))
xdotool key --window "$window" o
sleep 1.0                                                 # idle at the start of the take
xdotool mousedown 1
sleep 0.8
for i in $(seq 1 15); do xdotool mousemove $((X + 195 + 4 * i)) $((Y + 422 + 3 * i)); sleep 0.02; done
xdotool mouseup 1
sleep 0.3
xdotool key --window "$window" o
sleep 0.3
kill -TERM "$app"; wait "$app" || true; app=""
[ -f "$out/take-001.jsonl" ] || { echo "e2e: O did not record a take:" >&2; cat "$out/take-stderr" >&2; exit 1; }
"$bin" replay seed000-draggable-circle --input "$out/take-001.jsonl" --trim --no-help-hint --video "$out/take.gif" >/dev/null 2>&1
"$bin" replay seed000-draggable-circle --input "$out/take-001.jsonl" --trim --video "$out/take.mp4" >/dev/null 2>&1
python3 - "$out" <<'PY'
import json, math, subprocess, sys
out = sys.argv[1]
items = [json.loads(l) for l in open(f"{out}/take-001.jsonl") if l.startswith("{")]
marks = [i["t"] for i in items if i["type"] == "mark"]
mark = marks[0] if marks else 0
touches = [i["t"] for i in items if i["type"] not in ("idle", "mark") and i["t"] >= mark]
start, end = max(mark, touches[0] - 0.5), touches[-1] + 1
for name, fps in [("take.gif", 15), ("take.mp4", 30)]:
    probe = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                            "stream=nb_read_frames,width,height", "-of", "csv=p=0", f"{out}/{name}"],
                           capture_output=True, text=True).stdout.strip().split(",")
    width, height, frames = map(int, probe)
    expected = math.floor((end - start) * fps + 1e-6) + 1
    if abs(frames - expected) > 1 or (width, height) != (850, 844):
        sys.exit(f"e2e: {name} has {frames} frames of {width}x{height}; expected about {expected} of 850x844")
    print(f"e2e: the take became {name}: {frames} frames of {width}x{height}, trimmed to {end - start:.2f} s from {touches[-1]:.2f} s of take")
PY

# A Swift file of views in the real window: drag the seed's circle after a long press, check the
# live log, replay the recording to the same log; then save a compile error (the window stays,
# the compiler's error goes to standard error) and a fixed version (reloaded in place).
swift_scene="$out/Circle.swift"
cp Assets/scenes/seed000-draggable-circle.swift "$swift_scene"
SDL_VIDEODRIVER=x11 "$bin" record "$swift_scene" --output "$out/swift-input.jsonl" --log "$out/swift-live.log" 2>"$out/swift-stderr" &
app=$!
wait_for_window "the Swift scene's window did not open" 'cat "$out/swift-stderr" >&2'
cx=$((X + 195)); cy=$((Y + 422))                          # the circle: centred in the 390 x 844 canvas
xdotool mousemove "$cx" "$cy"
sleep 0.2
xdotool mousedown 1
sleep 0.8
for i in $(seq 1 12); do xdotool mousemove $((cx + 5 * i)) $((cy + 5 * i)); sleep 0.03; done
sleep 0.1
xdotool mouseup 1
sleep 0.4
import -window root "$out/swift-window.png" 2>/dev/null || true
kill -TERM "$app"
wait "$app"
app=""
grep -q '"viewState": "CGSize(width: 60.0, height: 60.0)"' "$out/swift-live.log" \
    || { echo "e2e: the Swift circle did not move 60 points right and down:" >&2; tail -1 "$out/swift-live.log" >&2; head -5 "$out/swift-input.jsonl" >&2; cat "$out/swift-stderr" >&2; exit 1; }
"$bin" replay "$swift_scene" --input "$out/swift-input.jsonl" --log "$out/swift-replayed.log"
cmp "$out/swift-live.log" "$out/swift-replayed.log" \
    || { echo "e2e: the replay of the Swift recording differs from the live log" >&2; diff "$out/swift-live.log" "$out/swift-replayed.log" >&2; exit 1; }

# Reloading: a bad save keeps the window and the last good version; a good one replaces it.
cat > "$out/Tap.swift" <<'SWIFT'
import SwiftUI
struct ContentView: View {
    var body: some View { Rectangle().fill(.blue).onTapGesture { print("first version") } }
}
SWIFT
SDL_VIDEODRIVER=x11 "$bin" run "$out/Tap.swift" --log "$out/reload.log" 2>"$out/reload-stderr" &
app=$!
wait_for_window "the reload window did not open" 'cat "$out/reload-stderr" >&2'
tap() { xdotool mousemove $((X + 195)) $((Y + 422)); sleep 0.1; xdotool click 1; sleep 0.3; }
tap
printf 'import SwiftUI\nstruct ContentView: View {\n    var body: some View { Rectangle().fill(.bleu) }\n}\n' > "$out/Tap.swift"
for _ in $(seq 60); do grep -q "error:" "$out/reload-stderr" && break; sleep 0.1; done
grep -q "Tap.swift:3:.*error:" "$out/reload-stderr" \
    || { echo "e2e: a bad save did not report the compiler's error:" >&2; cat "$out/reload-stderr" >&2; exit 1; }
tap                                                       # the first version still runs
sed -e 's/Rectangle().fill(.bleu)/Rectangle().fill(.green).onTapGesture { print("second version") }/' "$out/Tap.swift" > "$out/Tap.tmp"
cat "$out/Tap.tmp" > "$out/Tap.swift"
sleep 2.5
tap
[ "$(xdotool search --pid "$app" --name "gesture-lab" 2>/dev/null | head -1)" = "$window" ] \
    || { echo "e2e: the window did not survive the reloads" >&2; exit 1; }
kill -TERM "$app"
wait "$app"
app=""
[ "$(grep -c '"text": "first version"' "$out/reload.log")" = 2 ] \
    || { echo "e2e: the first version did not keep running after the bad save:" >&2; cat "$out/reload.log" >&2; exit 1; }
grep -q '"text": "second version"' "$out/reload.log" \
    || { echo "e2e: the fixed file was not reloaded:" >&2; cat "$out/reload.log" >&2; exit 1; }
echo "e2e: a Swift scene dragged, recorded and replayed identically; a bad save kept the window, a good one reloaded"

# Seed 003's platform gestures in the real window: holding Alt with the pointer still rests a
# finger (a long touch, tvOS's remote), and a mouse drag up from the bottom edge is the phone's
# home swipe, which takes the app's touch; the recording replays to the same log.
cat > "$out/Poster.swift" <<'SWIFT'
import SwiftUI
struct ContentView: View {
    @State private var touching = false
    @State private var strokes = 0
    var body: some View {
        ZStack {
            Color.white.gesture(DragGesture(minimumDistance: 0).onEnded { _ in strokes += 1; print("stroke") })
            RoundedRectangle(cornerRadius: 20).fill(touching ? Color.orange : Color.blue)
                .frame(width: 220, height: 300)
                .onLongTouchGesture(minimumDuration: 0.6) { print("long touch") } onTouchingChanged: { touching = $0 }
        }
    }
}
SWIFT
SDL_VIDEODRIVER=x11 "$bin" record "$out/Poster.swift" --output "$out/poster-input.jsonl" --log "$out/poster-live.log" 2>"$out/poster-stderr" &
app=$!
wait_for_window "the platform gestures' window did not open" 'cat "$out/poster-stderr" >&2'
xdotool mousemove $((X + 195)) $((Y + 422))
sleep 0.2
xdotool keydown --window "$window" alt
sleep 1.0                                                 # resting past the 0.6 s long touch
xdotool keyup --window "$window" alt
sleep 0.2
xdotool mousemove $((X + 195)) $((Y + 838))
sleep 0.1
xdotool mousedown 1
for i in $(seq 1 12); do xdotool mousemove $((X + 195)) $((Y + 838 - 10 * i)); sleep 0.03; done
xdotool mouseup 1
sleep 0.4
kill -TERM "$app"
wait "$app"
app=""
grep -q '"text": "long touch"' "$out/poster-live.log" \
    || { echo "e2e: holding Alt over the view made no long touch:" >&2; cat "$out/poster-live.log" "$out/poster-input.jsonl" >&2; exit 1; }
grep -q '"type": "system", "gesture": "home", "edge": "bottom", "touch": -1, "to": "system"' "$out/poster-live.log" \
    || { echo "e2e: the drag up from the bottom edge was not the system's home swipe:" >&2; cat "$out/poster-live.log" >&2; exit 1; }
if grep -q '"text": "stroke"' "$out/poster-live.log"; then
    echo "e2e: the app still got the stroke the system took" >&2; exit 1
fi
"$bin" replay "$out/Poster.swift" --input "$out/poster-input.jsonl" --log "$out/poster-replayed.log"
cmp "$out/poster-live.log" "$out/poster-replayed.log" \
    || { echo "e2e: the replay of the platform gestures differs from the live log" >&2; diff "$out/poster-live.log" "$out/poster-replayed.log" >&2; exit 1; }
echo "e2e: Alt rested a finger for a long touch; a drag up from the bottom edge went home; replayed identically"

# Code that traps or hangs never takes the window down: a tap that reads past an array's end
# shows a banner naming the line and says it on standard error, the window stays; a save that
# hangs instead is cut after --callback-timeout; a fixed save runs. `record` of the trap ends with
# status 1, one `runtime error` line, and a recording that replays to the same trap.
cat > "$out/Trap.swift" <<'SWIFT'
import SwiftUI

struct ContentView: View {
    @State private var items: [Int] = []
    var body: some View {
        Rectangle().fill(.orange)
            .onTapGesture {
                print("tapped")
                print(items[3])
            }
    }
}
SWIFT
SDL_VIDEODRIVER=x11 "$bin" run "$out/Trap.swift" --log "$out/trap.log" --callback-timeout 0.5 2>"$out/trap-stderr" &
app=$!
wait_for_window "the trap window did not open" 'cat "$out/trap-stderr" >&2'
tap
for _ in $(seq 50); do grep -q "Fatal error" "$out/trap-stderr" && break; sleep 0.1; done
grep -qx "Trap.swift:9: Fatal error: Index out of range" "$out/trap-stderr" \
    || { echo "e2e: the trap was not reported at its line:" >&2; cat "$out/trap-stderr" >&2; exit 1; }
kill -0 "$app" || { echo "e2e: the trap took the window down" >&2; exit 1; }
sed -e 's/print(items\[3\])/while true { }/' "$out/Trap.swift" > "$out/Trap.tmp"; cat "$out/Trap.tmp" > "$out/Trap.swift"
sleep 2.5
tap
for _ in $(seq 80); do grep -q "did not return" "$out/trap-stderr" && break; sleep 0.1; done
grep -q "onTapGesture at Trap.swift:7 did not return within 0.5 s" "$out/trap-stderr" \
    || { echo "e2e: the hang was not cut and named:" >&2; cat "$out/trap-stderr" >&2; exit 1; }
sed -e 's/while true { }/print(items.count)/' "$out/Trap.swift" > "$out/Trap.tmp"; cat "$out/Trap.tmp" > "$out/Trap.swift"
sleep 2.5
tap
[ "$(xdotool search --pid "$app" --name "gesture-lab" 2>/dev/null | head -1)" = "$window" ] \
    || { echo "e2e: the window did not survive the trap and the hang" >&2; exit 1; }
kill -TERM "$app"
wait "$app"
app=""
grep -q '"type": "error", "text": "Fatal error: Index out of range", "at": "Trap.swift:9"' "$out/trap.log" \
    || { echo "e2e: the log has no error line for the trap:" >&2; cat "$out/trap.log" >&2; exit 1; }
grep -q '"type": "print", "text": "0"' "$out/trap.log" \
    || { echo "e2e: the fixed save did not run:" >&2; cat "$out/trap.log" >&2; exit 1; }
sed -e 's/print(items.count)/print(items[3])/' "$out/Trap.swift" > "$out/Trap.tmp"; cat "$out/Trap.tmp" > "$out/Trap.swift"
SDL_VIDEODRIVER=x11 "$bin" record "$out/Trap.swift" --output "$out/trap-input.jsonl" --log "$out/trap-record.log" 2>"$out/record-stderr" &
app=$!
wait_for_window "the record window did not open" 'cat "$out/record-stderr" >&2'
tap
status=0
wait "$app" || status=$?
app=""
[ "$status" = 1 ] || { echo "e2e: record of a trap ended with status $status, not 1" >&2; cat "$out/record-stderr" >&2; exit 1; }
[ "$(cat "$out/record-stderr")" = "$out/Trap.swift:9: runtime error: Fatal error: Index out of range" ] \
    || { echo "e2e: record did not end with one runtime error line:" >&2; cat "$out/record-stderr" >&2; exit 1; }
status=0
"$bin" replay "$out/Trap.swift" --input "$out/trap-input.jsonl" --log "$out/trap-replayed.log" 2>/dev/null || status=$?
[ "$status" = 1 ] && cmp "$out/trap-record.log" "$out/trap-replayed.log" \
    || { echo "e2e: the recording of the trap does not replay to the same log:" >&2; diff "$out/trap-record.log" "$out/trap-replayed.log" >&2; exit 1; }
echo "e2e: a trap and a hang were reported with their lines and the window lived on; record of a trap ended with status 1 and replays to the same error"
