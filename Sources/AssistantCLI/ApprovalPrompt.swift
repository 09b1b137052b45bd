import AgentSkill
import Foundation

/// The `[y/N]` question the chat and an interactive `run` ask before a call that needs approval.
enum ApprovalPrompt {
    /// The answers that approve.
    static let approvals: Set<String> = ["y", "yes", "是"]

    /// Says why on standard error, asks `撤销记账：…？[y/N]` / `Undo entry: …? [y/N]` in the
    /// person's language (the summary's, else the locale's) and reads one line: `y`, `yes` or `是`
    /// approves; anything else, or end of input, declines.
    static func ask(_ request: ApprovalRequest, io: TerminalIO) async -> Bool {
        io.write(question(request, io: io))
        let line = await io.readLine()
        if line == nil { io.write("\n") }
        return approvals.contains(line?.trimmingCharacters(in: .whitespaces).lowercased() ?? "")
    }

    /// ``ask(_:io:)`` at the line editor, the question as its prompt; `nil` when Ctrl-C
    /// interrupted it (the caller declines and cancels the request).
    static func ask(_ request: ApprovalRequest, editor: any LineEditing, io: TerminalIO) async -> Bool? {
        let question = io.output.safe(question(request, io: io), as: .plain)
        switch await editor.read(prompt: question) {
        case .line(let line):
            return approvals.contains(line.trimmingCharacters(in: .whitespaces).lowercased())
        case .end:
            io.write("\n")
            return false
        case .interrupted:
            return nil
        }
    }
}

extension ApprovalPrompt {
    /// Says why on standard error and returns the question, both in the person's language (the
    /// summary's, else the locale's): `这一步需要你确认：这是删除或撤销操作。` then
    /// `撤销记账：…？[y/N] `.
    private static func question(_ request: ApprovalRequest, io: TerminalIO) -> String {
        let locale = Locale(identifier: AssistantProgram.localeIdentifier(from: io.environment))
        let language = ReplyLanguage.detect(in: request.summary, fallback: ReplyLanguage(locale: locale))
        io.status(Phrase.approvalWhy.text(in: language, ["reason": request.reason.message(in: language)]))
        return Phrase.approvalQuestion.text(in: language, ["summary": request.summary])
    }
}

extension TerminalIO {
    /// A status line on standard error, dimmed when a terminal shows it, unless `NO_COLOR` is set.
    func status(_ text: String) {
        let dim = errorOutput.isTerminal && (environment["NO_COLOR"].map(\.isEmpty) ?? true)
        // Only the dimming is styled: the text itself is made safe like any other.
        let line = errorOutput.safe("  \(text)", as: .plain)
        writeError(dim ? "\u{1B}[2m\(line)\u{1B}[0m\n" : line + "\n", as: .styled)
    }
}
