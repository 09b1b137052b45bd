import Testing

@testable import SkillLLM

/// Raw stream bytes to events, split at awkward places.
@Suite struct ChatStreamDecoderTests {
    static func decode(_ chunks: [[UInt8]]) throws -> [ChatStreamEvent] {
        var decoder = ChatStreamDecoder()
        var events: [ChatStreamEvent] = []
        for chunk in chunks { try decoder.decode(chunk, into: &events) }
        try decoder.finish(into: &events)
        return events
    }

    /// Splits `bytes` right after each marker's first occurrence plus an offset.
    static func split(_ bytes: [UInt8], after markers: [(String, Int)]) -> [[UInt8]] {
        var cuts: [Int] = []
        for (marker, offset) in markers {
            let needle = Array(marker.utf8)
            guard
                let start = (0...(bytes.count - needle.count)).first(where: {
                    bytes[$0..<$0 + needle.count].elementsEqual(needle)
                })
            else { continue }
            cuts.append(start + offset)
        }
        var chunks: [[UInt8]] = []
        var from = 0
        for cut in cuts.sorted() where cut > from {
            chunks.append(Array(bytes[from..<cut]))
            from = cut
        }
        chunks.append(Array(bytes[from...]))
        return chunks
    }

    @Test(arguments: [
        [("\"ci", 2)],  // inside the key "city" (in its escaped form in the chunk)
        [("巴", 1)],  // after the first byte of 巴's three
        [("巴", 2), ("黎", 1)],  // inside two characters
        [("\\u2602", 3)],  // inside an escape
        [("data: ", 3), ("\n\n", 1)],  // inside "data:" and between the two line ends
        [("[DONE]", 3)],
    ])
    func toolCallArgumentsSurviveAwkwardSplits(markers: [(String, Int)]) throws {
        let bytes = OpenAITranscripts.sse(OpenAITranscripts.streamedToolCalls)
        let chunks = Self.split(bytes, after: markers)
        #expect(chunks.count > 1)
        let events = try Self.decode(chunks)
        guard case .finished(let completion)? = events.last else {
            Issue.record("no finished event: \(events)")
            return
        }
        #expect(completion.message.toolCalls == OpenAITranscripts.streamedToolCallsResult)
        #expect(completion.finishReason == "tool_calls")
        #expect(completion.usage == ChatUsage(promptTokens: 85, completionTokens: 41, totalTokens: 126))
        #expect(try Self.decode([bytes]) == events)
    }

    @Test func everySplitOfAStreamedAnswerGivesTheSameEvents() throws {
        let bytes = OpenAITranscripts.sse(OpenAITranscripts.streamedAnswer, lineEnd: "\r\n")
        let whole = try Self.decode([bytes])
        guard case .finished(let completion)? = whole.last else {
            Issue.record("no finished event: \(whole)")
            return
        }
        #expect(completion.message.content == OpenAITranscripts.streamedAnswerText)
        for cut in stride(from: 0, through: bytes.count, by: 1) {
            #expect(try Self.decode([Array(bytes[..<cut]), Array(bytes[cut...])]) == whole, "split at \(cut)")
        }
    }

    @Test func aMalformedChunkNamesItsNumber() {
        let chunks = [
            OpenAITranscripts.streamedAnswer[0], OpenAITranscripts.streamedAnswer[1], #"{"choices":[{"delta":"#,
        ]
        #expect {
            try Self.decode([OpenAITranscripts.sse(chunks)])
        } throws: { error in
            guard case .malformedResponse(let text) = error as? LLMError else { return false }
            return text.hasPrefix("chunk 3 is not JSON")
        }
    }
}
