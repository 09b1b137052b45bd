"""Template generator for differential testing of SkillNLU's time and money recognition (issue 15).

Usage: python3 generate.py [--seed N] [--out DIR]
Writes DIR/time.gen.jsonl and DIR/money.gen.jsonl (default: this folder), deterministic for a seed.

Every row is a template × values × a carrier sentence × a reference time. The expected value of a
row is computed from the values the template was filled with (calendar arithmetic under
../v2/CONVENTIONS.md), never by running a parser. Row shapes are those of ../v2/time.dev.jsonl and
../v2/money.dev.jsonl, plus:
  "family"   the template family (date-abs, clock, clock-range, deadline, money-idiom, …)
  "template" the template's id inside its family (zh.clock.day-part-hour …)
  "conventions" the CONVENTIONS.md tags the expectation rests on (a peer that differs there may be
             following another convention rather than be wrong).
"""
import argparse
import datetime as _dt
import json
import os
import random

td = _dt.timedelta
date = _dt.date

NOWS = [  # the v2 corpus' reference times (CONVENTIONS.md §1)
    "2026-12-02T10:00:00", "2027-03-15T21:30:00", "2027-06-30T08:00:00",
    "2027-09-10T14:00:00", "2027-01-29T19:00:00", "2027-11-03T16:45:00",
]
TZ = {"zh": "Asia/Shanghai", "en": "America/New_York"}


# --- calendar arithmetic (the specification of a row, never its text) -------------------------------

def days_in_month(y, m):
    return (date(y + (m == 12), m % 12 + 1, 1) - date(y, m, 1)).days


def addm(d, n):
    idx = d.year * 12 + d.month - 1 + n
    y, m = divmod(idx, 12)
    return date(y, m + 1, min(d.day, days_in_month(y, m + 1)))


def monday(d):
    return d - td(days=d.isoweekday() - 1)


def week_day(today, k, wdn):
    """Weekday wdn (1 = Monday) of the week k weeks from today's Monday–Sunday week."""
    return monday(today) + td(days=7 * k + wdn - 1)


def bare_weekday(today, wdn, pref):
    cur = today.isoweekday()
    if pref == "future":
        return today + td(days=(wdn - cur) % 7)
    return today - td(days=(cur - wdn) % 7)


def month_day(today, m, d, pref="future"):
    for step in range(0, 9):
        y = today.year + (step if pref == "future" else -step)
        if d > days_in_month(y, m):
            continue
        cand = date(y, m, d)
        if (pref == "future" and cand >= today) or (pref == "past" and cand <= today):
            return cand
    raise ValueError((m, d))


def nth(y, m, n, wdn):
    first = date(y, m, 1)
    return first + td(days=(wdn - first.isoweekday()) % 7 + 7 * (n - 1))


def last_weekday(y, m, wdn):
    last = date(y, m, days_in_month(y, m))
    return last - td(days=(last.isoweekday() - wdn) % 7)


# Lunar festivals: Gregorian dates from ../v2/authoring/lib.py (cross-checked with lunar-python there).
LUNAR = {
    "春节": {2026: date(2026, 2, 17), 2027: date(2027, 2, 6), 2028: date(2028, 1, 26)},
    "端午节": {2026: date(2026, 6, 19), 2027: date(2027, 6, 9), 2028: date(2028, 5, 28)},
    "中秋节": {2026: date(2026, 9, 25), 2027: date(2027, 9, 15), 2028: date(2028, 10, 3)},
    "七夕": {2026: date(2026, 8, 19), 2027: date(2027, 8, 8), 2028: date(2028, 8, 26)},
}
ZH_FIXED = {"元旦": (1, 1), "情人节": (2, 14), "劳动节": (5, 1), "儿童节": (6, 1), "教师节": (9, 10),
            "国庆节": (10, 1), "万圣节": (10, 31), "平安夜": (12, 24), "圣诞节": (12, 25), "双十一": (11, 11),
            "妇女节": (3, 8), "愚人节": (4, 1)}
EN_FIXED = {"New Year's Day": (1, 1), "Valentine's Day": (2, 14), "St. Patrick's Day": (3, 17),
            "Independence Day": (7, 4), "Halloween": (10, 31), "Christmas Eve": (12, 24), "Christmas": (12, 25),
            "Christmas Day": (12, 25), "New Year's Eve": (12, 31), "Veterans Day": (11, 11)}
EN_RULE = {
    "Thanksgiving": lambda y: nth(y, 11, 4, 4),
    "Mother's Day": lambda y: nth(y, 5, 2, 7),
    "Father's Day": lambda y: nth(y, 6, 3, 7),
    "Labor Day": lambda y: nth(y, 9, 1, 1),
    "Memorial Day": lambda y: last_weekday(y, 5, 1),
    "Black Friday": lambda y: nth(y, 11, 4, 4) + td(days=1),
}


def holiday(today, name):
    """The next occurrence on or after today (future preference, CONVENTIONS.md §9)."""
    def in_year(y):
        if name in ZH_FIXED:
            return date(y, *ZH_FIXED[name])
        if name in EN_FIXED:
            return date(y, *EN_FIXED[name])
        if name in LUNAR:
            return LUNAR[name][y]
        return EN_RULE[name](y)
    this = in_year(today.year)
    return this if this >= today else in_year(today.year + 1)


