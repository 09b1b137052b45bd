"""Joins the generated differential sets with every system's per-row answers (issue 15).

Usage: python3 compare.py [--gen DIR] [--review review.json] [--out DIR] ANSWERS.jsonl [ANSWERS.jsonl ...]
  DIR/time.gen.jsonl, DIR/money.gen.jsonl: the rows, with `expected` (generate.py).
  ANSWERS: lines {"id","peer","kind","lang","produced","correct"[,"error"]}, from
    `AgentSkillBenchmarks differential FILE…` (peer "AgentSkill") and `nlu_peers.py --answers`.
  review.json: the reviewed patterns — which disagreements are "convention" (both defensible)
    rather than one side's mistake, and why (CONVENTIONS.md sections).
Writes to --out: summary.json (the counts below), disagreements.jsonl (one line per row × peer
where we and the peer differ, with its class and pattern), ours-wrong.jsonl (every row where we
are wrong: text, now, tz, expected, ours, what each peer said). Prints the Markdown summary.

Correctness is re-scored here with the rules of Benchmarks/nlu/SCORING.md (the functions of
nlu_peers.py). A disagreement is a row × peer where the peer covers that kind and language and
either exactly one of us is right, or both are wrong with different answers. Its class:
  ours-wrong   we do not produce the template's expected value (whatever the peer says);
  convention   we are right and the peer's answer follows another defensible convention — a
               pattern listed in review.json, with the CONVENTIONS.md rule it differs on;
  peer-wrong   we are right and the peer is not, outside those patterns.
The pattern of a disagreement is the peer's (or, for ours-wrong, our) difference from the
expectation: none (found nothing), extra / fewer (more or fewer entities), day (the start's date),
clock (same date, other time of day), end (the range's end), amount, currency.
"""
import argparse
import collections
import json
import os
import sys
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "peers"))
from nlu_peers import money_correct, normalize_amount, time_correct  # noqa: E402  (the same scoring rules)

OURS = "AgentSkill"
SYSTEMS = [OURS, "Duckling", "duckling-chinese", "jionlp", "dateparser", "parsedatetime"]
COVERS = {  # what each system answers (nlu_peers.PEERS)
    OURS: {("time", "zh"), ("time", "en"), ("money", "zh"), ("money", "en")},
    "Duckling": {("time", "zh"), ("time", "en"), ("money", "zh"), ("money", "en")},
    "duckling-chinese": {("time", "zh"), ("money", "zh")},
    "jionlp": {("time", "zh"), ("money", "zh")},
    "dateparser": {("time", "zh"), ("time", "en")},
    "parsedatetime": {("time", "en")},
}
CLASSES = ["ours-wrong", "peer-wrong", "convention"]


def read_jsonl(path):
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def kind_of(row):
    return "time" if "now" in row else "money"


def correct(row, produced):
    if produced is None:
        return False
    if kind_of(row) == "time":
        return time_correct(row["expected"], [(p[0], p[1]) for p in produced])
    return money_correct(row["expected"], [(p[0], p[1]) for p in produced])


def same_answer(row, a, b):
    """Two answers that the scoring rules cannot tell apart."""
    if a is None or b is None:
        return a is None and b is None
    if kind_of(row) == "time":
        as_expected = [{"start": s, "end": e, "grain": "minute"} for s, e in a]
        return time_correct(as_expected, [(s, e) for s, e in b]) and len(a) == len(b)
    return sorted((normalize_amount(x), c) for x, c in a) == sorted((normalize_amount(x), c) for x, c in b)


def _moment(text):
    try:
        return datetime.strptime(str(text)[:19], "%Y-%m-%dT%H:%M:%S")
    except ValueError:  # a year before 1000 from a peer ('645-03-17…'), '-inf'
        return datetime(1, 1, 1)


def shift(row, want, start):
    """How a start differs from the expected one: clock-12h (the other half of the day), day+N / day-N
    (the same clock N days off), year-shift (the same month and day in another year; year-shift-said
    when the text names the year), clock (same day), day (anything else)."""
    w, g = _moment(want), _moment(start)
    delta = g - w
    if abs(delta) == timedelta(hours=12):
        return "clock-12h"
    if (g.month, g.day, g.hour, g.minute) == (w.month, w.day, w.hour, w.minute) and g.year != w.year:
        said = str(w.year) in row["text"] or f"'{w.year % 100}" in row["text"]
        current = row.get("now", "")[:4] == str(g.year)  # the peer kept the current year
        return "year-shift" if current and not said else "year-shift-other"
    if delta.seconds == 0 and delta.days:
        return f"day{delta.days:+d}"
    if g.date() == w.date():
        return "clock"
    return "day"


