import SkillJSON

/// Decodes one message object into an ``A2UIEnvelope``, reporting every problem with its path.
enum A2UIMessageDecoder {
    static let kinds = ["createSurface", "updateComponents", "updateDataModel", "deleteSurface"]
    /// v0.10 messages meant for an agent-side SDK, not for a renderer.
    static let ignoredKinds = ["actionResponse", "callFunction"]

    static func decode(_ value: JSONValue, origin: A2UIDiagnostic.Origin, sink: inout A2UIDiagnosticSink)
        -> A2UIEnvelope?
    {
        guard let object = value.objectValue else {
            sink.error(.root, "a message must be an object, not \(value.typeName); skipped")
            return nil
        }
        let version: A2UIVersion
        switch object["version"] {
        case .string(let text):
            guard let known = A2UIVersion(rawValue: text) else {
                sink.error(
                    ["version"],
                    "unsupported version \(JSONValue.string(text)) — expected \"v0.9\", \"v0.9.1\" or \"v0.10\"; skipped"
                )
                return nil
            }
            version = known
        case nil:
            sink.warning(["version"], "missing \"version\"; read as \"v0.9\"")
            version = .v0dot9
        case let other?:
            sink.error(["version"], "\"version\" must be a string, not \(other.typeName); skipped")
            return nil
        }
        let present = kinds.filter { object[$0] != nil }
        for key in object.keys.sorted()
        where key != "version" && !kinds.contains(key) && key != "actionId"
            && key != "functionCallId" && key != "wantResponse" && !ignoredKinds.contains(key)
        {
            sink.warning([.key(key)], "unknown member \(JSONValue.string(key)) of a message; ignored")
        }
        guard present.count == 1, let kind = present.first, let body = object[kind] else {
            if let ignored = ignoredKinds.first(where: { object[$0] != nil }), present.isEmpty {
                sink.warning([.key(ignored)], "\(ignored) is not for a renderer; ignored")
                return nil
            }
            let message =
                present.isEmpty
                ? "no message: expected one of \(kinds.joined(separator: ", "))"
                : "more than one message in one object (\(present.joined(separator: ", ")))"
            sink.error(.root, message + "; skipped")
            return nil
        }
        let path = JSONPath([.key(kind)])
        guard let fields = body.objectValue else {
            sink.error(path, "\(kind) must be an object, not \(body.typeName); skipped")
            return nil
        }
        var reader = FieldReader(fields: fields, path: path, kind: kind)
        let message: A2UIMessage?
        switch kind {
        case "createSurface": message = createSurface(&reader, version: version, sink: &sink)
        case "updateComponents":
            guard let surfaceID = reader.requiredString("surfaceId", sink: &sink) else { return nil }
            reader.consume("components")
            let components = self.components(fields["components"], path: path.appending(key: "components"), sink: &sink)
            message = components.map { .updateComponents(surfaceID: surfaceID, components: $0) }
        case "updateDataModel":
            guard let surfaceID = reader.requiredString("surfaceId", sink: &sink) else { return nil }
            let pointer = reader.optionalString("path", sink: &sink) ?? "/"
            reader.consume("value")
            message = .updateDataModel(surfaceID: surfaceID, path: pointer, value: fields["value"])
        default:
            guard let surfaceID = reader.requiredString("surfaceId", sink: &sink) else { return nil }
            message = .deleteSurface(surfaceID: surfaceID)
        }
        reader.reportUnused(sink: &sink)
        return message.map { A2UIEnvelope(version: version, message: $0, origin: origin) }
    }

