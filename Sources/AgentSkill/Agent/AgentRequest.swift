/// One request to an ``Agent``, as a front end holds it: its own events as they happen, and its
/// answer. Made by ``Agent/submit(_:)``.
///
/// ```swift
/// let request = await agent.submit("午饭花了35元")
/// for await event in request.updates {
///     if case .approvalRequested(let approval) = event.kind { ask(approval) }
/// }
/// let answer = await request.result
/// ```
public struct AgentRequest: Sendable {
    /// The request's number; every one of its events carries it.
    public let id: RequestID
    /// This request's events from its start, and no other request's; the stream ends after
    /// ``AgentEvent/Kind/requestFinished(_:)``.
    public let updates: AsyncStream<AgentEvent>
    private let task: Task<Message, Never>

    init(id: RequestID, updates: AsyncStream<AgentEvent>, task: Task<Message, Never>) {
        self.id = id
        self.updates = updates
        self.task = task
    }

    /// The answer (also appended to ``Agent/history``), once the request is over.
    public var result: Message {
        get async { await task.value }
    }

    /// Cancels this request (it answers "cancelled"); others are not touched.
    public func cancel() {
        task.cancel()
    }
}
