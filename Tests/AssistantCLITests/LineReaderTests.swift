import Foundation
import Testing

@testable import AssistantCLI

/// ``LineSplitter`` and ``RawLineReader``: lines of bytes, cut at the limit.
@Suite struct LineReaderTests {
    /// Feeds `chunks` and collects every line, as the reader does.
    static func lines(_ chunks: [String], limit: Int = 8) -> [String] {
        var splitter = LineSplitter(limit: limit)
        var lines: [String] = []
        for chunk in chunks {
            splitter.feed(Array(chunk.utf8))
            while let line = splitter.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
        }
        if let last = splitter.finish() { lines.append(String(decoding: last, as: UTF8.self)) }
        return lines
    }

    @Test(arguments: [
        (["a\nb\n"], ["a", "b"]),
        (["a\n\nb"], ["a", "", "b"]),
        (["ab", "c\nd", "e\n"], ["abc", "de"]),
        (["\n"], [""]),
        ([""], []),
        (["abc"], ["abc"]),
        (["12345678\n"], ["12345678"]),
        (["123456789abc\nok\n"], ["123456789", "ok"]),
        (["12345", "6789", "abcdef", "\nok"], ["123456789", "ok"]),
    ])
    func splitsLines(chunks: [String], expected: [String]) {
        #expect(Self.lines(chunks) == expected)
    }

    @Test func readsAPipeAndSaysBeforeItWaits() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("one\ntwo\nthree".utf8))
        try pipe.fileHandleForWriting.close()
        let reader = RawLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor, limit: 100)
        var waits = 0
        var lines: [String] = []
        while let line = reader.next(beforeWaiting: { waits += 1 }) {
            lines.append(String(decoding: line, as: UTF8.self))
        }
        #expect(lines == ["one", "two", "three"])
        #expect(waits == 2)  // before the first read, and before the read that finds the end
        #expect(reader.next(beforeWaiting: {}) == nil)
    }
}
