import SkillJSON

/// Builds our ``SKComponent`` tree from an A2UI surface.
///
/// 1. start at the component with id `root` (none: an error, and nothing renders);
/// 2. follow child references (`child`, `children`, `trigger`, `content`, `tabs[].child`); a
///    reference to a missing id is skipped, a reference back to an ancestor (a cycle) is cut where
///    it is found — each with an error naming both ids;
/// 3. instantiate templates (`children: {componentId, path}`) once per element of the array at
///    `path`, each with that element as the scope of relative paths; an instance's ids get the
///    element's index, `row#0`, `row#1` (nested: `cell#0#2`); at most
///    ``A2UILimits/maxTemplateItems`` instances per template;
/// 4. map each component to ours (``A2UIComponentMapping``), resolving bindings and functions
///    against the data model and evaluating `checks`;
/// 5. note the components that `root` never reaches.
///
/// Diagnostics' origin is the surface; their path starts at the component id:
/// `surface "main": $.card.child: no component "body"; skipped`.
public struct A2UITreeBuilder: Sendable {
    let surface: A2UISurface
    let options: A2UIRenderOptions
    let limits: A2UILimits

    /// Creates a builder.
    public init(surface: A2UISurface, options: A2UIRenderOptions = .init(), limits: A2UILimits = .default) {
        self.surface = surface
        self.options = options
        self.limits = limits
    }

    /// The tree and every problem found building it.
    public func build() -> A2UIRendering {
        var session = A2UIBuildSession(surface: surface, options: options, limits: limits)
        guard surface.components["root"] != nil else {
            let message =
                surface.components.isEmpty
                ? "no components yet; nothing to render" : "no component has id \"root\"; nothing to render"
            return A2UIRendering(
                component: nil, diagnostics: [A2UIDiagnostic(.surface(surface.id), path: .root, message)])
        }
        let tree = session.node(id: "root", scope: [], suffix: "", depth: 1, from: .root)
        session.noteUnreached()
        return A2UIRendering(component: tree, diagnostics: session.diagnostics)
    }
}

/// The mutable state of one build.
struct A2UIBuildSession {
    let surface: A2UISurface
    let options: A2UIRenderOptions
    let limits: A2UILimits
    var evaluator: A2UIEvaluator
    var problems: [Diagnostic] = []
    var usedIDs: Set<String> = []
    var reached: Set<String> = []
    var ancestry: [AncestorKey] = []
    var nodeCount = 0
    var reportedDepth = false
    var reportedNodes = false
    /// Set in bound mode: where expressions and templates sit (see ``A2UIBindingRecorder``).
    var recorder: A2UIBindingRecorder?

    struct AncestorKey: Hashable {
        var id: String
        var scope: [String]
    }

    init(surface: A2UISurface, options: A2UIRenderOptions, limits: A2UILimits) {
        self.surface = surface
        self.options = options
        self.limits = limits
        self.evaluator = A2UIEvaluator(model: surface.dataModel, options: options, limits: limits)
    }

    var diagnostics: [A2UIDiagnostic] {
        (problems + evaluator.diagnostics).map { A2UIDiagnostic(.surface(surface.id), $0) }
    }

    mutating func error(_ path: JSONPath, _ message: String) {
        problems.append(Diagnostic(path: path, message: message))
    }

    mutating func warning(_ path: JSONPath, _ message: String) {
        problems.append(Diagnostic(severity: .warning, path: path, message: message))
    }

    /// Builds the component `id` in `scope`, or nil (with a diagnostic at `from`) when it cannot be.
    mutating func node(id: String, scope: [String], suffix: String, depth: Int, from: JSONPath) -> SKComponent? {
        guard let record = surface.components[id] else {
            error(from, "no component \(JSONValue.string(id)); skipped")
            return nil
        }
        let key = AncestorKey(id: id, scope: scope)
        if let start = ancestry.firstIndex(of: key) {
            let loop = (ancestry[start...].map(\.id) + [id]).joined(separator: " → ")
            error(from, "cycle \(loop); cut here")
            return nil
        }
        guard depth <= limits.maxTreeDepth else {
            if !reportedDepth {
                error(
                    from,
                    "components nest deeper than \(limits.maxTreeDepth) levels (maxTreeDepth); deeper ones dropped")
                reportedDepth = true
            }
            return nil
        }
        guard nodeCount < limits.maxTreeNodes else {
            if !reportedNodes {
                error(from, "more than \(limits.maxTreeNodes) components (maxTreeNodes); later ones dropped")
                reportedNodes = true
            }
            return nil
        }
        nodeCount += 1
        reached.insert(id)
        ancestry.append(key)
        defer { ancestry.removeLast() }
        let ourID = uniqueID(id + suffix, path: JSONPath([.key(id)]))
        let context = Context(
            record: record, id: ourID, scope: scope, suffix: suffix, depth: depth, path: JSONPath([.key(id)]))
        return map(context)
    }

