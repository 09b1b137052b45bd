/// An error that says whether trying again may help (a dropped connection: yes; bad input: no).
public protocol RetryableError: Error {
    /// Whether the failed operation may succeed if tried again.
    var isRetryable: Bool { get }
}

/// How many times to try a skill whose error is retryable, and how long to wait in between.
///
/// The wait before attempt *n* + 1 is `initialDelay × multiplier^(n-1)`, capped at `maxDelay`.
public struct RetryPolicy: Sendable, Hashable {
    /// Total attempts, including the first (1 = never retry).
    public var maxAttempts: Int
    /// The wait before the second attempt.
    public var initialDelay: Duration
    /// The factor each further wait grows by.
    public var multiplier: Double
    /// The longest wait.
    public var maxDelay: Duration

    /// Creates a policy; `maxAttempts` below 1 counts as 1.
    public init(
        maxAttempts: Int = 3, initialDelay: Duration = .milliseconds(200), multiplier: Double = 2,
        maxDelay: Duration = .seconds(5)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = max(1, multiplier)
        self.maxDelay = maxDelay
    }

    /// Never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait after failed attempt number `attempt` (1-based).
    public func delay(afterAttempt attempt: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(1, attempt) {
            delay = delay * multiplier
            if delay >= maxDelay { return maxDelay }
        }
        return min(delay, maxDelay)
    }
}
