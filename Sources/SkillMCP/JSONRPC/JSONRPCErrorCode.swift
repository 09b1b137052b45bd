/// The error codes JSON-RPC 2.0 reserves, as MCP uses them.
public enum JSONRPCErrorCode {
    /// The line is not JSON.
    public static let parseError = -32700
    /// The JSON is not a valid request object.
    public static let invalidRequest = -32600
    /// The method does not exist.
    public static let methodNotFound = -32601
    /// The parameters are invalid.
    public static let invalidParams = -32602
    /// MCP's code for `resources/read` of a URI that names no resource.
    public static let resourceNotFound = -32002
    /// An internal error.
    public static let internalError = -32603
}
