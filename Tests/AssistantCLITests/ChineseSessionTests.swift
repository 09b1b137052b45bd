import Foundation
import TestSupport
import Testing

@testable import AssistantCLI

/// A Chinese session reads Chinese: answers, cards, questions, refusals and small talk, through
/// the chat and `ask`. English words may appear only when they are names, units, currency codes
/// or the person's own text.
@Suite(.timeLimit(.minutes(2))) struct ChineseSessionTests {
    static let environment = NLUChatTests.environment.merging(["LANG": "zh_CN.UTF-8"]) { $1 }

    /// What a person might say in one sitting, in order (the deletions are refused: nobody is
    /// there to approve them in a piped chat).
    static let session = [
        "你好", "谢谢", "你能做什么", "午饭花了35元", "打车20", "这个月花了多少钱", "最近的账", "撤销上一笔",
        "明天下午3点开会", "明天有什么安排", "把明天的开会改到下午4点", "删除明天的开会", "北京明天天气怎么样", "适合跑步吗",
        "订机票", "显示文本：晴", "复读：你好", "记账12.345元",
    ]

    /// Words of two or more ASCII letters that are not allowed: names of things a person knows
    /// by their Latin letters (AgentSkill), units, and ISO currency codes.
    static func strayEnglish(in text: String, besides input: [String]) -> [String] {
        let allowed: Set<String> = ["AgentSkill", "km", "mm", "AQI", "US", "CNY", "USD"]
        var words: [String] = []
        var current = ""
        for character in text + " " {
            if character.isASCII && character.isLetter {
                current.append(character)
                continue
            }
            if current.count >= 2, !allowed.contains(current), !input.contains(where: { $0.contains(current) }) {
                words.append(current)
            }
            current = ""
        }
        return Array(Set(words)).sorted()
    }

    @Test func aPipedChatHasNoStrayEnglish() async throws {
        try await TemporaryDirectory.with { root in
            let chat = FakeTerminal(lines: Self.session, environment: Self.environment)
            #expect(await chat.run(["--time-zone", "Asia/Shanghai", "--data-dir", root.path]) == 0)
            #expect(Self.strayEnglish(in: chat.stdout + chat.stderr, besides: Self.session) == [], "\(chat.stdout)")
            #expect(chat.stdout.contains("比如"))
            #expect(chat.stdout.contains("我还不会处理“订机票”"))
            #expect(!chat.stdout.contains("没有记录"), "最近的账 lists the two entries")
            #expect(chat.stdout.contains("没有执行「撤销记账」"))
            #expect(chat.stdout.contains("「记账」出错：金额“12.345”无效"))
        }
    }

    @Test(arguments: ["你好", "午饭花了35元", "北京明天天气怎么样", "订机票", "撤销上一笔"])
    func askHasNoStrayEnglish(text: String) async throws {
        try await TemporaryDirectory.with { root in
            let ask = FakeTerminal(environment: Self.environment)
            _ = await ask.run(["ask", text, "--time-zone", "Asia/Shanghai", "--data-dir", root.path])
            #expect(Self.strayEnglish(in: ask.stdout + ask.stderr, besides: [text]) == [], "\(ask.stdout)\(ask.stderr)")
        }
    }

    @Test func theCheckerFindsEnglish() {
        #expect(
            Self.strayEnglish(in: "没有执行 ledger.undo：it failed，CNY 35", besides: []) == [
                "failed", "it", "ledger", "undo",
            ])
        #expect(Self.strayEnglish(in: "复读：hello", besides: ["复读：hello"]) == [])
    }
}