def iso(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S")


def at(day, hour=0, minute=0):
    return _dt.datetime(day.year, day.month, day.day, hour, minute)


def point(text, moment, grain):
    return {"text": text, "start": iso(moment), "end": None, "grain": grain}


def span(text, start, end, grain):
    return {"text": text, "start": iso(start), "end": iso(end), "grain": grain}


def clock_grain(minute, colon=False):
    return "minute" if minute or colon else "hour"


# --- writing numbers ------------------------------------------------------------------------------

ZH_DIGITS = "零一二三四五六七八九"


def zh_num(n):
    """1..99 in Chinese characters (十, 十五, 二十, 二十三)."""
    if n < 10:
        return ZH_DIGITS[n]
    tens, ones = divmod(n, 10)
    return ("" if tens == 1 else ZH_DIGITS[tens]) + "十" + (ZH_DIGITS[ones] if ones else "")


def zh_hour(h, rng):
    """An hour 1..12 before 点: digits or characters; 2 is 两 in characters."""
    if rng.random() < 0.5:
        return str(h)
    return "两" if h == 2 else zh_num(h)


def zh_clock(h12, minute, rng):
    """h12 点 with minutes in one of the usual ways; returns text."""
    hour = zh_hour(h12, rng)
    if minute == 0:
        return hour + "点"
    if minute == 30:
        return hour + rng.choice(["点半", "点30", "点30分"])
    if minute == 15:
        return hour + rng.choice(["点一刻", "点15分", "点15"])
    if minute == 45:
        return hour + rng.choice(["点三刻", "点45分", "点45"])
    if minute < 10:
        return hour + rng.choice([f"点零{minute}分", f"点0{minute}分", f"点零{ZH_DIGITS[minute]}分"])
    return hour + rng.choice([f"点{minute}分", f"点{minute}", f"点{zh_num(minute)}分"])


EN_NUM = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
EN_ORD = {1: "1st", 2: "2nd", 3: "3rd", 21: "21st", 22: "22nd", 23: "23rd", 31: "31st"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MONTH_ABBR = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec."]
EN_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"]


def ordinal(d):
    return EN_ORD.get(d, f"{d}th")


def en_clock(h24, minute, rng, style=None):
    """3pm, 3 pm, 3:30pm, 3:30 p.m., 10am, 15:00 (24h) — always unambiguous."""
    style = style or rng.choice(["ampm", "ampm", "ampm-space", "dots", "24h"])
    if style == "24h" and h24 >= 13:  # 13:00 and later: no other reading ("8:00" may be a bare hour)
        return f"{h24}:{minute:02d}"
    if style == "24h":
        style = "ampm"
    h12 = h24 % 12 or 12
    suffix = "am" if h24 < 12 else "pm"
    if style == "dots":
        suffix = suffix[0] + "." + suffix[1] + "."
    body = str(h12) if minute == 0 else f"{h12}:{minute:02d}"
    return body + (" " if style in ("ampm-space", "dots") else "") + suffix


# --- the rows -------------------------------------------------------------------------------------

class Builder:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.time = []
        self.money = []
        self.seen = set()

    def add_time(self, lang, family, template, text, now, expected, conventions=(), pref="future"):
        key = (text, now, pref)
        if key in self.seen:
            return False
        self.seen.add(key)
        row = {"id": "", "text": text, "lang": lang, "now": now, "tz": TZ[lang], "preference": pref,
               "category": family, "family": family, "template": template, "expected": expected}
        if conventions:
            row["conventions"] = sorted(set(conventions))
        self.time.append(row)
        return True

    def add_money(self, lang, family, template, text, expected, conventions=()):
        key = (text, "money")
        if key in self.seen:
            return False
        self.seen.add(key)
        row = {"id": "", "text": text, "lang": lang, "category": family, "family": family, "template": template,
               "expected": [{"text": e[0], "amount": e[1], "currency": e[2]} for e in expected]}
        if conventions:
            row["conventions"] = sorted(set(conventions))
        self.money.append(row)
        return True


def fill(builder, count, make):
    """Calls make() until `count` rows were added (make returns True for a new row)."""
    added, attempts = 0, 0
    while added < count and attempts < count * 30:
        attempts += 1
        if make():
            added += 1


ZH_CARRIERS = ["{t}开会", "提醒我{t}交报告", "{t}去医院体检", "帮我约{t}和王总吃饭", "我们{t}见面吧",
               "{t}有个面试", "把{t}的时间空出来", "{t}我要去机场接人", "记得{t}给妈妈打电话", "{t}团队聚餐"]
EN_CARRIERS = ["remind me to call mom {t}", "team meeting {t}", "book the dentist {t}", "lunch with Ann {t}",
               "{t} I have a job interview", "schedule the review {t}", "pick up the kids {t}",
               "dinner with the Smiths {t}", "{t} works for me", "put the standup {t}"]


def zh_carrier(rng, t):
    return rng.choice(ZH_CARRIERS).format(t=t)


def en_carrier(rng, t):
    text = rng.choice(EN_CARRIERS).format(t=t)
    return text[0].upper() + text[1:] if rng.random() < 0.3 else text


def now_of(rng):
    now = rng.choice(NOWS)
    return now, _dt.datetime.fromisoformat(now)


def zh_part_clock(rng):
    """(part word, 12-hour hour, minute, 24-hour hour) for 上午/下午/晚上/早上/中午."""
    part = rng.choice(["上午", "下午", "下午", "晚上", "早上", "中午"])
    minute = rng.choice([0, 0, 0, 30, 15, 45, 5, 20, 40])
    if part == "上午":
        h = rng.choice([8, 9, 10, 11])
        return part, h, minute, h
    if part == "早上":
        h = rng.choice([6, 7, 8])
        return part, h, minute, h
    if part == "中午":
        return part, 12, rng.choice([0, 0, 30]), 12
    if part == "下午":
        h = rng.choice([1, 2, 3, 4, 5, 6])
        return part, h, minute, h + 12
    h = rng.choice([7, 8, 9, 10])
    return part, h, minute, h + 12


def zh_day_words(rng, now, allow_past=False):
    """(text, date, conventions) for a day expression said in Chinese."""
    today = now.date()
    kind = rng.choice(["rel", "rel", "weekday", "next-weekday", "this-weekday", "md"])
    if kind == "rel":
        word, n = rng.choice([("今天", 0), ("明天", 1), ("后天", 2), ("大后天", 3)])
        return word, today + td(days=n), []
    if kind == "weekday":
        w = rng.randint(1, 7)
        prefix = rng.choice(["周", "星期", "礼拜"])
        return prefix + ZH_WEEKDAYS[w - 1], bare_weekday(today, w, "future"), []
    if kind == "next-weekday":
        w = rng.randint(1, 7)
        return rng.choice(["下周", "下星期"]) + ZH_WEEKDAYS[w - 1], week_day(today, 1, w), ["week-monday-sunday"]
    if kind == "this-weekday":
        w = rng.randint(today.isoweekday(), 7)
        return rng.choice(["这周", "本周"]) + ZH_WEEKDAYS[w - 1], week_day(today, 0, w), ["week-monday-sunday"]
    day = today + td(days=rng.randint(1, 200))
    return f"{day.month}月{day.day}{rng.choice(['日', '号'])}", day, []


def en_day_words(rng, now):
    today = now.date()
    kind = rng.choice(["rel", "rel", "weekday", "next-weekday", "md", "md"])
    if kind == "rel":
        word, n = rng.choice([("today", 0), ("tomorrow", 1), ("tomorrow", 1), ("the day after tomorrow", 2)])
        return word, today + td(days=n), []
    if kind == "weekday":
        w = rng.randint(1, 7)
        return "on " + EN_WEEKDAYS[w - 1], bare_weekday(today, w, "future"), []
    if kind == "next-weekday":
        w = rng.randint(1, 7)
        return "next " + EN_WEEKDAYS[w - 1], week_day(today, 1, w), ["week-monday-sunday"]
    day = today + td(days=rng.randint(1, 200))
    style = rng.choice(["Month D", "Mon. D", "the Dth of Month", "Month Dth"])
    text = {"Month D": f"{MONTHS[day.month - 1]} {day.day}", "Mon. D": f"{MONTH_ABBR[day.month - 1]} {day.day}",
            "the Dth of Month": f"the {ordinal(day.day)} of {MONTHS[day.month - 1]}",
            "Month Dth": f"{MONTHS[day.month - 1]} {ordinal(day.day)}"}[style]
    return "on " + text, day, []


def roll_weekday_clock(day, moment_hm, now, day_text):
    """A bare weekday (周五 / on Friday) + a clock already past today → next week (§4)."""
    moment = at(day, *moment_hm)
    if day == now.date() and moment <= now and (day_text.startswith("周") or day_text.startswith("星期")
                                                 or day_text.startswith("礼拜") or day_text.startswith("on ")
                                                 and day_text[3:] in EN_WEEKDAYS):
        return moment + td(days=7), True
    return moment, False


# --- Chinese time templates -----------------------------------------------------------------------

def zh_time(b, per_family):
    rng = b.rng

    def date_abs():
        now, n = now_of(rng)
        day = n.date() + td(days=rng.randint(1, 400))
        style = rng.choice(["ymd", "md", "md-hao", "ymd-hao"])
        if style == "ymd":
            text, conv = f"{day.year}年{day.month}月{day.day}日", []
        elif style == "ymd-hao":
            text, conv = f"{day.year}年{day.month}月{day.day}号", []
        else:
            if (day - n.date()).days > 300:
                return False
            text, conv = f"{day.month}月{day.day}{'日' if style == 'md' else '号'}", []
        return b.add_time("zh", "date-abs", f"zh.date-abs.{style}", zh_carrier(rng, text), now,
                          [point(text, at(day), "day")], conv)

    def date_numeric():
        now, n = now_of(rng)
        day = n.date() + td(days=rng.randint(1, 300))
        style = rng.choice(["iso", "slash-ymd", "dot-ymd", "dash-ymd-short"])
        text = {"iso": f"{day.year}-{day.month:02d}-{day.day:02d}", "slash-ymd": f"{day.year}/{day.month}/{day.day}",
                "dot-ymd": f"{day.year}.{day.month}.{day.day}", "dash-ymd-short": f"{day.year}-{day.month}-{day.day}"}[style]
        return b.add_time("zh", "date-numeric", f"zh.date-numeric.{style}", zh_carrier(rng, text), now,
                          [point(text, at(day), "day")])

    def weekday():
        now, n = now_of(rng)
        today = n.date()
        w = rng.randint(1, 7)
        style = rng.choice(["bare", "bare", "next", "this", "next-next"])
        prefix = rng.choice(["周", "星期", "礼拜"]) if style == "bare" else ""
        if style == "bare":
            text, day, conv = prefix + ZH_WEEKDAYS[w - 1], bare_weekday(today, w, "future"), []
        elif style == "next":
            text, day, conv = rng.choice(["下周", "下星期", "下个星期"]) + ZH_WEEKDAYS[w - 1], week_day(today, 1, w), \
                ["week-monday-sunday"]
        elif style == "next-next":
            text, day, conv = "下下周" + ZH_WEEKDAYS[w - 1], week_day(today, 2, w), ["week-monday-sunday"]
        else:
            if w < today.isoweekday():
                return False
            text, day, conv = rng.choice(["这周", "本周"]) + ZH_WEEKDAYS[w - 1], week_day(today, 0, w), \
                ["week-monday-sunday"]
        if text.endswith("日") and prefix == "周":
            text = text  # 周日
        return b.add_time("zh", "weekday", f"zh.weekday.{style}", zh_carrier(rng, text), now,
                          [point(text, at(day), "day")], conv)

    def relday():
        now, n = now_of(rng)
        word, k = rng.choice([("今天", 0), ("明天", 1), ("后天", 2), ("大后天", 3), ("明日", 1)])
        return b.add_time("zh", "relday", f"zh.relday.{word}", zh_carrier(rng, word), now,
                          [point(word, at(n.date() + td(days=k)), "day")])

    def week_month():
        now, n = now_of(rng)
        today = n.date()
        word = rng.choice(["下周", "下个星期", "下个月", "下下周"])
        if word in ("下周", "下个星期"):
            start, end, conv = week_day(today, 1, 1), week_day(today, 1, 7), ["week-monday-sunday"]
        elif word == "下下周":
            start, end, conv = week_day(today, 2, 1), week_day(today, 2, 7), ["week-monday-sunday"]
        else:
            first = addm(date(today.year, today.month, 1), 1)
            start, end, conv = first, date(first.year, first.month, days_in_month(first.year, first.month)), []
        carrier = rng.choice(["{t}出差", "{t}休假", "{t}的安排发我一下", "{t}有什么日程"])
        return b.add_time("zh", "week-range", f"zh.week-range.{word}", carrier.format(t=word), now,
                          [span(word, at(start), at(end), "day")], conv)

    def clock():
        now, n = now_of(rng)
        style = rng.choice(["day-part", "day-part", "weekday-part", "day-24h", "no-day-part", "day-bare"])
        part, h12, minute, h24 = zh_part_clock(rng)
        clock_text = part + zh_clock(h12, minute, rng)
        conv = []
        if style == "day-24h":
            h24 = rng.randint(13, 22)
            clock_text = f"{h24}:{minute:02d}"
        if style == "day-bare":
            h12 = rng.choice([1, 2, 3, 4, 5, 8, 9, 10, 11])
            h24 = h12 + 12 if h12 <= 7 else h12
            clock_text = zh_clock(h12, minute, rng)
            conv.append("bare-hour")
        grain = clock_grain(minute, style == "day-24h")
        if at(n.date(), h24, minute) == n:
            return False  # a clock exactly at `now`: whether it has passed is moot
        if style == "no-day-part":
            moment = at(n.date(), h24, minute)
            if moment <= n:
                moment += td(days=1)
            text = clock_text
            conv.append("clock-rolls-to-tomorrow")
        elif style == "weekday-part":
            w = rng.randint(1, 7)
            day_text = rng.choice(["周", "星期"]) + ZH_WEEKDAYS[w - 1]
            moment, rolled = roll_weekday_clock(bare_weekday(n.date(), w, "future"), (h24, minute), n, day_text)
            if rolled:
                conv.append("rollover")
            text = day_text + clock_text
        else:
            day_text, day, dconv = zh_day_words(rng, n)
            if day == n.date() and at(day, h24, minute) <= n and not day_text.startswith("今"):
                return False  # a weekday naming today with a clock already past: the weekday style tests it
            if day_text == "今天" and at(day, h24, minute) <= n:
                return False  # a past clock today: not something people ask a calendar for
            moment, text = at(day, h24, minute), day_text + clock_text
            conv += dconv
        return b.add_time("zh", "clock", f"zh.clock.{style}", zh_carrier(rng, text), now,
                          [point(text, moment, grain)], conv)

    def clock_range():
        now, n = now_of(rng)
        day_text, day, conv = zh_day_words(rng, n)
        if day == n.date():
            return False
        style = rng.choice(["part-to", "part-dash", "24h", "part-to-part"])
        if style == "24h":
            h1 = rng.randint(8, 19)
            h2 = h1 + rng.randint(1, 3)
            m1, m2 = rng.choice([0, 30]), rng.choice([0, 30])
            text = f"{h1}:{m1:02d}{rng.choice(['-', '到', '至', '~'])}{h2}:{m2:02d}"
            entity = span(day_text + text, at(day, h1, m1), at(day, h2, m2), "minute")
        else:
            part = rng.choice(["上午", "下午", "晚上"])
            base = {"上午": 8, "下午": 1, "晚上": 7}[part]
            h1 = rng.randint(base, base + 2)
            h2 = h1 + rng.randint(1, 2)
            if part == "上午" and h2 > 12:
                h2 = 12
            m1, m2 = rng.choice([0, 0, 30]), rng.choice([0, 0, 30])
            if style == "part-to-part":
                h1, m1 = rng.randint(9, 11), rng.choice([0, 0, 30])
                h2, m2 = rng.randint(1, 5), rng.choice([0, 0, 30])
                text = f"上午{zh_clock(h1, m1, rng)}到下午{zh_clock(h2, m2, rng)}"
                entity = span(day_text + text, at(day, h1, m1), at(day, h2 + 12, m2), "minute" if m1 or m2 else "hour")
            else:
                if style == "part-dash":
                    m1 = m2 = 0
                    text = f"{part}{h1}-{h2}点"
                else:
                    text = f"{part}{zh_clock(h1, m1, rng)}{rng.choice(['到', '至', '-'])}{zh_clock(h2, m2, rng)}"
                offset = 0 if part == "上午" else 12
                grain = "minute" if m1 or m2 else "hour"
                entity = span(day_text + text, at(day, h1 + offset, m1), at(day, h2 + offset, m2), grain)
        full = day_text + text
        return b.add_time("zh", "clock-range", f"zh.clock-range.{style}", zh_carrier(rng, full), now, [entity], conv)

    def day_range():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["md-to-d", "md-to-md", "next-week-wd", "hao"])
        if style == "next-week-wd":
            w1 = rng.randint(1, 4)
            w2 = rng.randint(w1 + 1, 7)
            text = f"下周{ZH_WEEKDAYS[w1 - 1]}到下周{ZH_WEEKDAYS[w2 - 1]}"
            start, end, conv = week_day(today, 1, w1), week_day(today, 1, w2), ["week-monday-sunday"]
        else:
            start = today + td(days=rng.randint(1, 200))
            length = rng.randint(1, 6)
            end = start + td(days=length)
            conv = []
            if style == "md-to-d":
                if end.month != start.month:
                    return False
                text = f"{start.month}月{start.day}日{rng.choice(['到', '至', '-'])}{end.day}日"
            elif style == "hao":
                if end.month != start.month:
                    return False
                text = f"{start.month}月{start.day}号到{end.day}号"
            else:
                text = f"{start.month}月{start.day}日到{end.month}月{end.day}日"
        carrier = rng.choice(["{t}去杭州出差", "{t}请假", "{t}在上海开会", "{t}家里有事", "帮我把{t}空出来"])
        return b.add_time("zh", "day-range", f"zh.day-range.{style}", carrier.format(t=text), now,
                          [span(text, at(start), at(end), "day")], conv)

    def duration():
        now, n = now_of(rng)
        unit = rng.choice(["分钟", "小时", "天", "周", "个月", "半小时", "个小时"])
        k = rng.randint(2, 10) if unit != "分钟" else rng.choice([5, 10, 15, 20, 30, 40, 45])
        num = str(k) if rng.random() < 0.5 else ("两" if k == 2 else zh_num(k))
        after = rng.choice(["后", "以后", "之后"])
        if unit == "半小时":
            text, moment, grain = "半小时" + after, n + td(minutes=30), "minute"
        elif unit == "分钟":
            text, moment, grain = f"{num}分钟{after}", n + td(minutes=k), "minute"
        elif unit in ("小时", "个小时"):
            text, moment, grain = f"{num}{unit}{after}", n + td(hours=k), "minute" if n.minute else "hour"
        elif unit == "天":
            text, moment, grain = f"{num}天{after}", at(n.date() + td(days=k)), "day"
        elif unit == "周":
            text, moment, grain = f"{num}{rng.choice(['周', '个星期'])}{after}", at(n.date() + td(days=7 * k)), "day"
        else:
            text, moment, grain = f"{num}个月{after}", at(addm(n.date(), k)), "day"
        carrier = rng.choice(["{t}提醒我喝水", "{t}叫我", "{t}开会", "{t}回电话给李经理", "{t}提醒我关火"])
        return b.add_time("zh", "duration", f"zh.duration.{unit}", carrier.format(t=text), now,
                          [point(text, moment, grain)])

    def deadline():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["weekday-qian", "md-qian", "month-end", "clock-qian", "within-days"])
        start_day = at(today)
        if style == "weekday-qian":
            w = rng.randint(1, 7)
            word = rng.choice(["下周", "周"])
            day = week_day(today, 1, w) if word == "下周" else bare_weekday(today, w, "future")
            text = f"{word}{ZH_WEEKDAYS[w - 1]}{rng.choice(['前', '之前', '以前'])}"
            entity, conv = span(text, start_day, at(day), "day"), ["zh-qian-inclusive"]
        elif style == "md-qian":
            day = today + td(days=rng.randint(2, 120))
            text = f"{day.month}月{day.day}{rng.choice(['日', '号'])}{rng.choice(['前', '之前'])}"
            entity, conv = span(text, start_day, at(day), "day"), ["zh-qian-inclusive"]
        elif style == "month-end":
            text = rng.choice(["月底前", "月底之前", "本月底前"])
            last = date(today.year, today.month, days_in_month(today.year, today.month))
            entity, conv = span(text, start_day, at(last), "day"), []
        elif style == "clock-qian":
            part, h12, minute, h24 = zh_part_clock(rng)
            if at(today, h24, minute) <= n + td(minutes=30):
                return False
            text = f"今天{part}{zh_clock(h12, minute, rng)}{rng.choice(['前', '之前'])}"
            entity, conv = span(text, n.replace(second=0), at(today, h24, minute), "minute"), []
        else:
            k = rng.randint(2, 10)
            text = f"{k if rng.random() < 0.5 else zh_num(k)}天{rng.choice(['内', '以内', '之内'])}"
            entity, conv = span(text, start_day, at(today + td(days=k - 1)), "day"), ["n-days-counting-today"]
        carrier = rng.choice(["{t}把报告交了", "{t}完成方案", "提醒我{t}交房租", "{t}给客户回复", "请在{t}提交"])
        return b.add_time("zh", "deadline", f"zh.deadline.{style}", carrier.format(t=text), now, [entity], conv)

    def holiday_row():
        now, n = now_of(rng)
        name = rng.choice(list(ZH_FIXED) + list(LUNAR))
        day = holiday(n.date(), name)
        style = rng.choice(["bare", "bare", "part-clock"])
        if style == "bare":
            text, entity = name, point(name, at(day), "day")
        else:
            part, h12, minute, h24 = zh_part_clock(rng)
            if part == "中午":
                return False
            text = name + part + zh_clock(h12, minute, rng)
            entity = point(text, at(day, h24, minute), clock_grain(minute))
        carrier = rng.choice(["{t}一起吃饭", "{t}回老家", "{t}有什么安排", "提醒我{t}买礼物", "{t}加班"])
        return b.add_time("zh", "holiday", f"zh.holiday.{style}", carrier.format(t=text), now, [entity])

    def past():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["yesterday", "last-weekday", "bare-weekday"])
        if style == "yesterday":
            word, k = rng.choice([("昨天", 1), ("前天", 2), ("大前天", 3)])
            text, day = word, today - td(days=k)
        elif style == "last-weekday":
            w = rng.randint(1, 7)
            text, day = f"上{rng.choice(['周', '星期'])}{ZH_WEEKDAYS[w - 1]}", week_day(today, -1, w)
        else:
            w = rng.randint(1, 7)
            text, day = f"{rng.choice(['周', '星期'])}{ZH_WEEKDAYS[w - 1]}", bare_weekday(today, w, "past")
        carrier = rng.choice(["{t}打车花了四十", "{t}买菜用了钱", "{t}午饭吃的什么", "{t}的开销记一下", "{t}加油"])
        return b.add_time("zh", "past", f"zh.past.{style}", carrier.format(t=text), now,
                          [point(text, at(day), "day")], ["week-monday-sunday"] if style != "yesterday" else [],
                          pref="past")

    for make, share in [(date_abs, 1.0), (date_numeric, 0.8), (weekday, 1.0), (relday, 0.35), (week_month, 0.35),
                        (clock, 2.0), (clock_range, 1.5), (day_range, 1.0), (duration, 1.0), (deadline, 1.2),
                        (holiday_row, 0.8), (past, 0.6)]:
        fill(b, int(per_family * share), make)


