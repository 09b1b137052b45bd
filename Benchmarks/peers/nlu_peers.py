"""Peer benchmark: time and money recognition by jionlp, dateparser, Duckling, duckling-chinese
and parsedatetime on AgentSkill's NLU development sets, scored by Benchmarks/nlu/SCORING.md.

Usage: python nlu_peers.py [--peers a,b] [--answers OUT.jsonl] FILE.jsonl [FILE.jsonl ...]
  A file is read as a time set when its rows carry "now", as a money set when its expected rows
  carry "amount"; other files (intent.jsonl) are ignored: no peer classifies intents.
Prints one JSON line per (peer, category, lang) that the peer supports:
  {"peer","category","lang","correct","total","seconds","per_second"}  (+ "error" when it failed).
Notes (import failures, crashes on an utterance) go to stderr; the run never aborts on them.
--answers OUT.jsonl also writes each peer's per-row answer there (differential testing,
Benchmarks/nlu/differential): {"id","peer","kind","lang","produced","correct"[,"error"]}, with
`produced` as [[start, end-or-null], …] or [[amount, currency], …] after the mapping below. The
scoring lines on stdout are the same with or without it.
Throughput counts only the peer's own parse calls (contexts are built once per distinct
reference time, outside the clock), after a warm-up, with time.perf_counter.
"""
import json
import os
import sys
import time
from datetime import datetime, timedelta
from decimal import Decimal, InvalidOperation

MIN_SECONDS = float(os.environ.get("NLU_PEERS_MIN_SECONDS", "1.0"))  # keep timing at least this long
MAX_CALLS = int(os.environ.get("NLU_PEERS_MAX_CALLS", "20000"))  # but stop after this many calls
WARMUP_SECONDS = float(os.environ.get("NLU_PEERS_WARMUP_SECONDS", "3.0"))  # untimed warm-up pass, at most
DEBUG = os.environ.get("NLU_PEERS_DEBUG") == "1"  # print every wrong answer to stderr
MAX_NOTES = 5  # crash notes printed per (peer, category, lang)


def note(message):
    print(f"nlu_peers: {message}", file=sys.stderr, flush=True)


# --- scoring (SCORING.md) -------------------------------------------------------------------------

GRAIN_STEP = {"minute": timedelta(minutes=1), "hour": timedelta(hours=1), "day": timedelta(days=1)}


def parse_local(text):
    return datetime.strptime(text[:19], "%Y-%m-%dT%H:%M:%S")


def end_matches(produced, expected, grain):
    """Equal, or one grain later (a half-open end: Duckling's "to 4pm" is 17:00 at hour grain)."""
    if produced == expected:
        return True
    step = GRAIN_STEP.get(grain)
    if step is None:
        return False
    try:
        return parse_local(produced) == parse_local(expected) + step
    except ValueError:
        return False


def time_correct(expected, produced):
    """expected: dataset rows; produced: [(start, end-or-None)] in text order, local 'YYYY-MM-DDTHH:MM:SS'."""
    if len(expected) != len(produced):
        return False
    for want, (start, end) in zip(expected, produced):
        if start != want["start"]:
            return False
        if want.get("end") is not None and end is not None and not end_matches(end, want["end"], want.get("grain")):
            return False
    return True


