import SkillJSON
import Testing

@testable import SkillMCP

@Suite struct JSONRPCMessageTests {
    struct Row: Sendable, CustomStringConvertible {
        var line: String
        var code: Int
        var fragment: String
        var id: JSONRPCID?
        var description: String { line }
    }

    static let malformed: [Row] = [
        Row(line: "not json", code: -32700, fragment: "parse error: invalid JSON at line 1"),
        Row(line: "{\"jsonrpc\":\"2.0\",", code: -32700, fragment: "parse error"),
        Row(line: "[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]", code: -32600, fragment: "batches"),
        Row(line: "42", code: -32600, fragment: "expected a JSON object, got integer"),
        Row(
            line: "{\"id\":1,\"method\":\"ping\"}", code: -32600, fragment: "\"jsonrpc\" must be \"2.0\"",
            id: .number(1)),
        Row(
            line: "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}", code: -32600, fragment: "string or an integer"
        ),
        Row(
            line: "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":7}", code: -32600, fragment: "\"method\"",
            id: .string("a")),
        Row(
            line: "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"x\",\"params\":3}", code: -32600, fragment: "\"params\"",
            id: .number(2)),
        Row(line: "{\"jsonrpc\":\"2.0\",\"id\":3}", code: -32600, fragment: "expected \"method\"", id: .number(3)),
        Row(line: "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", code: -32600, fragment: "must not be null"),
    ]

    @Test(arguments: malformed)
    func malformedLinesNameTheProblemAndKeepTheIDWhenReadable(row: Row) {
        #expect {
            _ = try JSONRPCMessage.decode(Array(row.line.utf8))
        } throws: { error in
            guard let failure = error as? JSONRPCFailure else { return false }
            return failure.error.code == row.code && failure.error.message.contains(row.fragment)
                && failure.id == row.id
        }
    }

    @Test func messagesRoundTripThroughTheirLine() throws {
        let messages: [JSONRPCMessage] = [
            .request(JSONRPCRequest(id: .number(7), method: "tools/call", params: ["name": "echo"])),
            .request(JSONRPCRequest(id: .string("a-1"), method: "ping")),
            .notification(JSONRPCNotification(method: "notifications/initialized")),
            .response(JSONRPCResponse(id: .number(7), outcome: .result(["tools": []]))),
            .response(
                JSONRPCResponse(
                    id: nil, outcome: .error(JSONRPCErrorObject(code: -32700, message: "parse error", data: "x")))),
        ]
        for message in messages {
            let line = message.line
            #expect(line.last == 0x0A)
            #expect(!line.dropLast().contains(0x0A))
            #expect(try JSONRPCMessage.decode(line.dropLast()) == message)
        }
    }

    @Test func nestingBeyondTheLimitIsAParseError() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let line = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":{\"a\":\(deep)}}"
        #expect {
            _ = try JSONRPCMessage.decode(Array(line.utf8), limits: MCPLimits.default.json)
        } throws: { error in
            (error as? JSONRPCFailure)?.error.message.contains("nest deeper than 128") == true
        }
    }
}

@Suite struct LineFramerTests {
    @Test func splitsChunksAnywhereAndSkipsBlankLines() {
        var framer = LineFramer(maxLineBytes: 100)
        var lines: [String] = []
        for chunk in ["{\"a\"", ":1}\n\n  \n{\"b\":2}\r", "\n{\"c\"", ":3}"] {
            for case .line(let line) in framer.feed(Array(chunk.utf8)) {
                lines.append(String(decoding: line, as: UTF8.self))
            }
        }
        for case .line(let line) in framer.finish() { lines.append(String(decoding: line, as: UTF8.self)) }
        #expect(lines == ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"])
    }

    @Test(arguments: [1, 7, 64, 1000])
    func anOversizedLineIsReportedOnceAndTheNextLineStillComes(chunkSize: Int) {
        var framer = LineFramer(maxLineBytes: 10)
        let input = Array((String(repeating: "x", count: 250) + "\nok\n").utf8)
        var events: [LineFramer.Event] = []
        var start = 0
        while start < input.count {
            events += framer.feed(input[start..<min(start + chunkSize, input.count)])
            start += chunkSize
        }
        #expect(events == [.oversized(byteCount: 250), .line(Array("ok".utf8))])
    }
}

@Suite struct MCPErrorTests {
    @Test(arguments: [
        (MCPError.Kind.parseError, -32700), (.invalidRequest, -32600), (.methodNotFound, -32601),
        (.invalidParams, -32602), (.internalError, -32603), (.remote(code: -32042), -32042), (.timedOut, -32603),
    ])
    func kindsMapToJSONRPCCodes(kind: MCPError.Kind, code: Int) {
        #expect(MCPError(kind, "x", "y").code == code)
    }

    @Test func messagesReadWhatFailedDetailAndContext() {
        let error = MCPError(.timedOut, "tool call timed out", "no answer after 30 s", while: "calling 'x' on 't'")
        #expect(error.message == "tool call timed out: no answer after 30 s — while calling 'x' on 't'")
        #expect(error.adding(context: "starting 't'").message.hasSuffix("on 't', starting 't'"))
    }
}
