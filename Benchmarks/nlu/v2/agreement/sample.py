"""Draws the rows a second writer labels blind, as Benchmarks/nlu/v2/agreement/README.md describes.

    python3 Benchmarks/nlu/v2/agreement/sample.py dev OUT.jsonl       # 180 + 180 development rows
    python3 Benchmarks/nlu/v2/agreement/sample.py heldout OUT.jsonl   # 250 + 250 held-out rows

Each output row has only what a writer needs to label it: id, text, lang, now, tz and the stored
events (`given`); never the first writer's skill, arguments or notes.
"""

import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
# Rows per language, seed, and the last writing round in the corpus when the sample was drawn.
SAMPLES = {"dev": (180, 20261206, 50), "heldout": (250, 20261207, 51)}


def written_by(row: dict, last_round: int) -> bool:
    batch = row.get("batch", "r1")
    return int(batch[1:]) <= last_round


def main() -> None:
    split, out = sys.argv[1], sys.argv[2]
    per_language, seed, last_round = SAMPLES[split]
    rows = [json.loads(line) for line in open(HERE.parent / f"skills.{split}.jsonl", encoding="utf-8")]
    rows = [row for row in rows if written_by(row, last_round)]
    rng = random.Random(seed)
    chosen = []
    for lang in ["zh", "en"]:
        chosen += rng.sample([row for row in rows if row["lang"] == lang], per_language)
    rng.shuffle(chosen)
    with open(out, "w", encoding="utf-8") as handle:
        for row in chosen:
            keep = {key: row[key] for key in ["id", "text", "lang", "now", "tz"] if key in row}
            if "given" in row:
                keep["given"] = row["given"]
            handle.write(json.dumps(keep, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
