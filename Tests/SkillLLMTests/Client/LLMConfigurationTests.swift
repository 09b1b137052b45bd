import Foundation
import Testing

@testable import SkillLLM

/// Where the configuration comes from, and that it keeps the key to itself.
@Suite struct LLMConfigurationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var flags: (url: String?, model: String?, key: String?)
        var environment: [String: String]
        /// `nil`: not configured; `.some(nil)` for `key`: no key.
        var expected: (url: String, model: String, key: String?)?

        var testDescription: String { name }
    }

    static let full = [
        "AGENTSKILL_LLM_BASE_URL": "http://127.0.0.1:9000/v1", "AGENTSKILL_LLM_MODEL": "env-model",
        "AGENTSKILL_LLM_API_KEY": "env-key", "OPENAI_BASE_URL": "http://127.0.0.1:7000/v1",
        "OPENAI_API_KEY": "openai-key",
    ]

    static let rows: [Row] = [
        Row(name: "nothing at all", flags: (nil, nil, nil), environment: [:], expected: nil),
        Row(
            name: "OPENAI_* alone configure nothing", flags: (nil, nil, nil),
            environment: ["OPENAI_BASE_URL": "http://127.0.0.1:7000/v1", "OPENAI_API_KEY": "k"], expected: nil),
        Row(
            name: "flags only", flags: ("http://127.0.0.1:8080/v1", "flag-model", "flag-key"), environment: [:],
            expected: ("http://127.0.0.1:8080/v1", "flag-model", "flag-key")),
        Row(
            name: "flags win over everything", flags: ("http://127.0.0.1:8080/v1", "flag-model", "flag-key"),
            environment: full, expected: ("http://127.0.0.1:8080/v1", "flag-model", "flag-key")),
        Row(
            name: "AGENTSKILL_* win over OPENAI_*", flags: (nil, nil, nil), environment: full,
            expected: ("http://127.0.0.1:9000/v1", "env-model", "env-key")),
        Row(
            name: "OPENAI_* fill in what is missing", flags: (nil, "flag-model", nil),
            environment: ["OPENAI_BASE_URL": "http://127.0.0.1:7000/v1", "OPENAI_API_KEY": "openai-key"],
            expected: ("http://127.0.0.1:7000/v1", "flag-model", "openai-key")),
        Row(
            name: "a flag beats its variable, the rest from the environment", flags: (nil, "flag-model", nil),
            environment: full, expected: ("http://127.0.0.1:9000/v1", "flag-model", "env-key")),
        Row(
            name: "empty values count as unset", flags: ("", "", ""),
            environment: ["AGENTSKILL_LLM_BASE_URL": "http://127.0.0.1:9000/v1", "AGENTSKILL_LLM_MODEL": "m"],
            expected: ("http://127.0.0.1:9000/v1", "m", nil)),
        Row(
            name: "no key is fine", flags: ("https://127.0.0.1/v1", "m", nil), environment: [:],
            expected: ("https://127.0.0.1/v1", "m", nil)),
    ]

    @Test(arguments: rows)
    func resolvePrecedence(row: Row) throws {
        let configuration = try LLMConfiguration.resolve(
            baseURL: row.flags.url, model: row.flags.model, apiKey: row.flags.key, environment: row.environment)
        #expect(configuration?.baseURL.absoluteString == row.expected?.url)
        #expect(configuration?.model == row.expected?.model)
        #expect(configuration?.apiKey == row.expected?.key)
        if configuration != nil {
            #expect(configuration?.timeout == 60)
            #expect(configuration?.maxRetries == 2)
        }
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/v1", nil, [String: String](), "no model: pass --llm-model"),
        (nil, nil, ["AGENTSKILL_LLM_BASE_URL": "http://127.0.0.1:8080/v1"], "no model: pass --llm-model"),
        (nil, "m", [:], "no server: pass --llm-base-url"),
        (nil, nil, ["AGENTSKILL_LLM_MODEL": "m", "OPENAI_API_KEY": "k"], "no server: pass --llm-base-url"),
        ("127.0.0.1:8080", "m", [:], "'127.0.0.1:8080' is not an http(s) URL"),
        ("ftp://127.0.0.1/v1", "m", [:], "is not an http(s) URL"),
        ("not a url at all", "m", [:], "is not an http(s) URL"),
    ])
    func halfConfiguredSaysWhatIsMissing(url: String?, model: String?, environment: [String: String], fragment: String)
    {
        #expect {
            try LLMConfiguration.resolve(baseURL: url, model: model, apiKey: nil, environment: environment)
        } throws: { error in
            guard case .notConfigured = error as? LLMError else { return false }
            return "\(error)".contains(fragment)
        }
    }

    @Test func theKeyNeverShows() throws {
        let key = "sk-live-0123456789abcdef"
        let configuration = try #require(
            try LLMConfiguration.resolve(
                baseURL: "http://127.0.0.1:8080/v1", model: "m", apiKey: key, environment: [:]))
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in [
            configuration.description, configuration.debugDescription, "\(configuration)",
            String(reflecting: configuration),
            dumped,
        ] {
            #expect(!text.contains(key), "\(text)")
            #expect(!text.contains("0123456789"), "\(text)")
        }
        #expect(configuration.description == "model 'm' at http://127.0.0.1:8080/v1 (API key set)")
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v1/chat/completions"),
        ("http://127.0.0.1:8080/v1/", "http://127.0.0.1:8080/v1/chat/completions"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080/chat/completions"),
    ])
    func requestsGoToChatCompletions(base: String, expected: String) throws {
        let url = try #require(URL(string: base))
        #expect(LLMConfiguration(baseURL: url, model: "m").chatCompletionsURL.absoluteString == expected)
    }
}
