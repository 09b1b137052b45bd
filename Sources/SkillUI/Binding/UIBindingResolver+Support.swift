import SkillJSON

extension UIBindingResolver {
    /// Each built-in kind's fields and their schemas, from the catalog.
    static let fieldSchemas: [String: [String: JSONValue]] = {
        var schemas: [String: [String: JSONValue]] = [:]
        for entry in UICatalog.entries {
            var fields: [String: JSONValue] = [:]
            for field in entry.fields { fields[field.name] = field.schema }
            schemas[entry.type] = fields
        }
        return schemas
    }()

    static func itemSchema(_ schema: JSONValue?) -> JSONValue? { schema?["items"] }

    static func propertySchema(_ schema: JSONValue?, _ key: String) -> JSONValue? { schema?["properties"]?[key] }

    /// `value` as the schema's scalar type wants it (A2UI's coercion); other values as they are.
    static func coerce(_ value: JSONValue, to schema: JSONValue?) -> JSONValue {
        guard case .object(let schema)? = schema else { return value }
        let type = schema["type"]?.stringValue ?? (schema["enum"] != nil ? "string" : "")
        switch (type, value) {
        case ("string", .string), ("number", .number), ("integer", .number), ("boolean", .bool): return value
        case ("string", _) where !value.isContainer: return .string(A2UICoercion.string(value))
        case ("number", _) where !value.isContainer && value != .null,
            ("integer", _) where !value.isContainer && value != .null:
            return .number(A2UICoercion.number(value))
        case ("boolean", _) where !value.isContainer: return .bool(A2UICoercion.bool(value))
        case ("array", .array(let elements)): return .array(elements.map { coerce($0, to: schema["items"]) })
        default: return value
        }
    }

    /// `{"$bind": "."}` (the template's element itself) as the element's absolute pointer, in
    /// arguments and arrays too.
    static func itemPointers(_ value: JSONValue, scope: [String]) -> JSONValue {
        switch value {
        case .array(let elements):
            return .array(elements.map { itemPointers($0, scope: scope) })
        case .object(var object):
            if object.count == 1, object[UIBindingSyntax.bindKey] == "." {
                return .object([UIBindingSyntax.bindKey: .string(A2UIPointer.text(scope))])
            }
            if case .object(let args)? = object["args"] {
                object["args"] = .object(args.mapValues { itemPointers($0, scope: scope) })
            }
            return .object(object)
        default:
            return value
        }
    }

    /// The most levels of objects and arrays an expression may nest (far more than
    /// `maxExpressionDepth` calls need), so translating and evaluating it stays shallow.
    static let maxExpressionNesting = 64

    /// Whether `value` nests objects and arrays more than `levels` deep (looking no deeper).
    static func nests(_ value: JSONValue, deeperThan levels: Int) -> Bool {
        switch value {
        case .array(let elements):
            return levels <= 0 || elements.contains { nests($0, deeperThan: levels - 1) }
        case .object(let object):
            return levels <= 0 || object.values.contains { nests($0, deeperThan: levels - 1) }
        default:
            return false
        }
    }

    /// Whether a component object holds an expression or a template of its own (not one of a
    /// child component's).
    static func holdsSite(_ object: [String: JSONValue]) -> Bool {
        object.contains { key, member in key != "type" && key != "id" && holdsSite(member, depth: 0) }
    }

    private static func holdsSite(_ value: JSONValue, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch value {
        case .object(let object):
            if object[UIBindingSyntax.bindKey] != nil || object[UIBindingSyntax.callKey] != nil
                || object[UIBindingSyntax.eachKey] != nil
            {
                return true
            }
            if case .string? = object["type"] { return false }
            return object.values.contains { holdsSite($0, depth: depth + 1) }
        case .array(let elements):
            return elements.contains { holdsSite($0, depth: depth + 1) }
        default:
            return false
        }
    }