    private static func createSurface(
        _ reader: inout FieldReader, version: A2UIVersion, sink: inout A2UIDiagnosticSink
    ) -> A2UIMessage? {
        guard let surfaceID = reader.requiredString("surfaceId", sink: &sink) else { return nil }
        var create = A2UICreateSurface(surfaceID: surfaceID, catalogID: A2UICatalog.basicCatalogID)
        if let catalog = reader.optionalString("catalogId", sink: &sink) {
            create.catalogID = catalog
            if !A2UICatalog.knownCatalogIDs.contains(catalog) {
                sink.warning(
                    reader.path.appending(key: "catalogId"),
                    "catalog \(JSONValue.string(catalog)) is not the basic catalog; its components are read as basic"
                        + " ones where the names match")
            }
        } else {
            sink.warning(reader.path.appending(key: "catalogId"), "missing catalogId; the basic catalog is assumed")
        }
        for key in ["theme", "surfaceProperties", "configuration"] {
            guard let value = reader.take(key) else { continue }
            if value.objectValue == nil {
                sink.warning(reader.path.appending(key: key), "\(key) must be an object; ignored")
            } else {
                create.theme = value
            }
        }
        if let flag = reader.take("sendDataModel") {
            if let bool = flag.boolValue {
                create.sendDataModel = bool
            } else {
                sink.warning(reader.path.appending(key: "sendDataModel"), "sendDataModel must be a Boolean; ignored")
            }
        }
        var initialComponents = reader.take("components")
        var initialData = reader.take("dataModel")
        var dataPath = reader.path.appending(key: "dataModel")
        var componentsPath = reader.path.appending(key: "components")
        if let state = reader.take("initialState") {
            let statePath = reader.path.appending(key: "initialState")
            if let components = state["components"] {
                initialComponents = components
                componentsPath = statePath.appending(key: "components")
            }
            if let data = state["dataModel"] {
                // The v0.10 prose nests {path?, value}; the JSON schema holds the model itself.
                if let object = data.objectValue, let value = object["value"],
                    object.keys.allSatisfy({ $0 == "value" || $0 == "path" })
                {
                    initialData = value
                } else {
                    initialData = data
                }
                dataPath = statePath.appending(key: "dataModel")
            }
        }
        if version != .v0dot10, initialComponents != nil || initialData != nil {
            sink.warning(reader.path, "createSurface carries components or data only from v0.10; read anyway")
        }
        if let initialComponents {
            create.components = components(initialComponents, path: componentsPath, sink: &sink) ?? []
        }
        if let initialData {
            if initialData.objectValue == nil {
                sink.warning(dataPath, "the initial data model must be an object, not \(initialData.typeName); ignored")
            } else {
                create.dataModel = initialData
            }
        }
        return .createSurface(create)
    }

    /// Reads a components array; a component without a usable id or type is skipped with an error.
    static func components(_ value: JSONValue?, path: JSONPath, sink: inout A2UIDiagnosticSink)
        -> [A2UIComponentRecord]?
    {
        guard let array = value?.arrayValue else {
            sink.error(path, "components must be an array of component objects; message skipped")
            return nil
        }
        if array.isEmpty { sink.warning(path, "no components") }
        var records: [A2UIComponentRecord] = []
        for (index, element) in array.enumerated() {
            let itemPath = path.appending(index: index)
            guard var object = element.objectValue else {
                sink.error(itemPath, "a component must be an object, not \(element.typeName); skipped")
                continue
            }
            if object["id"] == nil, object["component"] == nil, object.count == 1, let (type, body) = object.first,
                body.objectValue != nil
            {
                sink.error(
                    itemPath,
                    "a v0.8 component (the type \(JSONValue.string(type)) as a key); v0.9 writes {\"id\": …,"
                        + " \"component\": \(JSONValue.string(type)), …}; skipped")
                continue
            }
            guard case .string(let id)? = object["id"], !id.isEmpty else {
                sink.error(itemPath.appending(key: "id"), "a component needs a non-empty string id; skipped")
                continue
            }
            guard case .string(let type)? = object["component"] else {
                sink.error(
                    itemPath.appending(key: "component"),
                    "component \(JSONValue.string(id)) has no string \"component\" naming its type; skipped")
                continue
            }
            object["id"] = nil
            object["component"] = nil
            records.append(A2UIComponentRecord(id: id, type: type, properties: object))
        }
        return records
    }
}

/// Reads the members of one message body, remembering which were used.
struct FieldReader {
    var fields: [String: JSONValue]
    var path: JSONPath
    var kind: String
    private var used: Set<String> = []

    init(fields: [String: JSONValue], path: JSONPath, kind: String) {
        self.fields = fields
        self.path = path
        self.kind = kind
    }

    mutating func consume(_ key: String) { used.insert(key) }

    mutating func take(_ key: String) -> JSONValue? {
        used.insert(key)
        guard let value = fields[key], value != .null else { return nil }
        return value
    }

    mutating func requiredString(_ key: String, sink: inout A2UIDiagnosticSink) -> String? {
        used.insert(key)
        guard case .string(let text)? = fields[key], !text.isEmpty else {
            sink.error(path.appending(key: key), "\(kind) needs a non-empty string \(key); skipped")
            return nil
        }
        return text
    }

    mutating func optionalString(_ key: String, sink: inout A2UIDiagnosticSink) -> String? {
        guard let value = take(key) else { return nil }
        guard case .string(let text) = value else {
            sink.warning(path.appending(key: key), "\(key) must be a string, not \(value.typeName); ignored")
            return nil
        }
        return text
    }

    func reportUnused(sink: inout A2UIDiagnosticSink) {
        for key in fields.keys.sorted() where !used.contains(key) {
            sink.warning(path.appending(key: key), "unknown member \(JSONValue.string(key)) of \(kind); ignored")
        }
    }
}
