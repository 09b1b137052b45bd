import AgentSkill
import Foundation
import SkillJSON
import StandardSkills
import TestSupport
import Testing

/// Each standard skill's keywords and examples come from `<id>.vocabulary.json` beside it; the
/// loader reads them exactly and says what is wrong, and where, with a file that is not right.
@Suite struct SkillVocabularyTests {
    static let skills = StandardSkills.all(weatherService: WeatherService())

    /// How many keywords and examples each standard skill had when they moved from Swift to its file.
    /// A change here changes routing: retrain and rerun the NLU tests and benchmarks.
    static let sizes: [(id: String, keywords: Int, examples: Int)] = [
        ("echo", 6, 53), ("ui.display_text", 4, 51), ("weather", 7, 53), ("running_advice", 15, 51),
        ("calendar.create", 5, 67), ("calendar.list", 5, 52), ("calendar.update", 6, 73), ("calendar.delete", 4, 57),
        ("ledger.add", 4, 52), ("ledger.summary", 5, 52), ("ledger.list", 4, 52), ("ledger.undo", 4, 51),
    ]

    @Test(arguments: sizes)
    func everyStandardSkillHasItsVocabulary(id: String, keywords: Int, examples: Int) throws {
        let skill = try #require(Self.skills.first { $0.id == id })
        #expect(skill.keywords.count == keywords)
        #expect(skill.examples.count == examples)
        #expect(skill.examples.allSatisfy { $0.arguments?.objectValue != nil })
    }

    @Test func theTableNamesEveryStandardSkill() {
        #expect(Self.sizes.map(\.id) == Self.skills.map(\.id))
    }

    @Test func noStandardVocabularyFailedToLoad() {
        #expect(StandardSkills.vocabularyProblems.map(\.description) == [])
    }

