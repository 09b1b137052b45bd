import SkillJSON

/// The state of one decoding pass: options, diagnostics, the path to the current node, ids, counts.
///
/// Paths are kept as a reusable trail of components and only turned into a ``JSONPath`` when a
/// diagnostic is made. In strict mode the first report ends the pass (``failure``); in lenient
/// mode every report is kept and decoding goes on.
struct DecodingSession {
    let strict: Bool
    let limits: UILimits
    let registry: SKComponentRegistry
    /// Diagnostics so far, in document order (lenient mode).
    private(set) var diagnostics: [Diagnostic] = []
    /// The first problem, in strict mode; once set, the pass stops.
    private(set) var failure: Diagnostic?
    /// The path from the document root to the node being decoded.
    var trail: [JSONPath.Component] = []
    /// Components (and list rows) accepted so far.
    var nodeCount = 0
    var nodeLimitReached = false
    var depthLimitReported = false
    /// The ids handed out so far.
    var idRegistry = IDRegistry()

    init(options: UIDecodingOptions) {
        strict = options.mode == .strict
        limits = options.limits
        registry = options.registry
    }

    /// Whether strict decoding has already failed.
    var failed: Bool { failure != nil }

    /// The path of the current node extended by `extra`.
    func path(_ extra: [JSONPath.Component] = []) -> JSONPath {
        JSONPath(trail + extra)
    }

    /// Records a problem at `extra` below the current node.
    ///
    /// Lenient mode writes `"<problem>; <fix>"`; strict mode writes `"<problem>"` (plus ` — <hint>`)
    /// as an error and stops.
    mutating func report(
        _ severity: Diagnostic.Severity, _ extra: [JSONPath.Component], _ problem: String, fix: String,
        hint: String? = nil
    ) {
        guard failure == nil else { return }
        if strict {
            let message = hint.map { "\(problem) — \($0)" } ?? problem
            failure = Diagnostic(severity: .error, path: path(extra), message: message)
        } else {
            diagnostics.append(Diagnostic(severity: severity, path: path(extra), message: "\(problem); \(fix)"))
        }
    }

    /// A fix was made: the value was read differently, defaulted or ignored.
    mutating func warn(_ extra: [JSONPath.Component], _ problem: String, fix: String, hint: String? = nil) {
        report(.warning, extra, problem, fix: fix, hint: hint)
    }

    /// Content was dropped.
    mutating func drop(_ extra: [JSONPath.Component], _ problem: String, fix: String = "component dropped") {
        report(.error, extra, problem, fix: fix)
    }

    /// Records a diagnostic made elsewhere (a schema's), re-rooted at the current node.
    mutating func forward(_ diagnostic: Diagnostic) {
        guard failure == nil else { return }
        let moved = Diagnostic(
            severity: strict ? .error : diagnostic.severity, path: JSONPath(trail + diagnostic.path.components),
            message: diagnostic.message)
        if strict { failure = moved } else { diagnostics.append(moved) }
    }

    /// Records a problem with the document as a whole (size, syntax), at `$`.
    mutating func rejectDocument(_ message: String) {
        let diagnostic = Diagnostic(severity: .error, path: .root, message: message)
        if strict { failure = diagnostic } else { diagnostics.append(diagnostic) }
    }

    // MARK: - Limits

    /// Counts one more component or row; `false` (reported once) when ``UILimits/maxNodes`` is reached.
    mutating func admitNode(at extra: [JSONPath.Component] = []) -> Bool {
        if nodeCount < limits.maxNodes {
            nodeCount += 1
            return true
        }
        if !nodeLimitReached {
            nodeLimitReached = true
            drop(
                extra, "more than \(limits.maxNodes) components (maxNodes)",
                fix: "this and later components dropped")
        }
        return false
    }

    /// `string`, or its longest prefix of whole `Character`s within ``UILimits/maxStringBytes``.
    mutating func limited(_ string: String, at extra: @autoclosure () -> [JSONPath.Component]) -> String {
        let byteCount = string.utf8.count
        guard byteCount > limits.maxStringBytes else { return string }
        warn(
            extra(), "string of \(byteCount) bytes is longer than \(limits.maxStringBytes) bytes (maxStringBytes)",
            fix: "truncated")
        return Self.truncated(string, toBytes: limits.maxStringBytes)
    }

    static func truncated(_ string: String, toBytes limit: Int) -> String {
        var end = string.startIndex
        var bytes = 0
        for index in string.indices {
            let next = string.index(after: index)
            bytes += string.utf8.distance(from: index, to: next)
            if bytes > limit { break }
            end = next
        }
        return String(string[..<end])
    }
}
