import Foundation
import SkillJSON
import Synchronization
import TestSupport

@testable import SkillLLM

/// An OpenAI-compatible server on 127.0.0.1 that replays recorded answers: each request to
/// `/v1/chat/completions` gets the next reply of the script (the last one repeats).
final class ReplayServer: Sendable {
    static let key = "sk-test-QWERTYUIOPASDFGHJKL0123456789"

    let server: LocalHTTPServer
    private let script: Script

    /// The replies still to give.
    private final class Script: Sendable {
        let replies: Mutex<[LocalHTTPServer.Reply]>
        init(_ replies: [LocalHTTPServer.Reply]) { self.replies = Mutex(replies) }

        func next() -> LocalHTTPServer.Reply {
            replies.withLock { replies in
                guard let first = replies.first else {
                    return .json(#"{"error":{"message":"no script"}}"#, status: 500)
                }
                if replies.count > 1 { replies.removeFirst() }
                return first
            }
        }
    }

    init(_ replies: [LocalHTTPServer.Reply]) throws {
        let script = Script(replies)
        self.script = script
        server = try LocalHTTPServer { request in
            guard request.method == "POST", request.path == "/v1/chat/completions" else {
                return .json(#"{"error":{"message":"no route \#(request.path)"}}"#, status: 404)
            }
            return script.next()
        }
    }

    deinit {
        server.stop()
    }

    /// `http://127.0.0.1:PORT/v1`.
    var baseURL: URL { server.url("/v1") }

    /// A client for this server whose retries wait through `backoff` and whose watchdog waits
    /// through `watchdog` (both record or hold instead of sleeping).
    func client(
        transport: LLMTransport = .platformDefault, key: String? = ReplayServer.key, model: String = "gpt-4.1",
        maxRetries: Int = 2, backoff: Sleeps = Sleeps(), watchdog: Gate = Gate()
    ) -> OpenAIClient {
        OpenAIClient(
            configuration: LLMConfiguration(
                baseURL: baseURL, model: model, apiKey: key, maxRetries: maxRetries, transport: transport),
            backoffSleep: { try await backoff.sleep($0) }, watchdogSleep: { try await watchdog.sleep($0) })
    }

    /// The bodies of the requests so far, parsed.
    var bodies: [JSONValue] { server.requests.compactMap { try? JSONValue.parse($0.body) } }
}

extension LocalHTTPServer.Reply {
    /// A recorded stream as one piece, or split into `pieces` wherever the test says.
    static func sse(_ chunks: [String], pieces: [[UInt8]]? = nil, stall: Bool = false) -> Self {
        .eventStream(pieces ?? [OpenAITranscripts.sse(chunks)], stall: stall)
    }
}

/// A backoff sleeper that records the waits asked for and returns at once.
final class Sleeps: Sendable {
    private let log = Mutex<[Duration]>([])
    var recorded: [Duration] { log.withLock { $0 } }

    func sleep(_ duration: Duration) async throws {
        try Task.checkCancellation()
        log.withLock { $0.append(duration) }
    }
}
