#!/usr/bin/env python3
"""Scores time recognition on Microsoft Recognizers-Text's DateTime model specs: text nobody here
wrote, with expected values written by others (README.md in this folder says where to get them;
the specs are not copied into this repository).

usage: score_recognizers.py LANG [--split dev|heldout|all] [--specs DIR] [--ours BINARY]
                            [--answers PEERS.jsonl --peer NAME] [--show N]
  LANG      en or zh (reads DIR/en.json or DIR/zh.json: the DateTimeModel.json of that language)
  --split   dev (tune on these), heldout (never read its failures), all
  --ours    the release AgentSkillBenchmarks (its `differential` mode answers each row)
  --answers a file written by Benchmarks/peers/nlu_peers.py --answers, to score a peer instead
  --show N  print the first N wrong rows (only ever with --split dev)

Scoring (ours, not the suite's own harness):
- Rows whose results are all date, time, datetime, daterange, timerange or datetimerange, and
  rows that expect nothing (a time found there is wrong). Durations, sets and mixed rows are left out.
- A row is right when every expected result is matched by a distinct produced time (extra ones
  are allowed). A result may list several values (a past and a future reading): any one matches.
- date: same day, no clock. datetime: same minute-resolution start written to the second.
  time: same clock on any day (our bare clocks roll to the next day). Ranges: same start; the end
  equal, or one day either side (inclusive and exclusive ends), or, for a range of whole months
  or years, through the last one named ("March to May" ends with May for us, before May for the
  suite).
- The split is fixed by the text: sha1(text) mod 10 < 3 is held out.
"""
import collections
import datetime
import json
import os

from outside_sets import arguments, ours, split_of

SCORED = {"date", "time", "datetime", "daterange", "timerange", "datetimerange"}


def add_days(day, count):
    return (datetime.date.fromisoformat(day) + datetime.timedelta(days=count)).isoformat()


def value_matches(kind, value, start, end):
    """Whether one expected value matches a produced (start, end) in local 'YYYY-MM-DDTHH:MM:SS'."""
    if kind == "date":
        day = value.get("value")
        if not day or day == "not resolved":
            return False
        whole_day = len(start) == 10 or start[10:] == "T00:00:00"
        return start[:10] == day and whole_day and (end is None or end[:10] in (day, add_days(day, 1)))
    if kind == "datetime":
        moment = (value.get("value") or "").replace(" ", "T")
        return bool(moment) and start[:19] == moment[:19] and end is None
    if kind == "time":
        clock = value.get("value")
        return clock is not None and len(start) > 10 and start[11:19] == clock and end is None
    first, last = value.get("start"), value.get("end")
    if first is None and last is None:
        return False
    if kind == "timerange":
        ok_start = first is None or (len(start) > 10 and start[11:19] == first)
        ok_end = last is None or (end is not None and len(end) > 10 and end[11:19] == last)
        return ok_start and ok_end
    if kind == "datetimerange":
        ok_start = first is None or start[:19] == first.replace(" ", "T")[:19]
        ok_end = last is None or (end is not None and end[:19] == last.replace(" ", "T")[:19])
        return ok_start and ok_end
    ok_start = first is None or start[:10] == first
    if last is None:
        return ok_start
    if end is None or not ok_start:
        return False
    if end[:10] in (last, add_days(last, -1), add_days(last, 1)):
        return True
    # A range of whole months or years, through the last one named.
    if first and first[8:10] == "01" and last[8:10] == "01" and end[8:10] == "01":
        wanted = datetime.date.fromisoformat(last)
        got = datetime.date.fromisoformat(end[:10])
        if first[5:10] == "01-01" and last[5:10] == "01-01":
            return got.year == wanted.year + 1 and got.month == 1
        return got.year * 12 + got.month == wanted.year * 12 + wanted.month + 1
    return False


def main():
    def extra(parser):
        parser.add_argument("--answers")
        parser.add_argument("--peer")
        parser.add_argument("--write-input", help="write the rows as a time set for nlu_peers.py and stop")

    args = arguments("RECOGNIZERS_SPECS", extra)
    path = os.path.join(args.specs, f"{args.lang}.json")
    if not os.path.exists(path):
        raise SystemExit(f"{path} is missing: see Benchmarks/nlu/external/README.md for where to get it")
    rows = []
    for index, case in enumerate(json.load(open(path, encoding="utf-8"))):
        text = case.get("Input", "")
        reference = case.get("Context", {}).get("ReferenceDateTime")
        if not reference or (args.split != "all" and split_of(text) != args.split):
            continue
        results = case.get("Results", [])
        kinds = [result.get("TypeName", "").split(".")[-1] for result in results]
        if any(kind not in SCORED for kind in kinds):
            continue
        rows.append({"id": index, "text": text, "now": reference[:19], "results": results})
    lines = [
        json.dumps({"id": r["id"], "lang": args.lang, "text": r["text"], "now": r["now"], "tz": "UTC", "expected": []},
                   ensure_ascii=False)
        for r in rows
    ]
    if args.write_input:
        open(args.write_input, "w", encoding="utf-8").write("\n".join(lines) + "\n")
        return
    if args.answers:
        answers = [json.loads(line) for line in open(args.answers, encoding="utf-8") if line.strip()]
        produced = {answer["id"]: answer.get("produced") or [] for answer in answers if answer.get("peer") == args.peer}
    else:
        nows = {row["id"]: row["now"] for row in rows}
        produced = ours([(row["id"], row["text"]) for row in rows], args.lang, args.ours, lambda row: nows[row[0]])
    totals = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    wrong = []
    for row in rows:
        found = produced.get(row["id"], [])
        if not row["results"]:
            right, kind = not found, "none"
        else:
            left = list(found)
            right = True
            for result in row["results"]:
                kind_of = result["TypeName"].split(".")[-1]
                values = result.get("Resolution", {}).get("values", [])
                hit = next((k for k, (s, e) in enumerate(left) if any(value_matches(kind_of, v, s, e) for v in values)),
                           None)
                if hit is None:
                    right = False
                    break
                left.pop(hit)
            kind = "+".join(sorted({result["TypeName"].split(".")[-1] for result in row["results"]}))
        totals[right] += 1
        by_kind[kind][right] += 1
        if not right:
            wrong.append((kind, row, found))
    count = totals[True] + totals[False]
    who = args.peer or "AgentSkill"
    print(f"{who} {args.lang} {args.split}: {totals[True]}/{count} = {100 * totals[True] / max(count, 1):.1f}%")
    for kind, counter in sorted(by_kind.items(), key=lambda item: -sum(item[1].values())):
        total = counter[True] + counter[False]
        print(f"  {kind:28} {counter[True]:5}/{total:<5} {100 * counter[True] / total:5.1f}%")
    for kind, row, found in wrong[: args.show]:
        want = [(r["Text"], r["Resolution"]["values"][:2]) for r in row["results"]]
        print(f"✗ [{kind}] {row['text']!r} now={row['now']} got={found} want={want}")


if __name__ == "__main__":
    main()
