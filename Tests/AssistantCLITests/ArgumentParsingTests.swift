import Foundation
import Testing

@testable import AssistantCLI

@Suite struct ArgumentParsingTests {
    static let shanghai = TimeZone(identifier: "Asia/Shanghai")
    static let utc = TimeZone(identifier: "UTC")

    static func line(_ command: CLICommand, _ options: GlobalOptions = GlobalOptions()) -> ParsedCommandLine {
        ParsedCommandLine(command: command, options: options)
    }

    static let parsedLines: [([String], ParsedCommandLine)] = [
        ([], line(.chat)),
        (["chat"], line(.chat)),
        (["ask", "echo", "hi"], line(.ask(text: "echo hi"))),
        (["ask", "echo hi", "--json"], line(.ask(text: "echo hi"), GlobalOptions(json: true))),
        (["--json", "ask", "echo", "hi"], line(.ask(text: "echo hi"), GlobalOptions(json: true))),
        (["ask", "--", "--json"], line(.ask(text: "--json"))),
        (["ask", "a", "--", "--json", "-h", "skills"], line(.ask(text: "a --json -h skills"))),
        (["ask", "--", "--help"], line(.ask(text: "--help"))),
        (["ask", "复读：你好"], line(.ask(text: "复读：你好"))),
        (["ask", "what", "is", "-5", "plus", "3"], line(.ask(text: "what is -5 plus 3"))),
        (["ask", "read", "-"], line(.ask(text: "read -"))),
        (["skills"], line(.skills)),
        (["skills", "--json"], line(.skills, GlobalOptions(json: true))),
        (["help"], line(.help(topic: nil))),
        (["help", "ask"], line(.help(topic: "ask"))),
        (["help", "chat"], line(.help(topic: "chat"))),
        (["--help"], line(.help(topic: nil))),
        (["-h"], line(.help(topic: nil))),
        (["ask", "--help"], line(.help(topic: "ask"))),
        (["skills", "-h", "--json"], line(.help(topic: "skills"), GlobalOptions(json: true))),
        (["--version"], line(.version)),
        (["skills", "--version"], line(.version)),
        (["--version", "--help"], line(.help(topic: nil))),
        (["--data-dir", "/tmp/a", "skills"], line(.skills, GlobalOptions(dataDirectory: "/tmp/a"))),
        (["skills", "--data-dir=/tmp/a=b"], line(.skills, GlobalOptions(dataDirectory: "/tmp/a=b"))),
        (["--data-dir", "ask"], line(.chat, GlobalOptions(dataDirectory: "ask"))),
        (["--time-zone", "Asia/Shanghai"], line(.chat, GlobalOptions(timeZone: shanghai))),
        (["--time-zone=UTC", "chat"], line(.chat, GlobalOptions(timeZone: utc))),
        (["ask", "hi", "--locale", "zh-Hans"], line(.ask(text: "hi"), GlobalOptions(localeIdentifier: "zh-Hans"))),
        (["--locale=en_US", "skills"], line(.skills, GlobalOptions(localeIdentifier: "en_US"))),
        (["ask", "delete x", "--yes"], line(.ask(text: "delete x"), GlobalOptions(yes: true))),
        (["--yes", "--config", "/etc/a.json"], line(.chat, GlobalOptions(yes: true, configPath: "/etc/a.json"))),
        (["ask", "hi", "--config=~/a.json"], line(.ask(text: "hi"), GlobalOptions(configPath: "~/a.json"))),
        (["--time-zone", "UTC", "--time-zone", "Asia/Shanghai"], line(.chat, GlobalOptions(timeZone: shanghai))),
        (["--locale", "en_US", "--locale=zh-Hans"], line(.chat, GlobalOptions(localeIdentifier: "zh-Hans"))),
        (
            ["--data-dir", "d", "ask", "--time-zone", "UTC", "echo", "--locale", "zh-Hans", "hi", "--json"],
            line(
                .ask(text: "echo hi"),
                GlobalOptions(dataDirectory: "d", timeZone: utc, localeIdentifier: "zh-Hans", json: true))
        ),
    ]

    @Test(arguments: parsedLines)
    func parsesCommandLine(arguments: [String], expected: ParsedCommandLine) throws {
        #expect(try ArgumentParser.parse(arguments) == expected)
    }

