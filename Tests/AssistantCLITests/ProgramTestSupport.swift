import AssistantCLI
import Foundation
import Synchronization
import TestSupport

/// An in-memory terminal: scripted input lines, captured output.
///
/// Unless `environment` says where data goes (`AGENTSKILL_DATA_DIR`, `XDG_DATA_HOME` or `HOME`),
/// the terminal points `AGENTSKILL_DATA_DIR` at a fresh temporary directory, removed when the
/// terminal goes away — so no test ever touches the real home.
final class FakeTerminal: Sendable {
    private let input: Mutex<[String]>
    private let output = Mutex("")
    private let errors = Mutex("")
    let interactive: Bool
    let environment: [String: String]
    /// The temporary data directory this terminal made, if it made one.
    let temporaryDataDirectory: URL?

    init(lines: [String] = [], interactive: Bool = false, environment: [String: String] = [:]) {
        self.input = Mutex(lines)
        self.interactive = interactive
        var environment = environment
        if ["AGENTSKILL_DATA_DIR", "XDG_DATA_HOME", "HOME"].allSatisfy({ environment[$0] == nil }) {
            let directory = TemporaryDirectory.url("agentskill-data")
            environment["AGENTSKILL_DATA_DIR"] = directory.path
            temporaryDataDirectory = directory
        } else {
            temporaryDataDirectory = nil
        }
        self.environment = environment
    }

    deinit {
        if let temporaryDataDirectory { try? FileManager.default.removeItem(at: temporaryDataDirectory) }
    }

    var stdout: String { output.withLock { $0 } }
    var stderr: String { errors.withLock { $0 } }

    var io: TerminalIO {
        TerminalIO(
            readLine: { [self] in input.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
            write: { [self] text in output.withLock { $0 += text } },
            writeError: { [self] text in errors.withLock { $0 += text } },
            isInteractive: interactive, environment: environment)
    }

    /// Runs the program with `arguments` and returns its exit code.
    func run(_ arguments: [String]) async -> Int32 {
        await AssistantProgram.run(arguments: arguments, io: io)
    }
}
