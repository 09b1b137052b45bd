"""Checks the v2 NLU corpus files (format only; it never runs a parser).

    python3 Benchmarks/nlu/v2/check_corpus.py [--quiet]

Every line parses; required fields are present; times are valid ISO wall-clock times; a range
never ends before it starts; day-grain times sit on midnight; weekday words agree with the
expected dates; `now` values are real and their weekday is as documented; money amounts are
normalized decimals with ISO 4217 codes; skill arguments use the skills' own names; no text
occurs twice in a file kind, and none is in both dev and held-out (the same utterance may
appear in the time, money and skills files, scoring different things, always in one split); every (category, language) stratum
has about 30% held out. Prints the counts per file × category × language × split and exits
non-zero on any error.
"""
import collections
import datetime as dt
import json
import os
import re
import sys
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
KINDS = ("time", "money", "skills")
SPLITS = ("dev", "heldout")
ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$")
DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
AMOUNT = re.compile(r"^(0|[1-9]\d*)(\.\d*[1-9])?$")
GRAINS = {"minute", "hour", "day"}
SKILL_ARGS = {
    "calendar.create": {"title", "start", "end", "location", "notes", "repeat"},
    "calendar.list": {"from", "to"},
    "reminder.create": {"title", "at", "deadline", "repeat"},
    "calendar.update": {"id", "title", "date", "new_title", "start", "end", "location", "targetIndex"},
    "calendar.delete": {"id", "title", "date", "targetIndex"},
    "ledger.add": {"amount", "currency", "kind", "category", "date", "note"},
    "ledger.summary": {"from", "to", "category"},
    "ledger.list": {"from", "to", "category", "limit"},
    "ledger.undo": set(),
    "weather": {"city", "date"},
    "running_advice": {"city", "date"},
}
REQUIRED_ARGS = {"calendar.create": {"title", "start"}, "reminder.create": {"title"}, "ledger.add": {"amount", "currency", "kind", "category", "date"},
                 "weather": {"city", "date"}, "running_advice": {"city", "date"},
                 "calendar.update": {"targetIndex"}, "calendar.delete": {"targetIndex"}}
