import SkillJSON
import Testing

@testable import AssistantCLI

/// The command lines of `run`, `calendar` and `ledger`.
@Suite struct SubcommandParsingTests {
    static let parsedCommands: [([String], CLICommand)] = [
        (["run", "echo"], .run(RunRequest(skillID: "echo"))),
        (["run", "echo", "--args", #"{"text":"hi"}"#], .run(RunRequest(skillID: "echo", arguments: ["text": "hi"]))),
        (["--args={}", "run", "echo"], .run(RunRequest(skillID: "echo"))),
        (
            ["run", "echo", "--args", #"{"text":"a"}"#, "--args", #"{"text":"b"}"#],
            .run(RunRequest(skillID: "echo", arguments: ["text": "b"]))
        ),
        (["calendar", "export", "events.ics"], .calendarExport(file: "events.ics")),
        (["calendar", "export", "-"], .calendarExport(file: "-")),
        (["calendar", "import", "-", "--time-zone", "UTC"], .calendarImport(file: "-")),
        (["ledger", "export", "--csv", "a.csv"], .ledgerExport(LedgerExportRequest(csvFile: "a.csv"))),
        (["ledger", "--beancount=-", "export"], .ledgerExport(LedgerExportRequest(beancountFile: "-"))),
    ]

    @Test(arguments: parsedCommands)
    func parsesCommand(arguments: [String], expected: CLICommand) throws {
        #expect(try ArgumentParser.parse(arguments).command == expected)
    }

    static let errorMessages: [([String], String)] = [
        (
            ["run"],
            #"run needs the id of a skill, e.g. assistant run echo --args '{"text":"hi"}' — 'assistant skills' lists them"#
        ),
        (
            ["run", "echo", "extra"],
            "unexpected argument 'extra' for 'run' — usage: assistant run <skill> [--args <json>] [options]"
        ),
        (["run", "echo", "--args"], #"option '--args' needs a value, e.g. --args '{"text":"hi"}'"#),
        (
            ["run", "echo", "--args", #"{"text": "hi""#],
            #"invalid --args: invalid JSON at line 1, column 14: expected ',' or '}' after object member, got end of input — pass a JSON object, e.g. --args '{"text":"hi"}'"#
        ),
        (
            ["run", "echo", "--args", "{\n  \"text\": hi\n}"],
            #"invalid --args: invalid JSON at line 2, column 11: expected a JSON value, got 'hi' — pass a JSON object, e.g. --args '{"text":"hi"}'"#
        ),
        (
            ["run", "echo", "--args", #"["hi"]"#],
            #"invalid --args: expected a JSON object, got array — pass a JSON object, e.g. --args '{"text":"hi"}'"#
        ),
        (
            ["run", "echo", "--args", "\"hi\""],
            #"invalid --args: expected a JSON object, got string — pass a JSON object, e.g. --args '{"text":"hi"}'"#
        ),
        (["ask", "hi", "--args", "{}"], "option '--args' is not for 'ask' — it belongs to 'assistant run'"),
        (
            ["calendar"],
            "calendar needs an action, 'export' or 'import' — usage: assistant calendar export|import <file>|- [options]"
        ),
        (["calendar", "exprot", "a.ics"], "unknown calendar action 'exprot' — did you mean 'export'?"),
        (["calendar", "sync"], "unknown calendar action 'sync' — see 'assistant help calendar'"),
        (
            ["calendar", "export"],
            "calendar export needs a file, or - for standard output — usage: assistant calendar export <file>|-"
        ),
        (
            ["calendar", "import"],
            "calendar import needs a file, or - for standard input — usage: assistant calendar import <file>|-"
        ),
        (
            ["calendar", "import", "a.ics", "b.ics"],
            "unexpected argument 'b.ics' for 'calendar' — usage: assistant calendar export|import <file>|- [options]"
        ),
        (
            ["ledger"],
            "ledger needs an action, 'export' — usage: assistant ledger export --csv <file> | --beancount <file> [options]"
        ),
        (["ledger", "exprt", "--csv", "a"], "unknown ledger action 'exprt' — did you mean 'export'?"),
        (
            ["ledger", "export"],
            "ledger export needs exactly one of --csv <file> or --beancount <file>, e.g. assistant ledger export --csv ledger.csv"
        ),
        (
            ["ledger", "export", "--csv", "a.csv", "--beancount", "a.beancount"],
            "ledger export needs exactly one of --csv <file> or --beancount <file>, e.g. assistant ledger export --csv ledger.csv"
        ),
        (["ledger", "export", "--csv"], "option '--csv' needs a value, e.g. --csv ledger.csv"),
        (
            ["calendar", "export", "-", "--csv", "a"],
            "option '--csv' is not for 'calendar' — it belongs to 'assistant ledger'"
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

    @Test(arguments: ["run", "calendar", "ledger"])
    func helpShowsTheCommandsOwnOptionsFirst(name: String) throws {
        let help = try #require(HelpText.command(name))
        let options = try #require(help.range(of: "OPTIONS:\n")).upperBound
        let firstOption = help[options...].prefix { $0 != "\n" }
        switch name {
        case "run": #expect(firstOption.hasPrefix("  --args <json>"))
        case "ledger": #expect(firstOption.hasPrefix("  --csv <file>"))
        default: #expect(firstOption.hasPrefix("  --data-dir <dir>"))
        }
    }
}
