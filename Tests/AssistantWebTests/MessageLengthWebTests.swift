import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AssistantWeb

/// The message limit is the page's: counted as a `<textarea maxlength>` counts, enforced on
/// every field that becomes a message, refused with the length and the limit.
@Suite struct MessageLengthTests {
    @Test(arguments: [
        ("", 0), ("abc", 3), ("字", 1), ("😀", 2), ("e\u{301}", 2), ("a\nb", 3), ("a\r\nb", 3), ("a\rb", 3),
        ("\r\n\r\n", 2), ("👨‍👩‍👧", 8),
    ])
    func lengthCountsAsTheBrowserDoes(text: String, length: Int) {
        #expect(WebApp.Limits.length(of: text) == length)
    }

    @Test(arguments: [
        // "echo " is 5 of the 4,000.
        (String(repeating: "x", count: 3_995), 200, 4_000),
        (String(repeating: "x", count: 3_996), 413, 4_001),
        (String(repeating: "字", count: 3_995), 200, 4_000),
        // 1,998 emoji are 3,996 code units: one more than the page lets through.
        (String(repeating: "😀", count: 1_998), 413, 4_001),
        (String(repeating: "😀", count: 1_997), 200, 3_999),
        (String(repeating: "a\r\n", count: 1_331) + "b", 200, 2_668),
    ])
    func messagesOverTheLimitAre413WithTheirLength(words: String, status: Int, length: Int) async throws {
        try await WebAppTests.withApp { client, _ in
            let body = JSONValue.object(["text": .string("echo " + words)]).stableString()
            let reply = try #require(await WebAppTests.post(client, "/api/messages", body))
            #expect(reply.status == status)
            #expect(WebApp.Limits.length(of: "echo " + words) == length)
            guard status == 413 else { return }
            let error = try JSONValue.parse(reply.body)
            #expect(error["length"] == .number(Double(length)))
            #expect(error["limit"] == 4_000)
            #expect(error["field"] == "text")
            #expect(
                error["error"]
                    == .string(
                        "message too long: field 'text' has \(length) characters, the limit is 4000 — shorten it and"
                            + " send it again"))
        }
    }

    /// The words an invocation adds to the conversation are a message too.
    @Test func invocationWordsOverTheLimitAre413() async throws {
        try await WebAppTests.withApp { client, _ in
            let words = String(repeating: "字", count: 4_001)
            let body = JSONValue.object([
                "skill": "echo", "arguments": ["text": "hi"], "request": .string(words),
            ]).stableString()
            let reply = try #require(await WebAppTests.post(client, "/api/invocations", body))
            #expect(reply.status == 413)
            #expect(try JSONValue.parse(reply.body)["field"] == "request")
            // Arguments are the skill's business (its schema), not a message.
            let long = JSONValue.object([
                "skill": "echo", "arguments": ["text": .string(words)], "request": "echo",
            ]).stableString()
            #expect(await WebAppTests.post(client, "/api/invocations", long)?.status == 200)
        }
    }

    /// The words the page shows for stopping and for a message that is too long.
    @Test(arguments: [
        ("zh-CN", ["停止", "正在停止…", "已停止", "消息太长：{length} 个字符，上限是 {limit} 个"]),
        (
            "en",
            ["Stop", "Stopping…", "Stopped", "Your message is too long: {length} characters, and the limit is {limit}"]
        ),
    ])
    func theNewWordsSpeakThePagesLanguage(language: String, words: [String]) async throws {
        let app = WebApp { try Agent(skills: [TestEchoSkill()]) }
        let page = await app.handle(
            HTTPRequest(method: "GET", path: "/", headers: ["Host": "127.0.0.1", "Accept-Language": language]))
        guard case .data(let data) = page.body else {
            Issue.record("the page is not a document")
            return
        }
        let html = String(decoding: data, as: UTF8.self)
        for word in words { #expect(html.contains(word), "\(language): \(word)") }
    }

    /// The page's input allows what the server takes.
    @Test(arguments: [4_000, 120])
    func thePagesInputHasTheServersLimit(limit: Int) async throws {
        let app = WebApp(limits: .init(maxMessageCharacters: limit)) { try Agent(skills: [TestEchoSkill()]) }
        let page = await app.handle(HTTPRequest(method: "GET", path: "/", headers: ["Host": "127.0.0.1"]))
        guard case .data(let data) = page.body else {
            Issue.record("the page is not a document")
            return
        }
        #expect(String(decoding: data, as: UTF8.self).contains(#"maxlength="\#(limit)""#))
    }
}
