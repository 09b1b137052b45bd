import AgentSkill
import Foundation
import SkillJSON
import Testing

@testable import StandardSkills

/// Reminders that repeat (`reminder.create` with `repeat`, an RRULE): each time rings once and the
/// reminder moves on to the next, in its own time zone's wall clock; done is done for one time,
/// snooze puts off one ring, delete ends the series. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct RepeatingReminderTests {
    static let start = ReminderHarness.start
    static let zone = ReminderHarness.shanghai

    /// `2026-12-DDTHH:MM` in Shanghai.
    static func shanghai(_ day: Int, _ hour: Int, _ minute: Int = 0, month: Int = 12) -> Date {
        LocalDateTime(
            date: LocalDate(year: 2026, month: month, day: day) ?? LocalDate(daysSince1970: 0), hour: hour,
            minute: minute, second: 0
        ).instant(in: zone)
    }

    @Test(
        arguments: [
            (
                ["title": "吃药", "at": "2026-12-03T08:00", "repeat": "FREQ=DAILY"] as JSONValue, "每天早上8点提醒我吃药",
                "好的，每天 08:00 提醒你：吃药（第一次：明天 08:00）"
            ),
            // A time already past today: the series starts at the next one.
            (
                ["title": "吃药", "at": "2026-12-02T08:00", "repeat": "FREQ=DAILY"], "每天早上8点提醒我吃药",
                "好的，每天 08:00 提醒你：吃药（第一次：明天 08:00）"
            ),
            (
                ["title": "Stand-up", "at": "2026-12-03T09:30", "repeat": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
                "remind me every weekday at 9:30 about the stand-up",
                "OK, I'll remind you every weekday at 09:30: Stand-up (first: tomorrow at 09:30)"
            ),
            (
                ["title": "打羽毛球", "at": "2026-12-02T19:00", "repeat": "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=10"],
                "每隔一周的周三晚上7点提醒我打羽毛球，共10次", "好的，每隔一周的周三 19:00，共10次 提醒你：打羽毛球（第一次：今天 19:00）"
            ),
            // The first time is the rule's first at or after 'at': the last Friday of December.
            (
                ["title": "Pay the rent", "at": "2026-12-02T09:00", "repeat": "FREQ=MONTHLY;BYDAY=-1FR"],
                "remind me on the last Friday of every month to pay the rent",
                "OK, I'll remind you on the last Friday of every month at 09:00: Pay the rent (first: Fri 25 Dec at 09:00)"
            ),
            (
                ["title": "交水费", "at": "2026-12-05T09:00", "repeat": "FREQ=MONTHLY;UNTIL=20270331"],
                "每月5号提醒我交水费，到明年3月", "好的，每月5日 09:00，到2027年3月31日 提醒你：交水费（第一次：12月5日 周六 09:00）"
            ),
            (
                ["title": "Mum's birthday", "at": "2027-03-03", "repeat": "FREQ=YEARLY"],
                "remind me every year on March 3 about mum's birthday",
                "OK, I'll remind you every year on March 3 at 09:00: Mum's birthday (first: Wed 3 Mar 2027 at 09:00)"
            ),
            (
                ["title": "交周报", "deadline": "2026-12-04", "repeat": "FREQ=WEEKLY"], "每周五前交周报",
                "已加入待办（每周五）：交周报（第一次：12月4日 周五前）"
            ),
            (
                ["title": "Stretch", "duration": "PT1H", "repeat": "RRULE:freq=daily;byhour=11,15"],
                "remind me to stretch at 11 and 3 every day",
                "OK, I'll remind you every day at 11:00 and 15:00: Stretch (first: today at 11:00)"
            ),
        ] as [(JSONValue, String, String)])
    func aRepeatingReminderSaysHowItRepeats(_ arguments: JSONValue, request: String, answer: String) async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        #expect(await harness.run("reminder.create", arguments, request: request) == answer)
        let stored = try #require(try await harness.book.open().first)
        let said = try RecurrenceRule(parsing: arguments["repeat"]?.stringValue ?? "")
        // An UNTIL is stored in the form beside the first time (next test).
        if case .until = said.end { return }
        #expect(stored.rule == said.text)
    }

    /// `UNTIL=YYYYMMDD` ("through that day") beside a timed first time is kept as that day's last
    /// second in UTC, the form RFC 5545 requires beside a zoned `DTSTART` (a calendar's series
    /// does the same), so the exported to-do ends there in every peer; beside a day's deadline it
    /// stays a date.
    @Test(
        arguments: [
            (
                ["title": "交水费", "at": "2026-12-05T09:00", "repeat": "FREQ=MONTHLY;UNTIL=20270331"] as JSONValue,
                "FREQ=MONTHLY;UNTIL=20270331T155959Z"
            ),
            (
                ["title": "关灯", "at": "2026-12-02T22:00", "repeat": "FREQ=DAILY;UNTIL=20261204T220000"],
                "FREQ=DAILY;UNTIL=20261204T140000Z"
            ),
            (
                ["title": "交周报", "deadline": "2026-12-04", "repeat": "FREQ=WEEKLY;UNTIL=20261231T120000Z"],
                "FREQ=WEEKLY;UNTIL=20261231"
            ),
        ] as [(JSONValue, String)])
    func anUntilIsKeptInTheFormBesideTheFirstTime(_ arguments: JSONValue, stored: String) async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("reminder.create", arguments, request: "提醒我")
        #expect(try await harness.book.open().first?.rule == stored)
    }

    @Test(
        arguments: [
            (["title": "x", "at": "2026-12-03T08:00", "repeat": "FREQ=HOURLY"] as JSONValue, "不支持 FREQ=HOURLY"),
            (["title": "x", "at": "2026-12-03T08:00", "repeat": "every day"], "重复规则无效"),
            (["title": "x", "at": "2026-12-03T08:00", "repeat": "FREQ=DAILY;UNTIL=20261130"], "从那时起没有可提醒的时间了"),
            (["title": "x", "repeat": "FREQ=DAILY"], "提醒需要一个时间"),
        ] as [(JSONValue, String)])
    func aRuleThatCannotRepeatIsRefusedInBothLanguages(_ arguments: JSONValue, message: String) async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        #expect(await harness.run("reminder.create", arguments, request: "提醒我").contains(message))
        let english = await harness.run("reminder.create", arguments, request: "remind me")
        #expect(!english.contains(message) && !english.isEmpty, "\(english)")
        #expect(try await harness.book.open().isEmpty)
    }

    /// Each time rings once, and the reminder then waits for the next; `UNTIL=20261204` takes in
    /// the 4th's 22:00 (14:00 UTC), as "through that day" means.
    @Test func eachTimeRingsOnceThroughTheUntilDay() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "reminder.create", ["title": "关灯", "at": "2026-12-02T22:00", "repeat": "FREQ=DAILY;UNTIL=20261204"],
            request: "每晚十点提醒我关灯，到周五")
        let book = harness.book
        var rang: [Date] = []
        for hour in stride(from: 0.0, through: 4 * 24, by: 0.5) {
            let now = Self.start.addingTimeInterval(hour * 3600)
            rang += try await book.fireDue(at: now, missedBefore: Self.start).map(\.due)
        }
        #expect(rang == [Self.shanghai(2, 22), Self.shanghai(3, 22), Self.shanghai(4, 22)])
        let last = try #require(try await book.open().first)
        // Rung at its last time: it waits for nobody, and needs the person until done.
        #expect(!last.isWaiting && last.status(at: Self.shanghai(6, 0)) == .due)
        #expect(try await book.deliveryCounts().values.sorted() == [3])
    }

    /// The times that came due while nothing ran ring once, as one line that says how many.
    @Test func timesMissedWhileNothingRanRingOnceAsOneLine() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "reminder.create", ["title": "吃药", "at": "2026-12-03T08:00", "repeat": "FREQ=DAILY"], request: "每天8点提醒我吃药")
        _ = await harness.run("reminder.create", ["title": "关火", "at": "2026-12-02T10:30"], request: "提醒我关火")
        // Opened again on the 6th at 09:00: the 3rd, 4th, 5th and 6th came due meanwhile.
        let later = Self.shanghai(6, 9)
        let rung = try await harness.book.fireDue(at: later, missedBefore: later)
        let pills = try #require(rung.first { $0.reminder.title == "吃药" })
        #expect(
            pills.missed && pills.times == 4 && pills.due == Self.shanghai(3, 8) && pills.latest == Self.shanghai(6, 8))
        #expect(pills.reminder.due == Self.shanghai(7, 8))
        let message = ReminderFollowUps.messages(for: rung, conversationID: "main", language: .chinese, now: later)
        #expect(
            message.map(\.action) == [.message("⏰ 你不在时到期的提醒：\n• 12月2日 周三 10:30 关火\n• 今天 08:00 吃药（到期4次）")],
            "\(message)")
        let english = ReminderWording.missed(rung, language: .english, now: later)
        #expect(english == "⏰ While you were away:\n• Wed 2 Dec 10:30 — 关火\n• today 08:00 — 吃药 (4 times)")
        #expect(try await harness.book.fireDue(at: later, missedBefore: later).isEmpty)
    }

    /// 09:00 in New York stays 09:00 when the clocks change (14:00 UTC in winter, 13:00 in summer).
    @Test func theWallClockHoldsAcrossDaylightSaving() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let book = harness.book
        let first = LocalDateTime(
            date: try #require(LocalDate(year: 2027, month: 3, day: 12)), hour: 9, minute: 0, second: 0)
        let reminder = try await book.add(
            title: "Stand-up", due: first.instant(in: newYork), alarm: true, timeZone: newYork, language: .english,
            rule: try RecurrenceRule(parsing: "FREQ=DAILY"), created: Self.start)
        var rang: [Date] = []
        var now = first.instant(in: newYork)
        for _ in 0..<4 {
            let rung = try await book.fireDue(at: now, missedBefore: Self.start)
            rang += rung.map(\.due)
            now = try #require(try await book.reminder(id: reminder.id)?.due)
        }
        let utcHours = rang.map { LocalDateTime($0, in: .gmt).hour }
        #expect(utcHours == [14, 14, 13, 13], "\(rang)")
        #expect(rang.map { LocalDateTime($0, in: newYork).hour } == [9, 9, 9, 9])
    }

    /// Done is done for one time, as in Apple's Reminders: the time that rang, or the one waited
    /// for (then skipped); at the last time, the reminder is done.
    @Test func doneTicksOffOneTime() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "reminder.create", ["title": "吃药", "at": "2026-12-02T10:30", "repeat": "FREQ=DAILY;COUNT=3"],
            request: "每天10点半提醒我吃药，共3次")
        let book = harness.book
        harness.time.advance(by: 30 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：吃药"])
        // The time that rang is done; the next waits.
        #expect(await harness.run("reminder.done", ["said": "吃了"], request: "吃了") == "已完成：吃药 ✓ 下次：明天 10:30")
        let afterRing = try #require(try await book.open().first)
        #expect(afterRing.due == Self.shanghai(3, 10, 30) && afterRing.fired == nil && afterRing.isWaiting)
        // Done before the next rings: that one is skipped, and the last waits.
        #expect(
            await harness.run("reminder.done", ["title": "吃药"], request: "吃药做完了") == "已完成：吃药 ✓ 下次：12月4日 周五 10:30")
        // Done at the last: the reminder is done.
        #expect(await harness.run("reminder.done", ["title": "吃药"], request: "吃药做完了") == "已完成：吃药 ✓")
        #expect(try await book.open().isEmpty)
        #expect(try await book.done().map(\.title) == ["吃药"])
    }

    /// Snoozing a time puts off that ring only: the next time rings as the rule says.
    @Test func snoozePutsOffOneRing() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "reminder.create", ["title": "Stretch", "at": "2026-12-02T10:30", "repeat": "FREQ=DAILY"],
            request: "remind me every day at 10:30 to stretch")
        harness.time.advance(by: 30 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ Reminder: Stretch"])
        #expect(
            await harness.run("reminder.snooze", [:], request: "snooze")
                == "OK, I'll remind you again in 10 minutes (today at 10:40): Stretch")
        harness.time.advance(by: 10 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ Reminder: Stretch"])
        let next = try #require(try await harness.book.open().first)
        #expect(next.due == Self.shanghai(3, 10, 30) && next.isWaiting)
        harness.time.advance(by: 24 * 3600 - 10 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ Reminder: Stretch"])
        #expect(try await harness.book.deliveryCounts().values.sorted() == [3])
    }

    /// Deleting a repeating reminder ends the series: nothing rings again.
    @Test func deleteEndsTheSeries() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "reminder.create", ["title": "喝水", "at": "2026-12-02T10:30", "repeat": "FREQ=DAILY"], request: "每天提醒我喝水")
        harness.time.advance(by: 30 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().count == 1)
        #expect(
            await harness.run("reminder.delete", ["title": "喝水"], request: "删除喝水的提醒")
                == "已删除提醒：喝水 · 明天 10:30 · 每天 10:30")
        harness.time.advance(by: 3 * 86_400)
        #expect(try await harness.agent.deliverDueFollowUps().isEmpty)
        #expect(try await harness.agent.pendingFollowUps().isEmpty)
    }

    /// The list and the data say how a reminder repeats, and its next time.
    @Test func theListSaysHowEachRepeats() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run(
            "reminder.create", ["title": "吃药", "at": "2026-12-03T08:00", "repeat": "FREQ=DAILY"], request: "每天8点提醒我吃药")
        _ = await harness.run(
            "reminder.create", ["title": "开周会", "at": "2026-12-07T09:00", "repeat": "FREQ=WEEKLY;BYDAY=MO"],
            request: "每周一9点提醒我开周会")
        let list = await harness.agent.invoke(Invocation("reminder.list", arguments: [:]), request: "我有哪些提醒")
        #expect(list.text == "你的提醒：\n未到期：\n• 吃药 · 明天 08:00 · 每天 08:00\n• 开周会 · 12月7日 周一 09:00 · 每周一 09:00")
        #expect(list.data?["reminders"]?[0]?["repeat"] == "FREQ=DAILY")
        let english = await harness.run("reminder.list", [:], request: "show my reminders")
        #expect(
            english
                == "Your reminders:\nUpcoming:\n• 吃药 · tomorrow at 08:00 · every day at 08:00\n• 开周会 · Mon 7 Dec at 09:00 · every Monday at 09:00"
        )
    }

    /// The series is kept as DTSTART and RRULE lines, and read back; a bare RRULE counts from the due time.
    @Test func theStoredFormReadsBack() throws {
        let start = LocalDateTime(
            date: try #require(LocalDate(year: 2026, month: 12, day: 3)), hour: 8, minute: 0, second: 0)
        let series = ReminderSeries(
            rule: try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3"), start: start, timeZone: Self.zone)
        #expect(series.stored == "DTSTART:20261203T080000\nRRULE:FREQ=DAILY;COUNT=3")
        let parts = ReminderSeries.parts(ofStored: series.stored)
        #expect(parts.rule == "FREQ=DAILY;COUNT=3" && parts.start == start)
        #expect(ReminderSeries.parts(ofStored: "FREQ=WEEKLY").start == nil)
        #expect(ReminderSeries.wallTime("20261203T25000") == nil)
        #expect(ReminderSeries.wallTime("20261303T080000") == nil)
    }
}
