import Foundation
import TestSupport
import Testing

@testable import AssistantCLI

/// The chat with its default router, the NLU router: free text in, skills run, questions asked.
@Suite(.timeLimit(.minutes(1))) struct NLUChatTests {
    /// "Now" fixed at 2026-12-02 10:00 (Shanghai), and weather endpoints nobody answers.
    static let environment = [
        "AGENTSKILL_NOW": "2026-12-02T10:00:00",
        "AGENTSKILL_WEATHER_GEOCODING_URL": "http://127.0.0.1:9/geocoding",
        "AGENTSKILL_WEATHER_FORECAST_URL": "http://127.0.0.1:9/forecast",
        "AGENTSKILL_WEATHER_AIR_QUALITY_URL": "http://127.0.0.1:9/air",
    ]

    @Test func aMeetingCreatedInWordsIsListedTomorrow() async {
        let terminal = FakeTerminal(
            lines: ["明天下午3点开会", "what's on my calendar tomorrow"], environment: Self.environment)
        #expect(await terminal.run(["--time-zone", "Asia/Shanghai"]) == 0)
        #expect(
            terminal.stdout == """
                ╭─ 开会 ───────────────────╮
                │ 12月3日 周四 15:00–16:00 │
                │ [1] 删除                 │
                ╰──────────────────────────╯
                1 event, Thu 3 Dec:
                Thu 3 Dec
                • 开会
                  15:00–16:00

                """)
        #expect(terminal.stderr.isEmpty)
    }

    @Test func aLunchInWordsIsRecorded() async throws {
        try await TemporaryDirectory.with { root in
            let options = ["--time-zone", "Asia/Shanghai", "--data-dir", root.path]
            let chat = FakeTerminal(lines: ["午饭花了35元"], environment: Self.environment)
            #expect(await chat.run(options) == 0)
            #expect(chat.stdout.hasPrefix("╭─ -35.00 元 ───────╮\n│ 2026-12-02 · 餐饮 │\n"))
            let export = FakeTerminal(environment: Self.environment)
            #expect(await export.run(["ledger", "export", "--csv", "-"] + options) == 0)
            #expect(export.stdout.hasSuffix("\r\n1,2026-12-02,expense,food,35.00,CNY,午饭\r\n"))
        }
    }

    /// A question, its answer on the next line, and the skill's answer: here that the weather
    /// service cannot be reached (the test has no network).
    @Test func aMissingCityIsAskedForAndTheAnswerCompletesTheRequest() async {
        let terminal = FakeTerminal(lines: ["适合跑步吗", "北京"], environment: Self.environment)
        #expect(await terminal.run(["--time-zone", "Asia/Shanghai"]) == 0)
        #expect(terminal.stdout == "哪个城市？\n跑步建议需要天气预报，但天气服务暂时无法连接，请稍后再试。\n")
    }

    @Test func theQuestionIsShownAtATerminalToo() async {
        let terminal = FakeTerminal(
            lines: ["is it good for running?"], interactive: true,
            environment: Self.environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(await terminal.run([]) == 0)
        #expect(terminal.stdout.contains("› Which city?\n› "))
        #expect(terminal.stderr == "  thinking…\n")
    }

    @Test func theKeywordRouterStaysReachable() async {
        let terminal = FakeTerminal(lines: ["明天下午3点开会", "复读：你好"], environment: Self.environment)
        #expect(await terminal.run(["--router", "keyword", "--time-zone", "Asia/Shanghai"]) == 0)
        #expect(terminal.stdout.hasPrefix("我还不会处理“明天下午3点开会”。"))
        #expect(terminal.stdout.hasSuffix("\n你好\n"))
    }

    /// The echo skill's keyword forms still reach echo through the NLU router.
    @Test(arguments: [("复读：你好", "你好"), ("echo hi", "hi"), ("repeat after me: x", "x"), ("Echo HI", "HI")])
    func echoKeywordsStillEcho(request: String, answer: String) async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", request, "--json"]) == 0)
        #expect(terminal.stdout.contains(#""skill":"echo","text":"\#(answer)""#))
    }
}
