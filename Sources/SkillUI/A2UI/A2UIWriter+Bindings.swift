import SkillJSON

/// The expressions and templates a write puts back, from a bound document's ``UIBindings``: fields
/// by our component id and the path inside its object, templates by the component holding them.
struct A2UIWriterSites {
    struct Key: Hashable {
        var id: String
        var path: JSONPath
    }

    var fields: [Key: JSONValue] = [:]
    var templates: [String: [UIBindings.Template]] = [:]
    var used: Set<Key> = []
    var usedTemplates: Set<Key> = []
    /// The data model the templates' elements resolve against.
    var data: JSONValue = .object([:])

    init() {}

    init(_ bindings: UIBindings) {
        data = bindings.data
        for field in bindings.fields { fields[Key(id: field.componentID, path: field.path)] = field.expression }
        for template in bindings.templates { templates[template.componentID, default: []].append(template) }
    }

    /// The expression at `path` of component `id`, marked as written.
    mutating func take(_ id: String, _ path: JSONPath) -> JSONValue? {
        let key = Key(id: id, path: path)
        guard let expression = fields[key] else { return nil }
        used.insert(key)
        return expression
    }

    /// The sites nothing took, in a stable order.
    var unused: [Key] {
        fields.keys.filter { !used.contains($0) }.sorted { ($0.id, $0.path.description) < ($1.id, $1.path.description) }
    }

    /// The templates nothing took.
    var unusedTemplates: [UIBindings.Template] {
        templates.values.joined()
            .filter { !usedTemplates.contains(Key(id: $0.componentID, path: $0.path)) }
            .sorted { ($0.componentID, $0.path.description) < ($1.componentID, $1.path.description) }
    }
}

/// What an A2UI property accepts besides a literal: the `Dynamic…` type of the v0.9 schema.
enum A2UIValueKind {
    /// `DynamicString`: a path, or a call returning a string (the formatters).
    case string
    /// `DynamicBoolean`: a path, or a call returning a Boolean (the checks and logic).
    case boolean
    /// `DynamicValue`: a path or any call.
    case any
    /// A path only (`DynamicNumber` and `DynamicStringList`, which no basic function returns, an
    /// Icon's name).
    case path
}

extension A2UIWriterSession {
    /// The value for our field `path` of component `id`: its expression in A2UI's spelling when
    /// the document bound it and the property takes it, otherwise `literal` (with a note when an
    /// expression had to give way).
    mutating func bound(_ id: String, _ path: JSONPath, _ literal: JSONValue, as kind: A2UIValueKind) -> JSONValue {
        guard let expression = sites.take(id, path) else { return literal }
        if let written = Self.a2ui(expression, as: kind) { return written }
        note(id, "\(path): \(Self.describe(expression)) has no A2UI form on this property; written as its value")
        return literal
    }

    /// An expression of ours as an A2UI dynamic value of `kind`, every call with its
    /// `returnType`; nil when A2UI cannot hold it there (an unknown function, a call whose result
    /// is of another type, `openUrl`).
    static func a2ui(_ expression: JSONValue, as kind: A2UIValueKind, depth: Int = 0) -> JSONValue? {
        guard depth < 16, case .object(let object) = expression else { return nil }
        if object.count == 1, case .string(let pointer)? = object[UIBindingSyntax.bindKey] {
            return ["path": .string(pointer)]
        }
        guard case .string(let name)? = object[UIBindingSyntax.callKey], name != "openUrl",
            let returns = UIBindingSyntax.returnType(of: name),
            object.keys.allSatisfy({ $0 == UIBindingSyntax.callKey || $0 == "args" })
        else { return nil }
        switch kind {
        case .string where returns != "string", .boolean where returns != "boolean", .path: return nil
        default: break
        }
        var args: [String: JSONValue] = [:]
        switch object["args"] {
        case .object(let given)?:
            for (key, value) in given {
                guard let argument = argument(value, depth: depth) else { return nil }
                args[key] = argument
            }
        case nil: break
        default: return nil
        }
        return ["call": .string(name), "args": .object(args), "returnType": .string(returns)]
    }

    private static func argument(_ value: JSONValue, depth: Int) -> JSONValue? {
        if UIBindingSyntax.isExpression(value) { return a2ui(value, as: .any, depth: depth + 1) }
        guard case .array(let elements) = value else { return value }
        var converted: [JSONValue] = []
        for element in elements {
            guard let argument = argument(element, depth: depth + 1) else { return nil }
            converted.append(argument)
        }
        return .array(converted)
    }

    static func describe(_ expression: JSONValue) -> String {
        if let pointer = expression[UIBindingSyntax.bindKey]?.stringValue { return "$bind \(pointer)" }
        if let name = expression[UIBindingSyntax.callKey]?.stringValue { return "$call \(name)" }
        return "the expression"
    }