# --- English time templates -----------------------------------------------------------------------

def en_time(b, per_family):
    rng = b.rng

    def date_abs():
        now, n = now_of(rng)
        day = n.date() + td(days=rng.randint(1, 300))
        style = rng.choice(["Month D, YYYY", "Mon. D, YYYY", "D Month YYYY", "Month D", "the Dth of Month"])
        text = {
            "Month D, YYYY": f"{MONTHS[day.month - 1]} {day.day}, {day.year}",
            "Mon. D, YYYY": f"{MONTH_ABBR[day.month - 1]} {day.day}, {day.year}",
            "D Month YYYY": f"{day.day} {MONTHS[day.month - 1]} {day.year}",
            "Month D": f"{MONTHS[day.month - 1]} {day.day}",
            "the Dth of Month": f"the {ordinal(day.day)} of {MONTHS[day.month - 1]}",
        }[style]
        return b.add_time("en", "date-abs", f"en.date-abs.{style}", en_carrier(rng, "on " + text), now,
                          [point(text, at(day), "day")])

    def date_numeric():
        now, n = now_of(rng)
        day = n.date() + td(days=rng.randint(1, 300))
        style = rng.choice(["M/D/YYYY", "M/D", "YYYY-MM-DD", "D/M-over-12"])
        conv = []
        if style == "M/D/YYYY":
            text, conv = f"{day.month}/{day.day}/{day.year}", ["en-month-first"]
        elif style == "M/D":
            if (day - n.date()).days > 300:
                return False
            text, conv = f"{day.month}/{day.day}", ["en-month-first"]
        elif style == "YYYY-MM-DD":
            text = f"{day.year}-{day.month:02d}-{day.day:02d}"
        else:
            if day.day <= 12:
                return False
            text, conv = f"{day.day}/{day.month}/{day.year}", ["day-first-when-over-12"]
        return b.add_time("en", "date-numeric", f"en.date-numeric.{style}", en_carrier(rng, "on " + text), now,
                          [point(text, at(day), "day")], conv)

    def weekday():
        now, n = now_of(rng)
        today = n.date()
        w = rng.randint(1, 7)
        style = rng.choice(["on", "bare", "next", "this"])
        conv = []
        if style in ("on", "bare"):
            text, day = ("on " if style == "on" else "") + EN_WEEKDAYS[w - 1], bare_weekday(today, w, "future")
        elif style == "next":
            text, day, conv = "next " + EN_WEEKDAYS[w - 1], week_day(today, 1, w), ["week-monday-sunday"]
        else:
            if w < today.isoweekday():
                return False
            text, day, conv = "this " + EN_WEEKDAYS[w - 1], week_day(today, 0, w), ["week-monday-sunday"]
        entity_text = text[3:] if text.startswith("on ") else text
        return b.add_time("en", "weekday", f"en.weekday.{style}", en_carrier(rng, text), now,
                          [point(entity_text, at(day), "day")], conv)

    def relday():
        now, n = now_of(rng)
        word, k = rng.choice([("today", 0), ("tomorrow", 1), ("the day after tomorrow", 2)])
        return b.add_time("en", "relday", f"en.relday.{word}", en_carrier(rng, word), now,
                          [point(word, at(n.date() + td(days=k)), "day")])

    def week_month():
        now, n = now_of(rng)
        today = n.date()
        word = rng.choice(["next week", "next month", "the week after next"])
        if word == "next week":
            start, end, conv = week_day(today, 1, 1), week_day(today, 1, 7), ["week-monday-sunday"]
        elif word == "the week after next":
            start, end, conv = week_day(today, 2, 1), week_day(today, 2, 7), ["week-monday-sunday"]
        else:
            first = addm(date(today.year, today.month, 1), 1)
            start, end, conv = first, date(first.year, first.month, days_in_month(first.year, first.month)), []
        carrier = rng.choice(["I'm traveling {t}", "what's on my calendar {t}", "block vacation {t}",
                              "{t} is busy"])
        return b.add_time("en", "week-range", f"en.week-range.{word}", carrier.format(t=word), now,
                          [span(word, at(start), at(end), "day")], conv)

    def clock():
        now, n = now_of(rng)
        style = rng.choice(["day-clock", "day-clock", "weekday-clock", "clock-day", "no-day", "idiom"])
        h24 = rng.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21])
        minute = rng.choice([0, 0, 0, 30, 15, 45, 10, 20])
        conv = []
        if style == "idiom":
            kind = rng.choice(["half past", "quarter past", "quarter to", "five to", "twenty past"])
            h12 = rng.choice([1, 2, 3, 4, 5, 6, 8, 9, 10, 11])
            named = h12
            if kind == "half past":
                minute, base = 30, h12
            elif kind == "quarter past":
                minute, base = 15, h12
            elif kind == "twenty past":
                minute, base = 20, h12
            elif kind == "quarter to":
                minute, base = 45, h12 - 1
            else:
                minute, base = 55, h12 - 1
            named24 = named + 12 if named <= 7 else named
            h24 = (named24 - (1 if kind in ("quarter to", "five to") else 0))
            clock_text = f"{kind if kind != 'quarter to' else rng.choice(['quarter to', 'a quarter to'])} {EN_NUM[named] if rng.random() < 0.6 else named}"
            conv.append("bare-hour")
            if base < 1 and kind in ("quarter to", "five to"):
                return False
        else:
            clock_text = en_clock(h24, minute, rng)
        grain = clock_grain(minute, ":" in clock_text)
        if at(n.date(), h24, minute) == n:
            return False  # a clock exactly at `now`: whether it has passed is moot
        if style == "no-day":
            moment = at(n.date(), h24, minute)
            if moment <= n:
                moment += td(days=1)
            text = "at " + clock_text
            conv.append("clock-rolls-to-tomorrow")
            entity_text = clock_text
        elif style == "weekday-clock":
            w = rng.randint(1, 7)
            day_text = "on " + EN_WEEKDAYS[w - 1]
            moment, rolled = roll_weekday_clock(bare_weekday(n.date(), w, "future"), (h24, minute), n, day_text)
            if rolled:
                conv.append("rollover")
            text = f"{day_text} at {clock_text}"
            entity_text = text[3:]
        else:
            day_text, day, dconv = en_day_words(rng, n)
            if day == n.date() and at(day, h24, minute) <= n:
                return False
            if style == "clock-day" or (style == "idiom" and rng.random() < 0.5):
                text = f"at {clock_text} {day_text}"
            else:
                text = f"{day_text} at {clock_text}"
            moment = at(day, h24, minute)
            conv += dconv
            entity_text = text
        return b.add_time("en", "clock", f"en.clock.{style}", en_carrier(rng, text), now,
                          [point(entity_text, moment, grain)], conv)

    def clock_range():
        now, n = now_of(rng)
        day_text, day, conv = en_day_words(rng, n)
        if day == n.date():
            return False
        style = rng.choice(["from-to-pm", "dash-pm", "both-marked", "24h", "between"])
        h1 = rng.randint(8, 18)
        h2 = min(h1 + rng.randint(1, 3), 21)
        m1, m2 = rng.choice([0, 0, 30]), rng.choice([0, 0, 30])
        grain = "minute" if m1 or m2 else "hour"

        def c12(h, m, suffix=True):
            body = str(h % 12 or 12) + (f":{m:02d}" if m else "")
            return body + (("am" if h < 12 else "pm") if suffix else "")
        if style == "from-to-pm":
            if (h1 < 12) != (h2 < 12) or h1 == 12 or h2 == 12:
                return False
            text = f"from {c12(h1, m1, False)} to {c12(h2, m2)}"
        elif style == "dash-pm":
            if (h1 < 12) != (h2 < 12) or h1 == 12 or h2 == 12:
                return False
            text = f"{c12(h1, m1, False)}-{c12(h2, m2)}"
        elif style == "both-marked":
            text = f"from {c12(h1, m1)} to {c12(h2, m2)}"
        elif style == "between":
            text = f"between {c12(h1, m1)} and {c12(h2, m2)}"
        else:
            text = f"{h1:02d}:{m1:02d}-{h2:02d}:{m2:02d}"
            grain = "minute"
        full = f"{day_text} {text}" if rng.random() < 0.6 else f"{text} {day_text}"
        return b.add_time("en", "clock-range", f"en.clock-range.{style}", en_carrier(rng, full), now,
                          [span(full, at(day, h1, m1), at(day, h2, m2), grain)], conv)

    def day_range():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["from-Month-D-to-D", "Month-D-D", "from-Month-D-to-Month-D", "next-week-wd"])
        conv = []
        if style == "next-week-wd":
            w1 = rng.randint(1, 4)
            w2 = rng.randint(w1 + 1, 5)
            text = f"from next {EN_WEEKDAYS[w1 - 1]} to next {EN_WEEKDAYS[w2 - 1]}"
            start, end, conv = week_day(today, 1, w1), week_day(today, 1, w2), ["week-monday-sunday"]
        else:
            start = today + td(days=rng.randint(1, 200))
            end = start + td(days=rng.randint(1, 6))
            mon = MONTHS[start.month - 1]
            if style == "from-Month-D-to-D":
                if end.month != start.month:
                    return False
                text = f"from {mon} {start.day} to {end.day}"
            elif style == "Month-D-D":
                if end.month != start.month:
                    return False
                text = f"{mon} {start.day}-{end.day}"
            else:
                text = f"from {mon} {start.day} to {MONTHS[end.month - 1]} {end.day}"
        carrier = rng.choice(["I'm in Boston {t}", "vacation {t}", "block off {t} for the offsite",
                              "conference in Denver {t}"])
        return b.add_time("en", "day-range", f"en.day-range.{style}", carrier.format(t=text), now,
                          [span(text, at(start), at(end), "day")], conv)

    def duration():
        now, n = now_of(rng)
        unit = rng.choice(["minutes", "hours", "days", "weeks", "months", "half an hour"])
        k = rng.randint(2, 10) if unit != "minutes" else rng.choice([5, 10, 15, 20, 30, 40, 45])
        num = str(k) if rng.random() < 0.6 or k > 20 else EN_NUM[k]
        style = rng.choice(["in", "from-now"])
        if unit == "half an hour":
            body, moment, grain = "half an hour", n + td(minutes=30), "minute"
        elif unit == "minutes":
            body, moment, grain = f"{num} minutes", n + td(minutes=k), "minute"
        elif unit == "hours":
            body, moment, grain = f"{num} hours", n + td(hours=k), "minute" if n.minute else "hour"
        elif unit == "days":
            body, moment, grain = f"{num} days", at(n.date() + td(days=k)), "day"
        elif unit == "weeks":
            body, moment, grain = f"{num} weeks", at(n.date() + td(days=7 * k)), "day"
        else:
            body, moment, grain = f"{num} months", at(addm(n.date(), k)), "day"
        text = f"in {body}" if style == "in" else f"{body} from now"
        carrier = rng.choice(["remind me to stretch {t}", "ping me {t}", "call the plumber back {t}",
                              "check the oven {t}", "{t} remind me to move the car"])
        return b.add_time("en", "duration", f"en.duration.{unit.replace(' ', '-')}.{style}", carrier.format(t=text),
                          now, [point(text, moment, grain)])

    def deadline():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["by-weekday", "before-weekday", "by-date", "end-of-month", "by-clock", "within-days"])
        start_day = at(today)
        conv = []
        if style in ("by-weekday", "before-weekday"):
            w = rng.randint(1, 7)
            nxt = rng.random() < 0.4
            day = week_day(today, 1, w) if nxt else bare_weekday(today, w, "future")
            word = ("next " if nxt else "") + EN_WEEKDAYS[w - 1]
            if style == "by-weekday":
                lead = rng.choice(["by ", "no later than ", "until "])
                text = lead + word
                entity, conv = span(text, start_day, at(day), "day"), \
                    ["until-inclusive" if lead == "until " else "by-inclusive"]
            else:
                if day <= today:
                    return False
                text = "before " + word
                entity, conv = span(text, start_day, at(day - td(days=1)), "day"), ["en-before-exclusive"]
            if nxt:
                conv.append("week-monday-sunday")
        elif style == "by-date":
            day = today + td(days=rng.randint(2, 120))
            text = f"by {MONTHS[day.month - 1]} {day.day}"
            entity, conv = span(text, start_day, at(day), "day"), ["by-inclusive"]
        elif style == "end-of-month":
            text = rng.choice(["by the end of the month", "by end of month", "before the end of the month"])
            last = date(today.year, today.month, days_in_month(today.year, today.month))
            entity = span(text, start_day, at(last), "day")
        elif style == "by-clock":
            h24 = rng.randint(9, 21)
            minute = rng.choice([0, 0, 30])
            if at(today, h24, minute) <= n + td(minutes=30):
                return False
            text = "by " + en_clock(h24, minute, rng, "ampm") + " today"
            entity = span(text, n.replace(second=0), at(today, h24, minute), "minute")
        else:
            k = rng.randint(2, 10)
            text = rng.choice([f"within {k} days", f"in the next {k} days", f"within the next {k} days"])
            entity, conv = span(text, start_day, at(today + td(days=k - 1)), "day"), ["n-days-counting-today"]
        carrier = rng.choice(["send the report {t}", "finish the slides {t}", "I need the contract signed {t}",
                              "pay the rent {t}", "reply to the client {t}"])
        return b.add_time("en", "deadline", f"en.deadline.{style}", carrier.format(t=text), now, [entity], conv)

    def holiday_row():
        now, n = now_of(rng)
        name = rng.choice(list(EN_FIXED) + list(EN_RULE))
        day = holiday(n.date(), name)
        style = rng.choice(["on", "on", "at-clock"])
        if style == "on":
            text, entity = f"on {name}", point(name, at(day), "day")
        else:
            h24 = rng.choice([9, 10, 14, 15, 16, 18, 19, 20])
            text = f"on {name} at {en_clock(h24, 0, rng, 'ampm')}"
            entity = point(text[3:], at(day, h24), "hour")
        carrier = rng.choice(["dinner with family {t}", "party at Jake's {t}", "what do I have {t}",
                              "remind me to call grandma {t}"])
        return b.add_time("en", "holiday", f"en.holiday.{style}", carrier.format(t=text), now, [entity])

    def past():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["yesterday", "last-weekday", "bare-weekday"])
        if style == "yesterday":
            word, k = rng.choice([("yesterday", 1), ("the day before yesterday", 2)])
            text, day = word, today - td(days=k)
        elif style == "last-weekday":
            w = rng.randint(1, 7)
            text, day = f"last {EN_WEEKDAYS[w - 1]}", week_day(today, -1, w)
        else:
            w = rng.randint(1, 7)
            text, day = f"on {EN_WEEKDAYS[w - 1]}", bare_weekday(today, w, "past")
        carrier = rng.choice(["I spent too much {t}", "how much did I spend {t}", "groceries {t}",
                              "log the taxi ride {t}"])
        entity_text = text[3:] if text.startswith("on ") else text
        return b.add_time("en", "past", f"en.past.{style}", carrier.format(t=text), now,
                          [point(entity_text, at(day), "day")],
                          ["week-monday-sunday"] if style == "last-weekday" else [], pref="past")

    for make, share in [(date_abs, 1.0), (date_numeric, 0.8), (weekday, 1.0), (relday, 0.25), (week_month, 0.3),
                        (clock, 2.0), (clock_range, 1.5), (day_range, 1.0), (duration, 1.0), (deadline, 1.2),
                        (holiday_row, 0.8), (past, 0.6)]:
        fill(b, int(per_family * share), make)


