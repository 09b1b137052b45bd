import AgentSkill
import Foundation
import SkillJSON
import SkillNLU

/// `assistant nlu [--now DATE-TIME] [--jsonl]`: what the language understanding makes of each
/// line of standard input. Nothing runs, the data store is not opened, the network is not used.
///
/// With `--jsonl` (or `--json`) it writes the evaluation contract: one JSON object per input line,
/// keys sorted, byte-stable —
/// `{"arguments":{…},"confidence":0.97,"entities":[…],"skill":"calendar.create","text":"…"}`
/// (see ``SkillNLU/NLUInterpretation/contractJSON``). Each line is read on its own, with no
/// dialogue before it. Every input line gets exactly one output line, so tools can pair them:
/// - an empty (or blank) line → `skill: null`, confidence 0, no arguments or entities;
/// - a line that is not UTF-8, or longer than 64 KiB → the same, plus `"error"` saying why and
///   `"line"` (1-based); the text of an over-long line is left out (`""`).
/// A trailing `\r` (CRLF input) is dropped. Without `--jsonl` each line gets a short readable
/// block instead.
///
/// The router is trained once; lines are answered as they come, and output is written whenever
/// the program is about to wait for more input (so a terminal, or a tool that sends a line and
/// waits, sees each answer at once) or 64 KiB have piled up. Exit status 0.
extension AssistantCommand.NLU {
    /// Reads standard input with an NLU router over the skills (no store, no MCP servers), "now"
    /// fixed at `--now` when given.
    static func run(_ request: NLURequest, in environment: CommandEnvironment) async throws(CommandExit) -> Int32 {
        var configuration = try environment.configuration()
        _ = try environment.registry()
        if let now = request.now, let date = now.date(in: configuration.timeZone) {
            configuration.clock = .fixed(date)
        }
        let conversation = NLUConversation(
            router: try environment.nluRouter(), clock: configuration.clock, timeZone: configuration.timeZone)
        return await run(request, router: conversation, json: environment.options.json, io: environment.io)
    }

    static func run(_ request: NLURequest, router: NLUConversation, json: Bool, io: TerminalIO) async -> Int32 {
        let asJSON = request.jsonl || json
        let output = OutputBuffer(io: io, kind: asJSON ? .json : .plain)
        var number = 0
        while let bytes = await io.readRawLine({ output.flush() }) {
            number += 1
            let line = reading(bytes, number: number, router: router)
            if asJSON {
                output.append(line.contractJSON.stableString() + "\n")
            } else {
                output.append(readable(line))
            }
        }
        output.flush()
        return 0
    }

    /// One input line as understood, or why it could not be.
    enum Line {
        case understood(NLUInterpretation)
        case blank(String)
        case unreadable(text: String, number: Int, problem: String)

        /// The contract object for the line.
        var contractJSON: JSONValue {
            switch self {
            case .understood(let interpretation):
                return interpretation.contractJSON
            case .blank(let text):
                return .object(Self.nothing(text))
            case .unreadable(let text, let number, let problem):
                var object = Self.nothing(text)
                object["error"] = .string(problem)
                object["line"] = .number(Double(number))
                return .object(object)
            }
        }

        private static func nothing(_ text: String) -> [String: JSONValue] {
            ["text": .string(text), "skill": .null, "confidence": 0, "arguments": [:], "entities": []]
        }
    }

    /// Decodes and interprets one line of input.
    static func reading(_ bytes: [UInt8], number: Int, router: NLUConversation) -> Line {
        var bytes = bytes[...]
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard bytes.count <= TerminalIO.lineByteLimit else {
            return .unreadable(
                text: "", number: number, problem: "line \(number) is longer than \(TerminalIO.lineByteLimit) bytes")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8(in: bytes)
            return .unreadable(
                text: String(decoding: bytes, as: UTF8.self), number: number,
                problem: "line \(number) is not valid UTF-8 (at byte \(offset + 1))")
        }
        if text.allSatisfy(\.isWhitespace) { return .blank(text) }
        return .understood(router.interpret(text))
    }

    /// The 0-based offset of the first byte that is not part of a valid UTF-8 sequence.
    static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }

    /// The readable block for one line: the text, then skill and confidence, arguments and
    /// entities, indented.
    static func readable(_ line: Line) -> String {
        let contract = line.contractJSON
        var lines = [contract["text"]?.stringValue ?? ""]
        if let error = contract["error"]?.stringValue {
            lines.append("  error: \(error)")
        } else {
            let skill = contract["skill"]?.stringValue ?? "none"
            let confidence = contract["confidence"]?.doubleValue.map { String(format: "%.2f", $0) } ?? "0"
            lines.append("  skill: \(skill) (confidence \(confidence))")
            if case .object(let arguments)? = contract["arguments"], !arguments.isEmpty {
                let pairs = arguments.keys.sorted().map { key in
                    "\(key)=\(arguments[key].map(plain) ?? "")"
                }
                lines.append("  arguments: " + pairs.joined(separator: " "))
            }
            for call in contract["calls"]?.arrayValue ?? [] {
                let arguments = call["arguments"]?.objectValue ?? [:]
                let pairs = arguments.keys.sorted().map { "\($0)=\(arguments[$0].map(plain) ?? "")" }
                lines.append("  call: \(call["skill"]?.stringValue ?? "?") " + pairs.joined(separator: " "))
            }
            for entity in contract["entities"]?.arrayValue ?? [] {
                lines.append("  " + describe(entity))
            }
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// `time "明天下午3点" 2026-12-03T15:00:00 (hour)`, `money "35元" 35 CNY`, `place "北京" Beijing`.
    private static func describe(_ entity: JSONValue) -> String {
        let type = entity["type"]?.stringValue ?? "entity"
        let text = "\"\(entity["text"]?.stringValue ?? "")\""
        let value: String
        switch type {
        case "time":
            let start = entity["start"]?.stringValue ?? ""
            let end = entity["end"]?.stringValue.map { " – \($0)" } ?? ""
            value = "\(start)\(end) (\(entity["grain"]?.stringValue ?? ""))"
        case "money":
            value = "\(entity["amount"]?.stringValue ?? "") \(entity["currency"]?.stringValue ?? "")"
        case "place":
            value = entity["name"]?.stringValue ?? ""
        default:
            value = entity.stableString()
        }
        return "\(type) \(text) \(value)"
    }

    /// A string argument as itself; anything else as JSON.
    private static func plain(_ value: JSONValue) -> String {
        value.stringValue ?? value.stableString()
    }
}

/// Output piled up and written in one go: when ``flush()`` is called, or past 64 KiB.
private final class OutputBuffer {
    private let io: TerminalIO
    private let kind: TerminalStream.Kind
    private var text = ""

    init(io: TerminalIO, kind: TerminalStream.Kind) {
        self.io = io
        self.kind = kind
    }

    func append(_ more: String) {
        text += more
        if text.utf8.count >= 65_536 { flush() }
    }

    func flush() {
        guard !text.isEmpty else { return }
        io.write(text, as: kind)
        text = ""
    }
}
