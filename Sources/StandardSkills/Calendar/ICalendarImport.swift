import Foundation

/// What ``ICalendar/read(_:defaultTimeZone:)`` found in a file: its events (series, their
/// overrides and one-off events), its to-dos, and what it could not keep.
public struct ICalendarImport: Sendable, Hashable {
    /// The events, in file order: one-off events, series (with ``CalendarEvent/recurrenceRule``,
    /// ``CalendarEvent/recurrenceDates`` and ``CalendarEvent/exceptionDates``), and the overrides
    /// of single occurrences (``CalendarEvent/recurrenceID`` set, sharing their series' uid).
    public var events: [CalendarEvent]
    /// The `VTODO`s, in file order.
    public var todos: [ICalendarTodo]
    /// Every problem that made the reader drop a value or leave a component out, in line order.
    public var diagnostics: [ICalendarDiagnostic]

    /// Creates a result.
    public init(events: [CalendarEvent] = [], todos: [ICalendarTodo] = [], diagnostics: [ICalendarDiagnostic] = []) {
        self.events = events
        self.todos = todos
        self.diagnostics = diagnostics
    }
}

/// One problem in an iCalendar file that did not stop the rest from being read: a value dropped
/// (an `RRULE` the calendar cannot repeat by, a malformed `EXDATE`), or a component left out (a
/// `VTODO` with no `SUMMARY`, an event over a limit). It names the line.
///
/// ```swift
/// let result = try ICalendar.read(text, defaultTimeZone: .gmt)
/// for problem in result.diagnostics { print(problem) }
/// // line 12: RRULE 'FREQ=WEEKLY;BYDAY=XX' dropped — invalid recurrence rule: … — the event 'Yoga' is kept as a single event
/// ```
public struct ICalendarDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How much the problem cost.
    public enum Severity: String, Sendable, Hashable {
        /// A value was dropped; the component was kept.
        case warning
        /// The whole component was left out.
        case skipped
    }

    /// How much the problem cost.
    public var severity: Severity
    /// The line of the file the problem is on, counting from 1.
    public var line: Int
    /// What was wrong and what the reader did, in English.
    public var message: String
    /// The same in Chinese.
    public var chineseMessage: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, line: Int, _ message: String, chinese: String) {
        self.severity = severity
        self.line = line
        self.message = message
        self.chineseMessage = chinese
    }

    /// `line 12: …`.
    public var description: String { "line \(line): \(message)" }

    /// `第 12 行：…`.
    public var chineseDescription: String { "第 \(line) 行：\(chineseMessage)" }
}
