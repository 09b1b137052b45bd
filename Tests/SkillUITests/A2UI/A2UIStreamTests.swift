import SkillJSON
import Testing

@testable import SkillUI

@Suite struct A2UIStreamTests {
    static let streamed = ["17-template", "18-nested-template", "23-checks-pass", "28-data-updates", "46-bad-lines"]

    /// Fed one byte at a time, a surface shows more and more: the ids shown only grow, and the
    /// end is the tree the whole text gives.
    @Test(arguments: streamed)
    func aStreamFedByteByByteOnlyGrows(name: String) throws {
        let example = try #require(A2UIGallery.example(named: name))
        var stream = A2UIStreamReader()
        var document = A2UIDocument()
        var shown: Set<String> = []
        var diagnostics: [A2UIDiagnostic] = []
        for byte in Array(example.json.utf8) + [0x0A] {
            let read = stream.append([byte])
            guard !read.messages.isEmpty || !read.diagnostics.isEmpty else { continue }
            diagnostics += document.apply(read)
            let ids = Set(A2UIFixtures.ids(document.render().component))
            #expect(ids.isSuperset(of: shown), "\(name): \(shown.subtracting(ids)) vanished")
            shown = ids
        }
        diagnostics += document.apply(stream.finish())
        let whole = A2UIDocument.read(example.json)
        #expect(document.render().component == whole.0.render().component)
        #expect(diagnostics.map(\.description) == whole.1.map(\.description))
    }

    /// Cut in two at every byte (inside multi-byte characters too), the stream reads the same
    /// messages as the whole text.
    @Test(arguments: ["19-format-string", "45-bad-pointer"])
    func aCutAnywhereReadsTheSameMessages(name: String) throws {
        let example = try #require(A2UIGallery.example(named: name))
        let bytes = Array(example.json.utf8)
        let whole = A2UIReader.read(example.json)
        for cut in 0...bytes.count {
            var stream = A2UIStreamReader()
            var messages = stream.append(bytes[..<cut]).messages
            messages += stream.append(bytes[cut...]).messages
            messages += stream.finish().messages
            #expect(messages == whole.messages, "cut at \(cut)")
        }
    }

    @Test func aLastLineWithoutNewlineIsReadAtTheEnd() {
        var stream = A2UIStreamReader()
        #expect(stream.append(Array(#"{"version":"v0.9","deleteSurface":{"surfaceId":"s"}}"#.utf8)).messages.isEmpty)
        #expect(stream.finish().messages.map(\.message) == [.deleteSurface(surfaceID: "s")])
    }

    @Test func aLineOverTheLimitIsSkippedAndTheNextOneRead() {
        var stream = A2UIStreamReader(limits: A2UILimits(maxInputBytes: 60))
        let long = String(repeating: "x", count: 100) + "\n"
        let good = #"{"version":"v0.9","deleteSurface":{"surfaceId":"s"}}"# + "\n"
        let read = stream.append(Array((long + good).utf8))
        #expect(read.messages.count == 1)
        #expect(
            read.diagnostics.map(\.description) == ["line 1: $: line longer than 60 bytes (maxInputBytes); skipped"])
    }

    @Test func readsCRLFLines() {
        let text =
            #"{"version":"v0.9","deleteSurface":{"surfaceId":"a"}}"# + "\r\n"
            + #"{"version":"v0.9","deleteSurface":{"surfaceId":"b"}}"# + "\r\n"
        #expect(A2UIReader.read(text).messages.map(\.message.surfaceID) == ["a", "b"])
    }
}