    /// The children a ChildList names: static ids or a template over an array.
    mutating func children(_ value: JSONValue?, of context: Context, key: String) -> [SKComponent] {
        let path = context.path.appending(key: key)
        switch value {
        case nil, .null:
            return []
        case .array(let ids):
            var built: [SKComponent] = []
            for (index, element) in ids.enumerated() {
                guard case .string(let id) = element else {
                    error(path.appending(index: index), "a child reference must be a component id string; skipped")
                    continue
                }
                if let child = node(
                    id: id, scope: context.scope, suffix: context.suffix, depth: context.depth + 1,
                    from: path.appending(index: index))
                {
                    built.append(child)
                }
            }
            return built
        case .object(let template):
            guard case .string(let componentID)? = template["componentId"],
                case .string(let pointer)? = template["path"]
            else {
                error(path, "a template needs a string componentId and a string path; no children")
                return []
            }
            let made = instances(of: componentID, over: pointer, context: context, path: path)
            if recorder != nil {
                recordTemplate(componentID, pointer: pointer, key: key, made: made.count, context: context)
            }
            return made
        default:
            error(path, "children must be an array of ids or a template {componentId, path}; no children")
            return []
        }
    }

    private mutating func instances(of componentID: String, over pointerText: String, context: Context, path: JSONPath)
        -> [SKComponent]
    {
        reached.insert(componentID)
        let segments: [String]
        do throws(A2UIPointerError) {
            segments = try A2UIPointer.parse(pointerText).resolved(in: context.scope)
        } catch {
            self.error(path.appending(key: "path"), "\(error); no children")
            return []
        }
        guard let data = surface.dataModel.value(atPointer: segments) else {
            warning(path.appending(key: "path"), "nothing at \(A2UIPointer.text(segments)) yet; no children")
            return []
        }
        guard case .array(let elements) = data else {
            warning(
                path.appending(key: "path"),
                "the template's data at \(A2UIPointer.text(segments)) is \(data.typeName), not an array; no children")
            return []
        }
        if elements.count > limits.maxTemplateItems {
            error(
                path.appending(key: "path"),
                "\(elements.count) items at \(A2UIPointer.text(segments)) are more than \(limits.maxTemplateItems)"
                    + " (maxTemplateItems); the first \(limits.maxTemplateItems) shown")
        }
        var built: [SKComponent] = []
        for index in 0..<min(elements.count, limits.maxTemplateItems) {
            if let child = node(
                id: componentID, scope: segments + [String(index)], suffix: context.suffix + "#\(index)",
                depth: context.depth + 1, from: path.appending(key: "componentId"))
            {
                built.append(child)
            }
        }
        return built
    }

    /// Notes a template for bound mode: how many copies the data asks for, and what building its
    /// element alone needs.
    private mutating func recordTemplate(
        _ componentID: String, pointer: String, key: String, made: Int, context: Context
    ) {
        let segments = (try? A2UIPointer.parse(pointer))?.resolved(in: context.scope) ?? []
        let elements = surface.dataModel.value(atPointer: segments)?.arrayValue?.count ?? 0
        recorder?.templates[context.id] = A2UIBindingRecorder.Template(
            key: key, componentID: componentID, pointer: pointer, segments: segments, made: made,
            expected: min(elements, limits.maxTemplateItems), depth: context.depth, ancestry: ancestry)
    }

    /// A single child (`child`, `trigger`, `content`).
    mutating func child(_ value: JSONValue?, of context: Context, key: String, path: JSONPath? = nil) -> SKComponent? {
        let at = path ?? context.path.appending(key: key)
        guard case .string(let id)? = value else {
            error(at, "\(context.record.type) needs a component id in \(key); none shown")
            return nil
        }
        return node(id: id, scope: context.scope, suffix: context.suffix, depth: context.depth + 1, from: at)
    }

    private mutating func uniqueID(_ base: String, path: JSONPath) -> String {
        guard usedIDs.contains(base) else {
            usedIDs.insert(base)
            return base
        }
        var counter = 2
        while usedIDs.contains("\(base)~\(counter)") { counter += 1 }
        let id = "\(base)~\(counter)"
        usedIDs.insert(id)
        warning(
            path,
            "component \(JSONValue.string(base)) is shown in more than one place; this copy is \(JSONValue.string(id))")
        return id
    }

    mutating func noteUnreached() {
        let unreached = surface.components.keys.filter { !reached.contains($0) }.sorted()
        guard !unreached.isEmpty else { return }
        let shown = unreached.prefix(10).map { JSONValue.string($0).description }.joined(separator: ", ")
        let more = unreached.count > 10 ? " and \(unreached.count - 10) more" : ""
        warning(.root, "not reachable from root, so not shown: \(shown)\(more)")
    }

    /// What the mapping of one component knows.
    struct Context {
        var record: A2UIComponentRecord
        var id: String
        var scope: [String]
        var suffix: String
        var depth: Int
        var path: JSONPath

        func property(_ key: String) -> JSONValue? { record.properties[key] }
    }
}
