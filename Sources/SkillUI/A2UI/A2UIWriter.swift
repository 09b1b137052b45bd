import SkillJSON

/// Writes any tree of ours as A2UI v0.9 messages: `createSurface` (the basic catalog),
/// `updateComponents` (a flat list, `root` first) and, when the tree has inputs, one
/// `updateDataModel` holding their values. Every message carries `"version": "v0.9"`; function
/// calls carry `returnType`.
///
/// Our kinds without an A2UI counterpart become the nearest honest composition, each with a
/// note: a list is a List of Rows (a tappable row a Button), a table a Column of Rows of Text, a
/// chart a Column of Text lines with an accessibility label, a badge or progress caption text, a
/// link a Button whose action opens the URL, a spacer an empty Column, custom types a Column of
/// their children. Inputs bind to `/<name>` in the data model.
///
/// ```swift
/// let output = A2UIWriter.write(tree, surfaceID: "main")
/// print(output.jsonl)   // three lines, one message each
/// ```
public enum A2UIWriter {
    /// The messages and the notes about what did not carry over.
    public struct Output: Sendable {
        /// The messages, in order.
        public var messages: [JSONValue]
        /// What was approximated or dropped; the path starts at our component's id.
        public var notes: [Diagnostic]

        /// One message per line, keys sorted.
        public var jsonl: String { messages.map { $0.stableString() + "\n" }.joined() }
    }

    /// The version every message declares.
    public static let version = "v0.9"

    /// Writes `tree` as the messages that create surface `surfaceID` and fill it.
    public static func write(_ tree: SKComponent, surfaceID: String = "main") -> Output {
        write(tree, bindings: nil, surfaceID: surfaceID)
    }

    /// Writes `tree`, decoded from a bound document of ours, with the document's `bindings` (see
    /// ``UIBindings``): the data model is `bindings.data` (and each unbound input's value at
    /// `/<name>`), a bound field is its A2UI dynamic value (`{"path"}`, or `{"call", "args",
    /// "returnType"}`) where the property it maps to takes one, a template that makes a whole
    /// child list is a ChildList `{"componentId", "path"}` with its element written once, and a
    /// bound input's value is `{"path": pointer}`. Whatever cannot be carried that way is written
    /// as its value, with a note. Without bindings this is ``write(_:surfaceID:)``.
    ///
    /// ```swift
    /// let result = UIDecoder.decode(json: boundDocument)
    /// let output = A2UIWriter.write(tree, bindings: result.bindings, surfaceID: "main")
    /// ```
    public static func write(_ tree: SKComponent, bindings: UIBindings?, surfaceID: String = "main") -> Output {
        var session = A2UIWriterSession()
        if let bindings {
            session.sites = A2UIWriterSites(bindings)
            session.data = bindings.data
        }
        _ = session.emit(tree, depth: 1, isRoot: true)
        session.noteUnusedSites()
        let surface: JSONValue = .string(surfaceID)
        var messages: [JSONValue] = [
            [
                "version": .string(version),
                "createSurface": ["surfaceId": surface, "catalogId": .string(A2UICatalog.basicCatalogID)],
            ],
            [
                "version": .string(version),
                "updateComponents": ["surfaceId": surface, "components": .array(session.components)],
            ],
        ]
        if session.data != .object([:]) {
            messages.append(
                [
                    "version": .string(version),
                    "updateDataModel": ["surfaceId": surface, "path": "/", "value": session.data],
                ])
        }
        return Output(messages: messages, notes: session.notes)
    }
}

/// One write: the flat component list being built, the ids taken, the data model and notes.
struct A2UIWriterSession {
    var components: [JSONValue] = []
    var usedIDs: Set<String> = ["root"]
    var data: JSONValue = .object([:])
    var notes: [Diagnostic] = []
    /// A bound document's expressions and templates still to write.
    var sites = A2UIWriterSites()
    /// How many template elements the write is inside.
    var templateDepth = 0
    static let maxDepth = 256

    mutating func note(_ id: String, _ message: String) {
        notes.append(Diagnostic(severity: .warning, path: JSONPath([.key(id)]), message: message))
    }

    mutating func uniqueID(_ base: String) -> String {
        var candidate = base.isEmpty ? "node" : base
        var counter = 2
        while usedIDs.contains(candidate) {
            candidate = "\(base)~\(counter)"
            counter += 1
        }
        usedIDs.insert(candidate)
        return candidate
    }

    /// Appends a component object (with `id` and `component`) and returns its id.
    @discardableResult
    mutating func add(_ id: String, _ type: String, _ properties: [String: JSONValue], first: Bool = false) -> String {
        var object = properties
        object["id"] = .string(id)
        object["component"] = .string(type)
        if first { components.insert(.object(object), at: 0) } else { components.append(.object(object)) }
        return id
    }

    mutating func text(_ base: String, _ content: String, variant: String? = nil) -> String {
        text(base, value: .string(content), variant: variant)
    }

    /// A Text whose `text` is `value`, a literal or a dynamic value.
    mutating func text(_ base: String, value: JSONValue, variant: String? = nil) -> String {
        var properties: [String: JSONValue] = ["text": value]
        if let variant { properties["variant"] = .string(variant) }
        return add(uniqueID(base), "Text", properties)
    }

    mutating func column(_ base: String, _ children: [String], extra: [String: JSONValue] = [:]) -> String {
        var properties = extra
        properties["children"] = .array(children.map { .string($0) })
        return add(uniqueID(base), "Column", properties)
    }

    /// `{"path": "/name"}` for an input's name, with its value put in the data model.
    mutating func bind(_ name: String, value: JSONValue) -> JSONValue {
        let pointer = "/" + name.replacingOccurrences(of: "~", with: "~0")
        let segments = (try? A2UIPointer.parse(pointer))?.segments ?? [name]
        try? data.set(value, atPointer: segments, pointer: pointer)
        return ["path": .string(pointer)]
    }

    static func call(_ name: String, _ args: [String: JSONValue], returns: String) -> JSONValue {
        ["call": .string(name), "args": .object(args), "returnType": .string(returns)]
    }

    /// A `context` of DynamicValues for a payload: objects and null are not DynamicValues, so
    /// they travel as JSON text.
    mutating func context(_ payload: JSONValue, id: String, at path: JSONPath) -> JSONValue {
        guard case .object(let members) = payload else {
            note(id, "a payload that is not an object travels as context {\"value\": …}")
            return ["value": bound(id, path, dynamic(payload, id: id), as: .any)]
        }
        var context: [String: JSONValue] = [:]
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            context[key] = bound(id, path.appending(key: key), dynamic(member, id: id), as: .any)
        }
        return .object(context)
    }

    private mutating func dynamic(_ value: JSONValue, id: String) -> JSONValue {
        switch value {
        case .object, .null:
            note(id, "an object or null in a payload is not an A2UI value; written as JSON text")
            return .string(value.stableString())
        default: return value
        }
    }

    /// An `event` action; a bound payload member (at `path`, `$.payload` by default) is its
    /// expression.
    mutating func event(_ name: String, payload: JSONValue?, id: String, at path: JSONPath = ["payload"]) -> JSONValue {
        var event: [String: JSONValue] = ["name": .string(name)]
        if let payload { event["context"] = context(payload, id: id, at: path) }
        return ["event": .object(event)]
    }
}
