import Foundation
import TestSupport

/// The MCP peers `scripts/bootstrap` installs into `.build/mcp-venv` from Tests/Interop/mcp-requirements.txt.
enum MCPPeers {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The package's root folder, two levels above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A program of the venv (`python`, `mcp-server-time`), or a failure that says how to get it.
    static func program(_ name: String) throws -> URL {
        let url = packageRoot.appending(path: ".build/mcp-venv/bin/\(name)")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Missing(
                description: "MCP peer missing: no \(url.path) — run scripts/bootstrap (or make test), which installs"
                    + " Tests/Interop/mcp-requirements.txt into .build/mcp-venv")
        }
        return url
    }

    /// A fresh empty folder.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "agentskill-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a program to its end, off the cooperative pool, and returns its exit status and output.
    static func run(_ program: URL, _ arguments: [String], environment: [String: String] = [:]) async throws -> (
        status: Int32, output: String
    ) {
        try await onOwnThread {
            let process = Process()
            process.executableURL = program
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.standardError
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }
}
