import SkillJSON
import SkillUI
import SkillUIHTML

/// `POST /api/render {json, strict?, format?}`: a document in our format or A2UI, rendered and
/// converted to the other format.
///
/// `format` is `"ours"`, `"a2ui"` (JSONL, or a JSON array of messages) or `"auto"` (the default
/// when absent: A2UI when the first message is an object with `version` and one of
/// `createSurface`, `updateComponents`, `updateDataModel`, `deleteSurface`). The answer is
/// `{format, html, diagnostics, tree, ours, oursNotes, a2ui, a2uiNotes}`: the format read, the
/// preview, what reading said, our JSON of the tree, for A2UI with bindings our bound document
/// (`null` otherwise) and what it could not keep as a binding, the document written as A2UI JSONL
/// (with its bindings and templates when it has them), and what that writing could not carry
/// over. In strict mode a document with an error has no preview, tree or A2UI.
enum PlaygroundRender {
    enum Format: String, CaseIterable {
        case ours, a2ui
    }

    /// The message keys that make a JSON object an A2UI message.
    static let messageKeys: Set<String> = ["createSurface", "updateComponents", "updateDataModel", "deleteSurface"]

    /// The format `text` is written in: A2UI when its first message (first line, or first array
    /// element) is an A2UI message, ours otherwise.
    static func detect(_ text: String) -> Format {
        let trimmed = text.drop { $0.isWhitespace }
        let first: JSONValue?
        if trimmed.hasPrefix("[") {
            first = (try? JSONValue.parse(String(trimmed)))?.arrayValue?.first
        } else {
            let line = trimmed.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            first = try? JSONValue.parse(line)
        }
        guard let object = first?.objectValue, object["version"] != nil,
            object.keys.contains(where: messageKeys.contains)
        else { return .ours }
        return .a2ui
    }

    /// The answer for `document` read as `format`.
    static func answer(_ document: String, format: Format, strict: Bool) -> JSONValue {
        let component: SKComponent?
        let diagnostics: [JSONValue]
        var bindings: UIBindings?
        var ours: A2UIOurDocument?
        switch format {
        case .ours:
            let result = UIDecoder.decode(json: document, options: .init(mode: strict ? .strict : .lenient))
            component = result.component
            bindings = result.bindings
            diagnostics = result.diagnostics.map(WebJSON.diagnostic)
        case .a2ui:
            let (read, notes) = A2UIDocument.read(document)
            let bound = read.ourDocument()
            let rendering = bound.rendering
            let all = notes + rendering.diagnostics
            let failed = strict && all.contains { $0.severity == .error }
            component = failed ? nil : rendering.component
            ours = failed ? nil : bound
            if let json = ours?.json, ours?.isBound == true { bindings = UIDecoder.decode(json).bindings }
            diagnostics = all.map(Self.diagnostic)
        }
        // A bound A2UI surface is written back from our bound document, whose tree it decodes to.
        let tree = ours?.json.flatMap { bindings == nil ? nil : UIDecoder.decode($0).component } ?? component
        let written = tree.map { A2UIWriter.write($0, bindings: bindings) }
        return .object([
            "format": .string(format.rawValue),
            "html": component.map { .string(HTMLRenderer().render($0)) } ?? .null,
            "diagnostics": .array(diagnostics),
            "tree": component?.jsonValue ?? .null,
            "ours": ours?.isBound == true ? ours?.json ?? .null : .null,
            "oursNotes": .array(ours?.notes.map(Self.diagnostic) ?? []),
            "a2ui": written.map { .string($0.jsonl) } ?? .null,
            "a2uiNotes": .array(written?.notes.map(WebJSON.diagnostic) ?? []),
        ])
    }

    /// An A2UI diagnostic as JSON, with its `origin` (a line or a surface).
    private static func diagnostic(_ item: A2UIDiagnostic) -> JSONValue {
        guard case .object(var fields) = WebJSON.diagnostic(item.diagnostic) else { return .null }
        fields["origin"] = .string(item.origin.description)
        return .object(fields)
    }
}
