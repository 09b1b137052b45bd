import Foundation
import SkillJSON
import Testing

@testable import AssistantCLI

@Suite(.timeLimit(.minutes(1))) struct AssistantProgramTests {
    @Test func askPrintsTheAnswer() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "echo", "hi"]) == 0)
        #expect(terminal.stdout == "hi\n")
    }

    @Test func askJSONIsStableAndNamesTheSkill() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "echo hi", "--json"]) == 0)
        #expect(
            terminal.stdout == #"{"data":{"text":"hi"},"error":null,"ok":true,"skill":"echo","text":"hi","ui":null}"#
                + "\n")
        let parsed = try JSONValue.parse(terminal.stdout)
        #expect(parsed["skill"] == "echo")
    }

    @Test func askWithoutAMatchingSkillStillAnswers() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "book a flight", "--json"]) == 0)
        #expect(terminal.stdout.contains(#""ok":true,"skill":null"#))
    }

    /// The keyword router sends a bare "echo" to the skill, which refuses the empty text.
    @Test func failedRequestExitsOneWithAnErrorObject() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "echo", "--json", "--router", "keyword"]) == 1)
        #expect(
            terminal.stdout
                == #"{"data":null,"error":{"code":"invalidArguments","message":"echo got invalid arguments: $.text: length 0 is shorter than minLength 1"},"ok":false,"skill":"echo","text":"“Echo” got invalid arguments: $.text: length 0 is shorter than minLength 1","ui":null}"#
                + "\n")
    }

    /// The NLU router asks for the missing text instead; `ask` prints the question.
    @Test func aBareEchoIsAskedWhatToSay() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["ask", "echo", "--json"]) == 0)
        #expect(
            terminal.stdout
                == #"{"data":null,"error":null,"ok":true,"skill":null,"text":"What should I say?","ui":null}"#
                + "\n")
    }

    @Test func skillsListsEchoWithItsSchema() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["skills", "--json"]) == 0)
        let skills = try #require(try JSONValue.parse(terminal.stdout)["skills"]?.arrayValue)
        let echo = try #require(skills.first)
        #expect(echo["id"] == "echo")
        #expect(echo["parameters"]?["required"] == ["text"])
        #expect(echo["parameters"]?["properties"]?["text"]?["type"] == "string")
        let plain = FakeTerminal()
        #expect(await plain.run(["skills"]) == 0)
        // A table a person reads: name, what it does, an example; in Chinese with a Chinese locale.
        #expect(plain.stdout.hasPrefix("Skill "))
        #expect(plain.stdout.contains("Echo            │ Repeats back what you say     │ echo hello\n"))
        #expect(!plain.stdout.contains("\"type\""))
        let chinese = FakeTerminal()
        #expect(await chinese.run(["skills", "--locale", "zh_CN"]) == 0)
        #expect(chinese.stdout.hasPrefix("技能 "))
        #expect(chinese.stdout.contains("│ 午饭花了35元"))
    }

    @Test(arguments: [
        (["aks", "hi"], "error: unknown command 'aks' — did you mean 'ask'?"),
        (["ask", "hi", "--jsn"], "error: unknown option '--jsn' — did you mean '--json'?"),
    ])
    func usageErrorsExitTwoWithASuggestion(arguments: [String], message: String) async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(arguments) == 2)
        #expect(terminal.stderr.hasPrefix(message))
        #expect(terminal.stdout.isEmpty)
    }

    @Test func helpAndVersion() async {
        let help = FakeTerminal()
        #expect(await help.run(["--help"]) == 0)
        for option in ["--data-dir", "--time-zone", "--locale", "--json", "ask", "skills"] {
            #expect(help.stdout.contains(option))
        }
        let version = FakeTerminal()
        #expect(await version.run(["--version"]) == 0)
        #expect(version.stdout == "assistant \(AssistantProgram.version)\n")
    }
}

