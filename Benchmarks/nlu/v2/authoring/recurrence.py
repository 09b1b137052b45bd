"""Writes recurrence.dev.jsonl and recurrence.heldout.jsonl (CONVENTIONS §13), written by hand
before any parser ran on them, and checks the hand-written expectations: every start is the first
occurrence at or after now (or the start said) that its rule allows, every length's UNTIL is the
last day it covers, every `given` series starts on one of its occurrences, every expected
occurrence `date` is one of the target's. It never runs the NLU.

    .build/interop-venv/bin/python Benchmarks/nlu/v2/authoring/recurrence.py

(python-dateutil, installed by scripts/bootstrap into the interop venv, expands the rules.)
"""
import datetime as dt
import json
import os

from dateutil.relativedelta import relativedelta
from dateutil.rrule import rrulestr

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
NOW = dt.datetime(2026, 12, 2, 10, 0)
ZONES = {"zh": "Asia/Shanghai", "en": "America/New_York"}


def series(title, start, end, rule=None):
    item = {"title": title, "start": start, "end": end}
    if rule:
        item["repeat"] = rule
    return item


# Stored events the delete and update rows act on.
ZH_GIVEN = [
    series("羽毛球", "2026-10-07T19:00:00", "2026-10-07T21:00:00", "FREQ=WEEKLY;BYDAY=WE"),
    series("瑜伽课", "2026-10-09T18:30:00", "2026-10-09T19:30:00", "FREQ=WEEKLY;BYDAY=FR"),
    series("周会", "2026-09-07T10:00:00", "2026-09-07T11:00:00", "FREQ=WEEKLY;BYDAY=MO"),
    series("钢琴课", "2026-09-05T10:00:00", "2026-09-05T11:00:00", "FREQ=WEEKLY;BYDAY=SA"),
    series("看牙医", "2026-12-09T15:00:00", "2026-12-09T16:00:00"),
]
EN_GIVEN = [
    series("Badminton", "2026-10-07T19:00:00", "2026-10-07T21:00:00", "FREQ=WEEKLY;BYDAY=WE"),
    series("Yoga", "2026-10-09T18:30:00", "2026-10-09T19:30:00", "FREQ=WEEKLY;BYDAY=FR"),
    series("Team standup", "2026-09-01T09:30:00", "2026-09-01T09:45:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
    series("Piano lesson", "2026-09-05T10:00:00", "2026-09-05T11:00:00", "FREQ=WEEKLY;BYDAY=SA"),
    series("Dentist", "2026-12-09T15:00:00", "2026-12-09T16:00:00"),
    series("Book club", "2026-09-03T19:00:00", "2026-09-03T21:00:00", "FREQ=MONTHLY;BYDAY=1TH"),
]
EN_STANDUP = [
    series("Standup", "2026-09-07T09:00:00", "2026-09-07T09:15:00", "FREQ=WEEKLY;BYDAY=MO"),
    series("Lunch with Ann", "2026-12-04T12:00:00", "2026-12-04T13:00:00"),
]
ZH_ONE_OFF = [series("瑜伽课", "2026-12-04T18:30:00", "2026-12-04T19:30:00")]
EN_ONE_OFF = [series("Team dinner", "2026-12-04T19:00:00", "2026-12-04T21:00:00")]


def create(text, title, start, rule, end=None, anchor=None, conventions=(), unsure=None):
    arguments = {"title": title, "start": start, "repeat": rule}
    if end:
        arguments["end"] = end
    return dict(kind="create", skill="calendar.create", text=text, arguments=arguments, anchor=anchor,
                conventions=list(conventions), unsure=unsure)


def remind(text, title, at, rule, anchor=None, conventions=(), unsure=None):
    return dict(kind="reminder", skill="reminder.create", text=text,
                arguments={"title": title, "at": at, "repeat": rule}, anchor=anchor,
                conventions=list(conventions), unsure=unsure)


def delete(text, given, target, title, date=None, scope=None, conventions=(), unsure=None):
    arguments = {"title": title}
    if date:
        arguments["date"] = date
    if scope:
        arguments["scope"] = scope
    arguments["targetIndex"] = target
    return dict(kind="delete", skill="calendar.delete", text=text, arguments=arguments, given=given,
                conventions=list(conventions), unsure=unsure)


def update(text, given, target, title, date=None, scope=None, conventions=(), unsure=None, **change):
    arguments = {"title": title}
    if date:
        arguments["date"] = date
    arguments.update(change)
    if scope:
        arguments["scope"] = scope
    arguments["targetIndex"] = target
    return dict(kind="update", skill="calendar.update", text=text, arguments=arguments, given=given,
                conventions=list(conventions), unsure=unsure)


def none(text, skill, arguments, given=None, unsure=None):
    return dict(kind="none", skill=skill, text=text, arguments=arguments, given=given, conventions=[],
                unsure=unsure)


WD = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

# ---------------------------------------------------------------------------------------------
# Held-out: never read while changing the parser.
# ---------------------------------------------------------------------------------------------
HELDOUT_ZH = [
    create("孩子每周六上午9点到11点上钢琴课", "孩子上钢琴课", "2026-12-05T09:00:00", "FREQ=WEEKLY;BYDAY=SA",
           end="2026-12-05T11:00:00"),
    create("每周二和周四晚上8点去健身房", "去健身房", "2026-12-03T20:00:00", "FREQ=WEEKLY;BYDAY=TU,TH"),
    create("每天早上7点半晨跑", "晨跑", "2026-12-03T07:30:00", "FREQ=DAILY"),
    create("工作日每天上午9点15开站会", "开站会", "2026-12-03T09:15:00", WD),
    create("每隔一周的周五下午4点组会", "组会", "2026-12-04T16:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
    create("每月最后一个周五下午3点部门复盘", "部门复盘", "2026-12-25T15:00:00", "FREQ=MONTHLY;BYDAY=-1FR"),
    create("每月10号交房租", "交房租", "2026-12-10", "FREQ=MONTHLY;BYMONTHDAY=10"),
    create("每年5月20号结婚纪念日", "结婚纪念日", "2027-05-20", "FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=20"),
    create("从下周一开始，每周一三五早上6点半游泳", "游泳", "2026-12-07T06:30:00", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
           anchor="2026-12-07", conventions=["start-said"]),
    create("每周日晚上9点家庭视频通话，到明年3月", "家庭视频通话", "2026-12-06T21:00:00",
           "FREQ=WEEKLY;BYDAY=SU;UNTIL=20270331", conventions=["until-through"]),
    create("每周四下午2点康复理疗，共12次", "康复理疗", "2026-12-03T14:00:00", "FREQ=WEEKLY;BYDAY=TH;COUNT=12"),
    create("每周三晚上7点到9点的日语课，持续10周", "日语课", "2026-12-02T19:00:00",
           "FREQ=WEEKLY;BYDAY=WE;UNTIL=20270209", end="2026-12-02T21:00:00", conventions=["length-from-first"]),
    create("每天晚上10点吃降压药", "吃降压药", "2026-12-02T22:00:00", "FREQ=DAILY"),
    create("下周开始每周二下午5点接女儿放学", "接女儿放学", "2026-12-08T17:00:00", "FREQ=WEEKLY;BYDAY=TU",
           anchor="2026-12-07", conventions=["start-said"]),
    create("每个月第一个周一上午10点开月度例会", "开月度例会", "2026-12-07T10:00:00", "FREQ=MONTHLY;BYDAY=1MO"),
    create("每两周的周六上午10点大扫除", "大扫除", "2026-12-05T10:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA"),
    create("每年12月24号平安夜聚餐", "平安夜聚餐", "2026-12-24", "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24"),
    create("每天中午12点半午休冥想，连续21天", "午休冥想", "2026-12-02T12:30:00", "FREQ=DAILY;UNTIL=20261222",
           conventions=["length-from-first"]),
    create("每周五晚上8点和老婆约会，一直到明年年底", "和老婆约会", "2026-12-04T20:00:00",
           "FREQ=WEEKLY;BYDAY=FR;UNTIL=20271231", conventions=["until-through"]),
    create("周一到周五每天早上8点送孩子上学", "送孩子上学", "2026-12-03T08:00:00", WD),
    create("每个周末上午10点带狗去公园", "带狗去公园", "2026-12-05T10:00:00", "FREQ=WEEKLY;BYDAY=SA,SU"),
    create("每隔三天给花浇水", "给花浇水", "2026-12-02", "FREQ=DAILY;INTERVAL=4", conventions=["zh-gap"]),
    create("1月份开始每周六下午3点上游泳课，共8节", "上游泳课", "2027-01-02T15:00:00",
           "FREQ=WEEKLY;BYDAY=SA;COUNT=8", anchor="2027-01-01", conventions=["start-said"]),
    create("每周一早上9点例会，下周起", "例会", "2026-12-07T09:00:00", "FREQ=WEEKLY;BYDAY=MO", anchor="2026-12-07",
           conventions=["start-said"]),
    create("每月1号交物业费", "交物业费", "2027-01-01", "FREQ=MONTHLY;BYMONTHDAY=1"),
    create("每天下午4点接孩子，到这周五为止", "接孩子", "2026-12-02T16:00:00", "FREQ=DAILY;UNTIL=20261204",
           conventions=["until-through"]),
    remind("每天晚上9点提醒我给妈妈打电话", "给妈妈打电话", "2026-12-02T21:00:00", "FREQ=DAILY"),
    remind("每周五下午5点提醒我交周报", "交周报", "2026-12-04T17:00:00", "FREQ=WEEKLY;BYDAY=FR"),
    remind("每个月25号提醒我还花呗", "还花呗", "2026-12-25", "FREQ=MONTHLY;BYMONTHDAY=25"),
    remind("工作日每天下午6点提醒我打卡下班", "打卡下班", "2026-12-02T18:00:00", WD),
    remind("每周日晚上8点提醒我倒垃圾", "倒垃圾", "2026-12-06T20:00:00", "FREQ=WEEKLY;BYDAY=SU"),
    remind("提醒我每天中午12点吃维生素", "吃维生素", "2026-12-02T12:00:00", "FREQ=DAILY"),
    remind("每年6月1号提醒我给儿子买礼物", "给儿子买礼物", "2027-06-01", "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=1"),
    remind("每周三早上7点提醒我倒厨余垃圾", "倒厨余垃圾", "2026-12-09T07:00:00", "FREQ=WEEKLY;BYDAY=WE"),
    remind("每月最后一天提醒我对账", "对账", "2026-12-31", "FREQ=MONTHLY;BYMONTHDAY=-1"),
    remind("接下来两周每天晚上11点提醒我睡觉", "睡觉", "2026-12-02T23:00:00", "FREQ=DAILY;UNTIL=20261215",
           conventions=["length-from-first"]),
    remind("从明天开始每天早上6点提醒我起床跑步，坚持30天", "起床跑步", "2026-12-03T06:00:00",
           "FREQ=DAILY;UNTIL=20270101", anchor="2026-12-03", conventions=["start-said", "length-from-first"]),
    remind("每周二周四晚上7点提醒我练琴", "练琴", "2026-12-03T19:00:00", "FREQ=WEEKLY;BYDAY=TU,TH"),
    delete("这周五的瑜伽课请假了，帮我删掉", ZH_GIVEN, 1, "瑜伽课", "2026-12-04", "occurrence",
           conventions=["scope-occurrence"]),
    delete("下周六的钢琴课老师有事，取消一下", ZH_GIVEN, 3, "钢琴课", "2026-12-12", "occurrence",
           conventions=["scope-occurrence"]),
    delete("钢琴课以后都不上了", ZH_GIVEN, 3, "钢琴课", scope="series", conventions=["scope-series"]),
    delete("把所有的周会都删了", ZH_GIVEN, 2, "周会", scope="series", conventions=["scope-series"]),
    delete("12月16号的羽毛球取消", ZH_GIVEN, 0, "羽毛球", "2026-12-16", "occurrence", conventions=["scope-occurrence"]),
    delete("从下周开始不去打羽毛球了", ZH_GIVEN, 0, "羽毛球", "2026-12-09", "following",
           conventions=["scope-following"]),
    delete("今晚的羽毛球不打了", ZH_GIVEN, 0, "羽毛球", "2026-12-02", "occurrence", conventions=["scope-occurrence"]),
    delete("删除每周的瑜伽课", ZH_GIVEN, 1, "瑜伽课", scope="series", conventions=["scope-series"]),
    delete("下周一的周会取消了", ZH_GIVEN, 2, "周会", "2026-12-07", "occurrence", conventions=["scope-occurrence"]),
    delete("元旦那周的周会取消", ZH_GIVEN, 2, "周会", "2026-12-28", "occurrence", conventions=["scope-occurrence"],
           unsure="元旦那周 = the week holding 2027-01-01 (Monday 2026-12-28)"),
    delete("钢琴课这个系列整个删掉", ZH_GIVEN, 3, "钢琴课", scope="series", conventions=["scope-series"]),
    update("下周三的羽毛球场地没订到，改到晚上8点半", ZH_GIVEN, 0, "羽毛球", "2026-12-09", "occurrence",
           start="2026-12-09T20:30:00", conventions=["scope-occurrence"]),
    update("以后的周会都改到上午9点半", ZH_GIVEN, 2, "周会", scope="following", start="2026-12-07T09:30:00",
           conventions=["scope-following"]),
    update("瑜伽课这周五推迟半小时", ZH_GIVEN, 1, "瑜伽课", "2026-12-04", "occurrence", start="2026-12-04T19:00:00",
           conventions=["scope-occurrence"]),
    update("从下周开始，钢琴课都改到下午3点", ZH_GIVEN, 3, "钢琴课", "2026-12-12", "following",
           start="2026-12-12T15:00:00", conventions=["scope-following"]),
    update("把每周的羽毛球都改到晚上7点半", ZH_GIVEN, 0, "羽毛球", scope="series", start="2026-12-02T19:30:00",
           conventions=["scope-series"]),
    update("这周六的钢琴课挪到周日上午10点", ZH_GIVEN, 3, "钢琴课", "2026-12-05", "occurrence",
           start="2026-12-06T10:00:00", conventions=["scope-occurrence"]),
    update("周会以后都改在3号会议室", ZH_GIVEN, 2, "周会", scope="following", location="3号会议室",
           conventions=["scope-following"]),
    update("下周一的周会提前到9点", ZH_GIVEN, 2, "周会", "2026-12-07", "occurrence", start="2026-12-07T09:00:00",
           conventions=["scope-occurrence"]),
    update("所有的瑜伽课都改成晚上7点开始", ZH_GIVEN, 1, "瑜伽课", scope="series", start="2026-12-04T19:00:00",
           conventions=["scope-series"]),
    update("12月23号那次羽毛球改到晚上6点", ZH_GIVEN, 0, "羽毛球", "2026-12-23", "occurrence",
           start="2026-12-23T18:00:00", conventions=["scope-occurrence"]),
    update("今晚羽毛球晚一个小时", ZH_GIVEN, 0, "羽毛球", "2026-12-02", "occurrence", start="2026-12-02T20:00:00",
           conventions=["scope-occurrence"]),
    update("周会改名叫部门周会，以后都这样", ZH_GIVEN, 2, "周会", scope="following", new_title="部门周会",
           conventions=["scope-following"]),
    none("这周每天都在加班，周五晚上8点约个按摩", "calendar.create", {"title": "按摩", "start": "2026-12-04T20:00:00"},
         unsure="title 按摩 or 约个按摩"),
    none("下周二下午3点家长会", "calendar.create", {"title": "家长会", "start": "2026-12-08T15:00:00"}),
    none("明晚8点提醒我给王总发邮件", "reminder.create", {"title": "给王总发邮件", "at": "2026-12-03T20:00:00"}),
    none("周五的瑜伽课改到晚上7点", "calendar.update",
         {"title": "瑜伽课", "date": "2026-12-04", "start": "2026-12-04T19:00:00", "targetIndex": 0}, given=ZH_ONE_OFF),
]

HELDOUT_EN = [
    create("piano lessons for Emma every Saturday at 9am", "Piano lessons for Emma", "2026-12-05T09:00:00",
           "FREQ=WEEKLY;BYDAY=SA"),
    create("team standup every weekday at 9:30", "Team standup", "2026-12-03T09:30:00", WD),
    create("gym every Monday, Wednesday and Friday at 6pm", "Gym", "2026-12-02T18:00:00", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
    create("book club on the first Thursday of every month at 7pm", "Book club", "2026-12-03T19:00:00",
           "FREQ=MONTHLY;BYDAY=1TH"),
    create("pay the credit card bill on the 20th of every month", "Pay the credit card bill", "2026-12-20",
           "FREQ=MONTHLY;BYMONTHDAY=20"),
    create("Mom's birthday every year on April 14", "Mom's birthday", "2027-04-14",
           "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=14"),
    create("1:1 with Priya every other Tuesday at 2pm starting next week", "1:1 with Priya", "2026-12-08T14:00:00",
           "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", anchor="2026-12-07", conventions=["start-said"]),
    create("physical therapy every Tuesday and Thursday at 4pm for 6 weeks", "Physical therapy",
           "2026-12-03T16:00:00", "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270113", conventions=["length-from-first"]),
    create("Spanish class every Monday at 6:30pm until March", "Spanish class", "2026-12-07T18:30:00",
           "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270331", conventions=["until-through"]),
    create("swim practice for the kids every Sunday at 8am, 10 sessions", "Swim practice for the kids",
           "2026-12-06T08:00:00", "FREQ=WEEKLY;BYDAY=SU;COUNT=10"),
    create("take out the recycling every other Thursday", "Take out the recycling", "2026-12-03",
           "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"),
    create("rent is due on the 1st of every month", "Rent due", "2027-01-01", "FREQ=MONTHLY;BYMONTHDAY=1",
           unsure="title Rent due / Rent"),
    create("walk the dog every morning at 6:45", "Walk the dog", "2026-12-03T06:45:00", "FREQ=DAILY"),
    create("last Friday of every month: team lunch at noon", "Team lunch", "2026-12-25T12:00:00",
           "FREQ=MONTHLY;BYDAY=-1FR"),
    create("church every Sunday at 10:30am", "Church", "2026-12-06T10:30:00", "FREQ=WEEKLY;BYDAY=SU"),
    create("pick up Leo from soccer every Tuesday at 5:15pm until June 15", "Pick up Leo from soccer",
           "2026-12-08T17:15:00", "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270615", conventions=["until-through"]),
    create("weekly grocery run on Saturdays at 11am", "Weekly grocery run", "2026-12-05T11:00:00",
           "FREQ=WEEKLY;BYDAY=SA", conventions=["adjective-names-event"]),
    create("lunch with Dad every Friday at 12:30, starting January 8", "Lunch with Dad", "2027-01-08T12:30:00",
           "FREQ=WEEKLY;BYDAY=FR", anchor="2027-01-08", conventions=["start-said"]),
    create("water the garden every 3 days", "Water the garden", "2026-12-02", "FREQ=DAILY;INTERVAL=3"),
    create("monthly budget review on the last day of every month at 8pm", "Monthly budget review",
           "2026-12-31T20:00:00", "FREQ=MONTHLY;BYMONTHDAY=-1", conventions=["adjective-names-event"]),
    create("parent-teacher night the second Wednesday of every month at 6pm", "Parent-teacher night",
           "2026-12-09T18:00:00", "FREQ=MONTHLY;BYDAY=2WE"),
    create("guitar lesson every Thursday 5-6pm for 8 weeks", "Guitar lesson", "2026-12-03T17:00:00",
           "FREQ=WEEKLY;BYDAY=TH;UNTIL=20270127", end="2026-12-03T18:00:00", conventions=["length-from-first"]),
    create("our anniversary is on June 3rd, every year", "Anniversary", "2027-06-03",
           "FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=3"),
    create("carpool to school every weekday at 7:40am until December 18", "Carpool to school",
           "2026-12-03T07:40:00", WD + ";UNTIL=20261218", conventions=["until-through"]),
    create("put the trash out every Tuesday at 9pm", "Put the trash out", "2026-12-08T21:00:00",
           "FREQ=WEEKLY;BYDAY=TU"),
    create("tennis with Mark every Thursday at 7pm, 6 times", "Tennis with Mark", "2026-12-03T19:00:00",
           "FREQ=WEEKLY;BYDAY=TH;COUNT=6"),
    remind("remind me to take my vitamins every morning at 8", "Take my vitamins", "2026-12-03T08:00:00",
           "FREQ=DAILY"),
    remind("remind me every Sunday at 7pm to plan the week", "Plan the week", "2026-12-06T19:00:00",
           "FREQ=WEEKLY;BYDAY=SU"),
    remind("remind me on the 28th of every month to pay the phone bill", "Pay the phone bill", "2026-12-28",
           "FREQ=MONTHLY;BYMONTHDAY=28"),
    remind("every weekday at 4:30pm remind me to stretch", "Stretch", "2026-12-02T16:30:00", WD),
    remind("remind me to water the plants every 3 days at 6pm", "Water the plants", "2026-12-02T18:00:00",
           "FREQ=DAILY;INTERVAL=3"),
    remind("set a reminder every Monday at 8am to check the bank balance", "Check the bank balance",
           "2026-12-07T08:00:00", "FREQ=WEEKLY;BYDAY=MO"),
    remind("remind me to refill my prescription on the 15th of each month", "Refill my prescription", "2026-12-15",
           "FREQ=MONTHLY;BYMONTHDAY=15"),
    remind("remind me every night at 10:30 to take my medication for the next 2 weeks", "Take my medication",
           "2026-12-02T22:30:00", "FREQ=DAILY;UNTIL=20261215", conventions=["length-from-first"]),
    remind("remind me every other Wednesday at 9am to put out the recycling", "Put out the recycling",
           "2026-12-09T09:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
    remind("remind me every year on October 2 to renew the car registration", "Renew the car registration",
           "2027-10-02", "FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=2"),
    remind("starting tomorrow, remind me to walk 10,000 steps every day at 7pm", "Walk 10,000 steps",
           "2026-12-03T19:00:00", "FREQ=DAILY", anchor="2026-12-03", conventions=["start-said"]),
    remind("remind me every Tuesday and Thursday at 6:15am to go to the gym, 12 times", "Go to the gym",
           "2026-12-03T06:15:00", "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=12"),
    delete("cancel yoga on Friday, I'll be traveling", EN_GIVEN, 1, "yoga", "2026-12-04", "occurrence",
           conventions=["scope-occurrence"]),
    delete("delete every piano lesson from my calendar", EN_GIVEN, 3, "piano lesson", scope="series",
           conventions=["scope-series"]),
    delete("no badminton next Wednesday", EN_GIVEN, 0, "badminton", "2026-12-09", "occurrence",
           conventions=["scope-occurrence"]),
    delete("I'm quitting yoga, take it off my calendar", EN_GIVEN, 1, "yoga", scope="series",
           conventions=["scope-series"]),
    delete("remove book club from my calendar for good", EN_GIVEN, 5, "book club", scope="series",
           conventions=["scope-series"]),
    delete("cancel tomorrow's standup", EN_GIVEN, 2, "standup", "2026-12-03", "occurrence",
           conventions=["scope-occurrence"]),
    delete("remove all standups after this week", EN_GIVEN, 2, "standups", "2026-12-07", "following",
           conventions=["scope-following"]),
    delete("cancel the dentist appointment", EN_GIVEN, 4, "dentist"),
    delete("drop the piano lesson on December 19", EN_GIVEN, 3, "piano lesson", "2026-12-19", "occurrence",
           conventions=["scope-occurrence"]),
    delete("stop the weekly badminton", EN_GIVEN, 0, "badminton", scope="series", conventions=["scope-series"]),
    delete("cancel badminton from next week on", EN_GIVEN, 0, "badminton", "2026-12-09", "following",
           conventions=["scope-following"]),
    delete("there's no book club in January, delete that one", EN_GIVEN, 5, "book club", "2027-01-07", "occurrence",
           conventions=["scope-occurrence"]),
    update("push this Saturday's piano lesson to 11", EN_GIVEN, 3, "piano lesson", "2026-12-05", "occurrence",
           start="2026-12-05T11:00:00", conventions=["scope-occurrence"]),
    update("from now on, badminton starts at 7:30", EN_GIVEN, 0, "badminton", scope="following",
           start="2026-12-02T19:30:00", conventions=["scope-following"]),
    update("move all my yoga classes to 7pm", EN_GIVEN, 1, "yoga", scope="series", start="2026-12-04T19:00:00",
           conventions=["scope-series"]),
    update("standup tomorrow is at 10 instead", EN_GIVEN, 2, "standup", "2026-12-03", "occurrence",
           start="2026-12-03T10:00:00", conventions=["scope-occurrence"]),
    update("starting next week, the piano lesson will be at 9am", EN_GIVEN, 3, "piano lesson", "2026-12-12",
           "following", start="2026-12-12T09:00:00", conventions=["scope-following"]),
    update("book club this month moves to 8pm", EN_GIVEN, 5, "book club", "2026-12-03", "occurrence",
           start="2026-12-03T20:00:00", conventions=["scope-occurrence"]),
    update("rename the badminton series to Badminton with Joe", EN_GIVEN, 0, "badminton", scope="series",
           new_title="Badminton with Joe", conventions=["scope-series"]),
    update("move yoga on December 11 to Saturday at 10am", EN_GIVEN, 1, "yoga", "2026-12-11", "occurrence",
           start="2026-12-12T10:00:00", conventions=["scope-occurrence"]),
    update("every standup from Monday on should be at 9", EN_GIVEN, 2, "standup", "2026-12-07", "following",
           start="2026-12-07T09:00:00", conventions=["scope-following"]),
    update("push tonight's badminton back an hour", EN_GIVEN, 0, "badminton", "2026-12-02", "occurrence",
           start="2026-12-02T20:00:00", conventions=["scope-occurrence"]),
    update("change all piano lessons to the music school on 5th Street", EN_GIVEN, 3, "piano lessons",
           scope="series", location="the music school on 5th Street", conventions=["scope-series"]),
    update("only for next Wednesday, badminton starts at 6", EN_GIVEN, 0, "badminton", "2026-12-09", "occurrence",
           start="2026-12-09T18:00:00", conventions=["scope-occurrence"]),
    none("weekly sync tomorrow at 10", "calendar.create", {"title": "Weekly sync", "start": "2026-12-03T10:00:00"}),
    none("I go to the gym every day anyway, but add a dentist appointment Friday at 3pm", "calendar.create",
         {"title": "Dentist appointment", "start": "2026-12-04T15:00:00"}),
    none("remind me tomorrow at 7am to call the vet", "reminder.create",
         {"title": "Call the vet", "at": "2026-12-03T07:00:00"}),
    none("move the team dinner on Friday to 8pm", "calendar.update",
         {"title": "team dinner", "date": "2026-12-04", "start": "2026-12-04T20:00:00", "targetIndex": 0},
         given=EN_ONE_OFF),
]

# ---------------------------------------------------------------------------------------------
# Development: the and the brief's examples, and more of the same kinds; tuned on.
# ---------------------------------------------------------------------------------------------
DEV_ZH = [
    create("每周三晚上7点打羽毛球", "打羽毛球", "2026-12-02T19:00:00", "FREQ=WEEKLY;BYDAY=WE"),
    create("每周一上午九点例会", "例会", "2026-12-07T09:00:00", "FREQ=WEEKLY;BYDAY=MO"),
    create("每隔一周周三下午3点钢琴课", "钢琴课", "2026-12-02T15:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
    create("工作日每天早上8点跑步", "跑步", "2026-12-03T08:00:00", WD),
    create("每月最后一个周五下午4点复盘", "复盘", "2026-12-25T16:00:00", "FREQ=MONTHLY;BYDAY=-1FR"),
    create("每年3月3日纪念日", "纪念日", "2027-03-03", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"),
    create("每月最后一个周五团建", "团建", "2026-12-25", "FREQ=MONTHLY;BYDAY=-1FR"),
    create("每周一上午九点例会，共10次", "例会", "2026-12-07T09:00:00", "FREQ=WEEKLY;BYDAY=MO;COUNT=10"),
    create("每周三游泳，持续3个月", "游泳", "2026-12-02", "FREQ=WEEKLY;BYDAY=WE;UNTIL=20270301",
           conventions=["length-from-first"]),
    create("每周一例会到明年3月", "例会", "2026-12-07", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270331",
           conventions=["until-through"]),
    create("每天晚上10点吃药", "吃药", "2026-12-02T22:00:00", "FREQ=DAILY"),
    create("每隔两天浇一次花", "浇花", "2026-12-02", "FREQ=DAILY;INTERVAL=3", conventions=["zh-gap"]),
    create("每月15号还信用卡", "还信用卡", "2026-12-15", "FREQ=MONTHLY;BYMONTHDAY=15"),
    create("每周二和周四晚上7点游泳", "游泳", "2026-12-03T19:00:00", "FREQ=WEEKLY;BYDAY=TU,TH"),
    create("每个星期天下午3点打扫卫生", "打扫卫生", "2026-12-06T15:00:00", "FREQ=WEEKLY;BYDAY=SU"),
    create("每周一三五早上6点跑步", "跑步", "2026-12-04T06:00:00", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
    create("隔周周五下午2点组会", "组会", "2026-12-04T14:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
    create("每个工作日9点站会", "站会", "2026-12-03T09:00:00", WD),
    create("从下周开始每周四晚上8点上英语课", "上英语课", "2026-12-10T20:00:00", "FREQ=WEEKLY;BYDAY=TH",
           anchor="2026-12-07", conventions=["start-said"]),
    create("每周六上午10点上钢琴课，到明年1月底", "上钢琴课", "2026-12-05T10:00:00",
           "FREQ=WEEKLY;BYDAY=SA;UNTIL=20270131", conventions=["until-through"]),
    create("每天早上7点背单词，连续30天", "背单词", "2026-12-03T07:00:00", "FREQ=DAILY;UNTIL=20270101",
           conventions=["length-from-first"]),
    create("每周五晚上8点看电影，一共8次", "看电影", "2026-12-04T20:00:00", "FREQ=WEEKLY;BYDAY=FR;COUNT=8"),
    create("每年12月20日妈妈生日", "妈妈生日", "2026-12-20", "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=20"),
    create("每个月第二个周三上午10点交报表", "交报表", "2026-12-09T10:00:00", "FREQ=MONTHLY;BYDAY=2WE"),
    create("每月1号交房租", "交房租", "2027-01-01", "FREQ=MONTHLY;BYMONTHDAY=1"),
    create("12月14号开始每周一晚上7点上瑜伽课", "上瑜伽课", "2026-12-14T19:00:00", "FREQ=WEEKLY;BYDAY=MO",
           anchor="2026-12-14", conventions=["start-said"]),
    create("每周末早上9点爬山", "爬山", "2026-12-05T09:00:00", "FREQ=WEEKLY;BYDAY=SA,SU"),
    create("周一到周五早上7点50送孩子", "送孩子", "2026-12-03T07:50:00", WD),
    remind("每天早上8点提醒我吃药", "吃药", "2026-12-03T08:00:00", "FREQ=DAILY"),
    remind("每周五下午5点提醒我提交工时", "提交工时", "2026-12-04T17:00:00", "FREQ=WEEKLY;BYDAY=FR"),
    remind("每个月10号提醒我交水电费", "交水电费", "2026-12-10", "FREQ=MONTHLY;BYMONTHDAY=10"),
    remind("提醒我每天晚上10点半洗漱睡觉", "洗漱睡觉", "2026-12-02T22:30:00", "FREQ=DAILY"),
    remind("工作日每天早上9点提醒我打卡", "打卡", "2026-12-03T09:00:00", WD),
    remind("每周一早上8点提醒我开周会", "开周会", "2026-12-07T08:00:00", "FREQ=WEEKLY;BYDAY=MO"),
    remind("每年2月14号提醒我买花", "买花", "2027-02-14", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=14"),
    remind("每隔一周的周日晚上8点提醒我换床单", "换床单", "2026-12-06T20:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU"),
    remind("每天下午3点提醒我起来活动一下，持续两周", "起来活动一下", "2026-12-02T15:00:00",
           "FREQ=DAILY;UNTIL=20261215", conventions=["length-from-first"]),
    remind("每天提醒我喝水", "喝水", "2026-12-03", "FREQ=DAILY"),
    remind("每周三晚上9点提醒我倒垃圾，共5次", "倒垃圾", "2026-12-02T21:00:00", "FREQ=WEEKLY;BYDAY=WE;COUNT=5"),
    delete("取消下周三的羽毛球", ZH_GIVEN, 0, "羽毛球", "2026-12-09", "occurrence", conventions=["scope-occurrence"]),
    delete("这周五的瑜伽不去了", ZH_GIVEN, 1, "瑜伽", "2026-12-04", "occurrence", conventions=["scope-occurrence"]),
    delete("把每周的羽毛球都取消", ZH_GIVEN, 0, "羽毛球", scope="series", conventions=["scope-series"]),
    delete("以后不再上钢琴课了", ZH_GIVEN, 3, "钢琴课", scope="series", conventions=["scope-series"]),
    delete("下周一的周会不开了", ZH_GIVEN, 2, "周会", "2026-12-07", "occurrence", conventions=["scope-occurrence"]),
    delete("删除所有的瑜伽课", ZH_GIVEN, 1, "瑜伽课", scope="series", conventions=["scope-series"]),
    delete("从下周起周会取消", ZH_GIVEN, 2, "周会", "2026-12-07", "following", conventions=["scope-following"]),
    delete("今天晚上的羽毛球取消", ZH_GIVEN, 0, "羽毛球", "2026-12-02", "occurrence",
           conventions=["scope-occurrence"]),
    delete("取消看牙医", ZH_GIVEN, 4, "看牙医"),
    delete("这周六的钢琴课删掉", ZH_GIVEN, 3, "钢琴课", "2026-12-05", "occurrence", conventions=["scope-occurrence"]),
    delete("钢琴课整个删掉", ZH_GIVEN, 3, "钢琴课", scope="series", conventions=["scope-series"]),
    update("以后的周会都改到上午11点", ZH_GIVEN, 2, "周会", scope="following", start="2026-12-07T11:00:00",
           conventions=["scope-following"]),
    update("下周三的羽毛球改到晚上8点", ZH_GIVEN, 0, "羽毛球", "2026-12-09", "occurrence",
           start="2026-12-09T20:00:00", conventions=["scope-occurrence"]),
    update("这周五的瑜伽改到晚上7点", ZH_GIVEN, 1, "瑜伽", "2026-12-04", "occurrence", start="2026-12-04T19:00:00",
           conventions=["scope-occurrence"]),
    update("从下周开始，羽毛球都改成晚上6点半", ZH_GIVEN, 0, "羽毛球", "2026-12-09", "following",
           start="2026-12-09T18:30:00", conventions=["scope-following"]),
    update("所有的钢琴课都改到上午9点", ZH_GIVEN, 3, "钢琴课", scope="series", start="2026-12-05T09:00:00",
           conventions=["scope-series"]),
    update("今晚的羽毛球推迟一个小时", ZH_GIVEN, 0, "羽毛球", "2026-12-02", "occurrence", start="2026-12-02T20:00:00",
           conventions=["scope-occurrence"]),
    update("下周一的周会提前半小时", ZH_GIVEN, 2, "周会", "2026-12-07", "occurrence", start="2026-12-07T09:30:00",
           conventions=["scope-occurrence"]),
    update("钢琴课以后都在音乐学校上", ZH_GIVEN, 3, "钢琴课", scope="following", location="音乐学校",
           conventions=["scope-following"]),
    update("周会全部改到下午2点", ZH_GIVEN, 2, "周会", scope="series", start="2026-12-07T14:00:00",
           conventions=["scope-series"]),
    update("12月19号的钢琴课改到下午3点", ZH_GIVEN, 3, "钢琴课", "2026-12-19", "occurrence",
           start="2026-12-19T15:00:00", conventions=["scope-occurrence"]),
    update("把每周的瑜伽课改名为普拉提", ZH_GIVEN, 1, "瑜伽课", scope="series", new_title="普拉提",
           conventions=["scope-series"]),
    none("周三晚上7点打羽毛球", "calendar.create", {"title": "打羽毛球", "start": "2026-12-02T19:00:00"}),
    none("下周一上午九点例会", "calendar.create", {"title": "例会", "start": "2026-12-07T09:00:00"}),
    none("明天早上8点提醒我去健身", "reminder.create", {"title": "去健身", "at": "2026-12-03T08:00:00"}),
    none("我每天都很忙，周六下午3点约个理发", "calendar.create", {"title": "理发", "start": "2026-12-05T15:00:00"},
         unsure="title 理发 or 约个理发"),
]

DEV_EN = [
    create("every Monday at 9 standup", "Standup", "2026-12-07T09:00:00", "FREQ=WEEKLY;BYDAY=MO"),
    create("every other Wednesday at 3pm piano", "Piano", "2026-12-02T15:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE"),
    create("weekdays at 8am gym", "Gym", "2026-12-03T08:00:00", WD),
    create("the last Friday of every month at 4pm review", "Review", "2026-12-25T16:00:00", "FREQ=MONTHLY;BYDAY=-1FR"),
    create("every year on March 3 anniversary", "Anniversary", "2027-03-03", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3"),
    create("yoga on Tuesdays and Thursdays at 7pm", "Yoga", "2026-12-03T19:00:00", "FREQ=WEEKLY;BYDAY=TU,TH"),
    create("piano lesson every Saturday at 10am, 10 times", "Piano lesson", "2026-12-05T10:00:00",
           "FREQ=WEEKLY;BYDAY=SA;COUNT=10"),
    create("every Monday at 9 standup for 10 weeks", "Standup", "2026-12-07T09:00:00",
           "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270214", conventions=["length-from-first"]),
    create("every Monday at 9 standup until March", "Standup", "2026-12-07T09:00:00",
           "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270331", conventions=["until-through"]),
    create("every other Wednesday starting next week, soccer practice at 5pm", "Soccer practice",
           "2026-12-09T17:00:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE", anchor="2026-12-07", conventions=["start-said"]),
    create("rent on the 1st of every month", "Rent", "2027-01-01", "FREQ=MONTHLY;BYMONTHDAY=1"),
    create("book club every month on the second Tuesday at 7pm", "Book club", "2026-12-08T19:00:00",
           "FREQ=MONTHLY;BYDAY=2TU"),
    create("date night every Friday at 7:30pm", "Date night", "2026-12-04T19:30:00", "FREQ=WEEKLY;BYDAY=FR"),
    create("run every morning at 6", "Run", "2026-12-03T06:00:00", "FREQ=DAILY"),
    create("1:1 with Sam every two weeks on Thursday at 11am", "1:1 with Sam", "2026-12-03T11:00:00",
           "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH"),
    create("soccer for Max every Saturday at 9am until the end of February", "Soccer for Max", "2026-12-05T09:00:00",
           "FREQ=WEEKLY;BYDAY=SA;UNTIL=20270228", conventions=["until-through"]),
    create("trash out every Sunday night at 8", "Trash out", "2026-12-06T20:00:00", "FREQ=WEEKLY;BYDAY=SU"),
    create("pay the water bill on the 5th of every month", "Pay the water bill", "2026-12-05",
           "FREQ=MONTHLY;BYMONTHDAY=5"),
    create("team lunch the first Monday of every month at noon", "Team lunch", "2026-12-07T12:00:00",
           "FREQ=MONTHLY;BYDAY=1MO"),
    create("starting January 4, Mandarin class every Monday and Wednesday at 6pm", "Mandarin class",
           "2027-01-04T18:00:00", "FREQ=WEEKLY;BYDAY=MO,WE", anchor="2027-01-04", conventions=["start-said"]),
    create("dance class every Thursday 6-7pm for 8 weeks", "Dance class", "2026-12-03T18:00:00",
           "FREQ=WEEKLY;BYDAY=TH;UNTIL=20270127", end="2026-12-03T19:00:00", conventions=["length-from-first"]),
    create("meditate every day at 7am for 30 days", "Meditate", "2026-12-03T07:00:00", "FREQ=DAILY;UNTIL=20270101",
           conventions=["length-from-first"]),
    create("Dad's birthday every year on July 9", "Dad's birthday", "2027-07-09", "FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=9"),
    create("weekly team sync on Mondays at 11am", "Weekly team sync", "2026-12-07T11:00:00", "FREQ=WEEKLY;BYDAY=MO",
           conventions=["adjective-names-event"]),
    create("carpool every weekday at 7:45am, 20 times", "Carpool", "2026-12-03T07:45:00", WD + ";COUNT=20"),
    create("chess club every Tuesday at 4pm through December", "Chess club", "2026-12-08T16:00:00",
           "FREQ=WEEKLY;BYDAY=TU;UNTIL=20261231", conventions=["until-through"]),
    remind("remind me every Friday at 5pm to submit the timesheet", "Submit the timesheet", "2026-12-04T17:00:00",
           "FREQ=WEEKLY;BYDAY=FR"),
    remind("remind me to take my pills every day at 8am", "Take my pills", "2026-12-03T08:00:00", "FREQ=DAILY"),
    remind("remind me every Monday at 9am to send the weekly report", "Send the weekly report",
           "2026-12-07T09:00:00", "FREQ=WEEKLY;BYDAY=MO"),
    remind("remind me on the 1st of every month to pay rent", "Pay rent", "2027-01-01", "FREQ=MONTHLY;BYMONTHDAY=1"),
    remind("every weekday at 5:30pm remind me to leave work", "Leave work", "2026-12-02T17:30:00", WD),
    remind("remind me every other Sunday at 10am to change the sheets", "Change the sheets", "2026-12-06T10:00:00",
           "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU"),
    remind("remind me every year on November 20 to renew my passport", "Renew my passport", "2027-11-20",
           "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=20"),
    remind("remind me every night at 11 to go to bed, for two weeks", "Go to bed", "2026-12-02T23:00:00",
           "FREQ=DAILY;UNTIL=20261215", conventions=["length-from-first"]),
    remind("remind me to drink water every day", "Drink water", "2026-12-03", "FREQ=DAILY"),
    remind("remind me every Wednesday at 8pm to take out the trash, 6 times", "Take out the trash",
           "2026-12-02T20:00:00", "FREQ=WEEKLY;BYDAY=WE;COUNT=6"),
    remind("remind me to call grandma every Sunday at 4pm", "Call grandma", "2026-12-06T16:00:00",
           "FREQ=WEEKLY;BYDAY=SU"),
    delete("skip this Friday's yoga", EN_GIVEN, 1, "yoga", "2026-12-04", "occurrence", conventions=["scope-occurrence"]),
    delete("cancel all my piano lessons", EN_GIVEN, 3, "piano lessons", scope="series", conventions=["scope-series"]),
    delete("cancel badminton next Wednesday", EN_GIVEN, 0, "badminton", "2026-12-09", "occurrence",
           conventions=["scope-occurrence"]),
    delete("delete the recurring book club", EN_GIVEN, 5, "book club", scope="series", conventions=["scope-series"]),
    delete("stop the weekly yoga", EN_GIVEN, 1, "yoga", scope="series", conventions=["scope-series"]),
    delete("no standup on Friday", EN_GIVEN, 2, "standup", "2026-12-04", "occurrence", conventions=["scope-occurrence"]),
    delete("cancel the standup from next Monday on", EN_GIVEN, 2, "standup", "2026-12-07", "following",
           conventions=["scope-following"]),
    delete("delete tonight's badminton", EN_GIVEN, 0, "badminton", "2026-12-02", "occurrence",
           conventions=["scope-occurrence"]),
    delete("cancel the dentist", EN_GIVEN, 4, "dentist"),
    delete("drop all future piano lessons", EN_GIVEN, 3, "piano lessons", scope="following",
           conventions=["scope-following"]),
    delete("delete just this Saturday's piano lesson", EN_GIVEN, 3, "piano lesson", "2026-12-05", "occurrence",
           conventions=["scope-occurrence"]),
    update("move next week's standup to 10", EN_STANDUP, 0, "standup", "2026-12-07", "occurrence",
           start="2026-12-07T10:00:00", conventions=["scope-occurrence"]),
    update("from next week on, standup at 10", EN_STANDUP, 0, "standup", "2026-12-07", "following",
           start="2026-12-07T10:00:00", conventions=["scope-following"]),
    update("move all piano lessons to 11am", EN_GIVEN, 3, "piano lessons", scope="series",
           start="2026-12-05T11:00:00", conventions=["scope-series"]),
    update("push tonight's badminton back half an hour", EN_GIVEN, 0, "badminton", "2026-12-02", "occurrence",
           start="2026-12-02T19:30:00", conventions=["scope-occurrence"]),
    update("yoga this Friday is at 7pm instead", EN_GIVEN, 1, "yoga", "2026-12-04", "occurrence",
           start="2026-12-04T19:00:00", conventions=["scope-occurrence"]),
    update("from now on yoga starts at 6pm", EN_GIVEN, 1, "yoga", scope="following", start="2026-12-04T18:00:00",
           conventions=["scope-following"]),
    update("change every badminton session to 8pm", EN_GIVEN, 0, "badminton", scope="series",
           start="2026-12-02T20:00:00", conventions=["scope-series"]),
    update("move the piano lesson on December 12 to 2pm", EN_GIVEN, 3, "piano lesson", "2026-12-12", "occurrence",
           start="2026-12-12T14:00:00", conventions=["scope-occurrence"]),
    update("book club next month moves to 6:30pm", EN_GIVEN, 5, "book club", "2027-01-07", "occurrence",
           start="2027-01-07T18:30:00", conventions=["scope-occurrence"]),
    update("rename yoga to Hot yoga for all of them", EN_GIVEN, 1, "yoga", scope="series", new_title="Hot yoga",
           conventions=["scope-series"]),
    update("only tomorrow's standup moves to 11", EN_GIVEN, 2, "standup", "2026-12-03", "occurrence",
           start="2026-12-03T11:00:00", conventions=["scope-occurrence"]),
    none("lunch with Ann on Friday at noon", "calendar.create", {"title": "Lunch with Ann", "start": "2026-12-04T12:00:00"}),
    none("weekly review tomorrow at 3pm", "calendar.create", {"title": "Weekly review", "start": "2026-12-03T15:00:00"}),
    none("remind me at 5pm to call mom", "reminder.create", {"title": "Call mom", "at": "2026-12-02T17:00:00"}),
    none("I run every day, but book a physio appointment Monday at 9am", "calendar.create",
         {"title": "Physio appointment", "start": "2026-12-07T09:00:00"}),
]


# ---------------------------------------------------------------------------------------------
# Checks of the hand-written expectations (dates only; no parser).
# ---------------------------------------------------------------------------------------------

def parse(text):
    return dt.datetime.fromisoformat(text if "T" in text else text + "T00:00:00")


def rule_parts(rule):
    return dict(part.split("=", 1) for part in rule.split(";"))


def without_end(rule):
    return ";".join(p for p in rule.split(";") if not p.startswith(("COUNT=", "UNTIL=")))


def check_start(row, lang):
    args = row["arguments"]
    when = args.get("start") or args.get("at")
    rule = args["repeat"]
    start = parse(when)
    has_clock = "T" in when
    anchor_day = parse(row["anchor"]) if row.get("anchor") else NOW.replace(hour=0, minute=0)
    # Every candidate day from the anchor, at the clock said (or the day itself).
    clock = (start.hour, start.minute) if has_clock else (0, 0)
    first_possible = anchor_day.replace(hour=clock[0], minute=clock[1])
    if has_clock:
        floor = max(NOW, first_possible)
    elif row["kind"] == "reminder":
        floor = max(NOW.replace(hour=9, minute=0) + dt.timedelta(days=1 if NOW.hour >= 9 else 0), first_possible)
        floor = floor.replace(hour=0, minute=0)
    else:
        floor = max(NOW.replace(hour=0, minute=0), first_possible)
    # The first day the rule allows (ignoring INTERVAL, which counts from the first occurrence).
    plain = ";".join(p for p in without_end(rule).split(";") if not p.startswith("INTERVAL="))
    candidates = rrulestr("RRULE:" + plain, dtstart=first_possible.replace(day=1) - dt.timedelta(days=400))
    first = candidates.after(floor - dt.timedelta(seconds=1))
    assert first == start, f"{row['text']}: first occurrence {first}, written {start}"
    parts = rule_parts(rule)
    if "UNTIL" in parts and "length-from-first" in row["conventions"]:
        until = dt.datetime.strptime(parts["UNTIL"], "%Y%m%d")
        assert until >= start.replace(hour=0, minute=0), row["text"]
    if "end" in args:
        assert parse(args["end"]).date() == start.date() and parse(args["end"]) > start, row["text"]


LENGTHS = {
    "每周三晚上7点到9点的日语课，持续10周": ("2026-12-02", 10, "weeks"),
    "每天中午12点半午休冥想，连续21天": ("2026-12-02", 21, "days"),
    "接下来两周每天晚上11点提醒我睡觉": ("2026-12-02", 14, "days"),
    "从明天开始每天早上6点提醒我起床跑步，坚持30天": ("2026-12-03", 30, "days"),
    "physical therapy every Tuesday and Thursday at 4pm for 6 weeks": ("2026-12-03", 6, "weeks"),
    "guitar lesson every Thursday 5-6pm for 8 weeks": ("2026-12-03", 8, "weeks"),
    "remind me every night at 10:30 to take my medication for the next 2 weeks": ("2026-12-02", 2, "weeks"),
    "每周三游泳，持续3个月": ("2026-12-02", 3, "months"),
    "每天早上7点背单词，连续30天": ("2026-12-03", 30, "days"),
    "每天下午3点提醒我起来活动一下，持续两周": ("2026-12-02", 2, "weeks"),
    "every Monday at 9 standup for 10 weeks": ("2026-12-07", 10, "weeks"),
    "dance class every Thursday 6-7pm for 8 weeks": ("2026-12-03", 8, "weeks"),
    "meditate every day at 7am for 30 days": ("2026-12-03", 30, "days"),
    "remind me every night at 11 to go to bed, for two weeks": ("2026-12-02", 2, "weeks"),
}


def check_length(row):
    if "length-from-first" not in row["conventions"]:
        return
    first, count, unit = LENGTHS[row["text"]]
    day = dt.date.fromisoformat(first)
    assert (row["arguments"].get("start") or row["arguments"].get("at")).startswith(first), row["text"]
    if unit == "days":
        last = day + dt.timedelta(days=count - 1)
    elif unit == "weeks":
        last = day + dt.timedelta(days=7 * count - 1)
    else:
        last = day + relativedelta(months=count) - dt.timedelta(days=1)
    assert rule_parts(row["arguments"]["repeat"])["UNTIL"] == last.strftime("%Y%m%d"), (row["text"], last)


def occurrences(item):
    start = parse(item["start"])
    if "repeat" not in item:
        return [start]
    return list(rrulestr("RRULE:" + item["repeat"], dtstart=start).between(
        start - dt.timedelta(seconds=1), dt.datetime(2027, 12, 31, 23, 59)))


def check_target(row):
    args = row["arguments"]
    item = row["given"][args["targetIndex"]]
    days = [o.date().isoformat() for o in occurrences(item)]
    assert days[0] == item["start"][:10], row["text"]
    if "date" in args:
        assert args["date"] in days, (row["text"], args["date"])
        occurrence = next(o for o in occurrences(item) if o.date().isoformat() == args["date"])
    else:
        occurrence = next(o for o in occurrences(item) if o + (parse(item["end"]) - parse(item["start"])) > NOW)
    if "start" in args and row["skill"] == "calendar.update":
        assert abs(parse(args["start"]) - occurrence) < dt.timedelta(days=2), (row["text"], occurrence)


def rows(entries, lang, split):
    out = []
    for number, entry in enumerate(entries):
        if entry["kind"] in ("create", "reminder"):
            check_start(entry, lang)
            check_length(entry)
        if entry.get("given") and entry["skill"] in ("calendar.update", "calendar.delete"):
            check_target(entry)
        row = {"id": f"recurrence.{lang}.{split[0]}{number:03d}", "text": entry["text"], "lang": lang,
               "now": NOW.isoformat(), "tz": ZONES[lang], "category": entry["kind"]}
        if entry.get("given"):
            row["given"] = entry["given"]
        row["skill"] = entry["skill"]
        row["arguments"] = entry["arguments"]
        if entry.get("conventions"):
            row["conventions"] = entry["conventions"]
        if entry.get("unsure"):
            row["unsure"] = entry["unsure"]
        out.append(row)
    return out


def main():
    for split, parts in (("dev", (DEV_ZH, DEV_EN)), ("heldout", (HELDOUT_ZH, HELDOUT_EN))):
        lines = rows(parts[0], "zh", split) + rows(parts[1], "en", split)
        texts = [row["text"] for row in lines]
        assert len(texts) == len(set(texts)), "an utterance twice"
        with open(os.path.join(OUT, f"recurrence.{split}.jsonl"), "w", encoding="utf-8") as out:
            for row in lines:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
        counts = {}
        for row in lines:
            key = (row["lang"], row["category"])
            counts[key] = counts.get(key, 0) + 1
        print(split, len(lines), sorted(counts.items()))
    dev = {e["text"] for e in DEV_ZH + DEV_EN}
    held = {e["text"] for e in HELDOUT_ZH + HELDOUT_EN}
    assert not dev & held, dev & held


if __name__ == "__main__":
    main()
