import SkillJSON
import SkillUI

/// A model's A2UI answer, read leniently and built into our tree.
///
/// 1. Find the JSON values in the text: every top-level `{…}` or `[…]`, so prose, Markdown code
///    fences, JSONL and a JSON array of messages all work, and a value that runs to the end of the
///    text (a cut-off answer) is taken as it is;
/// 2. repair each one with ``SkillJSON/LenientJSON`` (trailing commas, single quotes, missing
///    closers…); an array's elements are messages, an object is one message;
/// 3. read the messages with ``SkillUI/A2UIDocument`` (one per line of a JSONL text of our own) and
///    build the tree of the first surface that has a root;
/// 4. give each diagnostic the line of the answer its message starts on, so what goes back to the
///    model reads `line 3: $.updateComponents.components[1].child: …` about its own text;
/// 5. keep the surface's bindings and templates (``SkillUI/A2UIDocument/ourDocument(surfaceID:options:)``).
struct A2UIAnswer: Sendable {
    /// The tree of the first surface that has a root.
    var component: SKComponent?
    /// The id of the surface the tree is of.
    var surfaceID: String?
    /// Every problem: unreadable values, the reader's and the tree builder's diagnostics.
    var diagnostics: [A2UIDiagnostic]
    /// The lenient reader's repair notes.
    var repairs: [String]
    /// The surface's bindings and templates, as our bound document of it has them, when that
    /// document decodes to exactly the tree (ids too).
    var bindings: UIBindings?

    /// Reads `text`, a model's answer.
    init(_ text: String) {
        let found = FoundMessages(text)
        let jsonl = found.messages.map { $0.stableString() }.joined(separator: "\n")
        let (document, notes) = A2UIDocument.read(jsonl)
        // The first surface with something to show: a model that names a second surface in its
        // updates (an empty `createSurface` first) still shows its card, with the warnings.
        var shown: (String?, A2UIRendering)?
        for id in document.surfaceOrder where shown == nil {
            let rendering = document.render(surfaceID: id)
            if rendering.component != nil { shown = (id, rendering) }
        }
        let (surfaceID, rendering) = shown ?? (document.surfaceOrder.first, document.render())
        let remapped = notes.map { note -> A2UIDiagnostic in
            var note = note
            if case .line(let line) = note.origin, line >= 1, line <= found.sourceLines.count {
                note.origin = .line(found.sourceLines[line - 1])
            }
            return note
        }
        // In the answer's line order (stable: one line's problems keep theirs).
        let messageProblems = (found.unreadable + remapped).enumerated().sorted { first, second in
            (Self.line(of: first.element), first.offset) < (Self.line(of: second.element), second.offset)
        }
        self.component = rendering.component
        self.surfaceID = surfaceID
        self.diagnostics =
            messageProblems.map(\.element) + (found.messages.isEmpty ? [] : rendering.diagnostics)
        self.repairs = found.repairs
        if let surfaceID, rendering.component != nil {
            self.bindings = document.ourDocument(surfaceID: surfaceID).bindingsOfTheRendering
        }
    }

    private static func line(of diagnostic: A2UIDiagnostic) -> Int {
        if case .line(let line) = diagnostic.origin { return line }
        return 0
    }
}

/// The messages in a model's answer, each with the line of the answer it starts on.
private struct FoundMessages {
    var messages: [JSONValue] = []
    var sourceLines: [Int] = []
    var unreadable: [A2UIDiagnostic] = []
    var repairs: [String] = []

    init(_ text: String) {
        let values = JSONValueSpans(text)
        for span in values.spans {
            let parsed = LenientJSON.parse(String(span.text))
            repairs += parsed.repairs
            switch parsed.value {
            case .array(let elements)?:
                for (index, element) in elements.enumerated() {
                    messages.append(element)
                    sourceLines.append(index < span.elementLines.count ? span.elementLines[index] : span.line)
                }
            case let value?:
                messages.append(value)
                sourceLines.append(span.line)
            case nil:
                let reason = parsed.error.map { "\($0)" } ?? "nothing readable"
                unreadable.append(A2UIDiagnostic(.line(span.line), "not a JSON message: \(reason); skipped"))
            }
            if parsed.value != nil, let error = parsed.error {
                repairs.append("line \(span.line): read up to an error: \(error)")
            }
        }
        if values.spans.isEmpty {
            let message = "no JSON message in the answer; write one message object per line"
            unreadable.append(A2UIDiagnostic(.input, message))
        }
    }
}

/// The top-level JSON values in a text, each with the line it starts on (from 1) and, for an
/// array, the line each of its object elements starts on.
///
/// Outside a value anything is skipped (prose, code fences). Inside one, strings (in `"` or `'`)
/// are skipped and brackets counted; a value still open at the end of the text runs to the end.
struct JSONValueSpans {
    struct Span {
        var text: Substring
        var line: Int
        var elementLines: [Int]
    }

    private(set) var spans: [Span] = []

    init(_ text: String) {
        var line = 1
        var depth = 0
        var start = text.startIndex
        var startLine = 1
        var elementLines: [Int] = []
        var isArray = false
        var quote: Character?
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            defer {
                if character == "\n" { line += 1 }
                index = text.index(after: index)
            }
            if depth == 0 {
                guard character == "{" || character == "[" else { continue }
                (start, startLine, depth, isArray, elementLines) = (index, line, 1, character == "[", [])
                continue
            }
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open || character == "\n" {
                    quote = nil
                }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
            case "{", "[":
                if isArray, depth == 1, character == "{" { elementLines.append(line) }
                depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 {
                    spans.append(
                        Span(text: text[start...index], line: startLine, elementLines: elementLines))
                }
            default:
                break
            }
        }
        if depth > 0 { spans.append(Span(text: text[start...], line: startLine, elementLines: elementLines)) }
    }
}
