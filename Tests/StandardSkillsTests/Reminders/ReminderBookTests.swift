import AgentSkill
import Foundation
import SkillStore
import TestSupport
import Testing

@testable import StandardSkills

/// The reminders' store: each alarm rings once, at its time, recorded in the transaction that
/// marks it fired — with one process or several over one file.
@Suite struct ReminderBookTests {
    static let start = ReminderHarness.start
    static let zone = ReminderHarness.shanghai

    static func minutes(_ count: Double) -> Date { start.addingTimeInterval(count * 60) }

    static func add(
        _ book: ReminderBook, _ title: String, at minutes: Double?, alarm: Bool = true, allDay: Bool = false
    ) async throws -> Reminder {
        try await book.add(
            title: title, due: minutes.map(Self.minutes), allDay: allDay, alarm: alarm, timeZone: zone,
            language: .chinese, created: start)
    }

    @Test func alarmsRingOnceEachAtTheirTime() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let book = harness.book
        let oven = try await Self.add(book, "看烤箱", at: 20)
        let call = try await Self.add(book, "给张总回电话", at: 120)
        let mom = try await Self.add(book, "给妈妈打电话", at: 420)
        let report = try await Self.add(book, "交报告", at: 60, alarm: false)
        _ = try await Self.add(book, "买牛奶", at: nil, alarm: false)
        #expect(try await book.fireDue(at: Self.minutes(19), missedBefore: Self.start).isEmpty)
        #expect(try await book.fireDue(at: Self.minutes(20), missedBefore: Self.start).map(\.reminder.id) == [oven.id])
        #expect(try await book.fireDue(at: Self.minutes(20), missedBefore: Self.start).isEmpty)
        let later = try await book.fireDue(at: Self.minutes(480), missedBefore: Self.start)
        #expect(later.map(\.reminder.id) == [call.id, mom.id])
        #expect(later.allSatisfy { !$0.missed && $0.reminder.fired == Self.minutes(480) })
        #expect(try await book.fireDue(at: Self.minutes(10_000), missedBefore: Self.start).isEmpty)
        #expect(try await book.deliveryCounts() == [oven.id: 1, call.id: 1, mom.id: 1])
        // A to-do with a deadline never rings; it is due once the deadline has passed.
        #expect(try await book.reminder(id: report.id)?.fired == nil)
        #expect(try await book.reminder(id: report.id)?.status(at: Self.minutes(61)) == .due)
    }

    @Test func alarmsDueBeforeTheCutoffAreMissed() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let book = harness.book
        _ = try await Self.add(book, "early", at: 10)
        _ = try await Self.add(book, "late", at: 100)
        let rung = try await book.fireDue(at: Self.minutes(200), missedBefore: Self.minutes(50))
        #expect(rung.map(\.reminder.title) == ["early", "late"])
        #expect(rung.map(\.missed) == [true, false])
    }

    @Test func doneAndDeletedRemindersNeverRing() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let book = harness.book
        let done = try await Self.add(book, "done", at: 10)
        let deleted = try await Self.add(book, "deleted", at: 10)
        #expect(try await book.markDone(id: done.id, at: Self.minutes(1))?.done == Self.minutes(1))
        #expect(try await book.markDone(id: done.id, at: Self.minutes(2)) == nil)
        #expect(try await book.delete(id: deleted.id)?.title == "deleted")
        #expect(try await book.delete(id: deleted.id) == nil)
        #expect(try await book.fireDue(at: Self.minutes(60), missedBefore: Self.start).isEmpty)
    }

    @Test func aSnoozedReminderRingsAgainAtItsNewTime() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let book = harness.book
        let call = try await Self.add(book, "回电话", at: 30)
        #expect(try await book.fireDue(at: Self.minutes(30), missedBefore: Self.start).count == 1)
        #expect(try await book.lastFired()?.id == call.id)
        let snoozed = try #require(try await book.snooze(id: call.id, until: Self.minutes(40)))
        #expect(snoozed.fired == nil && snoozed.due == Self.minutes(40) && snoozed.alarm)
        #expect(try await book.lastFired() == nil)
        #expect(try await book.fireDue(at: Self.minutes(39), missedBefore: Self.start).isEmpty)
        #expect(try await book.fireDue(at: Self.minutes(40), missedBefore: Self.start).count == 1)
        #expect(try await book.deliveryCounts() == [call.id: 2])
    }

    /// Two processes (two connections to one file) claiming at once: every alarm rings exactly once.
    @Test func twoStoresOverOneFileRingEachAlarmOnce() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let other = try StandardSchema.openStore(in: harness.directory)
        var ids: [Int64] = []
        for index in 0..<40 {
            ids.append(try await Self.add(harness.book, "r\(index)", at: Double(index % 8)).id)
        }
        let books = [harness.book, ReminderBook(ScopedStore(other, access: .full))]
        let rung = try await withThrowingTaskGroup(of: [Int64].self) { group in
            for (index, book) in books.enumerated() {
                group.addTask {
                    var rung: [Int64] = []
                    for minute in 0...8 {
                        let at = Self.minutes(Double(minute) + Double(index) * 0.5)
                        rung += try await book.fireDue(at: at, missedBefore: Self.start).map(\.reminder.id)
                    }
                    return rung
                }
            }
            return try await group.reduce(into: [Int64]()) { $0 += $1 }
        }
        #expect(rung.sorted() == ids)
        #expect(try await harness.book.deliveryCounts() == Dictionary(uniqueKeysWithValues: ids.map { ($0, 1) }))
    }

    @Test(
        arguments: [
            // (alarm, minutes due, all day, fired, done, minutes now) → status
            (true, 30.0, false, false, false, 10.0, Reminder.Status.upcoming),
            (true, 30.0, false, false, false, 30.0, .due),  // came due, not rung yet (nothing ran)
            (true, 30.0, false, true, false, 31.0, .due),
            (true, 30.0, false, true, true, 31.0, .done),
            (false, 30.0, false, false, false, 29.0, .upcoming),
            (false, 30.0, false, false, false, 31.0, .due),  // a deadline passed
            (false, 0.0, true, false, false, 23 * 60.0, .upcoming),  // a day's deadline lasts the day
            (false, 0.0, true, false, false, 24 * 60.0, .due),
        ] as [(Bool, Double, Bool, Bool, Bool, Double, Reminder.Status)])
    func whereAReminderStands(
        alarm: Bool, due: Double, allDay: Bool, fired: Bool, done: Bool, now: Double, expected: Reminder.Status
    ) {
        // A day's deadline: the start of 2026-12-02 in Shanghai.
        let day = LocalDate(year: 2026, month: 12, day: 2).map { $0.start(in: Self.zone) } ?? Self.start
        let dueDate = allDay ? day : Self.minutes(due)
        let reminder = Reminder(
            id: 1, title: "x", due: dueDate, allDay: allDay, alarm: alarm, timeZone: Self.zone, language: .english,
            created: Self.start, fired: fired ? dueDate : nil, done: done ? dueDate : nil)
        let at = allDay ? day.addingTimeInterval(now * 60) : Self.minutes(now)
        #expect(reminder.status(at: at) == expected)
    }

    @Test func aReminderWithoutWordsOrTimeIsRefused() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        await #expect(throws: StandardSkillError.self) { _ = try await Self.add(harness.book, "  ", at: 10) }
        await #expect(throws: StandardSkillError.self) { _ = try await Self.add(harness.book, "x", at: nil) }
    }
}
