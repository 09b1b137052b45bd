import Foundation
import SkillLLM

#if canImport(Glibc)
    import Glibc
#endif

/// What one transport cost while it waited for a slow model.
struct WaitCost {
    var transport: LLMTransport
    /// Whether the response head came at once and the body followed in chunks after the wait (as
    /// a streaming server answers), rather than the whole answer after the wait.
    var headFirst: Bool
    var wallSeconds: Double
    var cpuSeconds: Double

    /// CPU time as a share of one core over the wait.
    var coreShare: Double { cpuSeconds / max(wallSeconds, 1e-9) }
}

/// CPU this process spends while an ``OpenAIClient`` waits `seconds` for an answer, per transport.
///
/// A server on 127.0.0.1 (a thread of this process, blocked in `sleep`, so it costs nothing)
/// accepts the request and answers only after `seconds` — a model thinking. Whatever CPU the
/// process uses meanwhile is the transport's waiting cost, which a model server on the same
/// machine would otherwise have.
func llmWaitBenchmarks(seconds: Double = 2) async throws -> [WaitCost] {
    var costs: [WaitCost] = []
    for headFirst in [false, true] {
        for transport in LLMTransport.allCases {
            costs.append(try await waitCost(transport: transport, headFirst: headFirst, seconds: seconds))
        }
    }
    return costs
}

private func waitCost(transport: LLMTransport, headFirst: Bool, seconds: Double) async throws -> WaitCost {
    do {
        let server = try SlowAnswerServer(delay: seconds, headFirst: headFirst)
        let client = OpenAIClient(
            configuration: LLMConfiguration(
                baseURL: URL(string: "http://127.0.0.1:\(server.port)/v1")!, model: "slow", timeout: seconds * 4,
                maxRetries: 0, transport: transport))
        let request = ChatRequest(messages: [.user("Hi")])
        // No warm-up: each measurement is one request on a new client, as in a program's first turn.
        let cpuBefore = processCPUSeconds()
        let start = ContinuousClock.now
        _ = try await client.complete(request)
        let wall = ContinuousClock.now - start
        let cpu = processCPUSeconds() - cpuBefore
        server.stop()
        return WaitCost(
            transport: transport, headFirst: headFirst,
            wallSeconds: Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18,
            cpuSeconds: cpu)
    }
}

/// The table for ``llmWaitBenchmarks(seconds:)``.
func waitCostTable(_ costs: [WaitCost]) -> String {
    var lines = [
        "| transport | the server holds back | wall | CPU while waiting | share of a core |",
        "|---|---|---:|---:|---:|",
    ]
    for cost in costs {
        let waits = cost.headFirst ? "a chunked body (head sent)" : "the whole answer"
        lines.append(
            "| \(cost.transport.rawValue) | \(waits) | \(String(format: "%.2f s", cost.wallSeconds)) | "
                + "\(String(format: "%.3f s", cost.cpuSeconds)) | \(String(format: "%.1f %%", cost.coreShare * 100)) |")
    }
    return lines.joined(separator: "\n")
}

/// User plus system CPU time of this process so far.
private func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// An HTTP server on 127.0.0.1 that answers every chat completion after `delay` seconds.
private final class SlowAnswerServer: @unchecked Sendable {
    let port: UInt16
    private let socket: Int32
    private let delay: Double
    private let headFirst: Bool

    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    init(delay: Double, headFirst: Bool) throws {
        self.delay = delay
        self.headFirst = headFirst
        let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw SetupError(description: "socket failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 8) == 0 else {
            close(listener)
            throw SetupError(description: "bind/listen on 127.0.0.1 failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        socket = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    /// Reads requests on one keep-alive connection and answers each after the delay.
    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            while !Self.hasWholeRequest(pending) {
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else { return }
                pending += buffer[0..<count]
            }
            pending.removeAll()
            let body = Array(Self.answer.utf8)
            let head = Array(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
            if headFirst {
                // As a streaming server answers: the head at once, then the body in chunks.
                let chunked = Array(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
                guard write(connection, chunked, chunked.count) == chunked.count else { return }
                Thread.sleep(forTimeInterval: delay)
                let chunk = Array(String(body.count, radix: 16).utf8) + [13, 10] + body + Array("\r\n0\r\n\r\n".utf8)
                guard write(connection, chunk, chunk.count) == chunk.count else { return }
            } else {
                Thread.sleep(forTimeInterval: delay)
                let bytes = head + body
                guard write(connection, bytes, bytes.count) == bytes.count else { return }
            }
        }
    }

    private static let answer =
        #"{"id":"x","object":"chat.completion","created":0,"model":"slow","choices":[{"index":0,"message":{"role":"assistant","content":"Hello."},"finish_reason":"stop"}]}"#

    /// Whether `bytes` hold a head and the whole body its Content-Length announces.
    private static func hasWholeRequest(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<end.lowerBound].lowercased()
        let length =
            head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return text.utf8.count - text.utf8.distance(from: text.startIndex, to: end.upperBound) >= length
    }
}
