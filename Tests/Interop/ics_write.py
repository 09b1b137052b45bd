"""Writes an iCalendar file with the `icalendar` package, for the Swift parser to read.

Usage: python ics_write.py FILE

The file holds, in order:
  1. "ny-summer": 2026-07-14 09:30-10:45 America/New_York, with a long Chinese summary, a
     location holding a comma and a semicolon, and a two-line description;
  2. "sh-winter": 2026-12-03 12:00-13:00 Asia/Shanghai;
  3. "utc": 2026-12-24 08:00-09:00 UTC;
  4. "holiday": all-day 2026-10-01 to 2026-10-08 (exclusive);
and a VTIMEZONE for each TZID (added by icalendar's add_missing_timezones).
"""

import datetime
import sys
import zoneinfo

import icalendar


def event(uid, summary, start, end, **extra):
    component = icalendar.Event()
    component.add("uid", uid)
    component.add("summary", summary)
    component.add("dtstart", start)
    component.add("dtend", end)
    component.add("dtstamp", datetime.datetime(2026, 11, 30, 8, 0, tzinfo=datetime.timezone.utc))
    for name, value in extra.items():
        component.add(name, value)
    return component


def main():
    new_york = zoneinfo.ZoneInfo("America/New_York")
    shanghai = zoneinfo.ZoneInfo("Asia/Shanghai")
    calendar = icalendar.Calendar()
    calendar.add("prodid", "-//AgentSkill interop//icalendar//EN")
    calendar.add("version", "2.0")
    calendar.add_component(
        event(
            "ny-summer",
            "项目评审会议：" + "季度计划与预算讨论" * 6,
            datetime.datetime(2026, 7, 14, 9, 30, tzinfo=new_york),
            datetime.datetime(2026, 7, 14, 10, 45, tzinfo=new_york),
            location="Room 5, Floor 3; East",
            description="Line one\nLine two, with a comma",
        )
    )
    calendar.add_component(
        event(
            "sh-winter",
            "午饭",
            datetime.datetime(2026, 12, 3, 12, 0, tzinfo=shanghai),
            datetime.datetime(2026, 12, 3, 13, 0, tzinfo=shanghai),
        )
    )
    calendar.add_component(
        event(
            "utc",
            "UTC call",
            datetime.datetime(2026, 12, 24, 8, 0, tzinfo=datetime.timezone.utc),
            datetime.datetime(2026, 12, 24, 9, 0, tzinfo=datetime.timezone.utc),
        )
    )
    calendar.add_component(event("holiday", "国庆", datetime.date(2026, 10, 1), datetime.date(2026, 10, 8)))
    calendar.add_missing_timezones()
    with open(sys.argv[1], "wb") as handle:
        handle.write(calendar.to_ical())


if __name__ == "__main__":
    main()
