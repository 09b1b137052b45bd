import Foundation
import SkillJSON
import SkillLLM
import TestSupport
import Testing

@testable import AssistantCLI

/// The config file's `ui.format`: which format `ui.generate` asks the model for.
@Suite(.timeLimit(.minutes(1))) struct UIFormatConfigTests {
    @Test(arguments: [
        (#"{}"#, UIGenerateFormat.ui),
        (#"{"ui": {}}"#, .ui),
        (#"{"ui": {"format": "ui"}}"#, .ui),
        (#"{"ui": {"format": "a2ui"}}"#, .a2ui),
    ])
    func theFormatIsReadAndOursByDefault(text: String, format: UIGenerateFormat) throws {
        #expect(try AssistantConfig(json: JSONValue.parse(text)).uiFormat == format)
    }

    @Test(arguments: [
        (#"{"ui": {"format": "html"}}"#, #"$.ui.format: expected one of "ui", "a2ui", got "html""#),
        (#"{"ui": {"fromat": "a2ui"}}"#, #"$.ui.fromat: unknown key "fromat" — did you mean "format"?"#),
        (#"{"ui": "a2ui"}"#, "$.ui: expected an object, got string"),
    ])
    func aBadUISectionNamesThePath(text: String, problem: String) throws {
        #expect {
            try AssistantConfig(json: JSONValue.parse(text))
        } throws: { error in
            "\(error)" == problem
        }
    }

    /// With `"ui": {"format": "a2ui"}` the model gets the A2UI prompt, and its A2UI answer is shown
    /// as a card in the terminal like any other.
    @Test func theConfiguredFormatReachesTheModelAndItsAnswerIsShown() async throws {
        let surface = [
            #"{"version":"v0.9","createSurface":{"surfaceId":"main","catalogId":"x"}}"#,
            #"{"version":"v0.9","updateComponents":{"surfaceId":"main","components":["#
                + #"{"id":"root","component":"Card","child":"body"},"#
                + #"{"id":"body","component":"Column","children":["title","plans"]},"#
                + #"{"id":"title","component":"Text","text":"Phone plans","variant":"h3"},"#
                + #"{"id":"plans","component":"List","children":{"componentId":"plan","path":"/plans"}},"#
                + #"{"id":"plan","component":"Text","text":{"path":"name"}}]}}"#,
            #"{"version":"v0.9","updateDataModel":{"surfaceId":"main","value":{"plans":[{"name":"Basic 5 GB"},{"name":"Max unlimited"}]}}}"#,
        ].joined(separator: "\n")
        let server = try ScriptedModelServer([
            .toolCall("ui__generate", arguments: #"{"request":"a card comparing phone plans"}"#),
            .content("```jsonl\n\(surface)\n```"),
            .content("Here are the plans."),
        ])
        try await TemporaryDirectory.with { root in
            let config = root.appending(path: "config.json")
            try Data(#"{"ui": {"format": "a2ui"}}"#.utf8).write(to: config)
            let terminal = FakeTerminal(environment: ModelChatTests.environment(server))
            let status = await terminal.run(["ask", "make me a card comparing phone plans", "--config", config.path])
            #expect(status == 0, "\(terminal.stderr)")
            for text in ["Phone plans", "Basic 5 GB", "Max unlimited"] {
                #expect(terminal.stdout.contains(text), "\(text) missing from:\n\(terminal.stdout)")
            }
        }
        let bodies = server.bodies
        #expect(bodies.count == 3)
        let system = bodies.count > 1 ? bodies[1]["messages"]?[0]?["content"]?.stringValue : nil
        #expect(system?.hasPrefix("You write user interfaces as A2UI v0.9 messages") == true, "\(system ?? "none")")
    }
}
