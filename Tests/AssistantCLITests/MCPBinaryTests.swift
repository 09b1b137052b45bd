import Foundation
import SkillJSON
import Testing

/// The built `assistant mcp` on real pipes: hostile lines each get an error response, the
/// session goes on, and standard output carries nothing but protocol messages.
@Suite(.timeLimit(.minutes(2))) struct MCPBinaryTests {
    @Test func garbageDeepNestingAndA10MBLineAreAnsweredAndTheSessionGoesOn() async throws {
        let lines = [
            "this is not json",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
                + "\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}",
            "[" + String(repeating: "1,", count: 5 * 1024 * 1024) + "1]",
            String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            "[{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}]",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\","
                + "\"arguments\":{\"text\":\"<b>'; DROP TABLE x; --\\u0007</b>\"}}}",
            "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/lists\"}",
        ]
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        let (status, out, err) = try await AssistantBinaryTests.launch(["mcp"], bytes: input)
        #expect(status == 0, "\(err)")
        let responses = try out.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        // One response per line but the notification. Requests may be answered out of order
        // (a tool call runs while later lines are read), so those are found by id; the lines that
        // could not be read have `id: null` and are answered as they come.
        #expect(responses.count == 7, "\(out.prefix(2000))")
        let unreadable = responses.filter { $0["id"] == .null }.map { $0["error"]?["code"]?.intValue }
        #expect(unreadable == [-32700, -32600, -32700, -32600])
        func response(_ id: Int) -> JSONValue? { responses.first { $0["id"]?.intValue == id } }
        #expect(response(1)?["result"]?["protocolVersion"] == "2025-11-25")
        #expect(
            response(3)?["result"]?["content"]?[0]?["text"]?.stringValue == "<b>'; DROP TABLE x; --\u{07}</b>",
            "\(String(describing: response(3)))")
        #expect(response(4)?["error"]?["code"] == -32601)
        #expect(response(4)?["error"]?["message"]?.stringValue?.contains("tools/list") == true)
        for response in responses { #expect(response["jsonrpc"] == "2.0") }
        #expect(!err.isEmpty, "diagnostics go to standard error")
    }
}
