"""What the scorers of outside sets share: the fixed held-out split, the command line, and asking
AgentSkill (the release AgentSkillBenchmarks' `differential` mode) for every row's times."""
import argparse
import hashlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def split_of(text):
    """`heldout` for a fixed 30% of texts (sha1 of the text mod 10 < 3), else `dev`."""
    return "heldout" if int(hashlib.sha1(text.encode()).hexdigest(), 16) % 10 < 3 else "dev"


def arguments(specs_variable, extra=None):
    """The common command line: LANG, --split, --specs, --ours, --show (dev only)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("lang", choices=["en", "zh"])
    parser.add_argument("--split", default="dev", choices=["dev", "heldout", "all"])
    parser.add_argument("--specs", default=os.environ.get(specs_variable, os.path.join(HERE, "specs")))
    parser.add_argument("--ours", default=os.path.join(HERE, "../../../.build/release/AgentSkillBenchmarks"))
    parser.add_argument("--show", type=int, default=0)
    if extra:
        extra(parser)
    args = parser.parse_args()
    if args.show and args.split != "dev":
        sys.exit("--show prints failures of the dev split only: the held-out split is never read")
    return args


def ours(rows, lang, binary, now_of, tz="UTC"):
    """Each row's produced times by id: `rows` are (id, text, …); `now_of(row)` its reference time,
    in the time zone `tz` (an IANA name)."""
    rows_file = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"outside-{lang}-{os.getpid()}.jsonl")
    with open(rows_file, "w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps({"id": row[0], "lang": lang, "text": row[1], "now": now_of(row), "tz": tz,
                                  "expected": []}, ensure_ascii=False) + "\n")
    output = subprocess.run([binary, "differential", rows_file], capture_output=True, text=True, check=True)
    os.remove(rows_file)
    produced = {}
    for line in output.stdout.splitlines():
        if line.strip():
            answer = json.loads(line)
            produced[answer["id"]] = answer.get("produced") or []
    return produced
