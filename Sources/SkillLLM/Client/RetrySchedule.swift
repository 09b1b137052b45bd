import AgentSkill

/// When a failed request is tried again: rate limits (after `Retry-After` when the server gives
/// one), 5xx answers and connection failures, at most ``LLMConfiguration/maxRetries`` times,
/// waiting 0.5 s, 1 s, 2 s… (at most 8 s) in between.
struct RetrySchedule: Sendable, Hashable {
    /// Retries after the first attempt.
    var maxRetries: Int
    /// The backoff for failures without `Retry-After`.
    var backoff = RetryPolicy(maxAttempts: .max, initialDelay: .milliseconds(500), multiplier: 2, maxDelay: .seconds(8))
    /// The longest `Retry-After` waited for; a server that asks for more gets its error at once.
    var maxRetryAfter: Double = 30

    /// The wait before the next attempt after failed attempt number `attempt` (1-based), or
    /// `nil` to give up and report `failure`.
    func delay(after failure: ExchangeFailure, attempt: Int) -> Duration? {
        guard failure.isRetryable, attempt <= maxRetries else { return nil }
        if case .rateLimited(let retryAfter?) = failure.error {
            return retryAfter <= maxRetryAfter ? .milliseconds(Int64((retryAfter * 1000).rounded(.up))) : nil
        }
        return backoff.delay(afterAttempt: attempt)
    }
}

/// A failed exchange: the error, and whether trying again may help.
struct ExchangeFailure: Error, Sendable, Hashable {
    var error: LLMError
    var isRetryable: Bool

    /// A failure retryable by its kind: 429, 5xx; connection failures say so themselves.
    init(_ error: LLMError, isRetryable: Bool? = nil) {
        self.error = error
        switch error {
        case .rateLimited: self.isRetryable = isRetryable ?? true
        case .server(let status, _): self.isRetryable = isRetryable ?? (status >= 500)
        default: self.isRetryable = isRetryable ?? false
        }
    }
}
