import SkillJSON

/// A surface as a document of ours that keeps its bindings and templates (see
/// ``UIBindingSyntax``): what ``A2UIDocument/ourDocument(surfaceID:options:)`` gives.
///
/// - `$data` is the surface's data model;
/// - a field built from an A2UI `{"path"}` or `{"call"}` holds the same expression in our spelling
///   (`{"$bind"}`, `{"$call"}`) when our resolver gives it the value the mapping shows; a value the
///   mapping changes on the way (a clamped slider, a date read without its zone, a Button titled
///   by several texts, a failing check's message) keeps that value, with a note;
/// - a ChildList template is `{"$each": pointer, "template": …}`, its component written once with
///   its bindings relative, when every copy has the template's shape; otherwise the copies are
///   written out (a note).
///
/// The document is checked before it is returned: decoded with ``UIDecoder``, it must give the
/// rendering's tree up to ids, or the plain tree is returned instead (a note says so).
///
/// ```swift
/// let (document, _) = A2UIDocument.read(jsonl)
/// let ours = document.ourDocument()
/// ours.json?.stableString()   // {"$data": {…}, "type": "stack", "children": {"$each": "/orders", …}}
/// ```
public struct A2UIOurDocument: Sendable {
    /// Our document: bound when the surface's bindings or templates could be kept, otherwise the
    /// plain tree; `nil` when nothing renders.
    public var json: JSONValue?
    /// The surface rendered, as ``A2UIDocument/render(surfaceID:options:)`` gives it.
    public var rendering: A2UIRendering
    /// What could not be kept as a binding or template, and why; the origin is the surface.
    public var notes: [A2UIDiagnostic]
    /// The options the surface was rendered with (and the document is decoded with).
    var options = A2UIRenderOptions()

    /// Whether ``json`` is a bound document (it has `$data`).
    public var isBound: Bool { json?[UIBindingSyntax.dataKey] != nil }

    /// The bound document's ``UIBindings`` when it decodes to exactly the rendered tree, ids
    /// included, so they can travel with that tree (to an A2UI client, say); `nil` otherwise.
    public var bindingsOfTheRendering: UIBindings? {
        guard isBound, let json, let tree = rendering.component else { return nil }
        let decoded = UIDecoder.decode(json, options: UIDecodingOptions(binding: options))
        return decoded.component == tree ? decoded.bindings : nil
    }

    /// How many expressions (`$bind`, `$call`) and templates (`$each`) the document holds; an
    /// expression inside another (an argument) is not counted again.
    public var kept: (expressions: Int, templates: Int) {
        var counts = (expressions: 0, templates: 0)
        json.map { A2UIBoundJSON.count($0, into: &counts, depth: 0) }
        return counts
    }
}

extension A2UIDocument {
    /// One surface (by default the first created) as our bound document: see ``A2UIOurDocument``.
    public func ourDocument(surfaceID: String? = nil, options: A2UIRenderOptions = .init()) -> A2UIOurDocument {
        guard let id = surfaceID ?? surfaceOrder.first, let surface = surfaces[id] else {
            return A2UIOurDocument(json: nil, rendering: render(surfaceID: surfaceID, options: options), notes: [])
        }
        let builder = A2UITreeBuilder(surface: surface, options: options, limits: limits)
        let (rendering, recorder) = builder.buildRecording()
        guard let tree = rendering.component else { return A2UIOurDocument(json: nil, rendering: rendering, notes: []) }
        var writer = A2UIBoundJSON(surface: surface, options: options, limits: limits)
        let body = writer.patch(tree.jsonValue, recorder, depth: 0)
        var seen = Set<Diagnostic>()
        var notes = (recorder.notes + writer.notes).filter { seen.insert($0).inserted }
            .map { A2UIDiagnostic(.surface(surface.id), $0) }
        var counts = (expressions: 0, templates: 0)
        A2UIBoundJSON.count(body, into: &counts, depth: 0)
        guard counts != (0, 0), case .object(var object) = body else {
            return A2UIOurDocument(json: tree.jsonValue, rendering: rendering, notes: notes)
        }
        object[UIBindingSyntax.dataKey] = surface.dataModel
        let document = JSONValue.object(object)
        let decoded = UIDecoder.decode(document, options: UIDecodingOptions(binding: options))
        guard let shown = decoded.component, A2UIBoundJSON.sameUpToIDs(shown, tree) else {
            notes.append(
                A2UIDiagnostic(
                    .surface(surface.id), severity: .warning, path: .root,
                    "the bound document would not show the same tree; written with values, not bindings"))
            return A2UIOurDocument(json: tree.jsonValue, rendering: rendering, notes: notes)
        }
        return A2UIOurDocument(json: document, rendering: rendering, notes: notes, options: options)
    }
}

extension A2UITreeBuilder {
    /// The tree and, in bound mode, where its expressions and templates sit.
    func buildRecording() -> (A2UIRendering, A2UIBindingRecorder) {
        guard surface.components["root"] != nil else { return (build(), A2UIBindingRecorder()) }
        var session = A2UIBuildSession(surface: surface, options: options, limits: limits)
        session.recorder = A2UIBindingRecorder()
        let tree = session.node(id: "root", scope: [], suffix: "", depth: 1, from: .root)
        session.noteUnreached()
        return (A2UIRendering(component: tree, diagnostics: session.diagnostics), session.recorder ?? .init())
    }
}

/// Turns a recorded build's tree JSON into our bound JSON: each node's kept fields get their
/// expressions, each template whose copies all have its shape becomes one `$each`.
struct A2UIBoundJSON {
    let surface: A2UISurface
    let options: A2UIRenderOptions
    let limits: A2UILimits
    var notes: [Diagnostic] = []

