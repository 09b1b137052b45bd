"""Writes, describes and expands iCalendar files with series, overrides, alarms and to-dos, for
Tests/StandardSkillsTests/ICalendar/ICalendarSeriesInteropTests.swift.

Usage:
  python ics_series_peer.py generate SEED COUNT DIR   writes DIR/0.ics … DIR/COUNT-1.ics with icalendar
  python ics_series_peer.py describe LIST              one JSON line per file named in LIST (one path a line)
  python ics_series_peer.py expand LIST FROM TO        one JSON line per file: recurring-ical-events'
                                                       occurrences starting in [FROM, TO) (YYYYMMDD)

`describe` prints what icalendar reads, in the fields AgentSkill keeps:
  {"events": [{uid, summary, start, end, tzid, rrule, exdates, rdates, recurrence_id, alarms}],
   "todos": [{uid, summary, when, all_day, alarm, completed, rrule}]}
Times are "YYYYMMDDTHHMMSSZ" (UTC) or "YYYYMMDD" (dates); a cancelled override is folded into its
series' exdates (AgentSkill keeps it as an EXDATE); alarms are seconds from the start (RELATED=END
and fixed times converted); a to-do's "when" is when its earliest alarm rings, else its DUE (else
DTSTART): a reminder keeps one moment.
`expand` prints {"occurrences": [[uid, start], …]} sorted, leaving out cancelled ones.
"""

import datetime
import json
import random
import sys
import zoneinfo

import icalendar
import recurring_ical_events
from dateutil.rrule import rrulestr

UTC = datetime.timezone.utc
ZONES = ["UTC", "America/New_York", "Europe/London", "Australia/Sydney", "Asia/Shanghai"]


def stamp(value):
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            raise SystemExit(f"floating time {value}: the generator writes none")
        return value.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    return value.strftime("%Y%m%d")


def zone_name(value):
    if not isinstance(value, datetime.datetime) or value.tzinfo is None:
        return None
    name = getattr(value.tzinfo, "key", None) or str(value.tzinfo)
    return None if name in ("UTC", "utc") else name


def values(component, name):
    """Every value of a property that may repeat and list several (EXDATE, RDATE)."""
    found = component.get(name)
    if found is None:
        return []
    lists = found if isinstance(found, list) else [found]
    out = []
    for item in lists:
        for value in item.dts:
            dt = value.dt
            out.append(dt[0] if isinstance(dt, tuple) else dt)
    return out


def seconds(delta):
    return int(delta.total_seconds())


def describe_event(event):
    start = event.decoded("DTSTART")
    if "DTEND" in event:
        end = event.decoded("DTEND")
    elif "DURATION" in event:
        end = start + event.decoded("DURATION")
    else:
        end = start + (datetime.timedelta(days=1) if not isinstance(start, datetime.datetime) else datetime.timedelta(hours=1))
    alarms = []
    for alarm in event.walk("VALARM"):
        trigger = alarm.decoded("TRIGGER")
        if isinstance(trigger, datetime.timedelta):
            related = alarm["TRIGGER"].params.get("RELATED", "START").upper()
            alarms.append(seconds(trigger) + (seconds(end - start) if related == "END" else 0))
        else:
            alarms.append(seconds(trigger - start))
    rrule = event.get("RRULE")
    return {
        "uid": str(event.get("UID")),
        "summary": str(event.get("SUMMARY", "")),
        "start": stamp(start),
        "end": stamp(end),
        "tzid": zone_name(start),
        "rrule": rrule.to_ical().decode() if rrule is not None else None,
        "exdates": sorted(stamp(v) for v in values(event, "EXDATE")),
        "rdates": sorted(stamp(v) for v in values(event, "RDATE")),
        "recurrence_id": stamp(event.decoded("RECURRENCE-ID")) if "RECURRENCE-ID" in event else None,
        "alarms": sorted(alarms),
        "cancelled": str(event.get("STATUS", "")).upper() == "CANCELLED",
    }


def describe_todo(todo):
    due = todo.decoded("DUE") if "DUE" in todo else None
    start = todo.decoded("DTSTART") if "DTSTART" in todo else None
    def moment(value):
        # A date is its midnight in UTC, the zone AgentSkill reads dates in when told nothing else.
        if value is None or isinstance(value, datetime.datetime):
            return value
        return datetime.datetime(value.year, value.month, value.day, tzinfo=UTC)

    rings = []
    due_moment, start_moment = moment(due), moment(start)
    for alarm in todo.walk("VALARM"):
        trigger = alarm.decoded("TRIGGER")
        if isinstance(trigger, datetime.timedelta):
            related = alarm["TRIGGER"].params.get("RELATED", "START").upper()
            base = due_moment if related == "END" else (start_moment or due_moment)
            rings.append(base + trigger)
        else:
            rings.append(trigger)
    when = min(rings, key=lambda t: t.astimezone(UTC)) if rings else (due or start)
    rrule = todo.get("RRULE")
    completed = todo.decoded("COMPLETED") if "COMPLETED" in todo else None
    return {
        "uid": str(todo.get("UID")),
        "summary": str(todo.get("SUMMARY", "")),
        "when": stamp(when) if when is not None else None,
        "all_day": when is not None and not isinstance(when, datetime.datetime),
        "alarm": bool(rings),
        "completed": stamp(completed) if completed is not None else None,
        "rrule": rrule.to_ical().decode() if rrule is not None else None,
    }


