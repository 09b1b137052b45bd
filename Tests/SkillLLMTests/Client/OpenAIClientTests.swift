import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import SkillLLM

/// The HTTP client against a real server on 127.0.0.1 replaying recorded OpenAI answers.
@Suite(.timeLimit(.minutes(1))) struct OpenAIClientTests {
    static let question = ChatRequest(messages: [.system("Be brief."), .user("Hi")])

    /// Every event of `stream`, and the error that ended it.
    static func drain(
        _ stream: AsyncThrowingStream<ChatStreamEvent, any Error>
    ) async -> (events: [ChatStreamEvent], error: LLMError?) {
        var events: [ChatStreamEvent] = []
        do {
            for try await event in stream { events.append(event) }
            return (events, nil)
        } catch {
            return (events, error as? LLMError ?? .transport("not an LLMError: \(error)"))
        }
    }

    static func finished(_ events: [ChatStreamEvent]) -> ChatCompletion? {
        guard case .finished(let completion)? = events.last else { return nil }
        return completion
    }

    // MARK: - Whole answers

    @Test(arguments: LLMTransport.allCases)
    func aPlainAnswerWithUsage(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.plainAnswer)])
        let answer = try await replay.client(transport: transport).complete(Self.question)
        #expect(answer.message == .assistant("Hello! How can I help you today? 你好！"))
        #expect(answer.finishReason == "stop")
        #expect(answer.usage == ChatUsage(promptTokens: 19, completionTokens: 12, totalTokens: 31))
        #expect(answer.model == "gpt-4.1-2025-04-14")

        let request = try #require(replay.server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["authorization"] == "Bearer \(ReplayServer.key)")
        let body = try JSONValue.parse(request.body)
        #expect(body == Self.question.filled("gpt-4.1").jsonValue(stream: false))
        #expect(body["stream"] == nil)
    }

    @Test func withoutAKeyThereIsNoAuthorizationHeader() async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.plainAnswer)])
        _ = try await replay.client(key: nil).complete(ChatRequest(model: "local", messages: [.user("Hi")]))
        let request = try #require(replay.server.requests.first)
        #expect(request.headers["authorization"] == nil)
        #expect(replay.bodies.first?["model"] == "local")
    }

    @Test(arguments: LLMTransport.allCases)
    func oneToolCall(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.oneToolCall)])
        let answer = try await replay.client(transport: transport).complete(Self.question)
        #expect(answer.message.content == nil)
        #expect(
            answer.message.toolCalls == [
                ToolCall(
                    id: "call_abc123", name: "get_current_weather", arguments: "{\n\"location\": \"Boston, MA\"\n}")
            ])
        #expect(answer.finishReason == "tool_calls")
        #expect(answer.usage?.totalTokens == 99)
    }

    @Test(arguments: LLMTransport.allCases)
    func twoParallelToolCalls(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.twoParallelToolCalls)])
        let answer = try await replay.client(transport: transport).complete(Self.question)
        #expect(
            answer.message.toolCalls == [
                ToolCall(id: "call_w1", name: "weather", arguments: #"{"city":"巴黎"}"#),
                ToolCall(id: "call_w2", name: "weather", arguments: #"{"city":"Tokyo"}"#),
            ])
        #expect(answer.usage == ChatUsage(promptTokens: 120, completionTokens: 40, totalTokens: 160))
    }

    // MARK: - Streams

    @Test(arguments: LLMTransport.allCases)
    func aStreamedAnswer(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.sse(OpenAITranscripts.streamedAnswer)])
        let (events, error) = await Self.drain(replay.client(transport: transport).stream(Self.question))
        #expect(error == nil)
        #expect(
            events.dropLast() == [
                .contentDelta("Hello"), .contentDelta(" there!"), .contentDelta(" 你好，世界 🌍"),
            ])
        let completion = try #require(Self.finished(events))
        #expect(completion.message == .assistant(OpenAITranscripts.streamedAnswerText))
        #expect(completion.finishReason == "stop")
        #expect(completion.usage == ChatUsage(promptTokens: 9, completionTokens: 7, totalTokens: 16))
        #expect(replay.bodies.first?["stream"] == true)
        #expect(replay.bodies.first?["stream_options"] == ["include_usage": true])
        #expect(replay.server.requests.first?.headers["accept"] == "text/event-stream")
    }

    /// The raw bytes cut inside a key, inside a multi-byte character, inside `data:` and
    /// between line ends, sent as separate writes.
    @Test(arguments: LLMTransport.allCases)
    func streamedToolCallsSplitAtAwkwardPlaces(transport: LLMTransport) async throws {
        let bytes = OpenAITranscripts.sse(OpenAITranscripts.streamedToolCalls)
        let pieces = ChatStreamDecoderTests.split(
            bytes, after: [("\"ci", 2), ("巴", 1), ("黎", 2), ("data: ", 2), ("\n\n", 1), ("\\u2602", 2)])
        #expect(pieces.count == 7)
        let replay = try ReplayServer([.sse([], pieces: pieces)])
        let (events, error) = await Self.drain(replay.client(transport: transport).stream(Self.question))
        #expect(error == nil)
        let completion = try #require(Self.finished(events))
        #expect(completion.message.toolCalls == OpenAITranscripts.streamedToolCallsResult)
        #expect(completion.message.content == nil)
        #expect(completion.finishReason == "tool_calls")
        #expect(completion.usage == ChatUsage(promptTokens: 85, completionTokens: 41, totalTokens: 126))
        var fragments: [Int: String] = [:]
        for case .toolCallDelta(let index, _, _, let fragment) in events { fragments[index, default: ""] += fragment }
        #expect(fragments == [0: #"{"city": "巴黎", "days": 3}"#, 1: #"{"title": "带伞 \u2602"}"#])
        #expect(events.first == .toolCallDelta(index: 0, id: "call_DdmO9", name: "weather", argumentsFragment: ""))
    }

    @Test func aServerThatIgnoresStreamingStillStreams() async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.plainAnswer)])
        let (events, error) = await Self.drain(replay.client().stream(Self.question))
        #expect(error == nil)
        #expect(events.first == .contentDelta("Hello! How can I help you today? 你好！"))
        #expect(Self.finished(events)?.usage?.totalTokens == 31)
    }

    @Test(arguments: LLMTransport.allCases)
    func aMalformedChunkEndsTheStreamNamingIt(transport: LLMTransport) async throws {
        let chunks = Array(OpenAITranscripts.streamedAnswer.prefix(2)) + [#"{"choices":[{"delta":{"content":"#]
        let replay = try ReplayServer([.sse(chunks)])
        let (events, error) = await Self.drain(replay.client(transport: transport).stream(Self.question))
        #expect(events == [.contentDelta("Hello")])
        guard case .malformedResponse(let what)? = error else {
            Issue.record("expected malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(what.hasPrefix("chunk 3 is not JSON"), "\(what)")
    }

    @Test(arguments: LLMTransport.allCases)
    func aStalledStreamTimesOut(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.sse(Array(OpenAITranscripts.streamedAnswer.prefix(3)), stall: true)])
        let watchdog = Gate()
        let client = replay.client(transport: transport, watchdog: watchdog)
        var events: [ChatStreamEvent] = []
        var failure: LLMError?
        do {
            for try await event in client.stream(Self.question) {
                events.append(event)
                // Everything sent before the stall has arrived: now let the timeout pass.
                if events.count == 2 { watchdog.open() }
            }
        } catch {
            failure = error as? LLMError
        }
        #expect(events == [.contentDelta("Hello"), .contentDelta(" there!")])
        #expect(failure == .timeout(seconds: 60))
        #expect(await onOwnThread { replay.server.waitForClientClosures(1, seconds: 10) })
    }

    @Test(arguments: LLMTransport.allCases)
    func aSilentServerTimesOutAWholeRequest(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.noAnswer])
        await #expect(throws: LLMError.timeout(seconds: 60)) {
            try await replay.client(transport: transport, watchdog: Gate(open: true)).complete(Self.question)
        }
        #expect(replay.server.requestCount == 1)
    }

    @Test(arguments: LLMTransport.allCases)
    func cancellingTheConsumerCancelsTheRequest(transport: LLMTransport) async throws {
        let replay = try ReplayServer([.sse(Array(OpenAITranscripts.streamedAnswer.prefix(2)), stall: true)])
        let client = replay.client(transport: transport)
        let consumer = Task {
            var seen = 0
            for try await _ in client.stream(Self.question) {
                seen += 1
                if seen == 1 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return seen
        }
        _ = try? await consumer.value
        #expect(await onOwnThread { replay.server.waitForClientClosures(1, seconds: 10) })
    }

    // MARK: - Failures

    @Test func unauthorizedIsNotRetriedAndHidesTheKey() async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.invalidKey(ReplayServer.key), status: 401)])
        let backoff = Sleeps()
        await #expect(throws: LLMError.unauthorized) {
            try await replay.client(backoff: backoff).complete(Self.question)
        }
        #expect(replay.server.requestCount == 1)
        #expect(backoff.recorded.isEmpty)
    }

    @Test func anUnknownModelIsNamed() async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.unknownModel, status: 404)])
        await #expect(throws: LLMError.unknownModel("gpt-9")) {
            try await replay.client().complete(ChatRequest(model: "gpt-9", messages: [.user("Hi")]))
        }
        let (_, error) = await Self.drain(replay.client(model: "gpt-9").stream(Self.question))
        #expect(error == .unknownModel("gpt-9"))
    }

    @Test(arguments: LLMTransport.allCases)
    func rateLimitedThenAnsweredHonoursRetryAfter(transport: LLMTransport) async throws {
        let replay = try ReplayServer([
            .json(OpenAITranscripts.rateLimited, status: 429, headers: ["Retry-After": "7"]),
            .json(OpenAITranscripts.plainAnswer),
        ])
        let backoff = Sleeps()
        let answer = try await replay.client(transport: transport, backoff: backoff).complete(Self.question)
        #expect(answer.finishReason == "stop")
        #expect(backoff.recorded == [.seconds(7)])
        #expect(replay.server.requestCount == 2)
    }

    @Test func aRetryAfterBeyondTheCapIsReportedAtOnce() async throws {
        let replay = try ReplayServer([
            .json(OpenAITranscripts.rateLimited, status: 429, headers: ["Retry-After": "120"])
        ])
        let backoff = Sleeps()
        await #expect(throws: LLMError.rateLimited(retryAfter: 120)) {
            try await replay.client(backoff: backoff).complete(Self.question)
        }
        #expect(backoff.recorded.isEmpty)
        #expect(replay.server.requestCount == 1)
    }

    @Test func aServerErrorAfterTheRetriesBacksOffExponentially() async throws {
        let replay = try ReplayServer([.json(OpenAITranscripts.serverError, status: 500)])
        let backoff = Sleeps()
        await #expect(
            throws: LLMError.server(
                status: 500, message: "The server had an error while processing your request. Sorry about that!")
        ) {
            try await replay.client(backoff: backoff).complete(Self.question)
        }
        #expect(replay.server.requestCount == 3)
        #expect(backoff.recorded == [.milliseconds(500), .seconds(1)])
    }

    @Test func aStreamIsRetriedUntilItsFirstEvent() async throws {
        let replay = try ReplayServer([
            .json(OpenAITranscripts.serverError, status: 503), .sse(OpenAITranscripts.streamedAnswer),
        ])
        let backoff = Sleeps()
        let (events, error) = await Self.drain(replay.client(backoff: backoff).stream(Self.question))
        #expect(error == nil)
        #expect(Self.finished(events)?.message.content == OpenAITranscripts.streamedAnswerText)
        #expect(backoff.recorded == [.milliseconds(500)])
    }

    @Test(arguments: LLMTransport.allCases)
    func aServerThatIsGoneIsATransportErrorAfterTheRetries(transport: LLMTransport) async throws {
        // A bound port that never listens: a stopped server's port could be taken by another
        // test's server running in parallel, which would answer (or stall) instead.
        let closed = try #require(RefusingPort())
        let backoff = Sleeps()
        let gone = OpenAIClient(
            configuration: LLMConfiguration(
                baseURL: try #require(closed.baseURL), model: "gpt-4.1", apiKey: ReplayServer.key, maxRetries: 2,
                transport: transport),
            backoffSleep: { try await backoff.sleep($0) }, watchdogSleep: { try await Gate().sleep($0) })
        do {
            _ = try await gone.complete(Self.question)
            Issue.record("expected a transport error")
        } catch {
            guard case .transport(let what) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(!what.isEmpty)
        }
        #expect(backoff.recorded == [.milliseconds(500), .seconds(1)])
        withExtendedLifetime(closed) {}
    }

    /// Whatever the server echoes, the key never reaches an error's description.
    @Test(arguments: [401, 403, 404, 418, 429, 500])
    func theKeyNeverAppearsInAnError(status: Int) async throws {
        let key = ReplayServer.key
        let echo = #"{"error":{"message":"bad key \#(key) (also \#(key.prefix(12))…\#(key.suffix(10)))"}}"#
        let replay = try ReplayServer([.json(echo, status: status)])
        let client = replay.client(maxRetries: 0)
        var descriptions: [String] = []
        do {
            _ = try await client.complete(Self.question)
        } catch {
            descriptions += [error.description, String(reflecting: error), "\(error)"]
        }
        let (_, streamed) = await Self.drain(client.stream(Self.question))
        descriptions += [streamed?.description ?? "", String(reflecting: streamed)]
        descriptions.append(client.configuration.description)
        #expect(descriptions.count == 6)
        for text in descriptions {
            #expect(!text.contains(key), "\(text)")
            #expect(!text.contains(key.prefix(12)), "\(text)")
            #expect(!text.contains(key.suffix(10)), "\(text)")
        }
    }
}

extension ChatRequest {
    /// The request with the client's model filled in, as it goes on the wire.
    func filled(_ model: String) -> ChatRequest {
        var copy = self
        copy.model = model
        return copy
    }
}
