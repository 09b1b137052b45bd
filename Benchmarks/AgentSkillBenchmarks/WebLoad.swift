import Dispatch
import Foundation
import Synchronization

/// How the `web` load benchmark runs: `AgentSkillBenchmarks web [--seconds N] [--clients N]`.
struct WebLoadOptions: Equatable {
    /// How long the clients keep sending, in seconds; 10 by default.
    var seconds: Double = 10
    /// Clients sending at once, each on its own thread with its own session; 100 by default.
    var clients = 100

    /// Why the options could not be read.
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// Takes `--seconds N` and `--clients N` out of `arguments`; the rest select benchmark groups.
    static func extract(from arguments: [String]) throws -> (options: WebLoadOptions, rest: [String]) {
        var options = WebLoadOptions()
        var rest: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--seconds":
                guard let value = remaining.popFirst().flatMap(Double.init), value > 0 else {
                    throw Invalid(description: "--seconds needs a positive number, e.g. --seconds 2")
                }
                options.seconds = value
            case "--clients":
                guard let value = remaining.popFirst().flatMap({ Int($0) }), (1...1_000).contains(value) else {
                    throw Invalid(description: "--clients needs a number from 1 to 1000, e.g. --clients 100")
                }
                options.clients = value
            default:
                rest.append(argument)
            }
        }
        return (options, rest)
    }
}

/// What a load run measured.
struct WebLoadResult {
    var clients: Int
    var sessionLimit: Int
    /// From the start signal until the last client finished its last request.
    var elapsedNanoseconds: UInt64
    /// Latencies of the 200 replies, sorted.
    var latencies: [UInt64]
    /// Failed exchanges by reason (`status 503`, `connect: ECONNREFUSED`, …).
    var errors: [String: Int]
    var rssIdle: Int?
    var rssWithSessions: Int?
    var rssAfter: Int?
    var rssPeak: Int?
    var exitStatus: Int32?

    var errorCount: Int { errors.values.reduce(0, +) }
    var requests: Int { latencies.count + errorCount }
    var seconds: Double { Double(elapsedNanoseconds) / 1e9 }

    /// The latency at quantile `q` (nearest rank), in nanoseconds.
    func latency(_ q: Double) -> Double {
        guard !latencies.isEmpty else { return .nan }
        let rank = Int((q * Double(latencies.count)).rounded(.up))
        return Double(latencies[min(max(rank, 1), latencies.count) - 1])
    }
}

/// The tally of one client thread.
private struct ClientTally: Sendable {
    var latencies: [UInt64] = []
    var errors: [String: Int] = [:]
}

/// Meeting points of the client threads and the thread that runs them.
private final class LoadGate: Sendable {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let deadline = Mutex<UInt64>(0)
    let tallies = Mutex<[ClientTally]>([])
    let setupFailures = Mutex<[String]>([])
}

/// The body every client posts: the echo skill, as a user would type it.
private let echoBody = #"{"text":"echo hello"}"#