@Suite(.timeLimit(.minutes(1))) struct ChatSessionTests {
    @Test func pipedChatPrintsOnlyAnswers() async {
        let terminal = FakeTerminal(lines: ["复读：你好", "", "echo hello", "repeat after me: x"])
        #expect(await terminal.run([]) == 0)
        #expect(terminal.stdout == "你好\nhello\nx\n")
        #expect(terminal.stderr.isEmpty)
    }

    @Test func interactiveChatShowsPhasesAndCommands() async {
        let terminal = FakeTerminal(lines: ["echo hi", "/skils", "/skills", "/quit", "echo never"], interactive: true)
        #expect(await terminal.run(["chat"]) == 0)
        #expect(terminal.stderr == "\u{1B}[2m  thinking…\u{1B}[0m\n\u{1B}[2m  running Echo…\u{1B}[0m\n")
        #expect(terminal.stdout.contains("› hi\n"))
        #expect(terminal.stdout.contains("unknown command '/skils' — did you mean '/skills'?"))
        #expect(terminal.stdout.contains("Echo            │ Repeats back what you say"))
        #expect(!terminal.stdout.contains("never"))
    }

    @Test func noColorTurnsOffDimming() async {
        let terminal = FakeTerminal(lines: ["echo hi"], interactive: true, environment: ["NO_COLOR": "1"])
        #expect(await terminal.run([]) == 0)
        #expect(terminal.stderr == "  thinking…\n  running Echo…\n")
    }

    /// A Chinese request turns the chat's own words Chinese too: phases, the choice hint, /help,
    /// /skills, an unknown command.
    @Test func aChineseRequestTurnsTheChatsOwnWordsChinese() async {
        let terminal = FakeTerminal(
            lines: ["复读：你好", "/help", "/skils", "/skills"], interactive: true, environment: ["NO_COLOR": "1"])
        #expect(await terminal.run([]) == 0)
        #expect(terminal.stderr == "  思考中…\n  正在执行「复读」…\n")
        #expect(terminal.stdout.contains("直接输入请求"))
        #expect(terminal.stdout.contains("没有命令“/skils”，你是不是想输入“/skills”。"))
        #expect(terminal.stdout.contains("复读     │ 把你说的话原样说一遍"))
    }

    @Test func endOfInputEndsTheChat() async {
        let terminal = FakeTerminal(lines: [], interactive: true)
        #expect(await terminal.run([]) == 0)
        #expect(terminal.stdout.hasSuffix("› \n"))
    }

    @Test(arguments: [
        (["LANG": "zh_CN.UTF-8"], "zh_CN"), (["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], "en_US"),
        (["LANG": "de_DE@euro"], "de_DE"), ([:], "en_US"),
    ])
    func localeComesFromTheEnvironment(environment: [String: String], expected: String) {
        #expect(AssistantProgram.localeIdentifier(from: environment) == expected)
    }
}

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("plain 你好", "plain 你好"),
        ("line\nnext\ttab", "line\nnext\ttab"),
        ("\u{1B}[31mred\u{1B}[0m", "^[[31mred^[[0m"),
        ("bell\u{7}", "bell^G"),
        ("del\u{7F}", "del^?"),
        ("c1\u{9B}2J", "c1\\u{9B}2J"),
        ("\r\u{0}", "^M^@"),
    ])
    func controlCharactersAreShownNotObeyed(input: String, expected: String) {
        #expect(TerminalText.sanitized(input) == expected)
    }

    /// The keyword router passes the text through untouched (the NLU router drops control
    /// characters), so the escapes reach the printer.
    @Test func interactiveChatNeutralisesEscapes() async {
        let terminal = FakeTerminal(lines: ["echo \u{1B}]0;pwned\u{7}"], interactive: true)
        #expect(await terminal.run(["--router", "keyword"]) == 0)
        #expect(terminal.stdout.contains("› ^[]0;pwned^G\n"))
    }
}
