import Foundation

extension Agent {
    /// Delivers this conversation's follow-ups that are due now, each as a request of its own
    /// (events, history, approvals as for any request), and returns their answers. A front end
    /// that does not run ``runFollowUps(onDelivery:onFailure:)`` can call this when it likes.
    ///
    /// - Throws: the store's error when the due follow-ups cannot be read; nothing is lost then.
    @discardableResult
    public func deliverDueFollowUps() async throws -> [Message] {
        let due = try await followUpStore.claimDue(
            at: configuration.clock.now(), conversationID: configuration.conversationID)
        var answers: [Message] = []
        for followUp in due {
            answers.append(await deliver(followUp))
        }
        return answers
    }

    /// Delivers follow-ups as they come due until the calling task is cancelled: what a front
    /// end runs beside its conversation. It sleeps until the next one is due (at most a minute,
    /// to notice ones another process filed) or a skill files a new one.
    ///
    /// - Parameters:
    ///   - onDelivery: hears each answer (the terminal chat prints it; the web page already gets
    ///     it as events).
    ///   - onFailure: hears a store error; the loop tries again a minute later.
    public nonisolated func runFollowUps(
        onDelivery: @escaping @Sendable (Message) async -> Void = { _ in },
        onFailure: @escaping @Sendable (any Error) -> Void = { _ in }
    ) async {
        let clock = configuration.clock
        let longest = Duration.seconds(60)
        while !Task.isCancelled {
            var wait = longest
            do {
                for answer in try await deliverDueFollowUps() { await onDelivery(answer) }
                if let next = try await followUpStore.pending(conversationID: configuration.conversationID).first {
                    let seconds = max(0, next.due.timeIntervalSince(clock.now()))
                    wait = min(longest, .milliseconds(Int64((seconds * 1000).rounded(.up))))
                }
            } catch {
                onFailure(error)
            }
            await followUpWaker.sleep(for: wait, clock: clock)
        }
    }

    /// Makes ``runFollowUps(onDelivery:onFailure:)`` look at the store again now, as a skill's
    /// ``SkillContext/followUpsChanged()`` does: for a front end whose skills run on other agents
    /// over the same store (`assistant mcp` runs each tool call on an agent of its own).
    public nonisolated func wakeFollowUps() {
        followUpWaker.wake()
    }

    /// The follow-ups of this conversation not yet delivered, soonest first.
    public func pendingFollowUps() async throws -> [FollowUp] {
        try await followUpStore.pending(conversationID: configuration.conversationID)
    }
}
