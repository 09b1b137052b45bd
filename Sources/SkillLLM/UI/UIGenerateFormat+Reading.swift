import SkillJSON
import SkillUI

/// What one answer of the model gave, in either format.
struct UIReading: Sendable {
    /// The tree to show; `nil` when nothing could be read or the root is of no known type (it
    /// would render as nothing at all).
    var component: SKComponent?
    /// Where the tree's bindings and templates sit, when the answer had them (a bound document,
    /// or an A2UI surface with bindings).
    var bindings: UIBindings?
    /// The errors to send back for repair, each saying where.
    var problems: [String]
    /// How many things were repaired or noted: the lenient reader's repairs and every diagnostic.
    var fixes: Int
}

extension UIGenerateFormat {
    /// The system prompt `ui.generate` sends in this format: the rules, the compact catalog and
    /// an example.
    ///
    /// ```swift
    /// UICatalog.estimatedTokens(UIGenerateFormat.a2ui.systemPrompt)   // 735
    /// ```
    public var systemPrompt: String {
        switch self {
        case .ui: UIGenerateSkill.systemPrompt
        case .a2ui: A2UIPrompt.text
        }
    }

    /// Reads one whole answer of the model.
    func read(_ text: String) -> UIReading {
        switch self {
        case .ui:
            let result = UIDecoder.decode(json: text)
            var problems = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            if case .unknown(let root)? = result.component {
                problems = [
                    "$.type: '\(root.type)' is not a component type; the root should be one of card, stack, list or table"
                ]
            }
            return UIReading(
                component: Self.shown(result.component), bindings: result.bindings, problems: problems,
                fixes: result.diagnostics.count)
        case .a2ui:
            let answer = A2UIAnswer(text)
            var problems = answer.diagnostics.filter { $0.severity == .error }.map(\.description)
            if case .unknown(let root)? = answer.component {
                let surface = A2UIDiagnostic.Origin.surface(answer.surfaceID ?? "main")
                problems.append(
                    "\(surface): $.root.component: '\(root.type)' is not a basic-catalog component; "
                        + "make root a Card, Column, Row or List")
            }
            return UIReading(
                component: Self.shown(answer.component), bindings: answer.bindings, problems: problems,
                fixes: answer.repairs.count + answer.diagnostics.count)
        }
    }

    /// What to say when the answer had problems.
    func repairRequest(_ problems: [String]) -> String {
        let list = problems.map { "- " + $0 }.joined(separator: "\n")
        switch self {
        case .ui: return "That JSON has problems:\n\(list)\nAnswer with the corrected JSON document only."
        case .a2ui:
            return "Those A2UI messages have problems:\n\(list)\n"
                + "Answer with all the corrected messages only, one JSON object per line."
        }
    }

    /// `UI` or `A2UI`, for messages.
    var name: String {
        switch self {
        case .ui: "UI"
        case .a2ui: "A2UI"
        }
    }

    /// What to say when nothing at all could be read.
    var nothingRead: String {
        switch self {
        case .ui: "no UI component could be read from the answer"
        case .a2ui: "no A2UI surface with a root component could be read from the answer"
        }
    }

    /// A root of a type no renderer knows would show nothing at all: not a card.
    fileprivate static func shown(_ component: SKComponent?) -> SKComponent? {
        if case .unknown? = component { return nil }
        return component
    }
}

/// Reads a streamed answer as it arrives, for the partial tree shown while the model writes.
struct UIPartialReader {
    /// Our format's decoder, or nil for A2UI.
    private var decoder: UIStreamDecoder?
    /// A2UI's line reader and the document its messages build, or nil for our format.
    private var lines: A2UIStreamReader?
    private var document = A2UIDocument()

    /// A reader for answers in `format`.
    init(_ format: UIGenerateFormat) {
        switch format {
        case .ui: decoder = UIStreamDecoder()
        case .a2ui: lines = A2UIStreamReader()
        }
    }

    /// Adds a piece of the answer; returns the tree so far when something new can be shown.
    ///
    /// For our format, a tree with no half-arrived node; for A2UI, the first surface after each
    /// complete line (a fence or prose line is skipped: it is only a diagnostic here).
    mutating func append(_ delta: String) -> SKComponent? {
        if decoder != nil { return UIGenerateFormat.shown(decoder?.append(delta)?.component) }
        guard let read = lines?.append(delta.utf8), !read.messages.isEmpty else { return nil }
        _ = document.apply(read)
        return UIGenerateFormat.shown(document.render().component)
    }
}
