import AgentSkill
import Foundation
import SkillJSON
import TestSupport
import Testing

@testable import AssistantWeb

/// `POST /api/messages` runs through the request handle; the page answers approvals on its own
/// event stream, so a POST with no page listening is not left waiting.
@Suite struct RequestHandleWebTests {
    @Test func theReplyNamesItsRequestAndNobodyListeningMeansNobodyToAsk() async throws {
        try await WebAppTests.withApp { client, _ in
            let cookie = try #require(WebAppTests.cookie(await WebAppTests.post(client, "/api/session", "{}")))
            let echo = try WebAppTests.json(
                await WebAppTests.post(client, "/api/messages", #"{"text":"echo hi"}"#, cookie: cookie))
            #expect(echo["text"] == "hi")
            #expect(echo["requestID"] == 1)
            let delete = try WebAppTests.json(
                await WebAppTests.post(client, "/api/messages", #"{"text":"delete note"}"#, cookie: cookie))
            #expect(delete["requestID"] == 2)
            #expect(
                delete["error"]?.stringValue?.contains("nobody was there to approve it") == true, "\(delete)")
        }
    }
}
