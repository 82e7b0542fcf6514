#!/usr/bin/env bash
# End-to-end: the real lab window under Xvfb, driven by xdotool. Records a long press and a
# drag on the long-press-drag scene, then checks that the shape moved, that the recording
# replays to the very same log as the live session, and that a screenshot of the window shows it.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug/gesture-lab
[ -x "$bin" ] || swift build --product gesture-lab
out=$(mktemp -d)
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; [ -n "${app:-}" ] && kill $app 2>/dev/null || true' EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

SDL_VIDEODRIVER=x11 "$bin" record long-press-drag --output "$out/input.jsonl" --log "$out/live.log" &
app=$!
window=""
for _ in $(seq 100); do
    window=$(xdotool search --name "gesture-lab" 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    sleep 0.1
done
[ -n "$window" ] || { echo "e2e: the window did not open" >&2; exit 1; }
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$window")"   # X, Y: the window's top-left
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
