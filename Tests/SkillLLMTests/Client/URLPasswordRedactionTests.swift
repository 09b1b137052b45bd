import Foundation
import Testing

@testable import SkillLLM

/// A password in the base URL (`http://user:secret@host/v1`) is a secret like the API key: no
/// description, dump, configuration error or connection error shows it.
@Suite struct URLPasswordRedactionTests {
    static let password = "s3cr3t-Pa55"
    static let url = "http://alice:\(password)@127.0.0.1:1/v1"

    @Test(arguments: [
        ("http://alice:pw@host/v1", "http://alice:***@host/v1"),
        (
            "see (https://alice:p%40ss@host:8080/v1/chat/completions) now",
            "see (https://alice:***@host:8080/v1/chat/completions) now"
        ),
        ("http://alice@host/v1", "http://alice@host/v1"),
        ("http://host/v1?next=a@b", "http://host/v1?next=a@b"),
        ("two: http://a:1@x and ftp://b:2@y/", "two: http://a:***@x and ftp://b:***@y/"),
        ("'http://a:b:c@host'", "'http://a:***@host'"),
        ("http://a:***@host", "http://a:***@host"),
        ("no url here: a:b@c", "no url here: a:b@c"),
    ])
    func passwordsInURLsAreMasked(text: String, expected: String) {
        #expect(URLRedaction.redactingPasswords(in: text) == expected)
    }

    @Test func theConfigurationNeverShowsThePassword() throws {
        let configuration = LLMConfiguration(baseURL: try #require(URL(string: Self.url)), model: "m", apiKey: "k")
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in [configuration.description, configuration.debugDescription, dumped, "\(configuration)"] {
            #expect(!text.contains(Self.password), "\(text)")
        }
        #expect(configuration.description.contains("http://alice:***@127.0.0.1:1/v1"))
    }

    @Test(arguments: [(Self.url, nil as String?), ("ftp://alice:\(Self.password)@host/v1", "m")])
    func configurationErrorsNeverShowThePassword(url: String, model: String?) {
        let error = #expect(throws: LLMError.self) {
            try LLMConfiguration.resolve(baseURL: url, model: model, apiKey: nil, environment: [:])
        }
        let text = error?.description ?? ""
        #expect(!text.contains(Self.password), "\(text)")
        #expect(text.contains("alice:***@"), "\(text)")
    }

    /// A server's message may quote the URL, or the password alone, percent-encoded or not.
    @Test(arguments: [
        "login failed for \(password)", "login failed for s3cr3t%2DPa55", "bad URL \(url)/chat/completions",
    ])
    func serverTextIsScrubbedOfThePassword(message: String) throws {
        let url = try #require(URL(string: "http://alice:s3cr3t%2DPa55@127.0.0.1:1/v1"))
        let configuration = LLMConfiguration(baseURL: url, model: "m")
        let redacted = LLMError.server(status: 500, message: message).redacting(configuration).description
        #expect(!redacted.contains(Self.password), "\(redacted)")
        #expect(!redacted.contains("s3cr3t%2DPa55"), "\(redacted)")
    }

    /// Nothing listens on port 1: the connection is refused at once, and the error names the URL.
    @Test(arguments: LLMTransport.allCases)
    func aConnectionErrorNamesTheURLWithoutItsPassword(transport: LLMTransport) async throws {
        let configuration = LLMConfiguration(
            baseURL: try #require(URL(string: Self.url)), model: "m", timeout: 30, maxRetries: 0, transport: transport)
        let client = OpenAIClient(configuration: configuration)
        let error = await #expect(throws: LLMError.self) {
            _ = try await client.complete(ChatRequest(messages: [.user("hi")]))
        }
        let text = error?.description ?? ""
        #expect(!text.contains(Self.password), "\(text)")
        if case .transport = error {
            #expect(text.contains("127.0.0.1"), "\(text)")
        }
    }
}
