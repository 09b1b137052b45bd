"""Round 8 English end-to-end rows, written blind: the skill and every argument, from ../CONVENTIONS.md only
(no parser code, tests, held-out rows or parser output were seen while writing them).  Everyday life typed to an
assistant on a phone or laptop, concentrating on what assistants get wrong most: acting on events already in the
calendar (moves, shifts, new ends and lengths, new places, renames; the event named partly, by its time only, by its
day only, with a possessive, with a reason around it, with the old time denied, with corrections) and messages that
hold more than one request."""
from lib import *

NA = "2031-09-17T12:30:00"  # Wednesday lunch time in the middle of a month; Columbus Day 10-13
NB = "2031-03-21T18:30:00"  # Friday evening after work (US DST began 03-09, no hour shift crosses a change)
NC = "2031-06-22T21:00:00"  # Sunday night: "this week" ends today, tomorrow is next week's Monday
E = dict(lang="en", tz="America/New_York")