    mutating func patch(_ value: JSONValue, _ recorder: A2UIBindingRecorder, depth: Int) -> JSONValue {
        guard depth < 512 else { return value }
        switch value {
        case .array(let elements):
            return .array(elements.map { patch($0, recorder, depth: depth + 1) })
        case .object(var object):
            let id: String? = object["type"]?.stringValue != nil ? object["id"]?.stringValue : nil
            let template = id.flatMap { recorder.templates[$0] }
            for (key, member) in object where key != template?.key {
                object[key] = patch(member, recorder, depth: depth + 1)
            }
            if let template, let id, case .array(let copies)? = object[template.key] {
                object[template.key] = templated(copies, template, recorder, holder: id, depth: depth)
            }
            for site in id.flatMap({ recorder.fields[$0] }) ?? [] {
                object =
                    Self.setting(site.expression, at: site.path.components[...], in: .object(object)).objectValue
                    ?? object
            }
            return .object(object)
        default:
            return value
        }
    }

    /// A template's copies as one `$each`, or written out (unbound) when that would not give them.
    private mutating func templated(
        _ copies: [JSONValue], _ template: A2UIBindingRecorder.Template, _ recorder: A2UIBindingRecorder,
        holder: String, depth: Int
    ) -> JSONValue {
        let at = JSONPath([.key(holder), .key(template.key)])
        if template.ancestry.contains(where: { $0.id == template.componentID }) {
            note(
                at, "the template \(JSONValue.string(template.componentID)) contains itself; its copies are written out"
            )
            return .array(copies)
        }
        guard template.made == template.expected, copies.count == template.made else {
            note(
                at,
                "some copies of \(JSONValue.string(template.componentID)) were not built; the others are written out")
            return .array(copies)
        }
        var session = A2UIBuildSession(surface: surface, options: options, limits: limits)
        session.recorder = A2UIBindingRecorder()
        session.ancestry = template.ancestry
        guard
            let element = session.node(
                id: template.componentID, scope: template.segments + ["0"], suffix: "", depth: template.depth + 1,
                from: at)
        else {
            note(
                at,
                "the template \(JSONValue.string(template.componentID)) cannot be built alone; its copies are written out"
            )
            return .array(copies)
        }
        let body = patch(element.jsonValue, session.recorder ?? .init(), depth: depth + 1)
        let shape = Self.idFree(body)
        for (index, copy) in copies.enumerated() where Self.idFree(patch(copy, recorder, depth: depth + 1)) != shape {
            note(
                at,
                "copy \(index) of \(JSONValue.string(template.componentID)) does not have the template's shape"
                    + " (a value shown changed, or a check's message); the copies are written out")
            return .array(copies)
        }
        return [UIBindingSyntax.eachKey: .string(template.pointer), "template": body]
    }

    private mutating func note(_ path: JSONPath, _ message: String) {
        notes.append(Diagnostic(severity: .warning, path: path, message: message))
    }

    /// `container` with `value` set (or, for nil, removed) at `path`, creating objects on the way.
    static func setting(_ value: JSONValue?, at path: ArraySlice<JSONPath.Component>, in container: JSONValue)
        -> JSONValue
    {
        guard let first = path.first else { return value ?? .null }
        let rest = path.dropFirst()
        switch (first, container) {
        case (.key(let key), .object(var object)):
            if rest.isEmpty {
                object[key] = value
            } else {
                object[key] = setting(value, at: rest, in: object[key] ?? .object([:]))
            }
            return .object(object)
        case (.key, .null):
            return setting(value, at: path, in: .object([:]))
        case (.index(let index), .array(var array)) where array.indices.contains(index):
            array[index] = rest.isEmpty ? value ?? .null : setting(value, at: rest, in: array[index])
            return .array(array)
        default:
            return container
        }
    }

    /// The JSON with every component's id taken off (and a list's items'), for comparing shapes.
    static func idFree(_ value: JSONValue, depth: Int = 0) -> JSONValue {
        guard depth < 512 else { return value }
        switch value {
        case .array(let elements):
            return .array(elements.map { idFree($0, depth: depth + 1) })
        case .object(var object):
            let isComponent = object["type"]?.stringValue != nil
            if isComponent { object["id"] = nil }
            for (key, member) in object {
                if isComponent, key == "items", object["type"] == "list", case .array(let items) = member {
                    object[key] = .array(
                        items.map { item in
                            guard case .object(var fields) = item else { return item }
                            fields["id"] = nil
                            return idFree(.object(fields), depth: depth + 1)
                        })
                } else {
                    object[key] = idFree(member, depth: depth + 1)
                }
            }
            return .object(object)
        default:
            return value
        }
    }

    /// Whether two trees are equal up to ids.
    static func sameUpToIDs(_ first: SKComponent, _ second: SKComponent) -> Bool {
        idFree(first.jsonValue) == idFree(second.jsonValue)
    }

    /// Counts expressions and templates in a document (an argument is not counted again).
    static func count(_ value: JSONValue, into counts: inout (expressions: Int, templates: Int), depth: Int) {
        guard depth < 512 else { return }
        switch value {
        case .array(let elements):
            for element in elements { count(element, into: &counts, depth: depth + 1) }
        case .object(let object):
            if UIBindingSyntax.isExpression(value) {
                counts.expressions += 1
                return
            }
            if object[UIBindingSyntax.eachKey] != nil { counts.templates += 1 }
            for (key, member) in object where key != UIBindingSyntax.dataKey {
                count(member, into: &counts, depth: depth + 1)
            }
        default:
            break
        }
    }
}
