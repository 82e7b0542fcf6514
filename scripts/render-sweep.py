"""Renderer sweep: random scenes with values at and past the limits (huge and tiny sizes and
scales, far centres, long labels, big fonts, deep nesting, turned shapes, images), with random
touches at extreme places, replayed headless with a screenshot. Every run must end with status
0, or 2 with exactly one `FILE:LINE:COLUMN: error:` line, within 30 s and 2 GiB of memory.
Failing scenes are kept in the working folder.

    python3 scripts/render-sweep.py [SEED] [RUNS] [BINARY]   (run it from a scratch folder)
"""
import json, os, random, re, resource, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
binary = sys.argv[3] if len(sys.argv) > 3 else os.path.join(root, ".build", "release", "gesture-lab")
one_error = re.compile(r"^[^\n]+:\d+:\d+: error: [^\n]+\n$")

def extreme(low, high):
    """A value spread over orders of magnitude, sometimes exactly at an edge, sometimes past it."""
    roll = random.random()
    if roll < 0.1: return high
    if roll < 0.12: return high * 1.5   # past the limit: refused
    if roll < 0.2: return low
    magnitude = 10 ** random.uniform(-3, 8)
    value = magnitude * (random.choice([1, -1]) if low < 0 else 1)
    return max(low, min(high, value))

def shape(depth, ident):
    kind = random.choice(["circle", "ellipse", "rectangle", "roundedRectangle", "capsule", "text", "image"])
    s = {"id": f"s{ident[0]}", "kind": kind,
         "center": [extreme(-1e8, 1e8) if random.random() < 0.3 else random.uniform(0, 800),
                    extreme(-1e8, 1e8) if random.random() < 0.3 else random.uniform(0, 600)],
         "size": [extreme(0, 1e6), extreme(0, 1e6)]}
    ident[0] += 1
    if random.random() < 0.5: s["scale"] = random.choice([0.001, 1000, 1000, 0.001, random.uniform(0.001, 1000), 1500])
    if random.random() < 0.5: s["rotation"] = random.choice([45, 30, 3600000, -3600000, random.uniform(-720, 720)])
    if random.random() < 0.3: s["label"] = "x" * random.choice([1, 100, 1000, 1000, 1001])
    if kind == "text":
        s["text"] = random.choice(["x", "hello\nworld", "x" * 1000, "é" * 500])
        if random.random() < 0.5: s["fontSize"] = random.choice([400, 400, 1, 0.001, 401])
    if kind == "image": s["asset"] = random.choice(["images/landscape.bmp"] * 8 + ["../../../../etc/passwd", "missing.png"])
    if kind == "roundedRectangle": s["cornerRadius"] = extreme(0, 1e6)
    if random.random() < 0.5:
        s["gestures"] = [random.choice([".gesture(DragGesture())", ".gesture(MagnifyGesture().simultaneously(with: RotateGesture()))",
                                        ".onTapGesture { print(\"t\") }", ".onLongPressGesture(minimumDuration: 8999999) { print(\"l\") }"])]
    if depth < 25 and random.random() < (0.95 if depth > 3 else 0.3) and ident[0] < 200:
        s["children"] = [shape(depth + 1, ident) for _ in range(random.randint(1, 2))]
    return s

def events():
    lines, t = [], 0.0
    for _ in range(random.randint(0, 40)):
        t += random.choice([0.001, 0.05, 0.3, 1000.0])
        x, y = (extreme(-1e8, 1e8), extreme(-1e8, 1e8)) if random.random() < 0.3 else (random.uniform(0, 800), random.uniform(0, 600))
        kind = random.choice(["touchDown", "touchMove", "touchUp"])
        lines.append(json.dumps({"t": round(t, 6), "type": kind, "id": random.randint(1, 3), "x": x, "y": y}))
    return "\n".join(lines) + "\n"

bad = accepted = 0
for n in range(runs):
    ident = [0]
    scene = {"version": 1, "size": [random.choice([1, 800, 16384]), random.choice([1, 600, 16384])],
             "shapes": [shape(0, ident) for _ in range(random.randint(1, 4))]}
    with open("sweep.json", "w") as f: json.dump(scene, f)
    with open("sweep.events.jsonl", "w") as f: f.write(events())
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    def limit(): resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
    try:
        p = subprocess.run([binary, "replay", "sweep.json", "--input", "sweep.events.jsonl", "--screenshot", "sweep.png", "--log", "sweep.log"],
                           capture_output=True, timeout=30, env=env, preexec_fn=limit)
        accepted += p.returncode == 0
        ok = p.returncode == 0 or (p.returncode == 2 and one_error.match(p.stderr.decode("utf-8", "replace")))
        why = f"status {p.returncode}: {p.stderr.decode('utf-8', 'replace')[:300]}"
    except subprocess.TimeoutExpired:
        ok, why = False, "timed out"
    if not ok:
        bad += 1
        os.rename("sweep.json", f"sweep-bad-{n}.json"); os.rename("sweep.events.jsonl", f"sweep-bad-{n}.events.jsonl")
        print(f"run {n}: {why}")
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
print(f"{accepted} scenes rendered, {runs - bad - accepted} refused with one error line; "
      f"{runs - bad} passed, {bad} failed (peak memory of one run: {peak} MiB)")
sys.exit(1 if bad else 0)
