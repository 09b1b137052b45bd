import Foundation
import SkillJSON

/// One item of a `resources/read` answer: a text or a binary resource.
public struct MCPResourceContents: Sendable, Hashable {
    /// The URI of this item.
    public var uri: String
    /// Its MIME type, when the server gave one.
    public var mimeType: String?
    /// The text of a text resource.
    public var text: String?
    /// The base64 data of a binary resource.
    public var blob: String?

    /// Reads one entry of `contents`; `nil` when it has no URI.
    init?(_ value: JSONValue) {
        guard let uri = value["uri"]?.stringValue else { return nil }
        self.uri = uri
        self.mimeType = value["mimeType"]?.stringValue
        self.text = value["text"]?.stringValue
        self.blob = value["blob"]?.stringValue
    }

    /// The text, or the blob decoded as UTF-8; `nil` for neither, or a blob that is not base64 UTF-8.
    var textValue: String? {
        if let text { return text }
        guard let blob, let data = Data(base64Encoded: blob) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
