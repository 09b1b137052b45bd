import SkillJSON
import Testing

@testable import SkillUI

@Suite struct A2UIReaderTests {
    @Test(arguments: [("v0.9", A2UIVersion.v0dot9), ("v0.9.1", .v0dot9dot1), ("v0.10", .v0dot10)])
    func acceptsEachVersion(version: String, expected: A2UIVersion) {
        let line = #"{"version": "\#(version)", "deleteSurface": {"surfaceId": "s"}}"#
        let read = A2UIReader.read(line)
        #expect(read.diagnostics.isEmpty)
        #expect(read.messages.map(\.version) == [expected])
        #expect(read.messages.first?.message == .deleteSurface(surfaceID: "s"))
    }

    @Test func refusesAnUnknownVersionWithItsPath() {
        let read = A2UIReader.read(#"{"version": "v0.8", "deleteSurface": {"surfaceId": "s"}}"#)
        #expect(read.messages.isEmpty)
        #expect(
            read.diagnostics.map(\.description) == [
                #"line 1: $.version: unsupported version "v0.8" — expected "v0.9", "v0.9.1" or "v0.10"; skipped"#
            ])
    }

    @Test func readsAJSONArrayAsMessages() {
        let text = #"[{"version":"v0.9","deleteSurface":{"surfaceId":"a"}}, {"version":"v0.9","bogus":{}}]"#
        let read = A2UIReader.read(text)
        #expect(read.messages.count == 1)
        #expect(
            read.diagnostics.map(\.description) == [
                #"message 1: $.bogus: unknown member "bogus" of a message; ignored"#,
                "message 1: $: no message: expected one of createSurface, updateComponents, updateDataModel, deleteSurface; skipped",
            ])
    }

    @Test func pointsAtTheBadMemberOfALaterLine() {
        let text = """
            {"version":"v0.9","createSurface":{"surfaceId":"s","catalogId":"\(A2UIFixtures.catalog)"}}

            {"version":"v0.9","updateComponents":{"surfaceId":"s","components":[{"id":"root","component":"Text","text":"a"},7]}}
            """
        let read = A2UIReader.read(text)
        #expect(read.messages.count == 2)
        #expect(
            read.diagnostics.map(\.description) == [
                "line 3: $.updateComponents.components[1]: a component must be an object, not integer; skipped"
            ])
    }

    @Test func readsV010CreateSurfaceInBothShapes() throws {
        let flat =
            #"{"version":"v0.10","createSurface":{"surfaceId":"s","catalogId":"\#(A2UICatalog.basicCatalogV010ID)","surfaceProperties":{"agentDisplayName":"W"},"components":[{"id":"root","component":"Text","text":"x"}],"dataModel":{"a":1}}}"#
        let nested =
            #"{"version":"v0.10","createSurface":{"surfaceId":"s","catalogId":"\#(A2UICatalog.basicCatalogV010ID)","initialState":{"components":[{"id":"root","component":"Text","text":"x"}],"dataModel":{"value":{"a":1}}}}}"#
        for text in [flat, nested] {
            let read = A2UIReader.read(text)
            #expect(read.diagnostics.isEmpty)
            guard case .createSurface(let create)? = read.messages.first?.message else {
                Issue.record("no createSurface")
                continue
            }
            #expect(create.components.map(\.id) == ["root"])
            #expect(create.dataModel == ["a": 1])
        }
        let read = A2UIReader.read(flat)
        guard case .createSurface(let create)? = read.messages.first?.message else { return }
        #expect(create.theme == ["agentDisplayName": "W"])
    }

    @Test func refusesInputOverTheSizeLimitBeforeParsing() {
        let limits = A2UILimits(maxInputBytes: 100)
        let read = A2UIReader.read(String(repeating: " ", count: 101), limits: limits)
        #expect(
            read.diagnostics.map(\.description) == [
                "input: $: input of 101 bytes is larger than 100 bytes (maxInputBytes)"
            ])
    }

    @Test func refusesDeepNestingWithADiagnosticNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let line = #"{"version":"v0.9","updateDataModel":{"surfaceId":"s","value":\#(deep)}}"#
        let read = A2UIReader.read(line)
        #expect(read.messages.isEmpty)
        #expect(read.diagnostics.count == 1)
        #expect(read.diagnostics.first?.description.hasPrefix("line 1: $: not a JSON message") == true)
    }

    @Test func stopsAtTheMessageLimit() {
        let line = #"{"version":"v0.9","deleteSurface":{"surfaceId":"s"}}"#
        let read = A2UIReader.read(
            Array(repeating: line, count: 5).joined(separator: "\n"), limits: A2UILimits(maxMessages: 3))
        #expect(read.messages.count == 3)
        #expect(
            read.diagnostics.map(\.description) == [
                "line 4: $: more than 3 messages (maxMessages); this one and the rest skipped"
            ])
    }

    @Test func namesAV08ComponentForWhatItIs() {
        let text = A2UIFixtures.jsonl([["Text": ["text": "old"]]])
        let read = A2UIReader.read(text)
        #expect(
            read.diagnostics.map(\.description).contains {
                $0.contains("a v0.8 component (the type \"Text\" as a key)")
            })
    }
}
