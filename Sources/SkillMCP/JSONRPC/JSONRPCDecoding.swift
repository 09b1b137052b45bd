import SkillJSON

/// A line that is not a usable message, with what to answer: the id when one could be read
/// (else the response goes to `null`) and the error.
public struct JSONRPCFailure: Error, Sendable, Hashable {
    /// The id of the broken request, when it could be read.
    public var id: JSONRPCID?
    /// Why the line was rejected.
    public var error: MCPError
}

extension JSONRPCMessage {
    /// Reads one line of a JSON-RPC 2.0 stream.
    ///
    /// 1. parse strictly with SkillJSON's parser and `limits` (→ -32700 with line and column);
    /// 2. reject an array: batches were removed from MCP in 2025-06-18 (→ -32600);
    /// 3. classify the object as request, notification or response, checking `jsonrpc`, `id`,
    ///    `method`, `params`, `result` and `error` (→ -32600 naming the member).
    ///
    /// ```swift
    /// let message = try JSONRPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8))
    /// ```
    /// - Throws: ``JSONRPCFailure`` with the id when it could be read.
    public static func decode(
        _ line: some Collection<UInt8>, limits: JSONParseLimits = .default
    ) throws(JSONRPCFailure) -> JSONRPCMessage {
        let value: JSONValue
        do {
            value = try JSONValue.parse(line, limits: limits)
        } catch {
            throw JSONRPCFailure(
                id: nil, error: MCPError(.parseError, "parse error", error.message, while: "reading a JSON-RPC message")
            )
        }
        return try decode(value)
    }

    /// Classifies a parsed JSON value as a JSON-RPC 2.0 message; see ``decode(_:limits:)``.
    public static func decode(_ value: JSONValue) throws(JSONRPCFailure) -> JSONRPCMessage {
        func invalid(_ detail: String, id: JSONRPCID? = nil) -> JSONRPCFailure {
            JSONRPCFailure(
                id: id, error: MCPError(.invalidRequest, "invalid request", detail, while: "reading a JSON-RPC message")
            )
        }
        if case .array = value {
            throw invalid("batches (JSON arrays) are not supported by MCP since 2025-06-18; send one message per line")
        }
        guard case .object(let members) = value else {
            throw invalid("expected a JSON object, got \(value.typeName)")
        }
        let rawID = members["id"]
        let id = rawID.flatMap(JSONRPCID.init)
        guard members["jsonrpc"] == "2.0" else {
            throw invalid("\"jsonrpc\" must be \"2.0\", got \(members["jsonrpc"]?.stableString() ?? "nothing")", id: id)
        }
        if let rawID, id == nil, rawID != .null {
            throw invalid("\"id\" must be a string or an integer, got \(rawID.stableString())")
        }
        if let methodValue = members["method"] {
            guard case .string(let method) = methodValue, !method.isEmpty else {
                throw invalid("\"method\" must be a non-empty string, got \(methodValue.stableString())", id: id)
            }
            let params = members["params"]
            if let params, params.objectValue == nil, params.arrayValue == nil {
                throw invalid("\"params\" must be an object or an array, got \(params.typeName)", id: id)
            }
            guard rawID != nil else { return .notification(JSONRPCNotification(method: method, params: params)) }
            guard let id else { throw invalid("\"id\" must not be null in a request") }
            return .request(JSONRPCRequest(id: id, method: method, params: params))
        }
        switch (members["result"], members["error"]) {
        case (let result?, nil):
            guard let id else { throw invalid("a result needs the request's \"id\"") }
            return .response(JSONRPCResponse(id: id, outcome: .result(result)))
        case (nil, let error?):
            guard case .object(let object) = error, let code = object["code"]?.intValue,
                let message = object["message"]?.stringValue
            else { throw invalid("\"error\" must be an object with an integer \"code\" and a string \"message\"") }
            return .response(
                JSONRPCResponse(
                    id: id, outcome: .error(JSONRPCErrorObject(code: code, message: message, data: object["data"]))))
        case (.some, .some):
            throw invalid("a response has \"result\" or \"error\", not both", id: id)
        case (nil, nil):
            throw invalid(
                "expected \"method\" (a request or notification) or \"result\"/\"error\" (a response)", id: id)
        }
    }
}
