import Foundation
import TestSupport

/// Runs the Python peers of the interop tests: scripts in `Tests/Interop/`, with the interpreter of
/// the interop virtualenv (``Peers/interopPython``: `.build/interop-venv`, or `INTEROP_PYTHON` when set).
/// No network: the peers only read and write files in a temporary folder.
enum InteropPeers {
    /// Runs `python -B Tests/Interop/<script> arguments…` (or `python -B -m module` when `script` starts
    /// with `-m `) in `folder` and waits for it without blocking a thread.
    static func run(_ script: String, _ arguments: [String], in folder: URL) async throws -> TestProcess.Result {
        let python = try Peers.interopPython.executable()
        let target =
            script.hasPrefix("-m ")
            ? ["-m", String(script.dropFirst(3))] : [PackageRoot.appending("Tests/Interop/\(script)").path]
        return try await TestProcess.run(
            python, ["-B"] + target + arguments, environment: TestProcess.pythonEnvironment(), in: folder)
    }
}
