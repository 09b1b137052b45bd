import SkillJSON

extension SKComponent: Codable {
    /// Encodes ``jsonValue``, the canonical wire form.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    /// Decodes the wire form strictly (``UIDecoder/decodeStrict(_:options:)``).
    ///
    /// Custom component types decode when the decoder's `userInfo` holds an
    /// ``SKComponentRegistry`` (under any key); otherwise only the built-in catalog does.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[CodingUserInfoKey(rawValue: "registry")!] = registry
    /// let tree = try decoder.decode(SKComponent.self, from: data)
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose `debugDescription` is the diagnostic, for
    ///   example `$.children[0]: missing required field "content" for text`.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        let registry = decoder.userInfo.values.lazy.compactMap { $0 as? SKComponentRegistry }.first ?? .standard
        do {
            self = try UIDecoder.decodeStrict(value, options: UIDecodingOptions(mode: .strict, registry: registry))
        } catch {
            let message: String
            switch error {
            case .invalidDocument(let diagnostic): message = diagnostic.description
            case .invalidJSON(let jsonError): message = jsonError.description
            case .patchFailed(let reason), .dataUpdateFailed(let reason): message = reason
            }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
        }
    }
}
