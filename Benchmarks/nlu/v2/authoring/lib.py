"""Helpers used while authoring the v2 NLU corpus.

Every row is written by hand as a sentence plus a *specification* of its meaning (which day,
which clock, which range).  These helpers only do the calendar arithmetic for that
specification against the row's `now` -- they never parse the sentence.  The conventions they
encode are the ones written down in ../CONVENTIONS.md.

Markers in authored sentences (removed from the final text):
  ⟦...⟧  one whole time entity (or one money amount), in text order;
  ⟨...⟩  fragments of ONE composed time entity whose parts are apart in the sentence
         ("⟨周一⟩我要去看牙，⟨从8点半到10点⟩"); its `text` is the covering span.
"""

import datetime as _dt
import re

td = _dt.timedelta
date = _dt.date

# --------------------------------------------------------------------------- context

class _Ctx:
    now = None
    pref = "future"
    tz = "Asia/Shanghai"
    lang = "zh"

C = _Ctx()
ROWS = {"time": [], "money": [], "skills": []}


def setnow(now, tz=None, lang=None, pref=None):
    C.now = _dt.datetime.fromisoformat(now)
    if tz:
        C.tz = tz
    if lang:
        C.lang = lang
    if pref:
        C.pref = pref


def lang(value, tz=None):
    C.lang = value
    if tz:
        C.tz = tz


def pref(value):
    C.pref = value


class use:
    """`with use(now=..., pref=...):` sets the context for a block and restores it after."""

    def __init__(self, now=None, pref=None, tz=None, lang=None):
        self.new = dict(now=now, pref=pref, tz=tz, lang=lang)

    def __enter__(self):
        self.old = dict(now=C.now, pref=C.pref, tz=C.tz, lang=C.lang)
        if self.new["now"]:
            C.now = _dt.datetime.fromisoformat(self.new["now"])
        for key in ("pref", "tz", "lang"):
            if self.new[key]:
                setattr(C, key, self.new[key])
        return self

    def __exit__(self, *exc):
        for key, value in self.old.items():
            setattr(C, key, value)


# --------------------------------------------------------------------------- days

def today():
    return C.now.date()


def rel(n):
    """Today + n days."""
    return today() + td(days=n)


def ymd(y, m, d):
    return date(y, m, d)


def days_in_month(y, m):
    nxt = date(y + (m == 12), m % 12 + 1, 1)
    return (nxt - date(y, m, 1)).days


def addm(d, n):
    """Add n calendar months, clamping the day to the month's length."""
    idx = d.year * 12 + (d.month - 1) + n
    y, m = divmod(idx, 12)
    m += 1
    return date(y, m, min(d.day, days_in_month(y, m)))


def addy(d, n):
    return addm(d, 12 * n)


def monday(d=None):
    d = d or today()
    return d - td(days=d.isoweekday() - 1)


def wk(k, wd):
    """Weekday wd (1 = Monday … 7 = Sunday) of the week k weeks from the current Monday–Sunday week."""
    return monday() + td(days=7 * k + wd - 1)


def wd(wdn, p=None):
    """A bare weekday: future → today or the next one; past → today or the last one."""
    p = p or C.pref
    cur = today().isoweekday()
    if p == "future":
        return today() + td(days=(wdn - cur) % 7)
    return today() - td(days=(cur - wdn) % 7)


def coming(wdn):
    """'this coming X': the nearest upcoming X, today excluded."""
    cur = today().isoweekday()
    n = (wdn - cur) % 7
    return today() + td(days=n or 7)


def dom(day, p=None):
    """A bare day of the month ("20号", "the 20th")."""
    p = p or C.pref
    t = today()
    for step in range(0, 13):
        base = addm(date(t.year, t.month, 1), step if p == "future" else -step)
        if day > days_in_month(base.year, base.month):
            continue
        cand = date(base.year, base.month, day)
        if p == "future" and cand >= t:
            return cand
        if p == "past" and cand <= t:
            return cand
    raise ValueError(day)


