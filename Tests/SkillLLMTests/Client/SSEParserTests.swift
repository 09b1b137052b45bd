import Testing

@testable import SkillLLM

/// The Server-Sent Events parser, fed whole and in every split of its input.
@Suite struct SSEParserTests {
    /// The data of every event in `chunks`, as text, after the input ends.
    static func events(_ chunks: [[UInt8]]) throws -> [String] {
        var parser = SSEParser()
        var events: [String] = []
        let collect = { (data: ArraySlice<UInt8>) throws(LLMError) in
            events.append(String(decoding: data, as: UTF8.self))
        }
        for chunk in chunks { try parser.feed(chunk, event: collect) }
        try parser.finish(event: collect)
        return events
    }

    static let rows: [(name: String, stream: String, expected: [String])] = [
        ("one event", "data: {\"a\":1}\n\n", [#"{"a":1}"#]),
        ("CR LF line ends", "data: one\r\n\r\ndata: two\r\n\r\n", ["one", "two"]),
        ("lone CR line ends", "data: one\r\rdata: two\r\r", ["one", "two"]),
        ("mixed line ends", "data: one\r\n\ndata: two\n\r\n", ["one", "two"]),
        ("several data lines join with LF", "data: a\ndata: b\ndata:\n\n", ["a\nb\n"]),
        ("no space after the colon", "data:x\n\n", ["x"]),
        ("only one space is dropped", "data:  x \n\n", [" x "]),
        ("a bare data field is empty data", "data\n\n", [""]),
        ("comments and keep-alives are ignored", ": ping\n\n:\ndata: x\n: mid-event comment\n\n", ["x"]),
        ("other fields are ignored", "event: message\nid: 7\nretry: 100\ndata: x\n\nevent: ping\n\n", ["x"]),
        ("unknown fields and lookalikes are ignored", "datum: no\ndata2: no\nDATA: no\ndata: yes\n\n", ["yes"]),
        ("blank lines without data send nothing", "\n\n\n\ndata: x\n\n\n\n", ["x"]),
        ("a byte order mark at the start is skipped", "\u{FEFF}data: x\n\n", ["x"]),
        ("an unterminated last event still counts", "data: a\n\ndata: b", ["a", "b"]),
        ("[DONE] is data like any other", "data: x\n\ndata: [DONE]\n\n", ["x", "[DONE]"]),
        ("multi-byte characters pass intact", "data: 巴黎 🌍 é\n\n", ["巴黎 🌍 é"]),
        ("colons in the value stay", "data: {\"k\":\"a:b\"}\n\n", [#"{"k":"a:b"}"#]),
    ]

    @Test(arguments: rows)
    func parsesWhole(name: String, stream: String, expected: [String]) throws {
        #expect(try Self.events([Array(stream.utf8)]) == expected, "\(name)")
    }

    /// Every split point — inside a CR LF, inside `data:`, inside a multi-byte character — gives
    /// the same events, and so does one byte at a time.
    @Test(arguments: rows)
    func parsesTheSameInEverySplit(name: String, stream: String, expected: [String]) throws {
        let bytes = Array(stream.utf8)
        for split in 0...bytes.count {
            let chunks = [Array(bytes[..<split]), Array(bytes[split...])]
            #expect(try Self.events(chunks) == expected, "\(name), split at byte \(split)")
        }
        #expect(try Self.events(bytes.map { [$0] }) == expected, "\(name), byte by byte")
    }

    @Test func aCarriageReturnEndingAChunkDoesNotEndTheEventTwice() throws {
        // CR at the end of one chunk and LF at the start of the next are one line end, not two:
        // the two data lines stay one event.
        #expect(try Self.events([Array("data: a\r".utf8), Array("\ndata: b\r\n\r\n".utf8)]) == ["a\nb"])
    }

    @Test func anEventThatNeverEndsIsRefused() {
        var parser = SSEParser(maxEventBytes: 64)
        #expect(throws: LLMError.self) {
            for _ in 0..<10 { try parser.feed(Array("data: 0123456789".utf8)) { _ throws(LLMError) in } }
        }
        var lines = SSEParser(maxEventBytes: 64)
        #expect(throws: LLMError.self) {
            for _ in 0..<10 { try lines.feed(Array("data: 0123456789\n".utf8)) { _ throws(LLMError) in } }
        }
    }
}
