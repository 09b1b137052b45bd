"""Runs the whole differential test: generate → ours + peers → compare (issue 15).

Usage: python3 run.py --ours BIN [--python PEERS_PYTHON] [--work DIR] [--record]
  BIN           the release AgentSkillBenchmarks (its `differential` mode answers for us).
  PEERS_PYTHON  the peers venv's python (default .build/peers-venv/bin/python). When it is missing,
                the recorded summary (summary.md beside this file) is printed instead.
  DIR           where generated rows and answers go (default .build/differential).
  --record      also copy summary.md, summary.json and ours-wrong.jsonl beside this file (the record
                that `make bench` shows when the peers are not installed).
Run from the repository root. The peers run in two processes at once (duckling-chinese starts a
JVM: it gets its own), without their throughput passes (NLU_PEERS_MIN_SECONDS=0).
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
PEERS = os.path.join(ROOT, "Benchmarks", "peers", "nlu_peers.py")


def recorded():
    path = os.path.join(HERE, "summary.md")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            return handle.read().rstrip()
    return "(no recorded summary yet)"


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--ours", required=True)
    parser.add_argument("--python", default=os.path.join(ROOT, ".build", "peers-venv", "bin", "python"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "differential"))
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args(argv)
    if "/" in args.python:
        args.python = os.path.abspath(args.python)
    if not os.access(args.python, os.X_OK):
        print(f"(peers not installed: {args.python}; the recorded run follows)\n")
        print(recorded())
        return 0
    started = time.monotonic()
    os.makedirs(args.work, exist_ok=True)
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), "--out", args.work], check=True,
                   stdout=subprocess.DEVNULL)
    sets = [os.path.join(args.work, "time.gen.jsonl"), os.path.join(args.work, "money.gen.jsonl")]
    env = dict(os.environ, NLU_PEERS_MIN_SECONDS="0", NLU_PEERS_WARMUP_SECONDS="0")
    groups = {"jvm": "duckling-chinese", "rest": "Duckling,jionlp,dateparser,parsedatetime"}
    running = []
    for name, peers in groups.items():
        answers = os.path.join(args.work, f"answers-{name}.jsonl")
        log = open(os.path.join(args.work, f"peers-{name}.log"), "w")
        running.append((subprocess.Popen([args.python, PEERS, "--peers", peers, "--answers", answers] + sets,
                                         env=env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT), answers, log))
    ours = os.path.join(args.work, "answers-ours.jsonl")
    with open(ours, "w") as handle:
        subprocess.run([args.ours, "differential"] + sets, stdout=handle, check=True, cwd=ROOT)
    for process, _, log in running:
        process.wait()
        log.close()
    out = os.path.join(args.work, "out")
    result = subprocess.run([sys.executable, os.path.join(HERE, "compare.py"), "--gen", args.work, "--out", out, ours]
                            + [answers for _, answers, _ in running], check=True, capture_output=True, text=True)
    text = result.stdout.rstrip()
    text += f"\n\n(generated, run and compared in {time.monotonic() - started:.0f} s; rows and answers in " \
            f"{os.path.relpath(args.work, ROOT)}, the review in Benchmarks/nlu/differential/REVIEW.md)"
    print(text)
    if args.record:
        with open(os.path.join(HERE, "summary.md"), "w", encoding="utf-8") as handle:
            handle.write(text.replace(f"{os.path.relpath(args.work, ROOT)}", "the run's work folder") + "\n")
        shutil.copy(os.path.join(out, "summary.json"), os.path.join(HERE, "summary.json"))
        shutil.copy(os.path.join(out, "ours-wrong.jsonl"), os.path.join(HERE, "ours-wrong.jsonl"))
        review = os.path.join(HERE, "REVIEW.md")
        marker = "<!-- Everything below is written by `run.py --record` (compare.py's report). -->"
        head = open(review, encoding="utf-8").read().split(marker)[0] if os.path.exists(review) else ""
        with open(os.path.join(out, "report.md"), encoding="utf-8") as handle:
            generated = handle.read()
        with open(review, "w", encoding="utf-8") as handle:
            handle.write(head.rstrip() + "\n\n" + marker + "\n\n" + text.replace(
                os.path.relpath(args.work, ROOT), "the run's work folder") + "\n\n" + generated)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