CATEGORIES = {"food", "transport", "shopping", "housing", "entertainment", "health", "education", "salary", "other"}
# The reference times the corpus uses, with their weekdays (ISO: Monday = 1).
NOWS = {"2026-12-02T10:00:00": 3, "2027-03-15T21:30:00": 1, "2027-06-30T08:00:00": 3,
        "2027-09-10T14:00:00": 5, "2027-01-29T19:00:00": 5, "2027-11-03T16:45:00": 3,
        # round 2 (batch "r2"): year end, the day US daylight saving time began, a Saturday at a month end
        "2026-12-31T22:15:00": 4, "2027-03-14T11:00:00": 7, "2027-07-31T11:20:00": 6,
        # round 3 (batch "r3"): Spring Festival season, a month end on Memorial Day, late night, Christmas morning
        "2027-02-16T07:40:00": 2, "2027-05-31T18:00:00": 1, "2027-10-28T23:50:00": 4, "2027-12-25T09:00:00": 6,
        # round 4 (batch "r4"): 正月初一 2028, a quarter end, a Sunday night, US Labor Day morning
        "2028-01-26T13:15:00": 3, "2028-03-31T17:45:00": 5, "2028-07-02T22:30:00": 7, "2028-09-04T08:05:00": 1,
        # round 5 (batch "r5"): leap day, the Saturday before US DST ends, early morning, late night near the year end
        "2028-02-29T12:30:00": 2, "2028-11-04T15:20:00": 6, "2028-06-14T06:10:00": 3, "2028-12-29T23:35:00": 5,
        # round 6 (batch "r6"): the day US DST began, 除夕 2029, US Memorial Day, a Sunday night at a quarter end
        "2029-03-11T10:45:00": 7, "2029-02-12T17:30:00": 1, "2029-05-28T11:40:00": 1, "2029-09-30T23:50:00": 7,
        # round 7 (batch "r7"): the last Saturday of 2030, 除夕 2030 morning, Easter Monday 2030, just after midnight on Jul 1
        "2030-12-28T15:20:00": 6, "2030-02-02T09:30:00": 6, "2030-04-22T08:30:00": 1, "2030-07-01T00:10:00": 1,
        # round 8 (batch "r8"): a Wednesday at lunch mid-month, a Friday evening after work, a Sunday night
        "2031-09-17T12:30:00": 3, "2031-03-21T18:30:00": 5, "2031-06-22T21:00:00": 7,
        # round 9 (batch "r9"): a quarter's last afternoon, the Monday after Thanksgiving, a Thursday evening at a month end
        "2032-03-31T16:30:00": 3, "2032-11-29T08:15:00": 1, "2032-04-29T19:40:00": 4,
        # round 10 (batch "r10"): a Sunday evening, a Friday just before noon, a Tuesday morning early in a month
        "2033-05-15T20:30:00": 7, "2033-06-17T11:40:00": 5, "2033-08-02T08:50:00": 2,
        # round 11 (batch "r11"): a Monday early morning, a Wednesday lunch time mid-month, a Saturday afternoon at a month end
        "2034-10-09T06:45:00": 1, "2034-03-15T12:20:00": 3, "2034-09-30T15:30:00": 6,
        # round 12 (batch "r12"): a Tuesday late night, a Wednesday lunch time mid-month, a Saturday afternoon at a half-year end
        "2035-11-20T23:10:00": 2, "2035-08-15T12:40:00": 3, "2035-06-30T14:10:00": 6,
        # round 13 (batch "r13"): a Monday early morning (Easter Monday), a Wednesday lunch time mid-month, a Saturday afternoon at a month end
        "2036-04-14T06:50:00": 1, "2036-10-15T12:15:00": 3, "2036-05-31T15:40:00": 6,
        # round 14 (batch "r14"): a Thursday late afternoon before 五一 at a month end, a Sunday evening, a Monday morning on the 1st
        "2037-04-30T17:20:00": 4, "2037-09-13T19:45:00": 7, "2037-06-01T08:40:00": 1,
        # round 15 (batch "r15"): a Friday late evening, a Tuesday mid-morning mid-month, the last afternoon of a year
        "2038-03-19T22:40:00": 5, "2038-06-15T10:20:00": 2, "2037-12-31T15:30:00": 4,
        # round 16 (batch "r16"): a Sunday near midnight, a Wednesday early morning at a month end, the afternoons before 国庆 and Thanksgiving
        "2039-10-30T23:25:00": 7, "2039-08-31T06:30:00": 3, "2039-09-30T16:10:00": 5, "2039-11-23T15:40:00": 3,
        # round 17 (batch "r17"): a Monday just after midnight, a Thursday late afternoon mid-quarter, a morning between Christmas and New Year
        "2040-10-15T00:20:00": 1, "2040-11-15T16:50:00": 4, "2040-12-27T09:15:00": 4,
        "2028-05-17T14:40:00": 3, "2041-10-31T22:10:00": 4, "2042-06-14T08:20:00": 6,
        # round 19 (batch "r19"): a make-up workday Saturday morning, a Sunday at 23:30 at a month end, a Thursday morning in the US DST week
        "2027-10-09T07:50:00": 6, "2028-04-30T23:30:00": 7, "2028-03-09T09:30:00": 4,
        # round 20 (batch "r20"): the leap day afternoon, New Year's Eve ten minutes before midnight, MLK Day at 05:30 before 春节
        "2028-02-29T15:40:00": 2, "2027-12-31T23:50:00": 5, "2028-01-17T05:30:00": 1,
        # round 21 (batch "r21"): 中秋 2027 morning, the last Friday of June 2028 at 17:55 (a half-year ends), US Thanksgiving morning 2028
        "2027-09-15T09:20:00": 3, "2028-06-30T17:55:00": 5, "2028-11-23T08:30:00": 4,
        # round 22 (batch "r22"): 清明 2028 evening, a Saturday at 00:20, the first Monday of August 2028 at 07:45
        "2028-04-04T19:40:00": 2, "2028-09-16T00:20:00": 6, "2028-08-07T07:45:00": 1,
        # round 23 (batch "r23"): Halloween 2027, a Sunday at 21:10 (month and week end today); Sunday 2043-03-08, the night US DST
        # begins (01:30 for English rows, 23:50 for Chinese rows); the Friday before 端午 2043 at 12:15
        "2027-10-31T21:10:00": 7, "2043-03-08T01:30:00": 7, "2043-03-08T23:50:00": 7, "2043-06-05T12:15:00": 5,
        # round 24 (batch "r24"): the eve of Valentine's Day 2044 (元宵, a Saturday) at 18:30; the last day of Q1 2044 at 17:50;
        # the Monday after Thanksgiving 2044 (Cyber Monday) at 06:40
        "2044-02-13T18:30:00": 6, "2044-03-31T17:50:00": 4, "2044-11-28T06:40:00": 1,
        # round 25 (batch "r25"): the Friday before the US filing deadline 2045 at 16:45; the evening before 除夕 2045 at 21:20;
        # the last evening of 2045 (a Sunday) at 22:50
        "2045-04-14T16:45:00": 5, "2045-02-15T21:20:00": 3, "2045-12-31T22:50:00": 7,
        "2046-01-01T09:10:00": 1, "2046-05-30T23:40:00": 3, "2046-09-28T13:05:00": 5,
        # round 27 (batch "r27"): 除夕 2047 at 18:40 (a Friday), a Sunday evening early in March, the day before Thanksgiving 2047
        "2047-01-25T18:40:00": 5, "2047-03-03T20:15:00": 7, "2047-11-27T17:30:00": 3,
        # round 28 (batch "r28"): the leap day 2048 (a Saturday) at 10:30, 618 at 21:45 (a Thursday), Christmas Eve 2048 at 16:20
        "2048-02-29T10:30:00": 6, "2048-06-18T21:45:00": 4, "2048-12-24T16:20:00": 4,
        # round 29 (batch "r29"): 正月初一 2049 at 08:15 (a Tuesday), Memorial Day 2049 at 08:05 (a Monday, the last day of May),
        # Halloween 2049 at 23:30 (a Sunday, thirty minutes before a new month and week)
        "2049-02-02T08:15:00": 2, "2049-05-31T08:05:00": 1, "2049-10-31T23:30:00": 7,
        # round 30 (batch "r30"): the eve of 五一 2050 at 22:00 (a Saturday, the last day of April), US Labor Day 2050 at 07:20
        # (a Monday), 正月初六 2050 at 17:45 (a Friday)
        "2050-04-30T22:00:00": 6, "2050-09-05T07:20:00": 1, "2050-01-28T17:45:00": 5,
        # round 31 (batch "r31"): New Year's Eve 2050 at 21:30 (a Saturday), US Thanksgiving 2050 at 12:10 (a Thursday),
        # the last day of Q1 2051 at 06:50 (a Friday, Good Friday)
        "2050-12-31T21:30:00": 6, "2050-11-24T12:10:00": 4, "2051-03-31T06:50:00": 5,
        # round 32 (batch "r32"): Valentine's Day 2051 at 08:30 (a Tuesday, 正月初四), a Sunday at 23:40 (twenty minutes before
        # a new week, 2051-07-02), US Columbus Day 2051 at 13:15 (a Monday, after the 国庆 week)
        "2051-02-14T08:30:00": 2, "2051-07-02T23:40:00": 7, "2051-10-09T13:15:00": 1,
        # round 33 (batch "r33"): two days before Christmas 2051 at 19:10 (a Saturday), the leap day 2052 at 07:45 (a
        # Thursday), the first of September 2051 at 12:05 (a Friday, US Labor Day on the Monday)
        "2051-12-23T19:10:00": 6, "2052-02-29T07:45:00": 4, "2051-09-01T12:05:00": 5,
        # round 34 (batch "r34"): US Memorial Day 2052 at 06:15 (a Monday, 端午 = 儿童节 that Saturday), the last night of
        # June 2052 at 22:50 (a Sunday, a month, quarter and half-year end), 双十一 = US Veterans Day 2052 at 09:00 (a Monday)
        "2052-05-27T06:15:00": 1, "2052-06-30T22:50:00": 7, "2052-11-11T09:00:00": 1,
        # round 35 (batch "r35"): 清明 2052 at 11:30 (a Thursday, Easter 04-21), the last evening of August 2052 at 20:20 (a
        # Saturday, US Labor Day on the Monday, 中秋 = 白露 09-07), 双十二 2052 at 14:00 (a Thursday, 冬至 12-21)
        "2052-04-04T11:30:00": 4, "2052-08-31T20:20:00": 6, "2052-12-12T14:00:00": 4,
        # round 36 (batch "r36"): 国庆 2052 at 09:40 (a Tuesday, 重阳 10-30, Halloween = 月底), 元旦 2053 at 10:00 (a Wednesday,
        # 春节 02-19), US Independence Day 2052 at 16:00 (a Thursday, 小暑 that Saturday, 七夕 = 建军节 08-01)
        "2052-10-01T09:40:00": 2, "2053-01-01T10:00:00": 3, "2052-07-04T16:00:00": 4,
        # round 37 (batch "r37"): a Sunday evening 2052 at 18:30 (正月十一, Valentine's Wednesday, the leap month ends Thursday
        # 02-29), 妇女节 2053 at 08:00 (a Saturday, US DST begins the next day), the night before 国庆 2052 at 23:10 (a Monday,
        # the end of a month and a quarter)
        "2052-02-11T18:30:00": 7, "2053-03-08T08:00:00": 6, "2052-09-30T23:10:00": 1,
        # round 38 (batch "r38"): 五一 2053 at 12:30 (a Thursday, 立夏 Monday 05-05, Mother's Day 05-11), Christmas 2052 at
        # 07:15 (a Wednesday, 年底 Tuesday, 元旦 the next Wednesday), Father's Day 2053 at 21:00 (a Sunday, 端午 Friday 06-20)
        "2053-05-01T12:30:00": 4, "2052-12-25T07:15:00": 3, "2053-06-15T21:00:00": 7,
        # round 39 (batch "r39"): a Friday 2053 at 17:45 (月底 Sunday 08-31, US Labor Day Monday 09-01, 中元 the day before),
        # US Thanksgiving 2053 at 08:20 (a Thursday, Black Friday tomorrow, 下个月 from Monday 12-01), 小年 2054 at 22:30 (a
        # Saturday, the last day of January; 除夕 02-07, 春节 02-08)
        "2053-08-29T17:45:00": 5, "2053-11-27T08:20:00": 4, "2054-01-31T22:30:00": 6,
        # round 40 (batch "r40"): the leap day 2056 at 16:30 (a Tuesday, 元宵; 月底 today, March tomorrow), April Fools' 2054
        # at 09:10 (a Wednesday, Q2 begins, 清明 Saturday 04-04), New Year's Eve 2056 at 23:20 (a Sunday; 元旦 2057 a Monday)
        "2056-02-29T16:30:00": 2, "2054-04-01T09:10:00": 3, "2056-12-31T23:20:00": 7,
        # round 41 (batch "r41"): 除夕 2057 at 20:00 (a Saturday, also 立春; 春节 tomorrow, 元宵 = 雨水 02-18), US Labor Day
        # 2057 at 06:40 (a Monday, 白露 Friday, 教师节 next Monday, 中秋 09-13), the day before Thanksgiving 2056 at 12:10
        # (a Wednesday, 小雪 yesterday, 月底 Thursday 11-30)
        "2057-02-03T20:00:00": 6, "2057-09-03T06:40:00": 1, "2056-11-22T12:10:00": 3,
        # round 42 (batch "r42"): a Friday 2057 at 23:50 (ten minutes before midnight; Perseids 08-12, 中元 Tuesday 08-14),
        # the last evening of May 2057 at 18:30 (a Thursday; 儿童节 tomorrow, 端午 Wednesday 06-06), US MLK Day 2058 at 07:05
        # (a Monday, 腊月廿七; 除夕 Wednesday 01-23, 春节 Thursday 01-24)
        "2057-08-10T23:50:00": 5, "2057-05-31T18:30:00": 4, "2058-01-21T07:05:00": 1,
        # round 43 (batch "r43"): 国庆 2058 at 10:15 (a Tuesday, 中秋 tomorrow, Q4 begins), the last afternoon of June 2058 at
        # 16:00 (a Sunday, a month and half-year end; 建党节 tomorrow), US Thanksgiving 2058 at 19:30 (a Thursday; Black
        # Friday tomorrow, 月底 Saturday 11-30)
        "2058-10-01T10:15:00": 2, "2058-06-30T16:00:00": 7, "2058-11-28T19:30:00": 4,
        # round 44 (batch "r44"): a Monday 2059 at 05:20 before dawn (the last day of March and Q1, US Easter Monday; 清明
        # Saturday 04-05), a Sunday night 2059 at 21:45 (白露, 八月初一; 教师节 Wednesday, 中秋 09-21), Christmas Eve 2059 at
        # 13:10 (a Wednesday; 元旦 2060 next Thursday)
        "2059-03-31T05:20:00": 1, "2059-09-07T21:45:00": 7, "2059-12-24T13:10:00": 3,
        # round 45 (batch "r45"): Valentine's night 2060 at 23:15 (a Saturday, 正月十三; 元宵 = Presidents' Day Monday
        # 02-16, 月底 Sunday 02-29), 夏至 2059 at 05:50 (a Saturday at dawn; 端午 and Father's Day last weekend), the last
        # working day of April 2060 at 17:40 (a Friday, 四月初一; 五一 tomorrow, Mother's Day 05-09)
        "2060-02-14T23:15:00": 6, "2059-06-21T05:50:00": 6, "2060-04-30T17:40:00": 5,
        # round 46 (batch "r46"): a Sunday 2060 at 04:40 before dawn (七月十三; 中元 Tuesday 08-10, 立秋 yesterday), a
        # Saturday afternoon 2061 at 14:20 (正月初九; 月底 Monday 01-31, 元宵 Friday 02-04), the first of November 2060 at
        # 11:50 (a Monday; Election Day tomorrow, 立冬 Saturday 11-06, 双十一 = Veterans Day Thursday)
        "2060-08-08T04:40:00": 7, "2061-01-29T14:20:00": 6, "2060-11-01T11:50:00": 1,
        # round 47 (batch "r47"): the first of April 2061 at 08:05 (a Friday, 三月十一; Q2 begins, 清明 Monday 04-04, Easter
        # 04-10), US Memorial Day 2061 at 19:30 (a Monday; 月底 tomorrow, 芒种 Sunday 06-05, 端午 Wednesday 06-22), 八月初一
        # 2061 at 12:40 (a Wednesday; 秋分 Thursday 09-22, 中秋 Wednesday 09-28, 国庆 Saturday)
        "2061-04-01T08:05:00": 5, "2061-05-30T19:30:00": 1, "2061-09-14T12:40:00": 3,
        # round 48 (batch "r48"): 除夕 2062 at 16:45 (a Wednesday, 腊月廿九; 春节 tomorrow, 元宵 Thursday 02-23, Valentine's
        # = 初六), the night before US Thanksgiving 2061 at 22:10 (a Wednesday; Black Friday 11-25, 小雪 yesterday), a
        # Saturday 2061 at 06:15 at dawn (this weekend = today and tomorrow; 小暑 07-06 and the Fourth just past, 中元 08-29)
        "2062-02-08T16:45:00": 3, "2061-11-23T22:10:00": 3, "2061-07-09T06:15:00": 6,
        # round 49 (batch "r49"): 清明 2062 at 07:20 on a Tuesday (二月廿五; Easter 03-26 past, 早上 in progress), a Sunday
        # 2061 at 18:20, the eve of Halloween's eve (月底 tomorrow, US DST ends 11-06), 儿童节 2062 at 09:40 on a Thursday
        # (the first of a month; 芒种 06-05, 端午 06-11, Father's Day = 618)
        "2062-04-04T07:20:00": 2, "2061-10-30T18:20:00": 7, "2062-06-01T09:40:00": 4,
        # round 50 (batch "r50"): a Friday 2062 at 13:05 just after lunch (八月十三; 中秋 Sunday 09-17, 秋分 09-23, 国庆
        # Sunday), 元旦 2063 at 00:40 (a Monday, 腊月初二; 小寒 01-05, 腊八 01-07), a Wednesday 2062 at 20:50 (三月十七;
        # 月底 Sunday 04-30, 五一 Monday, 立夏 05-05, Mother's Day 05-14)
        "2062-09-15T13:05:00": 5, "2063-01-01T00:40:00": 1, "2062-04-26T20:50:00": 3,
        # round 51 (batch "r51"): a Tuesday 2063 at 07:20 (正月初九; 元宵 Monday 02-12, Valentine's 02-14, 立春 = last
        # Sunday), the last day of May 2063 at 18:30 (a Thursday; 端午 = 儿童节 tomorrow, Memorial Day 05-28 past), US
        # Independence Day 2063 at 11:55 (a Wednesday, 六月初九; 小暑 Saturday 07-07, 七夕 = 建军节 08-01)
        "2063-02-06T07:20:00": 2, "2063-05-31T18:30:00": 4, "2063-07-04T11:55:00": 3,
        # round 52 (batch "r52"): the last day of March 2063 at 22:15 (a Saturday, 三月初二; 月底 today, April and Q2
        # tomorrow, 清明 Thursday 04-05, Easter 04-15), US Thanksgiving 2063 at 09:40 (a Thursday, 十月初三, 小雪 today;
        # Black Friday tomorrow, 双十一 past), 中秋 2063 at 12:30 (a Saturday in the 国庆 week; Columbus Day = 寒露 Monday)
        "2063-03-31T22:15:00": 6, "2063-11-22T09:40:00": 4, "2063-10-06T12:30:00": 6,
        # round 53 (batch "r53"): Christmas Eve 2063 at 16:45 (a Monday, 冬月初五; Christmas tomorrow, 元旦 2064 next
        # Tuesday, 冬至 12-22 past), the last day of September 2063 at 08:05 (a Sunday, 八月初九; 月底 and Q3 end today,
        # 国庆 tomorrow, 中秋 Saturday 10-06), 清明 2063 at 14:20 (a Thursday, 三月初七; Good Friday 04-13, Easter 04-15)
        "2063-12-24T16:45:00": 1, "2063-09-30T08:05:00": 7, "2063-04-05T14:20:00": 4,
        # round 54 (batch "r54"): 夏至 2063 at 05:30 before dawn (a Thursday, 五月廿五; a bare 5 reads 17:00, 月底 next
        # Saturday, 建党节 Sunday 07-01), Valentine's evening 2063 at 19:45 (a Wednesday, 正月十七; 元宵 two days ago,
        # Presidents' Day Monday), a Saturday 2063 at 23:50 (闰七月初二; midnight ten minutes away, 月底 Friday, Labor Day 09-03)
        "2063-06-21T05:30:00": 4, "2063-02-14T19:45:00": 3, "2063-08-25T23:50:00": 6,
        # round 55 (batch "r55"): the last day of January 2064 at 08:10 (a Thursday, 腊月十四; a bare 8 just passed, 月底
        # today, 立春 Monday, 小年 = the second Saturday of February, 除夕 02-16, 春节 02-17), 清明 2064 at 12:05 (a Friday,
        # also Good Friday; a bare 12 just passed, Easter Sunday), the afternoon before US Thanksgiving 2064 at 16:40 (a
        # Wednesday, 十月十八; Black Friday, 月底 Sunday, 大雪 = the first Saturday of December)
        "2064-01-31T08:10:00": 4, "2064-04-04T12:05:00": 5, "2064-11-26T16:40:00": 3,
        # round 56 (batch "r56"): a Tuesday evening 2064 at 19:20 (六月初二; a bare 7 just passed, 大暑 next Tuesday, 七夕
        # 08-19, Labor Day 09-01), the Monday after US Labor Day 2064 at 06:45 (七月廿七; 白露 yesterday, 教师节 Wednesday,
        # 中秋 09-25, 月底 and the end of Q3 09-30), New Year's Eve 2064 at 22:30 (a Wednesday, 冬月廿四; 元旦 2065 tomorrow,
        # midnight ninety minutes away, 小寒 next Monday, 除夕 2065 = 腊月廿九 02-04)
        "2064-07-15T19:20:00": 2, "2064-09-08T06:45:00": 1, "2064-12-31T22:30:00": 3,
        # round 57 (batch "r57"): the last day of February 2065 at 11:40 (a Saturday, 正月廿四; a bare 12 twenty minutes
        # ahead, a bare 11 just passed, 月底 today, 龙抬头 = 妇女节 next Sunday, Easter 03-29), a Saturday 2065 at 08:00
        # exactly (五月初三; a bare 8 is now, 芒种 yesterday, 端午 Monday, Father's Day = 夏至 06-21), a Tuesday evening
        # 2065 at 17:55 (九月十四, the day after Columbus Day; a bare 6 five minutes ahead, a bare 5 passed, 重阳 = 寒露
        # last Thursday, 霜降 10-23, 月底 = Halloween)
        "2065-02-28T11:40:00": 6, "2065-06-06T08:00:00": 6, "2065-10-13T17:55:00": 2}

