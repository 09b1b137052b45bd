import Foundation
import SkillJSON
import SkillUI

/// `assistant render FILE|- [--html|--terminal] [--strict] [--json-diagnostics]`.
///
/// Prints the rendering on standard output and every diagnostic on standard error (text lines
/// `warning: $.path: message`, or JSON lines). Exit status: 0 rendered; 1 strict mode found a
/// problem, or nothing could be rendered, or the file could not be read.
extension AssistantCommand.Render {
    static func run(_ request: RenderRequest, io: TerminalIO) async -> Int32 {
        let text: String
        if request.source == "-" {
            var lines: [String] = []
            while let line = await io.readLine() { lines.append(line) }
            text = lines.joined(separator: "\n")
        } else {
            do {
                text = try String(contentsOfFile: request.source, encoding: .utf8)
            } catch {
                io.writeError("error: cannot read '\(request.source)': \(error.localizedDescription)\n")
                return 1
            }
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
            io.writeError("error: nothing to render\n")
            return 1
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
