#!/usr/bin/env bash
# CPU use of the live lab window under Xvfb: idle for 5 s, then while xdotool drags the mouse
# (a move every 5 ms) for about 3 s, and the frames drawn in each stretch (from the recording's
# clock: the lab draws at the display's refresh rate while something moves, 4 frames a second
# when idle). Prints `live idle_cpu=…% dragging_cpu=…%`. Writes only in a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/gesture-lab}
out=$(mktemp -d)
display=:$((80 + RANDOM % 9))
Xvfb "$display" -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; [ -n "${app:-}" ] && kill $app 2>/dev/null || true; rm -rf "$out"' EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
SDL_VIDEODRIVER=x11 "$bin" run long-press-drag >/dev/null 2>&1 &
app=$!
for _ in $(seq 100); do xdotool search --name gesture-lab >/dev/null 2>&1 && break; sleep 0.1; done
sleep 2
ticks() { awk '{print $14 + $15}' "/proc/$app/stat"; }
hz=$(getconf CLK_TCK)
t0=$(ticks); s0=$(date +%s.%N)
sleep 5
t1=$(ticks); s1=$(date +%s.%N)
window=$(xdotool search --name gesture-lab | head -1)
eval "$(xdotool getwindowgeometry --shell "$window")"
moves=""
for i in $(seq 1 500); do moves="$moves mousemove $((X + 300 + (i % 200))) $((Y + 200)) sleep 0.005"; done
# shellcheck disable=SC2086
xdotool mousemove $((X + 300)) $((Y + 200)) mousedown 1 $moves mouseup 1
t2=$(ticks); s2=$(date +%s.%N)
kill -TERM "$app"; wait "$app" || true; app=""
python3 -c "
idle = ($t1 - $t0) / $hz / ($s1 - $s0) * 100
drag = ($t2 - $t1) / $hz / ($s2 - $s1) * 100
print(f'live idle_cpu={idle:.1f}% dragging_cpu={drag:.1f}%')"
