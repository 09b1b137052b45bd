import SkillJSON

/// A bound document on screen (see ``UIBindingSyntax``) whose data keeps changing: each change
/// resolves the document again against the new data model and answers with the ``UIPatch``es
/// (from ``UIDiff``) that turn the tree shown into the new one.
///
/// 1. the document as written (without `$data`) is kept;
/// 2. a change makes a new data model — given whole, one value set or removed by JSON Pointer,
///    or the values of the surface's bound inputs written back;
/// 3. the document is resolved and decoded again with the same options;
/// 4. the old tree is diffed against the new one.
///
/// A change the surface cannot make (a bad pointer, a model that is not an object, a strict
/// document that no longer decodes) throws and leaves the surface as it was.
///
/// Copies of a template are named by index (`row#0`, `row#1`), so appending an element inserts
/// one copy and removing the last removes one; removing an element before the end updates the
/// copies after it and removes the last. Give ids to the siblings after a template: derived ids
/// count positions.
///
/// ```swift
/// var surface = try UIBoundSurface(json: #"{"$data": {"t": "20°"}, "type": "text", "id": "temp", "content": {"$bind": "/t"}}"#)
/// try surface.set("21°", at: "/t")   // [.update(id: "temp", set: ["content": "21°"], unset: [])]
/// ```
public struct UIBoundSurface: Sendable {
    /// The tree shown.
    public private(set) var tree: SKComponent
    /// The data model, where the expressions and templates sit, and the bound inputs' pointers.
    public private(set) var bindings: UIBindings
    /// The fixes and problems of the latest resolution and decoding, in document order.
    public private(set) var diagnostics: [Diagnostic]
    /// How the document is read, every time it is resolved.
    public let options: UIDecodingOptions

    /// The data model (an object).
    public var data: JSONValue { bindings.data }

    /// Starts showing the document in `text`; a document without `$data` starts with an empty model.
    ///
    /// - Throws: ``UIError/invalidDocument(_:)`` when the text is not JSON, or the document gives
    ///   no tree (in strict mode, at its first problem).
    public init(json text: String, options: UIDecodingOptions = .init()) throws(UIError) {
        let parsed = UIDocumentText.parse(text, options: options)
        guard let value = parsed.value else {
            throw .invalidDocument(parsed.problem ?? Diagnostic(path: .root, message: "no JSON value"))
        }
        try self.init(value, options: options)
        diagnostics.insert(contentsOf: parsed.repairs, at: 0)
    }

    /// Starts showing `document`, a component object; without `$data` it starts with an empty model.
    ///
    /// - Throws: ``UIError/invalidDocument(_:)`` when `document` is not an object or gives no tree.
    public init(_ document: JSONValue, options: UIDecodingOptions = .init()) throws(UIError) {
        guard case .object(var root) = document else {
            throw .invalidDocument(
                Diagnostic(
                    path: .root, message: "a bound document is a component object, got \(describeJSON(document))"))
        }
        if root[UIBindingSyntax.dataKey] == nil { root[UIBindingSyntax.dataKey] = .object([:]) }
        let resolution = try Self.resolve(.object(root), options: options)
        self.tree = resolution.tree
        self.bindings = resolution.bindings
        self.diagnostics = resolution.diagnostics
        self.options = options
    }

    /// Replaces the whole data model.
    ///
    /// - Returns: The patches from the tree shown before to the new one; empty when nothing
    ///   visible changed.
    /// - Throws: ``UIError/dataUpdateFailed(_:)`` when `data` is not an object;
    ///   ``UIError/invalidDocument(_:)`` when the document no longer decodes (strict mode).
    @discardableResult
    public mutating func update(data: JSONValue) throws(UIError) -> [UIPatch] {
        guard case .object = data else {
            throw .dataUpdateFailed("the data model must be an object, got \(describeJSON(data))")
        }
        guard case .object(var root) = bindings.source else {
            throw .dataUpdateFailed("the document is not a component object")
        }
        root[UIBindingSyntax.dataKey] = data
        let resolution = try Self.resolve(.object(root), options: options)
        let patches = UIDiff.diff(from: tree, to: resolution.tree)
        tree = resolution.tree
        bindings = resolution.bindings
        diagnostics = resolution.diagnostics
        return patches
    }