    /// `object` (an expression) without the members an expression does not take, each a warning:
    /// a `$bind` takes nothing beside it, a `$call` only `args`, an object of arguments. Arguments
    /// are cleaned too, and one holding a `$bind` or `$call` that is not a string is an error and
    /// reads as `null`.
    mutating func cleaned(_ object: [String: JSONValue], path: JSONPath) -> [String: JSONValue] {
        let head = object[UIBindingSyntax.bindKey] != nil ? UIBindingSyntax.bindKey : UIBindingSyntax.callKey
        let allowed: Set<String> = head == UIBindingSyntax.bindKey ? [head] : [head, "args"]
        var result = object
        for key in object.keys.sorted() where !allowed.contains(key) {
            warning(path.appending(key: key), "\(quoted(key)) is not part of a \(quoted(head)) expression; ignored")
            result[key] = nil
        }
        guard let args = result["args"] else { return result }
        guard case .object(let members) = args else {
            warning(
                path.appending(key: "args"), "expected an object of arguments, got \(describeJSON(args)); read as {}")
            result["args"] = .object([:])
            return result
        }
        var cleanedArgs: [String: JSONValue] = [:]
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            cleanedArgs[key] = cleanedArgument(member, path: path.appending(key: "args").appending(key: key))
        }
        result["args"] = .object(cleanedArgs)
        return result
    }

    private mutating func cleanedArgument(_ value: JSONValue, path: JSONPath) -> JSONValue {
        switch value {
        case .array(let elements):
            var result: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                result.append(cleanedArgument(element, path: path.appending(index: index)))
            }
            return .array(result)
        case .object(let object) where UIBindingSyntax.isExpression(value):
            for key in [UIBindingSyntax.bindKey, UIBindingSyntax.callKey] {
                if let head = object[key], head.stringValue == nil {
                    let expected = key == UIBindingSyntax.bindKey ? "a JSON Pointer string" : "a function name"
                    error(path.appending(key: key), "expected \(expected), got \(describeJSON(head)); read as null")
                    return .null
                }
            }
            return .object(cleaned(object, path: path))
        default:
            return value
        }
    }

    /// Notes every id given in the document, so made ids never take one.
    mutating func collectGivenIDs(_ value: JSONValue, depth: Int) {
        guard depth < limits.maxDepth * 4 + 16 else { return }
        switch value {
        case .object(let object):
            if case .string? = object["type"], case .string(let id)? = object["id"] { givenIDs.insert(id) }
            for member in object.values { collectGivenIDs(member, depth: depth + 1) }
        case .array(let elements):
            for element in elements { collectGivenIDs(element, depth: depth + 1) }
        default:
            break
        }
    }

    /// `root` for the root, otherwise `<type>-<n>`: an id no component was given.
    mutating func makeID(type: String, isRoot: Bool) -> String {
        if isRoot, !givenIDs.contains("root") { return "root" }
        while true {
            madeIDs += 1
            let id = "\(type.isEmpty ? "component" : type)-\(madeIDs)"
            if !givenIDs.contains(id) {
                givenIDs.insert(id)
                return id
            }
        }
    }

    /// An evaluator diagnostic with A2UI's `path` and `call` steps spelled `$bind` and `$call`, as the document has it.
    static func inOurSpelling(_ diagnostic: Diagnostic, below base: JSONPath) -> Diagnostic {
        var diagnostic = diagnostic
        let count = base.components.count
        guard diagnostic.path.components.count > count else { return diagnostic }
        for index in count..<diagnostic.path.components.count {
            switch diagnostic.path.components[index] {
            case .key("path"): diagnostic.path.components[index] = .key(UIBindingSyntax.bindKey)
            case .key("call"): diagnostic.path.components[index] = .key(UIBindingSyntax.callKey)
            default: break
            }
        }
        return diagnostic
    }

    mutating func error(_ path: JSONPath, _ message: String) {
        diagnostics.append(Diagnostic(path: path, message: message))
    }

    mutating func warning(_ path: JSONPath, _ message: String) {
        diagnostics.append(Diagnostic(severity: .warning, path: path, message: message))
    }
}

extension JSONValue {
    fileprivate var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }
}