    /// An input's value: `{"path": pointer}` when the document bound it with `$bind` (the data
    /// model already holds it), otherwise the value put at `/<name>` as for any input.
    mutating func inputValue(_ id: String, _ field: JSONPath, name: String, value: JSONValue, as kind: A2UIValueKind)
        -> JSONValue
    {
        guard let expression = sites.take(id, field) else { return bind(name, value: value) }
        guard
            let pointer = expression.objectValue.flatMap({ $0.count == 1 ? $0[UIBindingSyntax.bindKey] : nil })?
                .stringValue
        else {
            note(id, "\(field): an input's value given by \(Self.describe(expression)) is written as its value")
            return bind(name, value: value)
        }
        if templateDepth == 0, let parsed = try? A2UIPointer.parse(pointer),
            parsed.segments.joined(separator: "/") != name
        {
            note(
                id,
                "the input \(JSONValue.string(name)) is bound to \(pointer); A2UI names an input by its binding,"
                    + " so it reads back as \(JSONValue.string(parsed.segments.joined(separator: "/")))")
        }
        return ["path": .string(pointer)]
    }

    /// A Button's `disabled` expression as the condition of its one check: `not(X)` gives `X`,
    /// anything else `not(…)` around it; nil when the document did not bind it or A2UI cannot.
    mutating func enabledCondition(_ id: String) -> JSONValue? {
        guard let expression = sites.take(id, ["disabled"]) else { return nil }
        if expression[UIBindingSyntax.callKey] == "not", let inner = expression["args"]?["value"],
            let condition = Self.a2ui(inner, as: .boolean)
        {
            return condition
        }
        if let written = Self.a2ui(expression, as: .boolean) {
            return ["call": "not", "args": ["value": written], "returnType": "boolean"]
        }
        note(id, "$.disabled: \(Self.describe(expression)) has no A2UI form as a check; written as its value")
        return nil
    }

    /// Notes the sites nothing wrote (their values were written), then the templates.
    mutating func noteUnusedSites() {
        for key in sites.unused {
            note(key.id, "\(key.path): the expression has no A2UI property here; written as its value")
        }
        for template in sites.unusedTemplates {
            note(
                template.componentID,
                "\(template.path): the template over \(template.pointer) has no A2UI form here;"
                    + " its \(template.count) copies are written out")
        }
    }

    // MARK: Templates

    /// The ChildList for `holder`'s array `key` when a template made all of it: the element
    /// written once, its bindings relative; nil (the copies are written out) otherwise.
    mutating func childList(_ holder: SKComponent, key: String, count: Int, depth: Int) -> JSONValue? {
        let path: JSONPath = [.key(key)]
        guard let templates = sites.templates[holder.id]?.filter({ $0.path == path }), !templates.isEmpty else {
            return nil
        }
        sites.usedTemplates.insert(A2UIWriterSites.Key(id: holder.id, path: path))
        guard templates.count == 1, let template = templates.first, template.start == 0, template.count == count else {
            note(
                holder.id,
                "\(path): a template among other elements has no A2UI form (a ChildList is all ids or one"
                    + " template); the copies are written out")
            return nil
        }
        guard let element = templateElement(template, holder: holder) else {
            note(
                holder.id,
                "\(path): the template over \(template.pointer) has no element to write; the copies are written out")
            return nil
        }
        let saved = sites
        sites = A2UIWriterSites(element.bindings)
        templateDepth += 1
        let elementID: String
        switch element.node {
        case .stack(let stack): elementID = emit(stack.children[0], depth: depth + 1)
        case .list(let list): elementID = listRow(list.items[0], listID: list.id, index: 0)
        case .table(let table): elementID = tableRow(table.rows[0], tableID: table.id, index: 0, base: holder.id)
        default: elementID = add(uniqueID("\(holder.id)/element"), "Column", ["children": []])
        }
        noteUnusedSites()
        templateDepth -= 1
        sites = saved
        let pointer = templateDepth == 0 ? template.pointer : template.writtenPointer
        return ["componentId": .string(elementID), "path": .string(pointer)]
    }

    /// The template's element resolved alone in the scope of the array's first element (values
    /// are only there to decode it; what is written are its expressions), with its own sites.
    private func templateElement(_ template: UIBindings.Template, holder: SKComponent)
        -> (node: SKComponent, bindings: UIBindings)?
    {
        var wrapper: [String: JSONValue] = ["type": .string(holder.typeName)]
        switch holder {
        case .stack: wrapper["children"] = [template.template]
        case .list: wrapper["items"] = [template.template]
        case .table(let table):
            wrapper["columns"] = .array(table.columns.map(JSONValue.string))
            wrapper["rows"] = [template.template]
        default: return nil
        }
        guard let segments = try? A2UIPointer.parse(template.pointer).segments else { return nil }
        let (value, bindings) = UIBindingResolver.resolveElement(
            holder: wrapper, data: sites.data, scope: segments + ["0"], options: UIDecodingOptions())
        guard let node = UIDecoder.decode(value).component else { return nil }
        switch node {
        case .stack(let stack) where stack.children.count == 1: return (node, bindings)
        case .list(let list) where list.items.count == 1: return (node, bindings)
        case .table(let table) where table.rows.count == 1: return (node, bindings)
        default: return nil
        }
    }
}
