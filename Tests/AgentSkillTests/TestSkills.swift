import AgentSkill
import Foundation
import SkillJSON
import Synchronization
import TestSupport

/// The seed's mock: answers "测试成功" when asked "测试".
struct MockSkill: Skill {
    let id = "mock"
    let description = "Answers 测试成功"
    var keywords: [String] { ["测试"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("测试成功")
    }
}

/// Repeats `text`, for routing and plan tests.
struct SaySkill: Skill {
    var id = "say"
    var keywords: [String] = ["say"]
    let description = "Says the text"
    var parameters: JSONSchema { .object(["text": .string(minLength: 1)], required: ["text"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let text = arguments["text"]?.stringValue ?? ""
        return SkillOutput(text, data: ["text": .string(text), "length": .number(Double(text.count))])
    }
}

struct FireError: Error, CustomStringConvertible {
    var description: String { "disk on fire" }
}

/// Always throws.
struct BoomSkill: Skill {
    let id = "boom"
    let description = "Always fails"
    var keywords: [String] { ["boom"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        throw FireError()
    }
}

struct FlakyError: RetryableError, CustomStringConvertible {
    var isRetryable: Bool
    var description: String { isRetryable ? "connection reset" : "bad request" }
}

/// Fails `failures` times with `FlakyError`, then answers "ok"; counts attempts.
final class FlakySkill: Skill {
    let id = "flaky"
    let description = "Fails a few times first"
    let failures: Int
    let retryable: Bool
    let attempts = Mutex(0)
    var keywords: [String] { ["flaky"] }

    init(failures: Int, retryable: Bool = true) {
        self.failures = failures
        self.retryable = retryable
    }

    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        let attempt = attempts.withLock { value in
            value += 1
            return value
        }
        if attempt <= failures { throw FlakyError(isRetryable: retryable) }
        return SkillOutput("ok after \(attempt)")
    }
}

/// Waits on a gate, ignoring cancellation, then answers "slow done".
struct StuckSkill: Skill {
    let id = "stuck"
    let description = "Waits for a gate and ignores cancellation"
    let gate: Gate
    var keywords: [String] { ["stuck"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        await gate.wait()
        return SkillOutput("stuck done")
    }
}

/// Sleeps for an hour on the real clock, honouring cancellation.
struct SleepySkill: Skill {
    let id = "sleepy"
    let description = "Sleeps until cancelled"
    var keywords: [String] { ["sleepy"] }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await Task.sleep(for: .seconds(3600))
        return SkillOutput("woke up")
    }
}

/// Records every sleep and returns at once.
final class SleepRecorder: Sendable {
    private let sleeps = Mutex<[Duration]>([])
    var recorded: [Duration] { sleeps.withLock { $0 } }

    func clock(at date: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> AgentClock {
        AgentClock(
            now: { date },
            sleep: { [self] duration in
                sleeps.withLock { $0.append(duration) }
                try Task.checkCancellation()
            })
    }
}

extension AgentConfiguration {
    /// A deterministic configuration: fixed date, UTC, no timeout, instant recorded sleeps, and
    /// no approval timeout (with instant sleeps it would fire at once).
    static func testing(
        recorder: SleepRecorder = SleepRecorder(), timeout: Duration? = nil,
        policy: ConcurrentRequestPolicy = .queue, historyLimit: Int = 200
    ) -> AgentConfiguration {
        AgentConfiguration(
            defaultTimeout: timeout, concurrentRequests: policy, historyLimit: historyLimit, approvalTimeout: nil,
            clock: recorder.clock(), timeZone: .gmt, locale: Locale(identifier: "en_US"))
    }
}

/// Reads `stream` until it has seen `idleCount` returns to idle; the events were emitted already.
func drain(_ stream: AsyncStream<AgentEvent>, idleCount: Int = 1) async -> [AgentEvent.Kind] {
    var events: [AgentEvent.Kind] = []
    var idles = 0
    for await event in stream {
        events.append(event.kind)
        if event.kind == .phaseChanged(.idle) {
            idles += 1
            if idles == idleCount { break }
        }
    }
    return events
}

func phases(_ events: [AgentEvent.Kind]) -> [AgentPhase] {
    events.compactMap { if case .phaseChanged(let phase) = $0 { phase } else { nil } }
}

/// Waits until `stream` shows the agent executing `skillID`.
func waitUntilExecuting(_ skillID: String, in stream: AsyncStream<AgentEvent>) async {
    for await event in stream where event.kind == .phaseChanged(.executing(skillID: skillID)) { return }
}
