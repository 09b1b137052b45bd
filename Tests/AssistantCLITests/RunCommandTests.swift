import AgentSkill
import Foundation
import SkillJSON
import SkillStore
import StandardSkills
import Synchronization
import Testing

@testable import AssistantCLI

/// A destructive skill that says what it removed; runs only when approved.
private struct ForgetSkill: Skill {
    let id = "notes.forget"
    let description = "Forgets a note"
    var effect: SkillEffect { .destructive }
    /// Instant: no task and no timer, so a machine busy with other tests cannot time it out.
    var execution: SkillExecution { .inline }
    var parameters: JSONSchema { .object(["title": .string(minLength: 1)], required: ["title"]) }
    func execute(_ arguments: JSONValue, context: SkillContext) async throws -> SkillOutput {
        SkillOutput("forgot \(arguments["title"]?.stringValue ?? "")")
    }
}

extension FakeTerminal {
    /// Runs the program with the standard skills plus ``ForgetSkill``.
    fileprivate func runWithForget(_ arguments: [String]) async -> Int32 {
        await AssistantProgram.run(arguments: arguments, io: io, skills: StandardSkills.all() + [ForgetSkill()])
    }
}

@Suite(.timeLimit(.minutes(1))) struct RunCommandTests {
    @Test func echoPrintsItsText() async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["run", "echo", "--args", #"{"text":"hi 你好"}"#]) == 0)
        #expect(terminal.stdout == "hi 你好\n")
        #expect(terminal.stderr.isEmpty)
    }

    @Test func jsonIsTheObjectAskPrints() async {
        let run = FakeTerminal()
        #expect(await run.run(["run", "echo", "--args", #"{"text":"hi"}"#, "--json"]) == 0)
        let ask = FakeTerminal()
        #expect(await ask.run(["ask", "echo hi", "--json"]) == 0)
        #expect(
            run.stdout == #"{"data":{"text":"hi"},"error":null,"ok":true,"skill":"echo","text":"hi","ui":null}"# + "\n")
        #expect(run.stdout == ask.stdout)
    }

    @Test func displayTextShowsItsCardAndItsUIInJSON() async throws {
        let arguments = #"{"title":"今日天气","content":"晴，温度 24°C"}"#
        let text = FakeTerminal(environment: ["NO_COLOR": "1"])
        #expect(await text.run(["run", "ui.display_text", "--args", arguments]) == 0)
        #expect(text.stdout == "今日天气\n晴，温度 24°C\n")
        let json = FakeTerminal()
        #expect(await json.run(["run", "ui.display_text", "--args", arguments, "--json"]) == 0)
        let reply = try JSONValue.parse(json.stdout)
        #expect(reply["ok"] == true)
        #expect(reply["skill"] == "ui.display_text")
        #expect(reply["ui"]?["type"] == "stack")
        #expect(reply["error"] == .null)
    }

    static let usageFailures: [([String], String, String)] = [
        (
            ["run", "echo", "--args", #"{"text":"#],
            "",
            #"error: invalid --args: invalid JSON at line 1, column 9: expected a JSON value, got end of input — pass a JSON object, e.g. --args '{"text":"hi"}'"#
                + "\n"
        ),
        (
            ["run", "echo", "--args", "[1, 2]"],
            "",
            #"error: invalid --args: expected a JSON object, got array — pass a JSON object, e.g. --args '{"text":"hi"}'"#
                + "\n"
        ),
        (
            ["run", "echo"],
            "",
            "“Echo” got invalid arguments: $: missing required property \"text\"\n"
        ),
        (
            ["run", "echo", "--args", #"{"text":"hi","loud":true}"#],
            "",
            "“Echo” got invalid arguments: $.loud: property is not allowed (additionalProperties is false)\n"
        ),
        (["run", "ech", "--args", #"{"text":"hi"}"#], "", "unknown skill 'ech' — did you mean 'echo'?\n"),
        (["run", "weather.tomorrow"], "", "unknown skill 'weather.tomorrow'\n"),
    ]

    @Test(arguments: usageFailures)
    func badArgumentsAndUnknownSkillsExitTwo(arguments: [String], stdout: String, stderr: String) async {
        let terminal = FakeTerminal()
        #expect(await terminal.run(arguments) == 2)
        #expect(terminal.stdout == stdout)
        #expect(terminal.stderr == stderr)
    }

    @Test func unknownSkillInJSONIsAnErrorObject() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.run(["run", "ech", "--json"]) == 2)
        let reply = try JSONValue.parse(terminal.stdout)
        #expect(reply["ok"] == false)
        #expect(reply["error"]?["code"] == "unknownSkill")
        #expect(reply["error"]?["message"] == "unknown skill 'ech' — did you mean 'echo'?")
    }

    @Test func destructiveCallIsDeniedWithoutSomeoneToAsk() async throws {
        let terminal = FakeTerminal()
        #expect(await terminal.runWithForget(["run", "notes.forget", "--args", #"{"title":"x"}"#]) == 1)
        #expect(terminal.stdout.isEmpty)
        #expect(
            terminal.stderr
                == "notes.forget did not run: it needed approval (it deletes or undoes something) and nobody was there to approve it. Nothing was changed.\n"
                + "hint: nothing was run; add --yes to approve calls that need approval\n")
        #expect(try await Self.audit(of: terminal).map(\.outcome) == ["denied"])
    }

    @Test(arguments: [("y", true), ("是", true), ("n", false), ("", false)])
    func interactiveRunAsksFirst(answer: String, approved: Bool) async throws {
        let terminal = FakeTerminal(lines: [answer], interactive: true, environment: ["NO_COLOR": "1"])
        let status = await terminal.runWithForget(["run", "notes.forget", "--args", #"{"title":"x"}"#])
        let prompt = "notes.forget: title x? [y/N] "
        #expect(terminal.stdout.hasPrefix(prompt))
        #expect(terminal.stderr.hasPrefix("  This needs your approval: it deletes or undoes something.\n"))
        #expect(status == (approved ? 0 : 1))
        #expect(terminal.stdout.hasSuffix(approved ? "forgot x\n" : prompt))
        #expect(try await Self.audit(of: terminal).map(\.outcome) == [approved ? "succeeded" : "denied"])
    }

    @Test func yesApprovesWithoutAsking() async throws {
        let terminal = FakeTerminal(interactive: true)
        #expect(await terminal.runWithForget(["run", "notes.forget", "--args", #"{"title":"x"}"#, "--yes"]) == 0)
        #expect(terminal.stdout == "forgot x\n")
        #expect(try await Self.audit(of: terminal).map(\.skillID) == ["notes.forget"])
    }

    /// The audit log in the terminal's data directory, newest first.
    static func audit(of terminal: FakeTerminal) async throws -> [SQLiteAuditLog.Record] {
        let directory = try #require(terminal.environment["AGENTSKILL_DATA_DIR"])
        return try await SQLiteAuditLog(StandardSchema.openStore(in: directory)).recent()
    }
}