def describe(path):
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    events = [describe_event(e) for e in calendar.walk("VEVENT")]
    kept = []
    for event in events:
        if event["cancelled"] and event["recurrence_id"] is not None:
            for master in events:
                if master["uid"] == event["uid"] and master["recurrence_id"] is None:
                    master["exdates"] = sorted(set(master["exdates"]) | {event["recurrence_id"]})
            continue
        kept.append(event)
    for event in kept:
        del event["cancelled"]
    kept.sort(key=lambda e: (e["uid"], e["recurrence_id"] or ""))
    todos = sorted((describe_todo(t) for t in calendar.walk("VTODO")), key=lambda t: t["uid"])
    return {"events": kept, "todos": todos}


def expand(path, start, end):
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    first = datetime.datetime.strptime(start, "%Y%m%d").replace(tzinfo=UTC)
    last = datetime.datetime.strptime(end, "%Y%m%d").replace(tzinfo=UTC)
    found = []
    # Ask for a few days more either side (the query is by overlap), then keep the starts inside.
    for event in recurring_ical_events.of(calendar).between(first - datetime.timedelta(days=3), last):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        begin = event.decoded("DTSTART")
        if isinstance(begin, datetime.datetime):
            inside = first <= begin.astimezone(UTC) < last
        else:
            inside = first.date() <= begin < last.date()
        if inside:
            found.append([str(event.get("UID")), stamp(begin)])
    return {"occurrences": sorted(found)}


# MARK: - Random files


def generate(seed, count, folder):
    rng = random.Random(seed)
    for index in range(count):
        calendar = icalendar.Calendar()
        calendar.add("prodid", "-//AgentSkill interop//ics_series_peer//EN")
        calendar.add("version", "2.0")
        for number in range(rng.randint(1, 3)):
            for component in series(rng, f"s{index}-{number}@peer"):
                calendar.add_component(component)
        if rng.random() < 0.3:
            calendar.add_component(one_off(rng, f"o{index}@peer"))
        for number in range(rng.randint(0, 2)):
            calendar.add_component(todo(rng, f"t{index}-{number}@peer"))
        calendar.add_missing_timezones()
        with open(f"{folder}/{index}.ics", "wb") as handle:
            handle.write(calendar.to_ical())


STAMP = datetime.datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def random_start(rng, zone, all_day):
    day = datetime.date(2025, 9, 1) + datetime.timedelta(days=rng.randint(0, 700))
    if all_day:
        return day
    hour = rng.choice([0, 1, 2, 2, 3, 9, 12, 19, 23]) if rng.random() < 0.4 else rng.randint(0, 23)
    minute = rng.choice([0, 0, 15, 30, 45])
    tz = UTC if zone == "UTC" else zoneinfo.ZoneInfo(zone)
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz)


def random_rule(rng, start, all_day):
    freq = rng.choice(["DAILY", "WEEKLY", "WEEKLY", "MONTHLY", "MONTHLY", "YEARLY"])
    parts = {"FREQ": freq}
    if rng.random() < 0.4:
        parts["INTERVAL"] = rng.randint(2, 4)
    days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
    if freq == "WEEKLY" and rng.random() < 0.6:
        parts["BYDAY"] = ",".join(sorted(set(rng.sample(days, rng.randint(1, 3))), key=days.index))
    elif freq == "MONTHLY" and rng.random() < 0.4:
        parts["BYDAY"] = f"{rng.choice([1, 2, 3, -1])}{rng.choice(days)}"
    elif freq == "MONTHLY" and rng.random() < 0.3:
        parts["BYMONTHDAY"] = str(rng.choice([1, 15, 28, -1]))
    elif freq == "DAILY" and rng.random() < 0.3:
        parts["BYDAY"] = "MO,TU,WE,TH,FR"
    ending = rng.random()
    if ending < 0.35:
        parts["COUNT"] = rng.choice([1, 3, 10, 40, 1000000000])
    elif ending < 0.7:
        until = start + datetime.timedelta(days=rng.randint(10, 600))
        parts["UNTIL"] = until.strftime("%Y%m%d") if all_day else until.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    text = ";".join(f"{k}={v}" for k, v in parts.items())
    return text


def occurrences(rule, start, most=60):
    begin = start if isinstance(start, datetime.datetime) else datetime.datetime(start.year, start.month, start.day)
    found = []
    for moment in rrulestr(rule, dtstart=begin):
        found.append(moment if isinstance(start, datetime.datetime) else moment.date())
        if len(found) >= most:
            break
    return found


