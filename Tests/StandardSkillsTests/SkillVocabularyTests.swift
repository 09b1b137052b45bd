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
        ("ledger.add", 4, 53), ("ledger.summary", 5, 52), ("ledger.list", 4, 52), ("ledger.undo", 4, 51),
        ("reminder.create", 6, 52), ("reminder.list", 6, 50), ("reminder.done", 6, 50), ("reminder.delete", 6, 50),
        ("reminder.snooze", 6, 50),
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
        let texts = Dictionary(uniqueKeysWithValues: ReplyLanguage.allCases.map { ($0.code, skill.texts(in: $0)) })
        let vocabulary = SkillVocabulary(keywords: skill.keywords, examples: skill.examples, texts: texts)
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

    /// Every standard skill names and describes itself in both languages, with a label for each
    /// parameter and each value of an enumerated one, and its Chinese texts have no English words.
    @Test(arguments: sizes.map(\.id))
    func everyStandardSkillSpeaksBothLanguages(id: String) throws {
        let skill = try #require(Self.skills.first { $0.id == id })
        let file = try #require(
            FileManager.default.enumerator(atPath: PackageRoot.appending("Sources/StandardSkills").path)?
                .compactMap { $0 as? String }.first {
                    $0.hasSuffix("/\(id).vocabulary.json") || $0 == "\(id).vocabulary.json"
                })
        let vocabulary = try SkillVocabulary(contentsOf: PackageRoot.appending("Sources/StandardSkills/" + file))
        let properties = skill.parameters.jsonValue["properties"]?.objectValue ?? [:]
        for language in ReplyLanguage.allCases {
            let texts = try #require(vocabulary.texts(in: language), "\(id) has no \(language.code) texts")
            #expect(skill.texts(in: language) == texts)
            #expect(Set(texts.parameters.keys) == Set(properties.keys), "\(id) \(language.code) parameter labels")
            for (name, schema) in properties {
                for value in schema["enum"]?.arrayValue?.compactMap(\.stringValue) ?? [] {
                    #expect(
                        texts.values[name]?[value] != nil, "\(id) \(language.code): no label for \(name) = \(value)")
                }
            }
            if language == .chinese {
                let all =
                    [texts.name, texts.description] + texts.parameters.values + texts.values.values.flatMap(\.values)
                for text in all {
                    #expect(!text.contains { $0.isASCII && $0.isLetter }, "\(id): English in “\(text)”")
                }
            }
        }
        #expect(skill.name == vocabulary.texts(in: .english)?.name)
    }

    @Test func textsRoundTripThroughTheFileLayout() throws {
        let vocabulary = SkillVocabulary(
            keywords: ["tip"], examples: [SkillExample("tip 10%")],
            texts: [
                "en": SkillTexts(name: "Tip", description: "Works out a tip", parameters: ["bill": "Bill"]),
                "zh": SkillTexts(
                    name: "小费", description: "算小费", parameters: ["bill": "账单"], values: ["round": ["up": "向上取整"]]),
            ])
        #expect(
            vocabulary.jsonText == """
                {
                  "keywords": ["tip"],
                  "examples": [
                    {"utterance": "tip 10%"}
                  ],
                  "texts": {
                    "en": {"description": "Works out a tip", "name": "Tip", "parameters": {"bill": "Bill"}},
                    "zh": {"description": "算小费", "name": "小费", "parameters": {"bill": "账单"}, "values": {"round": {"up": "向上取整"}}}
                  }
                }

                """)
        #expect(try SkillVocabulary(json: Data(vocabulary.jsonText.utf8)) == vocabulary)
        #expect(vocabulary.texts(in: .chinese)?.label(of: "bill") == "账单")
        #expect(vocabulary.texts(in: .chinese)?.label(of: "up", for: "round") == "向上取整")
        #expect(vocabulary.texts(in: .english)?.label(of: "tip") == "tip")
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
        (
            #"{"keywords": [], "examples": [], "texts": {"fr": {}, "zh": {"name": "小费"}}}"#,
            #"$.texts.fr: unknown field — the only fields are "en" and "zh"; $.texts.zh: missing required field "description""#
        ),
        (
            #"{"keywords": [], "examples": [], "texts": {"en": {"name": "Tip", "description": " ", "parameters": {"bill": 5}}}}"#,
            #"$.texts.en.description: the description is blank; $.texts.en.parameters.bill: expected a string, got 5"#
        ),
        (
            #"{"keywords": [], "examples": [], "texts": {"en": {"name": "Tip", "description": "d", "values": []}}}"#,
            #"$.texts.en.values: expected an object of value labels by parameter, got an array"#
        ),
        (
            #"{"keywords": [], "examples": [], "textz": {}}"#,
            #"$.textz: unknown field — did you mean "texts"?"#
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