/// Runs the web load benchmark against the release `assistant serve`, in a process of its own:
///
/// 1. start the server (`--sessions` above the client count, so no session pushes out another);
/// 2. each client thread posts once without a cookie and keeps the session cookie it gets, so
///    every client talks to its own agent (one agent answers one request at a time; a shared
///    session would measure that queue, not the server);
/// 3. when all are ready, every client posts `{"text":"echo hello"}` to `/api/messages` in a loop,
///    one connection per request (the server does not keep connections alive), until the time
///    is up; a latency runs from `connect` until the server closes the connection;
/// 4. stop the server with SIGINT and check it exits 0.
///
/// The server's memory is `VmRSS` from `/proc/PID/status`: idle, with the sessions, after the load.
func webLoadBenchmark(_ options: WebLoadOptions) throws -> WebLoadResult {
    let sessionLimit = max(64, 2 * options.clients)
    let server = try WebLoadServer(arguments: ["--sessions", String(sessionLimit)])
    let rssIdle = server.memory("VmRSS")
    let gate = LoadGate()
    let port = server.port
    for _ in 0..<options.clients {
        let thread = Thread { runClient(port: port, gate: gate) }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<options.clients { gate.ready.wait() }
    let rssWithSessions = server.memory("VmRSS")
    let failures = gate.setupFailures.withLock { $0 }
    let start = DispatchTime.now().uptimeNanoseconds
    gate.deadline.withLock { $0 = start + UInt64(options.seconds * 1e9) }
    for _ in 0..<options.clients { gate.go.signal() }
    for _ in 0..<options.clients { gate.done.wait() }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    let rssAfter = server.memory("VmRSS")
    let rssPeak = server.memory("VmHWM")
    let (status, output) = server.stop()
    guard failures.isEmpty else {
        throw WebLoadServer.Failure(
            description: "\(failures.count) clients got no session: \(failures[0]); server output: \(output)")
    }
    let tallies = gate.tallies.withLock { $0 }
    return WebLoadResult(
        clients: options.clients, sessionLimit: sessionLimit, elapsedNanoseconds: elapsed,
        latencies: tallies.flatMap(\.latencies).sorted(),
        errors: tallies.reduce(into: [:]) { total, tally in total.merge(tally.errors, uniquingKeysWith: +) },
        rssIdle: rssIdle, rssWithSessions: rssWithSessions, rssAfter: rssAfter, rssPeak: rssPeak, exitStatus: status)
}

/// One client: get a session, wait for the start, post until the deadline, hand in the tally.
private func runClient(port: Int, gate: LoadGate) {
    let client = WebLoadClient(port: port)
    var cookie: String?
    switch client.post("/api/messages", json: echoBody, cookie: nil) {
    case .reply(200, let text) where text.contains(#""text":"hello""#):
        cookie = WebLoadClient.sessionCookie(in: text)
        if cookie == nil { gate.setupFailures.withLock { $0.append("no session cookie in: \(text.prefix(300))") } }
    case .reply(let status, let text):
        gate.setupFailures.withLock { $0.append("status \(status): \(text.suffix(300))") }
    case .failure(let reason):
        gate.setupFailures.withLock { $0.append(reason) }
    }
    gate.ready.signal()
    gate.go.wait()
    var tally = ClientTally()
    let deadline = gate.deadline.withLock { $0 }
    while cookie != nil, DispatchTime.now().uptimeNanoseconds < deadline {
        let started = DispatchTime.now().uptimeNanoseconds
        let outcome = client.post("/api/messages", json: echoBody, cookie: cookie)
        let finished = DispatchTime.now().uptimeNanoseconds
        switch outcome {
        case .reply(200, _): tally.latencies.append(finished - started)
        case .reply(let status, _): tally.errors["status \(status)", default: 0] += 1
        case .failure(let reason): tally.errors[reason, default: 0] += 1
        }
    }
    gate.tallies.withLock { $0.append(tally) }
    gate.done.signal()
}

/// The result as a Markdown table, with a note on what was measured.
func webLoadTable(_ result: WebLoadResult) -> String {
    func mebibytes(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.1f MiB", Double($0) / 1_048_576) } ?? "—"
    }
    let rate = Double(result.latencies.count) / result.seconds
    var lines = [
        "| clients | duration | requests | errors | req/s | p50 | p99 | max | server RSS before | server RSS after |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        "| \(result.clients) | \(String(format: "%.1f s", result.seconds)) | \(result.requests) | "
            + "\(result.errorCount) | \(String(format: "%.0f", rate)) | \(format(nanoseconds: result.latency(0.5))) | "
            + "\(format(nanoseconds: result.latency(0.99))) | \(format(nanoseconds: result.latency(1))) | "
            + "\(mebibytes(result.rssIdle)) | \(mebibytes(result.rssAfter)) |",
        "",
        "Release `assistant serve --sessions \(result.sessionLimit)` in its own process; one session (agent) per "
            + "client, made before the clock starts; one connection per request. req/s counts 200 replies; "
            + "latency runs from connect until the server closes. Server RSS idle → with \(result.clients) "
            + "sessions → after: \(mebibytes(result.rssIdle)) → \(mebibytes(result.rssWithSessions)) → "
            + "\(mebibytes(result.rssAfter)) (peak \(mebibytes(result.rssPeak))); exit status after SIGINT: "
            + "\(result.exitStatus.map(String.init) ?? "killed").",
    ]
    if !result.errors.isEmpty {
        let reasons = result.errors.sorted { $0.value > $1.value }.map { "\($0.key) × \($0.value)" }
        lines.append("Errors: " + reasons.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
}
