import SkillJSON

/// What a build in bound mode notes for ``A2UIDocument/ourDocument(surfaceID:options:)``: for
/// each of our nodes (by its id), the fields whose value came from an A2UI expression our field
/// holds unchanged, and the template its children came from.
///
/// A field is kept only when our resolver would give it the very value the mapping shows: the
/// expression, evaluated in the same scope and coerced to our field's type, equals it. Anything
/// the mapping transforms (a clamped slider, a normalized date, a Button's title made of several
/// texts) keeps its value, with a note.
struct A2UIBindingRecorder {
    /// One field: where in our node's object, and the expression in our spelling (`nil`: remove
    /// the member, as an input's `name` our resolver derives from its binding).
    struct Site: Hashable {
        var path: JSONPath
        var expression: JSONValue?
    }

    /// One ChildList template, and what a build of its element needs.
    struct Template {
        /// Our member holding the copies (`children`).
        var key: String
        /// The A2UI component written once per element.
        var componentID: String
        /// The pointer as written (relative inside another template).
        var pointer: String
        /// The array's absolute segments.
        var segments: [String]
        /// How many copies were built, and how many the data asked for (capped).
        var made: Int
        var expected: Int
        /// The holder's depth and ancestry, for building the element once more alone.
        var depth: Int
        var ancestry: [A2UIBuildSession.AncestorKey]
    }

    var fields: [String: [Site]] = [:]
    var templates: [String: Template] = [:]
    var notes: [Diagnostic] = []

    mutating func note(_ path: JSONPath, _ message: String) {
        notes.append(Diagnostic(severity: .warning, path: path, message: message))
    }
}

/// Bound mode's part of the build: which fields keep their expression.
extension A2UIBuildSession {
    /// Whether `value` is an A2UI dynamic expression: `{"path": …}` or `{"call": …}`.
    static func isExpression(_ value: JSONValue?) -> Bool {
        guard case .object(let object)? = value else { return false }
        if object.count == 1, case .string? = object["path"] { return true }
        if case .string? = object["call"] { return true }
        return false
    }

    /// Notes that our `field` of kind `kind` (on the node of `context`) can hold `raw`, the A2UI
    /// value it was built from, when our resolver would show `shown` from it; otherwise a note
    /// says the value was kept instead. Does nothing outside bound mode or for a literal.
    mutating func keep(
        _ context: Context, kind: String, _ field: JSONPath, from property: String, raw: JSONValue?, shown: JSONValue
    ) {
        let schema = Self.schema(kind: kind, field)
        keep(context, field, from: property, raw: raw, shown: shown) {
            UIBindingResolver.coerce($0, to: schema) == shown
        }
    }

    /// Notes the field when `accepts` says our resolver shows the same from the expression's value.
    mutating func keep(
        _ context: Context, _ field: JSONPath, from property: String, raw: JSONValue?, shown: JSONValue,
        accepts: (JSONValue) -> Bool
    ) {
        guard recorder != nil, let raw, Self.isExpression(raw) else { return }
        let at = context.path.appending(key: property)
        guard Self.isKnownExpression(raw) else {
            recorder?.note(at, "an unknown function is kept as its value")
            return
        }
        var scratch = evaluator
        scratch.diagnostics = []
        guard accepts(scratch.evaluate(raw, scope: context.scope, path: at)) else {
            recorder?.note(
                at, "our field shows \(describeJSON(shown)), changed from what the binding gives; kept as that value")
            return
        }
        site(context.id, field, UIBindingSyntax.ourExpression(fromA2UI: raw))
    }

    /// Records a site outright (the caller checked it).
    mutating func site(_ id: String, _ field: JSONPath, _ expression: JSONValue?) {
        recorder?.fields[id, default: []].append(A2UIBindingRecorder.Site(path: field, expression: expression))
    }

    /// An input's value kept as its binding: with a plain `{"path"}` the `name` goes too, since our
    /// resolver names a bound input by its pointer just as the A2UI mapping does.
    mutating func keepInput(
        _ context: Context, kind: String, _ field: JSONPath, raw: JSONValue?, shown: JSONValue, name: String
    ) {
        let schema = Self.schema(kind: kind, field)
        keepInput(context, field, raw: raw, shown: shown, name: name) {
            UIBindingResolver.coerce($0, to: schema) == shown
        }
    }

    /// ``keepInput(_:kind:_:raw:shown:name:)`` with its own test of the value.
    mutating func keepInput(
        _ context: Context, _ field: JSONPath, raw: JSONValue?, shown: JSONValue, name: String,
        accepts: (JSONValue) -> Bool
    ) {
        let before = recorder?.fields[context.id]?.count ?? 0
        keep(context, field, from: "value", raw: raw, shown: shown, accepts: accepts)
        guard (recorder?.fields[context.id]?.count ?? 0) > before, let binding = raw?.objectValue,
            binding.count == 1, case .string(let pointer)? = binding["path"],
            let parsed = try? A2UIPointer.parse(pointer),
            String(A2UIPointer.text(parsed.resolved(in: context.scope)).dropFirst()) == name
        else { return }
        site(context.id, ["name"], nil)
    }

    /// Whether every function the expression calls is a basic-catalog one (`openUrl` aside).
    static func isKnownExpression(_ value: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        switch value {
        case .object(let object):
            if let name = object["call"] {
                guard let name = name.stringValue, name != "openUrl", UIBindingSyntax.returnType(of: name) != nil
                else { return false }
            }
            return object.values.allSatisfy { isKnownExpression($0, depth: depth + 1) }
        case .array(let elements):
            return elements.allSatisfy { isKnownExpression($0, depth: depth + 1) }
        default:
            return true
        }
    }

    /// The schema of our field at `path` of kind `kind` (`["options", 0, "label"]` included).
    static func schema(kind: String, _ path: JSONPath) -> JSONValue? {
        guard case .key(let first)? = path.components.first else { return nil }
        var schema = UIBindingResolver.fieldSchemas[kind]?[first]
        for component in path.components.dropFirst() {
            switch component {
            case .index: schema = UIBindingResolver.itemSchema(schema)
            case .key(let key): schema = UIBindingResolver.propertySchema(schema, key)
            }
        }
        return schema
    }

    /// A Button's `checks` as our `disabled`: `not(c)` for one condition, `not(and(c1, …))` for
    /// several, in A2UI's spelling; nil without checks or when one is malformed.
    func disabledExpression(_ context: Context) -> JSONValue? {
        guard case .array(let array)? = context.property("checks"), !array.isEmpty else { return nil }
        var conditions: [JSONValue] = []
        for element in array {
            guard case .object(var object) = element else { return nil }
            if let condition = object["condition"] {
                conditions.append(condition)
            } else if object["call"] != nil {
                object["message"] = nil
                conditions.append(.object(object))
            } else {
                return nil
            }
        }
        let all: JSONValue =
            conditions.count == 1
            ? conditions[0] : ["call": "and", "args": ["values": .array(conditions)], "returnType": "boolean"]
        return ["call": "not", "args": ["value": all], "returnType": "boolean"]
    }
}