    /// A file on disk that no skill reads (a misspelt name, a skill removed) is an error too.
    @Test func everyVocabularyFileBelongsToAStandardSkill() throws {
        let folder = PackageRoot.appending("Sources/StandardSkills")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("." + SkillVocabulary.fileExtension) }
            .map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(Set(files) == Set(Self.skills.map { "\($0.id).\(SkillVocabulary.fileExtension)" }))
    }

    @Test(arguments: sizes.map(\.id))
    func aStandardVocabularyRoundTrips(id: String) throws {
        let skill = try #require(Self.skills.first { $0.id == id })
        let vocabulary = SkillVocabulary(keywords: skill.keywords, examples: skill.examples)
        #expect(try SkillVocabulary(json: Data(vocabulary.jsonText.utf8)) == vocabulary)
        let coded = try JSONDecoder().decode(SkillVocabulary.self, from: JSONEncoder().encode(vocabulary))
        #expect(coded == vocabulary)
    }

    @Test func theTextHasOneExamplePerLineWithSortedArguments() throws {
        let vocabulary = SkillVocabulary(
            keywords: ["tip", "小费"],
            examples: [
                SkillExample(
                    "tip 10% on \"48\"", arguments: ["percent": 10, "amount": "48", "split": [1, true, nil]]),
                SkillExample("小费", arguments: [:]), SkillExample("no arguments"),
            ])
        #expect(
            vocabulary.jsonText == """
                {
                  "keywords": ["tip", "小费"],
                  "examples": [
                    {"utterance": "tip 10% on \\"48\\"", "arguments": {"amount": "48", "percent": 10, "split": [1, true, null]}},
                    {"utterance": "小费", "arguments": {}},
                    {"utterance": "no arguments"}
                  ]
                }

                """)
        #expect(try SkillVocabulary(json: Data(vocabulary.jsonText.utf8)) == vocabulary)
        #expect(SkillVocabulary.empty.jsonText == "{\n  \"keywords\": [],\n  \"examples\": []\n}\n")
        #expect(try SkillVocabulary(json: Data(SkillVocabulary.empty.jsonText.utf8)) == .empty)
    }

    @Test func explicitNullArgumentsAreNoArguments() throws {
        let vocabulary = try SkillVocabulary(
            json: Data(#"{"keywords": [], "examples": [{"utterance": "x", "arguments": null}]}"#.utf8))
        #expect(vocabulary.examples == [SkillExample("x")])
    }

    // MARK: - Malformed files

    /// Every problem of a file that is JSON but not a vocabulary, each with its path, in one message.
    @Test(arguments: [
        ("[]", #"$: expected an object with "keywords" and "examples", got an array"#),
        (#"{"keywords": []}"#, #"$: missing required field "examples""#),
        (
            #"{"keywords": [], "exmples": []}"#,
            #"$.exmples: unknown field — did you mean "examples"?; $: missing required field "examples""#
        ),
        (
            #"{"keywords": "tip", "examples": [{"utterance": 35}]}"#,
            #"$.keywords: expected an array, got "tip"; $.examples[0].utterance: expected a string, got 35"#
        ),
        (
            #"{"keywords": ["tip", 7], "examples": {}}"#,
            #"$.keywords[1]: expected a string, got 7; $.examples: expected an array, got an object"#
        ),
        (
            #"{"keywords": [" "], "examples": [{"utterance": ""}]}"#,
            #"$.keywords[0]: the keyword is blank; $.examples[0].utterance: the utterance is blank"#
        ),
        (
            #"{"keywords": [], "examples": ["tip 10"]}"#,
            #"$.examples[0]: expected an object with an "utterance", got "tip 10""#
        ),
        (#"{"keywords": [], "examples": [{"arguments": {}}]}"#, #"$.examples[0]: missing required field "utterance""#),
        (
            #"{"keywords": [], "examples": [{"utterance": "tip", "arguments": [48]}]}"#,
            #"$.examples[0].arguments: expected an object of arguments, got an array"#
        ),
        (
            #"{"keywords": [], "examples": [{"utterance": "tip", "args": {}}]}"#,
            #"$.examples[0].args: unknown field — the only fields are "utterance" and "arguments""#
        ),
    ])
    func aFileOfTheWrongShapeSaysWhatAndWhere(json: String, problems: String) throws {
        let error = try #require(throws: SkillVocabularyError.self) {
            try SkillVocabulary(json: Data(json.utf8), file: "tip.vocabulary.json")
        }
        guard case .invalidShape(let diagnostics) = error.reason else {
            Issue.record("expected problems of shape, got \(error)")
            return
        }
        #expect(!diagnostics.isEmpty)
        #expect(error.file == "tip.vocabulary.json")
        #expect(error.description == "cannot load tip.vocabulary.json: \(problems)")
    }

    @Test func invalidJSONNamesTheLineAndColumn() throws {
        let text = "{\n  \"keywords\": [\"tip\"],\n  \"examples\": [\n    {\"utterance\": \"tip\"},\n  ]\n}\n"
        let error = try #require(throws: SkillVocabularyError.self) {
            try SkillVocabulary(json: Data(text.utf8), file: "tip.vocabulary.json")
        }
        guard case .invalidJSON(let json) = error.reason else {
            Issue.record("expected invalid JSON, got \(error)")
            return
        }
        #expect(json.location?.line == 5)
        #expect(error.description.hasPrefix("cannot load tip.vocabulary.json: invalid JSON at line 5, column 3: "))
    }

    @Test func bytesThatAreNotUTF8AreInvalidJSON() throws {
        let error = try #require(throws: SkillVocabularyError.self) {
            try SkillVocabulary(json: Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]), file: "tip.vocabulary.json")
        }
        #expect(error.description.contains("invalid UTF-8 at byte offset 2"))
    }

    // MARK: - Files and bundles

    @Test func aMissingResourceNamesTheFileAndTheBundle() async throws {
        try await TemporaryDirectory.with("agentskill-vocabulary") { folder in
            let bundle = try #require(Bundle(url: folder))
            let error = try #require(throws: SkillVocabularyError.self) {
                try SkillVocabulary.load(named: "tip", from: bundle)
            }
            #expect(error.file == "tip.vocabulary.json")
            #expect(error.reason == .notFound(searched: bundle.bundlePath))
            #expect(error.description == "cannot load tip.vocabulary.json: not found in \(bundle.bundlePath)")
        }
    }

    @Test func aResourceIsReadFromTheBundleOrItsSubdirectory() async throws {
        try await TemporaryDirectory.with("agentskill-vocabulary") { folder in
            let vocabulary = SkillVocabulary(
                keywords: ["tip"], examples: [SkillExample("tip 48", arguments: ["amount": "48"])])
            try FileManager.default.createDirectory(
                at: folder.appending(path: "Vocabulary"), withIntermediateDirectories: true)
            try Data(vocabulary.jsonText.utf8).write(to: folder.appending(path: "tip.vocabulary.json"))
            try Data(vocabulary.jsonText.utf8).write(to: folder.appending(path: "Vocabulary/tip.vocabulary.json"))
            let bundle = try #require(Bundle(url: folder))
            #expect(try SkillVocabulary.load(named: "tip", from: bundle) == vocabulary)
            #expect(try SkillVocabulary.load(named: "tip", from: bundle, subdirectory: "Vocabulary") == vocabulary)
        }
    }

    @Test func aMalformedResourceNamesTheFile() async throws {
        try await TemporaryDirectory.with("agentskill-vocabulary") { folder in
            try Data(#"{"keywords": ["tip"]}"#.utf8).write(to: folder.appending(path: "tip.vocabulary.json"))
            let bundle = try #require(Bundle(url: folder))
            let error = try #require(throws: SkillVocabularyError.self) {
                try SkillVocabulary.load(named: "tip", from: bundle)
            }
            #expect(error.description == #"cannot load tip.vocabulary.json: $: missing required field "examples""#)
        }
    }

    @Test func anUnreadableFileNamesItsPath() throws {
        let url = TemporaryDirectory.url("agentskill-vocabulary").appending(path: "tip.vocabulary.json")
        let error = try #require(throws: SkillVocabularyError.self) { try SkillVocabulary(contentsOf: url) }
        #expect(error.file == "tip.vocabulary.json")
        #expect(error.reason == .unreadable(path: url.path, detail: "no such file"))
    }
}
