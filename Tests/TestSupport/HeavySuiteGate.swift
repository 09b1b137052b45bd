import Testing

/// Lets suites that keep both cores busy for minutes take turns instead of overlapping: the real
/// model server's inference and headless Chromium. `make test` runs suites in parallel on a
/// 2-core machine; when the two overlapped, the niced browser was starved long enough that a page
/// missed a 20 s wait. The gate orders them, it does not time anything.
///
/// ```swift
/// try await HeavySuiteGate.shared.exclusively { try await runTheSuite() }
/// ```
public actor HeavySuiteGate {
    /// The one gate of the test process.
    public static let shared = HeavySuiteGate()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `work` once no other heavy suite is running; those that asked earlier go first.
    public func exclusively(_ work: @Sendable () async throws -> Void) async throws {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        defer { handOver() }
        try await work()
    }

    private func handOver() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Runs a suite through ``HeavySuiteGate``: never while another heavy suite runs. As a suite trait
/// the wait comes before the suite's tests start, so it never counts toward their time limits.
public struct TakingTurns: SuiteTrait, TestScoping {
    public var isRecursive: Bool { false }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await HeavySuiteGate.shared.exclusively(function)
    }
}

extension Trait where Self == TakingTurns {
    /// The suite waits its turn with the other suites that keep both cores busy.
    public static var takingTurns: Self { Self() }
}
