# Sourced by the profiling scripts beside it, from the repository's root: the release build in
# .build-bench-release (built if missing; SCRATCH names another), a copy of it without debug
# information in BIN (valgrind gives up on this toolchain's debug information, "possibly
# corrupted debuginfo": functions are then named by their symbols, without files), and the
# benchmark's specialised delivery loop, the region a profile collects, in LOOP.
SCRATCH=${SCRATCH:-.build-bench-release}
BIN="$SCRATCH/release/gesture-lab"
[ -x "$BIN" ] || swift build -c release --scratch-path "$SCRATCH" --product gesture-lab
cp "$BIN" "$BIN-profiled"
strip -g "$BIN-profiled"
BIN="$BIN-profiled"
LOOP=$(nm "$BIN" | awk '{print $3}' | grep -E 'LabBench0B6RunnerO7deliver.*EngineB0C_Tt2g5$' | head -1)
[ -n "$LOOP" ] || { echo "cannot find the specialised delivery loop in $BIN" >&2; exit 1; }
