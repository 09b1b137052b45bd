import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import Testing

@testable import StandardSkills

/// The reminder skills, called as the router or a model would call them, in both languages.
/// "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite struct ReminderSkillTests {
    static func minutes(_ count: Double) -> Date { ReminderHarness.start.addingTimeInterval(count * 60) }

    @Test(
        arguments: [
            (
                ["title": "给张总回电话", "at": "2026-12-02T12:00:00", "duration": "PT2H"] as JSONValue, "两小时后提醒我给张总回电话",
                "好的，今天 12:00 提醒你：给张总回电话"
            ),
            (
                ["title": "Call mom", "at": "2026-12-02T17:00:00"], "remind me at 5pm to call mom",
                "OK, I'll remind you today at 17:00: Call mom"
            ),
            (
                ["title": "Check the oven", "duration": "PT20M"], "remind me in 20 minutes to check the oven",
                "OK, I'll remind you today at 10:20: Check the oven"
            ),
            (["title": "交报告", "deadline": "2026-12-04"], "周五前把报告交了", "已加入待办：交报告（12月4日 周五前）"),
            (
                ["title": "Send the report", "deadline": "2026-12-04"], "by Friday: send the report",
                "Added to your to-dos: Send the report (by Fri 4 Dec)"
            ),
            (["title": "把周报发了", "deadline": "2026-12-02T17:00:00"], "今天下午五点前把周报发了", "已加入待办：把周报发了（今天 17:00前）"),
            (["title": "Buy milk"], "add a to-do: buy milk", "Added to your to-dos: Buy milk"),
            // A day alone rings at 09:00; today, once 09:00 has passed, it is a to-do for today.
            (["title": "交电话费", "at": "2026-12-03"], "明天提醒我交电话费", "好的，明天 09:00 提醒你：交电话费"),
            (
                ["title": "Pay rent", "at": "2026-12-02"], "remind me today to pay rent",
                "Added to your to-dos: Pay rent (by today)"
            ),
            (
                ["title": "Renew the passport", "at": "2026-12-10T09:00:00"],
                "remind me on the 10th at 9am to renew the passport",
                "OK, I'll remind you Thu 10 Dec at 09:00: Renew the passport"
            ),
        ] as [(JSONValue, String, String)])
    func aNewReminderSaysWhenItRings(_ arguments: JSONValue, request: String, answer: String) async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        #expect(await harness.run("reminder.create", arguments, request: request) == answer)
        #expect(try await harness.book.open().count == 1)
    }

    @Test(
        arguments: [
            (["title": "x", "at": "2026-12-02T09:00:00"] as JSONValue, "时间“2026-12-02T09:00:00”已经过去了——请说一个以后的时间"),
            (["title": "x", "at": "2026-12-01"], "时间“2026-12-01”已经过去了——请说一个以后的时间"),
            (["title": "x", "duration": "PT99999999999H"], "时长“PT99999999999H”无效——请写成 PT10M、PT1H30M、P1D 这样（一分钟到一年之间）"),
            (["title": "x", "at": "soon"], "提醒时间"),
        ] as [(JSONValue, String)])
    func aTimeThatCannotRingIsRefused(_ arguments: JSONValue, message: String) async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        let answer = await harness.run("reminder.create", arguments, request: "提醒我")
        #expect(answer.contains(message), "\(answer)")
        #expect(try await harness.book.open().isEmpty)
    }

    @Test func theListGroupsWhatIsDueAndWhatIsAhead() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("reminder.create", ["title": "关火", "at": "2026-12-02T10:30:00"], request: "半小时后提醒我关火")
        _ = await harness.run("reminder.create", ["title": "交报告", "deadline": "2026-12-04"], request: "周五前交报告")
        _ = await harness.run("reminder.create", ["title": "买牛奶"], request: "待办：买牛奶")
        harness.time.advance(by: 40 * 60)
        _ = try await harness.agent.deliverDueFollowUps()
        let list = await harness.run("reminder.list", [:], request: "我有哪些提醒")
        #expect(list == "你的提醒：\n到期：\n• 关火 · 今天 10:30\n未到期：\n• 交报告 · 12月4日 周五前\n• 买牛奶")
        _ = await harness.run("reminder.done", ["title": "牛奶"], request: "牛奶买了")
        let english = await harness.run("reminder.list", ["show": "all"], request: "show all reminders")
        #expect(
            english
                == "Your reminders:\nDue:\n• 关火 · today at 10:30\nUpcoming:\n• 交报告 · by Fri 4 Dec\nDone:\n• 买牛奶")
        let empty = try ReminderHarness()
        defer { empty.cleanUp() }
        #expect(
            await empty.run("reminder.list", [:], request: "show my reminders") == "You have no reminders or to-dos.")
    }

    @Test func doneWithoutWordsTicksOffTheOneThatRangLast() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("reminder.create", ["title": "关火", "at": "2026-12-02T10:30:00"], request: "提醒我关火")
        _ = await harness.run("reminder.create", ["title": "给张总回电话", "at": "2026-12-02T10:40:00"], request: "提醒我回电话")
        #expect(await harness.run("reminder.done", ["said": "完成了"], request: "完成了") == "还没有提醒响过，不知道是哪一条。请说一下提醒的内容。")
        harness.time.advance(by: 30 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：关火"])
        harness.time.advance(by: 10 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：给张总回电话"])
        #expect(
            await harness.run("reminder.done", ["title": "完成", "said": "完成了"], request: "完成了") == "已完成：给张总回电话 ✓")
        #expect(await harness.run("reminder.done", ["title": "Done", "said": "done"], request: "done") == "Done: 关火 ✓")
        #expect(try await harness.book.open().isEmpty)
    }

    @Test(
        arguments: [
            (["title": "给张总回电话标记为完成", "said": "把给张总回电话标记为完成"] as JSONValue, "已完成：给张总回电话 ✓"),
            (["title": "报告交", "said": "报告交了"], "已完成：交报告 ✓"),
            (["title": "Mark call mom as done", "said": "mark call mom as done"], "Done: Call mom ✓"),
            (["title": "Buy milk"], "Done: Buy milk ✓"),
            (["title": "遛狗"], "没有找到“遛狗”这条提醒。"),
            (["title": "walk the dog"], "I found no reminder for “walk the dog”."),
        ] as [(JSONValue, String)])
    func doneFindsTheReminderByItsWords(_ arguments: JSONValue, answer: String) async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        for (title, request) in [("给张总回电话", "提醒我"), ("交报告", "提醒我"), ("Call mom", "remind me"), ("Buy milk", "to-do")] {
            _ = await harness.run(
                "reminder.create", ["title": .string(title), "deadline": "2026-12-04"], request: request)
        }
        let request = arguments["said"]?.stringValue ?? arguments["title"]?.stringValue ?? ""
        #expect(await harness.run("reminder.done", arguments, request: request) == answer)
    }

    @Test func snoozeMakesTheLastOneRingAgain() async throws {
        let harness = try ReminderHarness()
        defer { harness.cleanUp() }
        _ = await harness.run("reminder.create", ["title": "给张总回电话", "at": "2026-12-02T12:00:00"], request: "两小时后提醒我")
        #expect(
            await harness.run("reminder.snooze", ["duration": "PT10M"], request: "10分钟后再提醒我")
                == "还没有提醒响过，不知道是哪一条。请说一下提醒的内容。")
        harness.time.advance(by: 120 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：给张总回电话"])
        #expect(
            await harness.run(
                "reminder.snooze", ["duration": "PT10M", "at": "2026-12-02T12:10:00", "title": "再"],
                request: "10分钟后再提醒我")
                == "好的，10分钟后（今天 12:10）再提醒你：给张总回电话")
        harness.time.advance(by: 9 * 60)
        #expect(try await harness.agent.deliverDueFollowUps().isEmpty)
        harness.time.advance(by: 60)
        #expect(try await harness.agent.deliverDueFollowUps().map(\.text) == ["⏰ 提醒：给张总回电话"])
        // No length: 10 minutes; a moment instead of a length; English.
        #expect(
            await harness.run("reminder.snooze", [:], request: "snooze")
                == "OK, I'll remind you again in 10 minutes (today at 12:20): 给张总回电话")
        #expect(
            await harness.run(
                "reminder.snooze", ["title": "张总", "at": "2026-12-03T08:00:00"], request: "明天早上8点再提醒我张总的事")
                == "好的，明天 08:00 再提醒你：给张总回电话")
        #expect(try await harness.book.deliveryCounts().values.sorted() == [2])
    }

    /// Deleting names the reminder before it asks, in plain words, and never asks about nothing.
    @Test func deleteAsksAboutTheReminderByName() async throws {
        let asked = Mutex<[String]>([])
        let harness = try ReminderHarness(
            approver: .handler { request in
                asked.withLock { $0.append(request.summary) }
                return true
            })
        defer { harness.cleanUp() }
        _ = await harness.run("reminder.create", ["title": "给张总回电话", "at": "2026-12-02T12:00:00"], request: "提醒我")
        _ = await harness.run(
            "reminder.create", ["title": "Call mom", "at": "2026-12-02T17:00:00"], request: "remind me")
        _ = await harness.run("reminder.create", ["title": "Send the report", "deadline": "2026-12-04"], request: "by")
        #expect(
            await harness.run("reminder.delete", ["title": "给张总回电话", "said": "删除给张总回电话的提醒"], request: "删除给张总回电话的提醒")
                == "已删除提醒：给张总回电话 · 今天 12:00")
        #expect(
            await harness.run(
                "reminder.delete", ["title": "Reminder", "said": "delete the reminder to call mom"],
                request: "delete the reminder to call mom")
                == "Deleted the reminder: Call mom · today at 17:00")
        #expect(
            await harness.run("reminder.delete", ["title": "report"], request: "delete the report to-do")
                == "Deleted the reminder: Send the report · by Fri 4 Dec")
        #expect(
            asked.withLock { $0 } == [
                "删除提醒“给张总回电话”（今天 12:00）", "Delete reminder “Call mom” (today at 17:00)",
                "Delete reminder “Send the report” (by Fri 4 Dec)",
            ])
        // Nothing matches: answered at once, nothing asked.
        #expect(await harness.run("reminder.delete", ["title": "遛狗"], request: "删掉遛狗的提醒") == "没有找到“遛狗”这条提醒。")
        #expect(asked.withLock { $0 }.count == 3)
        #expect(try await harness.book.open().isEmpty)
    }

    @Test func aDeclinedDeleteKeepsTheReminder() async throws {
        let harness = try ReminderHarness(approver: .always(false))
        defer { harness.cleanUp() }
        _ = await harness.run("reminder.create", ["title": "关火", "at": "2026-12-02T10:30:00"], request: "提醒我关火")
        _ = await harness.run("reminder.delete", ["title": "关火"], request: "删掉关火的提醒")
        #expect(try await harness.book.open().map(\.title) == ["关火"])
    }

    @Test(
        arguments: [
            ("done", nil), ("完成了", nil), ("Again", nil), ("再", nil), ("10 minutes", nil), ("等会儿", nil),
            ("把给张总回电话标记为完成", "给张总回电话"), ("mark call mom as done", "call mom"), ("报告交", "报告交"),
            ("不用再提醒我了", nil), ("delete the reminder to call mom", "call mom"), ("把取快递的提醒推迟到晚上八点", "取快递 到晚上八点"),
        ] as [(String, String?)])
    func theWordsThatNameAReminder(_ text: String, _ expected: String?) {
        #expect(ReminderLookup.nameWords(text) == expected, "\(text)")
    }

    @Test(
        arguments: [
            ("PT10M", 600), ("PT1H30M", 5_400), ("P1D", 86_400), ("pt45s", 45), ("P1DT2H", 93_600), ("P2W", 1_209_600),
            ("PT", nil), ("P", nil), ("10M", nil), ("PT-5M", nil), ("PT1.5H", nil), ("PT99999999999H", nil),
            ("PTM", nil),
        ] as [(String, Int?)])
    func lengthsInISO8601(_ text: String, _ seconds: Int?) {
        #expect(ReminderTime.isoSeconds(text) == seconds, "\(text)")
    }

    @Test(arguments: [
        (600, "10分钟", "10 minutes"), (5_400, "1小时30分钟", "1 hour 30 minutes"), (86_400, "1天", "1 day"),
        (45, "45秒", "45 seconds"),
    ])
    func lengthsInWords(_ seconds: Int, chinese: String, english: String) {
        #expect(ReminderTime.length(seconds, language: .chinese) == chinese)
        #expect(ReminderTime.length(seconds, language: .english) == english)
    }
}
