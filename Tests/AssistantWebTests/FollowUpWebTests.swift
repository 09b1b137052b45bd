import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AssistantWeb

/// "remind": schedules "⏰ reminder" as a follow-up due at once.
private struct RemindNowSkill: Skill {
    let id = "remind"
    let description = "Reminds at once"
    var keywords: [String] { ["remind"] }
    var effect: SkillEffect { .readOnly }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        try await context.schedule(.message("⏰ reminder"), at: context.now)
        return SkillOutput("set")
    }
}

/// Follow-ups reach an open page as events of a request of their own.
@Suite struct FollowUpWebTests {
    @Test func aDueFollowUpReachesTheOpenPage() async throws {
        let app = WebApp {
            try Agent(skills: [RemindNowSkill()], configuration: AgentConfiguration(defaultTimeout: nil))
        }
        let server = try WebServer(options: .init(maxEventStreams: 8)) { await app.handle($0) }
        let client = RawHTTPClient(port: try server.start())
        let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
        let progress = RawHTTPClient.Progress()
        let done = Flag()
        let stream = Task {
            await client.send(
                "GET", "/api/events", headers: ["Cookie": cookie], timeout: 60, until: { _ in done.isSet },
                progress: progress)
        }
        try await waitUntil { server.http.openEventStreams == 1 }
        let reply = try WebAppTests.json(
            await WebAppTests.post(client, "/api/messages", #"{"text":"remind"}"#, cookie: cookie))
        #expect(reply["text"] == "set")
        try await waitUntil { progress.text.contains("⏰ reminder") }
        // The follow-up is a request of its own: its events carry another request id.
        let line = try #require(
            progress.text.split(separator: "\n").first { $0.hasPrefix("data: ") && $0.contains("⏰ reminder") })
        let event = try JSONValue.parse(String(line.dropFirst("data: ".count)))
        #expect(event["requestID"] == 2)
        done.set()
        _ = await stream.value
        await server.shutdown()
    }
}
