import SkillJSON

/// Reads the UI wire format (see `docs/UI-FORMAT.md`) into an ``SKComponent`` tree.
///
/// Decoding is a pipeline:
/// 1. text only: check ``UILimits/maxDocumentBytes``, then parse the JSON;
/// 2. walk the tree without recursion, resolving each `"type"` (built-in, `"section"`, custom from
///    the registry, alias, or unknown);
/// 3. read each component's fields: aliases, coercions and defaults in lenient mode, the first
///    problem in strict mode;
/// 4. give every node a unique id (given, or derived from its position);
/// 5. enforce ``UILimits`` throughout.
///
/// ```swift
/// let result = UIDecoder.decode(json: #"{"type": "text", "text": "Hi", "align": "left"}"#)
/// result.component   // .text(SKText(id: "root", content: "Hi", align: .leading))
/// result.diagnostics.map(\.description)
/// // ["$.text: unknown field \"text\" for text; read as \"content\"",
/// //  "$.align: \"left\" is not one of \"leading\", \"center\", \"trailing\"; read as \"leading\""]
/// ```
public enum UIDecoder {
    /// Decodes a JSON value; in lenient mode (the default) every fix is reported and nothing throws.
    ///
    /// In strict mode the result holds at most one diagnostic, the first problem, and no component.
    public static func decode(_ value: JSONValue, options: UIDecodingOptions = .init()) -> UIDecodeResult {
        if case .object(let root) = value, root[UIBindingSyntax.dataKey] != nil {
            return decodeBound(root, options: options)
        }
        var session = DecodingSession(options: options)
        var component = session.decodeTree(value)
        if session.idRegistry.needsRepair && !session.failed {
            // A given id was handed out earlier as a derived one: run again with every given id reserved.
            let reserved = session.idRegistry.given
            session = DecodingSession(options: options)
            session.idRegistry.reserved = reserved
            component = session.decodeTree(value)
        }
        if let failure = session.failure { return UIDecodeResult(component: nil, diagnostics: [failure]) }
        return UIDecodeResult(component: component, diagnostics: session.diagnostics)
    }

    /// A bound document (see ``UIBindingSyntax``): resolved first, then decoded; the resolver's
    /// diagnostics come first, and in strict mode its first problem fails the document.
    private static func decodeBound(_ root: [String: JSONValue], options: UIDecodingOptions) -> UIDecodeResult {
        let resolution = UIBindingResolver.resolve(root, options: options)
        if options.mode == .strict, let first = resolution.diagnostics.first {
            var failure = first
            failure.severity = .error
            return UIDecodeResult(component: nil, diagnostics: [failure])
        }
        var result = decode(resolution.value, options: options)
        result.diagnostics = resolution.diagnostics + result.diagnostics
        if result.component != nil { result.bindings = resolution.bindings }
        return result
    }

    /// Decodes a JSON value strictly: the first problem of any kind throws.
    ///
    /// - Throws: ``UIError/invalidDocument(_:)`` with the problem's path, for example
    ///   `$.children[2]: missing required field "title" for button`.
    ///
    /// ```swift
    /// let tree = try UIDecoder.decodeStrict(["type": "text", "content": "Hi"])
    /// ```
    public static func decodeStrict(
        _ value: JSONValue, options: UIDecodingOptions = .init(mode: .strict)
    ) throws(UIError) -> SKComponent {
        var strictOptions = options
        strictOptions.mode = .strict
        return try decode(value, options: strictOptions).strictComponent()
    }

    /// Decodes JSON text: checks ``UILimits/maxDocumentBytes`` before anything else, then parses
    /// and decodes. A document too large or not JSON gives one error diagnostic at `$` and no component.
    ///
    /// ```swift
    /// let result = UIDecoder.decode(json: modelOutput)
    /// ```
    public static func decode(json text: String, options: UIDecodingOptions = .init()) -> UIDecodeResult {
        let parsed = UIDocumentText.parse(text, options: options)
        guard let value = parsed.value else {
            return UIDecodeResult(component: nil, diagnostics: parsed.problem.map { [$0] } ?? [])
        }
        var result = decode(value, options: options)
        result.diagnostics.insert(contentsOf: parsed.repairs, at: 0)
        return result
    }

    /// Decodes JSON text strictly.
    ///
    /// - Throws: ``UIError/invalidJSON(_:)`` when the text is not JSON, ``UIError/invalidDocument(_:)``
    ///   for a document over the size limit or the first problem in it.
    public static func decodeStrict(
        json text: String, options: UIDecodingOptions = .init(mode: .strict)
    ) throws(UIError) -> SKComponent {
        var strictOptions = options
        strictOptions.mode = .strict
        let value = try UIDocumentText.parseStrict(text, options: strictOptions)
        return try decodeStrict(value, options: strictOptions)
    }
}

extension UIDecodeResult {
    /// The component, or the first diagnostic as an error.
    func strictComponent() throws(UIError) -> SKComponent {
        if let component, diagnostics.isEmpty { return component }
        let first =
            diagnostics.first
            ?? Diagnostic(path: .root, message: "the document has no component")
        throw .invalidDocument(first)
    }
}