def pattern(row, produced, error=None):
    """How an answer differs from the row's expectation (see the module's notes)."""
    if produced is None:
        return "unreadable" if error and "unreadable" in error else "crashed"
    expected = row["expected"]
    if not produced:
        return "none"
    if len(produced) > len(expected):
        return "extra"
    if len(produced) < len(expected):
        return "fewer"
    if kind_of(row) == "money":
        want = sorted((normalize_amount(e["amount"]), e["currency"]) for e in expected)
        got = sorted((normalize_amount(a), c) for a, c in produced)
        if [w[0] for w in want] != [g[0] for g in got]:
            return "amount"
        return "currency"
    for want, (start, end) in zip(expected, produced):
        if time_correct([want], [(start, end)]):
            continue
        if want.get("end") and want["start"] != start:
            # An interval expected (a deadline, a period): the peer gave its last day as a point, or
            # started it at the reference time itself rather than at today 00:00 / now to the minute.
            last = _moment(want["end"]).date()
            named = [last, last + timedelta(days=1)] if "en-before-exclusive" in row.get("conventions", []) else [last]
            spans_days = want["start"][:10] != want["end"][:10] or want["start"][:16] == row.get("now", "")[:16]
            if end is None and spans_days and _moment(start).date() in named:
                return "point-at-end"
            if row.get("now") and start[:16] == row["now"][:16] and \
                    (end is None or time_correct([dict(want, start=start)], [(start, end)])
                     or _moment(end).date() in (last, last + timedelta(days=1))):
                return "start-at-now"
        if want["start"] != start:
            return shift(row, want["start"], start)
        return "end"
    return "other"


