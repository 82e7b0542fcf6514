#!/usr/bin/env bash
# Soak: drags on seed 000 in the real window under Xvfb for SOAK_SECONDS (default an hour), the
# resident memory of the lab and of its worker read every SOAK_EVERY seconds (default 60). It
# fails if, from the reading at SOAK_WARM seconds (default a third of the run: the window's caches
# of path sprites and text fill over its first few hundred gestures) to the last, the two
# together grew by more than SOAK_LIMIT_KB (default 1024). Writes nothing outside its own
# temporary folder. With GESTURE_LAB_MEMORY_STATS=SECONDS the lab writes its caches' sizes and
# malloc's totals that often, and each reading shows the latest of them.
#   scripts/soak.sh                 # an hour
#   SOAK_SECONDS=180 scripts/soak.sh
#   GESTURE_LAB_MEMORY_STATS=30 SOAK_SECONDS=1200 scripts/soak.sh
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${SOAK_SECONDS:-3600}
every=${SOAK_EVERY:-60}
warm=${SOAK_WARM:-$((seconds / 3))}
limit=${SOAK_LIMIT_KB:-1024}
bin=${GESTURE_LAB_BIN:-.build/debug/gesture-lab}
[ -x "$bin" ] || swift build --product gesture-lab
bin=$(realpath "$bin")
out=$(mktemp -d)
. scripts/xvfb.sh
start_xvfb soak

(cd "$out" && SDL_VIDEODRIVER=x11 exec "$bin" run seed000-draggable-circle >"$out/stdout" 2>"$out/stderr") &
app=$!
window=""
for _ in $(seq 80); do
    window=$(xdotool search --onlyvisible --name "gesture-lab" 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    sleep 0.25
done
[ -n "$window" ] || { echo "soak: the window did not open" >&2; cat "$out/stderr" >&2; exit 1; }
sleep 2
eval "$(xdotool getwindowgeometry --shell "$window")"
lab=$app   # the subshell became the lab (exec)

# Resident kilobytes of the lab and its worker together.
rss() {
    local total=0 pid
    for pid in "$lab" $(pgrep -P "$lab" 2>/dev/null || true); do
        total=$((total + $(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)))
    done
    echo "$total"
}

# The lab's latest memory reading: its caches, then malloc's totals (system, in use) and arenas.
stats() {
    { grep '^memory:' "$out/stderr" || true; } | tail -1 | sed 's/^/         /'
    awk '/^Arena/ {arenas++} /^Total/ {total=1} total && /system bytes/ {taken=$4} total && /in use bytes/ {used=$5; total=0}
         /^max mmap/ {mmaps=$0}
         END {if (taken) printf "         malloc: %d kB from the system, %d kB in use, %d arenas\n", taken/1024, used/1024, arenas}' \
        <(tac "$out/stderr" | awk '/^memory:/ {exit} {print}' | tac)
}

cx=$((X + 195)); cy=$((Y + 422))   # the circle, at the canvas's centre
start=$(date +%s); next=0; gestures=0; warm_kb=""; direction=1
printf '%8s %10s %10s\n' seconds gestures rss_kb
while :; do
    elapsed=$(( $(date +%s) - start ))
    [ "$elapsed" -ge "$seconds" ] && break
    if [ "$elapsed" -ge "$next" ]; then
        sleep 1                    # read between gestures, after the last one's frames
        kb=$(rss)
        printf '%8d %10d %10d\n' "$elapsed" "$gestures" "$kb"
        [ -n "${GESTURE_LAB_MEMORY_STATS:-}" ] && stats
        [ -z "$warm_kb" ] && [ "$elapsed" -ge "$warm" ] && warm_kb=$kb
        next=$((next + every))
    fi
    # Press past the long press, drag 80 points, let go; the next drag goes back.
    xdotool mousemove "$cx" "$cy" mousedown 1
    sleep 0.6
    for i in 1 2 3 4 5 6 7 8; do xdotool mousemove $((cx + direction * 10 * i)) "$cy"; sleep 0.02; done
    xdotool mouseup 1
    cx=$((cx + direction * 80)); direction=$((-direction))
    gestures=$((gestures + 1))
    sleep 0.1
    kill -0 "$lab" 2>/dev/null || { echo "soak: the lab ended" >&2; cat "$out/stderr" >&2; exit 1; }
done
sleep 1
end_kb=$(rss)
printf '%8d %10d %10d\n' "$seconds" "$gestures" "$end_kb"
warm_kb=${warm_kb:-$end_kb}
growth=$((end_kb - warm_kb))
echo "soak: $gestures gestures in $seconds s; resident memory $warm_kb kB when warm, $end_kb kB at the end ($growth kB)"
[ "$growth" -le "$limit" ] || { echo "soak: grew by $growth kB, more than $limit kB" >&2; exit 1; }