# --- money ----------------------------------------------------------------------------------------

def plain(value):
    text = format(value, "f") if not isinstance(value, str) else value
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def zh_big(n):
    """An integer 1..99999 in Chinese characters (一百二十, 三千零五, 两万三千六百)."""
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十")]
    out, zero = "", False
    rest = n
    for value, name in units:
        digit, rest = divmod(rest, value)
        if digit:
            if zero and out:
                out += "零"
            word = ZH_DIGITS[digit]
            if digit == 2 and value >= 100:
                word = "两"
            if value == 10 and digit == 1 and not out:
                word = ""
            out += word + name
            zero = False
        elif out:
            zero = True
    if rest:
        if zero and out:
            out += "零"
        out += ZH_DIGITS[rest]
    return "两" if out == "二" else out or "零"


ZH_MONEY_CARRIERS = ["午饭花了{a}", "打车{a}", "这件衣服{a}", "房租交了{a}", "给我转{a}", "记一笔，买书{a}",
                     "昨天超市买菜用了{a}", "电费{a}", "充话费{a}", "请同事喝咖啡花了{a}"]
EN_MONEY_CARRIERS = ["lunch was {a}", "I paid {a} for parking", "spent {a} on books", "add {a} for groceries",
                     "the taxi cost {a}", "log {a} for the gym", "got a refund of {a}", "dinner came to {a}",
                     "my phone bill is {a}", "send Ann {a}"]


def zh_money(b, count):
    rng = b.rng

    def make():
        style = rng.choice(["arabic-yuan", "arabic-kuai", "decimal-yuan", "chinese-kuai", "kuai-mao", "qian-idiom",
                            "bai-idiom", "wan-scale", "foreign", "symbol", "wan-idiom"])
        conv = []
        if style == "arabic-yuan":
            n = rng.randint(2, 9999)
            text, amount, cur = f"{n}{rng.choice(['元', '块', '块钱', '元钱'])}", str(n), "CNY"
        elif style == "arabic-kuai":
            n = rng.randint(2, 500)
            text, amount, cur = f"{n}块", str(n), "CNY"
        elif style == "decimal-yuan":
            n = rng.randint(100, 99999) / 100
            text, amount, cur = f"{n:.2f}元", plain(f"{n:.2f}"), "CNY"
        elif style == "chinese-kuai":
            n = rng.randint(2, 9999)
            text, amount, cur = f"{zh_big(n)}{rng.choice(['块', '元', '块钱'])}", str(n), "CNY"
        elif style == "kuai-mao":
            y, j = rng.randint(1, 99), rng.randint(1, 9)
            text = f"{'两' if y == 2 else zh_num(y)}块{ZH_DIGITS[j]}"
            amount, cur = plain(f"{y}.{j}"), "CNY"
        elif style == "qian-idiom":
            q, r = rng.randint(1, 9), rng.randint(1, 9)
            text = f"{'两' if q == 2 else ZH_DIGITS[q]}千{ZH_DIGITS[r]}"
            amount, cur, conv = str(q * 1000 + r * 100), "CNY", ["trailing-unit"]
        elif style == "bai-idiom":
            q, r = rng.randint(1, 9), rng.randint(1, 9)
            text = f"{'两' if q == 2 else ZH_DIGITS[q]}百{ZH_DIGITS[r]}"
            amount, cur, conv = str(q * 100 + r * 10), "CNY", ["trailing-unit"]
        elif style == "wan-idiom":
            q, r = rng.randint(1, 9), rng.randint(1, 9)
            text = f"{'两' if q == 2 else ZH_DIGITS[q]}万{ZH_DIGITS[r]}"
            amount, cur, conv = str(q * 10000 + r * 1000), "CNY", ["trailing-unit"]
        elif style == "wan-scale":
            n = rng.choice([1.5, 2, 3, 2.5, 10, 12, 1.2, 4.8, 30])
            text = f"{plain(str(n))}万{rng.choice(['元', '块', ''])}"
            amount, cur = plain(str(round(n * 10000, 2))), "CNY"
        elif style == "foreign":
            name, code = rng.choice([("美元", "USD"), ("美金", "USD"), ("欧元", "EUR"), ("日元", "JPY"), ("英镑", "GBP"),
                                     ("港币", "HKD"), ("港元", "HKD"), ("澳元", "AUD"), ("加元", "CAD"), ("韩元", "KRW"),
                                     ("泰铢", "THB")])
            n = rng.randint(2, 5000)
            text, amount, cur = f"{n}{name}", str(n), code
        else:
            sym, code = rng.choice([("¥", "CNY"), ("￥", "CNY"), ("$", "USD"), ("€", "EUR"), ("£", "GBP")])
            n = rng.randint(2, 999)
            text, amount, cur = f"{sym}{n}", str(n), code
            if sym in "¥￥":
                conv.append("yen-sign-cny")
        sentence = rng.choice(ZH_MONEY_CARRIERS).format(a=text)
        family = {"arabic-yuan": "money-plain", "arabic-kuai": "money-plain", "decimal-yuan": "money-plain",
                  "chinese-kuai": "money-chinese-numeral", "kuai-mao": "money-idiom", "qian-idiom": "money-idiom",
                  "bai-idiom": "money-idiom", "wan-idiom": "money-idiom", "wan-scale": "money-scale",
                  "foreign": "money-currency", "symbol": "money-symbol"}[style]
        return b.add_money("zh", family, f"zh.money.{style}", sentence, [(text, amount, cur)], conv)

    fill(b, count, make)


def en_money(b, count):
    rng = b.rng

    def make():
        style = rng.choice(["dollar-sign", "dollars-word", "bucks", "cents", "euro", "pound", "k-scale", "grand",
                            "million", "thousands", "code", "yen-sign", "yuan"])
        conv = []
        n = rng.randint(2, 999)
        if style == "dollar-sign":
            cents = rng.random() < 0.4
            value = f"{n}.{rng.randint(1, 99):02d}" if cents else str(n)
            text, amount, cur = f"${value}", plain(value), "USD"
        elif style == "dollars-word":
            text, amount, cur = f"{n} dollars", str(n), "USD"
        elif style == "bucks":
            text, amount, cur = f"{n} bucks", str(n), "USD"
        elif style == "cents":
            c = rng.randint(5, 95)
            text, amount, cur = f"{c} cents", plain(f"{c / 100:.2f}"), "USD"
        elif style == "euro":
            text, amount, cur = rng.choice([(f"€{n}", str(n)), (f"{n} euros", str(n)), (f"EUR {n}", str(n))]) + ("EUR",)
        elif style == "pound":
            text, amount, cur = rng.choice([(f"£{n}", str(n)), (f"{n} pounds", str(n))]) + ("GBP",)
        elif style == "k-scale":
            k = rng.choice([1.5, 2, 3, 2.5, 10, 12, 4.8, 25])
            text, amount, cur = f"${plain(str(k))}k", plain(str(k * 1000)), "USD"
        elif style == "grand":
            k = rng.randint(2, 9)
            text, amount, cur = f"{k} grand", str(k * 1000), "USD"
        elif style == "million":
            k = rng.choice([1.5, 2, 2.5, 3, 1.2])
            text, amount, cur = rng.choice([f"${plain(str(k))}M", f"${plain(str(k))} million"]), \
                plain(str(int(k * 1_000_000))), "USD"
        elif style == "thousands":
            value = rng.randint(1000, 99999)
            cents = rng.randint(0, 99)
            text = f"${value:,}.{cents:02d}"
            amount, cur = plain(f"{value}.{cents:02d}"), "USD"
        elif style == "code":
            code = rng.choice(["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF"])
            text, amount, cur = rng.choice([f"{code} {n}", f"{n} {code}"]), str(n), code
        elif style == "yen-sign":
            text, amount, cur, conv = f"¥{n}", str(n), "CNY", ["yen-sign-cny"]
        else:
            text, amount, cur = rng.choice([f"{n} yuan", f"{n} RMB", f"{n} yen"]), str(n), "CNY"
            if text.endswith("yen"):
                cur = "JPY"
        sentence = rng.choice(EN_MONEY_CARRIERS).format(a=text)
        family = {"dollar-sign": "money-plain", "dollars-word": "money-plain", "bucks": "money-plain",
                  "cents": "money-plain", "euro": "money-currency", "pound": "money-currency", "code": "money-currency",
                  "yuan": "money-currency", "yen-sign": "money-symbol", "k-scale": "money-scale",
                  "grand": "money-scale", "million": "money-scale", "thousands": "money-format"}[style]
        return b.add_money("en", family, f"en.money.{style}", sentence, [(text, amount, cur)], conv)

    fill(b, count, make)


# --- the harder families of issue 15 (idioms, arithmetic, periods) ----------------------------------

def bare_hour_24(h12):
    """CONVENTIONS.md §2 bare-hour with a day word: 1–7 → pm, 8–11 → am, 12 → noon."""
    return h12 + 12 if 1 <= h12 <= 7 else h12


