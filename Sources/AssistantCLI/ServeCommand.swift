import AgentSkill
import AssistantWeb
import Dispatch
import Foundation
import Synchronization

/// `assistant serve`: the web page and JSON API, one agent per browser session, until Ctrl-C.
extension AssistantCommand.Serve {
    /// Serves agents that share one registry and one trained model, each browser session with its
    /// own conversation; approvals are asked on the page (or all given with `--yes`).
    ///
    /// Approvals asked on the page are durable: kept in the data directory's database under the
    /// session's id, which the database also remembers, so a reloaded page — or the same browser
    /// after a restart of `assistant serve` over the same data directory — shows them again, and
    /// answering one then performs the call once.
    static func run(_ request: ServeRequest, in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        var configuration = try environment.agentConfiguration(for: .serve(request))
        configuration.permissionPolicy.rules += try await environment.importMCPTools()
        configuration.approver = environment.options.yes ? .always(true) : .events
        configuration.approvalTimeout = .seconds(request.approvalTimeout)
        // Each session's conversation is bounded in bytes too: 64 sessions × 2 MiB at most.
        configuration.historyByteLimit = 2 << 20
        // One registry and one router (one trained model) serve every session; each session's
        // agent keeps its own conversation.
        let router = try environment.router(for: .chat, configuration: configuration)
        let registry = try environment.registry()
        let store = try environment.store()
        let approvals = SQLiteApprovalStore(store)
        let durable = !environment.options.yes
        let makeAgent: @Sendable (String) throws -> Agent = { [configuration] sessionID in
            var configuration = configuration
            if durable {
                configuration.durableApprovals = DurableApprovals(store: approvals, conversation: "web:\(sessionID)")
            }
            return Agent(registry: registry, router: router, configuration: configuration)
        }
        return await run(
            request, sessionStore: SQLiteSessionStore(store), agentForSession: makeAgent, io: environment.io)
    }

    /// Serves until SIGINT or SIGTERM, then stops cleanly. Sessions end after 30 minutes without
    /// a request, or past `request.sessions` (the least recently used first).
    ///
    /// - Returns: 0 after a clean stop; 2 for a host other than loopback without `--token`;
    ///   1 when the address cannot be listened on.
    static func run(
        _ request: ServeRequest, makeAgent: @escaping @Sendable () throws -> Agent, io: TerminalIO
    ) async -> Int32 {
        await run(request, sessionStore: nil, agentForSession: { _ in try makeAgent() }, io: io)
    }

    /// ``run(_:makeAgent:io:)`` with sessions remembered in `sessionStore` and agents made for
    /// their session's id.
    static func run(
        _ request: ServeRequest, sessionStore: (any SessionStore)?,
        agentForSession: @escaping @Sendable (String) throws -> Agent, io: TerminalIO
    ) async -> Int32 {
        let app = WebApp(sessionLimit: request.sessions, sessionStore: sessionStore, agentForSession: agentForSession)
        let server: WebServer
        do throws(WebError) {
            let options = WebServer.Options(
                host: request.host, port: request.port, token: request.token, publicURL: request.publicURL)
            server = try WebServer(options: options) {
                await app.handle($0)
            }
            try server.start()
        } catch {
            io.writeError("error: \(error.description)\n")
            if case .tokenRequired = error { return 2 }
            if case .badPublicURL = error { return 2 }
            return 1
        }
        let stop = StopSignal()
        // With a token, the address to open carries it once; the page then keeps it in a cookie.
        let token = request.token.flatMap { $0.isEmpty ? nil : $0 }
        let address = token.map { "\(server.url)?token=\(Self.queryEscaped($0))" } ?? server.url
        io.write("AgentSkill is serving at \(address)\n")
        await stop.wait()
        io.write("stopping…\n")
        await server.shutdown()
        return 0
    }

    /// `text` for a URL query value: everything but unreserved characters percent-encoded.
    static func queryEscaped(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}

/// Waits for SIGINT or SIGTERM, delivered through Dispatch signal sources instead of the
/// default handlers that would end the process at once.
final class StopSignal: Sendable {
    private struct State: @unchecked Sendable {
        // The sources stay alive (and are cancelled) under the lock.
        var sources: [any DispatchSourceSignal] = []
        var continuation: CheckedContinuation<Void, Never>?
        var fired = false
    }

    private let state = Mutex(State())

    /// Returns when the first of SIGINT or SIGTERM arrives.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            state.withLock { state in
                state.continuation = continuation
                for number in [SIGINT, SIGTERM] {
                    signal(number, SIG_IGN)
                    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                    source.setEventHandler { [self] in fire() }
                    source.resume()
                    state.sources.append(source)
                }
            }
        }
    }

    private func fire() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.fired else { return nil }
            state.fired = true
            for source in state.sources { source.cancel() }
            return state.continuation
        }
        continuation?.resume()
    }
}
