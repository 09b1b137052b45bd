import SkillJSON
import Testing

@testable import SkillUI

/// Limits hold in both modes: lenient keeps what fits and says so once, strict throws.
@Suite struct DecodingLimitTests {
    @Test func hundredThousandLevelsGiveOneDiagnosticNotACrash() throws {
        var deep = DecodingFixtures.deepStacks(100_000)
        defer { DecodingFixtures.dismantle(&deep) }
        let result = UIDecoder.decode(deep)
        let component = try #require(result.component)
        var depth = 0
        var node: SKComponent? = component
        while let current = node {
            depth += 1
            node = current.children.first
        }
        #expect(depth == 64)
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "components nest deeper than 64 levels (maxDepth); deeper components dropped")
        #expect(diagnostic.path.components.count == 2 * 64)
        #expect(diagnostic.path.description.hasPrefix("$.children[0].children[0]."))
        #expect(throws: UIError.self) { try UIDecoder.decodeStrict(deep) }
    }

    @Test func deepFreeFormValuesAreCutAtMaxDepth() throws {
        var payload: JSONValue = "bottom"
        for _ in 0..<100_000 { payload = [payload] }
        var document: JSONValue = ["type": "button", "title": "t", "action": "a", "payload": payload]
        payload = .null
        defer { DecodingFixtures.dismantle(&document) }
        let result = UIDecoder.decode(document, options: UIDecodingOptions(limits: UILimits(maxDepth: 3)))
        guard case .button(let button)? = result.component else {
            Issue.record("expected a button")
            return
        }
        #expect(button.payload == [[[nil]]])
        #expect(
            result.diagnostics.map(\.description) == [
                "$.payload[0][0][0]: value nests deeper than 3 levels (maxDepth); replaced with null"
            ])
    }

    @Test func depthAtTheLimitIsFineAndOneOverIsReportedOnce() throws {
        let options = UIDecodingOptions(limits: UILimits(maxDepth: 3))
        let atLimit = #"{"type":"stack","children":[{"type":"card","children":[{"type":"divider"}]}]}"#
        #expect(try DecodingFixtures.lenient(atLimit, options: options).1 == [])
        let over = #"""
            {"type":"stack","children":[
              {"type":"card","children":[{"type":"stack","children":[{"type":"divider"}]}]},
              {"type":"card","children":[{"type":"stack","children":[{"type":"divider"}]}]}]}
            """#
        let (component, diagnostics) = try DecodingFixtures.lenient(over, options: options)
        #expect(
            diagnostics == [
                "$.children[0].children[0].children[0]: components nest deeper than 3 levels (maxDepth); deeper components dropped"
            ])
        #expect(component?.nodeCount == 5)
    }

    @Test func nodesBeyondMaxNodesAreDroppedWithOneDiagnostic() throws {
        let children = (0..<20).map { _ in #"{"type":"divider"}"# }.joined(separator: ",")
        let text = #"{"type":"stack","children":[\#(children)]}"#
        let (component, diagnostics) = try DecodingFixtures.lenient(
            text, options: UIDecodingOptions(limits: UILimits(maxNodes: 10)))
        #expect(component?.nodeCount == 10)
        #expect(diagnostics == ["$.children[9]: more than 10 components (maxNodes); this and later components dropped"])
    }

    @Test func fiftyMegabyteStringIsTruncatedWithADiagnostic() throws {
        let huge = String(repeating: "汉", count: 50 * 1_048_576 / 3)
        let clock = ContinuousClock()
        let start = clock.now
        let result = UIDecoder.decode(["type": "text", "content": .string(huge)])
        #expect(clock.now - start < .seconds(2))
        guard case .text(let text)? = result.component else {
            Issue.record("expected a text")
            return
        }
        #expect(text.content.utf8.count == 65_535)
        #expect(text.content.allSatisfy { $0 == "汉" })
        #expect(
            result.diagnostics.map(\.description) == [
                "$.content: string of 52428798 bytes is longer than 65536 bytes (maxStringBytes); truncated"
            ])
    }

    struct TruncationCase: Sendable {
        var text: String
        var limit: Int
        var expected: String
    }

    @Test(arguments: [
        TruncationCase(text: "你好", limit: 4, expected: "你"),
        TruncationCase(text: "abc", limit: 3, expected: "abc"),
        TruncationCase(text: "e\u{301}x", limit: 2, expected: ""),
        TruncationCase(text: "👨‍👩‍👧‍👦!", limit: 24, expected: ""),
        TruncationCase(text: "👨‍👩‍👧‍👦!", limit: 25, expected: "👨‍👩‍👧‍👦"),
        TruncationCase(text: "ab\r\ncd", limit: 3, expected: "ab"),
    ])
    func truncationKeepsWholeCharacters(_ testCase: TruncationCase) {
        #expect(DecodingSession.truncated(testCase.text, toBytes: testCase.limit) == testCase.expected)
    }

    @Test func fiftyMegabyteDocumentIsRejectedBeforeParsing() throws {
        let text = #"{"type":"text","content":""# + String(repeating: "x", count: 50 * 1_048_576) + #""}"#
        let clock = ContinuousClock()
        let start = clock.now
        let result = UIDecoder.decode(json: text)
        #expect(clock.now - start < .milliseconds(100))
        #expect(result.component == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "$: document of 52428828 bytes is larger than 4194304 bytes (maxDocumentBytes)"
            ])
        #expect(throws: UIError.self) { try UIDecoder.decodeStrict(json: text) }
    }

    @Test func textThatIsNotJSONIsOneErrorDiagnostic() {
        let result = UIDecoder.decode(json: "{", options: UIDecodingOptions(mode: .strict))
        #expect(result.component == nil)
        #expect(result.hasErrors)
        #expect(
            result.diagnostics.map(\.description) == [
                "$: invalid JSON at line 1, column 2: expected a double-quoted object key or '}', got end of input"
            ])
        let lenient = UIDecoder.decode(json: "{")
        #expect(lenient.component == nil)
        #expect(
            lenient.diagnostics.map(\.description) == [
                "$: repaired JSON: line 1, column 2: closed an unclosed bracket at end of input (added '}')",
                "$: missing required field \"type\"; component dropped",
            ])
        let prose = UIDecoder.decode(json: "I can't draw that.")
        #expect(prose.component == nil)
        #expect(prose.hasErrors)
    }

    @Test func textEntryPointParsesDocumentsDeeperThanTheParserDefault() {
        var text = #"{"type":"divider"}"#
        for _ in 0..<300 { text = #"{"type":"stack","children":[\#(text)]}"# }
        let result = UIDecoder.decode(json: text, options: UIDecodingOptions(limits: UILimits(maxDepth: 400)))
        #expect(result.diagnostics.isEmpty)
        #expect(result.component?.nodeCount == 301)
    }

    @Test func exactlyMaxNodesIsFineAndOneMoreIsReported() throws {
        let children: [JSONValue] = Array(repeating: ["type": "divider"], count: 9_999)
        let atLimit = UIDecoder.decode(["type": "stack", "children": .array(children)])
        #expect(atLimit.component?.nodeCount == 10_000)
        #expect(atLimit.diagnostics.isEmpty)
        let over = UIDecoder.decode(["type": "stack", "children": .array(children + [["type": "divider"]])])
        #expect(over.component?.nodeCount == 10_000)
        #expect(
            over.diagnostics.map(\.description) == [
                "$.children[9999]: more than 10000 components (maxNodes); this and later components dropped"
            ])
    }
}
