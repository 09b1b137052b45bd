import SkillJSON

/// How a command that could not run says so: `error: …` on standard error for people, and with
/// `--json` also `{"ok": false, "error": {"code", "message"}}` on standard output, so a script
/// that asked for JSON gets JSON on every path.
enum FailureReport {
    /// Prints `message`, and the JSON object when `json`; returns `exitCode`. The code is
    /// `usage` for exit status 2 (what was typed, the config file, the data directory) and
    /// `failed` otherwise.
    @discardableResult
    static func print(_ message: String, exitCode: Int32, json: Bool, io: TerminalIO) -> Int32 {
        io.writeError("error: \(message)\n")
        if json {
            let object: JSONValue = [
                "ok": false,
                "error": ["code": .string(exitCode == 2 ? "usage" : "failed"), "message": .string(message)],
            ]
            io.write(object.stableString() + "\n")
        }
        return exitCode
    }
}