def md(m, d, p=None):
    """Month and day without a year."""
    p = p or C.pref
    t = today()
    for step in range(0, 9):
        y = t.year + (step if p == "future" else -step)
        if d > days_in_month(y, m):
            continue
        cand = date(y, m, d)
        if (p == "future" and cand >= t) or (p == "past" and cand <= t):
            return cand
    raise ValueError((m, d))


def month_next(m, p=None):
    """A bare month name: the next (or, for the past, last) time it is or was current."""
    p = p or C.pref
    t = today()
    if p == "future":
        y = t.year if m >= t.month else t.year + 1
    else:
        y = t.year if m <= t.month else t.year - 1
    return y


def nth(y, m, n, wdn):
    """The n-th weekday wdn of month m."""
    first = date(y, m, 1)
    off = (wdn - first.isoweekday()) % 7
    return first + td(days=off + 7 * (n - 1))


def lastwd(y, m, wdn):
    last = date(y, m, days_in_month(y, m))
    return last - td(days=(last.isoweekday() - wdn) % 7)


def month_start(k=0):
    return addm(date(today().year, today().month, 1), k)


def month_end(k=0):
    s = month_start(k)
    return date(s.year, s.month, days_in_month(s.year, s.month))


# --------------------------------------------------------------------------- holidays

