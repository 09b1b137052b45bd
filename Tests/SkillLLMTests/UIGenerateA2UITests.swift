import AgentSkill
import Foundation
import SkillJSON
import SkillUI
import Testing

@testable import SkillLLM

/// `ui.generate` asking for A2UI: lenient reading, diagnostics with lines and paths sent back for
/// repair, and our tree at the end.
@Suite struct UIGenerateA2UITests {
    static func run(_ model: ScriptedModel, maxRepairs: Int = 2) async -> Message {
        let skill = UIGenerateSkill(model: model, format: .a2ui, maxRepairs: maxRepairs)
        let agent = try? Agent(skills: [skill], configuration: .untimed)
        return await agent?.invoke(Invocation("ui.generate", arguments: ["request": "compare plans"]))
            ?? Message(id: 0, role: .assistant, text: "no agent", date: Date(timeIntervalSince1970: 0))
    }

    static let create = #"{"version":"v0.9","createSurface":{"surfaceId":"main","catalogId":"x"}}"#
    static let components =
        #"{"version":"v0.9","updateComponents":{"surfaceId":"main","components":["#
        + #"{"id":"root","component":"Card","child":"body"},"#
        + #"{"id":"body","component":"Column","children":["title","plans"]},"#
        + #"{"id":"title","component":"Text","text":"Plans","variant":"h3"},"#
        + #"{"id":"plans","component":"List","children":{"componentId":"plan","path":"/plans"}},"#
        + #"{"id":"plan","component":"Text","text":{"path":"name"}}]}}"#
    static let data =
        #"{"version":"v0.9","updateDataModel":{"surfaceId":"main","value":{"plans":[{"name":"Basic"},{"name":"Pro"}]}}}"#
    static let clean = [create, components, data].joined(separator: "\n")

    /// The texts of a tree, in order.
    static func texts(_ component: SKComponent?) -> [String] {
        var texts: [String] = []
        component?.forEachNode { node in
            if case .text(let text) = node { texts.append(text.content) }
        }
        return texts
    }

    @Test func aCleanAnswerIsOurTreeInOneRequest() async throws {
        let model = ScriptedModel([.says(Self.clean)])
        let reply = await Self.run(model)
        #expect(model.requests.count == 1)
        #expect(model.requests.first?.messages.first?.content == A2UIPrompt.text)
        guard case .card? = reply.ui else {
            Issue.record("expected a card, got \(String(describing: reply.ui))")
            return
        }
        #expect(Self.texts(reply.ui) == ["Plans", "Basic", "Pro"])
        #expect(reply.text == "Plans")
        #expect(reply.data?["format"] == "a2ui")
        #expect(reply.data?["repairRounds"] == 0)
    }

    /// The answer's template and bindings stay on the output, so an A2UI client gets them back.
    @Test func aBoundAnswerKeepsItsTemplate() async throws {
        let reply = await Self.run(ScriptedModel([.says(Self.clean)]))
        let bindings = try #require(reply.output.bindings)
        #expect(bindings.templates.map(\.pointer) == ["/plans"])
        let ui = try #require(reply.ui)
        let written = A2UIWriter.write(ui, bindings: bindings).jsonl
        #expect(written.contains(#""children":{"componentId":"plan","path":"/plans"}"#))
    }

