import Foundation

/// The source of time for the agent and its skills: the current date, sleeping, and deadlines.
///
/// Inject ``fixed(_:)`` or your own closures in tests so nothing depends on today's date and
/// timeouts and backoff never really wait.
public struct AgentClock: Sendable {
    /// Returns the current date.
    public var now: @Sendable () -> Date
    /// Suspends for a duration; must throw `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Calls an action once a duration has passed, unless the returned closure cancels it first.
    /// Timeouts use this; by default it is a task that calls ``sleep``.
    public var schedule: @Sendable (Duration, @escaping @Sendable () -> Void) -> @Sendable () -> Void

    /// Creates a clock from `now` and `sleep`; deadlines are tasks that call `sleep`.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
        self.schedule = { duration, action in
            let task = Task {
                do { try await sleep(duration) } catch { return }
                action()
            }
            return { task.cancel() }
        }
    }

    /// The machine's clock. Deadlines share one watchdog task, so arming a timeout costs a heap
    /// insert instead of a timer.
    public static var system: AgentClock {
        var clock = AgentClock(now: { Date() }, sleep: { duration in try await Task.sleep(for: duration) })
        clock.schedule = { duration, action in DeadlineWatchdog.shared.schedule(after: duration, action) }
        return clock
    }

    /// A clock whose time stands still at `date` and that sleeps for real.
    public static func fixed(_ date: Date) -> AgentClock {
        var clock = AgentClock.system
        clock.now = { date }
        return clock
    }
}
