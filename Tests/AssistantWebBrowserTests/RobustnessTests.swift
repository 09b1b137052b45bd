import Foundation
import SkillJSON
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension BrowserHarnessTests {
    /// The robustness suite, nested in the browser suite so that its load never runs beside the
    /// (niced, slow) browser: attacks on the real `assistant serve` (its own data folder, on
    /// 127.0.0.1), each bounded in time and printing its figures. The cross-site flood, which needs
    /// Chromium, is `aHostilePageCannotDisturbAnOpenChat`.
    @Suite struct RobustnessTests {
        static func post(
            _ client: RawHTTPClient, _ path: String, _ json: String, cookie: String? = nil, timeout: TimeInterval = 60,
            until: (@Sendable (String) -> Bool)? = nil
        ) async -> RawHTTPClient.Reply? {
            var headers = ["Content-Type": "application/json"]
            if let cookie { headers["Cookie"] = cookie }
            return await client.send(
                "POST", path, headers: headers, body: Data(json.utf8), timeout: timeout, until: until)
        }

        static func session(_ client: RawHTTPClient) async throws -> String {
            let reply = await post(client, "/api/session", "{}")
            return try #require(reply?.header("set-cookie")?.split(separator: ";").first.map(String.init))
        }

        static func milliseconds(since start: ContinuousClock.Instant) -> Int {
            let elapsed = ContinuousClock.now - start
            return Int(elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        }

        /// The id of the first component in a reply's tree whose action is `action`.
        static func component(acting action: String, in tree: JSONValue?) -> String? {
            guard let tree else { return nil }
            if tree["action"]?.stringValue == action { return tree["id"]?.stringValue }
            for key in ["children", "components", "items"] {
                for child in tree[key]?.arrayValue ?? [] {
                    if let found = component(acting: action, in: child) { return found }
                }
            }
            return nil
        }

        /// Slowloris: 30 connections send half a request and stall (reconnecting when dropped)
        /// while a normal client makes 20 requests; every one is answered.
        @Test func slowloris() async throws {
            let served = try await ServedAssistant.start()
            let port = served.port
            let stop = Flag()
            let reconnects = Counter()
            let attackers = Thread {
                var sockets = (0..<30).compactMap { _ in RawSocket(port: port) }
                for socket in sockets { socket.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ") }
                while !stop.isSet {
                    for index in sockets.indices where !sockets[index].isOpenAndQuiet {
                        sockets[index].close()
                        if let fresh = RawSocket(port: port) {
                            fresh.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")
                            sockets[index] = fresh
                            reconnects.add()
                        }
                    }
                    usleep(50_000)
                }
                for socket in sockets { socket.close() }
            }
            attackers.start()
            let client = RawHTTPClient(port: port)
            var latencies: [Int] = []
            var answered = 0
            for _ in 0..<20 {
                let start = ContinuousClock.now
                if await client.send("GET", "/api/skills")?.status == 200 { answered += 1 }
                latencies.append(Self.milliseconds(since: start))
            }
            stop.set()
            await served.stop()
            latencies.sort()
            print(
                "robustness · slowloris: 30 stalled connections (\(reconnects.value) reconnects); "
                    + "\(answered)/20 normal requests answered, median \(latencies[10]) ms, max \(latencies[19]) ms")
            #expect(answered == 20)
        }

        /// Abandoned approvals and actions: in 30 sessions a ledger entry's Undo is pressed with no
        /// page open; in 10 more, a page is open, `ledger.undo` waits for approval, and both the
        /// asker and the page leave. Nothing is undone, and the server answers the next request.
        @Test func abandonedApprovalsAndActions() async throws {
            let served = try await ServedAssistant.start(environment: ["AGENTSKILL_NOW": "2026-12-02T10:00"])
            let client = RawHTTPClient(port: served.port)
            let start = ContinuousClock.now
            var denied = 0
            for _ in 0..<30 {
                let cookie = try await Self.session(client)
                let added = try JSONValue.parse(
                    try #require(
                        await Self.post(
                            client, "/api/invocations", #"{"skill":"ledger.add","arguments":{"amount":"1"}}"#,
                            cookie: cookie)
                    ).body)
                let button = try #require(Self.component(acting: "undo", in: added["tree"]))
                let messageID = try #require(added["id"]?.intValue)
                let press = await Self.post(
                    client, "/api/actions", #"{"componentID":"\#(button)","action":"undo","messageID":\#(messageID)}"#,
                    cookie: cookie)
                if press?.status == 200, press?.body.contains("approv") == true { denied += 1 }
            }
            for _ in 0..<10 {
                let cookie = try await Self.session(client)
                let leave = Flag()
                let progress = RawHTTPClient.Progress()
                let page = Task {
                    await client.send(
                        "GET", "/api/events", headers: ["Cookie": cookie], timeout: 60,
                        until: { $0.contains("approvalRequested") || leave.isSet }, progress: progress)
                }
                while !progress.text.contains(": connected") { try await Task.sleep(for: .milliseconds(10)) }
                let asker = Task {
                    await Self.post(
                        client, "/api/invocations", #"{"skill":"ledger.undo"}"#, cookie: cookie, timeout: 60,
                        until: { _ in leave.isSet })
                }
                _ = await page.value
                leave.set()
                _ = await asker.value
            }
            let next = ContinuousClock.now
            let echo = await Self.post(client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"ok"}}"#)
            let nextMilliseconds = Self.milliseconds(since: next)
            let csv = try await Self.exportCSV(dataDirectory: served.dataDirectory)
            let rows = csv.split(whereSeparator: \.isNewline).dropFirst().count
            await served.stop()
            print(
                "robustness · abandoned approvals: 30 unanswerable Undo presses (\(denied) denied at once), "
                    + "10 askers and pages that left; next request answered in \(nextMilliseconds) ms; "
                    + "all in \(Self.milliseconds(since: start)) ms")
            #expect(denied == 30)
            #expect(echo?.status == 200 && echo?.body.contains(#""text":"ok""#) == true)
            // Nothing was undone: the 30 entries are all there.
            #expect(rows == 30, "\(csv)")
        }

        /// Oversized histories: 4 sessions × 60 echoes of 900 KB. Each session's conversation is
        /// bounded (2 MiB), so the server's memory stays bounded too.
        @Test func oversizedHistories() async throws {
            let served = try await ServedAssistant.start()
            let client = RawHTTPClient(port: served.port)
            let before = served.residentBytes ?? 0
            let text = String(repeating: "长", count: 300_000)
            var answered = 0
            for _ in 0..<4 {
                let cookie = try await Self.session(client)
                for _ in 0..<60 {
                    let reply = await Self.post(
                        client, "/api/invocations", #"{"skill":"echo","arguments":{"text":"\#(text)"}}"#, cookie: cookie
                    )
                    if reply?.status == 200 { answered += 1 }
                }
            }
            let after = served.residentBytes ?? 0
            await served.stop()
            print(
                "robustness · oversized histories: \(answered) echoes of 900 KB in 4 sessions; "
                    + "resident memory \(before >> 20) MiB → \(after >> 20) MiB")
            #expect(answered == 240)
            #expect(after < 400 << 20, "resident memory \(after >> 20) MiB")
        }

        /// Kill -9 under load: 8 clients add ledger entries with distinct notes; the server is
        /// killed mid-stream; every entry whose request was answered is in the database afterwards,
        /// and the database passes SQLite's integrity check.
        @Test func killNineUnderLoadLosesNoAckedWrite() async throws {
            let served = try await ServedAssistant.start(environment: ["AGENTSKILL_NOW": "2026-12-02T10:00"])
            let client = RawHTTPClient(port: served.port)
            let acked = Acknowledged()
            let killAfter = 120
            let writers = (0..<8).map { writer in
                Task {
                    var index = 0
                    while true {
                        let note = "w\(writer)-n\(index)"
                        let reply = await Self.post(
                            client, "/api/invocations",
                            #"{"skill":"ledger.add","arguments":{"amount":"2.5","note":"\#(note)"}}"#, timeout: 30)
                        guard let reply else { return }
                        if reply.status == 200, reply.body.contains(#""error":null"#) {
                            acked.add(note)
                        }
                        index += 1
                    }
                }
            }
            // Killed after a number of acknowledged writes, not after a time: the same load on any machine.
            while acked.notes.count < killAfter { try await Task.sleep(for: .milliseconds(20)) }
            await served.kill9()
            for writer in writers { _ = await writer.value }
            let notes = acked.notes
            let exported = try await Self.exportCSV(dataDirectory: served.dataDirectory)
            let missing = notes.filter { !exported.contains($0) }
            let integrity = try await Self.integrityCheck(dataDirectory: served.dataDirectory)
            await served.stop()
            print(
                "robustness · kill -9 under load: \(notes.count) acknowledged writes from 8 clients, "
                    + "\(missing.count) missing after the kill; integrity_check: \(integrity)")
            #expect(notes.count >= killAfter)
            #expect(missing.isEmpty, "missing: \(missing.prefix(5))")
            #expect(integrity == "ok")
        }

        static func run(_ arguments: [String], executable: URL) async throws -> String {
            try await onOwnThread {
                let process = SpawnedProcess()
                process.executableURL = executable
                process.arguments = arguments
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = FileHandle.nullDevice
                try process.run()
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return String(decoding: data, as: UTF8.self)
            }
        }

        static func exportCSV(dataDirectory: URL) async throws -> String {
            try await run(
                ["ledger", "export", "--csv", "-", "--data-dir", dataDirectory.path],
                executable: try BuiltExecutable.url("assistant"))
        }

        static func integrityCheck(dataDirectory: URL) async throws -> String {
            let files = try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path)
            let database = try #require(files.first { $0.hasSuffix(".sqlite") || $0.hasSuffix(".db") })
            let script =
                "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('pragma integrity_check').fetchone()[0])"
            let output = try await run(
                ["-c", script, dataDirectory.appending(path: database).path],
                executable: URL(filePath: "/usr/bin/python3"))
            return output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

}

/// A flag one task sets and others read.
final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

/// Notes whose writes the server acknowledged, from several tasks.
final class Acknowledged: Sendable {
    private let list = Mutex<[String]>([])
    var notes: [String] { list.withLock { $0 } }
    func add(_ note: String) { list.withLock { $0.append(note) } }
}

/// A count several threads add to.
final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