    /// The same three messages, as models write them: in a code fence, after prose, as a JSON
    /// array (pretty-printed, with trailing commas), without `version`, or updating a surface
    /// other than the one created (the one with a root is shown).
    @Test(arguments: [
        ("fenced JSONL", "```jsonl\n\(clean)\n```"),
        ("prose, then JSONL", "Here is the UI:\n\(clean)\nEnjoy!"),
        ("JSON array", "[\(create),\(components),\(data)]"),
        ("pretty array, trailing commas", "```json\n[\n  \(create),\n  \(components),\n  \(data),\n]\n```"),
        ("single quotes", clean.replacingOccurrences(of: #""Plans""#, with: "'Plans'")),
        ("no version", clean.replacingOccurrences(of: #""version":"v0.9","#, with: "")),
        (
            "updates for a surface never created",
            [create, components, data].enumerated().map { index, line in
                index == 0 ? line : line.replacingOccurrences(of: #""surfaceId":"main""#, with: #""surfaceId":"plans""#)
            }.joined(separator: "\n")
        ),
    ])
    func aLenientlyReadableAnswerNeedsNoRepair(variant: String, text: String) async throws {
        let model = ScriptedModel([.says(text)])
        let reply = await Self.run(model)
        #expect(model.requests.count == 1, "\(variant)")
        #expect(Self.texts(reply.ui) == ["Plans", "Basic", "Pro"], "\(variant)")
        #expect(reply.data?["repairRounds"] == 0, "\(variant)")
    }

    /// A component written with `type` instead of `component` (on line 4 of a pretty-printed
    /// array) goes back naming that line and the path; the second answer is shown.
    @Test func errorsGoBackWithTheirLineAndPath() async throws {
        let broken = Self.components.replacingOccurrences(of: #""component":"List""#, with: #""type":"List""#)
        let first = "[\n\(Self.create),\n\n\(broken),\n\(Self.data)\n]"
        let model = ScriptedModel([.says(first), .says(Self.clean)])
        let reply = await Self.run(model)
        #expect(model.requests.count == 2)
        #expect(reply.data?["repairRounds"] == 1)
        #expect(Self.texts(reply.ui) == ["Plans", "Basic", "Pro"])
        let feedback = try #require(model.requests.last?.messages.last?.content)
        #expect(feedback.hasPrefix("Those A2UI messages have problems:"), "\(feedback)")
        #expect(
            feedback.contains(
                #"- line 4: $.updateComponents.components[3].component: component "plans" has no string "component""#),
            "\(feedback)")
        #expect(model.requests.last?.messages.dropLast().last?.content == first, "the broken answer is in the history")
    }

    /// The tree builder's problems have no line: they name the surface and the component id.
    @Test func aDanglingChildGoesBackNamingTheComponent() async throws {
        let dangling = Self.clean.replacingOccurrences(of: #"["title","plans"]"#, with: #"["title","plans","footer"]"#)
        let model = ScriptedModel([.says(dangling), .says(Self.clean)])
        _ = await Self.run(model)
        let feedback = try #require(model.requests.last?.messages.last?.content)
        #expect(feedback.contains(#"surface "main": $.body.children[2]"#), "\(feedback)")
        #expect(feedback.contains(#""footer""#), "\(feedback)")
    }

    @Test func aRootOfNoKnownTypeIsRepairedNotShown() async throws {
        let chart = Self.clean.replacingOccurrences(of: #""component":"Card""#, with: #""component":"Chart""#)
        let model = ScriptedModel([.says(chart), .says(Self.clean)])
        let reply = await Self.run(model)
        let feedback = try #require(model.requests.last?.messages.last?.content)
        #expect(feedback.contains(#"surface "main": $.root.component: 'Chart' is not a basic-catalog component"#))
        guard case .card? = reply.ui else {
            Issue.record("expected the repaired card, got \(String(describing: reply.ui))")
            return
        }
    }

    /// Never fixed: what still renders is shown after the last round, the problems counted;
    /// what never renders is a failure that says why.
    @Test func anAnswerNeverFixedIsShownOrFailsClearly() async throws {
        let dangling = Self.clean.replacingOccurrences(of: #""child":"body""#, with: #""child":"bdy""#)
        let stubborn = ScriptedModel([.says(dangling), .says(dangling)])
        let shown = await Self.run(stubborn, maxRepairs: 1)
        #expect(stubborn.requests.count == 2)
        #expect(shown.error == nil)
        #expect(shown.data?["repairRounds"] == 1)
        #expect((shown.data?["fixes"]?.doubleValue ?? 0) >= 1)
        guard case .card? = shown.ui else {
            Issue.record("expected the card that renders, got \(String(describing: shown.ui))")
            return
        }

        let ours = #"{"type": "card", "title": "Plans", "children": []}"#
        let wrongFormat = ScriptedModel([.says(ours), .says(ours)])
        let failed = await Self.run(wrongFormat, maxRepairs: 1)
        #expect(failed.ui == nil)
        #expect(failed.error != nil)
        #expect(failed.text.contains("the model's A2UI did not decode after 1 repair rounds"), "\(failed.text)")
        #expect(failed.text.contains("line 1: "), "\(failed.text)")
    }

    @Test func proseWithoutJSONIsSentBackAndThenAFailure() async throws {
        let model = ScriptedModel([.says("I cannot draw that."), .says("Sorry.")])
        let reply = await Self.run(model, maxRepairs: 1)
        let feedback = try #require(model.requests.last?.messages.last?.content)
        #expect(feedback.contains("input: $: no JSON message in the answer"), "\(feedback)")
        #expect(reply.error != nil)
    }

    @Test func aStreamedSurfaceGrowsInPlaceAndEndsAsOneMessage() async throws {
        let model = ScriptedModel([.says(Self.clean)], streamChunk: 16)
        let agent = try Agent(skills: [UIGenerateSkill(model: model, format: .a2ui)], configuration: .untimed)
        let events = agent.events
        let reply = await agent.invoke(Invocation("ui.generate", arguments: ["request": "list plans"]))
        var partials: [[String]] = []
        var appended = 0
        for await event in events {
            if case .messageAppended(let message) = event.kind, message.role == .assistant {
                appended += 1
                partials.append(Self.texts(message.ui))
            }
            if case .messageUpdated(let message, _) = event.kind, message.id == reply.id {
                partials.append(Self.texts(message.ui))
            }
            if event.kind == .phaseChanged(.idle) { break }
        }
        #expect(appended == 1)
        #expect(partials.first == ["Plans"], "the components shown before their data: \(partials)")
        #expect(partials.last == ["Plans", "Basic", "Pro"], "\(partials)")
    }
}
