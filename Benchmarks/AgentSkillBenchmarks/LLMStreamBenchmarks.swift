import Foundation
import SkillJSON
import SkillLLM

/// A synthetic streamed answer of about `megabytes` MB in the OpenAI wire format: four parallel
/// tool calls whose arguments (Chinese and ASCII text) arrive in fragments of 1 to 16 characters,
/// then the finish reason, usage and `[DONE]`. Returns the bytes and the arguments each call
/// must assemble to.
func syntheticToolCallStream(megabytes: Double = 4) -> (bytes: [UInt8], arguments: [String]) {
    let target = Int(megabytes * 1_000_000)
    let phrases = ["明天上午十点在会议室开会", "记得带伞 ☂️", "午饭 lunch at 12:30", "北京 → 上海 高铁", "summary: \"三个要点\""]
    var bytes: [UInt8] = []
    var arguments = Array(repeating: "", count: 4)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    func event(_ chunk: JSONValue) {
        bytes += Array("data: ".utf8) + Array(chunk.stableString().utf8) + [0x0A, 0x0A]
    }
    func chunk(delta: JSONValue, finish: JSONValue = nil) -> JSONValue {
        [
            "id": "chatcmpl-bench", "object": "chat.completion.chunk", "created": 1_741_570_000, "model": "bench",
            "choices": [["index": 0, "delta": delta, "logprobs": nil, "finish_reason": finish]], "usage": nil,
        ]
    }
    for index in 0..<4 {
        arguments[index] = "{\"text\": \""
        event(
            chunk(delta: [
                "tool_calls": [
                    [
                        "index": .number(Double(index)), "id": .string("call_\(index)"), "type": "function",
                        "function": ["name": "notes_add", "arguments": .string(arguments[index])],
                    ]
                ]
            ]))
    }
    var pending = ""
    while bytes.count < target {
        let index = next(4)
        if pending.isEmpty { pending = phrases[next(phrases.count)] + "；" }
        let count = 1 + next(16)
        let fragment = String(pending.prefix(count))
        pending = String(pending.dropFirst(count))
        arguments[index] += fragment
        event(
            chunk(delta: [
                "tool_calls": [["index": .number(Double(index)), "function": ["arguments": .string(fragment)]]]
            ]))
    }
    for index in 0..<4 {
        arguments[index] += "\"}"
        event(
            chunk(delta: ["tool_calls": [["index": .number(Double(index)), "function": ["arguments": "\"}"]]]]))
    }
    event(chunk(delta: [:], finish: "tool_calls"))
    event([
        "id": "chatcmpl-bench", "object": "chat.completion.chunk", "choices": [],
        "usage": ["prompt_tokens": 100, "completion_tokens": 200_000, "total_tokens": 200_100],
    ])
    bytes += Array("data: [DONE]\n\n".utf8)
    return (bytes, arguments)
}

/// Decodes `bytes` as they would come off a socket, in `piece`-byte reads (cutting lines and
/// characters anywhere); returns the completion.
func decodeStream(_ bytes: [UInt8], piece: Int) throws -> ChatCompletion {
    var decoder = ChatStreamDecoder()
    var events: [ChatStreamEvent] = []
    var start = 0
    while start < bytes.count {
        let end = min(start + piece, bytes.count)
        try decoder.decode(bytes[start..<end], into: &events)
        events.removeAll(keepingCapacity: true)
        start = end
    }
    return try decoder.finish(into: &events)
}

/// Streamed-chunk parsing throughput (SSE parser + assembler, no I/O) in MB/s.
func llmStreamBenchmarks() async throws -> [(BenchmarkResult, megabytesPerSecond: Double)] {
    let (bytes, arguments) = syntheticToolCallStream()
    let check = try decodeStream(bytes, piece: 16 * 1024)
    guard check.message.toolCalls.map(\.arguments) == arguments else {
        throw BenchmarkFailure("the synthetic stream assembled to the wrong arguments")
    }
    let megabytes = Double(bytes.count) / 1_000_000
    var rows: [(BenchmarkResult, Double)] = []
    for (piece, label) in [(16 * 1024, "16 KB reads"), (1_500, "1.5 KB reads"), (7, "7-byte reads")] {
        let result = try await measure(
            "decode a \(String(format: "%.1f", megabytes)) MB tool-call stream (CJK), \(label)", iterations: 3,
            rounds: 5
        ) {
            blackHole(try decodeStream(bytes, piece: piece))
        }
        rows.append((result, megabytes / (result.nanosecondsPerOperation / 1e9)))
    }
    return rows
}

/// A benchmark that cannot run as set up.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `| benchmark | time per op | MB/s |`.
func throughputTable(_ rows: [(BenchmarkResult, megabytesPerSecond: Double)]) -> String {
    var lines = ["| benchmark | time per op | MB/s |", "|---|---:|---:|"]
    for (result, rate) in rows {
        lines.append(
            "| \(result.name) | \(format(nanoseconds: result.nanosecondsPerOperation)) | \(String(format: "%.1f", rate)) |"
        )
    }
    return lines.joined(separator: "\n")
}