def rule_matches(rule, row, peer, pat, error):
    if rule.get("peer", "*") not in ("*", peer):
        return False
    templates = rule.get("template", "")
    templates = templates if isinstance(templates, list) else [templates]
    if not any(row["template"].startswith(t) for t in templates):
        return False
    if any(row["template"].startswith(t) for t in rule.get("except_template", [])):
        return False
    if "tag" in rule and rule["tag"] not in row.get("conventions", []):
        return False
    patterns = rule.get("pattern", "*")
    if patterns != "*" and pat not in (patterns if isinstance(patterns, list) else [patterns]):
        return False
    if "error_contains" in rule and (not error or rule["error_contains"] not in error):
        return False
    return True


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--gen", default=HERE)
    parser.add_argument("--review", default=os.path.join(HERE, "review.json"))
    parser.add_argument("--out", default=None)
    parser.add_argument("answers", nargs="+")
    args = parser.parse_args(argv)

    rows = read_jsonl(os.path.join(args.gen, "time.gen.jsonl")) + read_jsonl(os.path.join(args.gen, "money.gen.jsonl"))
    by_id = {row["id"]: row for row in rows}
    answers = collections.defaultdict(dict)  # id -> system -> answer line
    present = set()  # (system, kind, lang) that answered at all
    for path in args.answers:
        if not os.path.exists(path):
            continue
        for line in read_jsonl(path):
            if line.get("id") in by_id:
                answers[line["id"]][line["peer"]] = line
                present.add((line["peer"], line["kind"], line["lang"]))
    rules = json.load(open(args.review, encoding="utf-8"))["rules"] if os.path.exists(args.review) else []

    agree = collections.Counter()  # (system, kind, lang) -> rows right
    family_rows = collections.Counter()  # (lang, family) -> rows
    family_agree = collections.Counter()  # (system, lang, family) -> rows right
    totals = collections.Counter()  # (kind, lang) -> rows
    disagreements = []
    ours_wrong = []
    for row in rows:
        kind, lang = kind_of(row), row["lang"]
        totals[(kind, lang)] += 1
        family_rows[(lang, row["family"])] += 1
        verdicts = {}
        for system in SYSTEMS:
            if (kind, lang) not in COVERS[system] or (system, kind, lang) not in present:
                continue
            line = answers[row["id"]].get(system)
            produced = line.get("produced") if line else None
            verdicts[system] = (produced, correct(row, produced), (line or {}).get("error") if line else "no answer")
            if verdicts[system][1]:
                agree[(system, kind, lang)] += 1
                family_agree[(system, lang, row["family"])] += 1
        if OURS not in verdicts:
            continue
        ours, ours_right, _ = verdicts[OURS]
        if not ours_right:
            ours_wrong.append({
                "id": row["id"], "template": row["template"], "text": row["text"], "lang": lang,
                "now": row.get("now"), "tz": row.get("tz"), "preference": row.get("preference"),
                "expected": row["expected"], "ours": ours, "pattern": pattern(row, ours),
                "conventions": row.get("conventions", []),
                "peers_right": sorted(s for s, v in verdicts.items() if s != OURS and v[1]),
                "peers": {s: v[0] for s, v in verdicts.items() if s != OURS},
            })
        for peer, (produced, right, error) in verdicts.items():
            if peer == OURS:
                continue
            if right == ours_right and (right or same_answer(row, ours, produced)):
                continue
            if not ours_right:
                cls, pat, why = "ours-wrong", pattern(row, ours), None
            else:
                pat = pattern(row, produced, error)
                cls, why = "peer-wrong", None
                for rule in rules:
                    if rule_matches(rule, row, peer, pat, error):
                        cls, why = rule["class"], rule.get("why")
                        break
            disagreements.append({
                "id": row["id"], "family": row["family"], "template": row["template"], "lang": lang, "kind": kind,
                "peer": peer, "class": cls, "pattern": pat, "why": why, "text": row["text"], "now": row.get("now"),
                "expected": [(e.get("start"), e.get("end")) if kind == "time" else (e["amount"], e["currency"])
                             for e in row["expected"]],
                "ours": ours, "theirs": produced,
            })

    by_class = collections.Counter(d["class"] for d in disagreements)
    by_class_lang = collections.Counter((d["class"], d["lang"]) for d in disagreements)
    by_peer_class = collections.Counter((d["peer"], d["class"]) for d in disagreements)
    by_family = collections.Counter((d["lang"], d["family"], d["class"]) for d in disagreements)
    summary = {
        "rows": {f"{k}/{l}": n for (k, l), n in sorted(totals.items())},
        "agree": {f"{s}|{k}/{l}": agree[(s, k, l)] for (s, k, l) in sorted(present)},
        "disagreements": len(disagreements),
        "by_class": {c: by_class[c] for c in CLASSES},
        "by_class_lang": {f"{c}|{l}": by_class_lang[(c, l)] for c in CLASSES for l in ("zh", "en")},
        "by_peer_class": {f"{p}|{c}": n for (p, c), n in sorted(by_peer_class.items())},
        "by_family": {f"{l}|{f}|{c}": n for (l, f, c), n in sorted(by_family.items())},
        "ours_wrong_rows": len(ours_wrong),
    }
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "summary.json"), "w", encoding="utf-8") as handle:
            json.dump(summary, handle, ensure_ascii=False, indent=1)
        with open(os.path.join(args.out, "disagreements.jsonl"), "w", encoding="utf-8") as handle:
            for d in disagreements:
                handle.write(json.dumps(d, ensure_ascii=False) + "\n")
        with open(os.path.join(args.out, "ours-wrong.jsonl"), "w", encoding="utf-8") as handle:
            for d in ours_wrong:
                handle.write(json.dumps(d, ensure_ascii=False) + "\n")
        with open(os.path.join(args.out, "report.md"), "w", encoding="utf-8") as handle:
            handle.write(family_table(family_rows, family_agree) + "\n\n"
                         + report(disagreements, ours_wrong, rules) + "\n")
    print(markdown(summary, totals, agree, present))


def _cell(value):
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text.replace("|", "\\|")


def _example(d):
    return f"`{_cell(d['text'])}` (now {d['now'][:16] if d.get('now') else '—'}): want {_cell(d['expected'])}, " \
           f"ours {_cell(d['ours'])}, {d['peer']} {_cell(d['theirs'])}"


def family_table(family_rows, family_agree):
    """Rows per template family, our agreement with the templates and the best peer's."""
    out = ["### Rows and agreement per template family", "",
           "| lang | family | rows | AgentSkill | best peer |", "|---|---|---:|---:|---|"]
    for lang in ("zh", "en"):
        for family in sorted(f for (l, f) in family_rows if l == lang):
            n = family_rows[(lang, family)]
            peers = [(family_agree[(s, lang, family)], s) for s in SYSTEMS[1:]]
            best_n, best = max(peers)
            out.append(f"| {lang} | {family} | {n} | {family_agree[(OURS, lang, family)] / n * 100:.1f}% | "
                       + (f"{best} {best_n / n * 100:.1f}%" if best_n else "—") + " |")
    return "\n".join(out)


