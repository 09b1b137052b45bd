import SkillJSON
import SkillUI
import Testing

@Suite struct UIStreamDecoderTests {
    static let document = """
        ```json
        { "type": "stack", "direction": "vertical", "spacing": 16, "components": [
          { "type": "text", "content": "欢迎使用智能助手", "align": "center", "style": "title" },
          { "type": "button", "title": "点击获取今日推荐", "action": "fetch_recommendation" },
          { "type": "list", "items": [ {"title": "推荐一", "subtitle": "基于你的偏好"}, {"title": "推荐二", "subtitle": "社区热门"} ] } ] }
        ```
        """

    @Test(arguments: [1, 3, 7, 64])
    func partialTreesGrowAndTheEndMatchesAWholeDecode(chunkSize: Int) throws {
        var stream = UIStreamDecoder()
        var counts: [Int] = []
        let characters = Array(Self.document)
        var start = 0
        while start < characters.count {
            let chunk = String(characters[start..<min(start + chunkSize, characters.count)])
            if let partial = stream.append(chunk), let component = partial.component {
                counts.append(component.nodeCount)
            }
            start += chunkSize
        }
        let final = stream.finish()
        let whole = try #require(
            UIDecoder.decode(json: Self.document.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n"))
                .component)
        #expect(final.component == whole)
        #expect(counts == counts.sorted())
        #expect(counts.last == whole.nodeCount)
        #expect(!final.hasErrors)
    }

    @Test func aStreamThatNeverStartsIsAnError() {
        var stream = UIStreamDecoder()
        #expect(stream.append("I cannot help with that.") == nil)
        let result = stream.finish()
        #expect(result.component == nil)
        #expect(result.hasErrors)
    }
}

@Suite struct ModelOutputRepairTests {
    @Test func fencedChattyOutputWithTrailingCommasDecodesWithRepairNotes() throws {
        let output = """
            Sure! Here is your card:
            ```json
            {'type': 'card', 'title': '明天', 'children': [{"type": "text", "content": "多云",},],}
            ```
            """
        let result = UIDecoder.decode(json: output)
        let component = try #require(result.component)
        #expect(component.typeName == "card")
        #expect(component.children.first == .text(SKText(id: "root/0-text", content: "多云")))
        #expect(!result.hasErrors)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("repaired JSON: ") })
    }

    @Test func truncatedOutputIsClosed() throws {
        let result = UIDecoder.decode(json: #"{"type":"stack","children":[{"type":"text","content":"半句"#)
        #expect(result.component?.children.count == 1)
    }

    @Test func strictModeDoesNotRepair() {
        let result = UIDecoder.decode(json: "{'type': 'divider'}", options: UIDecodingOptions(mode: .strict))
        #expect(result.component == nil)
        #expect(result.hasErrors)
    }
}
