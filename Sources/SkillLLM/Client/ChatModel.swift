/// Anything that answers chat requests: the HTTP client (``OpenAIClient``), or a scripted fake in
/// tests.
///
/// ```swift
/// struct Parrot: ChatModel {
///     func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion {
///         let said = request.messages.last?.content ?? ""
///         return ChatCompletion(message: .assistant(said), finishReason: "stop", usage: nil, model: "parrot")
///     }
///     func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error> { … }
/// }
/// ```
public protocol ChatModel: Sendable {
    /// The whole answer at once.
    ///
    /// - Throws: ``LLMError``.
    func complete(_ request: ChatRequest) async throws(LLMError) -> ChatCompletion

    /// The answer as it is written: deltas, then ``ChatStreamEvent/finished(_:)``.
    ///
    /// The stream throws ``LLMError``s. Cancelling the task that consumes it cancels the request.
    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatStreamEvent, any Error>
}
