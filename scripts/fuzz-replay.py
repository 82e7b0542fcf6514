"""Mutation fuzzing of `gesture-lab replay`: mangles the built-in scenes and their event files and
checks that every run ends with status 0, or 2 with exactly one `FILE:LINE:COLUMN: error:` line,
within 20 s. Failing inputs are kept in the working folder.

    python3 scripts/fuzz-replay.py [SEED] [RUNS] [BINARY]   (run it from a scratch folder)
"""
import random, subprocess, os, sys, glob
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
B = sys.argv[3] if len(sys.argv) > 3 else os.path.join(root, ".build", "debug", "gesture-lab")
scenes = sorted(glob.glob(os.path.join(root, "Assets", "scenes", "*.json")))
def mutate(data):
    data = bytearray(data)
    for _ in range(random.randint(1, 8)):
        op = random.randrange(5)
        if not data: data = bytearray(b"{")
        i = random.randrange(len(data))
        if op == 0: data[i] = random.randrange(256)
        elif op == 1: del data[i:i + random.randint(1, 20)]
        elif op == 2: data[i:i] = random.choice([b"(", b")", b"{", b"}", b"\\", b"\"", b".", b"0", b"-1e999", b"[", b"]", b",", b"nan", b"\\(", b"9" * 30, b"\xff"])
        elif op == 3:
            j = random.randrange(len(data)); data[i:i] = data[j:j + random.randint(1, 40)]
        else: data[i:i+1] = data[i:i+1] * random.randint(2, 50)
    return bytes(data)
bad = 0
for n in range(int(sys.argv[2]) if len(sys.argv) > 2 else 200):
    s = random.choice(scenes)
    ev = s.replace(".json", ".events.jsonl")
    sd, ed = open(s, "rb").read(), open(ev, "rb").read()
    if random.random() < 0.6: sd = mutate(sd)
    else: ed = mutate(ed)
    open("s.json", "wb").write(sd); open("e.jsonl", "wb").write(ed)
    try:
        r = subprocess.run([B, "replay", "s.json", "--input", "e.jsonl", "--log", "/dev/null"], capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        print("HANG", n); os.rename("s.json", f"hang-{n}.json"); os.rename("e.jsonl", f"hang-{n}.jsonl"); bad += 1; continue
    lines = r.stderr.decode(errors="replace").strip().splitlines()
    errs = [l for l in lines if ": error: " in l]
    if r.returncode not in (0, 2) or (r.returncode == 2 and len(errs) != 1):
        print("BAD", n, r.returncode, lines[:3]); os.rename("s.json", f"bad-{n}.json"); os.rename("e.jsonl", f"bad-{n}.jsonl"); bad += 1
print("done, bad =", bad)