def easter(y):
    """Western Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher)."""
    a = y % 19
    b, c = divmod(y, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return date(y, month, day + 1)


# Chinese lunar festivals, Gregorian dates by Gregorian year, cross-checked with lunar-python
# (Lunar.fromYmd(...).getSolar()) and against the existing time.jsonl rows.
LUNAR = {
    # name: {gregorian_year: date}
    "春节": {2026: date(2026, 2, 17), 2027: date(2027, 2, 6), 2028: date(2028, 1, 26)},
    "除夕": {2026: date(2026, 2, 16), 2027: date(2027, 2, 5), 2028: date(2028, 1, 25)},
    "初二": {2026: date(2026, 2, 18), 2027: date(2027, 2, 7), 2028: date(2028, 1, 27)},
    "初三": {2026: date(2026, 2, 19), 2027: date(2027, 2, 8), 2028: date(2028, 1, 28)},
    "初五": {2026: date(2026, 2, 21), 2027: date(2027, 2, 10), 2028: date(2028, 1, 30)},
    "元宵": {2026: date(2026, 3, 3), 2027: date(2027, 2, 20), 2028: date(2028, 2, 9)},
    "龙抬头": {2026: date(2026, 3, 20), 2027: date(2027, 3, 9), 2028: date(2028, 2, 26)},
    "端午": {2026: date(2026, 6, 19), 2027: date(2027, 6, 9), 2028: date(2028, 5, 28)},
    "七夕": {2026: date(2026, 8, 19), 2027: date(2027, 8, 8), 2028: date(2028, 8, 26)},
    "中元": {2026: date(2026, 8, 27), 2027: date(2027, 8, 16), 2028: date(2028, 9, 3)},
    "中秋": {2026: date(2026, 9, 25), 2027: date(2027, 9, 15), 2028: date(2028, 10, 3)},
    "重阳": {2026: date(2026, 10, 18), 2027: date(2027, 10, 8), 2028: date(2028, 10, 26)},
    # 腊月 festivals: keyed by the Gregorian year they fall in.
    "腊八": {2026: date(2026, 1, 26), 2027: date(2027, 1, 15), 2028: date(2028, 1, 4), 2029: date(2029, 1, 22)},
    "小年": {2026: date(2026, 2, 10), 2027: date(2027, 1, 30), 2028: date(2028, 1, 19), 2029: date(2029, 2, 6)},
}

# The 24 solar terms in China (UTC+8), computed from the sun's apparent ecliptic longitude with
# PyEphem and cross-checked with lunar-python's getJieQiTable(): no differences 2026–2028.
JIEQI = {
    2026: {"小寒": (1, 5), "大寒": (1, 20), "立春": (2, 4), "雨水": (2, 18), "惊蛰": (3, 5), "春分": (3, 20),
           "清明": (4, 5), "谷雨": (4, 20), "立夏": (5, 5), "小满": (5, 21), "芒种": (6, 5), "夏至": (6, 21),
           "小暑": (7, 7), "大暑": (7, 23), "立秋": (8, 7), "处暑": (8, 23), "白露": (9, 7), "秋分": (9, 23),
           "寒露": (10, 8), "霜降": (10, 23), "立冬": (11, 7), "小雪": (11, 22), "大雪": (12, 7), "冬至": (12, 22)},
    2027: {"小寒": (1, 5), "大寒": (1, 20), "立春": (2, 4), "雨水": (2, 19), "惊蛰": (3, 6), "春分": (3, 21),
           "清明": (4, 5), "谷雨": (4, 20), "立夏": (5, 6), "小满": (5, 21), "芒种": (6, 6), "夏至": (6, 21),
           "小暑": (7, 7), "大暑": (7, 23), "立秋": (8, 8), "处暑": (8, 23), "白露": (9, 8), "秋分": (9, 23),
           "寒露": (10, 8), "霜降": (10, 23), "立冬": (11, 7), "小雪": (11, 22), "大雪": (12, 7), "冬至": (12, 22)},
    2028: {"小寒": (1, 6), "大寒": (1, 20), "立春": (2, 4), "雨水": (2, 19), "惊蛰": (3, 5), "春分": (3, 20),
           "清明": (4, 4), "谷雨": (4, 19), "立夏": (5, 5), "小满": (5, 20), "芒种": (6, 5), "夏至": (6, 21),
           "小暑": (7, 6), "大暑": (7, 22), "立秋": (8, 7), "处暑": (8, 22), "白露": (9, 7), "秋分": (9, 22),
           "寒露": (10, 8), "霜降": (10, 23), "立冬": (11, 7), "小雪": (11, 22), "大雪": (12, 6), "冬至": (12, 21)},
}


def holiday_in(name, y):
    """The holiday's date in Gregorian year y."""
    fixed = {
        "元旦": (1, 1), "newyear": (1, 1), "情人节": (2, 14), "valentine": (2, 14), "妇女节": (3, 8),
        "植树节": (3, 12), "愚人节": (4, 1), "劳动节": (5, 1), "五一": (5, 1), "青年节": (5, 4),
        "儿童节": (6, 1), "建党节": (7, 1), "建军节": (8, 1), "教师节": (9, 10), "国庆": (10, 1),
        "平安夜": (12, 24), "圣诞": (12, 25), "双十一": (11, 11), "双十二": (12, 12), "618": (6, 18),
        "independence": (7, 4), "halloween": (10, 31), "nye": (12, 31), "christmas_eve": (12, 24),
        "christmas": (12, 25), "stpatrick": (3, 17), "veterans": (11, 11), "juneteenth": (6, 19),
        "boxing": (12, 26), "groundhog": (2, 2), "aprilfools": (4, 1), "cinco": (5, 5),
    }
    if name in fixed:
        return date(y, *fixed[name])
    if name in LUNAR:
        return LUNAR[name][y]
    if name in JIEQI[2027]:
        return date(y, *JIEQI[y][name])
    rules = {
        "mothers": lambda: nth(y, 5, 2, 7),
        "fathers": lambda: nth(y, 6, 3, 7),
        "thanksgiving": lambda: nth(y, 11, 4, 4),
        "blackfriday": lambda: nth(y, 11, 4, 4) + td(days=1),
        "cybermonday": lambda: nth(y, 11, 4, 4) + td(days=4),
        "memorial": lambda: lastwd(y, 5, 1),
        "labor": lambda: nth(y, 9, 1, 1),
        "mlk": lambda: nth(y, 1, 3, 1),
        "presidents": lambda: nth(y, 2, 3, 1),
        "columbus": lambda: nth(y, 10, 2, 1),
        "easter": lambda: easter(y),
        "goodfriday": lambda: easter(y) - td(days=2),
        "eastermonday": lambda: easter(y) + td(days=1),
        "palmsunday": lambda: easter(y) - td(days=7),
        "ashwednesday": lambda: easter(y) - td(days=46),
    }
    return rules[name]()


def hol(name, p=None, year=None):
    """A holiday without a year: this year's if not yet past (future) / already reached (past)."""
    p = p or C.pref
    if year is not None:
        return holiday_in(name, year)
    t = today()
    if name in ("腊八", "小年"):  # Gregorian-year keyed, the nearest in the direction asked
        cands = sorted(LUNAR[name].values())
        if p == "future":
            return [c for c in cands if c >= t][0]
        return [c for c in cands if c <= t][-1]
    this = holiday_in(name, t.year)
    if p == "future":
        return this if this >= t else holiday_in(name, t.year + 1)
    return this if this <= t else holiday_in(name, t.year - 1)


# --------------------------------------------------------------------------- clocks

def dt(d, h=0, m=0):
    return _dt.datetime(d.year, d.month, d.day) + td(hours=h, minutes=m)


def _iso(x):
    return x.strftime("%Y-%m-%dT%H:%M:%S")


def bare_reading(h):
    """The project's bare-hour rule: 1–7 → pm, 8–11 → am (may flip to pm), 12 → noon."""
    if h == 12:
        return 12, False
    if 1 <= h <= 7:
        return h + 12, False
    if 8 <= h <= 11:
        return h, True
    return h, False  # 0 or ≥ 13: 24-hour


def bare_clock(h, m=0, p=None):
    """A clock with no day and no am/pm: today, else rolled per the convention."""
    p = p or C.pref
    hh, alt = bare_reading(h)
    t = dt(today(), hh, m)
    now = C.now
    if p == "future":
        if t >= now:
            return t
        if alt and now.hour >= 12 and t + td(hours=12) >= now:
            return t + td(hours=12)
        return t + td(days=1)
    return t if t <= now else t - td(days=1)


def next_clock(hh, m=0, p=None):
    """A clock with an explicit am/pm (or part of day) but no day: today, or tomorrow/yesterday."""
    p = p or C.pref
    t = dt(today(), hh, m)
    if p == "future":
        return t if t >= C.now else t + td(days=1)
    return t if t <= C.now else t - td(days=1)


# --------------------------------------------------------------------------- entities

def g_of(m):
    return "minute" if m else "hour"


def P(x, grain=None):
    """A point: a date (day grain) or a datetime (hour grain on the hour, else minute)."""
    if isinstance(x, _dt.datetime):
        grain = grain or ("minute" if x.minute else "hour")
        return {"start": _iso(x), "end": None, "grain": grain}
    return {"start": _iso(dt(x)), "end": None, "grain": grain or "day"}


def R(a, b, grain=None):
    """A range from a to b, b being the start of the last included unit (or the end clock)."""
    if isinstance(a, _dt.datetime):
        if grain is None:
            grain = "minute" if (a.minute or b.minute) else "hour"
        return {"start": _iso(a), "end": _iso(b), "grain": grain}
    return {"start": _iso(dt(a)), "end": _iso(dt(b)), "grain": grain or "day"}


def day(d):
    return P(d)


def at(d, h, m=0, grain=None):
    return P(dt(d, h, m), grain)


def cr(d, h1, m1, h2, m2, d2=None, grain=None):
    """A clock range on day d (the end may be on d2, or wrap past midnight when h2 < h1)."""
    a = dt(d, h1, m1)
    b = dt(d2 or d, h2, m2)
    if b <= a and d2 is None:
        b += td(days=1)
    return R(a, b, grain)


# Parts of the day, from the existing time.jsonl: start hour, end hour (exclusive).  Written as a
# range whose end is the last included hour (SCORING.md's convention), so 晚上 is 18:00–23:00.
PODS = {
    "凌晨": (0, 6), "早上": (6, 9), "早晨": (6, 9), "清晨": (6, 9), "明早": (6, 9), "上午": (8, 12),
    "下午": (12, 18), "傍晚": (17, 19), "晚上": (18, 24), "今晚": (18, 24), "夜里": (18, 24), "晚": (18, 24),
    "morning": (6, 12), "afternoon": (12, 18), "evening": (18, 24), "night": (18, 24), "tonight": (18, 24),
}


def pod(d, key):
    if key in ("中午", "noon"):
        return at(d, 12)
    a, b = PODS[key]
    return R(dt(d, a), dt(d, b - 1), "hour")


def dr(a, b):
    return R(a, b, "day")


def deadline_day(end_day):
    """'by X' at day grain: from today to the last included day."""
    return R(today(), end_day, "day")


def deadline_clock(end):
    """'by 5pm': from now (minute) to the clock."""
    return R(C.now, end, "minute")


def ndays(n):
    """'the next n days' / 'within n days' / 未来n天 / n天内: n calendar days counting today."""
    return dr(today(), rel(n - 1))


def pastdays(n):
    """'the last n days' / 最近n天 / 过去n天: n calendar days ending today."""
    return dr(rel(-(n - 1)), today())


def after(delta, grain=None):
    """now + delta (a timedelta), keeping the clock (minute/hour grain)."""
    x = C.now + delta
    if grain is None:
        grain = "minute" if x.minute or delta.seconds % 3600 else "hour"
    return P(x, grain)


def month_range(y, m):
    return dr(date(y, m, 1), date(y, m, days_in_month(y, m)))


def quarter(y, q):
    s = date(y, 3 * q - 2, 1)
    e = date(y, 3 * q, days_in_month(y, 3 * q))
    return dr(s, e)


def cur_quarter():
    return (today().month - 1) // 3 + 1


def week_range(k):
    return dr(wk(k, 1), wk(k, 7))


def year_range(y):
    return dr(date(y, 1, 1), date(y, 12, 31))


def xun(y, m, part):
    """上旬 1–10, 中旬 11–20, 下旬 21–last."""
    if part == 1:
        return dr(date(y, m, 1), date(y, m, 10))
    if part == 2:
        return dr(date(y, m, 11), date(y, m, 20))
    return dr(date(y, m, 21), date(y, m, days_in_month(y, m)))


# --------------------------------------------------------------------------- rows

_MARK = re.compile(r"⟦(.*?)⟧|⟨(.*?)⟩")


def strip_marks(marked):
    """The plain text, the whole-entity spans and the fragment spans (start, end) in the text."""
    out, wholes, frags, pos = [], [], [], 0
    plain_len = 0
    for mt in _MARK.finditer(marked):
        out.append(marked[pos:mt.start()])
        plain_len += mt.start() - pos
        inner = mt.group(1) if mt.group(1) is not None else mt.group(2)
        span = (plain_len, plain_len + len(inner))
        (wholes if mt.group(1) is not None else frags).append(span)
        out.append(inner)
        plain_len += len(inner)
        pos = mt.end()
    out.append(marked[pos:])
    return "".join(out), wholes, frags


def T(marked, *ents, cat, conv=None, unsure=None):
    """A time row.  `ents` are entity specs in text order; fragments make one entity."""
    text, wholes, frags = strip_marks(marked)
    spans = list(wholes)
    if frags:
        spans.append((frags[0][0], frags[-1][1]))
    spans.sort()
    if len(spans) != len(ents):
        raise ValueError(f"{marked}: {len(spans)} spans, {len(ents)} specs")
    expected = []
    for (a, b), e in zip(spans, ents):
        row = {"text": text[a:b]}
        row.update(e)
        expected.append(row)
    row = {"text": text, "lang": C.lang, "now": _iso(C.now), "tz": C.tz, "preference": C.pref,
           "category": cat, "expected": expected}
    if conv:
        row["conventions"] = conv if isinstance(conv, list) else [conv]
    if unsure:
        row["unsure"] = unsure
    ROWS["time"].append(row)
    return row


def M(marked, *amounts, cat, conv=None, unsure=None):
    """A money row: one (amount, currency) per ⟦…⟧ in order."""
    text, wholes, frags = strip_marks(marked)
    assert not frags
    if len(wholes) != len(amounts):
        raise ValueError(f"{marked}: {len(wholes)} spans, {len(amounts)} amounts")
    expected = [{"text": text[a:b], "amount": str(am), "currency": cur} for (a, b), (am, cur) in zip(wholes, amounts)]
    row = {"text": text, "lang": C.lang, "category": cat, "expected": expected}
    if conv:
        row["conventions"] = conv if isinstance(conv, list) else [conv]
    if unsure:
        row["unsure"] = unsure
    ROWS["money"].append(row)
    return row


def S(text, skill=None, args=None, *, cat, calls=None, given=None, conv=None, unsure=None):
    """A skill row: one skill and its arguments, or several calls."""
    row = {"text": text, "lang": C.lang, "now": _iso(C.now), "tz": C.tz, "category": cat}
    if given is not None:
        row["given"] = given
    if calls is not None:
        row["calls"] = [{"skill": s, "arguments": a} for s, a in calls]
    else:
        row["skill"] = skill
        row["arguments"] = args
    if conv:
        row["conventions"] = conv if isinstance(conv, list) else [conv]
    if unsure:
        row["unsure"] = unsure
    ROWS["skills"].append(row)
    return row


# Skill-argument helpers ----------------------------------------------------------------------

def iso_d(d):
    return d.isoformat()


def iso_t(d, h=0, m=0):
    return _iso(dt(d, h, m))


def iso_x(x):
    return _iso(x)


def ev(title, start, end):
    """A stored event for `given`: start/end as datetimes or (for all-day) dates."""
    if isinstance(start, _dt.datetime):
        return {"title": title, "start": _iso(start), "end": _iso(end)}
    return {"title": title, "start": start.isoformat(), "end": end.isoformat(), "allDay": True}


# --------------------------------------------------------------------------- skill calls

def _d(x):
    """A date or datetime as the skills take it."""
    if isinstance(x, _dt.datetime):
        return _iso(x)
    if isinstance(x, _dt.date):
        return x.isoformat()
    return x


def cc(title, start, end=None, location=None, repeat=None):
    """calendar.create (`repeat`: an RRULE, CONVENTIONS §13)"""
    a = {"title": title, "start": _d(start)}
    if end is not None:
        a["end"] = _d(end)
    if location is not None:
        a["location"] = location
    if repeat is not None:
        a["repeat"] = repeat
    return ("calendar.create", a)


def cl(frm=None, to=None):
    """calendar.list: from/to dates, both included; to defaults to from when a single day is said."""
    a = {}
    if frm is not None:
        a["from"] = _d(frm)
        a["to"] = _d(to if to is not None else frm)
    return ("calendar.list", a)


def wx(city, d=None):
    return ("weather", {"city": city, "date": _d(d or today())})


def ra(city, d=None):
    return ("running_advice", {"city": city, "date": _d(d or today())})


def la(amount, category, note=None, d=None, cur=None, kind="expense"):
    """ledger.add; the currency defaults to the language's (CNY for zh, USD for en)."""
    a = {"amount": str(amount), "currency": cur or ("CNY" if C.lang == "zh" else "USD"), "kind": kind,
         "category": category, "date": _d(d or today())}
    if note:
        a["note"] = note
    return ("ledger.add", a)


def ls(frm=None, to=None, category=None):
    a = {}
    if frm is not None:
        a["from"] = _d(frm)
        a["to"] = _d(to if to is not None else frm)
    if category:
        a["category"] = category
    return ("ledger.summary", a)


def ll(frm=None, to=None, category=None, limit=None):
    a = {}
    if frm is not None:
        a["from"] = _d(frm)
        a["to"] = _d(to if to is not None else frm)
    if category:
        a["category"] = category
    if limit:
        a["limit"] = limit
    return ("ledger.list", a)


def cu(target, title=None, date=None, start=None, end=None, new_title=None, location=None):
    """calendar.update: `target` is the index of the event in `given` that must be changed."""
    a = {}
    for key, value in (("title", title), ("date", date), ("start", start), ("end", end),
                       ("new_title", new_title), ("location", location)):
        if value is not None:
            a[key] = _d(value)
    a["targetIndex"] = target
    return ("calendar.update", a)


def cdel(target, title=None, date=None):
    a = {}
    if title is not None:
        a["title"] = title
    if date is not None:
        a["date"] = _d(date)
    a["targetIndex"] = target
    return ("calendar.delete", a)


def K(text, call, *, cat, given=None, conv=None, unsure=None):
    """One skill call."""
    return S(text, call[0], call[1], cat=cat, given=given, conv=conv, unsure=unsure)


def KM(text, calls, *, cat, given=None, conv=None, unsure=None):
    """Several calls from one message, in the order said."""
    return S(text, cat=cat, calls=calls, given=given, conv=conv, unsure=unsure)
