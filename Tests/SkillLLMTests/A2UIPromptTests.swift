import SkillJSON
import SkillUI
import Testing

@testable import SkillLLM

/// The A2UI catalog prompt, and finding the JSON values in a model's answer.
@Suite struct A2UIPromptTests {
    @Test func thePromptNamesEveryBasicComponentAndFunction() {
        let prompt = A2UIPrompt.text
        for name in A2UICatalog.componentTypes {
            #expect(prompt.contains(" \(name)(") || prompt.contains(" \(name) "), "\(name)")
        }
        for name in A2UICatalog.functionNames {
            #expect(prompt.contains(" \(name)("), "\(name)")
        }
    }

    @Test(arguments: [
        "createSurface{", "updateComponents{", "updateDataModel{", #"{"version":"v0.9""#, A2UICatalog.basicCatalogID,
        #"id "root""#, #""component":"Type""#, #"child:"id""#, #"children:["a","b"]"#, #""componentId":"row""#,
        #"{"path":"/a/b"}"#, #"{"path":"name"}"#, #""call":"#, "checks:[{\"condition\"", #"{"event":{"name""#,
        "openUrl",
    ])
    func thePromptShowsTheMessageShapes(shape: String) {
        #expect(A2UIPrompt.text.contains(shape))
    }

    /// Our own example must be one the skill accepts as it is.
    @Test func theExampleReadsWithoutAProblem() {
        let answer = A2UIAnswer(A2UIPrompt.example)
        #expect(answer.diagnostics.isEmpty, "\(answer.diagnostics.map(\.description))")
        #expect(answer.repairs.isEmpty)
        guard case .card? = answer.component else {
            Issue.record("expected a card, got \(String(describing: answer.component))")
            return
        }
        var texts: [String] = []
        answer.component?.forEachNode { if case .text(let text) = $0 { texts.append(text.content) } }
        #expect(texts == ["Plans", "Basic: $10", "Pro: $20"])
    }

    /// Comparable to our format's prompt (the project's estimate, characters / 4): at most a
    /// quarter more, though it says more (bindings, templates, functions, checks).
    @Test func thePromptFitsTheBudgetOfOurs() {
        let ours = UICatalog.estimatedTokens(UIGenerateSkill.systemPrompt)
        let a2ui = UICatalog.estimatedTokens(A2UIPrompt.text)
        #expect(a2ui <= ours * 5 / 4, "A2UI \(a2ui) tokens, ours \(ours)")
    }

    @Test(arguments: [
        ("one object", #"{"a":1}"#, [1], [[]]),
        ("JSONL after prose", "Sure:\n{\"a\":1}\n{\"b\":\"}\"}\n", [2, 3], [[], []]),
        ("a fenced array", "```json\n[\n  {\"a\":1},\n\n  {\"b\":[{}]}\n]\n```", [2], [[3, 5]]),
        ("a cut-off value", "{\"a\":1}\n{\"b\": [1, 2", [1, 2], [[], []]),
        ("single quotes hide brackets", "{'a': '}'}", [1], [[]]),
        ("no JSON", "I can't do that.", [], []),
    ])
    func valuesAreFoundWithTheirLines(name: String, text: String, lines: [Int], elementLines: [[Int]]) {
        let spans = JSONValueSpans(text).spans
        #expect(spans.map(\.line) == lines, "\(name)")
        #expect(spans.map(\.elementLines) == elementLines, "\(name)")
    }
}
