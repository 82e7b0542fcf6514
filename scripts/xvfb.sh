# shellcheck shell=bash
# Sourced by the scripts that drive the real window (e2e.sh, soak.sh), with $out a temporary
# folder of theirs: `start_xvfb NAME` starts Xvfb on a display it picks itself (-displayfd, so
# two runs at once, or a display another program left behind, cannot collide), exports DISPLAY
# once the server answers, and on exit stops it and the lab the caller started last ($app) and
# removes $out. NAME prefixes the message when Xvfb does not start.
start_xvfb() {
    local name=$1
    Xvfb -displayfd 1 -screen 0 1600x1000x24 >"$out/display" 2>"$out/xvfb-stderr" &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null || true; [ -n "${app:-}" ] && kill $app 2>/dev/null || true; rm -rf "$out"' EXIT
    for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.1; done
    [ -s "$out/display" ] || { echo "$name: Xvfb did not start" >&2; cat "$out/xvfb-stderr" >&2; exit 1; }
    export DISPLAY=":$(head -1 "$out/display")"
    for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
}
