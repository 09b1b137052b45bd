import Foundation
import SkillJSON
import SkillStore
import TestSupport
import Testing

/// The terminal chat speaking first on the real clock, in a real terminal (tmux): a reminder set
/// in the chat for two seconds later rings within a second of its time (the program's own record)
/// and shows above the prompt; one that rings while a line is half typed leaves that line as it
/// was. The requests go through the model router to a scripted model on 127.0.0.1, which asks
/// for `reminder.create` with a length (`PT2S`), so the due time counts from when the chat took
/// the request, whatever the machine's load before.
@Suite(.requires(Peers.tmux), .serialized, .timeLimit(.minutes(3))) struct ReminderTmuxTests {
    /// When each delivery of the chat's database was due and when it rang (ms since 1970), by title.
    static func deliveries(in database: URL) async throws -> [String: (due: Int64, fired: Int64)] {
        let store = try SkillStore(path: database.path)
        return try await store.read { db in
            var rows: [String: (due: Int64, fired: Int64)] = [:]
            for row in try db.query(
                "SELECT r.title, d.due_ms, d.fired_ms FROM reminder_deliveries d"
                    + " JOIN reminder_items r ON r.id = d.reminder_id")
            {
                rows[try row.decode("title")] = (try row.decode("due_ms"), try row.decode("fired_ms"))
            }
            return rows
        }
    }

    @Test func aReminderDueInTwoSecondsRingsOnTimeAboveTheLineBeingTyped() async throws {
        let model = try ScriptedModelServer([
            .toolCall("reminder__create", arguments: #"{"title":"Stretch","duration":"PT2S"}"#),
            .content("Set: stretch."),
            .toolCall("reminder__create", arguments: #"{"title":"Drink water","duration":"PT8S"}"#),
            .content("Set: water."),
            .toolCall("echo", arguments: #"{"text":"half-typed"}"#),
            .content("half-typed"),
        ])
        let environment = [
            "AGENTSKILL_LLM_BASE_URL": model.baseURL.absoluteString, "AGENTSKILL_LLM_MODEL": "test-model",
            "AGENTSKILL_LLM_API_KEY": "sk-tmux-test-0123456789",
        ]
        try await TmuxChat.with(arguments: ["--router", "llm"], environment: environment, now: nil) { chat in
            try await chat.type("remind me in two seconds to stretch")
            try await chat.send("Enter")
            try await chat.waitForLine("Set: stretch.")
            try await chat.waitForLine("⏰ Reminder: Stretch")
            let seen = Date()
            let stretch = try #require(try await Self.deliveries(in: chat.database)["Stretch"])
            let lateness = stretch.fired - stretch.due
            #expect((0...1_000).contains(lateness), "rang \(lateness) ms after its time")
            let shown = Int64(seen.timeIntervalSince1970 * 1000) - stretch.due
            #expect(shown <= 30_000, "shown \(shown) ms after its time")
            print("measured: the chat's reminder rang \(lateness) ms after its time, on screen within \(shown) ms")

            // A line half typed when the next one rings stays as it was, below the reminder.
            try await chat.waitForPrompt()
            try await chat.type("remind me in eight seconds to drink water")
            try await chat.send("Enter")
            try await chat.waitForLine("Set: water.")
            try await chat.waitForPrompt()
            try await chat.type("echo half-typ")
            try await chat.waitForLine("› echo half-typ")
            let typedBefore = try await Self.deliveries(in: chat.database)["Drink water"] == nil
            try await chat.waitForLine("⏰ Reminder: Drink water")
            let lines = try await chat.lines()
            let ring = try #require(lines.lastIndex(of: "⏰ Reminder: Drink water"))
            let prompt = try #require(lines.lastIndex { !$0.isEmpty })
            #expect(typedBefore, "the reminder rang before the line was typed: the machine was too slow to tell")
            #expect(lines[prompt] == "› echo half-typ", "\(lines.suffix(6))")
            #expect(ring < prompt)
            // The line goes on from where it was.
            try await chat.type("ed")
            try await chat.send("Enter")
            try await chat.waitForLine("half-typed")
            let sent = model.bodies.last?["messages"]?.arrayValue?.last { $0["role"] == "user" }?["content"]
            #expect(sent == "echo half-typed", "the model was sent \(sent.map { "\($0)" } ?? "nothing")")
            let water = try #require(try await Self.deliveries(in: chat.database)["Drink water"])
            #expect((0...1_000).contains(water.fired - water.due), "rang \(water.fired - water.due) ms after its time")
        }
    }
}
