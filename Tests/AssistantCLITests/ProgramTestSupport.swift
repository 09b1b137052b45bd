import AssistantCLI
import Foundation
import Synchronization

/// An in-memory terminal: scripted input lines, captured output.
final class FakeTerminal: Sendable {
    private let input: Mutex<[String]>
    private let output = Mutex("")
    private let errors = Mutex("")
    let interactive: Bool
    let environment: [String: String]

    init(lines: [String] = [], interactive: Bool = false, environment: [String: String] = [:]) {
        self.input = Mutex(lines)
        self.interactive = interactive
        self.environment = environment
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
