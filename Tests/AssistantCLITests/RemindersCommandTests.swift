import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AssistantCLI

/// `assistant reminders [--json]`: what is due, upcoming and done, in-process over one data
/// directory, "now" fixed by `$AGENTSKILL_NOW` in Shanghai.
@Suite(.timeLimit(.minutes(2))) struct RemindersCommandTests {
    static let shanghai = ["--time-zone", "Asia/Shanghai"]

    /// Runs `arguments` at `now` (local time in Shanghai) over the data directory `data`.
    static func run(_ arguments: [String], now: String, data: URL, locale: String? = nil) async -> FakeTerminal {
        var environment = ["AGENTSKILL_DATA_DIR": data.path, "AGENTSKILL_NOW": now]
        if let locale { environment["LANG"] = locale }
        let terminal = FakeTerminal(environment: environment)
        _ = await terminal.run(arguments + shanghai)
        return terminal
    }

    @Test func remindersAreListedDueUpcomingAndDone() async throws {
        try await TemporaryDirectory.with("reminders-command") { data in
            let empty = await Self.run(["reminders"], now: "2026-12-02T10:00:00", data: data)
            #expect(empty.stdout == "You have no reminders or to-dos.\n")
            for request in ["半小时后提醒我关火", "remind me at 5pm to call mom", "周五前把报告交了", "add a to-do: buy milk"] {
                let asked = await Self.run(["ask", request], now: "2026-12-02T10:00:00", data: data)
                #expect(asked.stderr.isEmpty, "\(request): \(asked.stderr)")
            }
            let done = await Self.run(["ask", "mark buy milk as done"], now: "2026-12-02T10:05:00", data: data)
            #expect(done.stdout == "Done: Buy milk ✓\n")
            // At 11:00 the alarm at 10:30 came due (nothing ran to ring it): it is due.
            let listed = await Self.run(["reminders"], now: "2026-12-02T11:00:00", data: data)
            #expect(
                listed.stdout == """
                    Due:
                    • 关火 · today at 10:30
                    Upcoming:
                    • Call mom · today at 17:00
                    • 交报告 · by Fri 4 Dec
                    Done:
                    • Buy milk

                    """)
            let json = await Self.run(["reminders", "--json"], now: "2026-12-02T11:00:00", data: data)
            let value = try JSONValue.parse(json.stdout)
            #expect(value["due"]?.arrayValue?.compactMap { $0["title"]?.stringValue } == ["关火"])
            #expect(value["upcoming"]?.arrayValue?.compactMap { $0["title"]?.stringValue } == ["Call mom", "交报告"])
            #expect(value["done"]?.arrayValue?.first?["status"] == "done")
            #expect(value["upcoming"]?.arrayValue?.last?["due"] == "2026-12-03T16:00:00Z")  // Friday's start, Shanghai
            #expect(value["upcoming"]?.arrayValue?.last?["allDay"] == true)
            // In Chinese for a Chinese locale.
            let chinese = await Self.run(["reminders", "--locale", "zh_CN"], now: "2026-12-02T11:00:00", data: data)
            #expect(chinese.stdout.hasPrefix("到期：\n• 关火 · 今天 10:30\n未到期："), "\(chinese.stdout)")
        }
    }

    @Test func remindersTakesNoWords() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["reminders", "now"]) == 2)
        #expect(terminal.stderr.contains("'now'"), "\(terminal.stderr)")
    }
}
