import AgentSkill
import SkillJSON
import StandardSkills
import Synchronization
import Testing

@testable import SkillMCP

/// The server speaking first: a notifier's messages go out as `notifications/message` only while
/// the client listens at their level (`logging/setLevel`), and each tool call tells the notifier.
@Suite struct MCPNotifierTests {
    @Test func theNotifierSpeaksOnlyWhileTheClientListensAtItsLevel() async throws {
        let notifier = ScriptedNotifier()
        let peer = try TestPeer.serving([EchoSkill()], notifier: notifier)
        let initialized = try #require(try await peer.initialize())
        #expect(initialized["result"]?["capabilities"]?["logging"] == [:])
        // Not asked for: the notifier does not run.
        #expect(try await peer.call(1, "ping")?["result"] == [:])
        #expect(notifier.runs == 0)

        #expect(try await peer.call(2, "logging/setLevel", ["level": "info"])?["result"] == [:])
        #expect(await notifier.waitUntilListening())
        notifier.say("⏰ Reminder: Call mom")
        let message = try #require(try await peer.next())
        #expect(message["method"] == "notifications/message")
        #expect(
            message["params"]
                == ["level": "notice", "logger": "reminders", "data": ["text": "⏰ Reminder: Call mom"]])

        // A higher level stops it; the next message is the ping's answer.
        #expect(try await peer.call(3, "logging/setLevel", ["level": "error"])?["result"] == [:])
        #expect(!notifier.isListening)
        notifier.say("not sent")
        #expect(try await peer.call(4, "ping")?["id"] == 4)
        // Lower again: it runs again.
        #expect(try await peer.call(5, "logging/setLevel", ["level": "notice"])?["result"] == [:])
        #expect(await notifier.waitUntilListening())
        #expect(notifier.runs == 2)
    }

    @Test(arguments: ["loud", "", "INFO"])
    func anUnknownLevelIsInvalidParams(_ level: String) async throws {
        let peer = try TestPeer.serving([EchoSkill()], notifier: ScriptedNotifier())
        try await peer.initialize()
        let error = try #require(try await peer.call(1, "logging/setLevel", ["level": .string(level)])?["error"])
        #expect(error["code"] == -32602)
        #expect(error["message"]?.stringValue?.contains("debug, info, notice, warning") == true, "\(error)")
    }

    @Test func eachToolCallTellsTheNotifier() async throws {
        let notifier = ScriptedNotifier()
        let peer = try TestPeer.serving([EchoSkill()], notifier: notifier)
        try await peer.initialize()
        _ = try await peer.call(1, "tools/call", ["name": "echo", "arguments": ["text": "hi"]])
        _ = try await peer.call(2, "tools/call", ["name": "nope"])
        #expect(notifier.callsFinished == 2)
    }
}

/// A notifier that says what the test tells it to, at `notice`, and counts what happens to it.
final class ScriptedNotifier: MCPNotifier {
    private struct State {
        var runs = 0
        var listening = false
        var callsFinished = 0
        var waiting: CheckedContinuation<String?, Never>?
        var said: [String] = []
    }

    private let state = Mutex(State())
    let level = MCPLogLevel.notice

    var runs: Int { state.withLock { $0.runs } }
    var isListening: Bool { state.withLock { $0.listening } }
    var callsFinished: Int { state.withLock { $0.callsFinished } }

    func say(_ text: String) {
        let waiting = state.withLock { state -> CheckedContinuation<String?, Never>? in
            guard let waiting = state.waiting else {
                state.said.append(text)
                return nil
            }
            state.waiting = nil
            return waiting
        }
        waiting?.resume(returning: text)
    }

    func waitUntilListening() async -> Bool {
        for _ in 0..<3_000 {
            if isListening { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    func run(send: @escaping @Sendable (MCPLogMessage) async -> Void) async {
        state.withLock {
            $0.runs += 1
            $0.listening = true
            $0.said = []
        }
        defer { state.withLock { $0.listening = false } }
        while !Task.isCancelled {
            let text = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    // Cancelled before it could wait: the handler found nobody to resume.
                    let ready = state.withLock { state -> String?? in
                        if Task.isCancelled { return .some(nil) }
                        if !state.said.isEmpty { return state.said.removeFirst() }
                        state.waiting = continuation
                        return nil
                    }
                    if let ready { continuation.resume(returning: ready) }
                }
            } onCancel: {
                let waiting = state.withLock { state in
                    defer { state.waiting = nil }
                    return state.waiting
                }
                waiting?.resume(returning: nil)
            }
            guard let text, !Task.isCancelled else { return }
            await send(MCPLogMessage(level: .notice, logger: "reminders", data: ["text": .string(text)]))
        }
    }

    func toolCallFinished() {
        state.withLock { $0.callsFinished += 1 }
    }
}