ZH_WD = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 7, "天": 7}
EN_WD = {"monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "wednesday": 3, "wed": 3, "thursday": 4, "thu": 4,
         "friday": 5, "fri": 5, "saturday": 6, "sat": 6, "sunday": 7, "sun": 7}
# Words that make a weekday in the text not the weekday of the result (arithmetic, deadlines, ranges).
NOT_PLAIN = re.compile(r"前|后|後|到|至|起|内|以来|之|截|为止|—|-|~|–|after|before|from|until|till|through|to |by |since|"
                       r"week from|weeks from|fortnight|ago|next week|last|this|same time", re.I)

errors = []
warnings = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def parse_iso(where, s):
    if not isinstance(s, str) or not ISO.match(s):
        err(where, f"not YYYY-MM-DDTHH:MM:SS: {s!r}")
        return None
    try:
        return dt.datetime.fromisoformat(s)
    except ValueError:
        err(where, f"invalid date/time {s!r}")
        return None


def parse_day_or_time(where, s):
    if isinstance(s, str) and DAY.match(s):
        try:
            return dt.datetime.fromisoformat(s + "T00:00:00")
        except ValueError:
            err(where, f"invalid date {s!r}")
            return None
    return parse_iso(where, s)


def weekday_words(text, lang):
    found = []
    if lang == "zh":
        for m in re.finditer(r"(?:周|週|星期|礼拜|禮拜)([一二三四五六日天])", text):
            found.append(ZH_WD[m.group(1)])
    else:
        for m in re.finditer(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b",
                             text, re.I):
            found.append(EN_WD[m.group(1).lower()])
    return found


