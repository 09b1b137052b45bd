import SkillJSON

/// A JSON-RPC 2.0 request: it has an id and expects exactly one response.
public struct JSONRPCRequest: Sendable, Hashable {
    /// The id the response echoes.
    public var id: JSONRPCID
    /// The method (`"tools/call"`).
    public var method: String
    /// The parameters (an object in MCP), or `nil` when absent.
    public var params: JSONValue?

    /// Creates a request.
    public init(id: JSONRPCID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }
}

/// A JSON-RPC 2.0 notification: a method call without an id, never answered.
public struct JSONRPCNotification: Sendable, Hashable {
    /// The method (`"notifications/cancelled"`).
    public var method: String
    /// The parameters, or `nil` when absent.
    public var params: JSONValue?

    /// Creates a notification.
    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }
}

/// The error member of a JSON-RPC error response.
public struct JSONRPCErrorObject: Sendable, Hashable {
    /// The code (-32700 … -32603 for protocol errors).
    public var code: Int
    /// A short description.
    public var message: String
    /// Extra data, if any.
    public var data: JSONValue?

    /// Creates an error object.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The error object for an ``MCPError``: its code, message and data.
    public init(_ error: MCPError) {
        self.init(code: error.code, message: error.message, data: error.data)
    }
}

/// A JSON-RPC 2.0 response: a result or an error for the request with ``id``.
public struct JSONRPCResponse: Sendable, Hashable {
    /// The request's id; `nil` (written `null`) when the request's id could not be read.
    public var id: JSONRPCID?
    /// The result or the error.
    public var outcome: Outcome

    /// What a response carries.
    public enum Outcome: Sendable, Hashable {
        /// The method's result.
        case result(JSONValue)
        /// Why the method failed.
        case error(JSONRPCErrorObject)
    }

    /// Creates a response.
    public init(id: JSONRPCID?, outcome: Outcome) {
        self.id = id
        self.outcome = outcome
    }
}

/// One JSON-RPC 2.0 message, as it is sent on one line.
public enum JSONRPCMessage: Sendable, Hashable {
    /// A call that expects a response.
    case request(JSONRPCRequest)
    /// A call that expects none.
    case notification(JSONRPCNotification)
    /// An answer to a request.
    case response(JSONRPCResponse)

    /// The message as a JSON object with `"jsonrpc": "2.0"`.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let request):
            members["id"] = request.id.jsonValue
            members["method"] = .string(request.method)
            members["params"] = request.params
        case .notification(let notification):
            members["method"] = .string(notification.method)
            members["params"] = notification.params
        case .response(let response):
            members["id"] = response.id?.jsonValue ?? .null
            switch response.outcome {
            case .result(let result):
                members["result"] = result
            case .error(let error):
                var object: [String: JSONValue] = [
                    "code": .number(Double(error.code)), "message": .string(error.message),
                ]
                object["data"] = error.data
                members["error"] = .object(object)
            }
        }
        return .object(members)
    }

    /// The message as one line of UTF-8 ending in `\n` (JSON never holds a raw newline).
    public var line: [UInt8] {
        Array(jsonValue.stableString().utf8) + [0x0A]
    }
}
