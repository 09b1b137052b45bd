import SkillJSON

/// Turns a bound document into a plain one: expressions become their values, templates their
/// copies, and every site is noted in ``UIBindings``.
///
/// - A component that holds an expression or a template and has no id gets one (`root` for the
///   root, otherwise `<type>-<n>`, never an id given elsewhere), so its sites can name it.
/// - A template's copies take the element's pointer as scope; every id given inside a copy gets
///   `#<index>` (`row#0`, and in a nested template `cell#0#2`).
/// - A bound input without a `name` is named by its pointer without the leading `/`.
/// - A value is coerced to the field's type in the catalog (text, number, Boolean), as A2UI does.
/// - Members are walked in key order, so sites, diagnostics and made ids do not depend on how
///   the document's objects were built (parsed whole, or streamed).
struct UIBindingResolver {
    /// Where the walk is: the template scope, the id suffix, and the component that owns the value.
    struct Context {
        var scope: [String] = []
        var suffix = ""
        var inTemplate = false
        var ownerID = ""
        var relative = JSONPath.root
        var schema: JSONValue?
        var depth = 0
    }

    static let inputValueKeys: [String: String] = [
        "textField": "value", "toggle": "isOn", "picker": "selected", "slider": "value", "dateTimeInput": "value",
    ]

    let limits: UILimits
    let maxCopies: Int
    var evaluator: A2UIEvaluator
    var bindings: UIBindings
    var diagnostics: [Diagnostic] = []
    var givenIDs: Set<String> = []
    var madeIDs = 0
    var components = 0
    var stoppedAtNodeLimit = false

    /// Resolves `document`, whose root carries `$data`.
    static func resolve(_ document: [String: JSONValue], options: UIDecodingOptions)
        -> (value: JSONValue, bindings: UIBindings, diagnostics: [Diagnostic])
    {
        var source = document
        var notes: [Diagnostic] = []
        var data = source.removeValue(forKey: UIBindingSyntax.dataKey) ?? .object([:])
        if case .object = data {
        } else {
            notes.append(
                Diagnostic(
                    path: JSONPath.root.appending(key: UIBindingSyntax.dataKey),
                    message: "the data model must be an object, got \(describeJSON(data)); read as {}"))
            data = .object([:])
        }
        var resolver = UIBindingResolver(data: data, source: source, options: options)
        resolver.diagnostics = notes
        resolver.collectGivenIDs(.object(source), depth: 0)
        let value = resolver.value(.object(source), path: .root, context: Context())
        return (value, resolver.bindings, resolver.diagnostics)
    }

    /// One element of a template, resolved as if it stood alone in `scope` (the element's
    /// pointer): its sites are listed with their expressions as written (relative ones stay
    /// relative), and templates inside it too, so a writer can write the template once.
    ///
    /// `holder` is the component that holds the template's array, with the template as the only
    /// element of that array; ids are made for site holders but never `root`.
    static func resolveElement(
        holder: [String: JSONValue], data: JSONValue, scope: [String], options: UIDecodingOptions
    ) -> (value: JSONValue, bindings: UIBindings) {
        var resolver = UIBindingResolver(data: data, source: holder, options: options)
        resolver.givenIDs.insert("root")
        resolver.collectGivenIDs(.object(holder), depth: 0)
        var context = Context()
        context.scope = scope
        let value = resolver.value(.object(holder), path: .root, context: context)
        return (value, resolver.bindings)
    }

    // MARK: Values