    /// Sets the value at `pointer` (RFC 6901, from the model's root), creating missing objects
    /// and arrays on the way; `/list/-` appends to an array.
    ///
    /// - Returns: The patches from the tree shown before to the new one.
    /// - Throws: ``UIError/dataUpdateFailed(_:)`` naming the pointer when it is malformed,
    ///   relative, or steps through a string, number, Boolean or null.
    ///
    /// ```swift
    /// try surface.set(["name": "Cake"], at: "/orders/-")   // one insert: row#2
    /// ```
    @discardableResult
    public mutating func set(_ value: JSONValue, at pointer: String) throws(UIError) -> [UIPatch] {
        let segments = try Self.segments(of: pointer, while: "setting")
        var model = data
        do throws(A2UIPointerError) {
            try model.set(value, atPointer: segments, pointer: pointer)
        } catch {
            throw .dataUpdateFailed("\(error) — while setting \(pointer)")
        }
        return try update(data: model)
    }

    /// Removes the value at `pointer`: an object's member, or an array's element (the ones
    /// after it move up, as in a JSON Patch `remove`).
    ///
    /// - Returns: The patches from the tree shown before to the new one.
    /// - Throws: ``UIError/dataUpdateFailed(_:)`` naming the pointer when it is malformed,
    ///   relative, the whole model, or names nothing.
    @discardableResult
    public mutating func remove(at pointer: String) throws(UIError) -> [UIPatch] {
        let segments = try Self.segments(of: pointer, while: "removing")
        guard let last = segments.last else {
            throw .dataUpdateFailed(
                "the whole model cannot be removed; update(data:) replaces it — while removing \(pointer)")
        }
        let parentSegments = Array(segments.dropLast())
        guard let parent = Self.removing(last, from: data.value(atPointer: parentSegments)) else {
            throw .dataUpdateFailed("nothing at \(pointer) in the data model — while removing \(pointer)")
        }
        var model = data
        do throws(A2UIPointerError) {
            try model.set(parent, atPointer: parentSegments, pointer: pointer)
        } catch {
            throw .dataUpdateFailed("\(error) — while removing \(pointer)")
        }
        return try update(data: model)
    }

    /// Writes what the user typed, ticked and chose back into the model, through the bound
    /// inputs' pointers (``UIBindings/inputs``; other names are ignored), and resolves again: the
    /// inputs show their new values, and so does everything else bound to the same pointers.
    ///
    /// - Parameter formValues: The values by input name, as an action carries them.
    /// - Returns: The patches from the tree shown before to the new one.
    @discardableResult
    public mutating func apply(formValues: [String: JSONValue]) throws(UIError) -> [UIPatch] {
        try update(data: bindings.data(applying: formValues))
    }

    // MARK: Support

    /// `container` without its member or element `key`, or `nil` when it has none.
    private static func removing(_ key: String, from container: JSONValue?) -> JSONValue? {
        switch container {
        case .object(var object)? where object[key] != nil:
            object[key] = nil
            return .object(object)
        case .array(var array)?:
            guard let index = Int(key), index >= 0, index < array.count, String(index) == key else { return nil }
            array.remove(at: index)
            return .array(array)
        default:
            return nil
        }
    }

    /// The absolute segments of `pointer`.
    private static func segments(of pointer: String, while doing: String) throws(UIError) -> [String] {
        let parsed: A2UIPointer
        do throws(A2UIPointerError) {
            parsed = try A2UIPointer.parse(pointer)
        } catch {
            throw .dataUpdateFailed("\(error) — while \(doing) \(pointer)")
        }
        guard parsed.isAbsolute else {
            throw .dataUpdateFailed(
                "\(JSONValue.string(pointer)) is relative; a pointer into the data model starts with \"/\" — while \(doing) \(pointer)"
            )
        }
        return parsed.segments
    }

    /// `document` resolved and decoded: the tree, its bindings and the diagnostics.
    private static func resolve(_ document: JSONValue, options: UIDecodingOptions) throws(UIError)
        -> (tree: SKComponent, bindings: UIBindings, diagnostics: [Diagnostic])
    {
        let result = UIDecoder.decode(document, options: options)
        guard let tree = result.component, let bindings = result.bindings else {
            throw .invalidDocument(
                result.diagnostics.first ?? Diagnostic(path: .root, message: "the document has no component"))
        }
        return (tree, bindings, result.diagnostics)
    }
}