def normalize_amount(value):
    """A plain decimal string: 128.50 -> '128.5', 1.2E+3 -> '1200', 300.0 -> '300'."""
    try:
        number = Decimal(str(value).replace(",", ""))
    except InvalidOperation:
        return str(value)
    text = format(number, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def money_correct(expected, produced):
    """Multisets of (normalized amount, currency) are equal."""
    want = sorted((normalize_amount(row["amount"]), row["currency"]) for row in expected)
    got = sorted((normalize_amount(amount), currency) for amount, currency in produced)
    return want == got


# --- peers ----------------------------------------------------------------------------------------
# Each peer: name, supported {category: set(langs)}, a loader returning {category: (call, mapper)}.
# `call(row, context)` is the peer's own parse (timed); `mapper(raw, row)` turns its answer into
# [(start, end)] or [(amount, currency)] (not timed). `context(row)` builds cached per-row inputs.

def local_string(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S")


def reference(row):
    return parse_local(row.get("now", "2026-12-02T10:00:00"))


LANG_DEFAULT_CURRENCY = {"en": "USD", "zh": "CNY"}
CHINESE_CURRENCY = {
    "元": "CNY", "块": "CNY", "人民币": "CNY", "人民币元": "CNY", "圆": "CNY", "角": "CNY", "分": "CNY",
    "美元": "USD", "美金": "USD", "欧元": "EUR", "日元": "JPY", "英镑": "GBP", "港元": "HKD", "港币": "HKD",
    "韩元": "KRW", "澳元": "AUD", "加元": "CAD", "卢布": "RUB", "新台币": "TWD", "台币": "TWD",
}
SYMBOL_CURRENCY = {"€": "EUR", "£": "GBP", "¥": "JPY", "₩": "KRW", "₹": "INR"}


def load_duckling():
    from zoneinfo import ZoneInfo

    import duckling

    duckling.init()
    zones = duckling.load_time_zones("/usr/share/zoneinfo")
    languages = {"en": "EN", "zh": "ZH"}
    time_dims = duckling.parse_dimensions(["time"])
    money_dims = duckling.parse_dimensions(["amount-of-money"])
    cache = {}

    def context(row):
        key = (row["lang"], row.get("now"), row.get("tz"))
        if key not in cache:
            tz = row.get("tz", "Asia/Shanghai")
            moment = reference(row).replace(tzinfo=ZoneInfo(tz))
            ref = duckling.parse_ref_time(zones, tz, int(moment.timestamp()))
            locale = duckling.default_locale_lang(duckling.parse_lang(languages[row["lang"]]))
            cache[key] = duckling.Context(ref, locale)
        return cache[key]

    def wall(value):
        return value[:19]  # "2026-12-03T15:00:00.000+08:00": already local to the context's zone

    def map_time(raw, row):
        produced = []
        for entity in sorted(json.loads(raw), key=lambda e: e["start"]):
            value = entity["value"]
            if value.get("type") == "interval":
                start, end = value.get("from"), value.get("to")
                if start is None and end is None:
                    continue
                first = start or end
                produced.append((wall(first["value"]), wall(end["value"]) if start and end else None))
            elif "value" in value:
                produced.append((wall(value["value"]), None))
        return produced

    def map_money(raw, row):
        produced = []
        for entity in json.loads(raw):
            value = entity["value"]
            if "value" not in value:
                continue  # an interval of money ("between 5 and 10 dollars"): not an amount
            amount, unit = Decimal(str(value["value"])), value.get("unit") or "unknown"
            if unit == "cent":
                amount, unit = amount / 100, "$"
            if unit in ("$", "unknown"):
                unit = LANG_DEFAULT_CURRENCY[row["lang"]]
            produced.append((str(amount), SYMBOL_CURRENCY.get(unit, unit)))
        return produced

    return {
        "time": (lambda row, ctx: duckling.parse_text(row["text"], ctx, time_dims, False), map_time, context),
        "money": (lambda row, ctx: duckling.parse_text(row["text"], ctx, money_dims, False), map_money, context),
    }


def load_duckling_chinese():
    from zoneinfo import ZoneInfo

    from duckling_chinese import Duckling, DucklingDimension

    engine = Duckling()
    time_options = engine.gen_options(targets={DucklingDimension.TIME})
    money_options = engine.gen_options(targets={DucklingDimension.CURRENCY})
    cache = {}

    def context(row):
        key = (row.get("now"), row.get("tz"))
        if key not in cache:
            moment = reference(row).replace(tzinfo=ZoneInfo(row.get("tz", "Asia/Shanghai")))
            cache[key] = engine.gen_context(reference_time=moment)
        return cache[key]

    def wall(point):
        return point["datetime"][:19].replace(" ", "T")  # "2026-12-03 15:00:00 [UTC+08:00]"

    def map_time(raw, row):
        produced = []
        for entity in sorted(raw, key=lambda e: e.get("start", 0)):
            value = entity.get("value", {}).get("timeValue", {})
            if "instant" in value:
                produced.append((wall(value["instant"]), None))
            elif "start" in value:
                produced.append((wall(value["start"]), wall(value["end"]) if "end" in value else None))
        return produced

    def map_money(raw, row):
        produced = []
        for entity in raw:
            value = entity.get("value", {})
            if "v" not in value:
                continue
            code = str(value.get("dim", "")).rpartition(":")[2] or CHINESE_CURRENCY.get(value.get("unit"), "CNY")
            produced.append((str(value["v"]), code))
        return produced

    return {
        "time": (lambda row, ctx: engine.parse_entities(row["text"], ctx, time_options), map_time, context),
        "money": (lambda row, ctx: engine.parse_entities(row["text"], ctx, money_options), map_money, context),
    }


def load_jionlp():
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()):  # jionlp prints a banner on import
        import jionlp

    def context(row):
        return reference(row).timestamp() if "now" in row else None

    def map_time(raw, row):
        produced = []
        for entity in sorted(raw, key=lambda e: e["offset"][0]):
            detail = entity.get("detail", {})
            times = detail.get("time")
            if entity.get("type") not in ("time_point", "time_span") or not isinstance(times, list) or not times:
                continue  # time_delta ("3天") and time_period ("每天") are not moments
            start = times[0].replace(" ", "T")
            end = None
            if entity["type"] == "time_span" and len(times) > 1:
                last = parse_local(times[1].replace(" ", "T"))
                if last.second == 59:
                    last += timedelta(seconds=1)  # "…23:59:59" is the last second: make it half-open
                end = local_string(last)
            produced.append((start, end))
        return produced

    def map_money(raw, row):
        produced = []
        for entity in raw:
            detail = entity.get("detail", {})
            if "num" not in detail:
                continue
            produced.append((detail["num"], CHINESE_CURRENCY.get(detail.get("case"), detail.get("case"))))
        return produced

    return {
        "time": (lambda row, ctx: jionlp.ner.extract_time(row["text"], time_base=ctx), map_time, context),
        "money": (lambda row, ctx: jionlp.ner.extract_money(row["text"]), map_money, context),
    }


def load_dateparser():
    from dateparser.date import DateDataParser
    from dateparser.search import search_dates

    cache = {}

    def context(row):
        key = (row["lang"], row.get("now"), row.get("tz"), row.get("preference"))
        if key not in cache:
            settings = {
                "RELATIVE_BASE": reference(row), "PREFER_DATES_FROM": row.get("preference", "future"),
                "TIMEZONE": row.get("tz", "Asia/Shanghai"), "RETURN_AS_TIMEZONE_AWARE": False,
                "RETURN_TIME_AS_PERIOD": True,
            }
            cache[key] = (settings, DateDataParser(languages=[row["lang"]], settings=settings))
        return cache[key]

    def call(row, ctx):
        settings, parser = ctx
        found = search_dates(row["text"], languages=[row["lang"]], settings=settings) or []
        # The period ("day", "time"…) of each match, so "tomorrow" is a day, not tomorrow at 10:00.
        return [(moment, parser.get_date_data(text).period) for text, moment in found]

    def map_time(raw, row):
        produced = []
        for moment, period in raw:
            if period in ("day", "week", "month", "year"):
                moment = moment.replace(hour=0, minute=0, second=0)
            produced.append((local_string(moment), None))
        return produced

    return {"time": (call, map_time, context)}


def load_parsedatetime():
    import parsedatetime

    future = parsedatetime.Calendar(version=parsedatetime.VERSION_CONTEXT_STYLE)
    past_constants = parsedatetime.Constants()
    past_constants.DOWParseStyle = -1  # a bare weekday is the previous one
    past_constants.YearParseStyle = 0  # a month and day stay in the current year
    past = parsedatetime.Calendar(past_constants, version=parsedatetime.VERSION_CONTEXT_STYLE)

    def context(row):
        return (past if row.get("preference") == "past" else future), reference(row)

    def call(row, ctx):
        calendar, base = ctx
        return calendar.nlp(row["text"], sourceTime=base)

    def map_time(raw, row):
        produced = []
        for moment, accuracy, start, _end, _text in sorted(raw or (), key=lambda r: r[2]):
            if not accuracy.hasTime:
                moment = moment.replace(hour=0, minute=0, second=0)  # a date alone: midnight, not 09:00
            produced.append((local_string(moment), None))
        return produced

    return {"time": (call, map_time, context)}


PEERS = [
    ("jionlp", {"time": {"zh"}, "money": {"zh"}}, load_jionlp),
    ("dateparser", {"time": {"zh", "en"}}, load_dateparser),
    ("Duckling", {"time": {"zh", "en"}, "money": {"zh", "en"}}, load_duckling),
    ("parsedatetime", {"time": {"en"}}, load_parsedatetime),
    # Last: its JVM keeps JIT and GC threads alive that would share the 2 cores with later peers.
    ("duckling-chinese", {"time": {"zh"}, "money": {"zh"}}, load_duckling_chinese),
]


# --- running --------------------------------------------------------------------------------------

def read_sets(paths):
    sets = {"time": [], "money": []}
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            rows = [json.loads(line) for line in handle if line.strip()]
        for row in rows:
            if "now" in row and isinstance(row.get("expected"), list):
                sets["time"].append(row)
            elif isinstance(row.get("expected"), list) and all("amount" in e for e in row["expected"]):
                sets["money"].append(row)
    return sets


def run_set(peer, category, lang, rows, call, mapper, context, answers=None):
    score = time_correct if category == "time" else money_correct
    contexts = [context(row) for row in rows]
    warmup_started = time.perf_counter()
    for index, (row, ctx) in enumerate(zip(rows, contexts)):  # warm-up: a JVM or lazy caches get going
        try:
            call(row, ctx)
        except Exception:
            pass
        if index >= 20 and time.perf_counter() - warmup_started > WARMUP_SECONDS:
            break
    correct, calls, seconds, notes = 0, 0, 0.0, 0
    clock = time.perf_counter
    for row, ctx in zip(rows, contexts):  # the scored pass, timed call by call
        started = clock()
        try:
            raw = call(row, ctx)
        except Exception as error:
            seconds += clock() - started
            calls += 1
            notes += 1
            if notes <= MAX_NOTES:
                note(f"{peer} {category}/{lang} crashed on {row['text']!r}: {type(error).__name__}: {error}")
            record_answer(answers, peer, category, row, None, False, f"crashed: {type(error).__name__}: {error}")
            continue
        seconds += clock() - started
        calls += 1
        try:
            produced = mapper(raw, row)
            right = score(row["expected"], produced)
            record_answer(answers, peer, category, row, produced, right)
            if right:
                correct += 1
            elif DEBUG:
                want = [(e.get("start"), e.get("end")) if category == "time" else (e["amount"], e["currency"])
                        for e in row["expected"]]
                note(f"{peer} {category}/{lang} wrong on {row['text']!r}: got {produced}, want {want}")
        except Exception as error:
            notes += 1
            if notes <= MAX_NOTES:
                note(f"{peer} {category}/{lang} unreadable answer for {row['text']!r}: {error}")
            record_answer(answers, peer, category, row, None, False, f"unreadable answer: {error}")
    if notes > MAX_NOTES:
        note(f"{peer} {category}/{lang}: {notes - MAX_NOTES} more failures not shown")
    while seconds < MIN_SECONDS and calls < MAX_CALLS:  # more timed passes for fast peers
        started = clock()
        for row, ctx in zip(rows, contexts):
            try:
                call(row, ctx)
            except Exception:
                pass
        seconds += clock() - started
        calls += len(rows)
    return {
        "peer": peer, "category": category, "lang": lang, "correct": correct, "total": len(rows),
        "seconds": round(seconds, 6), "per_second": round(calls / seconds, 1) if seconds > 0 else 0.0,
    }


def record_answer(answers, peer, category, row, produced, right, error=None):
    """One per-row answer line for --answers (nothing when the option is not given)."""
    if answers is None:
        return
    line = {"id": row.get("id"), "peer": peer, "kind": category, "lang": row.get("lang"),
            "produced": [list(item) for item in produced] if produced is not None else None, "correct": right}
    if error:
        line["error"] = error
    answers.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")


def main(argv):
    wanted, answers = None, None
    while len(argv) >= 2 and argv[0] in ("--peers", "--answers"):
        if argv[0] == "--peers":
            wanted = set(argv[1].split(","))
        else:
            answers = open(argv[1], "w", encoding="utf-8")
        argv = argv[2:]
    sets = read_sets(argv)
    for name, supported, loader in PEERS:
        if wanted is not None and name not in wanted:
            continue
        jobs = [(category, lang, [r for r in sets[category] if r.get("lang") == lang])
                for category in ("time", "money") for lang in ("zh", "en") if lang in supported.get(category, ())]
        jobs = [job for job in jobs if job[2]]
        if not jobs:
            continue
        try:
            handlers = loader()
        except Exception as error:
            note(f"{name} skipped: could not load ({type(error).__name__}: {error})")
            for category, lang, rows in jobs:
                print(json.dumps({"peer": name, "category": category, "lang": lang, "correct": 0, "total": len(rows),
                                  "seconds": 0.0, "per_second": 0.0, "error": f"could not load: {error}"}), flush=True)
            continue
        for category, lang, rows in jobs:
            call, mapper, context = handlers[category]
            try:
                result = run_set(name, category, lang, rows, call, mapper, context, answers)
            except Exception as error:  # a context that cannot be built, say: report, go on
                note(f"{name} {category}/{lang} failed: {type(error).__name__}: {error}")
                result = {"peer": name, "category": category, "lang": lang, "correct": 0, "total": len(rows),
                          "seconds": 0.0, "per_second": 0.0, "error": str(error)}
            print(json.dumps(result, ensure_ascii=False), flush=True)
            if answers is not None:
                answers.flush()
    if answers is not None:
        answers.close()


if __name__ == "__main__":
    main(sys.argv[1:])
