import SkillJSON

/// The protocol versions of A2UI whose server-to-client messages ``A2UIReader`` reads.
public enum A2UIVersion: String, Sendable, Hashable, CaseIterable {
    /// The stable v0.9.
    case v0dot9 = "v0.9"
    /// v0.9.1, the same messages as v0.9.
    case v0dot9dot1 = "v0.9.1"
    /// The v0.10 draft: `createSurface` may carry the first components and data.
    case v0dot10 = "v0.10"
}

/// One component of an A2UI surface as it came: its id, its catalog type (the `component` field)
/// and every other property, still unresolved (literals, `{"path"}` bindings, function calls).
public struct A2UIComponentRecord: Sendable, Hashable {
    /// The component's id, unique in its surface; `"root"` is the tree's root.
    public var id: String
    /// The catalog type: `Text`, `Column`, `Button`…
    public var type: String
    /// Every other member of the component object.
    public var properties: [String: JSONValue]

    /// Creates a record.
    public init(id: String, type: String, properties: [String: JSONValue] = [:]) {
        self.id = id
        self.type = type
        self.properties = properties
    }

    /// The component object on the wire: `id`, `component` and the properties.
    public var jsonValue: JSONValue {
        var object = properties
        object["id"] = .string(id)
        object["component"] = .string(type)
        return .object(object)
    }
}

/// `createSurface`: a new surface, its catalog, and (v0.10) its first components and data.
public struct A2UICreateSurface: Sendable, Hashable {
    /// The surface's id.
    public var surfaceID: String
    /// The catalog the surface's components come from.
    public var catalogID: String
    /// The v0.9 `theme`, or the v0.10 `surfaceProperties`.
    public var theme: JSONValue?
    /// Whether the client should send the whole data model with every action.
    public var sendDataModel: Bool
    /// v0.10: components carried by `createSurface` itself (or its `initialState`).
    public var components: [A2UIComponentRecord]
    /// v0.10: the initial data model.
    public var dataModel: JSONValue?

    /// Creates the message payload.
    public init(
        surfaceID: String, catalogID: String, theme: JSONValue? = nil, sendDataModel: Bool = false,
        components: [A2UIComponentRecord] = [], dataModel: JSONValue? = nil
    ) {
        self.surfaceID = surfaceID
        self.catalogID = catalogID
        self.theme = theme
        self.sendDataModel = sendDataModel
        self.components = components
        self.dataModel = dataModel
    }
}

/// One A2UI server-to-client message.
public enum A2UIMessage: Sendable, Hashable {
    /// Creates a surface.
    case createSurface(A2UICreateSurface)
    /// Adds or replaces components of a surface, by id.
    case updateComponents(surfaceID: String, components: [A2UIComponentRecord])
    /// Sets (`value` present) or deletes (`value` nil) the data at a JSON Pointer.
    case updateDataModel(surfaceID: String, path: String, value: JSONValue?)
    /// Removes a surface with its components and data.
    case deleteSurface(surfaceID: String)

    /// The surface the message is about.
    public var surfaceID: String {
        switch self {
        case .createSurface(let create): create.surfaceID
        case .updateComponents(let surfaceID, _), .updateDataModel(let surfaceID, _, _), .deleteSurface(let surfaceID):
            surfaceID
        }
    }
}

/// A message with the version it declared and where it was in the input.
public struct A2UIEnvelope: Sendable, Hashable {
    /// The declared `version`.
    public var version: A2UIVersion
    /// The message.
    public var message: A2UIMessage
    /// Where the message was: its line (JSONL) or its position (a JSON array).
    public var origin: A2UIDiagnostic.Origin

    /// Creates an envelope.
    public init(version: A2UIVersion, message: A2UIMessage, origin: A2UIDiagnostic.Origin) {
        self.version = version
        self.message = message
        self.origin = origin
    }
}
