import SkillStore

/// `calendar-series-v1`: `calendar_events` keeps repeating events (``CalendarStore``).
///
/// The table is rebuilt (SQLite cannot drop the old `uid` primary key) and every existing row is
/// copied as a one-off event. Each row is now one of:
///
/// - **a one-off event**: `recurrence_id_utc` NULL, `repeats = 0`;
/// - **a series** (`repeats = 1`): `start_utc`/`end_utc` are its `DTSTART`/`DTEND`, whose wall clock
///   in `time_zone` every occurrence keeps; `rrule` the canonical `RRULE`; `rdates`/`exdates` the
///   `RDATE`/`EXDATE` instants as comma-separated seconds since 1970;
/// - **an override** of one occurrence (`RECURRENCE-ID`): the series' `uid` and
///   `recurrence_id_utc`, the original start of the occurrence it replaces, with its own times and
///   texts. At most one per `(uid, recurrence_id_utc)`, and one series or one-off per `uid`.
///
/// `alarm_offsets` are `VALARM` offsets from the start, in seconds, comma-separated.
/// `span_start_utc`/`span_end_utc` cover every occurrence of the row (`span_end_utc` NULL: the
/// series never ends, or ends too far on to work out cheaply), so a window `[from, to)` selects the
/// candidate series with `span_start_utc < to AND (span_end_utc IS NULL OR span_end_utc > from)`
/// through `calendar_events_series_span`, and the one-offs and overrides with their own times
/// through `calendar_events_by_start`.
extension StandardSchema {
    static func registerCalendarSeries(_ migrator: inout Migrator) {
        migrator.register("calendar-series-v1") { db in
            try db.executeScript(
                """
                CREATE TABLE calendar_events_series(
                    uid TEXT NOT NULL,
                    recurrence_id_utc INTEGER,
                    title TEXT NOT NULL,
                    start_utc INTEGER NOT NULL,
                    end_utc INTEGER NOT NULL CHECK (end_utc >= start_utc),
                    time_zone TEXT,
                    location TEXT,
                    notes TEXT,
                    stamp_utc INTEGER NOT NULL,
                    all_day INTEGER NOT NULL DEFAULT 0,
                    repeats INTEGER NOT NULL DEFAULT 0 CHECK (repeats IN (0, 1)),
                    rrule TEXT,
                    rdates TEXT NOT NULL DEFAULT '',
                    exdates TEXT NOT NULL DEFAULT '',
                    alarm_offsets TEXT NOT NULL DEFAULT '',
                    span_start_utc INTEGER NOT NULL,
                    span_end_utc INTEGER,
                    CHECK (repeats = (rrule IS NOT NULL OR rdates <> '')),
                    CHECK (recurrence_id_utc IS NULL OR repeats = 0),
                    CHECK (repeats = 1 OR exdates = ''),
                    CHECK (span_end_utc IS NOT NULL OR repeats = 1)
                );
                INSERT INTO calendar_events_series(
                    uid, title, start_utc, end_utc, time_zone, location, notes, stamp_utc, all_day,
                    span_start_utc, span_end_utc)
                SELECT uid, title, start_utc, end_utc, time_zone, location, notes, stamp_utc, all_day,
                    start_utc, end_utc
                FROM calendar_events;
                DROP TABLE calendar_events;
                ALTER TABLE calendar_events_series RENAME TO calendar_events;
                CREATE UNIQUE INDEX calendar_events_one_per_uid ON calendar_events(uid)
                    WHERE recurrence_id_utc IS NULL;
                CREATE UNIQUE INDEX calendar_events_by_uid ON calendar_events(uid, recurrence_id_utc);
                CREATE INDEX calendar_events_by_start ON calendar_events(start_utc, end_utc);
                CREATE INDEX calendar_events_series_span ON calendar_events(span_end_utc, span_start_utc)
                    WHERE repeats = 1;
                """)
        }
    }
}
