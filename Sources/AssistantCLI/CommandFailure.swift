/// Why a data command (`calendar`, `ledger`) stopped: the message printed after `error: ` and
/// the exit status — 2 when the input is unusable (too large, not UTF-8, malformed), 1 when
/// reading, writing or the database failed.
struct CommandFailure: Error, Sendable, Equatable {
    var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    /// Prints the failure (and with `json` its JSON object, ``FailureReport``) and returns its
    /// exit status.
    func report(to io: TerminalIO, json: Bool = false) -> Int32 {
        FailureReport.print(message, exitCode: exitCode, json: json, io: io)
    }
}
