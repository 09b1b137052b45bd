import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

/// The page of the real `assistant serve` hears reminders ring as events on its stream: those that
/// came due while the server was down when it listens first, a new one as soon as it is due.
/// The clock stands at `$AGENTSKILL_NOW`, Shanghai time.
@Suite(.timeLimit(.minutes(3))) struct ReminderServeTests {
    @Test func remindersRingOnThePagesEventStream() async throws {
        try await TemporaryDirectory.with("reminder-serve") { folder in
            let data = folder.appending(path: "data")
            let zone = ["--time-zone", "Asia/Shanghai"]
            // The real program in its own process: the skill's 10-second deadline is not held up by
            // this test process's cooperative threads, which a busy parallel run can keep saturated.
            let (asked, answer, errors) = try await AssistantBinaryTests.launch(
                ["ask", "remind me at 10:30 to call mom"] + zone, dataDirectory: data,
                environment: ["AGENTSKILL_NOW": "2026-12-02T10:00:00"])
            #expect(asked == 0, "\(errors)")
            #expect(answer == "OK, I'll remind you today at 10:30: Call mom\n", "\(errors)")

            let served = try await ServedAssistant.start(
                arguments: zone, environment: ["AGENTSKILL_NOW": "2026-12-02T11:00:00"], dataDirectory: data)
            let client = RawHTTPClient(port: served.port)
            let session = await client.send(
                "POST", "/api/session", headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
            let cookie = try #require(session?.header("set-cookie")?.split(separator: ";").first.map(String.init))
            let progress = RawHTTPClient.Progress()
            let done = Mutex(false)
            let stream = Task {
                await client.send(
                    "GET", "/api/events", headers: ["Cookie": cookie], timeout: 120,
                    until: { _ in done.withLock { $0 } }, progress: progress)
            }
            #expect(await Self.eventually { progress.text.contains("While you were away") })
            let away = try #require(Self.messages(in: progress.text).first)
            #expect(away["text"] == "⏰ While you were away:\n• today 10:30 — Call mom")
            #expect(away["skill"] == "reminder.create")

            // A reminder due now rings at once: the new reminder wakes the delivery loop.
            let created = await client.send(
                "POST", "/api/invocations", headers: ["Content-Type": "application/json", "Cookie": cookie],
                body: Data(#"{"skill":"reminder.create","arguments":{"title":"关火","at":"2026-12-02T11:00:00"}}"#.utf8))
            #expect(created?.status == 200, "\(created?.body ?? "")")
            #expect(await Self.eventually { Self.messages(in: progress.text).contains { $0["text"] == "⏰ 提醒：关火" } })
            done.withLock { $0 = true }
            _ = await stream.value
            let (status, output) = await served.stop()
            #expect(status == 0, "\(output)")
        }
    }

    /// The `message` events' messages in a stream's text.
    static func messages(in text: String) -> [JSONValue] {
        text.components(separatedBy: "\n\n").compactMap { event in
            guard event.contains("event: message\n"),
                let line = event.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
                let value = try? JSONValue.parse(String(line.dropFirst("data: ".count)))
            else { return nil }
            return value["message"]
        }
    }

    /// Polls `condition` every 20 ms for up to a minute (a loaded machine may take seconds).
    static func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }
}
