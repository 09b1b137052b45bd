import AgentSkill
import Foundation
import SkillStore
import StandardSkills
import Synchronization
import TestSupport
import Testing

@testable import AssistantCLI

/// The terminal chat speaking first: a reminder said in the chat rings above the line being typed
/// when its time comes, on a clock the test moves; one that came due while the chat was closed is
/// shown when it starts. "Now" is Wednesday 2026-12-02 10:00 in Shanghai.
@Suite(.timeLimit(.minutes(2))) struct ReminderChatTests {
    static let start = Date(timeIntervalSince1970: 1_796_176_800)
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt

    @Test func aReminderRingsAboveThePromptWhenItsTimeComes() async throws {
        try await TemporaryDirectory.with("reminder-chat") { folder in
            let time = ManualClock(Self.start)
            let chat = try ReminderChat(folder: folder, time: time)
            let running = Task { await chat.run() }
            chat.editor.type("两分钟后提醒我关火")
            #expect(await chat.waitFor { chat.output.contains("好的，今天 10:02 提醒你：关火") })
            // The loop sleeps until the alarm (or a minute, whichever is sooner); move the clock on.
            #expect(await chat.waitFor { time.armed.contains(Self.start.addingTimeInterval(60)) })
            time.advance(by: 60)
            #expect(await chat.waitFor { time.armed.contains(Self.start.addingTimeInterval(120)) })
            #expect(chat.editor.printed.isEmpty)
            time.advance(by: 60)
            #expect(await chat.waitFor { chat.editor.printed == ["⏰ 提醒：关火\n"] })
            // Put off: it rings again ten minutes later.
            chat.editor.type("10分钟后再提醒我")
            #expect(await chat.waitFor { chat.output.contains("好的，10分钟后（今天 10:12）再提醒你：关火") })
            for _ in 0..<10 {
                let next = time.now.addingTimeInterval(60)
                #expect(await chat.waitFor { time.armed.contains(next) })
                time.advance(by: 60)
            }
            #expect(await chat.waitFor { chat.editor.printed == ["⏰ 提醒：关火\n", "⏰ 提醒：关火\n"] })
            chat.editor.end()
            #expect(await running.value == 0)
            // Rung twice, each once; nothing printed on the line being typed.
            let counts = try await ReminderBook(ScopedStore(chat.store, access: .full)).deliveryCounts()
            #expect(counts.values.sorted() == [2])
            #expect(!chat.output.contains("⏰"))
        }
    }

    @Test func alarmsThatCameDueWhileTheChatWasClosedAreShownAtTheStart() async throws {
        try await TemporaryDirectory.with("reminder-chat-away") { folder in
            let before = try ReminderChat(folder: folder, time: ManualClock(Self.start))
            let first = Task { await before.run() }
            before.editor.type("remind me at 10:30 to call mom")
            #expect(await before.waitFor { before.output.contains("OK, I'll remind you today at 10:30: Call mom") })
            before.editor.type("两小时后提醒我给张总回电话")
            #expect(await before.waitFor { before.output.contains("好的，今天 12:00 提醒你：给张总回电话") })
            before.editor.end()
            #expect(await first.value == 0)
            // Opened again at 13:00: both came due meanwhile.
            let after = try ReminderChat(folder: folder, time: ManualClock(Self.start.addingTimeInterval(3 * 3600)))
            let second = Task { await after.run() }
            #expect(
                await after.waitFor {
                    after.editor.printed == [
                        "⏰ While you were away:\n• today 10:30 — Call mom\n• today 12:00 — 给张总回电话\n"
                    ]
                })
            after.editor.end()
            #expect(await second.value == 0)
        }
    }
}

/// The chat of `assistant chat` at a terminal, over the standard skills, the NLU router and a
/// database in `folder`, on a clock the test moves, with a line editor the test types into.
private final class ReminderChat: Sendable {
    let editor = TypingEditor()
    let store: SkillStore
    private let session: ChatSession
    private let collected: Written

