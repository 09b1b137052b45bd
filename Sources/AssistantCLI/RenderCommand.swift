import Foundation
import SkillJSON
import SkillUI

/// `assistant render FILE|- [--html|--terminal] [--strict] [--json-diagnostics]`.
///
/// Prints the rendering on standard output and every diagnostic on standard error (text lines
/// `warning: $.path: message`, or JSON lines). A file that cannot be read, or nothing to render,
/// is an error line too — with `--json-diagnostics` a JSON one (`{"severity": "error", "path":
/// "$", "message": …}`), so a script that asked for JSON gets JSON on every path. Exit status: 0
/// rendered; 1 strict mode found a problem, or nothing could be rendered, or the file could not
/// be read; 2 the file is larger than a UI document may be (``UILimits/maxDocumentBytes``) or
/// not UTF-8.
extension AssistantCommand.Render {
    static func run(_ request: RenderRequest, io: TerminalIO) async -> Int32 {
        let text: String
        do {
            text = try await TextFile.read(request.source, limit: UILimits.default.maxDocumentBytes, io: io)
        } catch {
            return fail(error.message, exitCode: error.exitCode, json: request.jsonDiagnostics, io: io)
        }
        let result: UIDecodeResult
        if request.strict {
            let strict = UIDecoder.decode(json: text, options: UIDecodingOptions(mode: .strict))
            if let first = strict.diagnostics.first(where: { $0.severity == .error }) {
                report([first], json: request.jsonDiagnostics, io: io)
                return 1
            }
            result = strict
        } else {
            result = UIDecoder.decode(json: text)
        }
        report(result.diagnostics, json: request.jsonDiagnostics, io: io)
        guard let component = result.component else {
            return fail("nothing to render", exitCode: 1, json: request.jsonDiagnostics, io: io)
        }
        switch request.format {
        case .html:
            io.write(HTMLRenderer().renderPage(component, title: "AgentSkill UI") + "\n")
        case .terminal:
            let options = TerminalRenderer.Options.forEnvironment(
                io.environment, isTTY: io.output.isTerminal, width: nil)
            let rendering = TerminalRenderer(options: options).render(component)
            io.write(rendering.text.hasSuffix("\n") ? rendering.text : rendering.text + "\n", as: .styled)
        }
        return 0
    }

    /// Says why nothing was rendered, as an error line in the diagnostics' format.
    private static func fail(_ message: String, exitCode: Int32, json: Bool, io: TerminalIO) -> Int32 {
        if json {
            report([Diagnostic(severity: .error, path: .root, message: message)], json: true, io: io)
        } else {
            io.writeError("error: \(message)\n")
        }
        return exitCode
    }

    static func report(_ diagnostics: [Diagnostic], json: Bool, io: TerminalIO) {
        for diagnostic in diagnostics {
            if json {
                let line: JSONValue = [
                    "severity": .string(diagnostic.severity.rawValue), "path": .string(diagnostic.path.description),
                    "message": .string(diagnostic.message),
                ]
                io.writeError(line.stableString() + "\n", as: .json)
            } else {
                io.writeError("\(diagnostic.severity.rawValue): \(diagnostic.description)\n")
            }
        }
    }
}
