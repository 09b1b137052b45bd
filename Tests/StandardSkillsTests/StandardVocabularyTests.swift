import AgentSkill
import Foundation
import TestSupport
import Testing

@testable import StandardSkills

/// What a standard skill does when its vocabulary file cannot be loaded: it keeps working, with no
/// keywords or examples, and the problem is there to report.
@Suite struct StandardVocabularyTests {
    @Test func aMissingFileLeavesTheSkillEmptyAndSaysWhy() async throws {
        try await TemporaryDirectory.with("agentskill-vocabulary") { folder in
            let bundle = try #require(Bundle(url: folder))
            let loaded = StandardVocabulary("weather", bundle: bundle)
            #expect(loaded.vocabulary == .empty)
            #expect(loaded.keywords.isEmpty && loaded.examples.isEmpty)
            #expect(
                loaded.problem?.description == "cannot load weather.vocabulary.json: not found in \(bundle.bundlePath)")
        }
    }

    @Test func aMalformedFileLeavesTheSkillEmptyAndSaysWhereItIsWrong() async throws {
        try await TemporaryDirectory.with("agentskill-vocabulary") { folder in
            try Data(#"{"keywords": ["weather"], "examples": [{"utterance": "weather", "arguments": "Boston"}]}"#.utf8)
                .write(to: folder.appending(path: "weather.vocabulary.json"))
            let loaded = StandardVocabulary("weather", bundle: try #require(Bundle(url: folder)))
            #expect(loaded.vocabulary == .empty)
            #expect(
                loaded.problem?.description
                    == #"cannot load weather.vocabulary.json: $.examples[0].arguments: expected an object of arguments, got "Boston""#
            )
        }
    }

    @Test func theProblemListCoversEveryStandardSkillInOrder() {
        #expect(
            StandardSkills.vocabularies.map(\.name) == StandardSkills.all(weatherService: WeatherService()).map(\.id))
        #expect(StandardSkills.vocabularies.allSatisfy { $0.problem == nil })
    }
}
