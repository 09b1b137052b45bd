import SkillJSON

/// Several A2UI surfaces by id, as a client holds them: the processor that applies a stream of
/// messages in order.
///
/// ```swift
/// var document = A2UIDocument()
/// let notes = document.apply(A2UIReader.read(jsonl))
/// let rendering = document.render(surfaceID: "main")   // our SKComponent tree + diagnostics
/// ```
public struct A2UIDocument: Sendable, Hashable {
    /// The live surfaces by id.
    public var surfaces: [String: A2UISurface] = [:]
    /// The surface ids in the order they were created.
    public var surfaceOrder: [String] = []
    /// The limits that bound every surface.
    public var limits: A2UILimits

    /// Creates an empty document.
    public init(limits: A2UILimits = .default) { self.limits = limits }

    /// Applies every message of a read input, in order; returns the reader's and the messages'
    /// diagnostics together, in input order.
    public mutating func apply(_ read: A2UIReader.Result) -> [A2UIDiagnostic] {
        var diagnostics = read.diagnostics
        for envelope in read.messages { diagnostics.append(contentsOf: apply(envelope)) }
        // Stable: diagnostics of one origin keep their order.
        return diagnostics.enumerated()
            .sorted { (Self.order($0.element.origin), $0.offset) < (Self.order($1.element.origin), $1.offset) }
            .map(\.element)
    }

    /// Reads and applies text (JSONL or an array) in one step.
    public static func read(_ text: String, limits: A2UILimits = .default) -> (A2UIDocument, [A2UIDiagnostic]) {
        var document = A2UIDocument(limits: limits)
        let diagnostics = document.apply(A2UIReader.read(text, limits: limits))
        return (document, diagnostics)
    }

    /// Applies one message.
    @discardableResult
    public mutating func apply(_ envelope: A2UIEnvelope) -> [A2UIDiagnostic] {
        let origin = envelope.origin
        let message = envelope.message
        let surfaceID = message.surfaceID
        switch message {
        case .createSurface(let create):
            guard surfaces[surfaceID] == nil else {
                return [
                    A2UIDiagnostic(
                        origin, path: ["createSurface", "surfaceId"],
                        "surface \(JSONValue.string(surfaceID)) already exists; delete it first — message skipped")
                ]
            }
            var surface = A2UISurface(
                id: surfaceID, catalogID: create.catalogID, theme: create.theme, sendDataModel: create.sendDataModel)
            let problems = surface.upsert(create.components, path: ["createSurface", "components"], limits: limits)
            if let dataModel = create.dataModel { surface.dataModel = dataModel }
            surfaces[surfaceID] = surface
            surfaceOrder.append(surfaceID)
            return problems.map { A2UIDiagnostic(origin, $0) }
        case .deleteSurface:
            guard surfaces.removeValue(forKey: surfaceID) != nil else {
                return [
                    A2UIDiagnostic(
                        origin, severity: .warning, path: ["deleteSurface", "surfaceId"],
                        "no surface \(JSONValue.string(surfaceID)) to delete")
                ]
            }
            surfaceOrder.removeAll { $0 == surfaceID }
            return []
        case .updateComponents, .updateDataModel:
            var notes: [A2UIDiagnostic] = []
            if surfaces[surfaceID] == nil {
                let kind = message.kindName
                notes.append(
                    A2UIDiagnostic(
                        origin, severity: .warning, path: [.key(kind), "surfaceId"],
                        "no createSurface for \(JSONValue.string(surfaceID)) before this \(kind); created with the basic catalog"
                    ))
                surfaces[surfaceID] = A2UISurface(id: surfaceID)
                surfaceOrder.append(surfaceID)
            }
            let problems = surfaces[surfaceID]?.apply(message, limits: limits) ?? []
            return notes + problems.map { A2UIDiagnostic(origin, $0) }
        }
    }

    /// Builds our tree for one surface (by default the first one created).
    public func render(surfaceID: String? = nil, options: A2UIRenderOptions = .init()) -> A2UIRendering {
        guard let id = surfaceID ?? surfaceOrder.first, let surface = surfaces[id] else {
            let what = surfaceID.map { "no surface \(JSONValue.string($0))" } ?? "no surface to render"
            return A2UIRendering(component: nil, diagnostics: [A2UIDiagnostic(.input, what)])
        }
        return A2UITreeBuilder(surface: surface, options: options, limits: limits).build()
    }

    private static func order(_ origin: A2UIDiagnostic.Origin) -> Int {
        switch origin {
        case .input: -1
        case .line(let line): line
        case .message(let index): index
        case .surface: Int.max
        }
    }
}

extension A2UIMessage {
    /// The message's key on the wire: `createSurface`, `updateComponents`…
    public var kindName: String {
        switch self {
        case .createSurface: "createSurface"
        case .updateComponents: "updateComponents"
        case .updateDataModel: "updateDataModel"
        case .deleteSurface: "deleteSurface"
        }
    }
}