def zh_time_extra(b, per_family):
    rng = b.rng

    def clock_idiom():
        now, n = now_of(rng)
        day_word, k = rng.choice([("明天", 1), ("后天", 2), ("大后天", 3)])
        day = n.date() + td(days=k)
        style = rng.choice(["cha-before", "cha-after", "ling-fen", "zao-wan", "part-cha", "tonight-midnight",
                            "deep-night"])
        conv = []
        if style == "cha-before":  # 差十分八点 = 7:50 (the named hour read first)
            h12, m = rng.choice([1, 2, 3, 4, 5, 8, 9, 10, 11]), rng.choice([5, 10, 15, 20])
            text = f"差{zh_num(m) if m != 15 else rng.choice(['十五分', '一刻'])}{'' if m == 15 else '分'}{zh_hour(h12, rng)}点"
            text = text.replace("分分", "分")
            moment, grain, conv = at(day, bare_hour_24(h12)) - td(minutes=m), "minute", ["bare-hour"]
        elif style == "cha-after":  # 九点差一刻 = 8:45
            h12, m = rng.choice([1, 2, 3, 4, 5, 8, 9, 10, 11]), rng.choice([5, 10, 15])
            tail = "一刻" if m == 15 else f"{zh_num(m)}分"
            text = f"{zh_hour(h12, rng)}点差{tail}"
            moment, grain, conv = at(day, bare_hour_24(h12)) - td(minutes=m), "minute", ["bare-hour"]
        elif style == "ling-fen":  # 晚上十点零八分
            part, h12, _, h24 = zh_part_clock(rng)
            m = rng.randint(1, 9)
            text = f"{part}{zh_hour(h12, rng)}点零{rng.choice([ZH_DIGITS[m], str(m)])}分"
            moment, grain = at(day, h24, m), "minute"
        elif style == "zao-wan":  # 早七点 / 晚八点
            if rng.random() < 0.5:
                h = rng.choice([6, 7, 8, 9])
                text, moment = f"早{zh_hour(h, rng)}点", at(day, h)
            else:
                h = rng.choice([7, 8, 9, 10])
                text, moment = f"晚{zh_hour(h, rng)}点", at(day, h + 12)
            grain = "hour"
        elif style == "part-cha":  # 下午三点差五分 = 14:55
            h12, m = rng.choice([2, 3, 4, 5]), rng.choice([5, 10, 15])
            tail = "一刻" if m == 15 else f"{zh_num(m)}分"
            text = f"下午{zh_hour(h12, rng)}点差{tail}"
            moment, grain = at(day, h12 + 12) - td(minutes=m), "minute"
        elif style == "tonight-midnight":  # 今晚十二点 = 00:00 of the next day
            word = rng.choice(["今晚十二点", "今晚12点", "今天晚上十二点"])
            if word.startswith("今"):
                day_word, day = "", n.date()
            text, moment, grain = word, at(n.date() + td(days=1)), "hour"
        else:  # 深夜一点 without a day: the coming night
            h = rng.choice([1, 2, 3])
            text = f"{rng.choice(['深夜', '凌晨'])}{zh_hour(h, rng)}点"
            day_word = ""
            moment = at(n.date(), h)
            if moment <= n:
                moment += td(days=1)
            grain = "hour"
            conv = ["clock-rolls-to-tomorrow"]
        full = day_word + text
        return b.add_time("zh", "clock-idiom", f"zh.clock-idiom.{style}", zh_carrier(rng, full), now,
                          [point(full, moment, grain)], conv)

    def duration_idiom():
        now, n = now_of(rng)
        style = rng.choice(["sanke", "yike", "yige-ban", "liangtian-ban", "bannian", "bange-yue", "yinian-ban",
                            "ban-ge-zhongtou"])
        after = rng.choice(["后", "以后", "之后"])
        text, moment, grain = {
            "sanke": (f"三刻钟{after}", n + td(minutes=45), "minute"),
            "yike": (f"一刻钟{after}", n + td(minutes=15), "minute"),
            "yige-ban": (f"一个半小时{after}", n + td(minutes=90), "minute"),
            "ban-ge-zhongtou": (f"半个钟头{after}", n + td(minutes=30), "minute"),
            "liangtian-ban": (f"两天半{after}", n + td(hours=60), "hour"),
            "bannian": (f"半年{after}", at(addm(n.date(), 6)), "day"),
            "bange-yue": (f"半个月{after}", at(n.date() + td(days=15)), "day"),
            "yinian-ban": (f"一年半{after}", at(addm(n.date(), 18)), "day"),
        }[style]
        carrier = rng.choice(["{t}提醒我喝水", "{t}叫我", "{t}开会", "{t}回电话给李经理", "{t}提醒我关火"])
        return b.add_time("zh", "duration-idiom", f"zh.duration-idiom.{style}", carrier.format(t=text), now,
                          [point(text, moment, grain)])

    def arithmetic():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["next-month-nth", "this-month-last", "month-after-next", "dadahoutian", "this-time",
                            "next-next-weekday"])
        conv = []
        if style == "next-month-nth":
            k, w = rng.randint(1, 4), rng.randint(1, 7)
            first = addm(date(today.year, today.month, 1), 1)
            text = f"下个月第{ZH_DIGITS[k] if k != 2 else '二'}个{rng.choice(['周', '星期'])}{ZH_WEEKDAYS[w - 1]}"
            entity = point(text, at(nth(first.year, first.month, k, w)), "day")
        elif style == "this-month-last":
            w = rng.randint(1, 7)
            day = last_weekday(today.year, today.month, w)
            if day < today:
                return False
            text = f"这个月最后一个{rng.choice(['周', '星期'])}{ZH_WEEKDAYS[w - 1]}"
            entity = point(text, at(day), "day")
        elif style == "month-after-next":
            first = addm(date(today.year, today.month, 1), 2)
            text = "下下个月"
            entity = span(text, at(first), at(date(first.year, first.month, days_in_month(first.year, first.month))),
                          "day")
        elif style == "dadahoutian":
            text, entity = "大大后天", point("大大后天", at(today + td(days=4)), "day")
        elif style == "this-time":
            word, k = rng.choice([("明天这个时候", 1), ("后天这个时候", 2), ("大后天这个点", 3), ("明天这个点", 1)])
            text, entity = word, point(word, n + td(days=k), "minute")
        else:
            w = rng.randint(1, 7)
            text = f"下下{rng.choice(['周', '个星期'])}{ZH_WEEKDAYS[w - 1]}"
            entity, conv = point(text, at(week_day(today, 2, w)), "day"), ["week-monday-sunday", "after-next"]
        return b.add_time("zh", "arithmetic", f"zh.arithmetic.{style}", zh_carrier(rng, text), now, [entity], conv)

    def period():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["next-month-early", "month-xun", "year-half", "year-end-qian",
                            "month-end-bare"])
        conv = []
        if style == "next-month-early":
            first = addm(date(today.year, today.month, 1), 1)
            text = "下个月初"
            entity, conv = span(text, at(first), at(first + td(days=9)), "day"), ["month-parts"]
        elif style == "month-xun":
            m = rng.randint(1, 12)
            part = rng.choice(["上旬", "中旬", "下旬"])
            y = today.year if m >= today.month else today.year + 1
            lo, hi = {"上旬": (1, 10), "中旬": (11, 20), "下旬": (21, days_in_month(y, m))}[part]
            if y == today.year and m == today.month:
                return False  # this month: whether a past part of it means next year is moot
            text = f"{m}月{part}"
            entity, conv = span(text, at(date(y, m, lo)), at(date(y, m, hi)), "day"), ["month-parts"]
        elif style == "year-half":
            word, y = rng.choice([("明年", today.year + 1), ("今年", today.year)])
            half = rng.choice(["上半年", "下半年"])
            lo, hi = ((1, 1), (6, 30)) if half == "上半年" else ((7, 1), (12, 31))
            text = word + half
            entity, conv = span(text, at(date(y, *lo)), at(date(y, *hi)), "day"), ["halves"]
        elif style == "year-end-qian":
            text = rng.choice(["年底前", "年底之前", "今年之内"])
            entity = span(text, at(today), at(date(today.year, 12, 31)), "day")
        else:
            text = rng.choice(["月底", "下个月底"])
            base = today if text == "月底" else addm(date(today.year, today.month, 1), 1)
            entity, conv = point(text, at(date(base.year, base.month, days_in_month(base.year, base.month))), "day"), \
                ["month-end-bare"]
        carrier = rng.choice(["{t}去杭州出差", "{t}交方案", "{t}有什么安排", "提醒我{t}续保险", "{t}搬家"])
        return b.add_time("zh", "period", f"zh.period.{style}", carrier.format(t=text), now, [entity], conv)

    def numeric_md():
        now, n = now_of(rng)
        today = n.date()
        day = today + td(days=rng.randint(1, 300))
        style = rng.choice(["slash-md", "eight-digit"])
        if style == "slash-md":
            text, conv = f"{day.month}/{day.day}", []
        else:
            text, conv = f"{day.year}{day.month:02d}{day.day:02d}", ["eight-digit-date"]
        return b.add_time("zh", "date-numeric", f"zh.date-numeric.{style}", zh_carrier(rng, text), now,
                          [point(text, at(day), "day")], conv)

    for make, share in [(clock_idiom, 1.2), (duration_idiom, 0.8), (arithmetic, 1.0), (period, 1.0),
                        (numeric_md, 0.4)]:
        fill(b, int(per_family * share), make)


def en_time_extra(b, per_family):
    rng = b.rng

    def clock_idiom():
        now, n = now_of(rng)
        day_text, day, conv = en_day_words(rng, n)
        style = rng.choice(["dot-pm", "four-digit", "noon", "midnight", "ish", "oclock-pm"])
        if style == "dot-pm":
            h, m = rng.randint(1, 11), rng.choice([15, 30, 45, 10, 50])
            text, moment, grain = f"{h}.{m:02d} pm", at(day, h + 12, m), "minute"
        elif style == "four-digit":
            h, m = rng.randint(6, 22), rng.choice([0, 30, 15, 45])
            text, moment, grain = f"{h:02d}{m:02d}{rng.choice(['', ' hours'])}", at(day, h, m), "minute"
            conv = conv + ["four-digit-clock"]
        elif style == "noon":
            text, moment, grain = rng.choice(["noon", "12 noon", "midday"]), at(day, 12), "hour"
        elif style == "midnight":  # midnight (tonight) = 00:00 of the next day; "tomorrow at midnight" is moot
            text = rng.choice(["at midnight tonight", "tonight at midnight", "at midnight", "at 12 midnight"])
            moment = at(n.date() + td(days=1))
            return b.add_time("en", "clock-idiom", "en.clock-idiom.midnight", en_carrier(rng, text), now,
                              [point(text, moment, "hour")])
        elif style == "ish":
            h = rng.choice([1, 2, 3, 4, 5, 9, 10, 11])
            text = rng.choice([f"around {h}ish", f"{h}ish", f"around {h}"])
            moment, grain, conv = at(day, bare_hour_24(h)), "hour", conv + ["bare-hour"]
        else:
            h = rng.randint(1, 11)
            text = f"{EN_NUM[h]} o'clock in the {'afternoon' if h <= 5 else 'evening'}"
            moment, grain = at(day, h + 12), "hour"
        if day == n.date() and moment <= n:
            return False
        full = f"{day_text} at {text}" if style not in ("ish",) and rng.random() < 0.6 else f"{day_text} {text}" \
            if style == "ish" else f"at {text} {day_text}"
        return b.add_time("en", "clock-idiom", f"en.clock-idiom.{style}", en_carrier(rng, full), now,
                          [point(full, moment, grain)], conv)

    def duration_idiom():
        now, n = now_of(rng)
        style = rng.choice(["two-and-a-half-hours", "hour-and-a-half", "fortnight", "an-hour", "three-weeks-today",
                            "a-week-from-now"])
        text, moment, grain = {
            "two-and-a-half-hours": ("two and a half hours from now", n + td(minutes=150), "minute"),
            "hour-and-a-half": ("in an hour and a half", n + td(minutes=90), "minute"),
            "fortnight": ("a fortnight from now", at(n.date() + td(days=14)), "day"),
            "an-hour": ("in an hour", n + td(hours=1), "minute"),
            "three-weeks-today": ("three weeks from today", at(n.date() + td(days=21)), "day"),
            "a-week-from-now": ("a week from now", at(n.date() + td(days=7)), "day"),
        }[style]
        carrier = rng.choice(["remind me to stretch {t}", "ping me {t}", "call the plumber back {t}",
                              "check the oven {t}", "{t} remind me to move the car"])
        return b.add_time("en", "duration-idiom", f"en.duration-idiom.{style}", carrier.format(t=text), now,
                          [point(text, moment, grain)])

    def arithmetic():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["nth-of-month", "last-of-next-month", "after-next", "week-from", "same-time-next-week",
                            "month-after-next"])
        conv = []
        if style == "nth-of-month":
            k, w, m = rng.randint(1, 4), rng.randint(1, 7), rng.randint(1, 12)
            y = today.year if m >= today.month else today.year + 1
            if m == today.month:
                return False
            text = f"the {['first', 'second', 'third', 'fourth'][k - 1]} {EN_WEEKDAYS[w - 1]} of {MONTHS[m - 1]}"
            entity = point(text, at(nth(y, m, k, w)), "day")
        elif style == "last-of-next-month":
            w = rng.randint(1, 7)
            first = addm(date(today.year, today.month, 1), 1)
            text = f"the last {EN_WEEKDAYS[w - 1]} of next month"
            entity = point(text, at(last_weekday(first.year, first.month, w)), "day")
        elif style == "after-next":
            w = rng.randint(1, 7)
            text = f"the {EN_WEEKDAYS[w - 1]} after next"
            entity, conv = point(text, at(week_day(today, 2, w)), "day"), ["after-next", "week-monday-sunday"]
        elif style == "week-from":
            w = rng.randint(1, 7)
            k = rng.choice([1, 2])
            text = f"{'a week' if k == 1 else 'two weeks'} from {EN_WEEKDAYS[w - 1]}"
            entity = point(text, at(bare_weekday(today, w, "future") + td(days=7 * k)), "day")
        elif style == "same-time-next-week":
            text = rng.choice(["same time next week", "this time next week"])
            entity = point(text, n + td(days=7), "minute")
        else:
            first = addm(date(today.year, today.month, 1), 2)
            text = "the month after next"
            entity = span(text, at(first), at(date(first.year, first.month, days_in_month(first.year, first.month))),
                          "day")
        return b.add_time("en", "arithmetic", f"en.arithmetic.{style}", en_carrier(rng, text), now, [entity], conv)

    def period():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["early-next-month", "mid-late-month", "first-week-next-month", "quarter", "half-next-year",
                            "end-of-year", "end-of-week", "within-hours"])
        conv = []
        if style == "early-next-month":
            first = addm(date(today.year, today.month, 1), 1)
            text = rng.choice(["early next month", "at the beginning of next month"])
            entity, conv = span(text, at(first), at(first + td(days=9)), "day"), ["month-parts"]
        elif style == "mid-late-month":
            m = rng.randint(1, 12)
            if m == today.month:
                return False
            y = today.year if m > today.month else today.year + 1
            part = rng.choice(["mid", "late", "early"])
            lo, hi = {"early": (1, 10), "mid": (11, 20), "late": (21, days_in_month(y, m))}[part]
            text = f"{part}-{MONTHS[m - 1]}" if part == "mid" else f"{part} {MONTHS[m - 1]}"
            entity, conv = span(text, at(date(y, m, lo)), at(date(y, m, hi)), "day"), ["month-parts"]
        elif style == "first-week-next-month":
            first = addm(date(today.year, today.month, 1), 1)
            text = "the first week of next month"
            entity, conv = span(text, at(first), at(first + td(days=6)), "day"), ["first-week"]
        elif style == "quarter":
            q = rng.randint(1, 4)
            last_month = 3 * q
            y = today.year if date(today.year, last_month, days_in_month(today.year, last_month)) >= today \
                else today.year + 1
            text = rng.choice([f"Q{q}", f"the {['first', 'second', 'third', 'fourth'][q - 1]} quarter"])
            entity, conv = span(text, at(date(y, 3 * q - 2, 1)), at(date(y, last_month, days_in_month(y, last_month))),
                                "day"), ["quarters"]
        elif style == "half-next-year":
            half = rng.choice(["first", "second"])
            y = today.year + 1
            lo, hi = ((1, 1), (6, 30)) if half == "first" else ((7, 1), (12, 31))
            text = f"the {half} half of next year"
            entity, conv = span(text, at(date(y, *lo)), at(date(y, *hi)), "day"), ["halves"]
        elif style == "end-of-year":
            text = rng.choice(["by the end of the year", "by year end", "before the end of the year"])
            entity = span(text, at(today), at(date(today.year, 12, 31)), "day")
        elif style == "end-of-week":
            text = rng.choice(["by the end of the week", "by end of week", "this week"])
            entity, conv = span(text, at(today), at(week_day(today, 0, 7)), "day"), ["week-monday-sunday"]
        else:
            k = rng.randint(2, 6)
            text = f"within {k if rng.random() < 0.5 else EN_NUM[k]} hours"
            entity = span(text, n.replace(second=0), n + td(hours=k), "minute")
        carrier = rng.choice(["finish the migration {t}", "we launch {t}", "I'm on leave {t}", "renew the lease {t}",
                              "plan the offsite {t}"])
        return b.add_time("en", "period", f"en.period.{style}", carrier.format(t=text), now, [entity], conv)

    def numeric_named():
        now, n = now_of(rng)
        day = n.date() + td(days=rng.randint(1, 300))
        style = rng.choice(["05th Mon YYYY", "the Dth of Month 'YY", "Wkd, Mon D"])
        if style == "05th Mon YYYY":
            text = f"{day.day:02d}{ordinal(day.day)[-2:]} {MONTH_ABBR[day.month - 1].rstrip('.')} {day.year}"
        elif style == "the Dth of Month 'YY":
            text = f"the {ordinal(day.day)} of {MONTHS[day.month - 1]} '{day.year % 100:02d}"
        else:
            text = f"{EN_WEEKDAYS[day.isoweekday() - 1][:3]}, {MONTH_ABBR[day.month - 1].rstrip('.')} {day.day}"
        return b.add_time("en", "date-numeric", f"en.date-numeric.{style}", en_carrier(rng, "on " + text), now,
                          [point(text, at(day), "day")])

    for make, share in [(clock_idiom, 1.2), (duration_idiom, 0.8), (arithmetic, 1.0), (period, 1.2),
                        (numeric_named, 0.4)]:
        fill(b, int(per_family * share), make)


