import SkillJSON
import SkillUIHTML
import SkillUITerminal
import TestSupport
import Testing

@testable import SkillUI

/// Hostile and damaged A2UI never crashes: it reads, builds, renders and writes, with diagnostics.
@Suite struct A2UIHostileTests {
    /// Every gallery document with bytes flipped, dropped and repeated (a fixed seed, so every run
    /// checks the same inputs) goes through the whole pipeline.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func damagedDocumentsGoThroughThePipeline(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet = Array(#"{}[]":,/~#${}\0123456789 abcnull"#.utf8)
        var rendered = 0
        for example in A2UIGallery.examples {
            for _ in 0..<20 {
                var bytes = Array(example.json.utf8)
                for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0x20
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 16)], at: index)
                    }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                let (document, _) = A2UIDocument.read(text)
                for id in document.surfaceOrder {
                    guard let tree = document.render(surfaceID: id).component else { continue }
                    rendered += 1
                    _ = HTMLRenderer().render(tree)
                    _ = TerminalRenderer(options: .init()).render(tree)
                    _ = A2UIWriter.write(tree)
                }
            }
        }
        #expect(rendered > 100)
    }

    /// Interpolation, pointers and templates that try to reach around: `${` in data, pointer
    /// escapes, a template over itself, `javascript:` in every URL-bearing place.
    @Test func hostileValuesStayInert() {
        let document = A2UIFixtures.jsonl(
            [
                ["id": "root", "component": "Column", "children": ["text", "image", "video", "go", "tree"]],
                [
                    "id": "text", "component": "Text",
                    "text": ["call": "formatString", "args": ["value": "${/evil}${/a~1b}"]],
                ],
                ["id": "image", "component": "Image", "url": "javascript:alert(1)"],
                ["id": "video", "component": "Video", "url": ["path": "/evil"]],
                [
                    "id": "go", "component": "Button", "child": "text",
                    "action": ["functionCall": ["call": "openUrl", "args": ["url": "JaVaScRiPt:alert(1)"]]],
                ],
                ["id": "tree", "component": "Column", "children": ["componentId": "tree", "path": "/nodes"]],
            ],
            data: ["evil": "<script>${/secret}</script>", "a/b": "!", "nodes": [["x": 1]]])
        let rendered = A2UIFixtures.render(document)
        guard let tree = rendered.tree else {
            Issue.record("nothing rendered: \(rendered.diagnostics)")
            return
        }
        let html = HTMLRenderer().render(tree)
        #expect(!html.contains("<script>"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(rendered.diagnostics.contains { $0.contains("openUrl opens only http and https URLs") })
        var texts: [String] = []
        tree.forEachNode { if case .text(let text) = $0 { texts.append(text.content) } }
        #expect(texts.first == "<script>${/secret}</script>!")
        // A template over itself at the same absolute path meets itself in the same scope: a cycle, cut.
        #expect(rendered.diagnostics.contains { $0.contains("cycle tree → tree") }, "\(rendered.diagnostics)")
    }
}
