import Foundation

extension Exchange {
    /// Fails the exchange with a timeout: after `timeout` seconds, or with `idle` once `timeout`
    /// seconds pass without a callback — checked every quarter of it, so a stall is noticed
    /// within 1¼ timeouts. Cancelled when the exchange ends.
    func watchdog(
        timeout: Double, idle: Bool, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) -> Task<Void, Never> {
        Task { [self] in
            let steps = idle ? 4 : 1
            let nap = Duration.milliseconds(Int64((timeout * 1000 / Double(steps)).rounded(.up)))
            var seen = activity
            var quietNaps = 0
            while quietNaps < steps {
                do {
                    try await sleep(nap)
                } catch {
                    return  // the exchange ended
                }
                let now = activity
                quietNaps = now == seen ? quietNaps + 1 : 0
                seen = now
            }
            abort(ExchangeFailure(.timeout(seconds: timeout)))
        }
    }
}
