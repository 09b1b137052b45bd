import Testing

@testable import SkillLLM

/// Stream chunks into deltas and the assembled completion.
@Suite struct StreamAssemblerTests {
    /// Reads every chunk's data; returns the deltas and the finished completion.
    static func assemble(_ payloads: [String]) throws(LLMError) -> ([ChatStreamEvent], ChatCompletion) {
        var assembler = StreamAssembler()
        var events: [ChatStreamEvent] = []
        for payload in payloads { try assembler.read(Array(payload.utf8)[...], into: &events) }
        return (events, try assembler.finished())
    }

    static func chunk(_ delta: String, finish: String? = nil, index: Int = 0) -> String {
        let reason = finish.map { "\"\($0)\"" } ?? "null"
        return #"{"choices":[{"index":\#(index),"delta":\#(delta),"finish_reason":\#(reason)}]}"#
    }

    static func call(_ index: Int, id: String? = nil, name: String? = nil, arguments: String) -> String {
        var fields = [#""index":\#(index)"#]
        if let id { fields.append(#""id":"\#(id)","type":"function""#) }
        let function = (name.map { [#""name":"\#($0)""#] } ?? []) + [#""arguments":\#(arguments)"#]
        fields.append(#""function":{\#(function.joined(separator: ","))}"#)
        return chunk(#"{"tool_calls":[{\#(fields.joined(separator: ","))}]}"#)
    }

    static let usage = #"{"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":4,"total_tokens":7}}"#

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var payloads: [String]
        var content: String?
        var toolCalls: [ToolCall]
        var finishReason: String?
        var deltas: Int
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "content deltas are concatenated",
            payloads: [
                chunk(#"{"role":"assistant","content":""}"#), chunk(#"{"content":"Hel"}"#), chunk(#"{"content":"lo"}"#),
                chunk("{}", finish: "stop"), "[DONE]",
            ], content: "Hello", toolCalls: [], finishReason: "stop", deltas: 2),
        Row(
            name: "one call: id and name first, arguments in fragments",
            payloads: [
                call(0, id: "call_1", name: "weather", arguments: #""""#), call(0, arguments: #""{\"ci""#),
                call(0, arguments: #""ty\":\"Pa""#), call(0, arguments: #""ris\"}""#),
                chunk("{}", finish: "tool_calls"),
                "[DONE]",
            ], content: nil, toolCalls: [ToolCall(id: "call_1", name: "weather", arguments: #"{"city":"Paris"}"#)],
            finishReason: "tool_calls", deltas: 4),
        Row(
            name: "parallel calls interleaved by index",
            payloads: [
                call(0, id: "a", name: "f", arguments: #""{\"x\":""#), call(1, id: "b", name: "g", arguments: #""{""#),
                call(0, arguments: #""1}""#), call(1, arguments: #""}""#), "[DONE]",
            ], content: nil,
            toolCalls: [
                ToolCall(id: "a", name: "f", arguments: #"{"x":1}"#), ToolCall(id: "b", name: "g", arguments: "{}"),
            ],
            finishReason: nil, deltas: 4),
        Row(
            name: "calls sort by index, whatever order they start in",
            payloads: [
                call(1, id: "b", name: "g", arguments: #""{}""#), call(0, id: "a", name: "f", arguments: #""{}""#),
                chunk("{}", finish: "tool_calls"),
            ], content: nil,
            toolCalls: [ToolCall(id: "a", name: "f", arguments: "{}"), ToolCall(id: "b", name: "g", arguments: "{}")],
            finishReason: "tool_calls", deltas: 2),
        Row(
            name: "a name repeated in later deltas is not doubled",
            payloads: [
                call(0, id: "a", name: "f", arguments: #""{""#), call(0, id: "a", name: "f", arguments: #""}""#),
                "[DONE]",
            ], content: nil, toolCalls: [ToolCall(id: "a", name: "f", arguments: "{}")], finishReason: nil, deltas: 2),
        Row(
            name: "a call without an id gets one by position",
            payloads: [call(0, name: "f", arguments: #""{}""#), "[DONE]"], content: nil,
            toolCalls: [ToolCall(id: "call_1", name: "f", arguments: "{}")], finishReason: nil, deltas: 1),
        Row(
            name: "arguments sent as an object are kept as JSON text",
            payloads: [call(0, id: "a", name: "f", arguments: #"{"x":[1,2]}"#), "[DONE]"], content: nil,
            toolCalls: [ToolCall(id: "a", name: "f", arguments: #"{"x":[1,2]}"#)], finishReason: nil, deltas: 1),
        Row(
            name: "words and a call together",
            payloads: [
                chunk(#"{"content":"Let me check."}"#), call(0, id: "a", name: "f", arguments: #""{}""#),
                chunk("{}", finish: "tool_calls"), usage, "[DONE]",
            ], content: "Let me check.", toolCalls: [ToolCall(id: "a", name: "f", arguments: "{}")],
            finishReason: "tool_calls", deltas: 2),
        Row(
            name: "other choices are not mixed in",
            payloads: [chunk(#"{"content":"A"}"#), chunk(#"{"content":"B"}"#, index: 1), "[DONE]"], content: "A",
            toolCalls: [], finishReason: nil, deltas: 1),
        Row(
            name: "a finish reason without [DONE] is a complete stream",
            payloads: [chunk(#"{"content":"A"}"#, finish: "length")], content: "A", toolCalls: [],
            finishReason: "length", deltas: 1),
        Row(
            name: "events after [DONE] are ignored",
            payloads: [chunk(#"{"content":"A"}"#), "[DONE]", chunk(#"{"content":"B"}"#), "not even JSON"],
            content: "A", toolCalls: [], finishReason: nil, deltas: 1),
    ]

    @Test(arguments: rows)
    func assembles(row: Row) throws {
        let (events, completion) = try Self.assemble(row.payloads)
        #expect(completion.message.role == .assistant)
        #expect(completion.message.content == row.content)
        #expect(completion.message.toolCalls == row.toolCalls)
        #expect(completion.finishReason == row.finishReason)
        #expect(events.count == row.deltas)
    }

    @Test func usageComesFromTheLastChunk() throws {
        let (_, completion) = try Self.assemble([Self.chunk(#"{"content":"x"}"#, finish: "stop"), Self.usage, "[DONE]"])
        #expect(completion.usage == ChatUsage(promptTokens: 3, completionTokens: 4, totalTokens: 7))
    }

    @Test func deltasCarryIdAndNameOnlyWhereSent() throws {
        let (events, _) = try Self.assemble([
            Self.call(0, id: "a", name: "f", arguments: #""""#), Self.call(0, arguments: #""{}""#), "[DONE]",
        ])
        #expect(
            events == [
                .toolCallDelta(index: 0, id: "a", name: "f", argumentsFragment: ""),
                .toolCallDelta(index: 0, id: nil, name: nil, argumentsFragment: "{}"),
            ])
    }

    @Test(arguments: [
        ([chunk(#"{"content":"a"}"#), chunk(#"{"content":"b"}"#), #"{"choices":[{"delta":{"content":"c"#], "chunk 3"),
        ([chunk(#"{"content":"a"}"#), "[1, 2]"], "chunk 2 is not a JSON object"),
        ([#"{"choices":{"delta":{}}}"#], "chunk 1: choices is object"),
        ([chunk(#"{"content":"a"}"#)], "without a finish_reason or [DONE]"),
        ([call(0, arguments: #""{}""#), "[DONE]"], "never got a function.name"),
    ])
    func malformedStreamsSayWhere(payloads: [String], fragment: String) {
        #expect {
            try Self.assemble(payloads)
        } throws: { error in
            guard case .malformedResponse(let text) = error as? LLMError else { return false }
            return text.contains(fragment)
        }
    }

    @Test func anErrorInsideTheStreamIsAServerError() {
        #expect(throws: LLMError.server(status: 503, message: "chunk 2 reports an error: overloaded")) {
            try Self.assemble([
                Self.chunk(#"{"content":"a"}"#), #"{"error":{"message":"overloaded","code":503}}"#,
            ])
        }
    }
}
