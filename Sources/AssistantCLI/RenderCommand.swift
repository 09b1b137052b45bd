import Foundation
import SkillJSON
import SkillUI
import SkillUIHTML
import SkillUITerminal

/// `assistant render FILE|- [--html|--terminal] [--strict] [--json-diagnostics] [--from ui|a2ui] [--to ui|a2ui]`.
///
/// `--from a2ui` reads A2UI v0.9/v0.10 server-to-client messages (JSONL or a JSON array) and
/// renders the first surface; `--to a2ui` prints the document as A2UI v0.9 JSONL instead of
/// rendering it (`--to ui`: our canonical JSON). Bindings and templates are kept both ways: a
/// surface with bindings becomes our bound document (`$data`, `$bind`, `$call`, `$each`), and a
/// bound document of ours is written with its paths, calls and ChildList templates; what cannot
/// be kept is a warning. A2UI diagnostics say where they are first:
/// `warning: line 3: $.updateComponents…: …` (with `--json-diagnostics` an `"origin"` member).
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
        var component: SKComponent
        var bindings: UIBindings?
        var ours: JSONValue?
        switch request.input {
        case .ui:
            guard let decoded = decodeOurs(text, request: request, io: io) else { return 1 }
            (component, bindings) = (decoded.component, decoded.bindings)
        case .a2ui:
            guard let read = readA2UI(text, request: request, io: io) else { return 1 }
            component = read.component
            if let bound = read.bound {
                // Converting: the surface as our bound document, and its tree and bindings from it.
                report(bound.notes, json: request.jsonDiagnostics, io: io)
                let decoded = bound.json.map { UIDecoder.decode($0) }
                if bound.isBound, let tree = decoded?.component {
                    (component, bindings, ours) = (tree, decoded?.bindings, bound.json)
                }
            }
        }
        switch request.output {
        case .a2ui?:
            let written = A2UIWriter.write(component, bindings: bindings)
            report(written.notes, json: request.jsonDiagnostics, io: io)
            io.write(written.jsonl, as: .json)
            return 0
        case .ui?:
            io.write((ours ?? component.jsonValue).stableString(pretty: true) + "\n", as: .json)
            return 0
        case nil: break
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

    /// Our format: the tree (and a bound document's bindings), or nil after reporting why there is
    /// none (strict: the first problem).
    private static func decodeOurs(_ text: String, request: RenderRequest, io: TerminalIO)
        -> (component: SKComponent, bindings: UIBindings?)?
    {
        let result: UIDecodeResult
        if request.strict {
            let strict = UIDecoder.decode(json: text, options: UIDecodingOptions(mode: .strict))
            if let first = strict.diagnostics.first(where: { $0.severity == .error }) {
                report([first], json: request.jsonDiagnostics, io: io)
                return nil
            }
            result = strict
        } else {
            result = UIDecoder.decode(json: text)
        }
        report(result.diagnostics, json: request.jsonDiagnostics, io: io)
        guard let component = result.component else {
            _ = fail("nothing to render", exitCode: 1, json: request.jsonDiagnostics, io: io)
            return nil
        }
        return (component, result.bindings)
    }

    /// A2UI messages: the first surface's tree (and, when converting with `--to`, the surface as
    /// our bound document), or nil after reporting why there is none (strict: any error).
    private static func readA2UI(_ text: String, request: RenderRequest, io: TerminalIO)
        -> (component: SKComponent, bound: A2UIOurDocument?)?
    {
        let (document, readNotes) = A2UIDocument.read(text)
        let bound = request.output == nil ? nil : document.ourDocument()
        let rendering = bound?.rendering ?? document.render()
        let diagnostics = readNotes + rendering.diagnostics
        if request.strict, let first = diagnostics.first(where: { $0.severity == .error }) {
            report([first], json: request.jsonDiagnostics, io: io)
            return nil
        }
        report(diagnostics, json: request.jsonDiagnostics, io: io)
        guard let component = rendering.component else {
            _ = fail("nothing to render", exitCode: 1, json: request.jsonDiagnostics, io: io)
            return nil
        }
        return (component, bound)
    }

    static func report(_ diagnostics: [A2UIDiagnostic], json: Bool, io: TerminalIO) {
        for item in diagnostics {
            let diagnostic = item.diagnostic
            if json {
                let line: JSONValue = [
                    "severity": .string(diagnostic.severity.rawValue), "origin": .string(item.origin.description),
                    "path": .string(diagnostic.path.description), "message": .string(diagnostic.message),
                ]
                io.writeError(line.stableString() + "\n", as: .json)
            } else {
                io.writeError("\(diagnostic.severity.rawValue): \(item.description)\n")
            }
        }
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
