import Foundation

/// The source of time for the agent and its skills: the current date and a way to sleep.
///
/// Inject ``fixed(_:)`` or your own closures in tests so nothing depends on today's date and
/// timeouts and backoff never really wait.
public struct AgentClock: Sendable {
    /// Returns the current date.
    public var now: @Sendable () -> Date
    /// Suspends for a duration; must throw `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// Creates a clock from two closures.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The machine's clock.
    public static var system: AgentClock {
        AgentClock(now: { Date() }, sleep: { duration in try await Task.sleep(for: duration) })
    }

    /// A clock whose time stands still at `date` and that sleeps for real.
    public static func fixed(_ date: Date) -> AgentClock {
        AgentClock(now: { date }, sleep: { duration in try await Task.sleep(for: duration) })
    }
}