    mutating func value(_ value: JSONValue, path: JSONPath, context: Context) -> JSONValue {
        guard context.depth <= limits.maxDepth * 4 + 16 else {
            error(path, "the document nests deeper than the resolver follows; the rest is dropped")
            return .null
        }
        var context = context
        context.depth += 1
        switch value {
        case .object(let object):
            if object[UIBindingSyntax.bindKey] != nil || object[UIBindingSyntax.callKey] != nil {
                return expression(object, path: path, context: context)
            }
            if let template = UIBindingSyntax.template(value) {
                var inner = context
                inner.schema = Self.itemSchema(context.schema)
                return .array(copies(of: template, path: path, arrayPath: context.relative, start: 0, context: inner))
            }
            if case .string? = object["type"] { return component(object, path: path, context: context) }
            var resolved: [String: JSONValue] = [:]
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                var inner = context
                inner.relative = context.relative.appending(key: key)
                inner.schema = Self.propertySchema(context.schema, key)
                resolved[key] = self.value(member, path: path.appending(key: key), context: inner)
            }
            return .object(resolved)
        case .array(let elements):
            var resolved: [JSONValue] = []
            for (index, element) in elements.enumerated() {
                if let template = UIBindingSyntax.template(element) {
                    var inner = context
                    inner.schema = Self.itemSchema(context.schema)
                    resolved += copies(
                        of: template, path: path.appending(index: index), arrayPath: context.relative,
                        start: resolved.count, context: inner)
                    continue
                }
                var inner = context
                inner.relative = context.relative.appending(index: resolved.count)
                inner.schema = Self.itemSchema(context.schema)
                resolved.append(self.value(element, path: path.appending(index: index), context: inner))
            }
            return .array(resolved)
        default:
            return value
        }
    }

    /// A component object: its id (given, suffixed in a copy, or made when it holds a site), its
    /// members resolved against the catalog's field types, and a bound input's name.
    mutating func component(_ object: [String: JSONValue], path: JSONPath, context: Context) -> JSONValue {
        components += 1
        let type = object["type"]?.stringValue ?? ""
        var resolved: [String: JSONValue] = ["type": .string(type)]
        var id: String?
        if case .string(let given)? = object["id"] {
            id = given + context.suffix
            resolved["id"] = .string(given + context.suffix)
        } else if let other = object["id"] {
            resolved["id"] = other
        } else if !context.inTemplate, Self.holdsSite(object) {
            id = makeID(type: type, isRoot: path.components.isEmpty)
            resolved["id"] = id.map(JSONValue.string)
        }
        let schemas = Self.fieldSchemas[type] ?? [:]
        for (key, member) in object.sorted(by: { $0.key < $1.key }) where key != "type" && key != "id" {
            if key.hasPrefix("$") {
                warning(
                    path.appending(key: key),
                    "\(quoted(key)) is not a field (only the root's \(quoted(UIBindingSyntax.dataKey)) is special); ignored"
                )
                continue
            }
            var inner = context
            inner.ownerID = id ?? ""
            inner.relative = JSONPath.root.appending(key: key)
            inner.schema = schemas[key]
            resolved[key] = value(member, path: path.appending(key: key), context: inner)
        }
        if type == "picker" { singleChoice(source: object, resolved: &resolved) }
        nameBoundInput(type: type, source: object, resolved: &resolved, context: context)
        return .object(resolved)
    }

    /// A single-choice picker whose `selected` is bound to a list of at most one value takes that
    /// value: A2UI's data model holds a picker's choice as a list even when only one may be chosen.
    func singleChoice(source: [String: JSONValue], resolved: inout [String: JSONValue]) {
        guard resolved["multiple"] != .bool(true), let bound = source["selected"],
            UIBindingSyntax.isExpression(bound), case .array(let values)? = resolved["selected"], values.count <= 1
        else { return }
        resolved["selected"] = values.first
    }

    /// Names a bound input by its pointer when it has no name, and notes where its value came from.
    mutating func nameBoundInput(
        type: String, source: [String: JSONValue], resolved: inout [String: JSONValue], context: Context
    ) {
        guard let valueKey = Self.inputValueKeys[type],
            case .object(let binding)? = source[valueKey], binding.count == 1,
            case .string(let pointerText)? = binding[UIBindingSyntax.bindKey],
            let pointer = try? A2UIPointer.parse(pointerText)
        else { return }
        let absolute = A2UIPointer.text(pointer.resolved(in: context.scope))
        let name: String
        if case .string(let given)? = resolved["name"] {
            name = given
        } else {
            name = String(absolute.dropFirst())
            resolved["name"] = .string(name)
        }
        bindings.inputs[name] = absolute
    }

    /// An expression's value, coerced to the field's type; the site is noted outside templates.
    mutating func expression(_ written: [String: JSONValue], path: JSONPath, context: Context) -> JSONValue {
        if Self.nests(.object(written), deeperThan: Self.maxExpressionNesting) {
            error(
                path,
                "the expression nests more than \(Self.maxExpressionNesting) levels of objects and arrays; shown empty")
            return Self.coerce(.null, to: context.schema)
        }
        let object = cleaned(written, path: path)
        if let pointer = object[UIBindingSyntax.bindKey], pointer.stringValue == nil {
            error(
                path.appending(key: UIBindingSyntax.bindKey),
                "expected a JSON Pointer string, got \(describeJSON(pointer)); shown empty")
            return Self.coerce(.null, to: context.schema)
        }
        if let name = object[UIBindingSyntax.callKey], name.stringValue == nil {
            error(
                path.appending(key: UIBindingSyntax.callKey),
                "expected a function name, got \(describeJSON(name)); shown empty")
            return Self.coerce(.null, to: context.schema)
        }
        let expression = JSONValue.object(object)
        let result: JSONValue
        if object[UIBindingSyntax.callKey] == "openUrl" {
            // An action in A2UI (a button's functionCall); our buttons send actions, links open pages.
            warning(
                path.appending(key: UIBindingSyntax.callKey),
                #"openUrl opens a page when tapped and has no value; write a link ({"type": "link", "url": …}); shown empty"#
            )
            result = .null
        } else {
            let a2ui = UIBindingSyntax.a2uiExpression(Self.itemPointers(expression, scope: context.scope))
            result = evaluator.evaluate(a2ui, scope: context.scope, path: path)
            diagnostics += evaluator.diagnostics.map { Self.inOurSpelling($0, below: path) }
            evaluator.diagnostics.removeAll()
        }
        if !context.inTemplate, !context.ownerID.isEmpty {
            bindings.fields.append(
                UIBindings.Field(componentID: context.ownerID, path: context.relative, expression: expression))
        }
        return Self.coerce(result, to: context.schema)
    }

    // MARK: Templates

    /// The copies a template makes, one per element of the array its pointer names.
    mutating func copies(
        of template: (pointer: JSONValue, template: JSONValue?), path: JSONPath, arrayPath: JSONPath, start: Int,
        context: Context
    ) -> [JSONValue] {
        let eachPath = path.appending(key: UIBindingSyntax.eachKey)
        guard case .string(let pointerText) = template.pointer else {
            error(eachPath, "expected a JSON Pointer string, got \(describeJSON(template.pointer)); no copies")
            return []
        }
        guard let body = template.template else {
            error(path, "a template needs \(quoted("template")), the value to copy; no copies")
            return []
        }
        let segments: [String]
        do throws(A2UIPointerError) {
            segments = try A2UIPointer.parse(pointerText).resolved(in: context.scope)
        } catch {
            self.error(eachPath, "\(error); no copies")
            return []
        }
        let absolute = A2UIPointer.text(segments)
        var made: [JSONValue] = []
        switch bindings.data.value(atPointer: segments) {
        case .array(let elements)?:
            if elements.count > maxCopies {
                error(
                    eachPath,
                    "\(absolute) has \(elements.count) elements; the template copies the first \(maxCopies) (maxTemplateItems)"
                )
            }
            for index in 0..<min(elements.count, maxCopies) {
                guard components < limits.maxNodes else {
                    if !stoppedAtNodeLimit {
                        error(
                            eachPath, "the copies pass \(limits.maxNodes) components (maxNodes); the rest are dropped")
                        stoppedAtNodeLimit = true
                    }
                    break
                }
                var inner = context
                inner.scope = segments + [String(index)]
                inner.suffix = context.suffix + "#\(index)"
                inner.inTemplate = true
                made.append(value(body, path: path.appending(key: "template"), context: inner))
            }
        case nil:
            warning(eachPath, "nothing at \(absolute) in the data model; no copies")
        case let other?:
            warning(eachPath, "\(absolute) is \(describeJSON(other)), not an array; no copies")
        }
        if !context.inTemplate, !context.ownerID.isEmpty {
            bindings.templates.append(
                UIBindings.Template(
                    componentID: context.ownerID, path: arrayPath, start: start, count: made.count, pointer: absolute,
                    writtenPointer: pointerText, template: body))
        }
        return made
    }
}

extension UIBindingResolver {
    /// A resolver over `data` for the document `source` (without `$data`), with the template and
    /// node limits `options` sets.
    init(data: JSONValue, source: [String: JSONValue], options: UIDecodingOptions) {
        var a2uiLimits = A2UILimits()
        a2uiLimits.maxTreeNodes = options.limits.maxNodes
        self.init(
            limits: options.limits, maxCopies: a2uiLimits.maxTemplateItems,
            evaluator: A2UIEvaluator(model: data, options: options.binding, limits: a2uiLimits),
            bindings: UIBindings(data: data, source: .object(source)))
    }
}
