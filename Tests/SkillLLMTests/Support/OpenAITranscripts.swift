import SkillLLM

/// Answers recorded from an OpenAI-compatible server, byte for byte in the wire format: whole
/// JSON answers, Server-Sent Event streams, and error bodies.
enum OpenAITranscripts {
    // MARK: - Whole answers

    static let plainAnswer = #"""
        {
          "id": "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
          "object": "chat.completion",
          "created": 1741569952,
          "model": "gpt-4.1-2025-04-14",
          "choices": [
            {
              "index": 0,
              "message": {
                "role": "assistant",
                "content": "Hello! How can I help you today? 你好！",
                "refusal": null,
                "annotations": []
              },
              "logprobs": null,
              "finish_reason": "stop"
            }
          ],
          "usage": {
            "prompt_tokens": 19,
            "completion_tokens": 12,
            "total_tokens": 31,
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
            "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0}
          },
          "service_tier": "default"
        }
        """#

    static let oneToolCall = #"""
        {
          "id": "chatcmpl-abc123",
          "object": "chat.completion",
          "created": 1699896916,
          "model": "gpt-4o-mini",
          "choices": [
            {
              "index": 0,
              "message": {
                "role": "assistant",
                "content": null,
                "tool_calls": [
                  {
                    "id": "call_abc123",
                    "type": "function",
                    "function": {
                      "name": "get_current_weather",
                      "arguments": "{\n\"location\": \"Boston, MA\"\n}"
                    }
                  }
                ]
              },
              "logprobs": null,
              "finish_reason": "tool_calls"
            }
          ],
          "usage": {"prompt_tokens": 82, "completion_tokens": 17, "total_tokens": 99}
        }
        """#

    static let twoParallelToolCalls = #"""
        {"id":"chatcmpl-9fR2x","object":"chat.completion","created":1719000000,"model":"qwen2.5-7b-instruct",\#
        "choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[\#
        {"id":"call_w1","type":"function","function":{"name":"weather","arguments":"{\"city\":\"巴黎\"}"}},\#
        {"id":"call_w2","type":"function","function":{"name":"weather","arguments":"{\"city\":\"Tokyo\"}"}}]},\#
        "logprobs":null,"finish_reason":"tool_calls"}],\#
        "usage":{"prompt_tokens":120,"completion_tokens":40,"total_tokens":160}}
        """#

    // MARK: - Streams

    /// A streamed answer: a role delta, content deltas, the finish reason, then usage.
    static let streamedAnswer = [
        #"{"id":"chatcmpl-s1","object":"chat.completion.chunk","created":1741569952,"model":"gpt-4.1","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-s1","object":"chat.completion.chunk","created":1741569952,"model":"gpt-4.1","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":"Hello"},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-s1","object":"chat.completion.chunk","created":1741569952,"model":"gpt-4.1","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":" there!"},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-s1","object":"chat.completion.chunk","created":1741569952,"model":"gpt-4.1","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{"content":" 你好，世界 🌍"},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-s1","object":"chat.completion.chunk","created":1741569952,"model":"gpt-4.1","system_fingerprint":"fp_1","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}],"usage":null}"#,
        #"{"id":"chatcmpl-s1","object":"chat.completion.chunk","created":1741569952,"model":"gpt-4.1","system_fingerprint":"fp_1","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":7,"total_tokens":16,"prompt_tokens_details":{"cached_tokens":0},"completion_tokens_details":{"reasoning_tokens":0}}}"#,
    ]

    static let streamedAnswerText = "Hello there! 你好，世界 🌍"

    /// Two parallel tool calls: each call's id and name in its first delta, the arguments in
    /// fragments split inside keys and between the bytes of a character's escape.
    static let streamedToolCalls = [
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_DdmO9","type":"function","function":{"name":"weather","arguments":""}}],"refusal":null},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"ci"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"ty\": \"巴"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"黎\", \"days"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\": 3}"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_Xk2p7","type":"function","function":{"name":"notes_add","arguments":""}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"{\"title\": \"带伞 \\u2602"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"\"}"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"tool_calls"}],"usage":null}"#,
        #"{"id":"chatcmpl-t1","object":"chat.completion.chunk","created":1741570000,"model":"gpt-4.1","choices":[],"usage":{"prompt_tokens":85,"completion_tokens":41,"total_tokens":126}}"#,
    ]

    static let streamedToolCallsResult = [
        ToolCall(id: "call_DdmO9", name: "weather", arguments: #"{"city": "巴黎", "days": 3}"#),
        ToolCall(id: "call_Xk2p7", name: "notes_add", arguments: #"{"title": "带伞 \u2602"}"#),
    ]

    /// `data: …` events as a server writes them (`\n\n` after each), ending with `[DONE]`.
    static func sse(_ chunks: [String], done: Bool = true, lineEnd: String = "\n") -> [UInt8] {
        var text = ""
        for chunk in chunks { text += "data: \(chunk)\(lineEnd)\(lineEnd)" }
        if done { text += "data: [DONE]\(lineEnd)\(lineEnd)" }
        return Array(text.utf8)
    }

    // MARK: - Errors

    static func invalidKey(_ key: String) -> String {
        #"{"error":{"message":"Incorrect API key provided: \#(key). You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}"#
    }

    static let unknownModel =
        #"{"error":{"message":"The model `gpt-9` does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}"#

    static let rateLimited =
        #"{"error":{"message":"Rate limit reached for gpt-4.1 in organization org-x on requests per min (RPM): Limit 3, Used 3, Requested 1.","type":"requests","param":null,"code":"rate_limit_exceeded"}}"#

    static let serverError =
        #"{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error","param":null,"code":null}}"#
}