def check_common(where, row, need):
    for key in need:
        if key not in row:
            err(where, f"missing field {key!r}")
    if row.get("lang") not in ("zh", "en"):
        err(where, f"lang {row.get('lang')!r}")
    if not isinstance(row.get("text"), str) or not row.get("text", "").strip():
        err(where, "empty text")
    if "now" in need:
        now = parse_iso(where + " now", row.get("now"))
        if now and row["now"] in NOWS and now.isoweekday() != NOWS[row["now"]]:
            err(where, f"now {row['now']} is not weekday {NOWS[row['now']]}")
        if row.get("now") not in NOWS:
            warnings.append(f"{where}: now {row.get('now')} is not one of the documented reference times")
        try:
            ZoneInfo(row.get("tz", ""))
        except Exception:
            err(where, f"unknown tz {row.get('tz')!r}")


def check_time(where, row):
    check_common(where, row, ("id", "text", "lang", "now", "tz", "preference", "category", "expected"))
    if row.get("preference") not in ("future", "past"):
        err(where, f"preference {row.get('preference')!r}")
    exp = row.get("expected")
    if not isinstance(exp, list):
        err(where, "expected is not a list")
        return
    for i, e in enumerate(exp):
        w = f"{where} entity {i}"
        for key in ("text", "start", "end", "grain"):
            if key not in e:
                err(w, f"missing {key!r}")
        if e.get("text") and e["text"] not in row["text"]:
            err(w, f"entity text {e['text']!r} not in the row text")
        if e.get("grain") not in GRAINS:
            err(w, f"grain {e.get('grain')!r}")
        start = parse_iso(w + " start", e.get("start"))
        end = parse_iso(w + " end", e["end"]) if e.get("end") is not None else None
        if start and end and end < start:
            err(w, f"end {e['end']} before start {e['start']}")
        if e.get("grain") == "day":
            for label, x in (("start", start), ("end", end)):
                if x and (x.hour or x.minute or x.second):
                    err(w, f"day grain but {label} is not midnight")
        # Weekday sanity: a single weekday word in a plain point entity must match its date.
        days = weekday_words(e.get("text", ""), row["lang"])
        if start and len(days) == 1 and not NOT_PLAIN.search(e.get("text", "")):
            same_day = end is None or end.date() == start.date()
            if same_day and start.isoweekday() != days[0]:
                err(w, f"weekday word says {days[0]} but {e['start']} is weekday {start.isoweekday()}")


