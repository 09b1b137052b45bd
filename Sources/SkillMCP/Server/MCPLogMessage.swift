import SkillJSON

/// The severity of an MCP log message (`notifications/message`), RFC 5424's levels from the least
/// severe: what a client asks for with `logging/setLevel` ("this level and above").
public enum MCPLogLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Detail for debugging.
    case debug
    /// General information.
    case info
    /// Normal but significant: a reminder ringing.
    case notice
    /// A warning.
    case warning
    /// An error.
    case error
    /// A critical condition.
    case critical
    /// Action must be taken at once.
    case alert
    /// The system is unusable.
    case emergency

    public static func < (lhs: MCPLogLevel, rhs: MCPLogLevel) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// One MCP log message the server sends on its own: `notifications/message` with a level, the
/// logger that speaks (`reminders`) and any JSON.
///
/// ```swift
/// MCPLogMessage(level: .notice, logger: "reminders", data: ["text": "⏰ Reminder: Call mom"]).params
/// // {"level": "notice", "logger": "reminders", "data": {"text": "⏰ Reminder: Call mom"}}
/// ```
public struct MCPLogMessage: Sendable, Hashable {
    /// How severe it is.
    public var level: MCPLogLevel
    /// Who speaks: `reminders`, `follow-ups`.
    public var logger: String?
    /// What it says.
    public var data: JSONValue

    /// Creates a message.
    public init(level: MCPLogLevel, logger: String?, data: JSONValue) {
        self.level = level
        self.logger = logger
        self.data = data
    }

    /// The notification's params.
    public var params: JSONValue {
        var params: [String: JSONValue] = ["level": .string(level.rawValue), "data": data]
        params["logger"] = logger.map(JSONValue.string)
        return .object(params)
    }
}

/// What speaks to the client first, as log messages: the program's reminders ringing.
///
/// The server runs it only while the client listens at its ``level``: once the client asked for
/// log messages with `logging/setLevel` at that level or a lower one, until it asks for a higher
/// one or leaves. (Ringing a reminder marks it rung: a client that never asked for log messages
/// must not swallow them, so the chat or the page rings them instead.)
public protocol MCPNotifier: Sendable {
    /// The level of the messages it sends.
    var level: MCPLogLevel { get }
    /// Sends messages with `send` until the calling task is cancelled.
    func run(send: @escaping @Sendable (MCPLogMessage) async -> Void) async
    /// A tool call has finished: what it changed (a reminder set) may be due sooner than the
    /// notifier was waiting for.
    func toolCallFinished()
}
