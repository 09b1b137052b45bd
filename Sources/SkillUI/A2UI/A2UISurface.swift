import SkillJSON

/// The state of one A2UI surface: its components by id and its data model.
///
/// A value: applying a message gives the next state, and the tree is built from a state with
/// ``A2UITreeBuilder``.
///
/// ```swift
/// var surface = A2UISurface(id: "s1")
/// surface.apply(.updateDataModel(surfaceID: "s1", path: "/user/name", value: "Ada"))
/// surface.dataModel  // {"user": {"name": "Ada"}}
/// ```
public struct A2UISurface: Sendable, Hashable {
    /// The surface id.
    public var id: String
    /// The catalog its components come from.
    public var catalogID: String
    /// The theme (v0.9) or surface properties (v0.10), as given.
    public var theme: JSONValue?
    /// Whether actions should carry the whole data model.
    public var sendDataModel: Bool
    /// The components by id.
    public var components: [String: A2UIComponentRecord]
    /// The data model; an object.
    public var dataModel: JSONValue

    /// Creates an empty surface.
    public init(
        id: String, catalogID: String = A2UICatalog.basicCatalogID, theme: JSONValue? = nil,
        sendDataModel: Bool = false
    ) {
        self.id = id
        self.catalogID = catalogID
        self.theme = theme
        self.sendDataModel = sendDataModel
        self.components = [:]
        self.dataModel = .object([:])
    }

    /// Creates the surface a `createSurface` message describes, with its initial components and data.
    public init(_ create: A2UICreateSurface, limits: A2UILimits = .default) {
        self.init(
            id: create.surfaceID, catalogID: create.catalogID, theme: create.theme, sendDataModel: create.sendDataModel)
        _ = upsert(create.components, path: ["createSurface", "components"], limits: limits)
        if let dataModel = create.dataModel { self.dataModel = dataModel }
    }

    /// Applies `updateComponents` or `updateDataModel`; `createSurface` and `deleteSurface` are
    /// the document's business (``A2UIDocument``) and are refused here with a diagnostic.
    ///
    /// - Returns: problems, with paths into the message (`$.updateDataModel.path: …`).
    @discardableResult
    public mutating func apply(_ message: A2UIMessage, limits: A2UILimits = .default) -> [Diagnostic] {
        switch message {
        case .updateComponents(_, let records):
            return upsert(records, path: ["updateComponents", "components"], limits: limits)
        case .updateDataModel(_, let pointerText, let value):
            let path: JSONPath = ["updateDataModel", "path"]
            do throws(A2UIPointerError) {
                let pointer = try A2UIPointer.parse(pointerText)
                guard pointer.isAbsolute || pointer.segments.isEmpty else {
                    return [
                        Diagnostic(
                            path: path, message: "\(pointerText) must be absolute (start with \"/\"); update skipped")
                    ]
                }
                if pointer.segments.isEmpty, let value, value.objectValue == nil {
                    return [
                        Diagnostic(
                            path: path,
                            message: "the whole data model must be an object, not \(value.typeName); update skipped")
                    ]
                }
                try dataModel.set(value, atPointer: pointer.segments, pointer: pointerText)
                return []
            } catch {
                return [Diagnostic(path: path, message: "\(error); update skipped")]
            }
        case .createSurface, .deleteSurface:
            return [Diagnostic(path: .root, message: "a surface cannot apply createSurface or deleteSurface itself")]
        }
    }

    mutating func upsert(_ records: [A2UIComponentRecord], path: JSONPath, limits: A2UILimits) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (index, record) in records.enumerated() {
            if components[record.id] == nil, components.count >= limits.maxComponents {
                problems.append(
                    Diagnostic(
                        path: path.appending(index: index),
                        message: "the surface already holds \(limits.maxComponents) components (maxComponents);"
                            + " this one and the rest skipped"))
                break
            }
            components[record.id] = record
        }
        return problems
    }
}