def report(disagreements, ours_wrong, rules):
    """The generated half of REVIEW.md: counts per class and family, then the patterns with examples."""
    out = ["### Counts per template family (row × peer disagreements)", "",
           "| lang | family | ours-wrong | peer-wrong | convention | total |", "|---|---|---:|---:|---:|---:|"]
    fam = collections.Counter((d["lang"], d["family"], d["class"]) for d in disagreements)
    for lang in ("zh", "en"):
        for family in sorted({f for (l, f, _) in fam if l == lang}):
            counts = [fam[(lang, family, c)] for c in CLASSES]
            out.append(f"| {lang} | {family} | " + " | ".join(str(c) for c in counts) + f" | {sum(counts)} |")
    totals = [sum(1 for d in disagreements if d["class"] == c) for c in CLASSES]
    out.append("| **all** | | " + " | ".join(f"**{t}**" for t in totals) + f" | **{sum(totals)}** |")

    out += ["", "### Ours-wrong: every row where we miss the template's value, by template", "",
            "| template | rows | our difference | peers right | examples |", "|---|---:|---|---|---|"]
    by_template = collections.defaultdict(list)
    for row in ours_wrong:
        by_template[row["template"]].append(row)
    for template, rows in sorted(by_template.items(), key=lambda item: -len(item[1])):
        patterns = collections.Counter(r["pattern"] for r in rows)
        peers = collections.Counter(p for r in rows for p in r["peers_right"])
        examples = "; ".join(f"`{_cell(r['text'])}` (now {(r['now'] or '—')[:16]}): want "
                             f"{_cell([(e.get('start', e.get('amount')), e.get('end', e.get('currency'))) for e in r['expected']])}"
                             f", ours {_cell(r['ours'])}" for r in rows[:2])
        out.append(f"| {template} | {len(rows)} | {', '.join(f'{p} {n}' for p, n in patterns.most_common())} | "
                   f"{', '.join(f'{p} {n}' for p, n in peers.most_common()) or '—'} | {examples} |")

    out += ["", "### Convention: the reviewed patterns (review.json), with counts and examples", ""]
    for rule in rules:
        hits = [d for d in disagreements if d["class"] == rule["class"] and d.get("why") == rule.get("why")]
        if not hits:
            continue
        peers = collections.Counter(d["peer"] for d in hits)
        out.append(f"- **{len(hits)}** — {rule['why']} ({', '.join(f'{p} {n}' for p, n in peers.most_common())})."
                   + "".join(f"\n  - {_example(d)}" for d in _spread(hits, 2)))

    out += ["", "### Peer-wrong: the largest patterns per family (peer, pattern, count, one example)", ""]
    groups = collections.defaultdict(list)
    for d in disagreements:
        if d["class"] == "peer-wrong":
            groups[(d["lang"], d["family"])].append(d)
    for (lang, family), rows in sorted(groups.items()):
        counts = collections.Counter((d["peer"], d["pattern"]) for d in rows)
        parts = []
        for (peer, pat), n in counts.most_common(3):
            example = next(d for d in rows if d["peer"] == peer and d["pattern"] == pat)
            parts.append(f"{peer} {pat} ×{n}: `{_cell(example['text'])}` → {_cell(example['theirs'])} "
                         f"(want {_cell(example['expected'])})")
        out.append(f"- **{lang} {family}** ({len(rows)}): " + "; ".join(parts))
    return "\n".join(out)


def _spread(rows, count):
    """Up to `count` examples from different peers and templates."""
    chosen, seen = [], set()
    for d in rows:
        key = (d["peer"], d["template"])
        if key not in seen:
            seen.add(key)
            chosen.append(d)
        if len(chosen) == count:
            break
    return chosen


def markdown(summary, totals, agree, present):
    """The bench's "Differential testing" table."""
    lines = ["| set | rows | " + " | ".join(SYSTEMS) + " |", "|---|---:|" + "---:|" * len(SYSTEMS)]
    for kind in ("time", "money"):
        for lang in ("zh", "en"):
            total = totals[(kind, lang)]
            if not total:
                continue
            cells = []
            for system in SYSTEMS:
                if (system, kind, lang) not in present:
                    cells.append("—" if (kind, lang) not in COVERS[system] else "not run")
                else:
                    cells.append(f"{agree[(system, kind, lang)] / total * 100:.1f}%")
            lines.append(f"| {kind} {lang} | {total} | " + " | ".join(cells) + " |")
    text = "Agreement with the template's expected value:\n\n" + "\n".join(lines)
    text += (f"\n\nDisagreements (row × peer, ours ≠ peer): {summary['disagreements']} — "
             + ", ".join(f"{c} {summary['by_class'][c]}"
                         + f" (zh {summary['by_class_lang'][c + '|zh']}, en {summary['by_class_lang'][c + '|en']})"
                         for c in CLASSES)
             + f"; rows where ours is wrong: {summary['ours_wrong_rows']}")
    return text


if __name__ == "__main__":
    main(sys.argv[1:])