def check_money(where, row):
    check_common(where, row, ("id", "text", "lang", "category", "expected"))
    for i, e in enumerate(row.get("expected", [])):
        w = f"{where} amount {i}"
        if not AMOUNT.match(str(e.get("amount", ""))):
            err(w, f"amount not a normalized decimal: {e.get('amount')!r}")
        if not re.match(r"^[A-Z]{3}$", str(e.get("currency", ""))):
            err(w, f"currency {e.get('currency')!r}")
        if e.get("text") and e["text"] not in row["text"]:
            err(w, f"amount text {e['text']!r} not in the row text")


def check_call(where, skill, args, given):
    if skill not in SKILL_ARGS:
        err(where, f"unknown skill {skill!r}")
        return
    extra = set(args) - SKILL_ARGS[skill]
    if extra:
        err(where, f"{skill}: unknown arguments {sorted(extra)}")
    missing = REQUIRED_ARGS.get(skill, set()) - set(args)
    if missing:
        err(where, f"{skill}: missing arguments {sorted(missing)}")
    for key in ("start", "end"):
        if key in args:
            parse_day_or_time(f"{where} {key}", args[key])
    if skill == "calendar.create" and "end" in args and "start" in args:
        a = parse_day_or_time(where, args["start"])
        b = parse_day_or_time(where, args["end"])
        if a and b and b < a:
            err(where, "end before start")
    for key in ("from", "to", "date"):
        if key in args and not (isinstance(args[key], str) and DAY.match(args[key])):
            err(where, f"{key} is not YYYY-MM-DD: {args[key]!r}")
        elif key in args:
            parse_day_or_time(f"{where} {key}", args[key])
    if "from" in args and "to" in args and args["to"] < args["from"]:
        err(where, "to before from")
    if skill == "ledger.add":
        if not AMOUNT.match(str(args.get("amount", ""))):
            err(where, f"amount {args.get('amount')!r}")
        if args.get("category") not in CATEGORIES:
            err(where, f"category {args.get('category')!r}")
        if args.get("kind") not in ("expense", "income"):
            err(where, f"kind {args.get('kind')!r}")
        if not re.match(r"^[A-Z]{3}$", str(args.get("currency", ""))):
            err(where, f"currency {args.get('currency')!r}")
    if skill in ("ledger.summary", "ledger.list") and "category" in args and args["category"] not in CATEGORIES:
        err(where, f"category {args['category']!r}")
    if skill in ("calendar.update", "calendar.delete"):
        idx = args.get("targetIndex")
        if not isinstance(given, list) or not isinstance(idx, int) or not 0 <= idx < len(given):
            err(where, f"targetIndex {idx!r} does not point into given")
        elif "title" in args and args["title"].lower() not in given[idx]["title"].lower():
            err(where, f"title words {args['title']!r} are not in the target's title {given[idx]['title']!r}")
        elif "date" in args and not given[idx]["start"].startswith(args["date"]):
            err(where, f"date {args['date']} is not the target's day {given[idx]['start'][:10]}")
    if skill == "calendar.update" and not ({"start", "end", "new_title", "location"} & set(args)):
        err(where, "calendar.update changes nothing")


