import SkillJSON
import Testing

@testable import SkillLLM

/// The OpenAI wire format of requests and of non-streamed answers.
@Suite struct WireFormatTests {
    static let weather = ToolDefinition(
        name: "weather", description: "The forecast",
        parameters: ["type": "object", "properties": ["city": ["type": "string"]]])

    @Test(arguments: [
        (
            ChatRequest(model: "m", messages: [.user("Hi")]), false,
            #"{"messages":[{"content":"Hi","role":"user"}],"model":"m"}"#
        ),
        (
            ChatRequest(model: "m", messages: [.system("Be brief."), .user("你好")]), true,
            #"{"messages":[{"content":"Be brief.","role":"system"},{"content":"你好","role":"user"}],"model":"m","#
                + #""stream":true,"stream_options":{"include_usage":true}}"#
        ),
        (
            ChatRequest(
                model: "m", messages: [.user("Paris?")], tools: [weather], toolChoice: .auto, parallelToolCalls: false,
                temperature: 0.5, maxTokens: 100),
            false,
            #"{"max_tokens":100,"messages":[{"content":"Paris?","role":"user"}],"model":"m","parallel_tool_calls":false,"#
                + #""temperature":0.5,"tool_choice":"auto","tools":[{"function":{"description":"The forecast","#
                + #""name":"weather","parameters":{"properties":{"city":{"type":"string"}},"type":"object"}},"#
                + #""type":"function"}]}"#
        ),
        (
            ChatRequest(model: "m", messages: [.user("x")], toolChoice: .function("weather")), false,
            #"{"messages":[{"content":"x","role":"user"}],"model":"m","#
                + #""tool_choice":{"function":{"name":"weather"},"type":"function"}}"#
        ),
        (
            ChatRequest(model: "m", messages: [.user("x")], toolChoice: ToolChoice.none), false,
            #"{"messages":[{"content":"x","role":"user"}],"model":"m","tool_choice":"none"}"#
        ),
        (
            ChatRequest(
                model: "m",
                messages: [
                    .assistant(nil, toolCalls: [ToolCall(id: "call_1", name: "weather", arguments: #"{"city":"巴黎"}"#)]),
                    .tool(callID: "call_1", content: #"{"t":18}"#),
                ]),
            false,
            #"{"messages":[{"content":"","role":"assistant","tool_calls":[{"function":{"arguments":"#
                + #""{\"city\":\"巴黎\"}","name":"weather"},"id":"call_1","type":"function"}]},"#
                + #"{"content":"{\"t\":18}","role":"tool","tool_call_id":"call_1"}],"model":"m"}"#
        ),
    ])
    func requestBody(request: ChatRequest, stream: Bool, expected: String) {
        #expect(request.jsonValue(stream: stream).stableString() == expected)
    }

    @Test(arguments: [
        (
            #"{"model":"qwen","choices":[{"index":0,"message":{"role":"assistant","content":"Hi!"},"#
                + #""finish_reason":"stop"}],"usage":{"prompt_tokens":5,"completion_tokens":2,"total_tokens":7}}"#,
            ChatCompletion(
                message: .assistant("Hi!"), finishReason: "stop",
                usage: ChatUsage(promptTokens: 5, completionTokens: 2, totalTokens: 7), model: "qwen")
        ),
        (
            #"{"choices":[{"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_9","#
                + #""type":"function","function":{"name":"weather","arguments":"{\"city\":\"Paris\"}"}}]},"#
                + #""finish_reason":"tool_calls"}]}"#,
            ChatCompletion(
                message: .assistant(
                    nil, toolCalls: [ToolCall(id: "call_9", name: "weather", arguments: #"{"city":"Paris"}"#)]),
                finishReason: "tool_calls", usage: nil, model: nil)
        ),
        (
            // Some servers send the arguments as an object, and no id.
            #"{"choices":[{"message":{"content":"","tool_calls":[{"function":{"name":"a","arguments":{"x":1}}},"#
                + #"{"function":{"name":"b"}}]}}],"usage":null}"#,
            ChatCompletion(
                message: .assistant(
                    "",
                    toolCalls: [
                        ToolCall(id: "call_1", name: "a", arguments: #"{"x":1}"#),
                        ToolCall(id: "call_2", name: "b", arguments: "{}"),
                    ]), finishReason: nil, usage: nil, model: nil)
        ),
    ])
    func answerIsParsed(body: String, expected: ChatCompletion) throws {
        #expect(try ChatCompletion.parse(Array(body.utf8)) == expected)
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("<html>Bad Gateway</html>", "'<html>Bad Gateway</html>'"),
        (#"{"choices":[]}"#, "no choices[0].message"),
        (#"{"object":"list","data":[]}"#, "no choices[0].message"),
        (#"{"choices":[{"message":{"tool_calls":[{"id":"c","function":{}}]}}]}"#, "tool_calls[0] has no function.name"),
    ])
    func malformedAnswerSaysWhat(body: String, fragment: String) {
        #expect {
            try ChatCompletion.parse(Array(body.utf8))
        } throws: { error in
            guard case .malformedResponse(let text) = error as? LLMError else { return false }
            return text.contains(fragment)
        }
    }
}
