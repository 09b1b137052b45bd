"""Expands recurrence rules with python-dateutil, for the Swift recurrence property test.

Usage: python rrule_peer.py FILE

FILE holds JSON lines, one case each:
  {"id": 7, "rule": "FREQ=MONTHLY;BYDAY=-1FR", "dtstart": "2026-03-08T02:30:00",
   "tz": "America/New_York", "from": "2026-01-01T00:00:00Z", "to": "2028-01-01T00:00:00Z",
   "exdates": ["2026-04-24T13:30:00Z"], "rdates": ["2026-05-01T12:00:00Z"]}
dtstart is a wall-clock time in tz; from, to, exdates and rdates are UTC instants.

Prints JSON lines in the same order: {"id": 7, "starts": ["2026-03-27T13:30:00Z", ...]} — the
occurrence starts in [from, to) as UTC instants, sorted, without repeats — or {"id": 7, "error": "..."}.

The rule is dateutil's own `rrulestr` reading and `rrule` expansion, with `zoneinfo` zones. RDATEs
are added and EXDATEs removed here, as UTC instants, rather than by dateutil's `rruleset`: that
matches an EXDATE by Python's aware-datetime equality, and PEP 495 makes a time in a repeated or
skipped hour unequal to every time in another zone, so an EXDATE in UTC would never remove such an
occurrence (RFC 5545 §3.8.5.1 removes the instant). Two more adaptations, neither changing which
occurrences there are:
- a floating or date UNTIL becomes that wall-clock time in tz (dateutil refuses a naive UNTIL
  with a zoned DTSTART; with the same tzinfo, Python compares wall-clock times, as RFC 5545 reads
  a floating UNTIL);
- dateutil scans period after period until the year 9999 (datetime.MAXYEAR) when a rule yields
  nothing more, which takes seconds for a DAILY rule that can never match (BYSETPOS=-2 on a
  one-day period); the peer lowers that guard, as dateutil.rrule sees it, to the year after the
  window ends.
"""

import datetime
import json
import sys
import zoneinfo

from dateutil import rrule

UTC = datetime.timezone.utc


def instant(text):
    return datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)


def iso(moment):
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Horizon:
    """The datetime module as dateutil.rrule sees it, with MAXYEAR lowered to `year`."""

    def __init__(self, year):
        self.MAXYEAR = year

    def __getattr__(self, name):
        return getattr(datetime, name)


def expand(case):
    zone = zoneinfo.ZoneInfo(case["tz"])
    dtstart = datetime.datetime.strptime(case["dtstart"], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=zone)
    parts = case["rule"].split(";")
    kept = [part for part in parts if not part.startswith("UNTIL=")]
    untils = [part[len("UNTIL="):] for part in parts if part.startswith("UNTIL=")]
    rule = rrule.rrulestr(";".join(kept), dtstart=dtstart)
    start, end = instant(case["from"]), instant(case["to"])
    if untils:
        text = untils[0]
        if text.endswith("Z"):
            until = datetime.datetime.strptime(text, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
        elif "T" in text:
            until = datetime.datetime.strptime(text, "%Y%m%dT%H%M%S").replace(tzinfo=zone)
        else:
            until = datetime.datetime.strptime(text, "%Y%m%d").replace(tzinfo=zone)
        rule = rule.replace(until=until)
    rrule.datetime = Horizon(end.year + 1)
    excluded = {instant(text) for text in case.get("exdates", [])}
    starts = {instant(text) for text in case.get("rdates", [])}
    starts.update(occurrence.astimezone(UTC) for occurrence in rule)
    starts = {iso(moment) for moment in starts - excluded if start <= moment < end}
    return sorted(starts)


def main():
    with open(sys.argv[1], encoding="utf-8") as cases:
        for line in cases:
            case = json.loads(line)
            try:
                result = {"id": case["id"], "starts": expand(case)}
            except Exception as error:  # reported per case, so one bad case does not hide the rest
                result = {"id": case["id"], "error": f"{type(error).__name__}: {error}"}
            print(json.dumps(result), flush=False)


if __name__ == "__main__":
    main()
