#!/usr/bin/env python3
"""Scores time recognition on Duckling's own time corpora (facebook/duckling,
Duckling/Time/EN/Corpus.hs and Duckling/Time/ZH/Corpus.hs, BSD license; not copied here: README.md
says where to get them). Every phrase of an `examples (datetime …)`, `datetimeHoliday`,
`datetimeInterval` or `datetimeIntervalHoliday` group is a row, said at Duckling's reference time
2013-02-12 04:30 (a Tuesday); open intervals are left out.

usage: score_duckling.py LANG [--split dev|heldout|all] [--specs DIR] [--ours BINARY] [--show N]
  reads DIR/en_Corpus.hs or DIR/zh_Corpus.hs; --show prints wrong rows of the dev split only.

A row is right when a produced time matches: a point at its grain (a day with no clock for Day; the
first day for Week/Month/Quarter/Year; the minute for Minute/Second), an interval with the same start
and an end equal to Duckling's or one grain earlier (Duckling ends an interval after its last unit).
The corpus follows Duckling's conventions, which differ from ours in places (周二 said on a Tuesday is
next week's there, 下星期三 is the coming Wednesday, morning starts at 4:00): read the score with that in
mind. The split is fixed by the text: sha1(text) mod 10 < 3 is held out.
"""
import collections
import datetime
import json
import os
import re

from outside_sets import arguments, ours, split_of

NOW = "2013-02-12T04:30:00"
TUPLE = r"\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)"
GROUP = re.compile(
    r"examples \((datetime|datetimeHoliday|datetimeInterval|datetimeIntervalHoliday)\s+(.*?)\)\s*\n?\s*\[(.*?)\]", re.S)
STEP = {"Second": 1, "Minute": 60, "Hour": 3600, "Day": 86400}


def moment(parts):
    year, month, day, hour, minute, second = map(int, parts)
    return f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}"


def rows_of(source):
    rows = []
    for kind, arguments, block in GROUP.findall(source):
        moments = re.findall(TUPLE, arguments)
        grains = re.findall(r"\b(Second|Minute|Hour|Day|Week|Month|Quarter|Year)\b", arguments)
        grain = grains[-1] if grains else None
        interval = "Interval" in kind
        if not moments or (interval and len(moments) < 2):
            continue
        expected = (moment(moments[0]), moment(moments[1]) if interval else None, grain)
        for text in re.findall(r'"((?:[^"\\]|\\.)*)"', block):
            rows.append((json.loads('"' + text + '"'), expected))
    return rows


def matches(expected, produced):
    start, end, grain = expected
    for got_start, got_end in produced:
        if end is None:
            if grain in ("Week", "Month", "Quarter", "Year"):
                if got_start[:10] == start[:10]:
                    return True
            elif grain == "Day":
                if got_start[:10] == start[:10] and got_start[10:] in ("", "T00:00:00"):
                    return True
            elif got_start[:16] == start[:16] and got_end is None:
                return True
            continue
        if got_end is None or not (got_start[:19] == start or (grain == "Day" and got_start[:10] == start[:10])):
            continue
        if got_end[:19] == end:
            return True
        late = datetime.datetime.fromisoformat(got_end[:19]) + datetime.timedelta(seconds=STEP.get(grain, 86400))
        if late.isoformat() == end or (grain == "Day" and got_end[:10] == end[:10]):
            return True
    return False


def main():
    args = arguments("DUCKLING_CORPUS")
    path = os.path.join(args.specs, f"{args.lang}_Corpus.hs")
    if not os.path.exists(path):
        raise SystemExit(f"{path} is missing: see Benchmarks/nlu/external/README.md for where to get it")
    rows = [(index, text, expected) for index, (text, expected) in enumerate(rows_of(open(path, encoding="utf-8").read()))
            if args.split == "all" or split_of(text) == args.split]
    # Duckling's tests say "now" at UTC-2 (testContext's refTime … (-2)): Etc/GMT+2 in IANA's signs.
    # Only a time said with a zone ("8 am PST") reads differently in another zone.
    produced = ours(rows, args.lang, args.ours, lambda row: NOW, tz="Etc/GMT+2")
    right = collections.Counter()
    wrong = []
    for index, text, expected in rows:
        ok = matches(expected, produced.get(index, []))
        right[ok] += 1
        if not ok:
            wrong.append((text, expected, produced.get(index, [])))
    count = right[True] + right[False]
    print(f"AgentSkill {args.lang} {args.split}: {right[True]}/{count} = {100 * right[True] / max(count, 1):.1f}%")
    for text, expected, got in wrong[: args.show]:
        print(f"✗ {text!r} got={got} want={expected}")


if __name__ == "__main__":
    main()