def check_skills(where, row):
    check_common(where, row, ("id", "text", "lang", "now", "tz", "category"))
    given = row.get("given")
    if given is not None:
        for i, g in enumerate(given):
            for key in ("title", "start", "end"):
                if key not in g:
                    err(f"{where} given {i}", f"missing {key!r}")
            a = parse_day_or_time(f"{where} given {i}", g.get("start"))
            b = parse_day_or_time(f"{where} given {i}", g.get("end"))
            if a and b and b < a:
                err(f"{where} given {i}", "end before start")
    if "calls" in row:
        if "skill" in row or "arguments" in row:
            err(where, "both calls and skill/arguments")
        if not isinstance(row["calls"], list) or len(row["calls"]) < 2:
            err(where, "calls needs at least two calls")
        for i, call in enumerate(row.get("calls", [])):
            check_call(f"{where} call {i}", call.get("skill"), call.get("arguments", {}), given)
    else:
        for key in ("skill", "arguments"):
            if key not in row:
                err(where, f"missing {key!r}")
        check_call(where, row.get("skill"), row.get("arguments", {}), given)


def main():
    quiet = "--quiet" in sys.argv
    seen = {}
    split_of = {}
    counts = collections.Counter()
    lang_totals = collections.Counter()
    for kind in KINDS:
        for split in SPLITS:
            path = os.path.join(HERE, f"{kind}.{split}.jsonl")
            if not os.path.exists(path):
                err(path, "missing file")
                continue
            with open(path, encoding="utf-8") as f:
                for n, line in enumerate(f, 1):
                    where = f"{kind}.{split}:{n}"
                    try:
                        row = json.loads(line)
                    except json.JSONDecodeError as e:
                        err(where, f"not JSON: {e}")
                        continue
                    {"time": check_time, "money": check_money, "skills": check_skills}[kind](where, row)
                    text = row.get("text")
                    shown = "a held-out row" if split == "heldout" else repr(text)
                    if (kind, text) in seen:
                        err(where, f"duplicate text in {kind} (also {seen[(kind, text)]}): {shown}")
                    seen[(kind, text)] = where
                    # The same utterance may be in several files (its times, its amounts, its skill call),
                    # but always in the same split.
                    if split_of.setdefault(text, (split, where))[0] != split:
                        err(where, f"text in both dev and held-out (also {split_of[text][1]}): {shown}")
                    counts[(kind, row.get("category"), row.get("lang"), split)] += 1
                    lang_totals[row.get("lang")] += 1
    # Held-out share per stratum.
    strata = sorted({(k, c, l) for (k, c, l, _) in counts})
    for k, c, l in strata:
        dev, held = counts[(k, c, l, "dev")], counts[(k, c, l, "heldout")]
        share = held / (dev + held)
        if dev + held >= 4 and share < 0.28:
            warnings.append(f"{k} {c} {l}: held-out share {share:.0%}")
    totals = collections.Counter()
    for (k, c, l, s), n in counts.items():
        totals[(k, s)] += n
    if not quiet:
        print(f"{'file':7} {'category':14} {'lang':4} {'dev':>5} {'held':>5}")
        for k, c, l in strata:
            print(f"{k:7} {c:14} {l:4} {counts[(k, c, l, 'dev')]:5} {counts[(k, c, l, 'heldout')]:5}")
    for k in KINDS:
        print(f"{k}: dev {totals[(k, 'dev')]}, held-out {totals[(k, 'heldout')]}, total {totals[(k, 'dev')] + totals[(k, 'heldout')]}")
    print(f"languages: zh {lang_totals['zh']}, en {lang_totals['en']}; all {sum(lang_totals.values())}")
    minimums = {"time": 1800, "money": 500, "skills": 700}
    for k, m in minimums.items():
        if totals[(k, "dev")] + totals[(k, "heldout")] < m:
            err(k, f"fewer than {m} rows")
    for lang in ("zh", "en"):
        if lang_totals[lang] < 1500:
            err(lang, "fewer than 1,500 rows")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
