import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import Testing

@testable import StandardSkills

/// Alarms ring through the agent's follow-ups: on time while a front end runs the loop, and as one
/// "while you were away" message for those that came due while nothing ran.
@Suite struct ReminderFollowUpsTests {
    static func create(_ harness: ReminderHarness, _ title: String, at: String, request: String) async {
        _ = await harness.run("reminder.create", ["title": .string(title), "at": .string(at)], request: request)
    }

    @Test func alarmsThatCameDueWhileNothingRanComeAsOneMessage() async throws {
        let first = try ReminderHarness()
        defer { first.cleanUp() }
        await Self.create(first, "关火", at: "2026-12-02T10:30:00", request: "半小时后提醒我关火")
        await Self.create(first, "给张总回电话", at: "2026-12-02T12:00:00", request: "两小时后提醒我给张总回电话")
        await Self.create(first, "给妈妈打电话", at: "2026-12-02T21:00:00", request: "今晚九点提醒我给妈妈打电话")
        // The program ends; it starts again at 13:00 over the same file.
        let time = HandClock(ReminderHarness.start.addingTimeInterval(3 * 3600))
        let second = try ReminderHarness(directory: first.directory, time: time)
        let delivered = try await second.agent.deliverDueFollowUps()
        #expect(delivered.map(\.text) == ["⏰ 你不在时到期的提醒：\n• 今天 10:30 关火\n• 今天 12:00 给张总回电话"])
        #expect(delivered.first?.skillID == "reminder.create")
        #expect(try await second.agent.deliverDueFollowUps().isEmpty)
        // The one still ahead rings on its own, on time.
        time.advance(by: 8 * 3600)
        #expect(try await second.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：给妈妈打电话"])
        #expect(try await second.book.deliveryCounts().values.sorted() == [1, 1, 1])
    }

    @Test(
        arguments: [
            (
                "en_US", ["Call mom", "Water the plants"],
                "⏰ While you were away:\n• today 10:30 — Call mom\n• today 11:00 — Water the plants"
            ),
            // A person whose locale is Chinese is answered in Chinese, whatever they type.
            (
                "zh_CN", ["Call mom", "Water the plants"],
                "⏰ 你不在时到期的提醒：\n• 今天 10:30 Call mom\n• 今天 11:00 Water the plants"
            ),
            // Asked in both languages: the locale's.
            ("en_US", ["Call mom", "浇花"], "⏰ While you were away:\n• today 10:30 — Call mom\n• today 11:00 — 浇花"),
            ("zh_CN", ["Call mom", "浇花"], "⏰ 你不在时到期的提醒：\n• 今天 10:30 Call mom\n• 今天 11:00 浇花"),
        ])
    func theAwayMessageSpeaksTheRemindersLanguage(locale: String, titles: [String], expected: String) async throws {
        let first = try ReminderHarness(locale: locale)
        defer { first.cleanUp() }
        for (index, title) in titles.enumerated() {
            let request = title.unicodeScalars.allSatisfy(\.isASCII) ? "remind me" : "提醒我"
            await Self.create(first, title, at: "2026-12-02T1\(index):\(index == 0 ? "30" : "00"):00", request: request)
        }
        let later = HandClock(ReminderHarness.start.addingTimeInterval(2 * 3600))
        let second = try ReminderHarness(directory: first.directory, time: later, locale: locale)
        #expect(try await second.agent.deliverDueFollowUps().map(\.text) == [expected])
    }

    /// A page of `serve` opened long after an alarm came due (nobody listened): missed too.
    @Test func anAlarmClaimedLongAfterItCameDueIsMissed() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        await Self.create(harness, "关火", at: "2026-12-02T10:30:00", request: "提醒我关火")
        harness.time.advance(by: 30 * 60 + ReminderFollowUps.lateness)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：关火"])
        await Self.create(harness, "收衣服", at: "2026-12-02T11:00:00", request: "提醒我收衣服")
        harness.time.advance(by: 60 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 你不在时到期的提醒：\n• 今天 11:00 收衣服"])
    }

    /// The delivery loop sleeps until the next alarm; a new reminder wakes it to sleep until that one.
    @Test func theLoopRingsANewReminderOnTime() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let delivered = Mutex<[String]>([])
        let loop = Task {
            await harness.agent.runFollowUps(onDelivery: { message in delivered.withLock { $0.append(message.text) } })
        }
        defer { loop.cancel() }
        let start = ReminderHarness.start
        #expect(await eventually { harness.time.armed == [start.addingTimeInterval(60)] })  // a minute at most
        await Self.create(harness, "看烤箱", at: "2026-12-02T10:20:00", request: "二十分钟后提醒我看烤箱")
        // Woken by the new reminder, it sleeps at most a minute, then until the alarm.
        #expect(await eventually { harness.time.armed == [start.addingTimeInterval(60)] })
        for _ in 0..<19 {
            let next = harness.time.now.addingTimeInterval(60)
            harness.time.advance(by: 60)
            #expect(await eventually { harness.time.armed.first.map { $0 > next } ?? false })
        }
        #expect(delivered.withLock { $0 }.isEmpty)
        harness.time.advance(by: 60)
        #expect(await eventually { delivered.withLock { $0 } == ["⏰ 提醒：看烤箱"] })
        #expect(try await harness.agent.pendingFollowUps().isEmpty)
    }

    @Test func pendingListsTheWaitingAlarmsSoonestFirst() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        await Self.create(harness, "晚", at: "2026-12-02T12:00:00", request: "提醒我")
        await Self.create(harness, "早", at: "2026-12-02T11:00:00", request: "提醒我")
        _ = await harness.run("reminder.create", ["title": "待办", "deadline": "2026-12-04"], request: "待办")
        let pending = try await harness.agent.pendingFollowUps()
        #expect(pending.map(\.action) == [.message("⏰ 提醒：早"), .message("⏰ 提醒：晚")])
        #expect(pending.allSatisfy { $0.id < 0 })
    }
}