    static let errorMessages: [([String], String)] = [
        (["aks"], "unknown command 'aks' — did you mean 'ask'?"),
        (["skils", "--json"], "unknown command 'skils' — did you mean 'skills'?"),
        (["hlep"], "unknown command 'hlep' — did you mean 'help'?"),
        (["version"], "unknown command 'version' — did you mean '--version'?"),
        (
            ["what", "time", "is", "it"],
            "unknown command 'what' — to send a request, write: assistant ask \"what time is it\""
        ),
        (
            ["say", "\"hi\" $HOME", "--json"],
            "unknown command 'say' — to send a request, write: assistant ask \"say \\\"hi\\\" \\$HOME\""
        ),
        (["aks", "echo", "hi"], "unknown command 'aks' — did you mean 'ask'?"),
        (["zzzzzz"], "unknown command 'zzzzzz' — run 'assistant --help' to see the subcommands"),
        (["aks", "--help"], "unknown command 'aks' — did you mean 'ask'?"),
        (["help", "aks"], "unknown command 'aks' — did you mean 'ask'?"),
        (["help", "zzzzzz"], "unknown command 'zzzzzz' — run 'assistant --help' to see the subcommands"),
        (["--jsn"], "unknown option '--jsn' — did you mean '--json'?"),
        (["ask", "hi", "--timezone", "UTC"], "unknown option '--timezone' — did you mean '--time-zone'?"),
        (["-json"], "unknown option '-json' — did you mean '--json'?"),
        (["--jsn=1"], "unknown option '--jsn' — did you mean '--json'?"),
        (["-x"], "unknown option '-x' — run 'assistant --help' to see the options"),
        (["--time-zone"], "option '--time-zone' needs a value, e.g. --time-zone Asia/Shanghai"),
        (["--time-zone", "--json"], "option '--time-zone' needs a value, e.g. --time-zone Asia/Shanghai"),
        (["--time-zone="], "option '--time-zone' needs a value, e.g. --time-zone Asia/Shanghai"),
        (["skills", "--data-dir"], "option '--data-dir' needs a value, e.g. --data-dir ~/.assistant"),
        (["--locale", ""], "option '--locale' needs a value, e.g. --locale zh-Hans"),
        (
            ["--time-zone", "Mars/Olympus"],
            "invalid time zone 'Mars/Olympus': not an IANA identifier — use one such as Asia/Shanghai or UTC"
        ),
        (
            ["--time-zone", "Asia/Shangai"],
            "invalid time zone 'Asia/Shangai': not an IANA identifier — did you mean 'Asia/Shanghai'?"
        ),
        (["--time-zone=utc"], "invalid time zone 'utc': not an IANA identifier — did you mean 'UTC'?"),
        (
            ["--locale", "zh Hans"],
            "invalid locale 'zh Hans': use only letters, digits, '-' and '_' — e.g. zh-Hans or en_US"
        ),
        (["--json=yes"], "option '--json' takes no value: got '--json=yes' — write '--json' alone"),
        (["ask"], "ask needs the text of a request, e.g. assistant ask \"echo hi\""),
        (["ask", "--json"], "ask needs the text of a request, e.g. assistant ask \"echo hi\""),
        (["ask", "--", " "], "ask needs the text of a request, e.g. assistant ask \"echo hi\""),
        (["skills", "extra"], "unexpected argument 'extra' for 'skills' — usage: assistant skills [options]"),
        (["chat", "hello"], "unexpected argument 'hello' for 'chat' — usage: assistant [chat] [options]"),
        (["--", "hello"], "unexpected argument 'hello' for 'chat' — usage: assistant [chat] [options]"),
        (
            ["help", "ask", "skills"],
            "unexpected argument 'skills' for 'help' — usage: assistant help [<subcommand>] [options]"
        ),
    ]

    @Test(arguments: errorMessages)
    func rejectsCommandLine(arguments: [String], message: String) {
        do throws(CLIError) {
            let line = try ArgumentParser.parse(arguments)
            Issue.record("expected an error, parsed \(line)")
        } catch {
            #expect(error.description == message)
            #expect(error.exitCode == 2)
        }
    }

    @Test func reportsTheFirstProblemReadingLeftToRight() {
        #expect(throws: CLIError.unknownOption("--jsn", suggestion: "--json")) {
            try ArgumentParser.parse(["--jsn", "aks", "--time-zone"])
        }
        #expect(throws: CLIError.unknownCommand("aks", suggestion: "ask")) {
            try ArgumentParser.parse(["aks", "--jsn"])
        }
    }

    @Test func everyHelpTopicTheParserAcceptsHasHelpText() throws {
        for name in ["chat", "ask", "skills", "help"] {
            let line = try ArgumentParser.parse(["help", name])
            #expect(line.command == .help(topic: name))
            #expect(HelpText.command(name) != nil)
        }
    }
}
