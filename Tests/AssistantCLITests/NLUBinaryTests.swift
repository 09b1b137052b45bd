import Foundation
import SkillJSON
import TestSupport
import Testing

/// `assistant nlu` through the real executable: the evaluation contract, byte for byte.
@Suite(.timeLimit(.minutes(1))) struct NLUBinaryTests {
    static let contractOptions = ["nlu", "--now", "2026-12-02T10:00:00", "--time-zone", "Asia/Shanghai", "--jsonl"]

    /// The issue's four examples, as the evaluation tools will read them.
    static let issueExamples: [(String, String)] = [
        (
            "明天下午3点开会",
            #"{"arguments":{"start":"2026-12-03T15:00:00","title":"开会"},"confidence":0.9992,"entities":[{"end":null,"grain":"hour","start":"2026-12-03T15:00:00","text":"明天下午3点","type":"time"}],"skill":"calendar.create","text":"明天下午3点开会"}"#
        ),
        (
            "午饭花了35元",
            #"{"arguments":{"amount":"35","category":"food","currency":"CNY","date":"2026-12-02","kind":"expense","note":"午饭"},"confidence":1,"entities":[{"amount":"35","currency":"CNY","text":"35元","type":"money"}],"skill":"ledger.add","text":"午饭花了35元"}"#
        ),
        (
            "明天北京适合跑步吗",
            #"{"arguments":{"city":"Beijing","date":"2026-12-03"},"confidence":0.9999,"entities":[{"end":null,"grain":"day","start":"2026-12-03T00:00:00","text":"明天","type":"time"},{"latitude":39.9075,"longitude":116.3972,"name":"Beijing","text":"北京","type":"place"}],"skill":"running_advice","text":"明天北京适合跑步吗"}"#
        ),
        (
            "what's on my calendar tomorrow",
            #"{"arguments":{"from":"2026-12-03","to":"2026-12-03"},"confidence":0.9998,"entities":[{"end":null,"grain":"day","start":"2026-12-03T00:00:00","text":"tomorrow","type":"time"}],"skill":"calendar.list","text":"what's on my calendar tomorrow"}"#
        ),
    ]

    @Test func theIssueExamplesGiveTheContractLines() async throws {
        let input = Self.issueExamples.map { $0.0 + "\n" }.joined()
        let (status, out, err) = try await AssistantBinaryTests.launch(Self.contractOptions, input: input)
        #expect(status == 0)
        #expect(err.isEmpty)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 5)
        for (index, (_, expected)) in Self.issueExamples.enumerated() where index < lines.count {
            #expect(lines[index] == expected)
        }
        #expect(lines.last == "")
    }

    @Test func everyInputLineGetsOneOutputLine() async throws {
        var input = Data("echo hi\n\n".utf8)
        input += Data([0x61, 0xFF, 0x62, 0x0A])  // "a\xFFb": not UTF-8
        input += Data(repeating: UInt8(ascii: "x"), count: 70_000) + Data("\n".utf8)
        input += Data("复读：你好\r\nlast line without newline".utf8)
        let (status, out, err) = try await AssistantBinaryTests.launch(Self.contractOptions, bytes: input)
        #expect(status == 0)
        #expect(err.isEmpty)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        guard lines.count == 6 else { return }
        #expect(try JSONValue.parse(lines[0])["skill"] == "echo")
        #expect(lines[1] == #"{"arguments":{},"confidence":0,"entities":[],"skill":null,"text":""}"#)
        #expect(
            lines[2]
                == #"{"arguments":{},"confidence":0,"entities":[],"error":"line 3 is not valid UTF-8 (at byte 2)","line":3,"skill":null,"text":"a\#u{FFFD}b"}"#
        )
        #expect(
            lines[3]
                == #"{"arguments":{},"confidence":0,"entities":[],"error":"line 4 is longer than 65536 bytes","line":4,"skill":null,"text":""}"#
        )
        #expect(try JSONValue.parse(lines[4])["arguments"] == ["text": "你好"])
        #expect(try JSONValue.parse(lines[5])["text"] == "last line without newline")
    }

    @Test func severalRequestsListTheirCalls() async throws {
        let (status, out, _) = try await AssistantBinaryTests.launch(Self.contractOptions, input: "午饭35，晚饭80\n")
        #expect(status == 0)
        let calls = try JSONValue.parse(out.trimmingCharacters(in: .newlines))["calls"]?.arrayValue ?? []
        #expect(calls.map { $0["arguments"]?["amount"]?.stringValue } == ["35", "80"])
        #expect(calls.map { $0["arguments"]?["note"]?.stringValue } == ["午饭", "晚饭"])
    }

    @Test func nluOpensNoStoreAndCreatesNoFile() async throws {
        let root = TemporaryDirectory.url("agentskill-nlu-nofiles")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appending(path: "data")
        let (status, out, _) = try await AssistantBinaryTests.launch(
            Self.contractOptions, input: "午饭花了35元\n", dataDirectory: data)
        #expect(status == 0)
        #expect(out.contains(#""skill":"ledger.add""#))
        #expect(TemporaryDirectory.contents(of: root) == [])
    }

    @Test(arguments: ["2026-12-02", "2026-13-02T10:00:00", "2026-02-29T10:00", "2026-12-02T24:00", "tomorrow"])
    func aBadNowExitsTwo(now: String) async throws {
        let (status, out, err) = try await AssistantBinaryTests.launch(["nlu", "--now", now], input: "echo hi\n")
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(
            err
                == "error: invalid --now '\(now)': expected a local date and time YYYY-MM-DDTHH:MM:SS (seconds optional), read in --time-zone — e.g. --now 2026-12-02T10:00:00\n"
        )
    }

    @Test func nowWithoutSecondsAndTheReadableForm() async throws {
        let (status, out, _) = try await AssistantBinaryTests.launch(
            ["nlu", "--now", "2026-12-02T10:00", "--time-zone", "Asia/Shanghai"], input: "明天北京适合跑步吗\n")
        #expect(status == 0)
        #expect(
            out == """
                明天北京适合跑步吗
                  skill: running_advice (confidence 1.00)
                  arguments: city=Beijing date=2026-12-03
                  time "明天" 2026-12-03T00:00:00 (day)
                  place "北京" Beijing


                """)
    }

    /// The chat with the NLU router, on a data directory and a clock fixed by `AGENTSKILL_NOW`.
    @Test func theChatUnderstandsFreeTextAndRemembers() async throws {
        let root = TemporaryDirectory.url("agentskill-nlu-chat")
        defer { try? FileManager.default.removeItem(at: root) }
        let (status, out, err) = try await AssistantBinaryTests.launch(
            ["--time-zone", "Asia/Shanghai"],
            input: "明天下午3点开会\nwhat's on my calendar tomorrow\n午饭花了35元\n",
            dataDirectory: root.appending(path: "data"), environment: ["AGENTSKILL_NOW": "2026-12-02T10:00:00"])
        #expect(status == 0)
        #expect(err.isEmpty)
        #expect(out.contains("│ 12月3日 周四 15:00–16:00 │"))
        #expect(out.contains("1 event, Thu 3 Dec:\nThu 3 Dec\n• 开会\n  15:00–16:00\n"))
        #expect(out.contains("╭─ -35.00 元 ───────╮\n│ 2026-12-02 · 餐饮 │"))
    }
}