def zh_money_extra(b, count):
    rng = b.rng

    def make():
        style = rng.choice(["kuai-ling-mao", "mao", "digit-wan", "digit-qian", "financial", "colloquial", "approx",
                            "more-currency"])
        conv = []
        if style == "kuai-ling-mao":  # 二十块零三毛 = 20.3
            y, j = rng.randint(2, 99), rng.randint(1, 9)
            text, amount = f"{'两' if y == 2 else zh_num(y)}块零{ZH_DIGITS[j]}毛", plain(f"{y}.{j}")
        elif style == "mao":  # 两毛五 = 0.25
            j, f = rng.randint(1, 9), rng.randint(1, 9)
            text, amount = f"{'两' if j == 2 else ZH_DIGITS[j]}毛{ZH_DIGITS[f]}", plain(f"0.{j}{f}")
        elif style == "digit-wan":  # 1万2 = 12000
            w, r = rng.randint(1, 9), rng.randint(1, 9)
            text, amount = f"{w}万{r}", str(w * 10000 + r * 1000)
        elif style == "digit-qian":  # 3千5 = 3500
            w, r = rng.randint(1, 9), rng.randint(1, 9)
            text, amount = f"{w}千{r}", str(w * 1000 + r * 100)
        elif style == "financial":  # 贰仟伍佰元
            big = "零壹贰叁肆伍陆柒捌玖"
            q, r = rng.randint(1, 9), rng.randint(1, 9)
            text, amount = f"{big[q]}仟{big[r]}佰元", str(q * 1000 + r * 100)
        elif style == "colloquial":  # 三十欧, 二十镑
            k = rng.randint(2, 99)
            unit, code = rng.choice([("欧", "EUR"), ("镑", "GBP"), ("刀", "USD")])
            text, amount, conv = f"{zh_num(k)}{unit}", str(k), ["colloquial-currency"]
            sentence = rng.choice(ZH_MONEY_CARRIERS).format(a=text)
            return b.add_money("zh", "money-currency", f"zh.money.{style}", sentence, [(text, amount, code)], conv)
        elif style == "approx":  # 一百来块, 五十多块, 两千左右
            form = rng.choice(["lai", "duo", "zuoyou"])
            k = rng.choice([50, 100, 200, 300, 1000, 2000])
            num = zh_big(k)
            text = {"lai": f"{num}来块", "duo": f"{num}多块", "zuoyou": f"{num}块左右"}[form]
            amount, conv = str(k), ["approx"]
        else:
            name, code = rng.choice([("新币", "SGD"), ("台币", "TWD"), ("澳门币", "MOP"), ("瑞士法郎", "CHF"),
                                     ("卢布", "RUB"), ("越南盾", "VND"), ("马币", "MYR"), ("加币", "CAD"),
                                     ("澳币", "AUD"), ("日币", "JPY")])
            k = rng.randint(2, 9999)
            text = f"{k}{name}"
            sentence = rng.choice(ZH_MONEY_CARRIERS).format(a=text)
            return b.add_money("zh", "money-currency", f"zh.money.{style}", sentence, [(text, str(k), code)])
        sentence = rng.choice(ZH_MONEY_CARRIERS).format(a=text)
        return b.add_money("zh", "money-idiom", f"zh.money.{style}", sentence, [(text, amount, "CNY")], conv)

    fill(b, count, make)


def en_money_extra(b, count):
    rng = b.rng

    def make():
        style = rng.choice(["prefixed-dollar", "code-glued", "comma-decimal", "swiss", "quarter-million",
                            "half-a-grand", "quid", "word-bucks", "approx", "more-currency", "million-word"])
        n = rng.randint(2, 999)
        conv = []
        if style == "prefixed-dollar":
            sym, code = rng.choice([("HK$", "HKD"), ("C$", "CAD"), ("A$", "AUD"), ("S$", "SGD"), ("NZ$", "NZD"),
                                    ("R$", "BRL")])
            text, amount, cur = f"{sym}{n}", str(n), code
        elif style == "code-glued":
            code = rng.choice(["EUR", "USD", "GBP", "CHF"])
            text, amount, cur = f"{code}{n}", str(n), code
        elif style == "comma-decimal":
            value = rng.randint(1000, 9999)
            cents = rng.randint(0, 99)
            text = f"{value // 1000}.{value % 1000:03d},{cents:02d} €"
            amount, cur, conv = plain(f"{value}.{cents:02d}"), "EUR", ["comma-decimal"]
        elif style == "swiss":
            value = rng.randint(1000, 9999)
            text, amount, cur, conv = f"CHF {value // 1000}'{value % 1000:03d}", str(value), "CHF", ["swiss-apostrophe"]
        elif style == "quarter-million":
            text, amount, cur = rng.choice([("a quarter million dollars", "250000"), ("half a million dollars", "500000")]) \
                + ("USD",)
        elif style == "half-a-grand":
            text, amount, cur = "half a grand", "500", "USD"
        elif style == "quid":
            text, amount, cur, conv = f"{n} quid", str(n), "GBP", []
        elif style == "word-bucks":
            k = rng.randint(2, 20)
            text, amount, cur = f"{EN_NUM[k]} {rng.choice(['bucks', 'dollars'])}", str(k), "USD"
        elif style == "approx":
            k = rng.randint(5, 90)
            text = rng.choice([f"about {k} bucks", f"around ${k}", f"${k} and change", f"roughly {k} dollars"])
            amount, cur, conv = str(k), "USD", ["approx"]
        elif style == "million-word":
            k = rng.choice([1.5, 2, 2.5, 3, 4.2])
            text = f"{plain(str(k))} million dollars"
            amount, cur = plain(str(int(k * 1_000_000))), "USD"
        else:
            word, code = rng.choice([("baht", "THB"), ("Swiss francs", "CHF"), ("rupees", "INR"), ("won", "KRW"),
                                     ("rubles", "RUB"), ("Mexican pesos", "MXN"), ("reais", "BRL")])
            text, amount, cur = f"{n} {word}", str(n), code
        sentence = rng.choice(EN_MONEY_CARRIERS).format(a=text)
        family = "money-idiom" if style in ("quarter-million", "half-a-grand", "word-bucks", "approx") else \
            "money-currency" if style in ("prefixed-dollar", "code-glued", "quid", "more-currency") else "money-format"
        return b.add_money("en", family, f"en.money.{style}", sentence, [(text, amount, cur)], conv)

    fill(b, count, make)


# --- composition apart, coordination, traditional characters, holidays ± days, negatives -----------

TRADITIONAL = str.maketrans({"周": "週", "后": "後", "点": "點", "号": "號", "两": "兩", "个": "個", "礼": "禮",
                             "会": "會", "约": "約", "议": "議", "见": "見", "时": "時", "间": "間", "体": "體",
                             "检": "檢", "医": "醫", "院": "院", "飞": "飛", "机": "機", "场": "場", "试": "試"})
EASTER = {2026: date(2026, 4, 5), 2027: date(2027, 3, 28), 2028: date(2028, 4, 16)}  # Gregorian computus (../v2/authoring/lib.py)


