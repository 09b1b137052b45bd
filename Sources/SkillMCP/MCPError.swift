import Foundation
import SkillJSON

/// The one error of SkillMCP: what failed, why, and while doing what — plus the JSON-RPC code it
/// travels as.
///
/// Messages read `what failed: detail — while context`, for example
/// `tool call timed out: no answer after 30 s — while calling 'get_current_time' on server 'time'`.
///
/// ```swift
/// do { try await client.call("get_current_time", arguments: [:]) } catch { print(error.message) }
/// ```
public struct MCPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure; protocol kinds map to JSON-RPC error codes.
    public enum Kind: Sendable, Hashable {
        /// A line is not JSON (-32700).
        case parseError
        /// JSON that is not a valid JSON-RPC request, or one sent at the wrong time (-32600).
        case invalidRequest
        /// No such method (-32601).
        case methodNotFound
        /// The method's parameters are wrong: unknown tool, missing name (-32602).
        case invalidParams
        /// No resource has the URI asked for (-32002, MCP's code).
        case resourceNotFound
        /// Something broke on our side (-32603).
        case internalError
        /// The peer answered with a JSON-RPC error of this code.
        case remote(code: Int)
        /// No answer in time.
        case timedOut
        /// The server process exited or closed its output.
        case serverExited
        /// The server failed too often and is no longer used.
        case unavailable
        /// Reading or writing the stream failed.
        case transport
        /// The MCP config file is malformed.
        case invalidConfig
        /// The call was refused: it needs a confirmation the client cannot give.
        case refused
        /// The request was cancelled.
        case cancelled
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// The whole message, `what failed: detail — while context`.
    public let message: String
    /// Extra data for the JSON-RPC error object.
    public let data: JSONValue?

    /// Creates an error from its three parts.
    ///
    /// - Parameters:
    ///   - kind: The kind of failure.
    ///   - failed: What failed (`"tool call timed out"`).
    ///   - detail: Why, quoting the input (`"no answer after 30 s"`).
    ///   - context: What we were doing (`"calling 'get_current_time' on server 'time'"`); `nil` for none.
    ///   - data: Extra data for the JSON-RPC error object.
    public init(_ kind: Kind, _ failed: String, _ detail: String, while context: String? = nil, data: JSONValue? = nil)
    {
        self.kind = kind
        self.message = "\(failed): \(detail)" + (context.map { " — while \($0)" } ?? "")
        self.data = data
    }

    /// An error carrying a message as it came (a remote error object's text).
    init(kind: Kind, message: String, data: JSONValue? = nil) {
        self.kind = kind
        self.message = message
        self.data = data
    }

    public var description: String { message }

    /// The JSON-RPC error code this error is sent with.
    public var code: Int {
        switch kind {
        case .parseError: JSONRPCErrorCode.parseError
        case .invalidRequest: JSONRPCErrorCode.invalidRequest
        case .methodNotFound: JSONRPCErrorCode.methodNotFound
        case .invalidParams: JSONRPCErrorCode.invalidParams
        case .resourceNotFound: JSONRPCErrorCode.resourceNotFound
        case .remote(let code): code
        case .internalError, .timedOut, .serverExited, .unavailable, .transport, .invalidConfig, .refused, .cancelled:
            JSONRPCErrorCode.internalError
        }
    }

    /// The same error with more context appended: `… — while A — while B` reads badly, so the
    /// context is joined with `, `.
    func adding(context: String) -> MCPError {
        let joined = message.contains(" — while ") ? "\(message), \(context)" : "\(message) — while \(context)"
        return MCPError(kind: kind, message: joined, data: data)
    }
}

extension MCPError: LocalizedError {
    /// The message, so the agent's explanation of a failed skill quotes it as it is.
    public var errorDescription: String? { message }
}