def alarms(rng, component):
    for _ in range(rng.choice([0, 0, 1, 2])):
        alarm = icalendar.Alarm()
        alarm.add("action", "DISPLAY")
        alarm.add("description", "Reminder")
        kind = rng.random()
        if kind < 0.7:
            alarm.add("trigger", -datetime.timedelta(minutes=rng.choice([0, 5, 15, 60, 1440])))
        else:
            alarm.add("trigger", -datetime.timedelta(minutes=5), parameters={"RELATED": "END"})
        component.add_component(alarm)


def base_event(rng, uid, start, all_day, summary):
    event = icalendar.Event()
    event.add("uid", uid)
    event.add("dtstamp", STAMP)
    event.add("summary", summary)
    event.add("dtstart", start)
    if all_day:
        event.add("dtend", start + datetime.timedelta(days=rng.choice([1, 1, 2])))
    else:
        event.add("dtend", start + datetime.timedelta(minutes=rng.choice([30, 60, 90, 180])))
    return event


def series(rng, uid):
    zone = rng.choice(ZONES)
    all_day = rng.random() < 0.2
    start = random_start(rng, zone, all_day)
    # RFC 5545 leaves a DTSTART the rule does not yield undefined (recurring-ical-events counts it,
    # AgentSkill and dateutil do not): start at the rule's first occurrence, with a rule that has one.
    rule = random_rule(rng, start, all_day)
    while not occurrences(rule, start, most=1):
        rule = random_rule(rng, start, all_day)
    start = occurrences(rule, start, most=1)[0]
    master = base_event(rng, uid, start, all_day, rng.choice(["羽毛球", "Stand-up", "Yoga; mats, water", "周会"]))
    master.add("rrule", icalendar.vRecur.from_ical(rule))
    listed = occurrences(rule, start)
    excluded = set()
    if listed and rng.random() < 0.6:
        picks = rng.sample(listed, min(len(listed), rng.randint(1, 3)))
        excluded.update(picks)
        if rng.random() < 0.5:
            master.add("exdate", picks)
        else:
            for pick in picks:
                master.add("exdate", pick)
    if rng.random() < 0.4:
        extra = [random_start(rng, zone, all_day) for _ in range(rng.randint(1, 2))]
        if all_day:
            master.add("rdate", extra)
        else:
            master.add("rdate", [moment.replace(hour=start.hour, minute=start.minute) for moment in extra])
    alarms(rng, master)
    components = [master]
    free = [moment for moment in listed if moment not in excluded]
    for moment in rng.sample(free, min(len(free), rng.choice([0, 0, 1, 2]))):
        shift = datetime.timedelta(days=rng.randint(-2, 2)) if all_day else datetime.timedelta(hours=rng.randint(-30, 30))
        override = base_event(rng, uid, moment + shift, all_day, "moved")
        override.add("recurrence-id", moment)
        if rng.random() < 0.25:
            override.add("status", "CANCELLED")
        components.append(override)
    return components


def one_off(rng, uid):
    zone = rng.choice(ZONES)
    all_day = rng.random() < 0.3
    event = base_event(rng, uid, random_start(rng, zone, all_day), all_day, "one-off")
    alarms(rng, event)
    return event


def todo(rng, uid):
    component = icalendar.Todo()
    component.add("uid", uid)
    component.add("dtstamp", STAMP)
    component.add("summary", rng.choice(["给张总回电话", "send the report", "跑步"]))
    dated = rng.random() < 0.85
    if dated:
        zone = rng.choice(ZONES)
        all_day = rng.random() < 0.3
        due = random_start(rng, zone, all_day)
        component.add("due", due)
        if rng.random() < 0.3:
            component.add("dtstart", due)
            component.add("rrule", icalendar.vRecur.from_ical(rng.choice(["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,FR"])))
        if rng.random() < 0.5:
            alarm = icalendar.Alarm()
            alarm.add("action", "DISPLAY")
            alarm.add("description", "Reminder")
            if rng.random() < 0.5:
                alarm.add("trigger", datetime.timedelta(0), parameters={"RELATED": "END"})
            else:
                alarm.add("trigger", -datetime.timedelta(minutes=10), parameters={"RELATED": "END"})
            component.add_component(alarm)
    if rng.random() < 0.3:
        component.add("status", "COMPLETED")
        component.add("completed", datetime.datetime(2026, 2, 3, 4, 5, 6, tzinfo=UTC))
    else:
        component.add("status", "NEEDS-ACTION")
    return component


def main():
    mode = sys.argv[1]
    if mode == "generate":
        generate(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
        return
    with open(sys.argv[2], encoding="utf-8") as handle:
        paths = [line.strip() for line in handle if line.strip()]
    for path in paths:
        result = describe(path) if mode == "describe" else expand(path, sys.argv[3], sys.argv[4])
        print(json.dumps(result, ensure_ascii=False, sort_keys=True))


if __name__ == "__main__":
    main()