def zh_time_more(b, per_family):
    rng = b.rng

    def composition():
        now, n = now_of(rng)
        day_text, day, conv = zh_day_words(rng, n)
        if day == n.date():
            return False
        style = rng.choice(["day-filler-clock", "clock-day", "day-filler-range"])
        if style == "day-filler-range":
            h1 = rng.choice([9, 10, 14, 15, 16])
            part = "上午" if h1 < 12 else "下午"
            h12 = h1 if h1 < 12 else h1 - 12
            m2 = rng.choice([0, 30])
            h2 = h1 + 1
            clock_text = f"{part}{zh_clock(h12, 0, rng)}到{zh_clock(h2 if h2 <= 12 else h2 - 12, m2, rng)}"
            filler = rng.choice(["开个站会，时间定在", "我得去趟医院，大概", "要开评审会，", "请半天假，"])
            text = f"{day_text}{filler}{clock_text}"
            entity = span(text, at(day, h1), at(day, h2, m2), "minute" if m2 else "hour")
        else:
            part, h12, minute, h24 = zh_part_clock(rng)
            clock_text = part + zh_clock(h12, minute, rng)
            if style == "day-filler-clock":
                filler = rng.choice(["我得去趟医院，大概", "开会，时间是", "约了牙医，", "的面试改到了", "要交材料，截止"])
                if filler.startswith("要交材料"):
                    return False  # a deadline word: not a plain composition
                text = f"{day_text}{filler}{clock_text}"
                carrier = text
            else:
                text = f"{clock_text}，{day_text}"
                carrier = text + rng.choice(["，老地方见", "，不见不散", "，别迟到"])
            entity = point(text, at(day, h24, minute), clock_grain(minute))
            return b.add_time("zh", "composition", f"zh.composition.{style}", carrier, now, [entity], conv)
        return b.add_time("zh", "composition", f"zh.composition.{style}", text, now, [entity], conv)

    def coordination():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["two-weekdays", "two-reldays", "next-week-two"])
        if style == "two-weekdays":
            w1 = rng.randint(1, 6)
            w2 = w1 + 1
            t1, t2 = f"周{ZH_WEEKDAYS[w1 - 1]}", f"周{ZH_WEEKDAYS[w2 - 1]}"
            d1, d2 = bare_weekday(today, w1, "future"), bare_weekday(today, w2, "future")
            text, conv = f"{t1}{rng.choice(['', '和', '、'])}{t2}", []
        elif style == "two-reldays":
            (t1, k1), (t2, k2) = rng.choice([(("明天", 1), ("后天", 2)), (("今天", 0), ("明天", 1)),
                                             (("后天", 2), ("大后天", 3))])
            d1, d2 = today + td(days=k1), today + td(days=k2)
            text, conv = f"{t1}{rng.choice(['和', '、', '或者'])}{t2}", []
        else:
            w1 = rng.randint(1, 5)
            w2 = rng.randint(w1 + 1, 7)
            t1, t2 = f"下周{ZH_WEEKDAYS[w1 - 1]}", f"周{ZH_WEEKDAYS[w2 - 1]}"
            d1, d2 = week_day(today, 1, w1), week_day(today, 1, w2)
            text, conv = f"{t1}、{t2}", ["distribute", "week-monday-sunday"]
        carrier = rng.choice(["{t}都有空", "{t}北京的天气怎么样", "{t}哪天方便", "{t}我都不在"])
        return b.add_time("zh", "coordination", f"zh.coordination.{style}", carrier.format(t=text), now,
                          [point(t1, at(d1), "day"), point(t2, at(d2), "day")], conv)

    def traditional():
        now, n = now_of(rng)
        day_text, day, conv = zh_day_words(rng, n)
        part, h12, minute, h24 = zh_part_clock(rng)
        if at(day, h24, minute) <= n:
            return False
        text = day_text + part + zh_clock(h12, minute, rng)
        carrier = zh_carrier(rng, text)
        traditional_text = carrier.translate(TRADITIONAL)
        if traditional_text == carrier:
            return False
        return b.add_time("zh", "traditional", "zh.traditional.day-part-clock", traditional_text, now,
                          [point(text.translate(TRADITIONAL), at(day, h24, minute), clock_grain(minute))], conv)

    def holiday_offset():
        now, n = now_of(rng)
        name = rng.choice(["国庆节", "圣诞节", "元旦", "劳动节", "情人节", "儿童节"])
        base = holiday(n.date(), name)
        style = rng.choice(["after-n", "before-n"])
        k = rng.randint(1, 3)
        word = "一" if k == 1 else ("两" if k == 2 else "三")
        if style == "after-n":
            text, day = f"{name}后{word}天", base + td(days=k)
        else:
            text, day = f"{name}前{word}天", base - td(days=k)
        if day < n.date():
            return False
        carrier = rng.choice(["{t}出发", "{t}回来", "{t}开会", "提醒我{t}订票"])
        return b.add_time("zh", "holiday", f"zh.holiday.{style}", carrier.format(t=text), now,
                          [point(text, at(day), "day")])

    def numeric_dot():
        now, n = now_of(rng)
        m, d = rng.choice([(11, 11), (5, 20), (6, 18), (12, 12), (3, 8), (10, 1), (7, 15), (9, 10)])
        day = month_day(n.date(), m, d)
        text = f"{m}.{d}"
        carrier = rng.choice(["{t}那天有活动", "{t}要上线", "{t}去看演唱会", "提醒我{t}交材料"])
        return b.add_time("zh", "date-numeric", "zh.date-numeric.dot-md", carrier.format(t=text), now,
                          [point(text, at(day), "day")])

    def negative():
        now, n = now_of(rng)
        k = rng.randint(2, 9)
        text = rng.choice([f"我有{k}个孩子", f"房间号是{rng.randint(1001, 2999)}", f"这次考了第{k}名", f"版本号{k}.{rng.randint(1, 9)}",
                           f"买了{k}斤苹果", f"跑了{k}公里", f"这道题的答案是{rng.randint(10, 99)}",
                           f"电话是138{rng.randint(10000000, 99999999)}", f"打{k}折", f"{k}号线地铁"])
        return b.add_time("zh", "negative", "zh.negative.no-time", text, now, [])

    for make, share in [(composition, 1.2), (coordination, 0.8), (traditional, 0.6), (holiday_offset, 0.5),
                        (numeric_dot, 0.3), (negative, 0.5)]:
        fill(b, int(per_family * share), make)


def en_time_more(b, per_family):
    rng = b.rng

    def composition():
        now, n = now_of(rng)
        day_text, day, conv = en_day_words(rng, n)
        if day == n.date():
            return False
        style = rng.choice(["day-filler-range", "day-filler-clock", "clock-filler-day"])
        filler = rng.choice([", I think, ", " for the dentist ", " with the whole team ", " — let's say "])
        if style == "day-filler-range":
            h1 = rng.choice([8, 9, 10, 13, 14, 15])
            m1 = rng.choice([0, 30])
            h2, m2 = h1 + rng.choice([1, 2]), rng.choice([0, 30])
            if (h1 < 12) != (h2 < 12):
                return False
            suffix = "am" if h1 < 12 else "pm"
            c1 = str(h1 % 12 or 12) + (f":{m1:02d}" if m1 else "")
            c2 = str(h2 % 12 or 12) + (f":{m2:02d}" if m2 else "")
            clock_text = rng.choice([f"from {c1} to {c2}{suffix}", f"{c1}-{c2}{suffix}"])
            text = f"{day_text}{filler}{clock_text}"
            entity = span(text, at(day, h1, m1), at(day, h2, m2), "minute" if m1 or m2 else "hour")
        else:
            h24, minute = rng.choice([8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19]), rng.choice([0, 0, 30, 15])
            clock_text = "at " + en_clock(h24, minute, rng, "ampm")
            text = f"{day_text}{filler}{clock_text}" if style == "day-filler-clock" else \
                f"{clock_text}{filler}{day_text}"
            entity = point(text, at(day, h24, minute), clock_grain(minute))
        carrier = rng.choice(["standup {t}", "meeting {t}", "{t} works", "book it {t}"])
        return b.add_time("en", "composition", f"en.composition.{style}", carrier.format(t=text), now, [entity],
                          conv)

    def coordination():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["weekend-next-week", "two-clocks-tomorrow", "two-weekdays"])
        if style == "weekend-next-week":
            text = rng.choice(["Saturday and Sunday next week", "next Saturday and Sunday"])
            entities = [point("Saturday", at(week_day(today, 1, 6)), "day"),
                        point("Sunday", at(week_day(today, 1, 7)), "day")]
            conv = ["distribute", "week-monday-sunday"]
        elif style == "two-clocks-tomorrow":
            h1, h2 = rng.choice([(15, 17), (9, 11), (10, 14), (13, 16)])
            c1, c2 = en_clock(h1, 0, rng, "ampm"), en_clock(h2, 0, rng, "ampm")
            text = f"either {c1} or {c2} tomorrow"
            d = today + td(days=1)
            entities = [point(c1, at(d, h1), "hour"), point(c2, at(d, h2), "hour")]
            conv = ["distribute"]
        else:
            w1 = rng.randint(1, 6)
            w2 = w1 + 1
            text = f"{EN_WEEKDAYS[w1 - 1]} or {EN_WEEKDAYS[w2 - 1]}"
            entities = [point(EN_WEEKDAYS[w1 - 1], at(bare_weekday(today, w1, "future")), "day"),
                        point(EN_WEEKDAYS[w2 - 1], at(bare_weekday(today, w2, "future")), "day")]
            conv = []
        carrier = rng.choice(["I'm free {t}", "weather in Boston {t}", "can we meet {t}", "{t} is fine"])
        return b.add_time("en", "coordination", f"en.coordination.{style}", carrier.format(t=text), now, entities,
                          conv)

    def holiday_offset():
        now, n = now_of(rng)
        today = n.date()
        style = rng.choice(["day-before-thanksgiving", "monday-after-easter", "friday-before-christmas",
                            "day-after-christmas"])
        if style == "day-before-thanksgiving":
            text, day = "the day before Thanksgiving", holiday(today + td(days=1), "Thanksgiving") - td(days=1)
        elif style == "day-after-christmas":
            text, day = "the day after Christmas", holiday(today - td(days=1), "Christmas") + td(days=1)
        elif style == "monday-after-easter":
            easter = EASTER[today.year] if EASTER[today.year] + td(days=1) >= today else EASTER[today.year + 1]
            text, day = "the Monday after Easter", easter + td(days=1)
        else:
            xmas = holiday(today, "Christmas")
            day = xmas - td(days=(xmas.isoweekday() - 5) % 7 or 7)
            if day < today:
                return False
            text = "the Friday before Christmas"
        if day < today:
            return False
        carrier = rng.choice(["fly home {t}", "office party {t}", "remind me to shop {t}", "dinner at mom's {t}"])
        return b.add_time("en", "holiday", f"en.holiday.{style}", carrier.format(t=text), now,
                          [point(text, at(day), "day")])

    def negative():
        now, n = now_of(rng)
        k = rng.randint(2, 9)
        text = rng.choice([f"I have {k} kids", f"version {k}.{rng.randint(1, 9)} is out", f"room {rng.randint(101, 999)}",
                           f"my order number is {rng.randint(10000, 99999)}", f"ran a {k}k this morning"[:0] or
                           f"she ran a {k}k", f"we won {k} to {k - 1}", f"buy {k} apples",
                           f"call 555-01{rng.randint(10, 99)}", f"it weighs {k} pounds", f"chapter {k + 10}"])
        return b.add_time("en", "negative", "en.negative.no-time", text, now, [])

    for make, share in [(composition, 1.2), (coordination, 0.8), (holiday_offset, 0.5), (negative, 0.5)]:
        fill(b, int(per_family * share), make)


def money_more(b, count):
    rng = b.rng

    def zh_row():
        style = rng.choice(["two-meals", "date-beside", "bare-ledger", "negative"])
        if style == "two-meals":
            a, c = rng.randint(10, 99), rng.randint(20, 199)
            x, y = rng.choice([("午饭", "晚饭"), ("早饭", "午饭"), ("打车", "地铁"), ("咖啡", "蛋糕")])
            text = f"{x}{a}，{y}{c}"
            return b.add_money("zh", "money-multi", "zh.money.two-items", text,
                               [(str(a), str(a), "CNY"), (str(c), str(c), "CNY")])
        if style == "date-beside":
            k = rng.randint(50, 2999)
            day = rng.choice(["双十一", "618", "昨天", "上周五", "12月3号"])
            text = f"{day}买的{rng.choice(['外套', '耳机', '鞋', '书包'])}{k}"
            return b.add_money("zh", "money-bare", "zh.money.date-beside", text, [(str(k), str(k), "CNY")])
        if style == "bare-ledger":
            k = rng.randint(3, 300)
            item = rng.choice(["奶茶", "停车费", "水果", "午饭", "打车"])
            text = rng.choice([f"记一笔 {item} {k}", f"记账：{item}{k}", f"{item}花了{k}"])
            return b.add_money("zh", "money-bare", "zh.money.bare-ledger", text, [(str(k), str(k), "CNY")])
        k = rng.randint(2, 9)
        text = rng.choice([f"买了{k}斤苹果", f"跑了{k}公里", f"打了{k}折", f"电话13{rng.randint(100000000, 999999999)}",
                           f"房间{rng.randint(1001, 2999)}", f"{k}.{rng.randint(10, 30)}号出发", f"涨了{k}%",
                           f"第{k}名", f"明天{k}点开会"])
        return b.add_money("zh", "money-negative", "zh.money.negative", text, [])

    def en_row():
        style = rng.choice(["two-items", "bare-ledger", "negative"])
        if style == "two-items":
            a, c = rng.randint(5, 60), rng.randint(10, 120)
            x, y = rng.choice([("lunch", "dinner"), ("coffee", "cake"), ("taxi", "train")])
            text = f"{x} ${a}, {y} ${c}"
            return b.add_money("en", "money-multi", "en.money.two-items", text,
                               [(str(a), str(a), "USD"), (str(c), str(c), "USD")])
        if style == "bare-ledger":
            k = rng.randint(3, 300)
            cents = rng.random() < 0.3
            value = f"{k}.{rng.randint(10, 99)}" if cents else str(k)
            item = rng.choice(["parking", "books", "coffee", "groceries", "gas"])
            text = rng.choice([f"{item} {value}", f"log {item} {value}", f"add expense {item} {value}"])
            return b.add_money("en", "money-bare", "en.money.bare-ledger", text, [(value, plain(value), "USD")])
        k = rng.randint(2, 9)
        text = rng.choice([f"a {k}-pound bag of rice", f"she ran a {k}k", f"{k * 10}% off everything",
                           f"room {rng.randint(101, 999)}", f"buy {k} apples", f"call me at 555-01{rng.randint(10, 99)}",
                           f"meeting at {k}pm tomorrow", f"we won {k} to {k - 1}"])
        return b.add_money("en", "money-negative", "en.money.negative", text, [])

    fill(b, count, zh_row)
    fill(b, count, en_row)


# --- ranges across midnight, bare day-of-month ranges, "ago", past-leaning clocks, more money ------

def dom_future(today, d):
    """A bare day of the month, future (CONVENTIONS §3): this month if today or later, else the next
    month that has it."""
    first = date(today.year, today.month, 1)
    for step in range(0, 13):
        base = addm(first, step)
        if d <= days_in_month(base.year, base.month) and date(base.year, base.month, d) >= today:
            return date(base.year, base.month, d)
    raise ValueError(d)


