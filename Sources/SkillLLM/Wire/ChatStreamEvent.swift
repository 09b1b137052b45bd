/// What a streamed answer yields, in order: deltas as they arrive, then ``finished(_:)`` once.
///
/// ```swift
/// for try await event in client.stream(request) {
///     switch event {
///     case .contentDelta(let text): print(text, terminator: "")
///     case .toolCallDelta: break  // the finished message has the complete calls
///     case .finished(let completion): handle(completion.message.toolCalls)
///     }
/// }
/// ```
public enum ChatStreamEvent: Sendable, Hashable {
    /// More words of the answer.
    case contentDelta(String)
    /// More of tool call number `index`: its id and name in the first delta, then fragments of the
    /// arguments split anywhere (even inside a character's escape).
    case toolCallDelta(index: Int, id: String?, name: String?, argumentsFragment: String)
    /// The last event: the assembled message (content and complete tool calls), the finish
    /// reason and the usage figures.
    case finished(ChatCompletion)
}
