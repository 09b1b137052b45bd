import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The release `assistant serve --port 0` in a process of its own, so its memory is measured
/// apart from the load generator's.
final class WebLoadServer {
    /// The port it listens on.
    let port: Int
    private let process: Process
    private let scratch: URL
    private let outputFile: URL

    /// Why the server could not be used.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `assistant` executable: `$ASSISTANT_BIN`, else the one next to this benchmark.
    static func executable() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["ASSISTANT_BIN"] { return URL(fileURLWithPath: path) }
        let running =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let candidate = URL(fileURLWithPath: running).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("assistant")
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw Failure(
                description: "no assistant executable at \(candidate.path): "
                    + "run `swift build -c release --product assistant` (make bench does)")
        }
        return candidate
    }

    /// Starts `assistant serve --port 0` plus `arguments` with throwaway data and config folders,
    /// and waits (up to 60 s) for the address it prints.
    init(arguments: [String]) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("agentskill-webload-\(getpid())")
        let data = scratch.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        outputFile = scratch.appendingPathComponent("output")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw Failure(description: "cannot create \(outputFile.path)")
        }
        process = Process()
        process.executableURL = try Self.executable()
        process.arguments = ["serve", "--port", "0", "--data-dir", data.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["XDG_CONFIG_HOME"] = scratch.appendingPathComponent("config").path
        environment["AGENTSKILL_CONFIG"] = nil
        process.environment = environment
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try? output.close()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            if let match = text.firstMatch(of: /serving at http:\/\/127\.0\.0\.1:(\d+)\//), let port = Int(match.1) {
                self.port = port
                return
            }
            guard process.isRunning else {
                throw Failure(description: "assistant serve exited (\(process.terminationStatus)): \(text)")
            }
            usleep(20_000)
        }
        process.terminate()
        throw Failure(description: "assistant serve printed no address within 60 s")
    }

    /// A line of `/proc/PID/status` in bytes: `VmRSS` (resident now) or `VmHWM` (the peak).
    func memory(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("\(field):") {
            let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first
            return kilobytes.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// Sends SIGINT, waits up to 30 s for the exit (then kills), removes the folders, and returns
    /// the exit status (`nil` when it had to be killed) and what the server printed.
    func stop() -> (status: Int32?, output: String) {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        var status: Int32?
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        } else {
            process.waitUntilExit()
            status = process.terminationStatus
        }
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: scratch)
        return (status, output)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
