"""Reads an iCalendar file with the `icalendar` package and prints its events as JSON.

Usage: python ics_read.py FILE

Prints a JSON list, one object per VEVENT in file order:
  uid, summary, location, description (strings or null),
  start, end: "2026-07-14T13:30:00Z" (a date-time, in UTC) or "2026-12-03" (a date),
  tzid: the zone name of DTSTART's tzinfo, or null for UTC and dates.
The Swift interop tests compare this with what they exported.
"""

import datetime
import json
import sys

import icalendar


def moment(value):
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            raise SystemExit(f"floating time {value} where the export should have a zone")
        return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def zone_name(value):
    if not isinstance(value, datetime.datetime) or value.tzinfo is None:
        return None
    name = getattr(value.tzinfo, "key", None) or getattr(value.tzinfo, "zone", None) or str(value.tzinfo)
    return None if name in ("UTC", "utc") else name


def text(component, name):
    value = component.get(name)
    return None if value is None else str(value)


def main():
    with open(sys.argv[1], "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    events = []
    for event in calendar.walk("VEVENT"):
        start = event.decoded("DTSTART")
        end = event.decoded("DTEND")
        events.append(
            {
                "uid": text(event, "UID"),
                "summary": text(event, "SUMMARY"),
                "location": text(event, "LOCATION"),
                "description": text(event, "DESCRIPTION"),
                "start": moment(start),
                "end": moment(end),
                "tzid": zone_name(start),
            }
        )
    json.dump(events, sys.stdout, ensure_ascii=False, sort_keys=True)


if __name__ == "__main__":
    main()