def time_ranges_more(b, per_family):
    rng = b.rng

    def zh_overnight():
        now, n = now_of(rng)
        word, k = rng.choice([("明天", 1), ("后天", 2), ("大后天", 3)])
        day = n.date() + td(days=k)
        h1, h2 = rng.choice([9, 10, 11]), rng.choice([1, 2, 3])
        text = f"{word}晚上{zh_hour(h1, rng)}点到凌晨{zh_hour(h2, rng)}点"
        carrier = rng.choice(["{t}值班", "{t}通宵加班", "{t}在机场等人"])
        return b.add_time("zh", "clock-range", "zh.clock-range.overnight", carrier.format(t=text), now,
                          [span(text, at(day, h1 + 12), at(day + td(days=1), h2), "hour")])

    def en_overnight():
        now, n = now_of(rng)
        word, k = rng.choice([("tomorrow", 1), ("the day after tomorrow", 2)])
        day = n.date() + td(days=k)
        h1, h2 = rng.choice([9, 10, 11]), rng.choice([1, 2, 3])
        text = f"{word} from {h1}pm to {h2}am"
        carrier = rng.choice(["night shift {t}", "I'm on call {t}", "block {t} for the release"])
        return b.add_time("en", "clock-range", "en.clock-range.overnight", carrier.format(t=text), now,
                          [span(text, at(day, h1 + 12), at(day + td(days=1), h2), "hour")])

    def zh_bare_days():
        now, n = now_of(rng)
        d1 = rng.randint(1, 24)
        d2 = d1 + rng.randint(1, 4)
        start = dom_future(n.date(), d1)
        if d2 > days_in_month(start.year, start.month):
            return False
        text = f"{d1}号{rng.choice(['到', '至', '-'])}{d2}号"
        carrier = rng.choice(["{t}去杭州出差", "{t}请假", "{t}家里有事"])
        return b.add_time("zh", "day-range", "zh.day-range.bare-days", carrier.format(t=text), now,
                          [span(text, at(start), at(date(start.year, start.month, d2)), "day")])

    def en_bare_days():
        now, n = now_of(rng)
        d1 = rng.randint(1, 24)
        d2 = d1 + rng.randint(1, 4)
        start = dom_future(n.date(), d1)
        if d2 > days_in_month(start.year, start.month):
            return False
        text = rng.choice([f"from the {ordinal(d1)} to the {ordinal(d2)}",
                           f"{MONTHS[start.month - 1]} {d1} through {d2}"])
        carrier = rng.choice(["I'm away {t}", "conference {t}", "block off {t}"])
        return b.add_time("en", "day-range", "en.day-range.bare-days", carrier.format(t=text), now,
                          [span(text, at(start), at(date(start.year, start.month, d2)), "day")])

    def zh_ago():
        now, n = now_of(rng)
        unit = rng.choice(["天", "周", "小时", "个月"])
        k = rng.randint(2, 9)
        num = str(k) if rng.random() < 0.5 else ("两" if k == 2 else zh_num(k))
        if unit == "天":
            text, moment, grain = f"{num}天前", at(n.date() - td(days=k)), "day"
        elif unit == "周":
            text, moment, grain = f"{num}{rng.choice(['周', '个星期'])}前", at(n.date() - td(days=7 * k)), "day"
        elif unit == "个月":
            text, moment, grain = f"{num}个月前", at(addm(n.date(), -k)), "day"
        else:
            text, moment, grain = f"{num}个小时前", n - td(hours=k), "minute"
        carrier = rng.choice(["{t}打车花了四十", "{t}买的那本书", "{t}的开销记一下"])
        return b.add_time("zh", "duration", f"zh.duration.ago-{unit}", carrier.format(t=text), now,
                          [point(text, moment, grain)], pref="past")

    def en_ago():
        now, n = now_of(rng)
        unit = rng.choice(["days", "weeks", "hours", "months"])
        k = rng.randint(2, 9)
        num = str(k) if rng.random() < 0.5 else EN_NUM[k]
        if unit == "days":
            moment, grain = at(n.date() - td(days=k)), "day"
        elif unit == "weeks":
            moment, grain = at(n.date() - td(days=7 * k)), "day"
        elif unit == "months":
            moment, grain = at(addm(n.date(), -k)), "day"
        else:
            moment, grain = n - td(hours=k), "minute"
        text = f"{num} {unit} ago"
        carrier = rng.choice(["I paid for gas {t}", "log the dinner from {t}", "groceries {t}"])
        return b.add_time("en", "duration", f"en.duration.ago-{unit}", carrier.format(t=text), now,
                          [point(text, moment, grain)], pref="past")

    def zh_past_clock():
        now, n = now_of(rng)
        part, h12, minute, h24 = zh_part_clock(rng)
        moment = at(n.date(), h24, minute)
        if moment == n:
            return False
        if moment > n:
            moment -= td(days=1)  # past preference: the last time that clock came (§4)
        text = part + zh_clock(h12, minute, rng)
        carrier = rng.choice(["{t}那笔记错了", "{t}打车花了多少", "{t}买咖啡花了钱"])
        return b.add_time("zh", "past", "zh.past.clock", carrier.format(t=text), now,
                          [point(text, moment, clock_grain(minute))], pref="past")

    for make, share in [(zh_overnight, 0.3), (en_overnight, 0.3), (zh_bare_days, 0.4), (en_bare_days, 0.4),
                        (zh_ago, 0.5), (en_ago, 0.5), (zh_past_clock, 0.4)]:
        fill(b, int(per_family * share), make)


def money_more2(b, count):
    rng = b.rng

    def zh_row():
        style = rng.choice(["decimal-kuai", "cny-word-before", "cny-word-after", "yen-sign-thousands",
                            "space-thousands", "approx-zuoyou", "negative-date"])
        k = rng.randint(2, 999)
        conv = []
        if style == "decimal-kuai":
            value = f"{k}.5"
            text, amount, cur = f"{value}块", plain(value), "CNY"
        elif style == "cny-word-before":
            text, amount, cur = f"人民币{k}元", str(k), "CNY"
        elif style == "cny-word-after":
            text, amount, cur = f"{k}块人民币", str(k), "CNY"
        elif style == "yen-sign-thousands":
            value = rng.randint(1000, 9999)
            text, amount, cur, conv = f"￥{value:,}", str(value), "CNY", ["yen-sign-cny"]
        elif style == "space-thousands":
            value = rng.randint(1, 9) * 1000
            text, amount, cur, conv = f"{value // 1000} 000元", str(value), "CNY", ["space-thousands"]
        elif style == "approx-zuoyou":
            k = rng.choice([30, 50, 80, 100, 200, 500])
            text, amount, cur, conv = f"{k}块钱左右", str(k), "CNY", ["approx"]
        else:
            text = rng.choice(["5.20表白", "11.11零点开抢", "6.18大促", "3.8节快乐"])
            return b.add_money("zh", "money-negative", "zh.money.negative-date", text, [])
        sentence = rng.choice(ZH_MONEY_CARRIERS).format(a=text)
        return b.add_money("zh", "money-format", f"zh.money.{style}", sentence, [(text, amount, cur)], conv)

    def en_row():
        style = rng.choice(["dollar-thousands", "code-thousands", "bucks-thousands", "lakh", "k-decimal",
                            "negative-date"])
        conv = []
        if style == "dollar-thousands":
            value = rng.randint(1000, 99999)
            text, amount, cur = f"${value:,}", str(value), "USD"
        elif style == "code-thousands":
            value = rng.randint(1000, 9999)
            text, amount, cur = f"USD{value:,}", str(value), "USD"
        elif style == "bucks-thousands":
            value = rng.randint(1, 9) * 1000
            text, amount, cur = f"{value:,} bucks", str(value), "USD"
        elif style == "lakh":
            k = rng.randint(2, 9)
            text, amount, cur, conv = f"{k} lakh rupees", str(k * 100000), "INR", ["lakh"]
        elif style == "k-decimal":
            k = rng.choice(["1.2", "2.5", "3.75", "12.5"])
            text, amount, cur = f"${k}k", plain(str(float(k) * 1000)), "USD"
        else:
            text = rng.choice(["see you on 5.20", "the 3/4 meeting", "flight at 7.45 pm", "Q3 2027 plan"])
            return b.add_money("en", "money-negative", "en.money.negative-date", text, [])
        sentence = rng.choice(EN_MONEY_CARRIERS).format(a=text)
        return b.add_money("en", "money-format", f"en.money.{style}", sentence, [(text, amount, cur)], conv)

    fill(b, count, zh_row)
    fill(b, count, en_row)


# --- the remaining forms of issue 15's list --------------------------------------------------------

def issue_forms(b, per_family):
    rng = b.rng

    def zh_second_to_last():
        now, n = now_of(rng)
        w = rng.randint(1, 7)
        first = addm(date(n.year, n.month, 1), 1)
        day = last_weekday(first.year, first.month, w) - td(days=7)
        text = f"下个月倒数第二个{rng.choice(['周', '星期'])}{ZH_WEEKDAYS[w - 1]}"
        return b.add_time("zh", "arithmetic", "zh.arithmetic.second-to-last", zh_carrier(rng, text), now,
                          [point(text, at(day), "day")])

    def zh_dadaqiantian():
        now, n = now_of(rng)
        text = "大大前天"
        carrier = rng.choice(["{t}打车花了四十", "{t}的开销记一下", "{t}买菜用了钱"])
        return b.add_time("zh", "arithmetic", "zh.arithmetic.dadaqiantian", carrier.format(t=text), now,
                          [point(text, at(n.date() - td(days=4)), "day")], pref="past")

    def zh_guo():
        now, n = now_of(rng)
        text, minutes = rng.choice([("过一刻钟", 15), ("过半小时", 30), ("过两个小时", 120), ("过十分钟", 10),
                                    ("过三刻钟", 45)])
        carrier = rng.choice(["{t}提醒我关火", "{t}叫我", "{t}再打给他"])
        return b.add_time("zh", "duration-idiom", "zh.duration-idiom.guo", carrier.format(t=text), now,
                          [point(text, n + td(minutes=minutes), "minute")])

    def zh_short_year():
        now, n = now_of(rng)
        day = date(rng.choice([2027, 2028]), rng.randint(1, 12), rng.randint(1, 28))
        text = f"{day.year % 100}年{day.month}月{day.day}{rng.choice(['日', '号'])}"
        return b.add_time("zh", "date-abs", "zh.date-abs.short-year", zh_carrier(rng, text), now,
                          [point(text, at(day), "day")])

    def en_anchor():
        now, n = now_of(rng)
        style = rng.choice(["this-time-next-month", "same-time-on-weekday"])
        if style == "this-time-next-month":
            text = "this time next month"
            moment = at(addm(n.date(), 1), n.hour, n.minute)
        else:
            w = rng.randint(1, 7)
            if w == n.isoweekday():
                return False  # "same time on Friday" said on a Friday at that time: moot
            text = f"same time on {EN_WEEKDAYS[w - 1]}"
            moment = at(bare_weekday(n.date(), w, "future"), n.hour, n.minute)
        return b.add_time("en", "arithmetic", f"en.arithmetic.{style}", en_carrier(rng, text), now,
                          [point(text, moment, "minute")])

    def en_bare_end():
        now, n = now_of(rng)
        d = rng.randint(1, 28)
        day = dom_future(n.date() + td(days=1), d)
        h1 = rng.choice([8, 9, 10])
        h2 = rng.randint(h1 + 1, 11)
        text = f"{h1}:30 to {h2} on the {ordinal(d)}"
        carrier = rng.choice(["workshop {t}", "block {t}", "dentist {t}"])
        return b.add_time("en", "clock-range", "en.clock-range.bare-end", carrier.format(t=text), now,
                          [span(text, at(day, h1, 30), at(day, h2), "minute")], ["bare-hour"])

    def en_next_morning():
        now, n = now_of(rng)
        word, k = rng.choice([("tomorrow", 1), ("on Saturday", None)])
        day = n.date() + td(days=k) if k else bare_weekday(n.date(), 6, "future")
        if day == n.date():
            return False
        h1, h2 = rng.choice([9, 10, 11]), rng.choice([5, 6, 7])
        text = f"{word} from {h1}pm till {h2} the next morning"
        carrier = rng.choice(["night shift {t}", "the party runs {t}", "I'm on call {t}"])
        return b.add_time("en", "clock-range", "en.clock-range.next-morning", carrier.format(t=text), now,
                          [span(text, at(day, h1 + 12), at(day + td(days=1), h2), "hour")])

    for make, share in [(zh_second_to_last, 0.2), (zh_dadaqiantian, 0.1), (zh_guo, 0.2), (zh_short_year, 0.3),
                        (en_anchor, 0.3), (en_bare_end, 0.3), (en_next_morning, 0.2)]:
        fill(b, int(per_family * share), make)


def generate(seed, per_family=120, money_rows=900):
    b = Builder(seed)
    zh_time(b, per_family)
    zh_time_extra(b, per_family)
    en_time(b, per_family)
    en_time_extra(b, per_family)
    zh_time_more(b, per_family)
    en_time_more(b, per_family)
    time_ranges_more(b, per_family)
    issue_forms(b, per_family)
    money_more(b, money_rows // 4)
    money_more2(b, money_rows // 6)
    zh_money(b, money_rows // 2)
    zh_money_extra(b, money_rows // 2)
    en_money(b, money_rows // 2)
    en_money_extra(b, money_rows // 2)
    counters = {}
    for row in b.time + b.money:
        kind = "time" if "now" in row else "money"
        key = (kind, row["lang"])
        counters[key] = counters.get(key, 0) + 1
        row["id"] = f"diff.{kind}.{row['lang']}.{counters[key]:04d}"
    return b.time, b.money


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--per-family", type=int, default=120, help="rows per time family at share 1.0")
    parser.add_argument("--money", type=int, default=900, help="money rows per language")
    args = parser.parse_args()
    time_rows, money_rows = generate(args.seed, args.per_family, args.money)
    for name, rows in (("time.gen.jsonl", time_rows), ("money.gen.jsonl", money_rows)):
        with open(os.path.join(args.out, name), "w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    for lang in ("zh", "en"):
        t = sum(1 for r in time_rows if r["lang"] == lang)
        m = sum(1 for r in money_rows if r["lang"] == lang)
        print(f"{lang}: {t} time + {m} money = {t + m} rows")


if __name__ == "__main__":
    main()