    init(folder: URL, time: ManualClock) throws {
        store = try StandardSchema.openStore(in: folder.path)
        let registry = try SkillRegistry(StandardSkills.all())
        let configuration = AgentConfiguration(
            defaultTimeout: nil, approvalTimeout: nil, clock: time.clock, timeZone: ReminderChatTests.shanghai,
            locale: Locale(identifier: "en_US"), approver: .always(true), store: store,
            followUps: ReminderFollowUps(
                base: SQLiteFollowUpStore(store), store: store, started: time.now, language: .english))
        let agent = Agent(
            registry: registry, router: AssistantProgram.nluRouter(registry: registry, currency: "CNY"),
            configuration: configuration)
        let collected = Written()
        self.collected = collected
        var io = TerminalIO(
            readLine: { nil }, write: { text in collected.text.withLock { $0 += text } }, writeError: { _ in },
            isInteractive: true, environment: ["NO_COLOR": "1"])
        let editor = editor
        io.makeLineEditor = { _, _ in editor }
        session = ChatSession(agent: agent, io: io)
    }

    /// What the chat wrote (not what it printed above the prompt).
    var output: String { collected.text.withLock { $0 } }

    func run() async -> Int32 {
        var session = session
        return await session.run()
    }

    /// Waits (up to a minute: generous for a loaded machine) until `condition` holds.
    func waitFor(_ condition: @Sendable () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}

/// What the chat wrote.
private final class Written: Sendable {
    let text = Mutex("")
}

/// A line editor whose lines the test types when it likes; it records what the chat printed
/// above the prompt.
private final class TypingEditor: LineEditing {
    private struct State {
        var typed: [PromptInput] = []
        var reader: CheckedContinuation<PromptInput, Never>?
        var printed: [String] = []
    }

    private let state = Mutex(State())

    var printed: [String] { state.withLock { $0.printed } }

    func type(_ line: String) { enter(.line(line)) }
    func end() { enter(.end) }

    private func enter(_ input: PromptInput) {
        let reader = state.withLock { state -> CheckedContinuation<PromptInput, Never>? in
            guard let reader = state.reader else {
                state.typed.append(input)
                return nil
            }
            state.reader = nil
            return reader
        }
        reader?.resume(returning: input)
    }

    func read(prompt: String) async -> PromptInput {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> PromptInput? in
                guard state.typed.isEmpty else { return state.typed.removeFirst() }
                state.reader = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    func remember(_ line: String) {}
    func print(_ text: String) { state.withLock { $0.printed.append(text) } }
    func onInterrupt(_ action: (@Sendable () -> Void)?) {}
}

/// A clock a test moves by hand; timers armed on it fire when the time passes them.
final class ManualClock: Sendable {
    private struct State {
        var now: Date
        var timers: [(due: Date, id: Int, action: @Sendable () -> Void)] = []
        var nextID = 0
    }

    private let state: Mutex<State>

    init(_ start: Date) { state = Mutex(State(now: start)) }

    var clock: AgentClock {
        var clock = AgentClock(now: { [self] in now }, sleep: { _ in })
        clock.schedule = { [self] duration, action in
            let id = state.withLock { state -> Int in
                let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
                state.nextID += 1
                state.timers.append((state.now.addingTimeInterval(seconds), state.nextID, action))
                return state.nextID
            }
            return { [self] in state.withLock { $0.timers.removeAll { $0.id == id } } }
        }
        return clock
    }

    var now: Date { state.withLock { $0.now } }

    /// When the armed timers are due.
    var armed: [Date] { state.withLock { $0.timers.map(\.due) } }

    /// Moves the time on and fires every timer it passes.
    func advance(by seconds: TimeInterval) {
        let due = state.withLock { state -> [@Sendable () -> Void] in
            state.now = state.now.addingTimeInterval(seconds)
            let now = state.now
            let fired = state.timers.filter { $0.due <= now }
            state.timers.removeAll { $0.due <= now }
            return fired.map(\.action)
        }
        for action in due { action() }
    }
}
